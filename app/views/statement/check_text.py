"""What the statement dialog says under its period and its tabs: the period's figures in one
line, and the check against the account (each group a check; one that does not agree in the
error colour, its ✗ saying it too). Its own module so the dialog stays about reading and
showing; the words keep the dialog's translation context."""

from __future__ import annotations

from html import escape

from app.services.statement.book import Statement
from app.services.statement.period import PeriodKind
from app.services.translation import translate
from app.views.statement.statement_pdf import check_groups
from app.views.widgets.numbers import money_text
from app.views.widgets.plural import count_text

SHOWN_EXPLANATIONS = 8  # lines under the check; the rest are marked ⚠ in the table
ERROR_COLOUR = "#c62828"  # the style sheet's fieldError red


def summary_text(statement: Statement) -> str:
    """'Opening … · In … · Out … · Fees … · Closing …', and what came after the period."""
    currency = statement.account.currency

    def money(minor: int) -> str:
        return money_text(minor, currency)

    text = translate(
        "StatementDialog", "Opening {0} · In {1} · Out {2} · Fees {3} · Closing {4}"
    ).format(
        money(statement.opening),
        money(statement.credits),
        money(statement.debits),
        money(statement.fees),
        money(statement.closing),
    )
    if statement.later:
        text += " · " + translate("StatementDialog", "since then {0}").format(
            money(statement.later)
        )
    if statement.period.kind is PeriodKind.THIS_MONTH:
        text += " · " + translate("StatementDialog", "the month so far")
    return text


def check_html(statement: Statement) -> str:
    """The check as rich text: at most SHOWN_EXPLANATIONS lines, the rest marked ⚠ in the
    table and counted here."""
    html: list[str] = []
    left = SHOWN_EXPLANATIONS + 1
    hidden = 0
    for agrees, lines in check_groups(statement):
        shown, more = lines[: max(left, 1)], lines[max(left, 1) :]
        left -= len(shown)
        hidden += len(more)
        body = "<br>".join(escape(line, quote=False) for line in shown)
        html.append(body if agrees else f'<span style="color: {ERROR_COLOUR}">{body}</span>')
    if hidden:
        rest = translate("StatementDialog", "…and {0} more; their lines are marked ⚠.").format(
            count_text(hidden)
        )
        html.append(escape(rest, quote=False))
    return "<br>".join(html)
