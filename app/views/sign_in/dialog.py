"""The sign-in dialog: built-in sandbox by default, or a custom server."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from enum import Enum, auto
from typing import TYPE_CHECKING, TypeVar
from urllib.parse import urlsplit

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
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
from app.views.sign_in.environment_picker import EnvironmentPicker
from app.views.widgets.error_banner import ErrorBanner
from app.views.widgets.field_error import FieldErrorLabel

if TYPE_CHECKING:
    import asyncio  # loaded after the first paint (about 40 ms): app/main.py

    from app.api.client import BankingClient
    from app.services.session import Session

ClientFactory = Callable[[str], "BankingClient"]


class FormState(Enum):
    EDITING = auto()
    WAITING_FOR_SANDBOX = auto()
    SIGNING_IN = auto()


def default_client_factory(base_url: str) -> BankingClient:
    """Imported late: the dialog is on screen before httpx and pydantic load.

    A server on this machine (the built-in sandbox) answers at once or not at all: its client
    waits tens of milliseconds between tries, not seconds, so that when the sandbox stops
    every request in flight fails fast and no activity indicator keeps spinning."""
    from app.api.client import BankingClient
    from app.api.retrying import RetryPolicy

    if (urlsplit(base_url).hostname or "") in LOOPBACK_HOSTS:
        return BankingClient(base_url, retry=RetryPolicy(initial=0.05, maximum=0.4))
    return BankingClient(base_url)


LOOPBACK_HOSTS = frozenset({"127.0.0.1", "localhost", "::1"})


T = TypeVar("T")


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
        self._sandbox_failure = ""  # why it is not running, said on its row
        self._keyring_tasks: set[asyncio.Task[None]] = set()
        # Work that waits for the first paint: start-up shows the dialog before anything slow.
        self._painted = False
        self._after_paint: list[Callable[[], None]] = []
        self.session: Session | None = None
        self._build()
        self._restore()
        sandbox.state_changed.connect(self._on_sandbox_state)
        sandbox.failed.connect(self._on_sandbox_failed)
        self._on_environment_changed()

    # --- layout ---
    def _build(self) -> None:
        heading = QLabel(self.tr("Sign in"))
        heading.setProperty("role", "heading")
        intro = QLabel(
            self.tr("Use the built-in sandbox to try things safely, or sign in to a server.")
        )
        intro.setWordWrap(True)
        intro.setProperty("role", "subtle")

        self.environment = EnvironmentPicker()
        self._profiles: dict[str, Profile] = {}
        self._fill_environments()
        self.environment.currentIndexChanged.connect(self._on_environment_changed)
        self.manage_button = QPushButton(self.tr("&Manage environments…"))
        self.manage_button.setAutoDefault(False)  # focused, it never takes Enter from Sign in
        self.manage_button.clicked.connect(self.manage_environments)
        self.profiles_dialog: QDialog | None = None
        self.sandbox_status = QLabel()
        self.sandbox_status.setProperty("role", "subtle")
        self.sandbox_status.setWordWrap(True)
        # The one action when the sandbox is not running; the row above says why, in one
        # sentence (a banner said it again with a Retry of its own).
        self.sandbox_retry = QPushButton(self.tr("&Restart sandbox"))
        self.sandbox_retry.setAutoDefault(False)  # focused, it never takes Enter from Sign in
        self.sandbox_retry.clicked.connect(self.restart_sandbox)

        self.base_url = QLineEdit()
        self.base_url.setPlaceholderText("https://api.example.com")
        self.base_url_error = FieldErrorLabel(self.base_url)
        self.api_code = QLineEdit()
        self.api_code_error = FieldErrorLabel(self.api_code)
        self.api_key = QLineEdit()
        self.api_key.setEchoMode(QLineEdit.EchoMode.Password)
        self.api_key_error = FieldErrorLabel(self.api_key)
        self.remember = QCheckBox(self.tr("Remember the api key in the system keyring"))
        self._keyring: bool | None = None  # looked up once the dialog is on screen (slow)

        # The sentences under the fields take the field's width (a label's Preferred policy
        # kept the error at its narrow size hint: wrapped in two lines, one line high, cut).
        for label in (
            self.sandbox_status,
            self.base_url_error,
            self.api_code_error,
            self.api_key_error,
        ):
            label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        form.addRow(self.tr("&Environment"), self.environment)
        form.addRow("", self.manage_button)
        form.addRow("", self.sandbox_status)
        form.addRow("", self.sandbox_retry)
        form.addRow(self.tr("Base &URL"), self.base_url)
        form.addRow("", self.base_url_error)
        form.addRow(self.tr("API &code"), self.api_code)
        form.addRow("", self.api_code_error)
        form.addRow(self.tr("API &key"), self.api_key)
        form.addRow("", self.api_key_error)
        form.addRow("", self.remember)
        self._form = form

        self.banner = ErrorBanner(floats=False)  # over a field otherwise: grows the dialog
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.buttons = buttons
        self.sign_in_button = buttons.addButton(
            self.tr("Sign in"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        # Enter means Sign in wherever the focus is: Cancel never becomes the default by
        # taking the focus (it did when a request disabled the fields; the next Enter quit).
        self.sign_in_button.setAutoDefault(True)
        self.sign_in_button.setDefault(True)
        cancel = buttons.button(QDialogButtonBox.StandardButton.Cancel)
        cancel.setAutoDefault(False)
        buttons.accepted.connect(self.submit)
        buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.setSpacing(10)
        layout.addWidget(heading)
        layout.addWidget(intro)
        layout.addWidget(self.banner)
        layout.addLayout(form)
        layout.addStretch(1)
        layout.addWidget(buttons)
        for edit in (self.base_url, self.api_code, self.api_key):
            edit.textEdited.connect(self._on_edited)

    def _fill_environments(self) -> None:
        """Built-in sandbox, the named profiles, then a custom server typed here."""
        self.environment.blockSignals(True)
        self.environment.clear()
        self.environment.addItem(self.tr("Sandbox (built in)"), EnvironmentKind.SANDBOX.value)
        self._profiles = {f"profile:{p.id}": p for p in self._settings.profiles()}
        for data, profile in self._profiles.items():
            word = self.tr(" · PRODUCTION") if profile.kind is EnvironmentKind.PRODUCTION else ""
            self.environment.addItem(f"{profile.name}{word}", data)
        self.environment.addItem(self.tr("Custom server"), EnvironmentKind.CUSTOM.value)
        self.environment.blockSignals(False)

    def manage_environments(self) -> QDialog:
        """The profiles dialog; on Save the list here follows, keeping the choice if it stays."""
        from app.views.environments.profiles import ProfilesDialog

        dialog = ProfilesDialog(self._settings, self._credentials, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

        def saved() -> None:
            chosen = self.environment.currentData()
            self._fill_environments()
            index = self.environment.findData(chosen)
            self.environment.setCurrentIndex(max(index, 0))
            self._on_environment_changed()
            self._fit_names()

        dialog.accepted.connect(saved)
        self.profiles_dialog = dialog
        dialog.open()
        return dialog

    def _fit_names(self) -> None:
        """Wide enough for the longest name, within the screen: a profile just added may be
        longer than any the dialog was sized for."""
        wanted = self.sizeHint().width()
        screen = self.screen()
        room = screen.availableGeometry().width() if screen is not None else wanted
        if self.width() < wanted:
            self.resize(min(wanted, room), self.height())

    @property
    def profile(self) -> Profile | None:
        """The connection profile chosen, if one is."""
        return self._profiles.get(str(self.environment.currentData()))

    @property
    def _built_in(self) -> bool:
        return str(self.environment.currentData()) == EnvironmentKind.SANDBOX.value

    @property
    def _custom(self) -> bool:
        return str(self.environment.currentData()) == EnvironmentKind.CUSTOM.value

    def _restore(self) -> None:
        self._custom_values = (self._settings.custom_base_url, self._settings.custom_api_code)
        kind = self._settings.environment_kind
        index = self.environment.findData(f"profile:{self._settings.profile_id}")
        if index < 0:
            index = self.environment.findData(kind.value)
        self.environment.setCurrentIndex(max(index, 0))
        self.remember.setChecked(self._settings.remember_api_key)  # unticked if no keyring
        self._once_painted(self._check_keyring)

    def paintEvent(self, event):  # type: ignore[no-untyped-def]  # noqa: N802
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            QTimer.singleShot(0, self._run_after_paint)

    def _run_after_paint(self) -> None:
        waiting, self._after_paint = self._after_paint, []
        for action in waiting:
            action()

    def _once_painted(self, action: Callable[[], None]) -> None:
        if self._painted:
            QTimer.singleShot(0, action)
        elif action not in self._after_paint:
            self._after_paint.append(action)

    def _in_background(self, work: Callable[[], T], then: Callable[[T], None]) -> None:
        """Keyring calls block on the OS (D-Bus on Linux): they run off the UI thread."""

        import asyncio

        async def run() -> None:
            result = await asyncio.to_thread(work)
            then(result)

        task = asyncio.ensure_future(run())
        self._keyring_tasks.add(task)
        task.add_done_callback(self._keyring_tasks.discard)

    # --- environment ---
    def choose_built_in_sandbox(self) -> None:
        self.environment.setCurrentIndex(self.environment.findData(EnvironmentKind.SANDBOX.value))

    @property
    def kind(self) -> EnvironmentKind:
        profile = self.profile
        if profile is not None:
            return profile.kind
        return EnvironmentKind(self.environment.currentData())

    def _on_environment_changed(self) -> None:
        sandbox = self._built_in
        for widget in (self.base_url, self.base_url_error, self.remember):
            self._form.setRowVisible(widget, not sandbox)
        self.base_url.setReadOnly(self.profile is not None)  # a profile's address is its own
        self._form.setRowVisible(self.sandbox_status, sandbox)
        self._form.setRowVisible(
            self.sandbox_retry, sandbox and self._sandbox.state is SandboxState.FAILED
        )
        self._clear_errors()
        profile = self.profile
        if sandbox:
            self.api_code.setText(SANDBOX_API_CODE)
            self.api_key.setText(SANDBOX_API_KEY)
            self._once_painted(self._sandbox.start)
        elif profile is not None:
            self.base_url.setText(profile.base_url)
            self.api_code.setText(profile.api_code)
            self.api_key.clear()
            self._once_painted(self._load_remembered_key)
        else:
            url, code = self._custom_values
            self.base_url.setText(url)
            self.api_code.setText(code)
            self.api_key.clear()
            self._once_painted(self._load_remembered_key)
        self._on_sandbox_state(self._sandbox.state.value)

    def _check_keyring(self) -> None:
        self._in_background(lambda: self._credentials.available, self._show_keyring)

    def _show_keyring(self, available: bool) -> None:
        self._keyring = available
        if not self._keyring:
            self.remember.setChecked(False)
            self.remember.setEnabled(False)
            self.remember.setToolTip(self.tr("This computer has no system keyring to keep it in."))

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

        self._in_background(lambda: self._credentials.load(env_key, code), fill)

    def _on_sandbox_state(self, state: str) -> None:
        if state == SandboxState.STARTING:
            self._sandbox_failure = ""  # a new start: the last one's reason is past
        texts = {
            SandboxState.STOPPED.value: self.tr("The built-in sandbox is stopped."),
            SandboxState.STARTING.value: self.tr("Starting the built-in sandbox…"),
            SandboxState.READY.value: self.tr("Sandbox ready at {0}").format(
                self._sandbox.base_url
            ),
            SandboxState.FAILED.value: self._sandbox_failure
            or self.tr("The built-in sandbox is not running."),
        }
        self._show_sandbox_status(texts.get(state, state), failed=state == SandboxState.FAILED)
        # Its form row is shown, not the button alone: a widget shown in a hidden row is out
        # of the layout (a blank 640x480 button at 0,0 over the heading).
        self._form.setRowVisible(
            self.sandbox_retry,
            state == SandboxState.FAILED.value and self._built_in,
        )
        if state == SandboxState.READY.value and self._state is FormState.WAITING_FOR_SANDBOX:
            self._begin_sign_in()
        self._sync_controls()

    def _show_sandbox_status(self, text: str, *, failed: bool) -> None:
        self.sandbox_status.setText(text)
        self.sandbox_status.setProperty("role", "fieldError" if failed else "subtle")
        self.sandbox_status.style().unpolish(self.sandbox_status)
        self.sandbox_status.style().polish(self.sandbox_status)
        self.sandbox_retry.setAccessibleDescription(text if failed else "")

    def _on_sandbox_failed(self, message: str) -> None:
        """Why the sandbox is not running, on its row above "Restart sandbox": one sentence,
        one action, kept until the sandbox runs (typing does not clear it)."""
        self._sandbox_failure = message
        if self._built_in:
            interrupted = self._state is not FormState.EDITING  # waiting, or signing in
            self._resume_sign_in = self._resume_sign_in or interrupted
            self._state = FormState.EDITING
            self._show_sandbox_status(message, failed=True)
            self._sync_controls()
            if interrupted:
                self._return_focus(None)

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
        self._clear_errors()
        missing: list[QLineEdit] = []
        if self._custom and not self.base_url.text().strip().removeprefix("https://"):
            self.base_url_error.show_message(
                self.tr("Enter the server's address, e.g. https://api.example.com.")
            )
            missing.append(self.base_url)
        for edit, error, label in (
            (self.api_code, self.api_code_error, self.tr("Enter the API code.")),
            (self.api_key, self.api_key_error, self.tr("Enter the API key.")),
        ):
            if not edit.text().strip():
                error.show_message(label)
                missing.append(edit)
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
            self._remember(environment, code, key)
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

    def _remember(self, environment: Environment, code: str, key: str) -> None:
        self._settings.profile_id = environment.profile_id
        if environment.profile_id:
            self._settings.save_profiles(  # the code typed is the profile's from now on
                [
                    dataclasses.replace(p, api_code=code) if p.id == environment.profile_id else p
                    for p in self._settings.profiles()
                ]
            )
        else:
            self._settings.environment_kind = environment.kind
        if environment.is_sandbox and not environment.profile_id:
            return
        if not environment.profile_id:
            self._settings.custom_base_url = environment.base_url
            self._settings.custom_api_code = code
        self._settings.remember_api_key = self.remember.isChecked()
        store, slot = self._credentials, environment.credential_key
        if self.remember.isChecked():
            self._in_background(lambda: store.save(slot, code, key), _ignore)
        else:
            self._in_background(lambda: store.forget(slot, code), _ignore)

    # --- state ---
    def _sync_controls(self) -> None:
        editing = self._state is FormState.EDITING
        self.sign_in_button.setEnabled(editing)
        self.sign_in_button.setText(
            self.tr("Sign in")
            if editing
            else self.tr("Waiting for the sandbox…")
            if self._state is FormState.WAITING_FOR_SANDBOX
            else self.tr("Signing in…")
        )
        self.manage_button.setEnabled(editing)
        for widget in (self.environment, self.base_url, self.api_code, self.api_key, self.remember):
            widget.setEnabled(
                editing and (widget is not self.remember or self._keyring is not False)
            )

    def _return_focus(self, at_fault: QLineEdit | None) -> None:
        """After a failure, the keyboard is where the person can act: on the field at fault
        with its text selected (typing replaces it), else back where it was. Never on Cancel,
        where Qt put it while the fields were disabled."""
        if at_fault is not None:
            at_fault.setFocus(Qt.FocusReason.OtherFocusReason)
            at_fault.selectAll()
            return
        before = self._focus_before
        if before is None or not before.isEnabled() or not before.isVisible():
            before = self.api_key
        before.setFocus(Qt.FocusReason.OtherFocusReason)

    def _on_edited(self) -> None:
        self._typed = True
        if self._custom:
            self._custom_values = (self.base_url.text(), self.api_code.text())
        self._clear_errors()

    def _clear_errors(self) -> None:
        self.banner.clear()
        for error in (self.base_url_error, self.api_code_error, self.api_key_error):
            error.clear_message()

    def reject(self) -> None:
        """Cancel, Escape or the window's close button: this quits Teller, so it asks first,
        but only when something typed would be lost."""
        if self._typed and not self._leaving:
            self._ask_before_quitting()
            return
        if self._task is not None and not self._task.done():
            self._task.cancel()
        super().reject()

    def _ask_before_quitting(self) -> None:
        if self.quit_question is not None and self.quit_question.isVisible():
            return
        question = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Quit Teller?"),
            self.tr("Quit Teller? What you typed here will be lost."),
            QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel,
            self,
        )
        question.button(QMessageBox.StandardButton.Discard).setText(self.tr("&Quit"))
        question.button(QMessageBox.StandardButton.Cancel).setText(self.tr("&Keep editing"))
        question.setDefaultButton(QMessageBox.StandardButton.Cancel)  # Enter keeps the typing
        question.setEscapeButton(QMessageBox.StandardButton.Cancel)

        def answered(_result: int) -> None:
            if question.clickedButton() is question.button(QMessageBox.StandardButton.Discard):
                self._leaving = True
                self.reject()

        question.finished.connect(answered)
        self.quit_question = question
        question.open()

    def keyPressEvent(self, event):  # type: ignore[no-untyped-def]  # noqa: N802
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.submit()
            return
        super().keyPressEvent(event)


def _ignore(_result: object) -> None:
    """A keyring write's outcome: the store logs a refusal; nothing more to do here."""
