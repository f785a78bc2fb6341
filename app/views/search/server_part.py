"""The server half of the search, as the popup drives it: debounced, cancelled when the text
changes, and every answer bound to the text it was asked for.

Each change of the text is a new *ask* (a number). The requests for a text start once the
person has stopped typing for ``delay_ms``; a change cancels what is under way at once (not
when the next text's requests start), and an answer that still lands for an earlier ask (it
was on its way when the text changed) is dropped, so a late answer for "ab" never shows
under "abc".
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QWidget

from app.api.read_client import ReadClient
from app.models.orders import OrderList
from app.services.search.query import SearchQuery
from app.services.search.server import DEBOUNCE_MS, ServerAsk, ask_server, server_asks
from app.views.activity import ActivityTracker
from app.views.task_runner import Binding, Reauthenticate, TaskRunner

DELAY_MS = DEBOUNCE_MS  # after the last keystroke (app/services/search/server.py says why)


class _BoundNotice:
    """Where the runner says a failure: to ``failed``, only while it is about the text on
    screen (the runner names the failing ask through ``on_failure`` just before)."""

    def __init__(self, server: ServerSearch) -> None:
        self._server = server
        self.failing = -1
        self.said = 0  # it keeps no message: nothing for a success to clear

    def show_error(
        self,
        message: str,
        retry: Callable[[], None] | None = None,
        retry_text: str | None = None,
    ) -> None:
        if self.failing == self._server.ask_number:
            self._server.failed.emit(self.failing, message)

    def show_info(self, message: str) -> None:
        pass

    def clear(self) -> None:
        pass

    def clear_answered(self, asked_at: int) -> None:
        pass


class ServerSearch(QObject):
    started = Signal(int)  # ask number: requests sent
    answered = Signal(int, object, object)  # ask number, ServerAsk, OrderList
    finished = Signal(int)  # ask number: every request answered
    failed = Signal(int, str)  # ask number, a sentence

    def __init__(
        self,
        client: ReadClient,
        owner: QWidget,
        *,
        delay_ms: int = DELAY_MS,
        reauthenticate: Reauthenticate | None = None,
        activity: ActivityTracker | None = None,
    ) -> None:
        super().__init__(owner)
        self._client = client
        self._notice = _BoundNotice(self)
        self._runner = TaskRunner(
            owner, self._notice, activity=activity, reauthenticate=reauthenticate
        )
        self.ask_number = 0
        self.task: asyncio.Task[None] | None = None
        self._query: SearchQuery | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(delay_ms)
        self._timer.timeout.connect(self._send)

    @property
    def waiting(self) -> bool:
        """Typing has paused less than the delay: the requests are not sent yet."""
        return self._timer.isActive()

    @property
    def running(self) -> bool:
        return self.task is not None and not self.task.done()

    def ask(self, query: SearchQuery) -> int:
        """A new text: what was under way for the previous one stops now."""
        self.ask_number += 1
        self.cancel()
        self._query = query
        if server_asks(query):
            self._timer.start()
        return self.ask_number

    def cancel(self) -> None:
        self._timer.stop()
        if self.task is not None:
            self.task.cancel()
            self.task = None

    def _send(self) -> None:
        query, number = self._query, self.ask_number
        if query is None:
            return
        asks = server_asks(query)
        if not asks:
            return
        runner, list_orders = self._runner, self._client.list_merchant_orders

        async def send() -> None:
            async for ask, orders in ask_server(
                lambda q: runner.call(lambda: list_orders(q)), asks
            ):
                self._land(number, ask, orders)

        self.started.emit(number)
        self.task = runner.run(
            send,
            on_success=lambda _none: self._done(number),
            on_failure=lambda _exc: setattr(self._notice, "failing", number),
            binding=Binding.FREE,
        )

    def _land(self, number: int, ask: ServerAsk, orders: OrderList) -> None:
        if number != self.ask_number:  # asked for an earlier text: not this one's
            return
        self.answered.emit(number, ask, orders)

    def _done(self, number: int) -> None:
        if number == self.ask_number:
            self.finished.emit(number)
