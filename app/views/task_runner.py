"""The one async pattern every view uses.

``runner.run(factory, controls=..., on_success=...)`` starts the coroutine made by
``factory`` on the qasync loop, disables the controls that started it, counts it in the
app's activity indicator and as a busy pointer over the view, and routes a failure: field
errors to the view's fields, a session expiry to the re-login prompt (then the same action
runs again: a 401 proves the server did nothing), anything else to the view's inline error
banner, with a Retry only where sending again can help. Tasks die with the view that owns
them.

Every task says what it is bound to (``binding``), and a runner with a context keeps it:

- ``Binding.LOAD`` (the default): a read for the current user or account. It is cancelled when
  the context moves on, and an answer that still arrives is dropped, so a slow answer for a
  previous account never shows (nor becomes the account a payout leaves from).
- ``Binding.ACTION``: something sent for the account current when it was asked (a payout, a
  pay-in, a vIBAN). It is never cancelled by a move (the server may have acted); an outcome
  that lands after the context moved goes to ``elsewhere`` (or, without one, to a sentence
  naming the account it belongs to), never to the view of the account now current.
- ``Binding.FREE``: app-wide work, or a view that carries its own target (a dialog for one
  user or order): applied whatever is current.

A ``key`` makes the newest request of one kind win: starting it cancels the previous one with
the same key.

List models that page on their own (orders, ledger) send through ``call``, so a session
expiry there opens the same prompt and resumes.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any, Generic, Protocol, TypeVar

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QWidget

from app.api.errors import ApiError, SessionExpired, ValidationFailed
from app.models.validation import FieldIssue
from app.services.context import AccountRef, WorkContext
from app.services.directory import short_id
from app.views.activity import ActivityTracker
from app.views.widgets.api_messages import error_text, failure_button, failure_text
from app.views.widgets.error_banner import ErrorBanner

T = TypeVar("T")
log = logging.getLogger(__name__)

Reauthenticate = Callable[[], Awaitable[bool]]
FieldRouter = Callable[[Sequence[FieldIssue]], bool]
AccountNamer = Callable[[AccountRef], str]


class Notice(Protocol):
    """Where a runner says what happened: a view's inline ``ErrorBanner``, or for a menu
    with no view of its own a message box and the status bar."""

    def show_error(
        self,
        message: str,
        retry: Callable[[], None] | None = None,
        retry_text: str | None = None,
    ) -> None: ...

    def show_info(self, message: str) -> None: ...

    def clear(self) -> None: ...

    @property
    def said(self) -> int:
        """How many messages it has shown (a success answers only those before its question)."""
        ...

    def clear_answered(self, asked_at: int) -> None: ...


class Binding(Enum):
    """What a task's answer belongs to (see the module's docstring)."""

    LOAD = "load"
    ACTION = "action"
    FREE = "free"


@dataclass(frozen=True)
class Target:
    """The user and account current when a task was asked."""

    user: str | None
    account: AccountRef | None


@dataclass(frozen=True)
class Moved(Generic[T]):
    """An action's outcome that landed after the context moved on: what it was asked for, and
    its result (or, if it failed, its error)."""

    asked: Target
    result: T | None = None
    error: BaseException | None = None

    @property
    def reason(self) -> str:
        return failure_reason(self.error)


def failure_reason(error: BaseException | None) -> str:
    """Why something failed, as a person reads it: the API's sentence, or for a bug its kind
    (the log has the rest)."""
    if isinstance(error, ApiError):
        return error_text(error)
    return type(error).__name__ if error is not None else ""


class TaskRunner(QObject):
    busy_changed = Signal(bool)

    def __init__(
        self,
        owner: QWidget,
        banner: Notice,
        *,
        activity: ActivityTracker | None = None,
        reauthenticate: Reauthenticate | None = None,
        context: WorkContext | None = None,
        account_name: AccountNamer | None = None,
    ) -> None:
        super().__init__(owner)
        self._banner = banner
        self._activity = activity
        self._reauthenticate = reauthenticate
        self._context = context
        self._account_name = account_name or (lambda ref: short_id(ref.aid))
        self._tasks: set[asyncio.Task[None]] = set()
        self._bound: dict[asyncio.Task[None], int] = {}  # task -> the generation it was asked in
        self._keyed: dict[str, asyncio.Task[None]] = {}
        self._unreleased: dict[asyncio.Task[None], list[QWidget]] = {}  # held, not yet let go
        if context is not None:
            context.user_changed.connect(self._drop_stale)
            context.account_changed.connect(self._drop_stale)
        # control -> (tasks holding it disabled, its enabled state before the first of them)
        self._held: dict[QWidget, tuple[int, bool]] = {}
        self._owner = owner
        owner.destroyed.connect(self.cancel_all)
        self.busy_changed.connect(self._show_busy)

    @property
    def busy(self) -> bool:
        return bool(self._tasks)

    @property
    def tasks(self) -> frozenset[asyncio.Task[None]]:
        """The tasks under way (what a close must cancel)."""
        return frozenset(self._tasks)

    def run(
        self,
        factory: Callable[[], Awaitable[T]],
        *,
        controls: Sequence[QWidget] = (),
        on_success: Callable[[T], Any] | None = None,
        on_fields: FieldRouter | None = None,
        on_failure: Callable[[BaseException], Any] | None = None,
        retry: Callable[[], Any] | None = None,
        binding: Binding = Binding.LOAD,
        elsewhere: Callable[[Moved[T]], Any] | None = None,
        key: str | None = None,
    ) -> asyncio.Task[None]:
        """``retry`` replaces the banner's default Retry (the same coroutine again), for
        actions that must be rebuilt from the view as it is now. ``elsewhere`` takes an
        ACTION's outcome that lands after the context moved on."""

        def again() -> None:
            if retry is not None:
                retry()
                return
            self.run(
                factory,
                controls=controls,
                on_success=on_success,
                on_fields=on_fields,
                on_failure=on_failure,
                binding=binding,
                elsewhere=elsewhere,
                key=key,
            )

        if key is not None and (previous := self._keyed.get(key)) is not None:
            previous.cancel()  # the newest request of this kind wins
        context = self._context
        generation = context.generation if context is not None and binding is Binding.LOAD else None
        asked = (
            Target(context.user, context.account)
            if context is not None and binding is Binding.ACTION
            else None
        )
        held = list(controls)
        self._hold(held)  # at once: a second Enter before the task's first step finds them off
        routes = _Routes(
            on_success,
            on_fields,
            on_failure,
            again,
            generation,
            asked,
            elsewhere,
            self._banner.said,
        )
        task = asyncio.ensure_future(self._drive(factory, held, routes))
        self._unreleased[task] = held
        self._tasks.add(task)
        if generation is not None:
            self._bound[task] = generation
        if key is not None:
            self._keyed[key] = task
        if len(self._tasks) == 1:
            self.busy_changed.emit(True)
        task.add_done_callback(self._forget)
        return task

    async def call(self, factory: Callable[[], Awaitable[T]]) -> T:
        """Await one request with the runner's re-login and activity, for models that route
        their own results and failures (paged lists)."""
        if self._activity is not None:
            self._activity.begin()
        try:
            return await self._with_reauth(factory)
        finally:
            if self._activity is not None:
                self._activity.end()

    def _drop_stale(self, *_args: object) -> None:
        """The context moved: loads asked for the previous one are of no use any more."""
        assert self._context is not None
        for task, generation in list(self._bound.items()):
            if not self._context.is_current(generation):
                task.cancel()

    def _stale(self, generation: int | None) -> bool:
        return (
            generation is not None
            and self._context is not None
            and not self._context.is_current(generation)
        )

    def _moved_from(self, asked: Target | None) -> bool:
        """An action's context is no longer the current one (another user or account)."""
        context = self._context
        return (
            asked is not None
            and context is not None
            and Target(context.user, context.account) != asked
        )

    def _land_elsewhere(self, routes: _Routes[T], moved: Moved[T]) -> None:
        """An action's outcome for an account no longer current: to its own handler, else a
        sentence naming the account, never into the view of the account now current."""
        if moved.error is not None and not isinstance(moved.error, ApiError):
            log.error("Unexpected error in a view task", exc_info=moved.error)
        if routes.elsewhere is not None:
            routes.elsewhere(moved)
            return
        ref = moved.asked.account
        whose = self._account_name(ref) if ref is not None else (moved.asked.user or "")
        if moved.error is None:
            self._banner.show_info(
                self.tr(
                    "An action for {0} finished after another account was chosen; it was not "
                    "applied here. The journal has its outcome."
                ).format(whose)
            )
            return
        self._banner.show_error(
            self.tr("An action for {0} failed after another account was chosen: {1}").format(
                whose, moved.reason
            )
        )

    def _show_busy(self, busy: bool) -> None:
        """The arrow-and-hourglass pointer: the view is working and still usable."""
        with contextlib.suppress(RuntimeError):  # the owner is already gone
            if busy:
                self._owner.setCursor(Qt.CursorShape.BusyCursor)
            else:
                self._owner.unsetCursor()

    def cancel_all(self) -> None:
        for task in list(self._tasks):
            task.cancel()

    def _forget(self, task: asyncio.Task[None]) -> None:
        self._tasks.discard(task)
        self._bound.pop(task, None)
        held = self._unreleased.pop(task, None)
        if held is not None:  # cancelled before its first step: _drive never let them go
            self._release(held)
        for key, keyed in list(self._keyed.items()):
            if keyed is task:
                del self._keyed[key]
        if not self._tasks:
            with contextlib.suppress(RuntimeError):  # the owner is already gone
                self.busy_changed.emit(False)

    async def _drive(
        self, factory: Callable[[], Awaitable[T]], controls: list[QWidget], routes: _Routes[T]
    ) -> None:
        task = asyncio.current_task()
        if self._activity is not None:
            self._activity.begin()
        try:
            result = await self._with_reauth(factory)
        except asyncio.CancelledError:
            raise
        except Exception as exc:
            if self._stale(routes.generation):  # a previous context's failure is not shown
                pass
            elif self._moved_from(routes.asked):
                assert routes.asked is not None
                self._land_elsewhere(routes, Moved(routes.asked, error=exc))
            else:
                self._route_failure(exc, routes.on_fields, routes.on_failure, routes.again)
        else:
            if self._stale(routes.generation):
                pass
            elif self._moved_from(routes.asked):
                assert routes.asked is not None
                self._land_elsewhere(routes, Moved(routes.asked, result=result))
            else:
                self._banner.clear_answered(routes.said_when_asked)
                if routes.on_success is not None:
                    routes.on_success(result)
        finally:
            if self._activity is not None:
                self._activity.end()
            if task is not None and self._unreleased.pop(task, None) is not None:
                self._release(controls)  # in this step, so a focus moved now lands

    def _route_failure(
        self,
        exc: Exception,
        on_fields: FieldRouter | None,
        on_failure: Callable[[BaseException], Any] | None,
        again: Callable[[], None],
    ) -> None:
        if not isinstance(exc, ApiError):  # a bug, but the window must survive it
            log.error("Unexpected error in a view task", exc_info=exc)
        if on_failure is not None:
            on_failure(exc)
        if isinstance(exc, ValidationFailed):
            if on_fields is not None and on_fields(exc.details):
                self._banner.show_error(
                    self.tr("Some fields need attention; see the messages beside them.")
                )
            else:
                self._banner.show_error(error_text(exc))
            return
        if isinstance(exc, SessionExpired):  # the prompt was declined: offer it again
            self._banner.show_error(error_text(exc), retry=again, retry_text=self.tr("Sign in…"))
            return
        if isinstance(exc, ApiError):
            button, retry_text = failure_button(exc, again)  # Restart sandbox, Retry or none
            self._banner.show_error(error_text(exc), retry=button, retry_text=retry_text)
            return
        self._banner.show_error(failure_text(exc), retry=again)  # a bug: its one sentence

    def _hold(self, controls: list[QWidget]) -> None:
        """Disable the controls; overlapping tasks on one control count, so the last to
        finish restores the state the control had before the first began."""
        for control in controls:
            count, enabled = self._held.get(control, (0, control.isEnabled()))
            self._held[control] = (count + 1, enabled)
            control.setEnabled(False)

    def _release(self, controls: list[QWidget]) -> None:
        for control in controls:
            count, enabled = self._held.pop(control)
            if count > 1:
                self._held[control] = (count - 1, enabled)
                continue
            with contextlib.suppress(RuntimeError):  # deleted while the task ran
                control.setEnabled(enabled)

    async def _with_reauth(self, factory: Callable[[], Awaitable[T]]) -> T:
        try:
            return await factory()
        except SessionExpired:
            if self._reauthenticate is None or not await self._reauthenticate():
                raise
        return await factory()  # the same action, once, with the new session


@dataclass(frozen=True)
class _Routes(Generic[T]):
    """Where one task's outcome goes, and what it was asked for."""

    on_success: Callable[[T], Any] | None
    on_fields: FieldRouter | None
    on_failure: Callable[[BaseException], Any] | None
    again: Callable[[], None]
    generation: int | None  # a LOAD's: the context's generation when asked
    asked: Target | None  # an ACTION's: the user and account current when asked
    elsewhere: Callable[[Moved[T]], Any] | None
    said_when_asked: int  # the banner's message count when asked: newer ones outlive it


RunnerFactory = Callable[[QWidget, ErrorBanner], TaskRunner]
