"""The batch before anything moves: count and total per currency, every crypto row's fee and
rate from the simulation endpoint (four at a time), what the batch debits against what the
account has, and ONE countdown for the batch's quotes with one re-quote for those expired.

"Start the batch…" shows the last look (the single form's confirmation dialog), then the
door's ``start_batch`` asks the environment's guard (the typed total in production) and
journals it, and the batch and one new key per row are written to the batch store
(app/services/bulk/review.py ``start_reviewed_batch``, where the balance rule is asked again).

On a profile that asks for four-eyes the button first reads "Ask for a second person's
confirmation…": the batch is made and proposed then, and kept for the start; the page says
who it waits for, then who confirmed or returned it, as the book hears it
(``batch_approval.py``). The door refuses a start without that confirmation either way.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.api.errors import ApiError
from app.models.accounts import Account
from app.models.money import to_minor
from app.services.bulk.batch_store import SqliteBatchStore, default_path
from app.services.bulk.model import Batch, BatchStore, CheckedRow, PayoutKind, SourceFile
from app.services.bulk.review import (
    Need,
    Quoted,
    checked_fingerprint,
    cover_problem,
    kind_of,
    make_batch,
    need_of,
    simulate_rows,
    start_reviewed_batch,
    totals_by_currency,
)
from app.services.session import Session
from app.views.bulk.batch_approval import BatchApproval
from app.views.bulk.review_totals import ReviewTotals
from app.views.payouts.confirm_dialog import ConfirmPayoutDialog
from app.views.task_runner import Binding, RunnerFactory
from app.views.widgets.api_messages import error_text
from app.views.widgets.error_banner import ErrorBanner
from app.views.widgets.numbers import money_text

TICK_MS = 200


def is_repeat(row: CheckedRow) -> bool:
    """A row that repeats an earlier row of the file or a payout sent in the last days."""
    return row.duplicate_of is not None or bool(row.recent_order)


class ReviewPage(QWidget):
    start_requested = Signal(object)  # the Batch id, stored and started
    back = Signal()

    def __init__(
        self,
        session: Session,
        runner_factory: RunnerFactory,
        parent: QWidget | None = None,
        *,
        store: BatchStore | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        """``store``: the batch store (default: the data folder's); ``clock``: the quotes'
        countdown clock, a parameter so a test can make a quote expire."""
        super().__init__(parent)
        self._session = session
        self._store = store
        self._clock = clock
        self.rows: list[CheckedRow] = []
        self.file: SourceFile | None = None
        self.quotes: dict[int, Quoted | Exception] = {}
        self.account: Account | None = None
        self.need: Need | None = None
        self.confirmation: ConfirmPayoutDialog | None = None
        self.banner = ErrorBanner()
        self.runner = runner_factory(self, self.banner)

        self.heading = QLabel(self.tr("Review the batch"))
        self.heading.setProperty("role", "heading")
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        # Rows that repeat another row of the file, or a payout sent in the last days, stay out
        # of the batch unless the person ticks this: paying twice is the one mistake a batch
        # must not make quietly (they are flagged in the grid, never dropped unsaid).
        self.send_repeats = QCheckBox()
        self.send_repeats.setChecked(False)
        self.send_repeats.hide()
        self.send_repeats.toggled.connect(lambda _on: self._choose_rows())
        self._ready: list[CheckedRow] = []
        self._left_out = 0
        self.totals = ReviewTotals()
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setProperty("role", "fieldError")
        self.problem.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.problem.hide()

        quotes = QGroupBox(self.tr("Fees and quotes"))
        self.quote_status = QLabel()
        self.quote_status.setWordWrap(True)
        self.fees = QLabel()
        self.fees.setWordWrap(True)
        self.countdown = QLabel()
        self.countdown.setProperty("role", "countdown")
        self.requote_button = QPushButton(self.tr("Re-&quote expired rows"))
        self.requote_button.clicked.connect(self.requote)
        self.requote_button.hide()
        timer_line = QHBoxLayout()
        timer_line.addWidget(self.countdown)
        timer_line.addStretch(1)
        timer_line.addWidget(self.requote_button)
        quotes_layout = QVBoxLayout(quotes)
        quotes_layout.addWidget(self.quote_status)
        quotes_layout.addWidget(self.fees)
        quotes_layout.addLayout(timer_line)

        self.back_button = QPushButton(self.tr("&Back"))
        self.back_button.clicked.connect(self.back)
        self.start_button = QPushButton(self.tr("&Start the batch…"))
        self.start_button.clicked.connect(self.start)
        self.approval = BatchApproval(session)  # a second person's confirmation (four-eyes)
        self.approval.changed.connect(self._update_start)
        self.start_button.setEnabled(False)
        buttons = QHBoxLayout()
        buttons.addWidget(self.back_button)
        buttons.addStretch(1)
        buttons.addWidget(self.start_button)

        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.banner)
        layout.addWidget(self.summary)
        layout.addWidget(self.send_repeats)
        layout.addWidget(self.totals)
        layout.addWidget(quotes)
        layout.addWidget(self.problem)
        layout.addWidget(self.approval)
        layout.addStretch(1)
        layout.addLayout(buttons)

        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self.tick)
        self.approval.follow_journal(self.runner)  # before any batch starts or resumes here

    # --- what the page shows ---
    @property
    def store(self) -> BatchStore:
        if self._store is None:
            self._store = SqliteBatchStore(default_path())
        return self._store

    def show_rows(self, rows: list[CheckedRow], file: SourceFile) -> None:
        """The rows to send (those ready: a row with an error stands is never sent; a repeat
        only when the person ticks it)."""
        self._ready = [row for row in rows if row.ready]
        self._left_out = len(rows) - len(self._ready)
        self.file = file
        repeats = sum(1 for row in self._ready if is_repeat(row))
        self.send_repeats.blockSignals(True)
        self.send_repeats.setChecked(False)
        self.send_repeats.blockSignals(False)
        self.send_repeats.setText(
            self.tr(
                "Send the {0} payouts that repeat another row or a recent payout as well"
            ).format(repeats)
        )
        self.send_repeats.setVisible(repeats > 0)
        self._choose_rows()

    def _choose_rows(self) -> None:
        file = self.file
        assert file is not None
        with_repeats = self.send_repeats.isChecked()
        self.rows = [row for row in self._ready if with_repeats or not is_repeat(row)]
        self.quotes = {}
        self.account = None
        self.need = None
        self.banner.clear()
        summary = self.tr("{0}: {1} payouts to send.").format(file.name, len(self.rows))
        if self._left_out:
            summary += " " + self.tr("{0} rows with errors are left out.").format(self._left_out)
        repeats_out = len(self._ready) - len(self.rows)
        if repeats_out:
            summary += " " + self.tr(
                "{0} rows that repeat another row or a recent payout are left out."
            ).format(repeats_out)
        self.summary.setText(summary)
        self.approval.rows_shown(checked_fingerprint(self.rows))
        self.totals.show_totals(totals_by_currency(self.rows))
        self.totals.show_balance(None, None)
        self._show_quotes()
        self._update_start()
        self.load()

    def crypto_rows(self) -> list[tuple[int, CheckedRow]]:
        return [(i, row) for i, row in enumerate(self.rows) if kind_of(row) is PayoutKind.CRYPTO]

    def load(self, only: Sequence[int] | None = None) -> None:
        """The account's balance and the quotes (``only``: those rows again)."""
        ref = self._session.context.account
        if ref is None:
            self.banner.show_error(self.tr("Open an account first: the batch is paid from it."))
            return
        client = self._session.client
        wanted = [(i, row) for i, row in self.crypto_rows() if only is None or i in only]
        for index, _row in wanted:
            self.quotes.pop(index, None)
        self.need = None
        self._show_quotes()
        self._update_start()

        def landed(index: int, result: Quoted | Exception) -> None:
            self.quotes[index] = result
            self._show_quotes()

        async def fetch() -> Account:
            await simulate_rows(
                wanted,
                lambda request: client.simulate_crypto_payout(ref.uid, ref.aid, request),
                landed=landed,
                clock=self._clock,
            )
            return await client.get_account(ref.uid, ref.aid)

        self.runner.run(
            fetch,
            on_success=self._loaded,
            controls=[self.requote_button],
            key="review",
            retry=lambda: self.load(only),
        )

    def _loaded(self, account: Account) -> None:
        self.account = account
        self.need = need_of(self.rows, self.quotes, account.currency)
        self.totals.show_balance(account, self.need)
        self._show_quotes()
        self._update_start()

    def _show_quotes(self) -> None:
        crypto = self.crypto_rows()
        if not crypto:
            self.quote_status.setText(
                self.tr(
                    "No crypto rows: bank payouts have no quote. Each bank fee is set by the "
                    "server and taken from its debit."
                )
            )
            self.fees.setText("")
            self.countdown.setText("")
            self._timer.stop()
            return
        answered = [i for i, _row in crypto if i in self.quotes]
        failed: dict[int, Exception] = {
            i: r for i, r in self.quotes.items() if isinstance(r, Exception)
        }
        if len(answered) < len(crypto):
            self.quote_status.setText(
                self.tr("Asking for quotes: {0} of {1}…").format(len(answered), len(crypto))
            )
        else:
            self.quote_status.setText(
                self.tr("{0} crypto rows quoted; bank fees are set by the server.").format(
                    len(crypto) - len(failed)
                )
            )
        self.fees.setText(self._fee_words(failed))
        if any(isinstance(r, Quoted) for r in self.quotes.values()):
            if self.isVisible():
                self._timer.start()
            self.tick()

    def _fee_words(self, failed: dict[int, Exception]) -> str:
        fees: dict[str, int] = {}
        for result in self.quotes.values():
            if not isinstance(result, Quoted):
                continue
            fee = result.simulation.fee
            if fee.amount is not None:
                currency = fee.currency or result.simulation.origin.currency
                fees[currency] = fees.get(currency, 0) + fee.amount
        words = ""
        if fees:
            words = self.tr("Crypto fees: {0}.").format(
                " + ".join(money_text(n, c) for c, n in fees.items())
            )
        for index, exc in sorted(failed.items()):
            reason = error_text(exc) if isinstance(exc, ApiError) else type(exc).__name__
            words += " " + self.tr("Row {0} has no quote: {1}").format(
                self.rows[index].row.number, reason
            )
        return words.strip()

    # --- the batch's one countdown ---
    def expired_rows(self) -> list[int]:
        now = self._clock()
        return [
            i
            for i, result in self.quotes.items()
            if isinstance(result, Exception) or result.deadline <= now
        ]

    def seconds_left(self) -> float:
        """Until the first of the batch's quotes ends (0 when one has)."""
        deadlines = [r.deadline for r in self.quotes.values() if isinstance(r, Quoted)]
        if not deadlines:
            return 0.0
        return max(0.0, min(deadlines) - self._clock())

    def tick(self) -> None:
        expired = self.expired_rows()
        if expired:
            self._timer.stop()
            text = self.tr("{0} quotes expired or missing: re-quote them before starting.").format(
                len(expired)
            )
            tone = "bad"
        else:
            text = self.tr("The batch's quotes hold for {0} s").format(
                math.ceil(self.seconds_left())
            )
            tone = "good"
        if self.countdown.text() != text:
            self.countdown.setText(text)
        if self.countdown.property("tone") != tone:
            self.countdown.setProperty("tone", tone)
            self.countdown.style().unpolish(self.countdown)
            self.countdown.style().polish(self.countdown)
        loading = len(self.quotes) < len(self.crypto_rows())
        self.requote_button.setVisible(bool(expired) and not loading)
        self._update_start()

    def requote(self) -> None:
        """Every expired (or failed) row asked again, in one go; the rest keep their quote."""
        self.load(self.expired_rows())

    # --- starting ---
    def blocker(self) -> str | None:
        """Why the batch cannot start yet, as a sentence (the start asks the rule again)."""
        if not self.rows:
            return self.tr("No row is ready to send.")
        if self.account is None or self.need is None:
            return self.tr("Wait for the balance and the quotes.")
        if self.expired_rows():
            return self.tr("Some quotes expired: choose Re-quote expired rows first.")
        return self.approval.blocker() or cover_problem(self.account, self.need, money_text)

    def shortfall(self) -> str | None:
        """The balance rule's sentence, with by how much, once the balance is known."""
        if self.account is None or self.need is None:
            return None
        return cover_problem(self.account, self.need, money_text)

    def _update_start(self) -> None:
        self.start_button.setText(self.approval.button_text() or self.tr("&Start the batch…"))
        blocker = self.blocker()
        self.start_button.setEnabled(blocker is None)
        self.start_button.setToolTip(blocker or "")
        shortfall = self.shortfall()
        self.problem.setText(shortfall or "")
        self.problem.setVisible(shortfall is not None)

    def start(self) -> None:
        blocker = self.blocker()
        if blocker is not None:  # also by its shortcut while disabled
            self.banner.show_error(blocker)
            return
        if self.file is None:
            return
        ref = self._session.context.account
        if self.approval.asks_first and ref is not None:
            controls = [self.back_button]  # the start button follows the approval's state
            self.approval.ask(self._last_look, self.runner, controls, self.rows, self.file, ref)
            return
        self._last_look(
            self.tr("Start this batch?"),
            self.tr(
                "Each row is sent under its own key, kept in the batch store: a batch stopped "
                "half-way is resumed without paying anyone twice. Rows that need a one-time "
                "code are listed on the next page."
            ),
            self.tr("Start the batch"),
        ).finished.connect(self._confirmed)

    def _last_look(self, title: str, note: str, send_text: str) -> ConfirmPayoutDialog:
        assert self.file is not None
        totals = " + ".join(
            money_text(to_minor(t.total), t.currency) for t in totals_by_currency(self.rows)
        )
        rows = [
            (self.tr("File"), self.file.name),
            (self.tr("Payouts"), str(len(self.rows))),
            (self.tr("Total"), totals),
            (self.tr("Debited"), self.totals.debit.text()),
            (self.tr("Left after"), self.totals.after.text()),
        ]
        dialog = ConfirmPayoutDialog(title, rows, note, self, send_text=send_text)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.finished.connect(self._looked)
        self.confirmation = dialog
        dialog.open()
        return dialog

    def _looked(self, _result: int) -> None:
        self.confirmation = None

    def _confirmed(self, result: int) -> None:
        self.confirmation = None
        if result != QDialog.DialogCode.Accepted.value:
            return
        ref = self._session.context.account
        if ref is None or self.file is None or self.need is None:
            return
        actions, client, store, need = (
            self._session.actions,
            self._session.client,
            self.store,
            self.need,
        )
        # On a four-eyes profile, the batch a second person confirmed (its id, its keys);
        # a new one anywhere else (the door refuses it on a four-eyes profile: unconfirmed).
        who = actions.reviewer.key_id or self._session.api_code
        batch, rows = self.approval.kept_batch() or make_batch(
            self.rows, self.file, ref, who, actions.place
        )

        async def begin() -> Batch:
            return await start_reviewed_batch(
                actions,
                lambda: client.get_account(ref.uid, ref.aid),
                store,
                ref,
                batch,
                rows,
                need,
                money_text,
            )

        self.runner.run(
            begin,
            controls=[self.start_button, self.back_button],
            binding=Binding.ACTION,
            on_success=lambda started: self.start_requested.emit(started.id),
        )

    def showEvent(self, event):  # type: ignore[no-untyped-def]  # noqa: N802
        super().showEvent(event)
        if self.quotes:
            self._timer.start()
            self.tick()

    def hideEvent(self, event):  # type: ignore[no-untyped-def]  # noqa: N802
        super().hideEvent(event)
        self._timer.stop()
