"""The one async pattern every view uses.

``runner.run(factory, controls=..., on_success=...)`` starts the coroutine made by
``factory`` on the qasync loop, disables the controls that started it, counts it in the
app's activity indicator and as a busy pointer over the view, and routes a failure: field errors to the view's fields, a
session expiry to the re-login prompt (then the same action runs again), anything else to
the view's inline error banner with a Retry. Tasks die with the view that owns them.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable, Sequence
from typing import Any, TypeVar

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QWidget

from app.api.errors import ApiError, SessionExpired, ValidationFailed
from app.models.validation import FieldIssue
from app.views.activity import ActivityTracker
from app.views.widgets.error_banner import ErrorBanner

T = TypeVar("T")
log = logging.getLogger(__name__)

Reauthenticate = Callable[[], Awaitable[bool]]
FieldRouter = Callable[[Sequence[FieldIssue]], bool]


class TaskRunner(QObject):
    busy_changed = Signal(bool)

    def __init__(
        self,
        owner: QWidget,
        banner: ErrorBanner,
        *,
        activity: ActivityTracker | None = None,
        reauthenticate: Reauthenticate | None = None,
    ) -> None:
        super().__init__(owner)
        self._banner = banner
        self._activity = activity
        self._reauthenticate = reauthenticate
        self._tasks: set[asyncio.Task[None]] = set()
        # control -> (tasks holding it disabled, its enabled state before the first of them)
        self._held: dict[QWidget, tuple[int, bool]] = {}
        self._owner = owner
        owner.destroyed.connect(self.cancel_all)
        self.busy_changed.connect(self._show_busy)

    @property
    def busy(self) -> bool:
        return bool(self._tasks)

    def run(
        self,
        factory: Callable[[], Awaitable[T]],
        *,
        controls: Sequence[QWidget] = (),
        on_success: Callable[[T], Any] | None = None,
        on_fields: FieldRouter | None = None,
        on_failure: Callable[[BaseException], Any] | None = None,
        retry: Callable[[], Any] | None = None,
    ) -> asyncio.Task[None]:
        """``retry`` replaces the banner's default Retry (the same coroutine again), for
        actions that must be rebuilt from the view as it is now."""

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
            )

        task = asyncio.ensure_future(
            self._drive(factory, list(controls), on_success, on_fields, on_failure, again)
        )
        self._tasks.add(task)
        if len(self._tasks) == 1:
            self.busy_changed.emit(True)
        task.add_done_callback(self._forget)
        return task

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
        if not self._tasks:
            with contextlib.suppress(RuntimeError):  # the owner is already gone
                self.busy_changed.emit(False)

    async def _drive(
        self,
        factory: Callable[[], Awaitable[T]],
        controls: list[QWidget],
        on_success: Callable[[T], Any] | None,
        on_fields: FieldRouter | None,
        on_failure: Callable[[BaseException], Any] | None,
        again: Callable[[], None],
    ) -> None:
        self._hold(controls)
        if self._activity is not None:
            self._activity.begin()
        try:
            result = await self._with_reauth(factory)
        except asyncio.CancelledError:
            raise
        except ValidationFailed as exc:
            if on_failure is not None:
                on_failure(exc)
            if on_fields is None or not on_fields(exc.details):
                self._banner.show_error(exc.message)
            else:
                self._banner.show_error(
                    self.tr("Some fields need attention; see the messages beside them.")
                )
        except SessionExpired as exc:
            if on_failure is not None:
                on_failure(exc)
            self._banner.show_error(exc.message, retry=again)
        except ApiError as exc:
            if on_failure is not None:
                on_failure(exc)
            self._banner.show_error(exc.message, retry=again)
        except Exception as exc:  # a bug, but the window must survive it
            log.exception("Unexpected error in a view task")
            if on_failure is not None:
                on_failure(exc)
            self._banner.show_error(
                self.tr(
                    "Something went wrong inside Teller ({0}). Try again; if it keeps "
                    "happening, report it with the log."
                ).format(type(exc).__name__),
                retry=again,
            )
        else:
            self._banner.clear()
            if on_success is not None:
                on_success(result)
        finally:
            if self._activity is not None:
                self._activity.end()
            self._release(controls)

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


RunnerFactory = Callable[[QWidget, ErrorBanner], TaskRunner]
