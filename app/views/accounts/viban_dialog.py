"""An account's virtual IBANs: deactivate one by id (the spec's one vIBAN operation), and
against a sandbox see them all and issue new ones (sandbox helpers).

Deactivation cannot be undone, so it always asks first, naming the vIBAN; a vIBAN known to be
inactive already cannot be deactivated again (the button says why). Enter means Deactivate
(which asks), never Close; after a refusal the focus is back in the id, selected.
"""

from __future__ import annotations

import asyncio

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.api.errors import ApiError, Conflict, NotFound, ValidationFailed
from app.models.accounts import VirtualIban
from app.services.attempts import Attempt, Recovered
from app.services.context import AccountRef, ChangeKind
from app.services.session import Session
from app.views.accounts.choose_account import account_name
from app.views.activity import ActivityTracker
from app.views.task_runner import Binding, Moved, Reauthenticate, TaskRunner, failure_reason
from app.views.widgets.dialog_focus import focus_later, focus_returner, make_primary
from app.views.widgets.error_banner import ErrorBanner
from app.views.widgets.field_error import FieldErrorLabel
from app.views.widgets.plural import plural
from app.views.widgets.screen_fit import fit_to_screen
from app.views.widgets.state_badge import StateBadge
from app.views.widgets.table_fit import fit_columns
from app.views.widgets.terms import state_name

NAME, HOLDER, NUMBER, BANK_CODE, STATE, ID = range(6)
STATE_ROLE = Qt.ItemDataRole.UserRole


def describe(viban_id: str, viban: VirtualIban | None) -> str:
    """How a person recognises a vIBAN: its number and name, else just its id."""
    if viban is None:
        return viban_id
    number = viban.account_number or viban.id
    return f"{number} ({viban.name})" if viban.name else number


