"""Sending a stored batch: a progress bar, rows per second and time left, how many rows are in
each state, pause/resume and cancel, every row with its state in words, its order and reason,
the rows waiting for a one-time code each with its own field, and at the end one sentence
(succeeded, partially succeeded, failed) and the results file.

The sending is the service's (app/services/bulk/sender.py ``BatchSender``, each row through
the door under the key stored for it); this page only starts it in its runner (an ACTION: it
is never cancelled by a move of the current account, and is bound to the batch's own account)
and reads it five times a second.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.api.errors import SessionExpired, ValidationFailed
from app.models.orders import OrderSummary
from app.models.validation import FieldIssue
from app.services.bulk.batch_store import SqliteBatchStore, default_path
from app.services.bulk.model import BatchRow, BatchStore, RowState
from app.services.bulk.progress import ProgressSnapshot
from app.services.bulk.results_file import results_csv, state_in_words
from app.services.bulk.sender import BatchNotFoundError, BatchSender, SendResult, outcome_of
from app.services.bulk.watched_store import WatchedStore
from app.services.context import AccountRef
from app.services.session import Session
from app.services.translation import translate
from app.views.bulk.summary_pdf import batch_target, summary_document
from app.views.printing.printout import Document, Printout
from app.views.task_runner import Binding, RunnerFactory
from app.views.widgets.error_banner import ErrorBanner
from app.views.widgets.field_error import FieldErrorLabel
from app.views.widgets.file_dialogs import save_file_name
from app.views.widgets.id_column import short_id, show_ids_in_column
from app.views.widgets.numbers import localized_number

POLL_MS = 200
MADE = frozenset({RowState.CREATED, RowState.SETTLED})
NOT_MADE = frozenset({RowState.FAILED, RowState.REFUSED})
COLUMNS = ("row", "state", "order", "reason")


def ending_sentence(rows: list[BatchRow], *, cancelled: bool) -> str:
    """The batch's end in one sentence: succeeded, partially succeeded or failed."""
    total = len(rows)
    made = sum(1 for r in rows if r.state in MADE)
    waiting = sum(1 for r in rows if r.state is RowState.OTP_NEEDED)
    not_made = sum(1 for r in rows if r.state in NOT_MADE)
    unsent = total - made - waiting - not_made
    if made == total:
        text = translate("SendPage", "The batch succeeded: all {0} payouts were made.").format(
            total
        )
    elif not not_made and not unsent:
        text = translate("SendPage", "All {0} payouts were created.").format(total)
    elif made or waiting:
        text = translate(
            "SendPage",
            "The batch partially succeeded: {0} of {1} payouts were made; {2} failed or were "
            "refused (their reasons are in the table).",
        ).format(made, total, not_made)
    else:
        text = translate(
            "SendPage", "The batch failed: no payout was made (the reasons are in the table)."
        )
    if waiting:
        text += " " + translate(
            "SendPage", "{0} wait for their one-time code: enter each below."
        ).format(waiting)
    if unsent:
        how = (
            translate("SendPage", "Cancelled:") if cancelled else translate("SendPage", "Stopped:")
        )
        text += " " + translate(
            "SendPage",
            "{0} {1} rows were not sent; they keep their keys and can be sent by resuming the "
            "batch.",
        ).format(how, unsent)
    return text


# Runs of one batch in a row when the session ended and was renewed meanwhile (a bound: a
# server refusing every fresh token must not loop).
RUNS_AFTER_A_SIGN_IN = 3


