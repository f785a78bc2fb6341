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
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.api.errors import ApiError, Conflict, NotFound, ValidationFailed
from app.models.accounts import VirtualIban
from app.services.attempts import Attempt, Recovered
from app.services.context import AccountRef, ChangeKind
from app.services.session import Session
from app.views.accounts.account_follow import AccountFollower
from app.views.accounts.choose_account import account_name
from app.views.accounts.viban_table import VibanTable, describe
from app.views.activity import ActivityTracker
from app.views.task_runner import Binding, Moved, Reauthenticate, TaskRunner, failure_reason
from app.views.widgets.dialog_focus import focus_later, focus_returner, make_primary
from app.views.widgets.error_banner import ErrorBanner
from app.views.widgets.field_error import FieldErrorLabel
from app.views.widgets.screen_fit import fit_to_screen
from app.views.widgets.screen_reader import clearable
from app.views.widgets.terms import state_name


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
        self._issue_attempt: Attempt | None = None
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
        clearable(self.viban_id)
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
        self.table = VibanTable()
        self._layout()
        # Enter in the id (or anywhere) means Deactivate, which asks first; never Close.
        make_primary(self.deactivate_button, self.new_button, self.close_button)

        self.deactivate_button.clicked.connect(self.deactivate)
        self.new_button.clicked.connect(self.issue_viban)
        self.viban_id.textEdited.connect(lambda _t: self.viban_error.clear_message())
        self.viban_id.textChanged.connect(lambda _t: self._update_deactivate())
        self.table.itemSelectionChanged.connect(self._on_selection)
        self.follower = AccountFollower(
            self,
            session,
            title=lambda name: self.tr("Virtual IBANs of {0}").format(name),
            show=self._show_account,
            watched=(ChangeKind.VIBAN,),
            changed=lambda: self.reload(),
            heading=self.heading,
        )
        self.follower.start()

    @property
    def ref(self) -> AccountRef | None:
        """The account whose vIBANs these are: always the current one."""
        return self.follower.ref

    @property
    def vibans(self) -> list[VirtualIban]:
        return self.table.vibans

    def _show_account(self, _ref: AccountRef) -> None:
        """Another account became current: its vIBANs replace these."""
        self._issue_attempt = None
        self.viban_id.clear()
        self.viban_error.clear_message()
        self.status.clear()
        self.banner.clear()
        self._show_list([])
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
        self.table.show_list(vibans)
        self.count.setText(self.table.count_text())
        self._update_deactivate()

    def state_at(self, row: int) -> str:
        """The state the row's badge shows."""
        return self.table.state_at(row)

    def known(self, viban_id: str) -> VirtualIban | None:
        return self.table.known(viban_id)

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
        self.table.show_one(viban)
        self.count.setText(self.table.count_text())
        self.status.setText(
            self.tr("vIBAN {0} is now {1}.").format(
                describe(viban.id, viban), state_name(viban.state)
            )
        )
        self._update_deactivate()

    def done(self, result: int) -> None:
        self.runner.cancel_all()
        super().done(result)
