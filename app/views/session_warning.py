"""The session's end said a minute before it happens, in the status bar on every tab.

A minute before the token ends the bar says how long is left, counting down, with "Stay
signed in" (a new sign-in with the stored key, off the UI thread; the re-login prompt only
when no key is stored or the stored one is refused) and "Sign out". It never takes the
keyboard: it appears without moving the focus, its buttons take none from a click, and
their Alt letter leaves the focus where the person was typing. A screen reader hears it once
when it appears and once when the session has ended. The timing is the Qt-free
``SessionWatch``'s; this only ticks it and shows what it reads.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QApplication, QFrame, QHBoxLayout, QLabel, QPushButton, QWidget

from app.services.session_watch import (
    Phase,
    Reading,
    Renewal,
    RenewalResult,
    SessionWatch,
    stay_signed_in,
)
from app.views.status_bar import SessionStatusBar
from app.views.widgets.api_messages import error_text

if TYPE_CHECKING:
    from app.services.credentials import CredentialStore
    from app.views.workspace_window import WorkspaceWindow

TICK_MS = 1000
NOTE_MS = 6000  # how long "Signed in again" stays before the bar goes


def countdown(seconds: int) -> str:
    return f"{seconds // 60}:{seconds % 60:02d}"


class SessionWarning(QFrame):
    """``renew``: stays signed in with the stored key; ``ask``: the re-login prompt (True once
    signed in); ``sign_out``: ends the session as File > Sign out does."""

    renewed = Signal()  # a new token, from the stored key
    shown = Signal(bool)  # on screen or not (the status bar's own time left steps aside)

    def __init__(
        self,
        watch: SessionWatch,
        renew: Callable[[], Awaitable[Renewal]],
        ask: Callable[[], Awaitable[bool]],
        sign_out: Callable[[], None],
        *,
        tick_ms: int = TICK_MS,
        note_ms: int = NOTE_MS,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("ErrorBanner")  # the banner's look, from the stylesheet
        self.setProperty("kind", "info")
        self.setAccessibleName(self.tr("Session ending"))
        self.watch = watch
        self._renew = renew
        self._ask = ask
        self.reading: Reading | None = None
        self.task: asyncio.Task[None] | None = None
        self._failure = ""  # why the last try did not work, said until the next one
        self._came_from: QWidget | None = None  # where the focus was before it came here
        self.message = QLabel()
        self.stay_button = QPushButton(self.tr("Stay si&gned in"))
        self.sign_out_button = QPushButton(self.tr("Sign ou&t"))
        for button in (self.stay_button, self.sign_out_button):
            button.setAutoDefault(False)
            # Tab reaches it; a click leaves the focus where the person was typing.
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.stay_button.clicked.connect(self.stay)
        self.sign_out_button.clicked.connect(sign_out)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 1, 4, 1)
        layout.addWidget(self.message, 1)
        layout.addWidget(self.stay_button)
        layout.addWidget(self.sign_out_button)
        self.note_timer = QTimer(self)
        self.note_timer.setSingleShot(True)
        self.note_timer.setInterval(note_ms)
        self.note_timer.timeout.connect(self.tick)
        self._timer = QTimer(self)
        self._timer.setInterval(tick_ms)
        self._timer.timeout.connect(self.tick)
        self._timer.start()
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_moved)
        self.destroyed.connect(lambda: self.task.cancel() if self.task else None)
        self.hide()
        self.tick()

    # --- what is said ---
    def tick(self) -> None:
        """Read the watch afresh (a clock that jumped is met here) and show what it says."""
        reading = self.watch.read()
        self.reading = reading
        if self.renewing:
            return  # "Signing in again…" until the answer
        if reading.news:
            self._failure = ""  # a new token or a new phase: an older failure says nothing
        if reading.phase in (Phase.QUIET, Phase.UNKNOWN):
            if not self.note_timer.isActive():
                self._leave()
            return
        self.note_timer.stop()
        ended = reading.phase is Phase.ENDED
        sentence = (
            self.tr("Your session has ended. Sign in again to carry on; what you typed stays.")
            if ended
            else self.tr("Your session ends in {0}.").format(countdown(reading.seconds_left))
        )
        self.stay_button.setText(self.tr("Sign in a&gain") if ended else self.tr("Stay si&gned in"))
        self._say(" ".join(s for s in (self._failure, sentence) if s), failed=bool(self._failure))
        self._offer(True)
        if reading.news:
            self.announce(sentence)

    def _offer(self, enabled: bool, *, shown: bool = True) -> None:
        for button in (self.stay_button, self.sign_out_button):
            button.setEnabled(enabled)
            button.setVisible(shown)

    def _say(self, sentence: str, *, failed: bool = False) -> None:
        kind = "error" if failed or (self.reading and self.reading.phase is Phase.ENDED) else "info"
        if self.property("kind") != kind:
            self.setProperty("kind", kind)
            self.style().unpolish(self)
            self.style().polish(self)
        self.message.setText(sentence)
        self.message.setToolTip(sentence)
        self.setAccessibleDescription(sentence)
        self.show()

    def setVisible(self, visible: bool) -> None:  # noqa: N802
        changed = visible == self.isHidden()
        super().setVisible(visible)
        if changed:
            self.shown.emit(visible)

    def announce(self, sentence: str) -> None:
        """Said to a screen reader now, whatever has the focus."""
        event = QAccessibleAnnouncementEvent(self, sentence)
        event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive)
        QAccessible.updateAccessibility(event)

    def _leave(self) -> None:
        """Hidden; a keyboard that had come here goes back where it was typing."""
        inside = self._holds(QApplication.focusWidget())
        self.hide()
        back = self._came_from
        if inside and back is not None:
            with contextlib.suppress(RuntimeError):  # deleted meanwhile
                back.setFocus()

    def _focus_moved(self, old: QWidget | None, new: QWidget | None) -> None:
        with contextlib.suppress(RuntimeError):  # this bar is being deleted
            if self._holds(new) and not self._holds(old):
                self._came_from = old

    def _holds(self, widget: QWidget | None) -> bool:
        return widget is not None and self.isAncestorOf(widget)

    # --- staying signed in ---
    @property
    def renewing(self) -> bool:
        return self.task is not None and not self.task.done()

    def stay(self) -> asyncio.Task[None] | None:
        """Sign in again with the stored key (asking only when there is none that works)."""
        if self.renewing:
            return None
        self.note_timer.stop()
        self._failure = ""
        self._offer(False)
        self._say(self.tr("Signing in again…"))
        self.task = asyncio.ensure_future(self._stay())
        return self.task

    async def _stay(self) -> None:
        renewal = await self._renew()
        result = renewal.result
        if result is RenewalResult.KEY_REFUSED:
            self._failure = self.tr(
                "The stored API key was refused; type the current one to stay signed in."
            )
        elif result is RenewalResult.FAILED and renewal.error is not None:
            self._failure = self.tr("Not signed in again: {0}").format(error_text(renewal.error))
        self.task = None
        if result is RenewalResult.RENEWED:
            self.renewed.emit()
            self._signed_in_again()
            return
        self.tick()
        asking = result in (RenewalResult.NO_STORED_KEY, RenewalResult.KEY_REFUSED)
        if asking and await self._ask():  # the re-login prompt; its sign-in renews the token
            self._failure = ""
            self._signed_in_again()

    def _signed_in_again(self) -> None:
        reading = self.watch.read()
        self.reading = reading
        if reading.phase is not Phase.QUIET:
            self.tick()  # a token as short as the warning's lead: said as it is
            return
        end = self.watch.expires_at()
        until = end.astimezone().strftime("%H:%M") if end is not None else ""
        sentence = self.tr("Signed in again; the session now lasts until {0}.").format(until)
        self._offer(False, shown=False)  # nothing to do about it: a note, then gone
        self._say(sentence)
        self.announce(sentence)
        self.note_timer.start()


def install_session_warning(
    window: WorkspaceWindow, credentials: CredentialStore | None
) -> SessionWarning:
    """The warning in ``window``'s status bar, for its session (the main window's one line)."""
    session, reauthenticate = window.session, window.reauthenticate
    warning = SessionWarning(
        SessionWatch(lambda: session.client.session.expires_at),
        renew=lambda: stay_signed_in(session, credentials),
        ask=lambda: reauthenticate(expired=False),
        sign_out=window.sign_out_requested.emit,
    )
    warning.renewed.connect(reauthenticate.renewed)
    bar = window.statusBar()
    bar.addPermanentWidget(warning)  # a passing message never hides it
    if isinstance(bar, SessionStatusBar):  # one time left on screen, not two a second apart
        warning.shown.connect(lambda on: bar.token_time.setHidden(on))
    return warning
