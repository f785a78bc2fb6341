"""Ask for the OTP of a payout that waits for one (sandbox helper; its code is 123456)."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLayout,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from app.api.errors import ValidationFailed
from app.models.orders import OrderSummary
from app.models.validation import FieldIssue
from app.services.context import AccountRef
from app.services.session import Session
from app.views.task_runner import Binding, RunnerFactory
from app.views.widgets.dialog_focus import focus_later, focus_returner, make_primary
from app.views.widgets.error_banner import ErrorBanner
from app.views.widgets.field_error import FieldErrorLabel

INTRO_WIDTH_CHARS = 64  # the intro in three lines, a message in the banner in two


class OtpDialog(QDialog):
    def __init__(
        self,
        session: Session,
        ref: AccountRef,
        order: OrderSummary,
        runner_factory: RunnerFactory,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("One-time password"))
        self._session = session
        self._ref = ref  # the account the order was made from
        self.order = order
        self.validated: OrderSummary | None = None
        self._checking = False
        self.banner = ErrorBanner(floats=False)  # over a field otherwise: grows the dialog
        self.runner = runner_factory(self, self.banner)
        intro = QLabel(
            self.tr(
                "This payout waits for its one-time password before it moves. "
                "Enter the code the user received (in the sandbox it is always 123456)."
            )
        )
        intro.setWordWrap(True)
        intro.setMinimumWidth(intro.fontMetrics().averageCharWidth() * INTRO_WIDTH_CHARS)
        self.code = QLineEdit()
        self.code.setPlaceholderText(self.tr("Code"))
        self.code.setMaxLength(12)
        self.code.setAccessibleName(self.tr("Code"))
        self.code_error = FieldErrorLabel(self.code)
        self.code.textEdited.connect(lambda _t: self.code_error.clear_message())
        buttons = QDialogButtonBox()
        self.validate_button = buttons.addButton(
            self.tr("Validate"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.cancel_button = buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        make_primary(self.validate_button, self.cancel_button)  # Enter never means Cancel
        buttons.accepted.connect(self.submit)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.banner)
        layout.addWidget(self.code)
        layout.addWidget(self.code_error)
        layout.addWidget(buttons)
        # The dialog takes the height its content needs, at once: a message under the code
        # (or a long one in the banner) grows it instead of drawing over the text above.
        layout.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)

    def submit(self) -> None:
        if self._checking:  # Enter again while a code is being checked: one check at a time
            return
        code = self.code.text().strip()
        if not code:
            self.code_error.show_message(self.tr("Enter the code."))
            focus_later(self.code)
            return
        if self._session.sandbox is None:  # the dialog is offered against a sandbox only
            self.reject()
            return
        actions, ref, oid = self._session.actions, self._ref, self.order.id

        async def send() -> OrderSummary | FieldIssue:
            try:
                return await actions.validate_otp(ref, oid, code)
            except ValidationFailed as exc:  # a wrong code is the person's typing: at the field
                issue = next((i for i in exc.details if i.field == "code"), None)
                if issue is None:
                    raise
                return issue

        def done(result: OrderSummary | FieldIssue) -> None:
            self._checking = False  # the answer is in: the next Enter checks the next code
            if isinstance(result, FieldIssue):
                self.code_error.show_message(result.message)
                focus_later(self.code)  # selected: the next code typed replaces it
                return
            self.validated = result
            self.accept()

        back = focus_returner(self)

        def failed(_exc: BaseException) -> None:
            self._checking = False
            back(None)

        self._checking = True
        self.runner.run(
            send,
            controls=[self.validate_button, self.code],
            on_success=done,
            on_failure=failed,
            binding=Binding.FREE,  # the dialog is for its own order, whatever is current
        )
