"""The one door for every action that changes something on the server (the mechanism is in
``door.py``; onboarding and the sandbox's tools are in ``kyb_actions.py`` and
``tester_actions.py``).

Each action (1) asks the environment's guard, (2) sends the request, (3) records the outcome
in the action log, and (4) announces what changed to the current context so that every view
showing it refreshes. Views never call a mutating client method themselves
(``tests/test_action_door.py`` fails if one does), so a new action cannot forget any step.

Payouts carry an Idempotency-Key the server honours, given by the caller and reused on every
retry of the same confirmed body. Creations the API cannot recognise when sent twice (card
pay-ins, accounts, sandbox vIBANs) go through an ``Attempt``: after an unanswered try, the
next one first looks for what the first may have made (``app/services/attempts.py``).
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Iterable, Mapping
from datetime import timedelta
from typing import TYPE_CHECKING, Any, TypeVar

from app.api.errors import may_have_taken_effect
from app.models.accounts import Account, CreateAccountRequest, VirtualIban
from app.models.money import format_money
from app.models.order_query import OrderQuery
from app.models.orders import OrderSummary
from app.models.payouts import BankPayoutRequest, CardPayin, CardPayinRequest, CryptoPayoutRequest
from app.services.attempts import Attempt, AttemptState, OutcomeUnknown, Recovered
from app.services.bulk_actions import BulkActions
from app.services.context import AccountRef, ChangeKind
from app.services.data_actions import DataActions
from app.services.door import (
    ActionRefused,
    ActionRequest,
    AllowAll,
    Guard,
    money_moved,
    target_of,
)
from app.services.evidence_actions import EvidenceActions
from app.services.note_actions import NoteActions
from app.services.quotes import HeldQuote, QuoteEnd, refuse_if_ended
from app.services.statement.actions import StatementActions
from app.services.team_actions import TeamActions
from app.services.tester_actions import TesterActions

__all__ = ["ActionRefused", "ActionRequest", "Actions", "AllowAll", "Guard"]

if TYPE_CHECKING:
    pass

T = TypeVar("T")
Changes = Iterable[tuple[ChangeKind, str]]
CLOCK_SKEW = timedelta(minutes=5)  # the server's clock may run behind this machine's
RECOVERY_PAGE = 100


class Actions(
    TeamActions,
    EvidenceActions,
    TesterActions,
    DataActions,
    NoteActions,
    BulkActions,
    StatementActions,
):
    """Every action a view may take that changes something: money and accounts here, the rest
    in the door's other modules."""

    # --- money ---
    async def create_bank_payout(
        self, ref: AccountRef, request: BankPayoutRequest | Mapping[str, Any], idempotency_key: str
    ) -> OrderSummary:
        client = self._client
        return await self._perform(
            "bank_payout",
            target_of(ref),
            "Send a bank payout",
            lambda: client.create_bank_payout(
                ref.uid, ref.aid, request, idempotency_key=idempotency_key
            ),
            changes=money_moved(ref),
            idempotency_key=idempotency_key,
            confirm_text=_payout_amount(request),
        )

    async def create_crypto_payout(
        self,
        ref: AccountRef,
        request: CryptoPayoutRequest | Mapping[str, Any],
        idempotency_key: str,
        quote: HeldQuote | None = None,
    ) -> OrderSummary:
        """``quote``: the quote the person confirmed; if it has ended by the time the guard
        lets the payout through, nothing is sent (``QuoteEnded``), and once sent it is used."""
        client = self._client

        async def send() -> OrderSummary:
            refuse_if_ended(quote)
            order = await client.create_crypto_payout(
                ref.uid, ref.aid, request, idempotency_key=idempotency_key
            )
            if quote is not None:
                quote.end_now(QuoteEnd.USED)
            return order

        return await self._perform(
            "crypto_payout",
            target_of(ref),
            "Send a crypto payout",
            send,
            changes=money_moved(ref),
            idempotency_key=idempotency_key,
            confirm_text=_payout_amount(request),
        )

    async def create_card_payin(
        self, ref: AccountRef, request: CardPayinRequest, attempt: Attempt
    ) -> CardPayin | Recovered[OrderSummary]:
        client = self._client

        async def find() -> OrderSummary | None:
            page = await client.list_account_orders(
                ref.uid, ref.aid, OrderQuery(search=request.reference, page_size=RECOVERY_PAGE)
            )
            since = attempt.started_at - CLOCK_SKEW if attempt.started_at else None
            for order in page.orders:
                amounts = {m.amount for m in (order.origin, order.destination) if m is not None}
                if (
                    order.type == "CARD_PAYIN"
                    and order.reference == request.reference
                    and request.amount in amounts
                    and (since is None or order.created_at is None or order.created_at >= since)
                ):
                    return order
            return None

        async def send() -> CardPayin:
            return await client.create_card_payin(ref.uid, ref.aid, request)

        return await self._perform(
            "card_payin",
            target_of(ref),
            "Create a card pay-in",
            lambda: _create_once(attempt, find, send),
            changes=[(ChangeKind.ORDER, ref.aid)],
            confirm_text=format_money(request.amount, request.currency),
        )

    async def validate_otp(self, ref: AccountRef, order_id: str, code: str) -> OrderSummary:
        return await self._perform(
            "validate_otp",
            order_id,
            "Validate a payout's one-time password",
            lambda: self._require_sandbox().validate_otp(order_id, code),
            changes=money_moved(ref),
        )

    # --- accounts ---
    async def create_account(
        self, uid: str, request: CreateAccountRequest | Mapping[str, Any], attempt: Attempt
    ) -> Account | Recovered[Account]:
        client, sandbox = self._client, self._sandbox
        body = request if isinstance(request, Mapping) else request.to_wire()

        async def listed() -> list[Account]:
            assert sandbox is not None
            return (await sandbox.get_user(uid)).accounts

        async def find() -> Account | None:
            before = attempt.before or frozenset()
            for account in await listed():
                if (
                    account.id not in before
                    and account.alias == body.get("alias")
                    and account.currency == body.get("currency")
                ):
                    return account
            return None

        async def send() -> Account:
            if sandbox is not None and attempt.before is None:
                attempt.before = frozenset(a.id for a in await listed())
            return await client.create_account(uid, request)

        return await self._perform(
            "create_account",
            uid,
            "Create an account",
            lambda: _create_once(attempt, find if sandbox is not None else None, send),
            changes=[(ChangeKind.ACCOUNTS, uid)],
        )

    async def deactivate_virtual_iban(self, ref: AccountRef, viban_id: str) -> VirtualIban:
        client = self._client
        return await self._perform(
            "deactivate_viban",
            f"{target_of(ref)}/{viban_id}",
            "Deactivate a virtual IBAN",
            lambda: client.deactivate_virtual_iban(ref.uid, ref.aid, viban_id),
            changes=[(ChangeKind.VIBAN, ref.aid)],
        )

    async def issue_virtual_iban(
        self, ref: AccountRef, attempt: Attempt
    ) -> VirtualIban | Recovered[VirtualIban]:
        sandbox = self._require_sandbox()

        async def find() -> VirtualIban | None:
            before = attempt.before or frozenset()
            fresh = [v for v in await sandbox.list_virtual_ibans(ref.aid) if v.id not in before]
            return fresh[0] if fresh else None

        async def send() -> VirtualIban:
            if attempt.before is None:
                attempt.before = frozenset(v.id for v in await sandbox.list_virtual_ibans(ref.aid))
            return await sandbox.create_virtual_iban(ref.aid)

        return await self._perform(
            "issue_viban",
            target_of(ref),
            "Issue a virtual IBAN (sandbox)",
            lambda: _create_once(attempt, find, send),
            changes=[(ChangeKind.VIBAN, ref.aid)],
        )


