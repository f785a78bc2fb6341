"""Seed data: merchants always; for each merchant a small, realistic, deterministic world.

The same database comes out every time (fixed random seed, timestamps counted back from a
fixed anchor), so tests and screenshots can rely on it.
"""

from __future__ import annotations

import json
import random
import uuid
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import Connection, select

from sandbox.auth import hash_api_key
from sandbox.clock import iso
from sandbox.config import SandboxConfig
from sandbox.db.engine import Database
from sandbox.db.tables import (
    accounts,
    merchants,
    users,
)
from sandbox.domain import fx
from sandbox.domain.accounts import open_account
from sandbox.domain.crypto_networks import address_from_seed
from sandbox.domain.fees import FeeKind, split_debit
from sandbox.domain.vibans import issue
from sandbox.seed_bulk import bulk_orders
from sandbox.seed_data import (
    ANCHOR,
    CITIES,
    COMPANIES,
    COUNTERPARTIES,
    CURRENCIES_BY_COUNTRY,
    PEOPLE,
    STREETS,
    bank_route,
    email_of,
    is_sepa,
)
from sandbox.seed_ledger import SeedLedger, deterministic_ids
from sandbox.seed_onboarding import seed_kyb, seed_kyc

HISTORY_DAYS = 180
ORDERS_PER_ACCOUNT = 110
RELATIONS = ("FRIEND", "FAMILY", "SUPPLIER", "EMPLOYEE", "LANDLORD", "CUSTOMER")


def merchant_id(code: str) -> str:
    return str(uuid.uuid5(uuid.NAMESPACE_URL, f"teller-merchant:{code}"))


def seed_database(db: Database, config: SandboxConfig) -> None:
    with db.write() as conn:
        for index, (code, key) in enumerate(config.merchants):
            mid = merchant_id(code)
            conn.execute(
                merchants.insert().values(
                    id=mid,
                    code=code,
                    api_key_hash=hash_api_key(key),
                    name=code.title(),
                    created_at=iso(ANCHOR),
                )
            )
            if config.demo_data:
                scale = 1.0 if index == 0 else 0.25
                first_account = _world(conn, mid, random.Random(f"teller-seed:{code}"), scale)
                if index == 0 and config.seed_orders and first_account:
                    bulk_orders(conn, mid, first_account, config.seed_orders)


def _world(conn: Connection, mid: str, rng: random.Random, scale: float) -> tuple[str, str] | None:
    ids = deterministic_ids(rng)
    ledger = SeedLedger(ids)
    first: tuple[str, str] | None = None
    people = PEOPLE[: max(2, int(len(PEOPLE) * scale))]
    companies = COMPANIES[: max(1, int(len(COMPANIES) * scale))]
    for name, surname, country in people:
        uid = _user(
            conn, ids(), mid, "PERSON", name=name, surname=surname, email=email_of(name, surname)
        )
        currencies = ["EUR" if country == "ES" else CURRENCIES_BY_COUNTRY[country]]
        if rng.random() < 0.4:
            currencies.append(rng.choice(["USD", "USDT", "BTC"]))
        for currency in dict.fromkeys(currencies):
            aid = _account(conn, ids(), mid, uid, f"{name}'s {currency}", currency)
            first = first or (uid, aid)
            _history(ledger, rng, ids, mid, uid, aid, currency, int(ORDERS_PER_ACCOUNT * scale))
            _maybe_vibans(conn, rng, mid, aid, currency)
        seed_kyc(conn, rng, ids, mid, uid)
    for company, country in companies:
        uid = _user(
            conn, ids(), mid, "BUSINESS", company_name=company, email=email_of("finance", company)
        )
        business_currencies = dict.fromkeys([CURRENCIES_BY_COUNTRY[country], "USD"])
        for currency in business_currencies:
            aid = _account(conn, ids(), mid, uid, f"{company.split()[0]} {currency}", currency)
            _history(ledger, rng, ids, mid, uid, aid, currency, int(ORDERS_PER_ACCOUNT * scale))
            _maybe_vibans(conn, rng, mid, aid, currency)
        seed_kyb(conn, rng, ids, mid, uid, company)
    ledger.flush(conn)
    ledger.write_totals(conn)
    return first


