"""The Sandbox menu (signed in to a sandbox only): reset to the seed, add orders, fail the
merchant's next request, expire the quotes now, set how long quotes last. Each through the
door and the menu's task runner (a session expiry asks to sign in again, then goes on); the
outcome is said in the status bar, a refusal in a message box (the quote validity dialog says
its own), an outcome about an account names it."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Any

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QMainWindow,
    QMenu,
    QMessageBox,
    QSpinBox,
)

from app.models.sandbox_helpers import (
    MAX_FAULT_DELAY_SECONDS,
    MAX_GENERATED_ORDERS,
    MAX_RETRY_AFTER_SECONDS,
    FaultKind,
)
from app.services.session import Session
from app.services.translation import QT_TRANSLATE_NOOP, translate
from app.views.accounts.choose_account import account_name
from app.views.sandbox_tools.kyb_state_tool import KybStateTool
from app.views.sandbox_tools.outcome_box import OutcomeBox
from app.views.sandbox_tools.quote_validity import QuoteValidityDialog, seconds_text
from app.views.sandbox_tools.rate_limit_action import RateLimitAction
from app.views.task_runner import Binding, Reauthenticate, TaskRunner

FAULT_NAMES = {
    FaultKind.SERVER_ERROR: QT_TRANSLATE_NOOP("SandboxMenu", "A server error (500)"),
    FaultKind.RATE_LIMIT: QT_TRANSLATE_NOOP(
        "SandboxMenu", "Too many requests (429 with Retry-After)"
    ),
    FaultKind.SLOW: QT_TRANSLATE_NOOP("SandboxMenu", "A slow answer (past the client's timeout)"),
    FaultKind.DROP: QT_TRANSLATE_NOOP("SandboxMenu", "A dropped connection"),
}

# Which failure each setting shapes: the 429's Retry-After, the slow answer's wait.
USES_RETRY_AFTER = frozenset({FaultKind.RATE_LIMIT})
USES_DELAY = frozenset({FaultKind.SLOW})


class SandboxMenu(QMenu):
    def __init__(
        self,
        session: Session,
        window: QMainWindow,
        *,
        reauthenticate: Reauthenticate | None = None,
    ) -> None:
        super().__init__(translate("SandboxMenu", "&Sandbox"), window)
        self._session = session
        self._window = window
        self._reauthenticate = reauthenticate
        self.dialog: QDialog | QMessageBox | None = None
        self.task: asyncio.Task[Any] | None = None
        self.outcome = OutcomeBox(window)
        self.runner = TaskRunner(
            window,
            self.outcome,
            reauthenticate=reauthenticate,
            context=session.context,
            account_name=lambda ref: account_name(session, ref),
        )
        self.reset_action = self.addAction(self.tr("&Reset to seed data…"))
        self.reset_action.triggered.connect(self.ask_reset)
        self.add_action = self.addAction(self.tr("&Add orders…"))
        self.add_action.triggered.connect(self.ask_add_orders)
        self.fail_action = self.addAction(self.tr("&Fail the next request…"))
        self.fail_action.triggered.connect(self.ask_fail_next)
        self.addSeparator()
        self.expire_action = self.addAction(self.tr("E&xpire quotes now"))
        self.expire_action.triggered.connect(self.expire_quotes)
        self.validity_action = self.addAction(self.tr("&Quote validity…"))
        self.validity_action.triggered.connect(self.ask_quote_validity)
        self.rate_limit = RateLimitAction(self, session, self.runner, self.outcome)
        self.addSeparator()  # a testers' tool, judged at the door like a decision
        self.kyb_state_tool = KybStateTool(self, session, window, reauthenticate)

    # --- questions ---
    def ask_reset(self) -> QMessageBox:
        question = QMessageBox(
            QMessageBox.Icon.Warning,
            self.tr("Reset the sandbox?"),
            self.tr(
                "Every user, account, order and KYB case of this merchant goes back to the "
                "seed data; what you made since is deleted."
            ),
            QMessageBox.StandardButton.Reset | QMessageBox.StandardButton.Cancel,
            self._window,
        )
        question.setDefaultButton(QMessageBox.StandardButton.Cancel)
        question.finished.connect(
            lambda _r: (
                question.clickedButton() is question.button(QMessageBox.StandardButton.Reset)
                and self.reset()
            )
        )
        self.dialog = question
        question.open()
        return question

    def ask_add_orders(self) -> QDialog:
        dialog = QDialog(self._window)
        dialog.setWindowTitle(self.tr("Add orders"))
        form = QFormLayout(dialog)
        count = QSpinBox()
        count.setRange(1, MAX_GENERATED_ORDERS)
        count.setValue(10)
        count.setObjectName("count")
        form.addRow(self.tr("&Orders"), count)
        where = QComboBox()
        where.setObjectName("where")
        if self._session.context.account is not None:
            where.addItem(self.tr("The current account"), True)
        where.addItem(self.tr("Spread over all the merchant's accounts"), False)
        form.addRow(self.tr("&To"), where)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(dialog.accept)
        buttons.rejected.connect(dialog.reject)
        form.addRow(buttons)
        dialog.accepted.connect(lambda: self.add_orders(count.value(), bool(where.currentData())))
        self.dialog = dialog
        dialog.open()
        return dialog

    def ask_fail_next(self) -> QDialog:
        dialog = QDialog(self._window)
        dialog.setWindowTitle(self.tr("Fail the next request"))
        form = QFormLayout(dialog)
        kind = QComboBox()
        kind.setObjectName("kind")
        for value, name in FAULT_NAMES.items():
            kind.addItem(self.tr(name), value.value)
        form.addRow(self.tr("&Failure"), kind)
        retry_after = QSpinBox()
        retry_after.setObjectName("retry_after")
        retry_after.setRange(1, MAX_RETRY_AFTER_SECONDS)
        retry_after.setSuffix(" s")
        form.addRow(self.tr("&Retry-After"), retry_after)
        delay = QDoubleSpinBox()
        delay.setObjectName("delay")
        delay.setRange(0.1, MAX_FAULT_DELAY_SECONDS)
        delay.setValue(31.0)
        delay.setSuffix(" s")
        form.addRow(self.tr("&Delay (slow answer)"), delay)

        def follow_kind() -> None:
            """Each setting only for the failure it shapes (docs/sandbox.md, faults)."""
            chosen = kind.currentData()
            retry_after.setEnabled(chosen in USES_RETRY_AFTER)
            delay.setEnabled(chosen in USES_DELAY)

        kind.currentIndexChanged.connect(lambda _i: follow_kind())
        follow_kind()
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(dialog.accept)
        buttons.rejected.connect(dialog.reject)
        form.addRow(buttons)
        dialog.accepted.connect(
            lambda: self.fail_next(kind.currentData(), retry_after.value(), delay.value())
        )
        self.dialog = dialog
        dialog.open()
        return dialog

    def ask_quote_validity(self) -> QuoteValidityDialog:
        dialog = QuoteValidityDialog(
            self._session,
            self._window,
            lambda v: self._window.statusBar().showMessage(
                self.tr("New quotes last {0} s.").format(seconds_text(v.seconds)), 10_000
            ),
            reauthenticate=self._reauthenticate,
        )
        self.dialog = dialog
        dialog.open()
        self.task = dialog.load()
        return dialog

    # --- actions, through the door ---
    def reset(self) -> asyncio.Task[Any]:
        actions, ref = self._session.actions, self._session.context.account
        directory = self._session.directory

        def said(r: Any) -> str:
            directory.doubt_all()  # the accounts made since the seed are gone: asked again
            return self.tr("Sandbox reset: {0} users, {1} accounts, {2} orders.").format(
                r.users, r.accounts, r.orders
            )

        return self._run(lambda: actions.reset_sandbox(ref), said)

    def add_orders(self, count: int, to_current: bool) -> asyncio.Task[Any]:
        """The account is the one current when asked, and the outcome names it: another may
        be current by the time the orders are in."""
        actions, session = self._session.actions, self._session
        ref = session.context.account if to_current else None
        return self._run(
            lambda: actions.add_sandbox_orders(ref, count),
            lambda r: (
                self.tr("{0} orders added to {1}.").format(
                    len(r.orders), account_name(session, ref)
                )
                if ref is not None
                else self.tr("{0} orders added.").format(len(r.orders))
            ),
        )

    def fail_next(self, kind: str, retry_after: int, delay: float) -> asyncio.Task[Any]:
        actions = self._session.actions
        return self._run(
            lambda: actions.fail_next_request(
                kind, retry_after_seconds=retry_after, delay_seconds=delay
            ),
            lambda _f: self.tr("The sandbox will fail the next request ({0}).").format(
                translate("SandboxMenu", FAULT_NAMES[FaultKind(kind)])
                if kind in FAULT_NAMES
                else kind
            ),
        )

    def expire_quotes(self) -> asyncio.Task[Any]:
        actions = self._session.actions
        return self._run(
            actions.expire_quotes,
            lambda r: self.tr(
                "Quotes expired: {0}. The open previews say so; refresh a quote before "
                "sending on it."
            ).format(r.expired),
        )

    def _run(
        self, call: Callable[[], Awaitable[Any]], done: Callable[[Any], str]
    ) -> asyncio.Task[Any]:
        """Through the runner: a refusal in a message box (Retry where it can help), a session
        expiry to the re-login prompt, a bug as a sentence rather than lost. Free of the
        context: the testers' tools act on the merchant, or on the account named when asked."""
        self.task = self.runner.run(
            call, on_success=lambda r: self.outcome.show_info(done(r)), binding=Binding.FREE
        )
        return self.task


def install_sandbox_tools(window: Any) -> SandboxMenu | None:
    """The Sandbox menu, when ``window``'s session is a sandbox's (the Orders bar comes with
    the Orders workspace: MainWindow._make_orders)."""
    session: Session = window.session
    if not session.environment.is_sandbox:
        return None
    menu = SandboxMenu(session, window, reauthenticate=getattr(window, "reauthenticate", None))
    actions = window.menuBar().actions()
    window.menuBar().insertMenu(actions[-1] if actions else None, menu)  # before Help
    return menu
