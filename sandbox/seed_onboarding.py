"""Seeded onboarding: a person's KYC state history, a business's KYB sessions and shareholders."""

from __future__ import annotations

import random
from collections.abc import Callable
from datetime import timedelta

from sqlalchemy import Connection

from sandbox.clock import iso
from sandbox.db.tables import identity_verification_logs, identity_verifications
from sandbox.seed_data import ANCHOR, KYC_PATHS, email_of
from sandbox.seed_kyb import seed_case

NewId = Callable[[], str]


def seed_kyc(conn: Connection, rng: random.Random, ids: NewId, mid: str, uid: str) -> None:
    sid = ids()
    start = ANCHOR - timedelta(days=rng.randint(20, 170))
    conn.execute(
        identity_verifications.insert().values(
            id=sid, merchant_id=mid, user_id=uid, created_at=iso(start)
        )
    )
    for step, state in enumerate(rng.choice(KYC_PATHS)):
        conn.execute(
            identity_verification_logs.insert().values(
                session_id=sid, new_state=state, created_at=iso(start + timedelta(hours=step * 5))
            )
        )


def seed_kyb(
    conn: Connection, rng: random.Random, ids: NewId, mid: str, uid: str, company: str
) -> None:
    """The business's scripted KYB case (sandbox/seed_kyb_cases.py). It draws from a random
    stream of its own, not from ``rng``/``ids``: the rest of the world stays put when a case
    changes."""
    del rng, ids
    seed_case(conn, mid, uid, company, email_of("finance", company))
