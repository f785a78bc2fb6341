"""The statement in sentences: each line's description, the check against the account (what
agrees, by how much it differs and which orders explain it), an order Teller could not count,
and what the API cannot give. Amounts in the language on screen."""

from __future__ import annotations

from app.services.statement.book import Statement
from app.services.statement.checks import Check, Explanation, Why
from app.services.statement.effects import Movement, MovementKind, Problem, ProblemKind
from app.services.translation import translate
from app.views.widgets.numbers import localized_number, money_text
from app.views.widgets.plural import plural
from app.views.widgets.visible_text import visible

OK = "\u2713"  # ✓
DIFFERS = "\u2717"  # ✗


def order_label(order_reference: str | None, order_id: str | None) -> str:
    """How an order is named in a sentence: its reference, else its id's start."""
    if order_reference:
        return visible(order_reference)
    return (order_id or "")[:8] or translate("StatementWords", "an order")


def describe(movement: Movement) -> str:
    """The description column: what the order was, and its conversion when it had one."""
    order = movement.order
    text = visible(order.display_type) or order.type
    if movement.kind is MovementKind.REVERSAL:
        text = translate("StatementWords", "Reversal of {0}").format(text)
    fx, destination = order.fx, order.destination
    if fx is not None and fx.pair and fx.rate is not None:
        rate = localized_number(f"{fx.rate:,.8g}")
        if destination is not None and destination.amount is not None:
            received = money_text(destination.amount, destination.currency.value)
            text = translate("StatementWords", "{0} · {1} at {2} ({3})").format(
                text, received, rate, fx.pair
            )
        else:
            text = translate("StatementWords", "{0} · FX {1} ({2})").format(text, rate, fx.pair)
    return text


def _part(share: int, difference: int, currency: str) -> str:
    """How much of the difference an explanation makes: "accounts for 10.00 EUR of it", or,
    against the difference's sign, "offsets 2.00 EUR of it"."""
    amount = money_text(abs(share), currency)
    if difference and (share > 0) != (difference > 0):
        return translate("StatementWords", "offsets {0} of it").format(amount)
    return translate("StatementWords", "accounts for {0} of it").format(amount)


def balance_line(statement: Statement) -> str:
    check, currency = statement.balance_check, statement.account.currency
    orders = plural(
        statement.orders,
        translate("StatementWords", "{0} order"),
        translate("StatementWords", "{0} orders"),
    )
    if check.reconciles:
        return translate(
            "StatementWords",
            "{0} Reconciles to the unit: {1} computed from {2} is the account's balance.",
        ).format(OK, money_text(check.computed, currency), orders)
    return translate(
        "StatementWords", "{0} Differs by {1}: {2} computed from {3}; the account says {4}."
    ).format(
        DIFFERS,
        money_text(abs(check.difference), currency),
        money_text(check.computed, currency),
        orders,
        money_text(check.expected, currency),
    )


def hold_line(check: Check, currency: str, *, reserved: bool, count: int) -> str:
    if reserved:
        what = plural(
            count,
            translate("StatementWords", "{0} payout not yet settled"),
            translate("StatementWords", "{0} payouts not yet settled"),
        )
        if check.reconciles and not count:
            return translate(
                "StatementWords", "{0} Nothing is reserved: no payout is waiting to settle."
            ).format(OK)
        if check.reconciles:
            return translate(
                "StatementWords", "{0} Reserved by {1}: {2}, the account's pending out."
            ).format(OK, what, money_text(check.computed, currency))
        return translate(
            "StatementWords",
            "{0} Reserved by {1}: {2}; the account's pending out is {3} (differs by {4}).",
        ).format(
            DIFFERS,
            what,
            money_text(check.computed, currency),
            money_text(check.expected, currency),
            money_text(abs(check.difference), currency),
        )
    what = plural(
        count,
        translate("StatementWords", "{0} order not yet settled"),
        translate("StatementWords", "{0} orders not yet settled"),
    )
    if check.reconciles:
        return translate(
            "StatementWords", "{0} Pending in from {1}: {2}, the account's pending in."
        ).format(OK, what, money_text(check.computed, currency))
    return translate(
        "StatementWords",
        "{0} Pending in from {1}: {2}; the account's pending in is {3} (differs by {4}).",
    ).format(
        DIFFERS,
        what,
        money_text(check.computed, currency),
        money_text(check.expected, currency),
        money_text(abs(check.difference), currency),
    )


