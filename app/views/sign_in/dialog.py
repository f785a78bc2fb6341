"""The sign-in dialog: built-in sandbox by default, or a custom server.

Its parts, each with one job: the form (fields.py), the environment picker
(environment_picker.py), the built-in sandbox's row (sandbox_row.py), what the settings and
keyring remember (remembered.py), work after the first paint (after_paint.py), the question
before quitting (quit_question.py) and the client made for an address (client_factory.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QDialog,
    QLineEdit,
    QMessageBox,
    QWidget,
)

from app.resources import resource
from app.services.credentials import CredentialStore
from app.services.environments import (
    SANDBOX_API_CODE,
    SANDBOX_API_KEY,
    Environment,
    EnvironmentKind,
    Profile,
)
from app.services.sandbox_process import BuiltInSandbox, SandboxState, restart_action
from app.services.settings import AppSettings
from app.views.sign_in.after_paint import AfterFirstPaint
from app.views.sign_in.client_factory import (
    LOOPBACK_HOSTS,
    ClientFactory,
    default_client_factory,
)
from app.views.sign_in.environment_picker import grow_for_names
from app.views.sign_in.fields import FormState, SignInFields
from app.views.sign_in.quit_question import ask_to_quit
from app.views.sign_in.remembered import KeyringWork, remember_sign_in
from app.views.sign_in.sandbox_row import SandboxRow

if TYPE_CHECKING:
    import asyncio  # loaded after the first paint (about 40 ms): app/main.py

    from app.services.session import Session

__all__ = ["LOOPBACK_HOSTS", "ClientFactory", "FormState", "SignInDialog", "default_client_factory"]


class SignInDialog(QDialog):
    signed_in = Signal(object)  # Session
    # A sign-in that did not work, for the audit journal: the environment, the API code and
    # a FailedSignIn (app/services/journal_recorder.py); never the key.
    sign_in_failed = Signal(object, str, object)

    def __init__(
        self,
        settings: AppSettings,
        credentials: CredentialStore,
        sandbox: BuiltInSandbox,
        *,
        client_factory: ClientFactory = default_client_factory,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Sign in to Teller"))
        self.setWindowIcon(QIcon(str(resource("icons/teller.svg"))))
        self.setMinimumWidth(460)
        self._settings = settings
        self._credentials = credentials
        self._sandbox = sandbox
        self._client_factory = client_factory
        self._state = FormState.EDITING
        self._task: asyncio.Task[None] | None = None
        self._typed = False  # something was typed: Cancel asks before quitting
        self._leaving = False  # the person said yes to quitting
        self.quit_question: QMessageBox | None = None
        self._focus_before: QWidget | None = None  # where the focus was when a request began
        # The sandbox stopped under a sign-in: "Restart sandbox" signs in once it is back.
        self._resume_sign_in = False
        self._keyring_work = KeyringWork(credentials)
        self._after_paint = AfterFirstPaint()  # start-up shows the dialog before anything slow
        self._grown = False  # taller than its form for the sandbox's reason (_fit_height)
        self.session: Session | None = None
        self._build()
        self._restore()
        sandbox.state_changed.connect(self._on_sandbox_state)
        sandbox.failed.connect(self._on_sandbox_failed)
        self._on_environment_changed()

    # --- layout ---
    def _build(self) -> None:
        self.sandbox_row = SandboxRow(self._sandbox, self)
        self.sandbox_status = self.sandbox_row.status
        self.sandbox_retry = self.sandbox_row.restart_button
        fields = SignInFields(self, self.sandbox_row)
        self.fields = fields
        # The form's widgets by their own names (the dialog's tests and callers use them).
        self.environment = fields.environment
        self.manage_button = fields.manage_button
        self.base_url, self.base_url_error = fields.base_url, fields.base_url_error
        self.api_code, self.api_code_error = fields.api_code, fields.api_code_error
        self.api_key, self.api_key_error = fields.api_key, fields.api_key_error
        self.remember = fields.remember
        self.banner, self.buttons = fields.banner, fields.buttons
        self.sign_in_button = fields.sign_in_button
        self._form = fields.form
        self._keyring: bool | None = None  # looked up once the dialog is on screen (slow)
        self.profiles_dialog: QDialog | None = None

        self.environment.fill(self._settings.profiles())
        self.environment.currentIndexChanged.connect(self._on_environment_changed)
        self.manage_button.clicked.connect(self.manage_environments)
        self.sandbox_retry.clicked.connect(self.restart_sandbox)
        self.buttons.accepted.connect(self.submit)
        self.buttons.rejected.connect(self.reject)
        for edit in (self.base_url, self.api_code, self.api_key):
            edit.textEdited.connect(self._on_edited)

    def manage_environments(self) -> QDialog:
        """The profiles dialog; on Save the list here follows, keeping the choice if it stays."""
        from app.views.environments.profiles import ProfilesDialog

        dialog = ProfilesDialog(self._settings, self._credentials, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(self._profiles_saved)
        self.profiles_dialog = dialog
        dialog.open()
        return dialog

    def _profiles_saved(self) -> None:
        self.environment.refill(self._settings.profiles())
        self._on_environment_changed()
        grow_for_names(self)  # a name just added may be longer than any before

    @property
    def profile(self) -> Profile | None:
        """The connection profile chosen, if one is."""
        return self.environment.profile

    @property
    def kind(self) -> EnvironmentKind:
        return self.environment.kind

    @property
    def _built_in(self) -> bool:
        return self.environment.built_in

    @property
    def _custom(self) -> bool:
        return self.environment.custom

    def choose_built_in_sandbox(self) -> None:
        self.environment.choose(EnvironmentKind.SANDBOX.value)

    def _restore(self) -> None:
        self._custom_values = (self._settings.custom_base_url, self._settings.custom_api_code)
        profile_data = f"profile:{self._settings.profile_id}"
        known = self.environment.findData(profile_data) >= 0
        self.environment.choose(profile_data if known else self._settings.environment_kind.value)
        self.remember.setChecked(self._settings.remember_api_key)  # unticked if no keyring
        self._after_paint.then(self._check_keyring)

    def paintEvent(self, event):  # type: ignore[no-untyped-def]  # noqa: N802
        super().paintEvent(event)
        self._after_paint.paint_seen()

    # --- environment ---
    def _on_environment_changed(self) -> None:
        sandbox = self._built_in
        self.fields.show_address_rows(not sandbox, read_only=self.profile is not None)
        self._form.setRowVisible(self.sandbox_status, sandbox)
        self.fields.clear_errors()
        self.environment.setToolTip(self.environment.currentText())
        profile = self.profile
        if sandbox:
            self.api_code.setText(SANDBOX_API_CODE)
            self.api_key.setText(SANDBOX_API_KEY)
            self._after_paint.then(self._sandbox.start)
        elif profile is not None:
            self.base_url.setText(profile.base_url)
            self.api_code.setText(profile.api_code)
            self.api_key.clear()
            self._after_paint.then(self._load_remembered_key)
        else:
            url, code = self._custom_values
            self.base_url.setText(url)
            self.api_code.setText(code)
            self.api_key.clear()
            self._after_paint.then(self._load_remembered_key)
        self._on_sandbox_state(self._sandbox.state.value)

    def _check_keyring(self) -> None:
        self._keyring_work.run(lambda: self._credentials.available, self._show_keyring)

    def _show_keyring(self, available: bool) -> None:
        self._keyring = available
        self.fields.show_keyring(available)

    def _load_remembered_key(self) -> None:
        if self._built_in or self.api_key.text():
            return
        profile = self.profile
        if profile is not None:
            choice = self.environment.currentData()
            code = profile.api_code
            env_key = profile.environment().credential_key

            def still() -> bool:
                return bool(self.environment.currentData() == choice)

        else:
            url, code = self._custom_values
            env_key = Environment(EnvironmentKind.CUSTOM, url).key

            def still() -> bool:
                return self._custom and self._custom_values == (url, code)

        def fill(remembered: str | None) -> None:
            if remembered and still() and not self.api_key.text():
                self.api_key.setText(remembered)

        self._keyring_work.load(env_key, code, fill)

    # --- the built-in sandbox ---
    def _on_sandbox_state(self, state: str) -> None:
        self.sandbox_row.show_state(state)
        # Its form row is shown, not the button alone: a widget shown in a hidden row is out
        # of the layout (a blank 640x480 button at 0,0 over the heading).
        self._form.setRowVisible(
            self.sandbox_retry,
            state == SandboxState.FAILED.value and self._built_in,
        )
        if state == SandboxState.READY.value and self._state is FormState.WAITING_FOR_SANDBOX:
            self._begin_sign_in()
        self._sync_controls()
        if state != SandboxState.FAILED.value:
            self._fit_height(shrink=True)  # the reason's lines are gone: no blank band left

    def _on_sandbox_failed(self, message: str) -> None:
        """Why the sandbox is not running, on its row above "Restart sandbox": one sentence,
        one action, kept until the sandbox runs (typing does not clear it)."""
        self.sandbox_row.show_failure(message)
        self._fit_height()
        if self._built_in:
            interrupted = self._state is not FormState.EDITING  # waiting, or signing in
            self._resume_sign_in = self._resume_sign_in or interrupted
            self._state = FormState.EDITING
            self._sync_controls()
            if interrupted:
                self._return_focus(None)

    def _fit_height(self, *, shrink: bool = False) -> None:
        """Tall enough for the sandbox's reason, however many lines it wraps to: Qt does not
        grow a window for a wrapped label (the sentence was cut after its second line); with
        ``shrink``, back to what the form needs once the reason has gone (only if it grew)."""
        layout = self.layout()
        if layout is None or not self._after_paint.painted:  # first shown at its size hint
            return
        layout.activate()
        needed = layout.totalHeightForWidth(self.width())
        if self.height() < needed:
            self._grown = True
            self.resize(self.width(), needed)
        elif shrink and self._grown and self.height() > needed:
            self._grown = False
            self.resize(self.width(), needed)

    def restart_sandbox(self) -> None:
        """Start the built-in sandbox again; a sign-in it stopped under goes on once it runs."""
        if self._state is not FormState.EDITING:
            return
        self.banner.clear()
        if self._resume_sign_in:
            self._resume_sign_in = False
            self._focus_before = self.focusWidget()
            self._state = FormState.WAITING_FOR_SANDBOX
        self._sandbox.restart()
        self._sync_controls()

    # --- submit ---
    def submit(self) -> None:
        """Sign in with what the form holds (Enter and the Sign in button do this)."""
        if self._state is not FormState.EDITING:
            return
        self.fields.clear_errors()
        missing = self.fields.missing(address=self._custom)
        if missing:
            self._return_focus(missing[0])
            return
        self._focus_before = self.focusWidget()
        if self._built_in and self._sandbox.state is not SandboxState.READY:
            self._state = FormState.WAITING_FOR_SANDBOX
            self._sandbox.start()
            self._sync_controls()
            return
        self._begin_sign_in()

    def _begin_sign_in(self) -> None:
        self._state = FormState.SIGNING_IN
        self._sync_controls()
        import asyncio

        self._task = asyncio.ensure_future(self._sign_in())

    async def _sign_in(self) -> None:
        from app.api.errors import ApiError, AuthenticationFailed, InvalidBaseUrl
        from app.views.widgets.api_messages import error_text

        kind = self.kind
        profile = self.profile
        url = self._sandbox.base_url if self._built_in else self.base_url.text().strip()
        environment = profile.environment() if profile is not None else Environment(kind, url or "")
        code, key = self.api_code.text().strip(), self.api_key.text()
        client = None
        at_fault: QLineEdit | None = None  # None: the focus goes back where it was
        failure: ApiError | None = None
        try:
            client = self._client_factory(environment.base_url)
            if self._built_in:  # its stop is said as such, never as a wrong address
                client.explain_failure = self._sandbox.explain
            await client.login(code, key)
        except InvalidBaseUrl as exc:
            self.base_url_error.show_message(error_text(exc))
            at_fault, failure = self.base_url, exc
        except AuthenticationFailed as exc:
            self.api_key_error.show_message(self.tr("The API code or API key is wrong."))
            at_fault, failure = self.api_key, exc
        except ApiError as exc:
            if restart_action(exc, self.submit) is not None:
                self._resume_sign_in = True  # the sandbox's row says it stopped, once
            else:
                self.banner.show_error(error_text(exc))
            failure = exc
        else:
            remember_sign_in(
                self._settings,
                self._keyring_work,
                environment,
                code,
                key,
                keep_key=self.remember.isChecked(),
            )
            from app.services.session import Session

            self.session = Session(client=client, environment=environment, api_code=code)
            client = None
            self._state = FormState.EDITING
            self.signed_in.emit(self.session)
            self.accept()
            return
        finally:
            if failure is not None:
                from app.services.journal_recorder import FailedSignIn

                self.sign_in_failed.emit(environment, code, FailedSignIn.of(failure))
            if self._state is FormState.SIGNING_IN:  # failed: editable again at once
                self._state = FormState.EDITING
                self._sync_controls()
                self._return_focus(at_fault)
            if client is not None:
                await client.aclose()

    # --- state ---
    def _sync_controls(self) -> None:
        self.fields.show_state(self._state, keyring=self._keyring)

    def _return_focus(self, at_fault: QLineEdit | None) -> None:
        self.fields.return_focus(at_fault, self._focus_before)

    def _on_edited(self) -> None:
        self._typed = True
        if self._custom:
            self._custom_values = (self.base_url.text(), self.api_code.text())
        self.fields.clear_errors()

    def reject(self) -> None:
        """Cancel, Escape or the window's close button: this quits Teller, so it asks first,
        but only when something typed would be lost."""
        if self._typed and not self._leaving:
            if self.quit_question is None or not self.quit_question.isVisible():
                self.quit_question = ask_to_quit(self, self._quit)
            return
        if self._task is not None and not self._task.done():
            self._task.cancel()
        super().reject()

    def _quit(self) -> None:
        self._leaving = True
        self.reject()

    def keyPressEvent(self, event):  # type: ignore[no-untyped-def]  # noqa: N802
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.submit()
            return
        super().keyPressEvent(event)
