"""Create an account for a user: alias and currency, with the server's field errors in place."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLayout,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from app.api.errors import ValidationFailed
from app.models.accounts import Account
from app.models.money import Currency
from app.models.validation import FieldIssue
from app.services.attempts import Attempt, Recovered
from app.services.session import Session
from app.views.task_runner import Binding, RunnerFactory, TaskRunner
from app.views.widgets.dialog_focus import focus_returner, make_primary
from app.views.widgets.error_banner import ErrorBanner
from app.views.widgets.field_error import FieldErrorLabel

FIELD_WIDTH_CHARS = 56  # wide enough that a server's message fits the banner in two lines


class CreateAccountDialog(QDialog):
    created = Signal(object)  # Account

    def __init__(
        self,
        session: Session,
        uid: str,
        runner_factory: RunnerFactory,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New account"))
        self._session = session
        self._uid = uid
        self._attempt: Attempt | None = None  # one account asked for: a retry makes no second
        self._creating = False  # a request is under way (its answer not in yet)
        self.banner = ErrorBanner(floats=False)  # over a field otherwise: grows the dialog
        self.runner: TaskRunner = runner_factory(self, self.banner)
        self.alias = QLineEdit()
        self.alias.setPlaceholderText(self.tr("e.g. Payroll EUR"))
        self.alias.setMinimumWidth(self.alias.fontMetrics().averageCharWidth() * FIELD_WIDTH_CHARS)
        self.alias_error = FieldErrorLabel(self.alias)
        self.currency = QComboBox()
        for currency in Currency:
            self.currency.addItem(currency.value, currency.value)
        self.currency_error = FieldErrorLabel(self.currency)
        known = session.directory.user_name(uid)
        owner = QLabel(
            self.tr("For {0}").format(known) if known else self.tr("For user {0}").format(uid)
        )
        owner.setToolTip(self.tr("User {0}").format(uid))
        owner.setProperty("role", "subtle")
        form = QFormLayout()
        form.addRow(self.tr("&Alias"), self.alias)
        form.addRow("", self.alias_error)
        form.addRow(self.tr("&Currency"), self.currency)
        form.addRow("", self.currency_error)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.create_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.create_button.setText(self.tr("Create account"))
        self.cancel_button = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        make_primary(self.create_button, self.cancel_button)  # Enter never means Cancel
        self.buttons.accepted.connect(self.submit)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(owner)
        layout.addWidget(self.banner)
        layout.addLayout(form)
        layout.addWidget(self.buttons)
        # Grows at once for the messages under the fields, never drawing them over each other.
        layout.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)
        self.alias.textEdited.connect(lambda _text: self.alias_error.clear_message())
        self.currency.currentIndexChanged.connect(lambda _i: self.currency_error.clear_message())

    def submit(self) -> None:
        if self._creating:  # Enter again before the answer came: one request is under way
            return
        self.alias_error.clear_message()
        self.currency_error.clear_message()
        body = {"alias": self.alias.text(), "currency": self.currency.currentData()}
        attempt = self._attempt = Attempt.renewed(self._attempt, body)
        actions, uid = self._session.actions, self._uid

        async def create() -> Account | Recovered[Account]:
            return await actions.create_account(uid, body, attempt)

        back = focus_returner(self)

        def created(result: Account | Recovered[Account]) -> None:
            self._creating = False
            self._done(result)

        def at_fields(issues: Sequence[FieldIssue]) -> bool:
            self._creating = False  # the answer is in: the corrected alias may go at once
            return self.show_field_issues(issues)

        def failed(exc: BaseException) -> None:
            self._creating = False
            back(self._field_at_fault(exc))

        self._creating = True
        task = self.runner.run(
            create,
            controls=[self.buttons, self.alias, self.currency],
            on_success=created,
            on_fields=at_fields,
            on_failure=failed,
            binding=Binding.FREE,  # the dialog is for its own user, whatever is current
        )
        task.add_done_callback(lambda _t: setattr(self, "_creating", False))  # also if cancelled

    def show_field_issues(self, issues: Sequence[FieldIssue]) -> bool:
        shown = False
        for issue in issues:
            target = {"alias": self.alias_error, "currency": self.currency_error}.get(issue.field)
            if target is not None:
                target.show_message(issue.message)
                shown = True
        return shown

    def _field_at_fault(self, exc: BaseException) -> QWidget | None:
        """The first field the server named, where the focus goes back after a refusal."""
        fields: dict[str, QWidget] = {"alias": self.alias, "currency": self.currency}
        issues = exc.details if isinstance(exc, ValidationFailed) else ()
        return next((fields[i.field] for i in issues if i.field in fields), None)

    def reject(self) -> None:
        """Esc while the server creates the account waits for its answer: cancelling then
        could leave an account made but never shown."""
        if self.runner.busy:
            return
        super().reject()

    def _done(self, result: Account | Recovered[Account]) -> None:
        """A recovered account was made by the earlier, unanswered try: the same outcome."""
        account = result.value if isinstance(result, Recovered) else result
        self.created.emit(account)
        self.accept()
