"""The re-login prompt: the session expired mid-work; sign in again without losing the window.

The prompt waits for a pause when the person is typing in a field: opened mid-word, it would
take the rest of the word into its key field, and that text would be lost to the form.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QTextEdit,
    QVBoxLayout,
    QWidget,
)

from app.services.credentials import CredentialStore
from app.services.environments import SANDBOX_API_KEY
from app.services.session import Session
from app.services.session_watch import sign_in_again
from app.views.widgets.api_messages import error_text, retry_label
from app.views.widgets.error_banner import ErrorBanner


class ReloginDialog(QDialog):
    def __init__(
        self,
        session: Session,
        parent: QWidget | None = None,
        credentials: CredentialStore | None = None,
        *,
        expired: bool = True,
    ) -> None:
        """``expired`` False: asked before the end (Stay signed in, with no key stored)."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("Session expired") if expired else self.tr("Stay signed in"))
        self._session = session
        self._task: asyncio.Task[None] | None = None
        self._lookup: asyncio.Task[None] | None = None
        intro = QLabel(
            (
                self.tr(
                    "Your session with {0} has expired. Sign in again to carry on where you were."
                )
                if expired
                else self.tr(
                    "Your session with {0} is about to end. Type the API key to stay signed in."
                )
            ).format(session.environment.badge)
        )
        intro.setWordWrap(True)
        self.banner = ErrorBanner(floats=False)  # over a field otherwise: grows the dialog
        self.api_code = QLineEdit(session.api_code)
        self.api_code.setReadOnly(True)
        self.api_key = QLineEdit(SANDBOX_API_KEY if session.environment.is_sandbox else "")
        self.api_key.setEchoMode(QLineEdit.EchoMode.Password)
        form = QFormLayout()
        form.addRow(self.tr("API code"), self.api_code)
        form.addRow(self.tr("API &key"), self.api_key)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        sign_in = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        sign_in.setText(self.tr("Sign in"))
        # Enter means Sign in wherever the focus is; Cancel never becomes the default by
        # taking the focus.
        sign_in.setAutoDefault(True)
        sign_in.setDefault(True)
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setAutoDefault(False)
        self.buttons.accepted.connect(self._submit)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.banner)
        layout.addLayout(form)
        layout.addWidget(self.buttons)
        self.api_key.setFocus()
        if credentials is not None and not session.environment.is_sandbox:
            self._lookup = asyncio.ensure_future(self._fill_remembered(credentials))

    async def _fill_remembered(self, credentials: CredentialStore) -> None:
        """The key kept in the keyring at sign-in, read off the UI thread (keyrings can block)."""
        environment, code = self._session.environment, self._session.api_code
        remembered = await asyncio.to_thread(credentials.load, environment.credential_key, code)
        if remembered and not self.api_key.text():
            self.api_key.setText(remembered)
            self.api_key.selectAll()  # Enter signs in with it; a key typed replaces it

    def done(self, result: int) -> None:
        if self._lookup is not None:
            self._lookup.cancel()
        super().done(result)

    def _submit(self) -> None:
        if self._task is None or self._task.done():
            self._task = asyncio.ensure_future(self._sign_in())

    async def _sign_in(self) -> None:
        from app.api.errors import ApiError, AuthenticationFailed

        self.buttons.setEnabled(False)
        self.api_key.setReadOnly(True)  # read-only, not disabled: the focus stays in it
        wrong_key = False
        try:
            await sign_in_again(self._session, self.api_key.text())  # journalled there
        except AuthenticationFailed:
            self.banner.show_error(self.tr("The API key is wrong."))
            wrong_key = True
        except ApiError as exc:
            from app.services.sandbox_process import restart_action

            # The built-in sandbox stopped: its one action restarts it, then signs in again.
            restart = restart_action(exc, self._submit)
            self.banner.show_error(
                error_text(exc), retry=restart, retry_text=retry_label(exc) if restart else None
            )
        else:
            self.accept()
            return
        finally:
            self.buttons.setEnabled(True)
            self.api_key.setReadOnly(False)
        # Failed: the keyboard goes back to the key, selected when it was the fault, so the
        # right one can be typed at once and sent with Enter.
        self.api_key.setFocus(Qt.FocusReason.OtherFocusReason)
        if wrong_key:
            self.api_key.selectAll()


