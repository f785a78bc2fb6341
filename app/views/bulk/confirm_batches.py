"""Payouts > Batches waiting for confirmation: where the second person of a four-eyes profile
confirms or returns a batch someone else asked about.

A list of the pending proposals (account, file, rows, totals per currency, who asked, when),
the selected one's details (its file's SHA-256, the rows' fingerprint, the batch id), and
Confirm… / Return…. Confirm shows a last look (Cancel is the default: Enter alone never
authorises money), then the door confirms it (the typed total in production); Return asks
why. The proposer's own rows say why their buttons are off; the door judges every answer
again (``app/services/batch_four_eyes.py``). Keyboard: arrows move, Enter confirms the
selected batch, Esc closes. The list follows the batch book live (other desks included).
"""

from __future__ import annotations

import asyncio

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.services.batch_approval_feed import follow_batch_approvals
from app.services.batch_four_eyes import (
    BatchAnswer,
    BatchProposal,
    answer_refusal,
    batch_approval_book,
)
from app.services.context import AccountRef
from app.services.session import Session
from app.views.accounts.choose_account import account_name
from app.views.bulk.batch_approval import clock_time
from app.views.payouts.confirm_dialog import ConfirmPayoutDialog
from app.views.task_runner import Binding, RunnerFactory
from app.views.widgets.error_banner import ErrorBanner
from app.views.widgets.numbers import money_text
from app.views.widgets.plural import count_text
from app.views.widgets.return_dialog import ReturnDialog
from app.views.widgets.screen_fit import fit_to_screen
from app.views.widgets.visible_text import visible

ID_ROLE = Qt.ItemDataRole.UserRole
NO_MODIFIER = Qt.KeyboardModifier.NoModifier


def totals_text(proposal: BatchProposal) -> str:
    return " + ".join(money_text(n, currency) for currency, n in proposal.totals.items())


def return_batch_dialog(heading: str, parent: QWidget | None = None) -> ReturnDialog:
    """Send a batch back to whoever asked, saying why (Enter returns; a reason is needed)."""
    return ReturnDialog(
        heading,
        parent,
        title=QCoreApplication.translate("ReturnBatchDialog", "Return the batch"),
        ok_text=QCoreApplication.translate("ReturnBatchDialog", "&Return it"),
        missing=QCoreApplication.translate("ReturnBatchDialog", "Write why the batch is returned."),
        placeholder=QCoreApplication.translate(
            "ReturnBatchDialog", "Why it goes back (required); Enter to return"
        ),
        reason_name=QCoreApplication.translate("ReturnBatchDialog", "Reason"),
    )