def _payout_amount(request: BankPayoutRequest | CryptoPayoutRequest | Mapping[str, Any]) -> str:
    """The payout's fixed amount as money ('100.00 EUR'); '' if the body holds none."""
    if isinstance(request, BankPayoutRequest | CryptoPayoutRequest):
        amounts = request.amounts
        money = amounts.debited_amount if amounts.debited_amount.amount else amounts.received_amount
        return money.display()
    body = request.get("amounts")
    if not isinstance(body, Mapping):
        return ""
    for key in ("debitedAmount", "debited_amount", "receivedAmount", "received_amount"):
        money_body = body.get(key)
        if isinstance(money_body, Mapping) and money_body.get("amount"):
            try:
                return format_money(int(money_body["amount"]), str(money_body.get("currency", "")))
            except (TypeError, ValueError):
                return ""
    return ""


async def _create_once(
    attempt: Attempt,
    find: Callable[[], Awaitable[T | None]] | None,
    send: Callable[[], Awaitable[Any]],
) -> Any:
    """Send a creation the server cannot de-duplicate, unless an earlier unanswered try made it."""
    if attempt.state is AttemptState.UNCERTAIN:
        if find is None:
            attempt.state = AttemptState.ASKED
            raise OutcomeUnknown()
        found = await find()
        if found is not None:
            attempt.state = AttemptState.DONE
            return Recovered(found)
    attempt.begin()
    try:
        result = await send()
    except asyncio.CancelledError:
        attempt.state = AttemptState.UNCERTAIN  # it may have reached the server
        raise
    except Exception as exc:
        attempt.state = AttemptState.UNCERTAIN if may_have_taken_effect(exc) else AttemptState.NEW
        raise
    attempt.state = AttemptState.DONE
    return result