def explanation(item: Explanation, currency: str, difference: int) -> str:
    """One order (or ledger fact) and how much of the difference it makes."""
    name = order_label(item.order.reference if item.order else None, item.order_id)
    share = _part(item.share, difference, currency)
    ledger = money_text(item.ledger or 0, currency)
    counted = money_text(item.counted or 0, currency)
    if item.why is Why.LEDGER_DIFFERS:
        return translate(
            "StatementWords", "Order {0}: the ledger moved {1} for it, the order says {2} ({3})."
        ).format(name, ledger, counted, share)
    if item.why is Why.NOT_COUNTED:
        reason = problem_reason(item.problem.kind) if item.problem else ""
        return translate(
            "StatementWords",
            "Order {0} could not be counted ({1}); the ledger moved {2} for it ({3}).",
        ).format(name, reason, ledger, share)
    if item.why is Why.LEDGER_WITHOUT_ORDER:
        if item.order_id is None:
            return translate(
                "StatementWords", "Ledger transactions of no order moved {0} ({1})."
            ).format(ledger, share)
        return translate(
            "StatementWords",
            "Ledger transactions of order {0}, which the account's order list does not have, "
            "moved {1} ({2}).",
        ).format(name, ledger, share)
    if item.why is Why.LEDGER_TOTAL:
        return translate(
            "StatementWords", "The ledger's transactions add up to {0}, not to the balance ({1})."
        ).format(ledger, share)
    if item.why is Why.STILL_OPEN:
        return translate(
            "StatementWords",
            "Order {0} was open when read: the server may have settled or dropped it since.",
        ).format(name)
    if item.why is Why.SETTLED_AMOUNT:
        return translate(
            "StatementWords",
            "Order {0} settled for exactly this amount: the server may not have moved it.",
        ).format(name)
    if item.why is Why.FEE_AMOUNT:
        return translate("StatementWords", "Order {0} has a fee of exactly this amount.").format(
            name
        )
    return translate(
        "StatementWords",
        "Order {0} had settled or failed when read: the server may still hold its amount.",
    ).format(name)


def explanations_text(check: Check, currency: str, *, ledger_read: bool) -> list[str]:
    """The sentences under a check: what explains the difference, or that nothing does."""
    difference = check.difference
    lines = [explanation(item, currency, difference) for item in check.explanations]
    if check.reconciles:
        if lines:  # they cancel out: still worth a look
            lines = [
                translate(
                    "StatementWords", "The total agrees, but the ledger disagrees on these orders:"
                ),
                *[explanation(item, currency, item.share) for item in check.explanations],
            ]
        return lines
    if check.explanations and check.unexplained == 0:
        lines.insert(0, translate("StatementWords", "Explained by:"))
        return lines
    if check.explanations:
        lines.insert(0, translate("StatementWords", "Partly explained by:"))
        lines.append(
            translate("StatementWords", "{0} of it cannot be explained.").format(
                money_text(abs(check.unexplained), currency)
            )
        )
    if check.candidates:
        lines.append(translate("StatementWords", "Each of these alone would explain it:"))
        lines += [explanation(item, currency, difference) for item in check.candidates]
    elif not check.explanations:
        if ledger_read:
            lines.append(
                translate("StatementWords", "It cannot be explained from the orders or the ledger.")
            )
        else:
            lines.append(
                translate(
                    "StatementWords",
                    "It cannot be explained from the orders: no order has this amount, and the "
                    "API lists no ledger transactions to compare them with.",
                )
            )
    return lines


def problem_reason(kind: ProblemKind) -> str:
    return {
        ProblemKind.UNKNOWN_DIRECTION: translate(
            "StatementWords", "neither its type nor the server says in or out"
        ),
        ProblemKind.OTHER_CURRENCY: translate(
            "StatementWords", "its money is not in the account's currency"
        ),
        ProblemKind.NO_AMOUNT: translate("StatementWords", "it has no amount"),
        ProblemKind.NO_TIME: translate("StatementWords", "it settled but does not say when"),
        ProblemKind.UNKNOWN_STATE: translate(
            "StatementWords", "its state is neither open, settled nor failed"
        ),
    }[kind]


def problem_line(problem: Problem) -> str:
    order = problem.order
    return translate("StatementWords", "Order {0} ({1}, {2}) is not counted: {3}.").format(
        order_label(order.reference, order.id),
        visible(order.display_type) or order.type,
        order.state,
        problem_reason(problem.kind),
    )


def limits(statement: Statement) -> list[str]:
    """What the API cannot give, and what the statement did about it."""
    said = [
        translate(
            "StatementWords",
            "Built from the account's orders: the API lists no ledger transactions (it reads one "
            "by its id only, and no order names its transactions). Each settled order is one "
            "line, dated when it settled; a payout's fee is taken from its debit.",
        ),
        translate(
            "StatementWords",
            "Money that moved without an order (an account fee, a correction) is in the "
            "balance but on no line: it shows as a difference.",
        ),
    ]
    if statement.ledger_read:
        said.append(
            translate(
                "StatementWords",
                "This sandbox lists its ledger (a test helper): as the orders did not agree "
                "with the account, each order was compared with its ledger transactions, so "
                "the difference is split exactly.",
            )
        )
    elif statement.ledger_listed:
        said.append(
            translate(
                "StatementWords",
                "This sandbox lists its ledger (a test helper); it is read only when the "
                "orders do not agree with the account, to split the difference order by order.",
            )
        )
    else:
        said.append(
            translate(
                "StatementWords",
                "Without a ledger list a difference cannot be split: orders of exactly its "
                "amount are offered instead.",
            )
        )
    said.append(
        translate(
            "StatementWords",
            "Reserved and pending amounts are as read now: the API keeps no history of holds, "
            "so they are not given for the period's end.",
        )
    )
    if not statement.steady:
        said.append(
            translate(
                "StatementWords",
                "Money kept moving while the statement was read: a difference may only be "
                "that. Refresh to read it again.",
            )
        )
    return said