def _user(conn: Connection, uid: str, mid: str, type_: str, **fields: Any) -> str:
    created = iso(ANCHOR - timedelta(days=HISTORY_DAYS + 10))
    conn.execute(
        users.insert().values(id=uid, merchant_id=mid, type=type_, created_at=created, **fields)
    )
    return uid


def _account(conn: Connection, aid: str, mid: str, uid: str, alias: str, currency: str) -> str:
    created = iso(ANCHOR - timedelta(days=HISTORY_DAYS + 5))
    return open_account(
        conn,
        merchant_id=mid,
        user_id=uid,
        alias=alias,
        currency=currency,
        account_id=aid,
        created_at=created,
    )


def _history(
    ledger: SeedLedger,
    rng: random.Random,
    ids: Any,
    mid: str,
    uid: str,
    aid: str,
    currency: str,
    count: int,
) -> None:
    crypto = currency in ("USDT", "USDC", "EURC", "BTC", "ETH")
    unit = 100 if currency not in ("COP", "CLP", "PYG", "ARS") else 100_00
    if currency == "BTC":
        unit = 1
    moment = ANCHOR - timedelta(days=HISTORY_DAYS)
    step = timedelta(days=HISTORY_DAYS) / max(count, 1)
    base = {"merchant_id": mid, "account_id": aid, "user_id": uid}
    # Opening deposit so the account can pay.
    ledger.add_order(
        _income(ids(), base, "BANK_PAYIN", currency, rng.randint(5_000, 20_000) * unit, moment, rng)
    )
    for index in range(count):
        moment += step * rng.uniform(0.6, 1.4)
        if moment > ANCHOR:
            moment = ANCHOR - timedelta(minutes=count - index)
        recent = (ANCHOR - moment) < timedelta(days=3)
        roll = rng.random()
        if roll < 0.45:
            amount = rng.randint(20, 2_500) * unit
            if ledger.available(aid) < amount * 2:
                roll = 0.9
            else:
                kind = "CRYPTO_PAY_OUT" if crypto or rng.random() < 0.15 else "BANK_PAY_OUT"
                ledger.add_order(_payout(ids(), base, kind, currency, amount, moment, rng, recent))
                continue
        income_type = "CRYPTO_PAYIN" if crypto else ("CARD_PAYIN" if roll < 0.7 else "BANK_PAYIN")
        amount = rng.randint(50, 4_000) * unit
        ledger.add_order(
            _income(ids(), base, income_type, currency, amount, moment, rng, recent=recent)
        )


def _states(rng: random.Random, recent: bool) -> str:
    if recent:
        return rng.choice(["Created", "PENDING", "SETTLED", "SETTLED", "FAILED"])
    return "FAILED" if rng.random() < 0.08 else "SETTLED"


