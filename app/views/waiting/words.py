"""The waiting list's items in the language on screen: what each one is, since when, and the
key's action ("Enter OTP…", "Resume…", "Confirm…", "Open the case")."""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import QCoreApplication, QDate, QLocale, QTime

from app.services.review_rules import Decision
from app.services.session import Session
from app.services.waiting.items import WaitingItem, WaitingKind
from app.views.accounts.choose_account import account_name
from app.views.widgets.numbers import money_display, money_text
from app.views.widgets.plural import plural
from app.views.widgets.terms import order_type_name
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


def _thing(item: WaitingItem) -> str:
    order, batch, proposal = item.order, item.batch, item.proposal
    if order is not None:
        amount = money_display(order.origin) if order.origin is not None else "—"
        to = _cut(visible(order.counterparty), COUNTERPARTY_CHARS) or "—"
        return QCoreApplication.translate("Waiting", "{0} to {1}").format(amount, to)
    if batch is not None:
        return QCoreApplication.translate("Waiting", "{0} from {1}").format(
            _payouts(batch.rows), visible(batch.file_name)
        )
    if proposal is not None:
        totals = " + ".join(money_text(n, c) for c, n in proposal.totals.items())
        return QCoreApplication.translate("Waiting", "{0} from {1} ({2})").format(
            _payouts(proposal.rows), visible(proposal.file_name), totals
        )
    return ""


def _case_head(item: WaitingItem, session: Session) -> str:
    case = item.case
    if case is None:
        return ""
    name = session.directory.user_name(case.uid) or case.uid
    if case.decision == Decision.APPROVE.value:
        return QCoreApplication.translate("Waiting", "Approve {0}").format(visible(name))
    return QCoreApplication.translate("Waiting", "Reject {0}").format(visible(name))


def headline(item: WaitingItem, session: Session) -> str:
    """The item's first line, in bold: what waits ("1,864.00 USD to Mateo González")."""
    return _thing(item) or _case_head(item, session)


def detail(item: WaitingItem, session: Session, now: datetime | None = None) -> str:
    """The item's second line, subtle, what matters first (a narrow list cuts its end):
    "Waiting for its OTP · since 18 Nov, 18:16 · Bank payout · Lucía's EUR"."""
    order = item.order
    parts: list[str] = []
    if item.kind is not WaitingKind.FAILED:  # a failure says so with its time
        parts.append(kind_name(item.kind))
    if item.proposal is not None:
        by = visible(item.proposal.by_name)
        parts.append(QCoreApplication.translate("Waiting", "asked by {0}").format(by))
    if item.case is not None:
        by = visible(item.case.by_name)
        parts.append(QCoreApplication.translate("Waiting", "proposed by {0}").format(by))
    when = since(item, now)
    if when:
        parts.append(when)
    if order is not None:
        parts.append(order_type_name(order.type, order.display_type))
    if item.account is not None and (order is not None or item.batch is not None):
        parts.append(account_name(session, item.account))
    line = " · ".join(parts)
    return line[:1].upper() + line[1:]


def spoken(item: WaitingItem, session: Session, now: datetime | None = None) -> str:
    """What a screen reader says for the item: both lines and what Enter does."""
    return QCoreApplication.translate("Waiting", "{0}. {1}. Enter: {2}").format(
        headline(item, session), detail(item, session, now), action(item, session)
    )


def _payouts(count: int) -> str:
    return plural(
        count,
        QCoreApplication.translate("Waiting", "{0} payout"),
        QCoreApplication.translate("Waiting", "{0} payouts"),
    )


def moment(when: datetime, now: datetime | None = None) -> str:
    """A moment in local time and the language on screen, as short as it stays clear:
    '18:16' today, '18 Nov, 18:16' this year, '18 Nov 2025, 18:16' before."""
    local = when.astimezone()
    today = (now or datetime.now().astimezone()).astimezone().date()
    locale = QLocale()
    clock = locale.toString(QTime(local.hour, local.minute), "HH:mm")
    if local.date() == today:
        return clock
    day = QDate(local.year, local.month, local.day)
    shape = "d MMM" if local.year == today.year else "d MMM yyyy"
    return QCoreApplication.translate("Waiting", "{0}, {1}").format(
        locale.toString(day, shape), clock
    )


def since(item: WaitingItem, now: datetime | None = None) -> str:
    """'since 14:03' today, 'since 18 Nov, 18:16' before (local time); a failure says
    when it failed."""
    if item.since is None:
        return ""
    when = moment(item.since, now)
    if item.kind is WaitingKind.FAILED:
        return QCoreApplication.translate("Waiting", "failed {0}").format(when)
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
