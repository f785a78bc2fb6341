"""A batch's summary on paper or as a PDF, from the send page's "Save summary as PDF…" and
"Print…": what app/services/bulk/summary.py says, drawn by app/views/printing/pages.py.

Everything runs in a worker thread: reading the batch, its rows and the journal, building the
HTML and painting the pages (Qt paints on a PDF writer or a printer from any thread). The rows
are one ``Table`` that the pages module packs page by page, each page laid out alone, so the
window never waits for one long layout (a 10,000-row table laid out at once held the GIL, and
the window, 5.6 s). Both go through the door (``save_file``, ``print_document``): the guard
first, then the journal.
"""

from __future__ import annotations

import html
from typing import Protocol

from app.models.money import format_amount
from app.services.bulk.model import BatchStore
from app.services.bulk.results_file import state_in_words
from app.services.bulk.sender import BatchNotFoundError
from app.services.bulk.summary import (
    BatchPeople,
    BatchSummary,
    SummaryRow,
    batch_summary,
    people_from_journal,
)
from app.services.context import AccountRef
from app.services.door import target_of
from app.services.journal import JournalStore
from app.services.session import Session
from app.services.translation import translate
from app.views.printing.pages import Table
from app.views.printing.printout import Document, Pages
from app.views.widgets.numbers import localized_number, money_text
from app.views.widgets.times import DATE_SECONDS, moment_text
from app.views.widgets.visible_text import visible

STYLE = (
    "<style>body { font-size: 9pt; } h2 { font-size: 13pt; } h3 { font-size: 10pt; }"
    " td, th { padding: 2px 4px; } th { background: #e8e8e8; text-align: left; }"
    " table.rows { font-size: 7.5pt; } .num { text-align: right; }"
    " .id { white-space: nowrap; }</style>"
)


def _h(text: str) -> str:
    """Text made safe for HTML: names, reasons and files come from outside."""
    return html.escape(text)


def _heading(text: str) -> str:
    return f"<h3>{_h(text)}</h3>"


def _money(minor: int | None, currency: str) -> str:
    return money_text(minor, currency) if minor is not None else "—"


def summary_title(summary: BatchSummary) -> str:
    return translate("BatchSummary", "Batch of payouts: {0}").format(summary.batch.file_name)


def summary_footer(summary: BatchSummary) -> str:
    return translate("BatchSummary", "{0} · batch {1}").format(
        summary.batch.file_name, summary.batch.id
    )


def summary_table(summary: BatchSummary, account: str = "") -> Table:
    """The summary as one long table of rows, the batch, its money and its states above it;
    app/views/printing/pages.py packs its rows page by page."""
    return Table(
        rows=[_row(row) for row in summary.rows],
        header=_header(),
        before=_head(summary, account),
        table="<table class='rows' border='1' cellspacing='0' width='100%'>",
        style=STYLE,
    )


def _head(summary: BatchSummary, account: str = "") -> str:
    """``account``: the account's name as Teller knows it; its ids when it knows none."""
    batch, people = summary.batch, summary.people
    confirmed = people.confirmed_by or translate(
        "BatchSummary", "No second person's confirmation is in the journal."
    )
    if summary.ended_at is not None:
        ended = moment_text(summary.ended_at, False, DATE_SECONDS)
    else:
        ended = translate("BatchSummary", "Not ended: rows are still to be sent.")
    facts = (
        (translate("BatchSummary", "File"), batch.file_name),
        (translate("BatchSummary", "SHA-256"), batch.file_sha256),
        (translate("BatchSummary", "Batch"), batch.id),
        (translate("BatchSummary", "Account"), account or f"{batch.uid} / {batch.aid}"),
        (translate("BatchSummary", "Started by"), people.started_by),
        (translate("BatchSummary", "Confirmed by"), confirmed),
        (translate("BatchSummary", "Started"), moment_text(batch.created_at, False, DATE_SECONDS)),
        (translate("BatchSummary", "Ended"), ended),
        (translate("BatchSummary", "Rows"), str(len(summary.rows))),
    )
    out = [f"<h2>{_h(summary_title(summary))}</h2><table>"]
    out += [f"<tr><td><b>{_h(k)}</b></td><td>{_h(visible(v))}</td></tr>" for k, v in facts]
    out.append("</table>")
    out.append(_heading(translate("BatchSummary", "Money per currency")))
    out.append("<table border='1' cellspacing='0'><tr>")
    out += [
        f"<th>{_h(h)}</th>"
        for h in (
            translate("BatchSummary", "Currency"),
            translate("BatchSummary", "Rows"),
            translate("BatchSummary", "Total"),
            translate("BatchSummary", "Created or settled"),
        )
    ]
    out.append("</tr>")
    for money in summary.currencies:
        out.append(
            f"<tr><td>{_h(money.currency or '—')}</td><td class='num'>{money.rows}</td>"
            f"<td class='num'>{_h(_money(money.total, money.currency))}</td>"
            f"<td class='num'>{_h(_money(money.made, money.currency))}</td></tr>"
        )
    out.append("</table>")
    out.append(_heading(translate("BatchSummary", "Rows per state")))
    out.append("<table border='1' cellspacing='0'>")
    out += [
        f"<tr><td>{_h(state_in_words(state))}</td><td class='num'>{count}</td></tr>"
        for state, count in summary.counts
    ]
    out.append("</table>")
    out.append(_heading(translate("BatchSummary", "Rows")))
    return "".join(out)