class ConfirmBatchesDialog(QDialog):
    def __init__(
        self, session: Session, runner_factory: RunnerFactory, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Batches waiting for confirmation"))
        fit_to_screen(self, 980, 560)
        self._session = session
        self.book = batch_approval_book(session.action_log)
        self.banner = ErrorBanner()
        self.runner = runner_factory(self, self.banner)
        self.last_look: ConfirmPayoutDialog | None = None
        self.return_dialog: ReturnDialog | None = None

        self.intro = QLabel()
        self.intro.setWordWrap(True)
        self.table = QTableWidget(0, 6)
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Account"),
                self.tr("File"),
                self.tr("Rows"),
                self.tr("Totals"),
                self.tr("Asked by"),
                self.tr("When"),
            ]
        )
        self.table.setAccessibleName(self.tr("Batches waiting for confirmation"))
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setTabKeyNavigation(False)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.detail = QLabel()
        self.detail.setWordWrap(True)
        self.detail.setTextFormat(Qt.TextFormat.PlainText)
        self.detail.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.why = QLabel()
        self.why.setWordWrap(True)
        self.why.setProperty("role", "notice")
        self.why.hide()

        self.confirm_button = QPushButton(self.tr("&Confirm…"))
        self.return_button = QPushButton(self.tr("&Return…"))
        self.close_button = QPushButton(self.tr("Close"))
        for button in (self.confirm_button, self.return_button, self.close_button):
            button.setAutoDefault(False)  # Enter on the list confirms, never a focused button
        buttons = QHBoxLayout()
        buttons.addWidget(self.confirm_button)
        buttons.addWidget(self.return_button)
        buttons.addWidget(self.banner, 1)  # beside the buttons: it covers neither list nor intro
        buttons.addWidget(self.close_button)

        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.detail)
        layout.addWidget(self.why)
        layout.addLayout(buttons)

        self.confirm_button.clicked.connect(self.confirm_selected)
        self.return_button.clicked.connect(self.return_selected)
        self.close_button.clicked.connect(self.reject)
        self.table.activated.connect(lambda _index: self.confirm_selected())  # a double-click
        self.table.installEventFilter(self)  # Enter: taken here, never passed on to a button
        self.table.itemSelectionChanged.connect(self._show_selected)
        self.book.changed.connect(self._book_changed)
        self.refill()
        self._follow_journal()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        """Enter on the list confirms the selected batch. The view would pass the key on to
        this dialog, whose Enter presses the default button of any dialog it holds: the last
        look's Cancel, closing it as it opened."""
        if (
            watched is self.table
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            and event.modifiers() in (NO_MODIFIER, Qt.KeyboardModifier.KeypadModifier)
        ):
            self.confirm_selected()
            return True
        return super().eventFilter(watched, event)

    def _follow_journal(self) -> None:
        session, recorder = self._session, self._session.recorder
        reading = follow_batch_approvals(
            session.action_log,
            recorder.journal if recorder is not None else None,
            session.environment.key,
            session.api_code,
        )
        if reading is not None:
            self.runner.run(lambda: asyncio.shield(reading), binding=Binding.FREE)

    # --- the list ---
    def proposals(self) -> list[BatchProposal]:
        return self.book.pending_proposals()

    def selected(self) -> BatchProposal | None:
        row = self.table.currentRow()
        item = self.table.item(row, 0) if row >= 0 else None
        return self.book.pending(str(item.data(ID_ROLE))) if item is not None else None

    def _book_changed(self, _uid: str) -> None:
        self.refill()

    def refill(self) -> None:
        """The pending proposals, the one selected kept selected while it is pending."""
        chosen = self.selected()
        proposals = self.proposals()
        self.table.setRowCount(len(proposals))
        for line, proposal in enumerate(proposals):
            ref = AccountRef(proposal.uid, proposal.aid)
            cells = [
                account_name(self._session, ref),
                visible(proposal.file_name),
                count_text(proposal.rows),
                totals_text(proposal),
                visible(proposal.by_name),
                clock_time(proposal.at),
            ]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column == 0:
                    item.setData(ID_ROLE, proposal.batch_id)
                if column == 2:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                self.table.setItem(line, column, item)
        ids = [p.batch_id for p in proposals]
        keep = ids.index(chosen.batch_id) if chosen is not None and chosen.batch_id in ids else 0
        if proposals:
            self.table.selectRow(keep)
        self.intro.setText(self._intro(len(proposals)))
        self._show_selected()

    def _intro(self, count: int) -> str:
        if not self._session.environment.four_eyes:
            return self.tr(
                "This profile does not ask for a second person's confirmation of a batch: "
                "batches start without one, and none waits here."
            )
        if not count:
            return self.tr(
                "No batch waits for a confirmation. A batch someone asks about shows here as "
                "soon as their request reaches the journal."
            )
        return self.tr(
            "Batches other people asked you to confirm. Check the file, its SHA-256 and the "
            "totals with whoever made it, then confirm (Enter) or return it with a reason."
        )

    def _show_selected(self) -> None:
        proposal = self.selected()
        if proposal is None:
            self.detail.setText("")
            self.confirm_button.setEnabled(False)
            self.return_button.setEnabled(False)
            self.why.hide()
            return
        self.detail.setText(
            self.tr(
                "{0} · {1} payouts · {2}\nAsked by {3} at {4}\nFile's SHA-256: {5}\n"
                "Rows' fingerprint: {6}\nBatch: {7}"
            ).format(
                visible(proposal.file_name),
                count_text(proposal.rows),
                totals_text(proposal),
                visible(proposal.proposer.short),
                clock_time(proposal.at),
                proposal.file_sha256,
                proposal.fingerprint,
                proposal.batch_id,
            )
        )
        refusal = self._refusal(proposal)
        self.confirm_button.setEnabled(refusal is None)
        self.return_button.setEnabled(refusal is None)
        self.why.setText(refusal or "")
        self.why.setVisible(refusal is not None)

    def _refusal(self, proposal: BatchProposal) -> str | None:
        """The door's rule, asked early to explain a disabled button (the proposer's own)."""
        refused = answer_refusal(
            self.book.pending(proposal.batch_id), self._session.actions.reviewer, proposal
        )
        return refused.message if refused is not None else None

    # --- answering ---
    def confirm_selected(self) -> ConfirmPayoutDialog | None:
        """The last look at the selected batch (Cancel is the default), then the door."""
        proposal = self.selected()
        if proposal is None:
            return None
        refusal = self._refusal(proposal)
        if refusal is not None:  # Enter on one's own batch: said, not asked
            self.banner.show_error(refusal)
            return None
        rows = [
            (self.tr("Account"), account_name(self._session, _ref(proposal))),
            (self.tr("File"), visible(proposal.file_name)),
            (self.tr("File's SHA-256"), proposal.file_sha256),
            (self.tr("Payouts"), count_text(proposal.rows)),
            (self.tr("Total"), totals_text(proposal)),
            (self.tr("Asked by"), visible(proposal.proposer.short)),
        ]
        dialog = ConfirmPayoutDialog(
            self.tr("Confirm this batch?"),
            rows,
            self.tr(
                "Confirming authorises this batch as it is: {0} can then start it. A row "
                "changed after your confirmation means asking you again."
            ).format(visible(proposal.by_name)),
            self,
            send_text=self.tr("Confirm the batch"),
        )
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.finished.connect(lambda result: self._confirm_answered(proposal, result))
        self.last_look = dialog
        dialog.open()
        return dialog

    def _confirm_answered(self, proposal: BatchProposal, result: int) -> None:
        self.last_look = None
        if result != QDialog.DialogCode.Accepted.value:
            return
        actions = self._session.actions
        self.runner.run(
            lambda: actions.confirm_batch(_ref(proposal), proposal),
            controls=[self.confirm_button, self.return_button],
            binding=Binding.FREE,
            on_success=self._answered,
        )

    def return_selected(self) -> ReturnDialog | None:
        proposal = self.selected()
        if proposal is None:
            return None
        refusal = self._refusal(proposal)
        if refusal is not None:
            self.banner.show_error(refusal)
            return None
        dialog = return_batch_dialog(
            self.tr("Return {0} ({1} payouts, {2}) to {3}?").format(
                visible(proposal.file_name),
                count_text(proposal.rows),
                totals_text(proposal),
                visible(proposal.by_name),
            ),
            self,
        )
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        actions = self._session.actions
        dialog.returned.connect(
            lambda reason: self.runner.run(
                lambda: actions.return_batch(_ref(proposal), proposal, reason),
                controls=[self.confirm_button, self.return_button],
                binding=Binding.FREE,
                on_success=self._answered,
            )
        )
        dialog.finished.connect(lambda _result: setattr(self, "return_dialog", None))
        self.return_dialog = dialog
        dialog.open()
        return dialog

    def _answered(self, answer: BatchAnswer) -> None:
        if answer.reason:
            said = self.tr("Returned {0} to {1}: they see your reason on their review page.")
        else:
            said = self.tr("Confirmed {0}: {1} can start it now.")
        self.banner.show_info(
            said.format(visible(answer.file_name), visible(answer.proposed_by_name))
        )
        self.table.setFocus()


def _ref(proposal: BatchProposal) -> AccountRef:
    return AccountRef(proposal.uid, proposal.aid)
