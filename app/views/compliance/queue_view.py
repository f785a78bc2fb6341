"""The case queue: every business and its KYB session, filtered, searched and sorted.

Each row says who holds the case (the claims book, ``app/services/claims.py``) and when its
state is due; "Mine" and "Unclaimed" filter by owner beside the state filter. Opening a case
another reviewer claimed asks first, naming them; going on is recorded by the door.
Enter opens the selected case, Ctrl+F goes to the search. A business without a session
offers "Start KYB session". Against a live server there is no list: the note says why, and
cases are opened by user id (the recent ones are offered).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QItemSelectionModel, QModelIndex, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.models.kyb_catalogue import KYB_SESSION_STATES
from app.services.claims import ClaimBook
from app.services.reviewers import NOBODY, Reviewer
from app.views.compliance.case_source import CaseSummary, Choice
from app.views.compliance.enter_keys import enter_clicks
from app.views.compliance.queue_filters import count_text, fill_owners, fill_states, restore_state
from app.views.compliance.queue_flags import FlagSource, QueueFlags, shown_cases
from app.views.compliance.queue_model import (
    COMPANY,
    UID_ROLE,
    CaseFilterProxy,
    CaseQueueModel,
    QueueRow,
)
from app.views.compliance.queue_owner import AskOwner, ask_owner
from app.views.compliance.queue_table import fit_queue_columns, queue_table
from app.views.widgets.screen_reader import clearable, name_combo
from app.views.widgets.terms import kyb_state_name

__all__ = ["AskOwner", "CaseQueueView", "ask_owner", "default_states"]  # ask_owner: its old home


def default_states() -> tuple[Choice, ...]:
    """The filter's states before the catalogue names them (or where none is served)."""
    return tuple(Choice(state, kyb_state_name(state)) for state in KYB_SESSION_STATES)


