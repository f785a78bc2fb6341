"""The sign-in form's widgets and their layout: the environment, its address, code and key
with a sentence under each when it is wrong, "remember the key", the banner for everything
else, and Sign in / Cancel. What happens when they are used is the dialog's (dialog.py)."""

from __future__ import annotations

from enum import Enum, auto

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from app.views.sign_in.environment_picker import EnvironmentPicker
from app.views.sign_in.sandbox_row import SandboxRow
from app.views.widgets.error_banner import ErrorBanner
from app.views.widgets.field_error import FieldErrorLabel


class FormState(Enum):
    EDITING = auto()
    WAITING_FOR_SANDBOX = auto()
    SIGNING_IN = auto()


class SignInFields:
    def __init__(self, dialog: QDialog, sandbox_row: SandboxRow) -> None:
        heading = QLabel(QCoreApplication.translate("SignInDialog", "Sign in"))
        heading.setProperty("role", "heading")
        intro = QLabel(
            QCoreApplication.translate(
                "SignInDialog",
                "Use the built-in sandbox to try things safely, or sign in to a server.",
            )
        )
        intro.setWordWrap(True)
        intro.setProperty("role", "subtle")

        self.environment = EnvironmentPicker()
        self.manage_button = QPushButton(
            QCoreApplication.translate("SignInDialog", "&Manage environments…")
        )
        self.manage_button.setAutoDefault(False)  # focused, it never takes Enter from Sign in
        self.base_url = QLineEdit()
        self.base_url.setPlaceholderText("https://api.example.com")
        self.base_url_error = FieldErrorLabel(self.base_url)
        self.api_code = QLineEdit()
        self.api_code_error = FieldErrorLabel(self.api_code)
        self.api_key = QLineEdit()
        self.api_key.setEchoMode(QLineEdit.EchoMode.Password)
        self.api_key_error = FieldErrorLabel(self.api_key)
        self.remember = QCheckBox(
            QCoreApplication.translate("SignInDialog", "Remember the api key in the system keyring")
        )
        # The sentences under the fields take the field's width (a label's Preferred policy
        # kept the error at its narrow size hint: wrapped in two lines, one line high, cut).
        for label in self.errors:
            label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)

        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        form.addRow(QCoreApplication.translate("SignInDialog", "&Environment"), self.environment)
        form.addRow("", self.manage_button)
        form.addRow("", sandbox_row.status)
        form.addRow("", sandbox_row.restart_button)
        form.addRow(QCoreApplication.translate("SignInDialog", "Base &URL"), self.base_url)
        form.addRow("", self.base_url_error)
        form.addRow(QCoreApplication.translate("SignInDialog", "API &code"), self.api_code)
        form.addRow("", self.api_code_error)
        form.addRow(QCoreApplication.translate("SignInDialog", "API &key"), self.api_key)
        form.addRow("", self.api_key_error)
        form.addRow("", self.remember)
        self.form = form

        self.banner = ErrorBanner(floats=False)  # over a field otherwise: grows the dialog
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.sign_in_button = self.buttons.addButton(
            QCoreApplication.translate("SignInDialog", "Sign in"),
            QDialogButtonBox.ButtonRole.AcceptRole,
        )
        # Enter means Sign in wherever the focus is: Cancel never becomes the default by
        # taking the focus (it did when a request disabled the fields; the next Enter quit).
        self.sign_in_button.setAutoDefault(True)
        self.sign_in_button.setDefault(True)
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setAutoDefault(False)

        layout = QVBoxLayout(dialog)
        layout.setSpacing(10)
        layout.addWidget(heading)
        layout.addWidget(intro)
        layout.addWidget(self.banner)
        layout.addLayout(form)
        layout.addStretch(1)
        layout.addWidget(self.buttons)

    @property
    def errors(self) -> tuple[FieldErrorLabel, ...]:
        return (self.base_url_error, self.api_code_error, self.api_key_error)

    def show_address_rows(self, shown: bool, *, read_only: bool) -> None:
        """A server's address and "remember the key": not for the built-in sandbox; a
        profile's address is its own (read-only)."""
        for widget in (self.base_url, self.base_url_error, self.remember):
            self.form.setRowVisible(widget, shown)
        self.base_url.setReadOnly(read_only)

    def missing(self, *, address: bool) -> list[QLineEdit]:
        """The fields left empty, each said under it (the address only when it is typed)."""
        empty: list[QLineEdit] = []
        if address and not self.base_url.text().strip().removeprefix("https://"):
            self.base_url_error.show_message(
                QCoreApplication.translate(
                    "SignInDialog", "Enter the server's address, e.g. https://api.example.com."
                )
            )
            empty.append(self.base_url)
        for edit, error, sentence in (
            (
                self.api_code,
                self.api_code_error,
                QCoreApplication.translate("SignInDialog", "Enter the API code."),
            ),
            (
                self.api_key,
                self.api_key_error,
                QCoreApplication.translate("SignInDialog", "Enter the API key."),
            ),
        ):
            if not edit.text().strip():
                error.show_message(sentence)
                empty.append(edit)
        return empty

    def clear_errors(self) -> None:
        self.banner.clear()
        for error in self.errors:
            error.clear_message()

    def show_keyring(self, available: bool) -> None:
        """Without a system keyring there is nowhere to remember the key: said, and off."""
        if not available:
            self.remember.setChecked(False)
            self.remember.setEnabled(False)
            self.remember.setToolTip(
                QCoreApplication.translate(
                    "SignInDialog", "This computer has no system keyring to keep it in."
                )
            )

    def show_state(self, state: FormState, *, keyring: bool | None) -> None:
        """Editable, or held while a sign-in (or the sandbox) is awaited, Sign in saying
        which; "remember" stays off on a computer with no keyring."""
        editing = state is FormState.EDITING
        self.sign_in_button.setEnabled(editing)
        self.sign_in_button.setText(
            QCoreApplication.translate("SignInDialog", "Sign in")
            if editing
            else QCoreApplication.translate("SignInDialog", "Waiting for the sandbox…")
            if state is FormState.WAITING_FOR_SANDBOX
            else QCoreApplication.translate("SignInDialog", "Signing in…")
        )
        self.manage_button.setEnabled(editing)
        for widget in (self.environment, self.base_url, self.api_code, self.api_key):
            widget.setEnabled(editing)
        self.remember.setEnabled(editing and keyring is not False)

    def return_focus(self, at_fault: QLineEdit | None, before: QWidget | None) -> None:
        """After a failure, the keyboard is where the person can act: on the field at fault
        with its text selected (typing replaces it), else back where it was (``before``).
        Never on Cancel, where Qt put it while the fields were disabled."""
        if at_fault is not None:
            at_fault.setFocus(Qt.FocusReason.OtherFocusReason)
            at_fault.selectAll()
            return
        if before is None or not before.isEnabled() or not before.isVisible():
            before = self.api_key
        before.setFocus(Qt.FocusReason.OtherFocusReason)