def _payout(
    oid: str,
    base: dict[str, Any],
    kind: str,
    currency: str,
    amount: int,
    at: datetime,
    rng: random.Random,
    recent: bool,
) -> dict[str, Any]:
    state = _states(rng, recent)
    destination_currency = currency
    if kind == "CRYPTO_PAY_OUT" and currency not in ("USDT", "USDC", "EURC", "BTC", "ETH"):
        destination_currency = "USDT"
    elif kind == "BANK_PAY_OUT" and rng.random() < 0.3:
        destination_currency = rng.choice(["EUR", "USD", "MXN", "COP", "BRL"])
    fee_kind = FeeKind.CRYPTO_PAYOUT if kind == "CRYPTO_PAY_OUT" else FeeKind.BANK_PAYOUT
    principal, fee = split_debit(fee_kind, amount)
    rate = fx.rate(currency, destination_currency, at)
    order = {
        **base,
        "id": oid,
        "type": kind,
        "direction": "OUT",
        "state": state,
        "reference": f"{'PO' if kind == 'BANK_PAY_OUT' else 'CP'}-{rng.getrandbits(32):08X}",
        "origin_amount": amount,
        "origin_currency": currency,
        "destination_amount": fx.convert(principal, rate),
        "destination_currency": destination_currency,
        "fee_amount": fee.total,
        "merchant_fee": fee.merchant,
        "system_fee": fee.system,
        "created_at": iso(at),
        "otp_required": amount >= 100_000,
        "otp_validated_at": iso(at + timedelta(minutes=1))
        if amount >= 100_000 and state != "Created"
        else None,
    }
    if currency != destination_currency:
        order.update(fx_pair=rate.pair, fx_rate=float(rate.rate), fx_timestamp=rate.timestamp)
    if kind == "BANK_PAY_OUT":
        name, surname, country = rng.choice(PEOPLE)
        if is_sepa(country) and destination_currency != "EUR":
            # SEPA moves euros only: the recipient is paid in EUR, converted at the day's rate
            # (chosen after the draws above, so the rest of the seed stays as it was).
            destination_currency = "EUR"
            rate = fx.rate(currency, destination_currency, at)
            order["destination_amount"] = fx.convert(principal, rate)
            order["destination_currency"] = destination_currency
            for key in ("fx_pair", "fx_rate", "fx_timestamp"):
                order.pop(key, None)
            if currency != destination_currency:
                order.update(
                    fx_pair=rate.pair, fx_rate=float(rate.rate), fx_timestamp=rate.timestamp
                )
        city, province, postal = CITIES[country]
        order["counterparty"] = f"{name} {surname}"
        order["description"] = rng.choice(
            ["Invoice payment", "Rent", "Salary", "Refund", "Services"]
        )
        order["recipient_json"] = json.dumps(
            {
                **bank_route(country, str(rng.randrange(10**9, 10**12))),
                "bankCountry": country,
                "address": STREETS[country],
                "beneficiaryType": "PERSON",
                "city": city,
                "country": country,
                "currency": destination_currency,
                "documentNumber": f"X{rng.randint(1000000, 9999999)}",
                "documentType": "PASSPORT",
                "name": name,
                "surname": surname,
                "postalCode": postal,
                "province": province,
                "relation": rng.choice(RELATIONS),
                "amount": order["destination_amount"],
            }
        )
    else:
        network = (
            "BITCOIN"
            if destination_currency == "BTC"
            else rng.choice(["ETHEREUM", "TRON", "POLYGON"])
        )
        address = address_from_seed(network, rng.getrandbits(128).to_bytes(16, "big"))
        order["counterparty"] = address
        order["recipient_json"] = json.dumps({"address": address, "network": network})
    _finish(order, state, at, rng)
    return order


def _income(
    oid: str,
    base: dict[str, Any],
    kind: str,
    currency: str,
    amount: int,
    at: datetime,
    rng: random.Random,
    *,
    recent: bool = False,
) -> dict[str, Any]:
    state = _states(rng, recent) if kind == "CARD_PAYIN" else "SETTLED"
    if state == "PENDING":
        state = "Created"
    order = {
        **base,
        "id": oid,
        "type": kind,
        "direction": "IN",
        "state": state,
        "reference": f"IN-{rng.getrandbits(32):08X}",
        "counterparty": rng.choice(COUNTERPARTIES),
        "origin_amount": amount,
        "origin_currency": currency,
        "destination_amount": amount,
        "destination_currency": currency,
        "created_at": iso(at),
    }
    _finish(order, state, at, rng)
    return order


def _finish(order: dict[str, Any], state: str, at: datetime, rng: random.Random) -> None:
    done = iso(at + timedelta(minutes=rng.randint(2, 45)))
    if state == "SETTLED":
        order["settled_at"] = done
    elif state == "FAILED":
        order["failed_at"] = done
    order["updated_at"] = done if state in ("SETTLED", "FAILED") else order["created_at"]


def _maybe_vibans(conn: Connection, rng: random.Random, mid: str, aid: str, currency: str) -> None:
    if currency not in ("EUR", "USD") or rng.random() < 0.3:
        return
    account = conn.execute(select(accounts).where(accounts.c.id == aid)).one()
    at = iso(ANCHOR - timedelta(days=rng.randint(10, 150)))
    for state in rng.sample(["ACTIVE", "ACTIVE", "INACTIVE", "PENDING"], k=rng.randint(1, 3)):
        issue(conn, account, None, state=state, rng=rng, at=at)