TYPING_PAUSE_MS = 1000  # no key for this long in the field: the person has stopped typing


def takes_text(widget: QWidget | None) -> bool:
    """Whether keys pressed in ``widget`` become text someone is writing."""
    if isinstance(widget, QLineEdit | QAbstractSpinBox | QPlainTextEdit | QTextEdit):
        return not widget.isReadOnly()
    return isinstance(widget, QComboBox) and widget.isEditable()


class _KeysIn(QObject):
    """Tells when a key is pressed in one field, or the field loses the keyboard."""

    def __init__(self, field: QWidget, heard: Callable[[bool], None]) -> None:
        super().__init__(field)
        self._heard = heard
        field.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.KeyPress:
            self._heard(False)
        elif event.type() == QEvent.Type.FocusOut:
            self._heard(True)
        return False


async def typing_paused(pause_ms: int) -> None:
    """Return once the keyboard's field has had no key for ``pause_ms`` (at once when the
    keyboard is in no field someone writes in, or the field is left)."""
    field = QApplication.focusWidget()
    if pause_ms <= 0 or field is None or not takes_text(field):
        return
    typed = asyncio.Event()
    left = False

    def heard(leaving: bool) -> None:
        nonlocal left
        left = left or leaving
        typed.set()

    keys = _KeysIn(field, heard)
    try:
        while not left:
            typed.clear()
            try:
                await asyncio.wait_for(typed.wait(), pause_ms / 1000)
            except TimeoutError:
                return
    finally:
        with contextlib.suppress(RuntimeError):  # the field was deleted meanwhile
            field.removeEventFilter(keys)
            keys.deleteLater()


class Reauthenticator:
    """One prompt at a time: tasks that expire together all wait for the same answer. The
    prompt opens once the person has paused typing (``typing_pause_ms``)."""

    def __init__(
        self,
        session: Session,
        parent: QWidget,
        credentials: CredentialStore | None = None,
        typing_pause_ms: int = TYPING_PAUSE_MS,
    ) -> None:
        self._session = session
        self._parent = parent
        self._credentials = credentials
        self.typing_pause_ms = typing_pause_ms
        self._pending: asyncio.Future[bool] | None = None
        self._open: ReloginDialog | None = None
        self._asking: asyncio.Task[None] | None = None

    @property
    def waiting(self) -> bool:
        """Tasks are waiting for a sign-in (the prompt open, or about to open)."""
        return self._pending is not None and not self._pending.done()

    async def __call__(self, expired: bool = True) -> bool:
        """``expired`` False: the person asked to stay signed in before the end."""
        if self._pending is not None and not self._pending.done():
            return await asyncio.shield(self._pending)
        future: asyncio.Future[bool] = asyncio.get_running_loop().create_future()
        self._pending = future
        # Its own task: a caller cancelled meanwhile does not take the prompt with it.
        self._asking = asyncio.ensure_future(self._ask(future, expired))
        return await asyncio.shield(future)

    async def _ask(self, future: asyncio.Future[bool], expired: bool) -> None:
        await typing_paused(self.typing_pause_ms)
        if future.done():  # signed in meanwhile (Stay signed in)
            return
        dialog = ReloginDialog(self._session, self._parent, self._credentials, expired=expired)
        self.dialog = dialog
        self._open = dialog

        def finished(result: int) -> None:
            self._open = None
            if not future.done():
                future.set_result(result == QDialog.DialogCode.Accepted)
            dialog.deleteLater()

        dialog.finished.connect(finished)
        dialog.open()

    def renewed(self) -> None:
        """Signed in again elsewhere (Stay signed in): the tasks waiting for a sign-in carry
        on with the new token, and a prompt already open is answered yes."""
        if self._open is not None:
            self._open.accept()
        elif self._pending is not None and not self._pending.done():
            self._pending.set_result(True)
