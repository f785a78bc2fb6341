"""A statement as printable pages (app/views/printing/pages.py draws them): the account and
period, the summary, the check against the account with what explains a difference, every
line with its running balance (the table in parts of a page each, so a long statement is
laid out page by page and never holds the window), what is reserved and pending, and what
the API cannot give. Made in a worker thread: plain Python and QTextDocument, no widget."""

from __future__ import annotations

from datetime import datetime, timedelta
from html import escape

from app.services.statement.book import Statement
from app.services.statement.effects import Hold
from app.services.translation import translate
from app.views.statement import words
from app.views.widgets.numbers import money_text
from app.views.widgets.terms import state_name
from app.views.widgets.times import DATE_MINUTES, date_format, moment_text
from app.views.widgets.visible_text import visible

ROWS_A_PAGE = 36  # lines of the table on one A4 page, one line each, at 9 pt
FIRST_PAGE_ROWS = 14  # below the heading, the summary and the check
STYLE = (
    "<style>body { font-size: 9pt; color: black; } h1 { font-size: 14pt; } "
    "h2 { font-size: 11pt; } th { text-align: left; background: #eeeeee; } "
    "td.n, th.n { text-align: right; }</style>"
)


def _e(text: str) -> str:
    return escape(text, quote=False)


def _day(moment: datetime) -> str:
    return moment.astimezone().strftime(date_format("%Y-%m-%d"))


def _table_head() -> str:
    names = (
        translate("StatementPdf", "Date"),
        translate("StatementPdf", "Description"),
        translate("StatementPdf", "Counterparty"),
    )
    numbers = (
        translate("StatementPdf", "Amount"),
        translate("StatementPdf", "Fee"),
        translate("StatementPdf", "Balance"),
    )
    cells = "".join(f"<th>{_e(n)}</th>" for n in names)
    cells += "".join(f'<th class="n">{_e(n)}</th>' for n in numbers)
    return f'<table border="1" cellspacing="0" cellpadding="3" width="100%"><tr>{cells}</tr>'


def _total_row(day: str, label: str, amount: str) -> str:
    return (
        f'<tr><td>{_e(day)}</td><td colspan="4"><b>{_e(label)}</b></td>'
        f'<td class="n"><b>{_e(amount)}</b></td></tr>'
    )


def _row(texts: tuple[str, ...], numbers: tuple[str, ...]) -> str:
    cells = "".join(f"<td>{_e(t)}</td>" for t in texts)
    cells += "".join(f'<td class="n">{_e(n)}</td>' for n in numbers)
    return f"<tr>{cells}</tr>"


def _line_rows(statement: Statement, flagged: set[str]) -> list[str]:
    currency = statement.account.currency
    rows = [
        _total_row(
            _day(statement.period.start),
            translate("StatementPdf", "Opening balance"),
            money_text(statement.opening, currency),
        )
    ]
    for line in statement.lines:
        movement = line.movement
        order = movement.order
        text = words.describe(movement)
        if order.reference:
            text += f" · {visible(order.reference)}"
        if order.id in flagged:
            text = "\u26a0 " + text
        rows.append(
            _row(
                (
                    moment_text(movement.at, False, DATE_MINUTES),
                    text,
                    visible(order.counterparty),
                ),
                (
                    money_text(movement.amount, currency),
                    money_text(movement.fee, currency) if movement.fee else "",
                    money_text(line.balance, currency),
                ),
            )
        )
    rows.append(
        _total_row(
            _day(statement.period.end - timedelta(microseconds=1)),
            translate("StatementPdf", "Closing balance"),
            money_text(statement.closing, currency),
        )
    )
    return rows


def _holds(title: str, holds: tuple[Hold, ...], currency: str) -> str:
    if not holds:
        return ""
    rows = "".join(
        _row(
            (
                visible(h.order.reference),
                visible(h.order.display_type) or h.order.type,
                visible(h.order.counterparty),
                state_name(h.order.state),
            ),
            (money_text(h.amount, currency),),
        )
        for h in holds
    )
    names = (
        translate("StatementPdf", "Reference"),
        translate("StatementPdf", "Description"),
        translate("StatementPdf", "Counterparty"),
        translate("StatementPdf", "State"),
    )
    heads = "".join(f"<th>{_e(n)}</th>" for n in names)
    amount = _e(translate("StatementPdf", "Amount"))
    return (
        f"<h2>{_e(title)}</h2>"
        '<table border="1" cellspacing="0" cellpadding="3" width="100%">'
        f'<tr>{heads}<th class="n">{amount}</th></tr>{rows}</table>'
    )