class CaseQueueView(QWidget):
    open_requested = Signal(str)  # business user id
    start_requested = Signal(str)  # business user id without a session
    filter_changed = Signal(str, str)  # state, search
    refresh_requested = Signal()
    override_requested = Signal(str)  # a claimed case opened anyway: the door records it

    def __init__(self, *, can_list: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.can_list = can_list
        self._fitted = False
        self.claims: ClaimBook | None = None
        self.flags: QueueFlags | None = None  # the Flags column's reader, when there is evidence
        self.me: Callable[[], Reviewer] = lambda: NOBODY
        self.ask_owner: AskOwner = ask_owner(self)
        self.model = CaseQueueModel(self)
        self.proxy = CaseFilterProxy(self)
        self.proxy.setSourceModel(self.model)

        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setProperty("role", "subtle")
        self.search = QLineEdit()
        self.search.setPlaceholderText(self.tr("Search company or user id (Ctrl+F)"))
        clearable(self.search)
        self.search.setAccessibleName(self.tr("Search cases"))
        self.state_filter = QComboBox()
        self.state_filter.setAccessibleName(self.tr("Session state"))
        self.set_states(default_states())
        self.who_filter = QComboBox()
        self.who_filter.setAccessibleName(self.tr("Owner"))
        fill_owners(self.who_filter)
        self.count = QLabel()
        self.count.setProperty("role", "subtle")
        self.refresh_button = QPushButton(self.tr("&Refresh"))
        self.refresh_button.setToolTip(self.tr("List the cases again"))
        self.refresh_button.setAutoDefault(False)

        self.user_id = QComboBox()
        self.user_id.setEditable(True)
        name_combo(self.user_id)
        self.user_id.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.user_id.setMinimumWidth(320)
        edit = self.user_id.lineEdit()
        assert edit is not None
        edit.setPlaceholderText(self.tr("Business user id"))
        edit.returnPressed.connect(self._open_typed)
        self.user_id.setAccessibleName(self.tr("Business user id"))
        self.open_by_id = QPushButton(self.tr("Open by &id"))
        self.open_by_id.setAutoDefault(False)
        self.open_by_id.clicked.connect(self._open_typed)

        self.table = queue_table(self.proxy)
        self.table.setAccessibleName(self.tr("Cases"))

        self.open_button = QPushButton(self.tr("Open case"))
        self.open_button.setToolTip(self.tr("Open the selected case (Enter)"))
        self.open_button.setAutoDefault(False)
        self.start_button = QPushButton(self.tr("Start KYB session"))
        self.start_button.setToolTip(
            self.tr("Open a new KYB session for the selected business (it has none)")
        )
        self.start_button.setAutoDefault(False)
        self.start_button.setEnabled(False)
        self.open_button.setEnabled(False)

        # Named by a label each: on Linux a combo box's accessible name is its current value
        # ("All states"), and the label's relation is what a screen reader names it by.
        state_label = QLabel(self.tr("Stat&e:"))
        state_label.setBuddy(self.state_filter)
        who_label = QLabel(self.tr("O&wner:"))
        who_label.setBuddy(self.who_filter)
        filters = QHBoxLayout()
        filters.addWidget(self.search, 2)
        filters.addWidget(state_label)
        filters.addWidget(self.state_filter)
        filters.addWidget(who_label)
        filters.addWidget(self.who_filter)
        filters.addWidget(self.count, 1)
        filters.addWidget(self.refresh_button)
        by_id = QHBoxLayout()
        by_id.addWidget(self.user_id, 1)
        by_id.addWidget(self.open_by_id)
        actions = QHBoxLayout()
        actions.addWidget(self.open_button)
        actions.addWidget(self.start_button)
        actions.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.note)
        layout.addLayout(filters)
        layout.addWidget(self.table, 1)
        layout.addLayout(actions)
        layout.addLayout(by_id)

        find = QShortcut(QKeySequence.StandardKey.Find, self)
        find.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        find.activated.connect(self.focus_search)
        self.search.textChanged.connect(self._apply_filter)
        self.search.returnPressed.connect(self._open_from_search)
        self.state_filter.currentIndexChanged.connect(self._apply_filter)
        self.who_filter.currentIndexChanged.connect(self._apply_who)
        self.table.activated.connect(self._activated)
        self.table.selectionModel().currentRowChanged.connect(self._selection_moved)
        self.proxy.rowsInserted.connect(self._update_count)
        self.proxy.rowsRemoved.connect(self._update_count)
        self.proxy.modelReset.connect(self._update_count)
        self.proxy.layoutChanged.connect(self._update_count)
        self.open_button.clicked.connect(self.open_selected)
        self.start_button.clicked.connect(self._start_selected)
        self.refresh_button.clicked.connect(self.refresh_requested.emit)
        self._set_listing(can_list)
        enter_clicks(self)

    def _set_listing(self, can_list: bool) -> None:
        for widget in (
            self.search,
            self.state_filter,
            self.who_filter,
            self.table,
            self.refresh_button,
        ):
            widget.setEnabled(can_list)
        if can_list:
            self.note.setText(self.tr("Every business user of the sandbox and its KYB session."))
            return
        reason = self.tr(
            "This server cannot list cases: the API has no case list, so open a case by its "
            "business user id (the ones you opened are remembered)."
        )
        self.note.setText(reason)
        self.table.setToolTip(reason)
        self.count.setText("")

    # --- filter ---
    def set_states(self, states: tuple[Choice, ...]) -> None:
        """The state filter's choices (from the catalogue, named in the UI's language)."""
        fill_states(self.state_filter, states)

    def restore_filter(self, state: str, search: str) -> None:
        restore_state(self.state_filter, state)
        self.search.blockSignals(True)
        self.search.setText(search)
        self.search.blockSignals(False)
        self.proxy.set_filter(self.filter_state(), search)
        self._update_count()

    def filter_state(self) -> str:
        data = self.state_filter.currentData()
        return str(data) if data else ""

    def focus_search(self) -> None:
        self.search.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.search.selectAll()

    def _apply_filter(self) -> None:
        state, needle = self.filter_state(), self.search.text()
        self.proxy.set_filter(state, needle)
        self._update_count()
        self.filter_changed.emit(state, needle)

    def _apply_who(self) -> None:
        self.proxy.set_who(str(self.who_filter.currentData() or ""))
        self._update_count()

    # --- owners ---
    def watch_claims(self, claims: ClaimBook, me: Callable[[], Reviewer]) -> None:
        """Show who holds each case from ``claims`` (and keep it current), and ask before a
        case someone else holds is opened; ``me`` is this desk's reviewer."""
        self.claims, self.me = claims, me
        claims.changed.connect(lambda _uid: self.show_owners())
        self.show_owners()

    def show_owners(self) -> None:
        if self.claims is not None:
            self.model.set_owners(self.claims.owners(), self.me().key_id)
            self._update_count()

    # --- flags ---
    def watch_evidence(self, source: FlagSource | None) -> None:
        """Fill the Flags column from ``source`` (the session's evidence service; None on a
        live server, where the column stays empty), reading listed cases in the background."""
        if self.flags is not None:
            self.flags.close()
            self.flags = None
        self.model.reads_flags = source is not None
        if source is not None:
            self.flags = QueueFlags(source, self.model, self)
            self.destroyed.connect(self.flags.close)
            self.flags.read([self.model.case_at(row) for row in range(self.model.rowCount())])

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        """Back from a case: a flag dismissed there counts off here."""
        super().showEvent(event)
        if self.flags is not None:
            self.flags.show_counts()

    def may_open(self, uid: str) -> bool:
        """False when the person chose not to open a case another reviewer holds; when they
        go on, the override is asked of the door (``override_requested``)."""
        if self.claims is None:
            return True
        me, owner = self.me(), self.claims.owner(uid)
        if owner is None or (me.key_id and owner.key_id == me.key_id):
            return True
        if self.claims.overridden(uid, me.key_id):
            return True
        if not self.ask_owner(owner):
            return False
        self.override_requested.emit(uid)
        return True

    def _update_count(self) -> None:
        if not self.can_list:
            return
        self.count.setText(count_text(self.proxy.rowCount(), self.model.rowCount()))

    # --- rows ---
    def set_cases(self, cases: list[CaseSummary]) -> None:
        self.set_rows(CaseQueueModel.prepare(cases, utc=self.model.times_in_utc))

    def set_rows(self, cases: list[QueueRow]) -> None:
        """New rows; the selected case stays selected if it is still listed."""
        keep = self.selected_uid()
        self.model.set_rows(cases)
        if self.flags is not None:  # the rows as the queue shows them: the top ones first
            self.flags.read(shown_cases(self.proxy, self.model))
        if not cases:
            self.note.setText(self.tr("The sandbox has no business users yet."))
        if not self._fitted and cases:
            self._fitted = True  # once: later a person's own widths stay
            fit_queue_columns(self.table)
        if keep is not None:
            self.select(keep)
        self._update_count()

    def set_recent(self, uids: list[str]) -> None:
        text = self.user_id.currentText()
        self.user_id.clear()
        self.user_id.addItems(uids)
        self.user_id.setEditText(text)

    def select(self, uid: str) -> bool:
        row = self.model.row_of(uid)
        if row is None:
            return False
        index = self.proxy.mapFromSource(self.model.index(row, COMPANY))
        if not index.isValid():
            return False
        self.table.selectionModel().setCurrentIndex(
            index,
            QItemSelectionModel.SelectionFlag.ClearAndSelect
            | QItemSelectionModel.SelectionFlag.Rows,
        )
        self.table.scrollTo(index)
        return True

    def selected_uid(self) -> str | None:
        index = self.table.currentIndex()
        if not index.isValid():
            return None
        return str(index.siblingAtColumn(COMPANY).data(UID_ROLE))

    def selected_case(self) -> CaseSummary | None:
        index = self.table.currentIndex()
        if not index.isValid():
            return None
        return self.model.case_at(self.proxy.mapToSource(index).row())

    def open_selected(self) -> None:
        uid = self.selected_uid()
        if uid and self.may_open(uid):
            self.open_requested.emit(uid)

    def _open_from_search(self) -> None:
        """Enter in the search opens the selected case, or the first one the search shows
        (typing "andes" and Enter opened nothing: no row was selected)."""
        if self.selected_uid() is None and self.proxy.rowCount():
            self.table.selectRow(0)
        self.open_selected()

    def _activated(self, _index: QModelIndex) -> None:
        self.open_selected()

    def _selection_moved(self, current: QModelIndex, _previous: QModelIndex) -> None:
        case = self.selected_case() if current.isValid() else None
        self.open_button.setEnabled(case is not None)
        self.start_button.setEnabled(case is not None and not case.state)

    def _start_selected(self) -> None:
        case = self.selected_case()
        if case is not None and not case.state:
            self.start_requested.emit(case.uid)

    def _open_typed(self) -> None:
        uid = self.user_id.currentText().strip()
        if uid and self.may_open(uid):
            self.open_requested.emit(uid)
