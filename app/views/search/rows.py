"""How each kind of result reads in the popup: data from the entry, words in the UI's language,
personal data (e-mails, IBANs) masked as everywhere else."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from app.models.orders import OrderSummary
from app.services.masking import Kind, Masking
from app.services.search.entries import AccountTarget, CaseTarget, OrderTarget, PersonTarget
from app.services.search.index import Entry, Group, Hit
from app.views.search.results_list import BROWSE_ACCOUNTS, Row
from app.views.widgets.numbers import money_display
from app.views.widgets.terms import beneficiary_name, kyb_state_name, state_name
from app.views.widgets.times import date_format
from app.views.widgets.visible_text import visible

SEP = "  ·  "


def group_heading(group: Group, total: int, shown: int) -> str:
    name = {
        Group.PEOPLE: QCoreApplication.translate("SearchRows", "People"),
        Group.ACCOUNTS: QCoreApplication.translate("SearchRows", "Accounts"),
        Group.ORDERS: QCoreApplication.translate("SearchRows", "Orders"),
        Group.CASES: QCoreApplication.translate("SearchRows", "Cases"),
    }[group]
    return (
        QCoreApplication.translate("SearchRows", "{0} ({1} of {2})").format(name, shown, total)
        if total > shown
        else name
    )


def hit_row(hit: Hit, masking: Masking) -> Row:
    entry = hit.entry
    target = entry.target
    if isinstance(target, OrderTarget):
        return _order_row(entry, target.order)
    if isinstance(target, AccountTarget):
        iban = masking.show(Kind.IBAN, entry.detail) if entry.detail else ""
        text = SEP.join(p for p in (visible(entry.title), iban) if p)
        tip = QCoreApplication.translate("SearchRows", "User {0}\nAccount {1}").format(
            target.uid, target.aid
        )
        return Row(f"account:{entry.key}", text, tip, target)
    if isinstance(target, PersonTarget):
        kind = beneficiary_name(target.kind) if target.kind else ""
        email = masking.show(Kind.EMAIL, entry.detail) if entry.detail else ""
        text = SEP.join(p for p in (visible(entry.title), kind, email) if p)
        return Row(
            f"person:{entry.key}",
            text,
            QCoreApplication.translate("SearchRows", "User {0}").format(target.uid),
            target,
        )
    if isinstance(target, CaseTarget):
        state = (
            kyb_state_name(target.state)
            if target.state
            else QCoreApplication.translate("SearchRows", "No KYB session yet")
        )
        text = SEP.join((visible(entry.title), state))
        return Row(
            f"case:{entry.key}",
            text,
            QCoreApplication.translate("SearchRows", "Business user {0}").format(target.uid),
            target,
        )
    return Row(f"other:{entry.key}", visible(entry.title), "", target)


def _order_row(entry: Entry, order: OrderSummary) -> Row:
    money = order.origin or order.destination
    day = (
        order.created_at.astimezone().strftime(date_format("%Y-%m-%d")) if order.created_at else ""
    )
    parts = (
        visible(order.reference or order.display_type or order.type),
        visible(order.counterparty or ""),
        money_display(money) if money is not None else "",
        state_name(order.state),
        day,
    )
    tip = QCoreApplication.translate("SearchRows", "Order {0}").format(order.id)
    return Row(f"order:{entry.key}", SEP.join(p for p in parts if p), tip, entry.target)


def browse_row() -> Row:
    return Row(
        BROWSE_ACCOUNTS,
        QCoreApplication.translate("SearchRows", "Browse every account…"),
        QCoreApplication.translate(
            "SearchRows", "Pinned and recent accounts first, every sandbox user's accounts by name"
        ),
        BROWSE_ACCOUNTS,
    )