class SendPage(QWidget):
    finished = Signal(str)  # the batch id, once its run ended

    def __init__(
        self,
        session: Session,
        runner_factory: RunnerFactory,
        parent: QWidget | None = None,
        *,
        store: BatchStore | None = None,
        concurrency: int = 4,
        poll_ms: int = POLL_MS,
    ) -> None:
        super().__init__(parent)
        self._session = session
        self._inner = store
        self._concurrency = concurrency
        self.store: WatchedStore | None = None
        self.batch_id = ""
        self.ref: AccountRef | None = None
        self.batch_sender: BatchSender | None = None
        self.result: SendResult | None = None
        self.rows: dict[int, BatchRow] = {}
        self.otp_fields: dict[int, QLineEdit] = {}
        self._otp_errors: dict[int, FieldErrorLabel] = {}
        self._otp_boxes: dict[int, QWidget] = {}
        self.banner = ErrorBanner()
        self.runner = runner_factory(self, self.banner)

        self.heading = QLabel(self.tr("Sending the batch"))
        self.heading.setProperty("role", "heading")
        self.bar = QProgressBar()
        self.bar.setAccessibleName(self.tr("Rows sent"))
        self.rate = QLabel()
        self.counts = QLabel()
        self.counts.setWordWrap(True)
        self.ending = QLabel()
        self.ending.setWordWrap(True)
        self.ending.setProperty("role", "notice")
        self.ending.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.ending.hide()

        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setHorizontalHeaderLabels(
            [self.tr("Row"), self.tr("State"), self.tr("Order"), self.tr("Reason")]
        )
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.table.setAccessibleName(self.tr("Rows of the batch"))
        show_ids_in_column(self.table, COLUMNS.index("order"), self.tr("Copy order id"))

        self.otp_box = QGroupBox(self.tr("Waiting for a one-time code"))
        self.otp_form = QFormLayout(self.otp_box)
        self.otp_box.hide()

        self.pause_button = QPushButton(self.tr("&Pause"))
        self.pause_button.clicked.connect(self.toggle_pause)
        self.cancel_button = QPushButton(self.tr("&Cancel the rest"))
        self.cancel_button.clicked.connect(self.cancel)
        self.export_button = QPushButton(self.tr("&Export results…"))
        self.export_button.clicked.connect(self.choose_results_file)
        self.printout = Printout(self, session.actions, self.runner, self.banner)
        self.summary_button = QPushButton(self.tr("Save summary as P&DF…"))
        self.print_button = QPushButton(self.tr("Pr&int…"))
        self.summary_buttons = [self.export_button, self.summary_button, self.print_button]
        self.summary_button.clicked.connect(
            lambda: self.printout.choose_pdf_file(self.summary, self.summary_buttons)
        )
        self.print_button.clicked.connect(
            lambda: self.printout.choose_printer(self.summary, self.summary_buttons)
        )
        for button in (self.pause_button, self.cancel_button, *self.summary_buttons):
            button.setEnabled(False)
        buttons = QHBoxLayout()
        buttons.addWidget(self.pause_button)
        buttons.addWidget(self.cancel_button)
        buttons.addStretch(1)
        buttons.addWidget(self.export_button)
        buttons.addWidget(self.summary_button)
        buttons.addWidget(self.print_button)

        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.banner)
        layout.addWidget(self.bar)
        layout.addWidget(self.rate)
        layout.addWidget(self.counts)
        layout.addWidget(self.ending)
        layout.addWidget(self.otp_box)
        layout.addWidget(self.table, 1)
        layout.addLayout(buttons)

        self._timer = QTimer(self)
        self._timer.setInterval(poll_ms)
        self._timer.timeout.connect(self.poll)

    # --- starting ---
    def send(self, batch_id: str) -> None:
        self._start(batch_id, resume=False)

    def resume(self, batch_id: str) -> None:
        """A batch left unfinished (Teller stopped, a run cancelled): the rows not ended are
        sent under the keys stored for them; those in doubt are resolved by their own key."""
        self._start(batch_id, resume=True)

    @property
    def running(self) -> bool:
        return self.batch_sender is not None and self.result is None

    def _start(self, batch_id: str, *, resume: bool) -> None:
        if self.running:
            self.banner.show_error(self.tr("A batch is being sent: wait for it to end first."))
            return
        inner = self._inner or SqliteBatchStore(default_path())
        self._inner = inner
        store = WatchedStore(inner)
        self.store, self.batch_id, self.result = store, batch_id, None
        self.heading.setText(self.tr("Sending the batch"))
        self.batch_sender = None
        self.rows = {}
        self.table.setRowCount(0)
        self._clear_otp()
        self.ending.hide()
        for button in self.summary_buttons:
            button.setEnabled(False)
        self.banner.clear()
        actions, concurrency = self._session.actions, self._concurrency

        async def run() -> SendResult:
            batch = await asyncio.to_thread(store.batch, batch_id)
            if batch is None:
                raise BatchNotFoundError(
                    self.tr("The batch {0} is not in the batch store.").format(batch_id)
                )
            if resume and isinstance(inner, SqliteBatchStore):
                await asyncio.to_thread(inner.resume_plan, batch_id)  # SENDING -> UNKNOWN
            self._show_rows(await asyncio.to_thread(store.rows, batch_id))
            self.ref = AccountRef(batch.uid, batch.aid)  # the batch's own account, always
            self.pause_button.setEnabled(True)
            self.cancel_button.setEnabled(True)
            self._timer.start()
            token = self._session.client.session
            for _run in range(RUNS_AFTER_A_SIGN_IN):
                signed_with = token.token
                self.batch_sender = BatchSender(actions, store, self.ref, concurrency=concurrency)
                result = await self.batch_sender.run(batch_id)
                stopped = self.batch_sender.stopped_by
                if not isinstance(stopped, SessionExpired):
                    return result
                if token.token == signed_with:
                    # The runner asks for a sign-in and runs this again: the rows not ended
                    # go on under their own keys (the start is judged again, as a resume).
                    raise stopped
                # Signed in again while the rows in flight ended (another view's prompt):
                # run on at once rather than ask a second time.
            return result

        self.runner.run(
            run, binding=Binding.ACTION, on_success=self._ended, on_failure=self._failed
        )

    # --- while it runs ---
    def toggle_pause(self) -> None:
        sender = self.batch_sender
        if sender is None or not self.running:
            return
        if sender.paused:
            sender.resume()
            self.pause_button.setText(self.tr("&Pause"))
        else:
            sender.pause()
            self.pause_button.setText(self.tr("&Resume"))
        self.poll()

    def cancel(self) -> None:
        """No new row is sent; rows already sent finish and show their outcome."""
        if self.batch_sender is not None and self.running:
            self.batch_sender.cancel()
            self.cancel_button.setEnabled(False)
            self.pause_button.setEnabled(False)
            self.poll()

    def poll(self) -> None:
        """Five times a second: the rows that changed, and the progress."""
        if self.store is not None:
            for row in self.store.take():
                self._show_row(row)
        if self.batch_sender is not None:
            self._show_progress(self.batch_sender.progress.snapshot())

    def _show_progress(self, snapshot: ProgressSnapshot) -> None:
        self.bar.setMaximum(max(1, snapshot.total))
        self.bar.setValue(snapshot.done if snapshot.total else 1)
        parts = [self.tr("{0} of {1} rows").format(snapshot.done, snapshot.total)]
        if snapshot.rows_per_second > 0:
            rate = localized_number(f"{snapshot.rows_per_second:.1f}")
            parts.append(self.tr("{0} rows per second").format(rate))
        if snapshot.seconds_left is not None and snapshot.done < snapshot.total:
            parts.append(self.tr("about {0} s left").format(round(snapshot.seconds_left)))
        if snapshot.held_seconds > 0:
            parts.append(
                self.tr("the server asked to wait {0:.0f} s").format(snapshot.held_seconds)
            )
        if snapshot.paused and not snapshot.closed:
            parts.append(self.tr("paused: rows in flight finish, no new row is sent"))
        if snapshot.cancelled and not snapshot.closed:
            parts.append(self.tr("cancelled: {0} rows in flight finish").format(snapshot.in_flight))
        self.rate.setText(" · ".join(parts))
        counts = [
            f"{state_in_words(state)}: {n}"
            for state, n in sorted(snapshot.counts.items(), key=lambda item: item[0].value)
            if n
        ]
        self.counts.setText("; ".join(counts))

    # --- the table ---
    def _show_rows(self, rows: list[BatchRow]) -> None:
        self.table.setRowCount(len(rows))
        for row in rows:
            self._show_row(row)

    def _show_row(self, row: BatchRow) -> None:
        self.rows[row.index] = row
        if row.index >= self.table.rowCount():
            self.table.setRowCount(row.index + 1)
        cells = (str(row.number), state_in_words(row.state), row.order_id, row.reason)
        for column, text in enumerate(cells):
            item = self.table.item(row.index, column)
            if item is None:
                item = QTableWidgetItem(text)
                self.table.setItem(row.index, column, item)
            elif item.text() != text:
                item.setText(text)
            if COLUMNS[column] == "order":
                item.setToolTip(text)  # drawn cut in the middle: the whole id here
        if row.state is RowState.OTP_NEEDED and row.order_id:
            self._add_otp(row)
        elif row.index in self.otp_fields:
            self._remove_otp(row.index)

    # --- rows waiting for a one-time code ---
    def _add_otp(self, row: BatchRow) -> None:
        if row.index in self.otp_fields:
            return
        field = QLineEdit()
        field.setPlaceholderText(self.tr("Code"))
        field.setMaxLength(12)
        field.setAccessibleName(self.tr("Code for row {0}").format(row.number))
        error = FieldErrorLabel(field)
        field.textEdited.connect(lambda _t: error.clear_message())
        field.returnPressed.connect(lambda index=row.index: self.validate_code(index))
        box = QWidget()
        column = QVBoxLayout(box)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(field)
        column.addWidget(error)
        label = QLabel(self.tr("Row {0} (order {1})").format(row.number, short_id(row.order_id)))
        label.setToolTip(row.order_id)
        self.otp_form.addRow(label, box)
        self.otp_fields[row.index] = field
        self._otp_errors[row.index] = error
        self._otp_boxes[row.index] = box
        self.otp_box.show()

    def _remove_otp(self, index: int) -> None:
        self.otp_fields.pop(index)
        self._otp_errors.pop(index, None)
        self.otp_form.removeRow(self._otp_boxes.pop(index))
        self.otp_box.setVisible(bool(self.otp_fields))

    def _clear_otp(self) -> None:
        for index in list(self.otp_fields):
            self._remove_otp(index)

    def validate_code(self, index: int) -> None:
        """The row's code through the door (as the single payout's OTP dialog); a wrong code
        is said at its field, and what was typed stays."""
        field, error = self.otp_fields[index], self._otp_errors[index]
        code = field.text().strip()
        row, ref, store = self.rows[index], self.ref, self.store
        if not code:
            error.show_message(self.tr("Enter the code."))
            return
        if ref is None or store is None:
            return
        actions, batch_id = self._session.actions, self.batch_id

        async def check() -> BatchRow | FieldIssue:
            try:
                order: OrderSummary = await actions.validate_otp(ref, row.order_id, code)
            except ValidationFailed as exc:
                issue = next((i for i in exc.details if i.field == "code"), None)
                if issue is None:
                    raise
                return issue
            state = outcome_of(order)
            if state is RowState.OTP_NEEDED:
                state = RowState.CREATED  # validated: the order moves on
            return await asyncio.to_thread(
                store.update_row, batch_id, index, state, order_id=order.id
            )

        def done(result: BatchRow | FieldIssue) -> None:
            if isinstance(result, FieldIssue):
                error.show_message(result.message)
                field.setFocus()
                field.selectAll()
                return
            self.poll()
            if self.result is not None:
                self._say_ending()

        self.runner.run(check, controls=[field], on_success=done, binding=Binding.FREE)

    # --- the end ---
    def _ended(self, result: SendResult) -> None:
        self.result = result
        self._timer.stop()
        self.poll()
        for row in result.rows:
            self._show_row(row)
        self.pause_button.setEnabled(False)
        self.cancel_button.setEnabled(False)
        for button in self.summary_buttons:
            button.setEnabled(True)
        self._say_ending()
        if result.stopped:
            self.banner.show_error(result.stopped)
        self.finished.emit(self.batch_id)

    def _say_ending(self) -> None:
        cancelled = self.result.cancelled if self.result is not None else False
        self.heading.setText(
            self.tr("The batch was cancelled") if cancelled else self.tr("The batch has ended")
        )
        self.ending.setText(ending_sentence(list(self.rows.values()), cancelled=cancelled))
        self.ending.show()

    def _failed(self, _exc: BaseException) -> None:
        """The run did not start (the guard said no, the store could not be read) or broke
        off: the runner's banner says why; the rows keep their keys for a resume."""
        self._timer.stop()
        self.poll()
        self.result = SendResult(list(self.rows.values()), finished=False)
        self.pause_button.setEnabled(False)
        self.cancel_button.setEnabled(False)
        for button in self.summary_buttons:
            button.setEnabled(bool(self.rows))

    @property
    def summary(self) -> Document:
        """The batch's summary (app/views/bulk/summary_pdf.py), for Save as PDF and Print."""
        return summary_document(self, self._session)

    def choose_results_file(self) -> None:
        name = save_file_name(  # a bare name opened the dialog in the working folder
            self,
            self.tr("Export results"),
            f"batch-{self.batch_id[:8]}-results.csv",
            self.tr("CSV files (*.csv)"),
        )
        if name:
            self.export_results(Path(name))

    def export_results(self, path: Path) -> asyncio.Task[None]:
        """Every row with its order, state and reason (app/services/bulk/results_file.py),
        through the door like every file with personal data: the guard, then the journal."""
        store, batch_id, actions = self.store, self.batch_id, self._session.actions

        def make() -> bytes:
            assert store is not None
            batch = store.batch(batch_id)
            if batch is None:
                raise BatchNotFoundError(batch_id)
            return results_csv(batch, store.rows(batch_id))

        async def write() -> Path:
            what = f"the results of batch {batch_id}"
            await actions.save_file(batch_target(self.ref, batch_id), what, make, path)
            return path

        return self.runner.run(
            write,
            controls=self.summary_buttons,
            binding=Binding.FREE,
            on_success=lambda written: self.banner.show_info(
                self.tr("Results written to {0}.").format(written)
            ),
        )