def _paragraphs(lines: list[str]) -> str:
    return "".join(f"<p>{_e(line)}</p>" for line in lines)


def flagged_orders(statement: Statement) -> set[str]:
    """Orders that explain (or may explain) a difference of the balance."""
    check = statement.balance_check
    return {e.order_id for e in (*check.explanations, *check.candidates) if e.order_id}


def check_groups(statement: Statement) -> list[tuple[bool, list[str]]]:
    """The check against the account, a group each for the balance, reserved and pending in
    (this one only when something is or should be pending): (agrees, its lines)."""
    currency, read = statement.account.currency, statement.ledger_read
    balance, reserved, pending = (
        statement.balance_check,
        statement.reserved_check,
        statement.pending_in_check,
    )
    groups = [
        (
            balance.reconciles,
            [
                words.balance_line(statement),
                *words.explanations_text(balance, currency, ledger_read=read),
            ],
        ),
        (
            reserved.reconciles,
            [
                words.hold_line(reserved, currency, reserved=True, count=len(statement.reserved)),
                *words.explanations_text(reserved, currency, ledger_read=read),
            ],
        ),
    ]
    if statement.pending_in or not pending.reconciles:
        count = len(statement.pending_in)
        groups.append(
            (
                pending.reconciles,
                [
                    words.hold_line(pending, currency, reserved=False, count=count),
                    *words.explanations_text(pending, currency, ledger_read=read),
                ],
            )
        )
    return groups


def check_lines(statement: Statement) -> list[str]:
    """The check's lines, one after the other."""
    return [line for _agrees, lines in check_groups(statement) for line in lines]


def statement_parts(statement: Statement) -> tuple[list[str], str, str]:
    """(HTML parts, each starting a page; the PDF's title; each page's footer)."""
    account, period = statement.account, statement.period
    currency = account.currency
    name = visible(account.alias) or account.id
    title = translate("StatementPdf", "Statement of {0} ({1}), {2} to {3}").format(
        name, currency, _day(period.start), period.last_day.strftime(date_format("%Y-%m-%d"))
    )
    summary = [
        (translate("StatementPdf", "Opening balance"), statement.opening),
        (translate("StatementPdf", "Money in"), statement.credits),
        (translate("StatementPdf", "Money out"), statement.debits),
        (translate("StatementPdf", "Fees"), statement.fees),
        (translate("StatementPdf", "Closing balance"), statement.closing),
    ]
    summary_rows = "".join(
        f'<tr><td>{_e(label)}</td><td class="n">{_e(money_text(value, currency))}</td></tr>'
        for label, value in summary
    )
    account_line = translate("StatementPdf", "Account {0}").format(account.id)
    read = moment_text(statement.read_at, False, DATE_MINUTES)
    read_line = translate("StatementPdf", "Read {0}").format(read)
    checked = translate("StatementPdf", "Checked against the account")
    heading = (
        f"{STYLE}<h1>{_e(title)}</h1>"
        f"<p>{_e(account_line)}<br>{_e(read_line)}</p>"
        f'<table cellspacing="0" cellpadding="2">{summary_rows}</table>'
        f"<h2>{_e(checked)}</h2>"
        f"{_paragraphs(check_lines(statement))}"
    )
    rows = _line_rows(statement, flagged_orders(statement))
    movements = translate("StatementPdf", "Movements")
    parts = [
        heading
        + f"<h2>{_e(movements)}</h2>"
        + _table_head()
        + "".join(rows[:FIRST_PAGE_ROWS])
        + "</table>"
    ]
    for start in range(FIRST_PAGE_ROWS, len(rows), ROWS_A_PAGE):
        chunk = "".join(rows[start : start + ROWS_A_PAGE])
        parts.append(f"{STYLE}{_table_head()}{chunk}</table>")
    cannot = translate("StatementPdf", "What the API cannot give")
    parts.append(
        STYLE
        + _holds(
            translate("StatementPdf", "Reserved by payouts not yet settled"),
            statement.reserved,
            currency,
        )
        + _holds(translate("StatementPdf", "Pending in"), statement.pending_in, currency)
        + f"<h2>{_e(cannot)}</h2>"
        + _paragraphs(words.limits(statement))
        + _paragraphs([words.problem_line(p) for p in statement.problems])
    )
    footer = translate("StatementPdf", "Statement of {0}").format(name)
    return parts, title, footer
