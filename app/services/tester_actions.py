"""The door's sandbox tools for testers (docs/sandbox.md, "Testers' tools"): each a documented
sandbox helper, refused against a live server."""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.models.orders import OrderSummary
from app.services.context import AccountRef, ChangeKind
from app.services.door import Door, money_moved, target_of
from app.services.quotes import QuoteEnd

if TYPE_CHECKING:
    from app.models.sandbox_helpers import (
        Fault,
        GeneratedOrders,
        QuotesExpired,
        QuoteValidity,
        RateLimit,
        ResetResult,
    )


class TesterActions(Door):
    # --- sandbox testers' tools (docs/sandbox.md, "Testers' tools") ---
    async def advance_order(
        self, ref: AccountRef | None, order_id: str, state: str
    ) -> OrderSummary:
        """Move an order by hand (PENDING, SETTLED, FAILED). ``ref``: the account it belongs
        to, when known, so that its balances follow; else every order list refreshes."""
        return await self._perform(
            "advance_order",
            order_id,
            f"Advance an order to {state} (sandbox)",
            lambda: self._require_sandbox().advance_order(order_id, state),
            changes=money_moved(ref) if ref is not None else [(ChangeKind.ORDER, "")],
        )

    async def reset_sandbox(self, ref: AccountRef | None) -> ResetResult:
        """The merchant's sandbox data back to the seed: every view showing data refreshes."""
        changes: list[tuple[ChangeKind, str]] = [(ChangeKind.ORDER, "")]
        if ref is not None:
            changes += [
                *money_moved(ref),
                (ChangeKind.ACCOUNTS, ref.uid),
                (ChangeKind.VIBAN, ref.aid),
            ]
        return await self._perform(
            "reset_sandbox",
            "sandbox",
            "Reset the sandbox to its seed data",
            lambda: self._require_sandbox().reset_to_seed(),
            changes=changes,
            confirm_text="RESET",
        )

    async def add_sandbox_orders(self, ref: AccountRef | None, count: int) -> GeneratedOrders:
        """``count`` settled credits on ``ref``'s account, or over all the merchant's."""
        return await self._perform(
            "add_sandbox_orders",
            target_of(ref) if ref is not None else "merchant",
            f"Add {count} orders (sandbox)",
            lambda: self._require_sandbox().generate_orders(
                count, ref.aid if ref is not None else None
            ),
            changes=money_moved(ref) if ref is not None else [(ChangeKind.ORDER, "")],
        )

    async def fail_next_request(
        self, kind: str, *, retry_after_seconds: int = 1, delay_seconds: float = 31.0
    ) -> Fault:
        """The sandbox answers the merchant's next request with this failure (once)."""
        return await self._perform(
            "fail_next_request",
            "sandbox",
            f"Fail the next request: {kind} (sandbox)",
            lambda: self._require_sandbox().arm_fault(
                kind, retry_after_seconds=retry_after_seconds, delay_seconds=delay_seconds
            ),
            changes=[],
        )

    async def expire_quotes(self) -> QuotesExpired:
        """Every live quote of the merchant ends now, and so does every quote Teller shows:
        the previews say so at once (ChangeKind.QUOTES) and the door sends nothing on them.
        A live server's quote that ends early is still met by its QUOTE_EXPIRED."""
        sandbox = self._require_sandbox

        async def expire() -> QuotesExpired:
            expired = await sandbox().expire_quotes()
            self.quotes.end_all(QuoteEnd.EXPIRED_BY_TESTER)
            return expired

        return await self._perform(
            "expire_quotes",
            "sandbox",
            "Expire every quote now (sandbox)",
            expire,
            changes=[(ChangeKind.QUOTES, "")],
        )

    async def set_quote_validity(self, seconds: float) -> QuoteValidity:
        """How long the merchant's quotes last from now on (those already given keep theirs)."""
        return await self._perform(
            "set_quote_validity",
            "sandbox",
            f"Quotes last {seconds:g} s (sandbox)",
            lambda: self._require_sandbox().set_quote_validity(seconds),
            changes=[],
        )

    async def set_rate_limit(self, enabled: bool) -> RateLimit:
        """The merchant's rate limit on or off (the built-in sandbox starts with it off)."""
        return await self._perform(
            "set_rate_limit",
            "sandbox",
            f"Rate limit {'on' if enabled else 'off'} (sandbox)",
            lambda: self._require_sandbox().set_rate_limit(enabled),
            changes=[],
        )
