"""Seeded onboarding: a person's KYC state history, a business's KYB sessions and shareholders."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from datetime import timedelta

from sqlalchemy import Connection

from sandbox.clock import iso
from sandbox.db.tables import (
    identity_verification_logs,
    identity_verifications,
    kyb_details,
    kyb_documents,
    kyb_sessions,
    shareholders,
)
from sandbox.seed_data import ANCHOR, KYB_DOCUMENTS, KYC_PATHS, PEOPLE, email_of

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
    for number, state in enumerate(
        rng.sample(["APPROVED", "IN_REVIEW", "REJECTED", "CREATED"], k=rng.randint(1, 2))
    ):
        sid = ids()
        at = ANCHOR - timedelta(days=rng.randint(5, 160))
        conn.execute(
            kyb_sessions.insert().values(
                id=sid,
                kyb_id=2000 + rng.randint(1, 7999),
                merchant_id=mid,
                user_id=uid,
                state=state,
                created_at=iso(at),
                updated_at=iso(at + timedelta(days=2)),
            )
        )
        for index, (category, type_, file_name) in enumerate(
            rng.sample(KYB_DOCUMENTS, k=rng.randint(2, 4))
        ):
            stamp = iso(at + timedelta(hours=index + 1))
            conn.execute(
                kyb_documents.insert().values(
                    id=ids(),
                    session_id=sid,
                    category=category,
                    type=type_,
                    file_name=file_name,
                    file_size=rng.randint(40_000, 2_500_000),
                    created_at=stamp,
                    updated_at=stamp,
                    deleted_at=stamp if index == 0 and number == 0 and rng.random() < 0.5 else None,
                )
            )
        conn.execute(
            kyb_details.insert().values(
                user_id=uid,
                created_at=iso(at),
                details_json=json.dumps(
                    [
                        {"key": "companyName", "value": company},
                        {"key": "kybSessionId", "value": sid},
                        {"key": "state", "value": state},
                        {
                            "key": "registrationNumber",
                            "value": f"REG-{rng.randint(100000, 999999)}",
                        },
                    ]
                ),
            )
        )
    for name, surname, country in rng.sample(PEOPLE, k=rng.randint(2, 3)):
        verified = rng.random() < 0.6
        kyc = {
            "data": {
                "id": ids(),
                "expired": False,
                "hasProblem": not verified,
                "identity": {"id": ids(), "status": "verified" if verified else "pending"},
                "computed": {"age": {"data": rng.randint(28, 67)}},
                "documents": [{"country": country, "type": "passport", "photos": ["front.jpg"]}],
                "flow": {"id": "kyb-shareholder", "name": "Shareholder KYC"},
                "metadata": {"userId": uid},
            }
        }
        stamp = iso(ANCHOR - timedelta(days=rng.randint(5, 100)))
        conn.execute(
            shareholders.insert().values(
                id=ids(),
                merchant_id=mid,
                user_id=uid,
                email=email_of(name, surname),
                name=name,
                surname=surname,
                kyc_level="FULL" if verified else "BASIC",
                kyc_json=json.dumps(kyc),
                created_at=stamp,
                updated_at=stamp,
            )
        )
