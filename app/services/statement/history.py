"""What a statement is built from: the account, every order of it, and (where the server
lists them) its ledger transactions, as read together."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime

from app.models.accounts import Account
from app.models.orders import LedgerTransaction, OrderSummary
from app.services.statement.effects import Direction


@dataclass(frozen=True)
class History:
    """``orders``: each once, oldest first as read. ``ledger``: None where no list of ledger
    transactions can be had (the API has none; a sandbox lists them as a test helper).
    ``steady``: the account's balance, pending in and pending out were the same before and
    after the last read of what could have changed; False when money kept moving."""

    account: Account
    orders: tuple[OrderSummary, ...]
    ledger: tuple[LedgerTransaction, ...] | None
    read_at: datetime
    steady: bool = True
    ledger_listed: bool = False  # the server lists its ledger (read or not this time)
    # Orders whose type does not say in or out, as the server's direction filter places them.
    directions: Mapping[str, Direction] = field(default_factory=dict)
