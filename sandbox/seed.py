"""Seed data: merchants first; the rest of the demo world lands with the seed work."""

from __future__ import annotations

import uuid

from sandbox.auth import hash_api_key
from sandbox.clock import now_iso
from sandbox.config import SandboxConfig
from sandbox.db.engine import Database
from sandbox.db.tables import merchants


def seed_database(db: Database, config: SandboxConfig) -> None:
    with db.write() as conn:
        for code, key in config.merchants:
            conn.execute(
                merchants.insert().values(
                    id=str(uuid.uuid5(uuid.NAMESPACE_URL, f"teller-merchant:{code}")),
                    code=code,
                    api_key_hash=hash_api_key(key),
                    name=code.title(),
                    created_at=now_iso(),
                )
            )
