"""Every knob of the sandbox in one place, so that tests can make delays instant."""

from __future__ import annotations

import secrets
from dataclasses import dataclass, field
from pathlib import Path


@dataclass(frozen=True)
class SandboxConfig:
    db_path: Path | None = None  # None: a private in-memory database (tests)
    # A PostgreSQL URL (postgresql://user:pass@host/db); when given, db_path is not used.
    db_url: str | None = None
    seed: bool = True  # seed a fresh database with the merchants below
    demo_data: bool = True  # and give them users, accounts, orders, sessions (off in tests)
    merchants: tuple[tuple[str, str], ...] = (("demo", "demo-key"),)
    seed_orders: int = 0  # extra bulk orders for benchmarks, on the first demo account
    token_ttl_seconds: int = 15 * 60
    jwt_secret: str = field(default_factory=lambda: secrets.token_hex(32))
    quote_validity_seconds: float = 30.0
    # Seconds between automatic lifecycle steps (Created -> PENDING -> SETTLED/FAILED);
    # None switches automatic movement off (tests move orders with the advance helper).
    lifecycle_delay_seconds: float | None = 3.0
    lifecycle_tick_seconds: float = 0.25
    otp_threshold_minor: int = 100_000  # 1,000.00: payouts at or above need an OTP
    rate_limit_per_second: float = 50.0  # per merchant; 0 switches the limit off
    rate_limit_burst: int = 100
    # Whether merchants start limited; False in the app's built-in sandbox (--rate-limit-off),
    # where a tester turns it on with PUT /sandbox/v1/rate-limit.
    rate_limit_on: bool = True
    idempotency_retention_seconds: int = 24 * 3600
    base_url: str = "http://127.0.0.1:8000"  # used to build paymentUrl for card pay-ins