class VirtualIbansDialog(QDialog):
    def __init__(
        self,
        session: Session,
        *,
        activity: ActivityTracker | None = None,
        reauthenticate: Reauthenticate | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        fit_to_screen(self, 980, 480)
        self._session = session
        self._context = session.context
        self._issue_attempt: Attempt | None = None
        self.vibans: list[VirtualIban] = []
        self.banner = ErrorBanner()
        self.runner = TaskRunner(
            self,
            self.banner,
            activity=activity,
            reauthenticate=reauthenticate,
            context=session.context,
            account_name=lambda ref: account_name(session, ref),
        )
        self.heading = QLabel()
        self.heading.setProperty("role", "heading")
        self.viban_id = QLineEdit()
        self.viban_id.setPlaceholderText(self.tr("vIBAN id"))
        self.viban_id.setClearButtonEnabled(True)
        self.viban_id.setAccessibleName(self.tr("vIBAN id"))
        self.viban_error = FieldErrorLabel(self.viban_id)
        self.deactivate_button = QPushButton(self.tr("&Deactivate…"))
        self.deactivate_task: asyncio.Task[None] | None = None
        self._deactivating = False  # a deactivation is under way (its answer not in yet)
        self.inactive_note = QLabel(self.tr("Inactive already: there is nothing to deactivate."))
        self.inactive_note.setProperty("role", "subtle")
        self.inactive_note.hide()
        self.new_button = QPushButton(self.tr("&New vIBAN"))
        self.new_button.setToolTip(
            self.tr("Issue a new active vIBAN for this account (sandbox test helper)")
        )
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.count = QLabel()
        self.count.setProperty("role", "subtle")
        self.table = QTableWidget(0, 6)
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Name"),
                self.tr("Holder"),
                self.tr("IBAN / account number"),
                self.tr("BIC / ABA"),
                self.tr("State"),
                self.tr("Id"),
            ]
        )
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(False)
        self.table.setTabKeyNavigation(False)  # Tab leaves the table; arrows move in it
        self.table.setAccessibleName(self.tr("Virtual IBANs"))
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.table.horizontalHeader().setStretchLastSection(True)
        self._layout()
        # Enter in the id (or anywhere) means Deactivate, which asks first; never Close.
        make_primary(self.deactivate_button, self.new_button, self.close_button)

        self.deactivate_button.clicked.connect(self.deactivate)
        self.new_button.clicked.connect(self.issue_viban)
        self.viban_id.textEdited.connect(lambda _t: self.viban_error.clear_message())
        self.viban_id.textChanged.connect(lambda _t: self._update_deactivate())
        self.table.itemSelectionChanged.connect(self._on_selection)
        self._context.account_changed.connect(self._follow_context)
        self._context.changed.connect(self._on_server_change)
        self._follow_context(self._context.account)

    @property
    def ref(self) -> AccountRef | None:
        """The account whose vIBANs these are: always the current one."""
        return self._context.account

    def _follow_context(self, ref: AccountRef | None) -> None:
        """Another account became current: its vIBANs replace these (none: the dialog closes)."""
        if ref is None:
            self.close()
            return
        title = self.tr("Virtual IBANs of account {0}").format(ref.aid)
        self.setWindowTitle(title)
        self.heading.setText(title)
        self._issue_attempt = None
        self.viban_id.clear()
        self.viban_error.clear_message()
        self.status.clear()
        self.banner.clear()
        self._show_list([])
        self.reload()

    def _on_server_change(self, kind: str, target: str) -> None:
        ref = self.ref
        if kind == ChangeKind.VIBAN and ref is not None and target == ref.aid:
            self.reload()

    def _layout(self) -> None:
        actions = QHBoxLayout()
        actions.addWidget(QLabel(self.tr("vIBAN id:")))
        actions.addWidget(self.viban_id, 1)
        actions.addWidget(self.deactivate_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addLayout(actions)
        layout.addWidget(self.viban_error)
        layout.addWidget(self.inactive_note)
        layout.addWidget(self.status)
        if self._session.sandbox is not None:
            listing = QHBoxLayout()
            listing.addWidget(self.count, 1)
            listing.addWidget(self.new_button)
            layout.addLayout(listing)
            layout.addWidget(self.table, 1)
        else:
            note = QLabel(
                self.tr(
                    "The API has no list of an account's vIBANs: enter the id of the one "
                    "to deactivate. Listing and issuing vIBANs are sandbox test helpers."
                )
            )
            note.setWordWrap(True)
            note.setProperty("role", "subtle")
            layout.addWidget(note)
            layout.addStretch(1)
            self.table.hide()
            self.new_button.hide()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.close_button = buttons.button(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        bottom = QHBoxLayout()
        bottom.addWidget(self.banner, 1)  # floats beside Close, never over the id's field
        bottom.addWidget(buttons)
        layout.addLayout(bottom)

    # --- the list (sandbox only) ---
    def reload(self) -> asyncio.Task[None] | None:
        helpers, ref = self._session.sandbox, self.ref
        if helpers is None or ref is None:
            return None

        async def load() -> list[VirtualIban]:
            return await helpers.list_virtual_ibans(ref.aid)

        return self.runner.run(
            load, controls=[self.new_button], on_success=self._show_list, key="list"
        )

    def issue_viban(self) -> asyncio.Task[None] | None:
        """A new vIBAN (sandbox helper); the list reloads when the door announces it."""
        ref = self.ref
        if self._session.sandbox is None or ref is None:
            return None
        attempt = self._issue_attempt = Attempt.renewed(self._issue_attempt, ref)
        actions = self._session.actions

        async def issue() -> VirtualIban | Recovered[VirtualIban]:
            return await actions.issue_virtual_iban(ref, attempt)

        def issued(_result: VirtualIban | Recovered[VirtualIban]) -> None:
            self._issue_attempt = None  # the next click asks for another one

        return self.runner.run(
            issue, controls=[self.new_button], on_success=issued, binding=Binding.ACTION
        )

    def _show_list(self, vibans: list[VirtualIban]) -> None:
        self.vibans = list(vibans)
        self.table.setRowCount(len(self.vibans))
        for row, viban in enumerate(self.vibans):
            self._fill_row(row, viban)
        if self.vibans:
            fit_columns(self.table)
            self._fit_badges()
        self._show_count()
        self._update_deactivate()

    def _fill_row(self, row: int, viban: VirtualIban) -> None:
        bank_code = " / ".join(c for c in (viban.bic, viban.aba_routing_code) if c)
        cells = {
            NAME: viban.name or "",
            HOLDER: viban.account_holder or "",
            NUMBER: viban.account_number or "",
            BANK_CODE: bank_code,
            STATE: "",
            ID: viban.id,
        }
        for column, text in cells.items():
            item = QTableWidgetItem(text)
            if column == STATE:  # the badge draws it; as text, selection would paint it too
                item.setData(STATE_ROLE, viban.state)
                # A screen reader reads the cell, not the badge drawn over it.
                item.setData(Qt.ItemDataRole.AccessibleTextRole, state_name(viban.state))
            self.table.setItem(row, column, item)
        holder = QWidget()
        holder.setAccessibleName(state_name(viban.state))
        inner = QHBoxLayout(holder)
        inner.setContentsMargins(4, 2, 4, 2)
        inner.addWidget(StateBadge(viban.state), 0, Qt.AlignmentFlag.AlignCenter)
        self.table.setCellWidget(row, STATE, holder)

    def _fit_badges(self) -> None:
        """The state column holds badges, wider than the text fit_columns measures."""
        widths = [
            widget.sizeHint().width()
            for row in range(self.table.rowCount())
            if (widget := self.table.cellWidget(row, STATE)) is not None
        ]
        wanted = max(widths, default=0) + 8
        if self.table.columnWidth(STATE) < wanted:
            self.table.setColumnWidth(STATE, wanted)

    def _show_count(self) -> None:
        active = sum(1 for v in self.vibans if v.state == "ACTIVE")
        if not self.vibans:
            self.count.setText(self.tr("This account has no vIBANs yet."))
            return
        listed = plural(len(self.vibans), self.tr("{0} vIBAN"), self.tr("{0} vIBANs"))
        self.count.setText(self.tr("{0}, {1} active").format(listed, f"{active:,}"))

    def state_at(self, row: int) -> str:
        """The state the row's badge shows."""
        holder = self.table.cellWidget(row, STATE)
        badge = holder.findChild(StateBadge) if holder is not None else None
        return badge.text() if badge is not None else ""

    def row_of(self, viban_id: str) -> int:
        return next((i for i, v in enumerate(self.vibans) if v.id == viban_id), -1)

    def known(self, viban_id: str) -> VirtualIban | None:
        """The listed vIBAN with this id, when the list (a sandbox helper) shows it."""
        row = self.row_of(viban_id.strip())
        return self.vibans[row] if row >= 0 else None

    def _update_deactivate(self) -> None:
        """Deactivate is offered unless the vIBAN typed or selected is known to be inactive
        (or one is being deactivated): the button says why it is not."""
        viban = self.known(self.viban_id.text())
        inactive = viban is not None and viban.state == "INACTIVE"
        busy = self._deactivating
        self.deactivate_button.setEnabled(not inactive and not busy)
        self.inactive_note.setVisible(inactive)
        self.deactivate_button.setToolTip(
            self.tr(
                "This vIBAN is inactive already: a deactivated vIBAN cannot be activated "
                "or deactivated again."
            )
            if inactive
            else self.tr("Deactivate the vIBAN with this id (asks first; cannot be undone)")
        )

    def _on_selection(self) -> None:
        rows = self.table.selectionModel().selectedRows()
        if rows and 0 <= rows[0].row() < len(self.vibans):
            self.viban_id.setText(self.vibans[rows[0].row()].id)
            self.viban_error.clear_message()

    # --- deactivation (the spec's endpoint) ---
    def confirm(self, viban_id: str, viban: VirtualIban | None) -> bool:
        """Ask before an action that cannot be undone; tests replace this method."""
        what = describe(viban_id, viban)
        text = self.tr("Deactivate the vIBAN {0}?").format(what)
        detail = self.tr(
            "Payments sent to it will no longer reach this account. "
            "This cannot be undone: a deactivated vIBAN cannot be activated again."
        )
        if viban is not None:
            detail += "\n\n" + self.tr("vIBAN id: {0}").format(viban.id)
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            self.tr("Deactivate vIBAN"),
            text,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self,
        )
        box.setInformativeText(detail)
        box.button(QMessageBox.StandardButton.Yes).setText(self.tr("Deactivate"))
        box.button(QMessageBox.StandardButton.No).setText(self.tr("Keep it"))
        box.setDefaultButton(QMessageBox.StandardButton.No)  # Enter twice must not deactivate
        return box.exec() == QMessageBox.StandardButton.Yes

    def deactivate(self) -> asyncio.Task[None] | None:
        if not self.deactivate_button.isEnabled():  # inactive already, or one under way
            return None
        viban_id = self.viban_id.text().strip()
        if not viban_id:
            self.viban_error.show_message(
                self.tr("Enter the id of the vIBAN to deactivate, or select one in the list.")
            )
            focus_later(self.viban_id)
            return None
        self.viban_error.clear_message()
        known = self.known(viban_id)
        back = focus_returner(self)
        if not self.confirm(viban_id, known):
            return None
        self.status.clear()
        actions, ref = self._session.actions, self.ref
        if ref is None:
            return None

        async def send() -> VirtualIban | ApiError:
            try:
                return await actions.deactivate_virtual_iban(ref, viban_id)
            except (NotFound, Conflict, ValidationFailed) as exc:
                return exc  # about the id typed (unknown, inactive already): said at the id

        def answered(result: VirtualIban | ApiError) -> None:
            self._deactivating = False  # the answer is in: the button follows it at once
            if isinstance(result, ApiError):
                self.viban_error.show_message(result.message)
                back(self.viban_id)
            else:
                self._show_one(result)
            self._update_deactivate()

        # The button is held here, not by the runner: the runner would give it back the state
        # it had before, though the vIBAN it names may be inactive by now.
        def failed(_exc: BaseException) -> None:
            self._deactivating = False
            back(None)
            self._update_deactivate()

        def ended(_task: object) -> None:  # also when cancelled
            self._deactivating = False
            self._update_deactivate()

        def elsewhere(moved: Moved[VirtualIban | ApiError]) -> None:
            """The answer is about the account the dialog showed when asked, not this one."""
            self._deactivating = False
            self.status.setText(self._outcome_of_another(viban_id, ref, moved))
            self._update_deactivate()

        self._deactivating = True
        self.deactivate_task = self.runner.run(
            send,
            on_success=answered,
            on_failure=failed,
            binding=Binding.ACTION,
            elsewhere=elsewhere,
        )
        self.deactivate_task.add_done_callback(ended)
        self._update_deactivate()
        return self.deactivate_task

    def _outcome_of_another(
        self, viban_id: str, ref: AccountRef, moved: Moved[VirtualIban | ApiError]
    ) -> str:
        """A sentence naming the account a late deactivation answer belongs to."""
        whose = account_name(self._session, ref)
        result = moved.result
        if isinstance(result, VirtualIban):
            return self.tr("vIBAN {0} of {1} is now {2}.").format(
                describe(result.id, result), whose, state_name(result.state)
            )
        error = moved.error if moved.error is not None else result
        reason = failure_reason(error if isinstance(error, BaseException) else None)
        return self.tr("vIBAN {0} of {1} was not deactivated: {2}").format(viban_id, whose, reason)

    def _show_one(self, viban: VirtualIban) -> None:
        row = self.row_of(viban.id)
        if row >= 0:
            self.vibans[row] = viban
            self._fill_row(row, viban)
            self._fit_badges()
            self._show_count()
        self.status.setText(
            self.tr("vIBAN {0} is now {1}.").format(
                describe(viban.id, viban), state_name(viban.state)
            )
        )
        self._update_deactivate()

    def done(self, result: int) -> None:
        self.runner.cancel_all()
        super().done(result)
