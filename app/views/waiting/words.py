"""The waiting list's items in the language on screen: what each one is, since when, and the
key's action ("Enter OTP…", "Resume…", "Confirm…", "Open the case")."""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import QCoreApplication

from app.services.review_rules import Decision
from app.services.session import Session
from app.services.waiting.items import WaitingItem, WaitingKind
from app.views.accounts.choose_account import account_name
from app.views.widgets.numbers import money_display, money_text
from app.views.widgets.plural import plural
from app.views.widgets.terms import order_type_name
from app.views.widgets.times import date_format
from app.views.widgets.visible_text import visible

COUNTERPARTY_CHARS = 28  # a crypto address cut in the middle, its two ends kept


def _cut(text: str, chars: int) -> str:
    """A long recipient (a crypto address) cut in the middle: both ends tell it apart."""
    if len(text) <= chars:
        return text
    side = (chars - 1) // 2
    return f"{text[:side]}…{text[-side:]}"


def kind_name(kind: WaitingKind) -> str:
    if kind is WaitingKind.OTP:
        return QCoreApplication.translate("Waiting", "Waiting for its OTP")
    if kind is WaitingKind.FAILED:
        return QCoreApplication.translate("Waiting", "Failed")
    if kind is WaitingKind.UNFINISHED_BATCH:
        return QCoreApplication.translate("Waiting", "Unfinished batch")
    if kind is WaitingKind.BATCH_TO_CONFIRM:
        return QCoreApplication.translate("Waiting", "Batch to confirm")
    return QCoreApplication.translate("Waiting", "Decision to confirm")


def what(item: WaitingItem, session: Session) -> str:
    order, batch, proposal, case = item.order, item.batch, item.proposal, item.case
    if order is not None:
        amount = money_display(order.origin) if order.origin is not None else "—"
        to = _cut(visible(order.counterparty), COUNTERPARTY_CHARS) or "—"
        text = QCoreApplication.translate("Waiting", "{0} of {1} to {2}").format(
            order_type_name(order.type, order.display_type), amount, to
        )
        if item.account is not None:
            text += " · " + account_name(session, item.account)
        return text
    if batch is not None:
        return QCoreApplication.translate("Waiting", "{0} from {1} · {2}").format(
            _payouts(batch.rows), visible(batch.file_name), account_name(session, item.account)
        )
    if proposal is not None:
        totals = " + ".join(money_text(n, c) for c, n in proposal.totals.items())
        return QCoreApplication.translate("Waiting", "{0} from {1} ({2}), asked by {3}").format(
            _payouts(proposal.rows), visible(proposal.file_name), totals, visible(proposal.by_name)
        )
    if case is not None:
        name = session.directory.user_name(case.uid) or case.uid
        if case.decision == Decision.APPROVE.value:
            words = QCoreApplication.translate("Waiting", "Approve {0}, proposed by {1}")
        else:
            words = QCoreApplication.translate("Waiting", "Reject {0}, proposed by {1}")
        return words.format(visible(name), visible(case.by_name))
    return ""


def _payouts(count: int) -> str:
    return plural(
        count,
        QCoreApplication.translate("Waiting", "{0} payout"),
        QCoreApplication.translate("Waiting", "{0} payouts"),
    )


def since(item: WaitingItem, now: datetime | None = None) -> str:
    """'since 14:03' today, 'since 2026-01-31 14:03' before (local time); a failure says
    when it failed."""
    moment = item.since
    if moment is None:
        return ""
    local = moment.astimezone()
    today = (now or datetime.now().astimezone()).astimezone().date()
    when = local.strftime("%H:%M" if local.date() == today else date_format("%Y-%m-%d %H:%M"))
    if item.kind is WaitingKind.FAILED:
        return QCoreApplication.translate("Waiting", "failed at {0}").format(when)
    return QCoreApplication.translate("Waiting", "since {0}").format(when)


def action(item: WaitingItem, session: Session) -> str:
    """What Enter does on the item."""
    if item.kind is WaitingKind.OTP:
        if session.sandbox is not None:
            return QCoreApplication.translate("Waiting", "Enter OTP…")
        return QCoreApplication.translate("Waiting", "Show in Orders")
    if item.kind is WaitingKind.FAILED:
        return QCoreApplication.translate("Waiting", "Show in Orders")
    if item.kind is WaitingKind.UNFINISHED_BATCH:
        return QCoreApplication.translate("Waiting", "Resume…")
    if item.kind is WaitingKind.BATCH_TO_CONFIRM:
        return QCoreApplication.translate("Waiting", "Confirm…")
    return QCoreApplication.translate("Waiting", "Open the case")


def count_words(count: int) -> str:
    if count == 0:
        return QCoreApplication.translate("Waiting", "Nothing waiting")
    return plural(
        count,
        QCoreApplication.translate("Waiting", "{0} thing waits for you"),
        QCoreApplication.translate("Waiting", "{0} things wait for you"),
    )
