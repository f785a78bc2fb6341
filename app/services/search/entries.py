"""Entries of the index, made from what the API answered and the directory knows.

Each entry's ``target`` says what opening it needs (a user, an account, an order and the
account it was listed under when known, a case); titles and details are data (names, ids,
e-mails), and the view adds its own translated words around them.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Protocol

from app.models.orders import OrderSummary
from app.models.sandbox_helpers import SandboxUser
from app.services.search.index import Entry, Group

PINNED_WEIGHT = 1e12  # above any time stamp: pinned accounts first among equal matches


class AccountLike(Protocol):
    """What the directory says of an account (app/services/directory.py ``AccountEntry``;
    not imported, so that the search stays free of Qt)."""

    @property
    def uid(self) -> str: ...
    @property
    def aid(self) -> str: ...
    @property
    def user_name(self) -> str: ...
    @property
    def alias(self) -> str: ...
    @property
    def currency(self) -> str: ...
    @property
    def pinned(self) -> bool: ...
    @property
    def used_at(self) -> float: ...
    @property
    def label(self) -> str: ...


@dataclass(frozen=True)
class PersonTarget:
    uid: str
    kind: str = ""  # PERSON, BUSINESS, or '' when not known


@dataclass(frozen=True)
class AccountTarget:
    uid: str
    aid: str


@dataclass(frozen=True)
class OrderTarget:
    order: OrderSummary
    uid: str | None = None  # the account it was listed under, when a request said so
    aid: str | None = None


@dataclass(frozen=True)
class CaseTarget:
    uid: str
    state: str = ""


def _stamp(moment: datetime | None) -> float:
    return moment.timestamp() if moment is not None else 0.0


def person_entry(user: SandboxUser) -> Entry:
    """A sandbox user: name (or company), e-mail and id."""
    contact = " ".join(p for p in (user.name, user.surname) if p)  # a business's, if any
    texts = (user.display_name, contact if user.company_name else "", user.email or "")
    return Entry(
        Group.PEOPLE,
        user.id,
        user.display_name,
        user.email or "",
        texts=tuple(t for t in texts if t),
        codes=(user.id,),
        day=user.created_at.astimezone(UTC).date() if user.created_at else None,
        target=PersonTarget(user.id, user.type),
    )


def named_person_entry(uid: str, name: str) -> Entry:
    """A user the directory has a name for (a live server lists no users)."""
    return Entry(
        Group.PEOPLE,
        uid,
        name or uid,
        texts=(name,) if name else (),
        codes=(uid,),
        target=PersonTarget(uid),
    )


def account_entry(account: AccountLike, ibans: tuple[str, ...] = ()) -> Entry:
    """An account by its owner's name, alias, currency, ids and the IBANs known for it."""
    weight = account.used_at + (PINNED_WEIGHT if account.pinned else 0.0)
    return Entry(
        Group.ACCOUNTS,
        account.aid,
        account.label,
        ibans[0] if ibans else "",
        texts=tuple(t for t in (account.user_name, account.alias, account.currency) if t),
        codes=(account.aid, account.uid, *ibans),
        currencies=(account.currency,) if account.currency else (),
        weight=weight,
        target=AccountTarget(account.uid, account.aid),
    )


def order_entry(order: OrderSummary, uid: str | None = None, aid: str | None = None) -> Entry:
    """An order by reference, counterparty, kind, id, amounts and the day it was made."""
    money = [m for m in (order.origin, order.destination) if m is not None]
    texts = (order.reference or "", order.counterparty or "", order.display_type or "")
    return Entry(
        Group.ORDERS,
        order.id,
        order.reference or order.display_type or order.type,
        order.counterparty or "",
        texts=tuple(t for t in texts if t),
        codes=(order.id,),
        amounts=tuple(sorted({m.amount for m in money if m.amount})),
        currencies=tuple(sorted({m.currency.value for m in money})),
        day=order.created_at.astimezone(UTC).date() if order.created_at else None,
        weight=_stamp(order.created_at),
        target=OrderTarget(order, uid, aid),
    )


def case_entry(
    uid: str,
    company: str,
    *,
    state: str = "",
    session_id: str | None = None,
    created_at: datetime | None = None,
    last_change: datetime | None = None,
) -> Entry:
    """A business's onboarding case by company name, user id and session id."""
    return Entry(
        Group.CASES,
        uid,
        company or uid,
        state,
        texts=(company,) if company else (),
        codes=tuple(c for c in (uid, session_id) if c),
        day=created_at.astimezone(UTC).date() if created_at else None,
        weight=_stamp(last_change),
        target=CaseTarget(uid, state),
    )
