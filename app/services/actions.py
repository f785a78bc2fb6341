"""The one door for every action that changes something on the server.

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
from dataclasses import dataclass
from datetime import timedelta
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from app.api.errors import ApiError, PermissionDenied, may_have_taken_effect
from app.models.accounts import Account, CreateAccountRequest, VirtualIban
from app.models.money import format_money
from app.models.onboarding import (
    KybDocument,
    KybSession,
    Shareholder,
    ShareholderCreateRequest,
    ShareholderUpdateRequest,
)
from app.models.order_query import OrderQuery
from app.models.orders import OrderSummary
from app.models.payouts import BankPayoutRequest, CardPayin, CardPayinRequest, CryptoPayoutRequest
from app.services.action_log import ActionLog, ActionRecord, Outcome
from app.services.attempts import Attempt, AttemptState, OutcomeUnknown, Recovered
from app.services.context import AccountRef, ChangeKind, WorkContext

if TYPE_CHECKING:
    from app.api.client import BankingClient
    from app.api.sandbox_helpers import SandboxHelpers
    from app.models.sandbox_helpers import Fault, GeneratedOrders, ResetResult
    from app.services.review import CaseDecision, DocumentMark

T = TypeVar("T")
Changes = Iterable[tuple[ChangeKind, str]]
CLOCK_SKEW = timedelta(minutes=5)  # the server's clock may run behind this machine's
RECOVERY_PAGE = 100


@dataclass(frozen=True)
class ActionRequest:
    """What the guard is asked about: enough to show the person and to decide."""

    action: str
    target: str
    summary: str
    confirm_text: str = ""  # what a person types to confirm it (an amount, an id's end)


class ActionRefused(PermissionDenied):
    """The guard said no (a read-only profile, a confirmation not given): nothing was sent."""

    default_message = "This action is not allowed here."


class Guard(Protocol):
    async def check(self, request: ActionRequest) -> None:
        """Return to let the action through; raise ``ActionRefused`` to stop it."""


class AllowAll:
    """The guard of an environment that asks nothing (the sandbox)."""

    async def check(self, request: ActionRequest) -> None:
        return None


def _target(ref: AccountRef) -> str:
    return f"{ref.uid}/{ref.aid}"


def _detail(result: object) -> str:
    value = result.value if isinstance(result, Recovered) else result
    if isinstance(value, CardPayin):
        return value.order.id
    return str(getattr(value, "id", "") or "")


class Actions:
    def __init__(
        self,
        client: BankingClient,
        context: WorkContext,
        log: ActionLog,
        *,
        sandbox: SandboxHelpers | None = None,
        guard: Guard | None = None,
    ) -> None:
        self._client = client
        self._context = context
        self._log = log
        self._sandbox = sandbox
        self.guard: Guard = guard or AllowAll()

    @property
    def log(self) -> ActionLog:
        return self._log

    # --- money ---
    async def create_bank_payout(
        self, ref: AccountRef, request: BankPayoutRequest | Mapping[str, Any], idempotency_key: str
    ) -> OrderSummary:
        client = self._client
        return await self._perform(
            "bank_payout",
            _target(ref),
            "Send a bank payout",
            lambda: client.create_bank_payout(
                ref.uid, ref.aid, request, idempotency_key=idempotency_key
            ),
            changes=_money_moved(ref),
            idempotency_key=idempotency_key,
            confirm_text=_payout_amount(request),
        )

    async def create_crypto_payout(
        self,
        ref: AccountRef,
        request: CryptoPayoutRequest | Mapping[str, Any],
        idempotency_key: str,
    ) -> OrderSummary:
        client = self._client
        return await self._perform(
            "crypto_payout",
            _target(ref),
            "Send a crypto payout",
            lambda: client.create_crypto_payout(
                ref.uid, ref.aid, request, idempotency_key=idempotency_key
            ),
            changes=_money_moved(ref),
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
            _target(ref),
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
            changes=_money_moved(ref),
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
            f"{_target(ref)}/{viban_id}",
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
            _target(ref),
            "Issue a virtual IBAN (sandbox)",
            lambda: _create_once(attempt, find, send),
            changes=[(ChangeKind.VIBAN, ref.aid)],
        )

    # --- business onboarding (KYB) ---
    async def start_kyb_session(self, uid: str) -> KybSession:
        """A new KYB session for a business; its case is announced (a new one exists)."""
        client = self._client
        return await self._perform(
            "start_kyb_session",
            uid,
            "Start a KYB session",
            lambda: client.create_kyb_session(uid),
            changes=[(ChangeKind.KYB_CASE, uid)],
        )

    async def upload_kyb_document(
        self,
        uid: str,
        session_id: str,
        *,
        file_name: str,
        content: bytes,
        category: str,
        type_: str,
    ) -> KybDocument:
        """A document into a session (sandbox helper: the spec shows no upload)."""
        return await self._perform(
            "upload_kyb_document",
            f"{uid}/{session_id}",
            f"Upload {file_name}",
            lambda: self._require_sandbox().upload_kyb_document(
                uid,
                session_id,
                file_name=file_name,
                content=content,
                category=category,
                type_=type_,
            ),
            changes=[(ChangeKind.KYB_CASE, uid)],
        )

    async def delete_kyb_document(self, uid: str, session_id: str, doc_id: str) -> None:
        client = self._client
        await self._perform(
            "delete_kyb_document",
            f"{uid}/{session_id}/{doc_id}",
            "Delete a KYB document",
            lambda: client.delete_kyb_document(uid, session_id, doc_id),
            changes=[(ChangeKind.KYB_CASE, uid)],
        )

    async def create_shareholder(
        self, uid: str, request: ShareholderCreateRequest | Mapping[str, Any]
    ) -> Shareholder:
        client = self._client
        return await self._perform(
            "create_shareholder",
            uid,
            "Add a shareholder",
            lambda: client.create_shareholder(uid, request),
            changes=[(ChangeKind.KYB_CASE, uid)],
        )

    async def update_shareholder(
        self,
        uid: str,
        shareholder_id: str,
        request: ShareholderUpdateRequest | Mapping[str, Any],
    ) -> Shareholder:
        client = self._client
        return await self._perform(
            "update_shareholder",
            f"{uid}/{shareholder_id}",
            "Correct a shareholder",
            lambda: client.update_shareholder(uid, shareholder_id, request),
            changes=[(ChangeKind.KYB_CASE, uid)],
        )

    async def set_kyb_session_state(self, uid: str, session_id: str, state: str) -> KybSession:
        """Move a case (sandbox helper: the spec has no decision operation)."""
        return await self._perform(
            "set_kyb_session_state",
            f"{uid}/{session_id}",
            f"Move a KYB session to {state}",
            lambda: self._require_sandbox().set_kyb_session_state(uid, session_id, state),
            changes=[(ChangeKind.KYB_CASE, uid)],
        )

    # --- review: document marks and case decisions (app/services/review.py) ---
    async def mark_document(
        self,
        uid: str,
        session_id: str,
        doc_id: str,
        mark: str,
        reason: str = "",
        comment: str = "",
    ) -> DocumentMark:
        """A reviewer's mark on one document: nothing is sent (the API has no such
        operation); the door records the mark, whole, as the action's result, and the journal
        keeps it (``ReviewBook`` rebuilds marks from there)."""
        from app.services.review import DocumentMark, Mark

        made = DocumentMark(uid, session_id, doc_id, Mark(mark), reason, comment.strip())

        async def local() -> DocumentMark:
            return made

        return await self._perform(
            "mark_document",
            f"{uid}/{session_id}/{doc_id}",
            f"Mark a KYB document {made.mark.value}",
            local,
            changes=[],
        )

    async def decide_case(
        self, uid: str, session_id: str, decision: str, reason: str
    ) -> CaseDecision:
        """A case's decision with its written reason. On a sandbox it moves the session
        (approve: APPROVED, reject: REJECTED, more information: CREATED, the applicant's turn);
        on a live server, which has no decision operation, it is recorded only."""
        from app.services.review import DECISION_STATES, CaseDecision, Decision

        chosen = Decision(decision)
        sandbox = self._sandbox
        state = DECISION_STATES[chosen] if sandbox is not None else None

        async def decide() -> CaseDecision:
            if sandbox is not None and state is not None:
                await sandbox.set_kyb_session_state(uid, session_id, state)
            return CaseDecision(uid, session_id, chosen, reason.strip(), state)

        return await self._perform(
            "decide_case",
            f"{uid}/{session_id}",
            f"Decide a KYB case: {chosen.value}",
            decide,
            changes=[(ChangeKind.KYB_CASE, uid)],
        )

    def record_case_export(self, uid: str, session_id: str, file_name: str) -> None:
        """A case bundle was written (personal data left Teller): nothing is sent, the
        journal says who exported which case, and under what name."""
        self._log.record(
            ActionRecord("export_case_bundle", f"{uid}/{session_id}", Outcome.DONE, file_name)
        )

    # --- personal data ---
    def record_export(self, what: str, target: str, file_name: str, count: int) -> None:
        """Data was written to a file (orders to CSV): nothing is sent, the journal says
        who exported what, how much, and under what name."""
        detail = f"{count} {what} to {file_name}"
        self._log.record(ActionRecord(f"export_{what}", target, Outcome.DONE, detail))

    def record_reveal(self, what: str, whose: str) -> None:
        """A person chose to see one masked value: nothing is sent, the journal says so."""
        self._log.record(ActionRecord("reveal", whose, Outcome.DONE, what))

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
            changes=_money_moved(ref) if ref is not None else [(ChangeKind.ORDER, "")],
        )

    async def reset_sandbox(self, ref: AccountRef | None) -> ResetResult:
        """The merchant's sandbox data back to the seed: every view showing data refreshes."""
        changes: list[tuple[ChangeKind, str]] = [(ChangeKind.ORDER, "")]
        if ref is not None:
            changes += [
                *_money_moved(ref),
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
            _target(ref) if ref is not None else "merchant",
            f"Add {count} orders (sandbox)",
            lambda: self._require_sandbox().generate_orders(
                count, ref.aid if ref is not None else None
            ),
            changes=_money_moved(ref) if ref is not None else [(ChangeKind.ORDER, "")],
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

    # --- the door ---
    def _require_sandbox(self) -> SandboxHelpers:
        if self._sandbox is None:
            raise ActionRefused("This is a sandbox test helper; the server has no such action.")
        return self._sandbox

    async def _perform(
        self,
        action: str,
        target: str,
        summary: str,
        call: Callable[[], Awaitable[T]],
        *,
        changes: Changes,
        idempotency_key: str | None = None,
        confirm_text: str = "",
    ) -> T:
        """Every action through the door asks the guard first; what a person must type to
        confirm it is the amount for money, else the last four characters of its target."""
        changes = list(changes)

        def record(outcome: Outcome, detail: str) -> None:
            self._log.record(ActionRecord(action, target, outcome, detail, idempotency_key))

        try:
            await self.guard.check(
                ActionRequest(action, target, summary, confirm_text or target[-4:])
            )
        except ActionRefused as exc:
            record(Outcome.REFUSED, exc.message)
            raise
        try:
            result = await call()
        except asyncio.CancelledError:
            record(Outcome.UNKNOWN, "Cancelled before the server answered.")
            self._announce(changes)
            raise
        except Exception as exc:
            unknown = may_have_taken_effect(exc) and not isinstance(exc, OutcomeUnknown)
            message = exc.message if isinstance(exc, ApiError) else type(exc).__name__
            record(Outcome.UNKNOWN if unknown else Outcome.REFUSED, message)
            if unknown:  # whatever did happen, the views showing it should look again
                self._announce(changes)
            raise
        record(Outcome.FOUND if isinstance(result, Recovered) else Outcome.DONE, _detail(result))
        self._announce(changes)
        return result

    def _announce(self, changes: list[tuple[ChangeKind, str]]) -> None:
        for kind, target in changes:
            self._context.announce(kind, target)


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


def _money_moved(ref: AccountRef) -> list[tuple[ChangeKind, str]]:
    return [(ChangeKind.ORDER, ref.aid), (ChangeKind.ACCOUNT, ref.aid)]


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