def _header() -> str:
    headers = (
        translate("BatchSummary", "#"),
        translate("BatchSummary", "Recipient"),
        translate("BatchSummary", "Amount"),
        translate("BatchSummary", "Currency"),
        translate("BatchSummary", "State"),
        translate("BatchSummary", "Order"),
        translate("BatchSummary", "Reason"),
    )
    return "<tr>" + "".join(f"<th>{_h(h)}</th>" for h in headers) + "</tr>"


def _row(row: SummaryRow) -> str:
    amount = localized_number(format_amount(row.amount)) if row.amount is not None else "—"
    if row.received and row.amount is not None:
        amount = translate("BatchSummary", "{0} (received)").format(amount)
    cells = (
        f"<td class='num'>{row.number}</td>",
        f"<td>{_h(visible(row.recipient))}</td>",
        f"<td class='num'>{_h(amount)}</td>",
        f"<td>{_h(row.currency)}</td>",
        f"<td>{_h(state_in_words(row.state))}</td>",
        f"<td class='id'>{_h(row.order_id)}</td>",  # whole: it is what a person looks up
        f"<td>{_h(visible(row.reason))}</td>",
    )
    return "<tr>" + "".join(cells) + "</tr>"


def read_summary(store: BatchStore, batch_id: str, journal: JournalStore | None) -> BatchSummary:
    """The batch, its rows and who the journal says started and confirmed it (blocks: call it
    in a worker thread)."""
    batch = store.batch(batch_id)
    if batch is None:
        raise BatchNotFoundError(
            translate("BatchSummary", "The batch {0} is not in the batch store.").format(batch_id)
        )
    people: BatchPeople | None = None
    if journal is not None:
        people = people_from_journal(journal.entries(), batch)
    return batch_summary(batch, store.rows(batch_id), people)


def summary_pages(summary: BatchSummary, account: str = "") -> Pages:
    return Pages([summary_table(summary, account)], summary_title(summary), summary_footer(summary))


def batch_target(ref: AccountRef | None, batch_id: str) -> str:
    """A batch as the door names it (its start and end entries name it so too)."""
    return f"{target_of(ref)}/{batch_id}" if ref is not None else batch_id


class BatchSource(Protocol):
    """What the summary is made from: the send page's store, batch and account."""

    @property
    def store(self) -> BatchStore | None: ...

    @property
    def batch_id(self) -> str: ...

    @property
    def ref(self) -> AccountRef | None: ...


def summary_document(source: BatchSource, session: Session) -> Document:
    """The batch's summary as the door saves or prints it: read, built and drawn in a
    worker thread, the journal's names included where the session has a journal."""
    store, batch_id = source.store, source.batch_id
    journal = session.recorder.journal.store if session.recorder is not None else None
    # The account by name ("Elena Marín · Payouts · EUR"), read here on the window's thread.
    ref = source.ref
    known = session.directory.account_label(ref.aid) if ref is not None else ""
    account = f"{known} ({ref.aid})" if known and ref is not None else ""

    def make() -> Pages:
        if store is None:
            raise BatchNotFoundError(batch_id)
        return summary_pages(read_summary(store, batch_id, journal), account)

    return Document(
        batch_target(source.ref, batch_id),
        f"the summary of batch {batch_id}",
        f"batch-{batch_id[:8]}-summary.pdf",
        make,
    )
