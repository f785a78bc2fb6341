"""The sandbox's test helpers (/sandbox/v1, docs/sandbox.md): only for a sandbox, never a live server.

Shares the client's session, retries and request log, so testers see these calls too.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any
from urllib.parse import unquote

from app.api.core import ApiCore, validated
from app.api.paths import seg
from app.models.accounts import VirtualIban
from app.models.kyb_cases import DocumentContent, KybCase, KybCaseList
from app.models.kyb_catalogue import KybCatalogue
from app.models.onboarding import KybDocument, KybSession, KycStateHistory, ShareholderList
from app.models.orders import OrderSummary
from app.models.sandbox_helpers import (
    AdvanceRequest,
    DepositRequest,
    Fault,
    FaultRequest,
    FaultState,
    GeneratedOrders,
    GenerateOrdersRequest,
    IdentityVerificationCreated,
    KybSessionList,
    OtpRequest,
    QuotesExpired,
    QuoteValidity,
    QuoteValidityRequest,
    RateLimit,
    RateLimitRequest,
    ResetResult,
    SandboxUser,
    SandboxUserCreate,
    SandboxUserDetail,
    SandboxUserList,
    TransactionList,
    TransitionRequest,
    VirtualIbanCreate,
    VirtualIbanList,
)

BASE = "/sandbox/v1"
FILE_ACCEPT = "application/pdf, image/png, image/jpeg, application/json;q=0.1"


def _include_deleted(include: bool) -> dict[str, str] | None:
    return {"includeDeleted": "true"} if include else None


def file_name_of(disposition: str) -> str | None:
    """The file name of a Content-Disposition header, RFC 6266's ``filename*`` first."""
    parameters: dict[str, str] = {}
    for part in disposition.split(";")[1:]:
        name, _, value = part.strip().partition("=")
        parameters[name.strip().lower()] = value.strip()
    extended = parameters.get("filename*", "")
    if extended.lower().startswith("utf-8''"):
        return unquote(extended[7:]) or None
    plain = parameters.get("filename", "")
    if len(plain) >= 2 and plain[0] == plain[-1] == '"':
        plain = plain[1:-1]
    return plain or None


class SandboxHelpers:
    def __init__(self, core: ApiCore) -> None:
        self._core = core

    async def create_user(self, body: SandboxUserCreate | Mapping[str, Any]) -> SandboxUser:
        request = validated(SandboxUserCreate, body)
        response = await self._core.request("POST", f"{BASE}/users", json=request.to_wire())
        return self._core.parse(SandboxUser, response)

    async def list_users(self) -> list[SandboxUser]:
        response = await self._core.request("GET", f"{BASE}/users")
        return self._core.parse(SandboxUserList, response).users

    async def get_user(self, uid: str) -> SandboxUserDetail:
        return self._core.parse(
            SandboxUserDetail, await self._core.request("GET", f"{BASE}/users/{seg(uid, 'uid')}")
        )

    async def deposit(
        self,
        aid: str,
        amount: int,
        *,
        counterparty: str | None = None,
        reference: str | None = None,
    ) -> OrderSummary:
        request = validated(
            DepositRequest, {"amount": amount, "counterparty": counterparty, "reference": reference}
        )
        response = await self._core.request(
            "POST", f"{BASE}/accounts/{seg(aid, 'aid')}/deposits", json=request.to_wire()
        )
        return self._core.parse(OrderSummary, response)

    async def list_transactions(
        self, aid: str, *, page: int = 1, page_size: int = 30
    ) -> TransactionList:
        response = await self._core.request(
            "GET",
            f"{BASE}/accounts/{seg(aid, 'aid')}/transactions",
            params={"page": page, "pageSize": page_size},
        )
        return self._core.parse(TransactionList, response)

    async def create_virtual_iban(self, aid: str, name: str | None = None) -> VirtualIban:
        request = validated(VirtualIbanCreate, {"name": name})
        response = await self._core.request(
            "POST", f"{BASE}/accounts/{seg(aid, 'aid')}/virtual-ibans", json=request.to_wire()
        )
        return self._core.parse(VirtualIban, response)

    async def list_virtual_ibans(self, aid: str) -> list[VirtualIban]:
        response = await self._core.request(
            "GET", f"{BASE}/accounts/{seg(aid, 'aid')}/virtual-ibans"
        )
        return self._core.parse(VirtualIbanList, response).virtual_ibans

    async def validate_otp(self, oid: str, code: str) -> OrderSummary:
        request = validated(OtpRequest, {"code": code})
        response = await self._core.request(
            "POST", f"{BASE}/orders/{seg(oid, 'oid')}/otp", json=request.to_wire()
        )
        return self._core.parse(OrderSummary, response)

    async def advance_order(self, oid: str, state: str) -> OrderSummary:
        request = validated(AdvanceRequest, {"state": state})
        response = await self._core.request(
            "POST", f"{BASE}/orders/{seg(oid, 'oid')}/advance", json=request.to_wire()
        )
        return self._core.parse(OrderSummary, response)

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
        response = await self._core.request(
            "POST",
            f"{BASE}/business-users/{seg(uid, 'uid')}/kyb-sessions/{seg(session_id, 'session_id')}/documents",
            files={"file": (file_name, content)},
            data={"category": category, "type": type_},
        )
        return self._core.parse(KybDocument, response)

    async def list_kyb_sessions(self, uid: str, include_deleted: bool = False) -> list[KybSession]:
        """Newest first; ``include_deleted``: soft-deleted documents too, with ``deleted_at``."""
        response = await self._core.request(
            "GET",
            f"{BASE}/business-users/{seg(uid, 'uid')}/kyb-sessions",
            params=_include_deleted(include_deleted),
        )
        return self._core.parse(KybSessionList, response).kyb_sessions

    async def get_kyb_session(
        self, uid: str, session_id: str, include_deleted: bool = False
    ) -> KybSession:
        response = await self._core.request(
            "GET",
            f"{BASE}/business-users/{seg(uid, 'uid')}/kyb-sessions/{seg(session_id, 'session_id')}",
            params=_include_deleted(include_deleted),
        )
        return self._core.parse(KybSession, response)

    async def kyb_document_content(self, uid: str, session_id: str, doc_id: str) -> DocumentContent:
        """A document's file (up to 10 MB), soft-deleted ones too."""
        response = await self._core.request(
            "GET",
            f"{BASE}/business-users/{seg(uid, 'uid')}/kyb-sessions/"
            f"{seg(session_id, 'session_id')}/documents/{seg(doc_id, 'doc_id')}/content",
            headers={"Accept": FILE_ACCEPT},
        )
        media_type = response.headers.get("content-type", "").split(";")[0].strip().lower()
        return DocumentContent(
            content=response.content,
            media_type=media_type or "application/octet-stream",
            file_name=file_name_of(response.headers.get("content-disposition", "")) or doc_id,
        )

    async def kyb_catalogue(self, language: str = "en") -> KybCatalogue:
        """Categories, document types, session and KYC states named in ``language`` (en, es)."""
        response = await self._core.request(
            "GET", f"{BASE}/kyb/catalogue", headers={"Accept-Language": language}
        )
        return self._core.parse(KybCatalogue, response)

    async def kyb_cases(self) -> list[KybCase]:
        """Every business of the merchant as a KYB case, newest change first."""
        response = await self._core.request("GET", f"{BASE}/kyb/cases")
        return self._core.parse(KybCaseList, response).cases

    async def set_kyb_session_state(self, uid: str, session_id: str, state: str) -> KybSession:
        request = validated(TransitionRequest, {"new_state": state})
        response = await self._core.request(
            "POST",
            f"{BASE}/business-users/{seg(uid, 'uid')}/kyb-sessions/{seg(session_id, 'session_id')}/state",
            json=request.model_dump(),
        )
        return self._core.parse(KybSession, response)

    async def list_shareholders(self, uid: str) -> ShareholderList:
        """Each with its kyc and ``identity_verification_id``: its state history is
        ``BankingClient.get_kyc_state_history(uid, identity_verification_id)``."""
        response = await self._core.request(
            "GET", f"{BASE}/business-users/{seg(uid, 'uid')}/shareholders"
        )
        return self._core.parse(ShareholderList, response)

    async def start_identity_verification(self, uid: str) -> str:
        response = await self._core.request(
            "POST", f"{BASE}/users/{seg(uid, 'uid')}/identity-verifications"
        )
        return self._core.parse(IdentityVerificationCreated, response).session_id

    async def add_identity_transition(
        self, uid: str, session_id: str, new_state: str
    ) -> KycStateHistory:
        request = validated(TransitionRequest, {"new_state": new_state})
        response = await self._core.request(
            "POST",
            f"{BASE}/users/{seg(uid, 'uid')}/identity-verifications/{seg(session_id, 'session_id')}/transitions",
            json=request.model_dump(),
        )
        return self._core.parse(KycStateHistory, response)

    # --- testers' tools (docs/sandbox.md, "Testers' tools") ---
    async def reset_to_seed(self) -> ResetResult:
        """The merchant's data back to the seed; what was made since is gone."""
        response = await self._core.request("POST", f"{BASE}/reset")
        return self._core.parse(ResetResult, response)

    async def generate_orders(self, count: int, aid: str | None = None) -> GeneratedOrders:
        """``count`` settled credits on one account, or spread over the merchant's."""
        request = validated(GenerateOrdersRequest, {"count": count, "account_id": aid})
        response = await self._core.request(
            "POST", f"{BASE}/orders/generate", json=request.to_wire()
        )
        return self._core.parse(GeneratedOrders, response)

    async def arm_fault(
        self, kind: str, *, retry_after_seconds: int = 1, delay_seconds: float = 31.0
    ) -> Fault:
        """The merchant's next request meets this failure (once)."""
        request = validated(
            FaultRequest,
            {
                "kind": kind,
                "retry_after_seconds": retry_after_seconds,
                "delay_seconds": delay_seconds,
            },
        )
        response = await self._core.request("POST", f"{BASE}/faults", json=request.to_wire())
        return self._core.parse(Fault, response)

    async def armed_fault(self) -> Fault | None:
        return self._core.parse(FaultState, await self._core.request("GET", f"{BASE}/faults")).fault

    async def disarm_fault(self) -> None:
        await self._core.request("DELETE", f"{BASE}/faults")

    async def quote_validity(self) -> QuoteValidity:
        """How long the merchant's new quotes last, and the sandbox's default."""
        response = await self._core.request("GET", f"{BASE}/quote-validity")
        return self._core.parse(QuoteValidity, response)

    async def set_quote_validity(self, seconds: float) -> QuoteValidity:
        """Quotes given from now on last ``seconds``; those already given keep their end."""
        request = validated(QuoteValidityRequest, {"seconds": seconds})
        response = await self._core.request("PUT", f"{BASE}/quote-validity", json=request.to_wire())
        return self._core.parse(QuoteValidity, response)

    async def rate_limit(self) -> RateLimit:
        """Whether the merchant's requests are rate limited now, and the limit."""
        return self._core.parse(RateLimit, await self._core.request("GET", f"{BASE}/rate-limit"))

    async def set_rate_limit(self, enabled: bool) -> RateLimit:
        """The merchant's rate limit on or off, from its next request."""
        request = validated(RateLimitRequest, {"enabled": enabled})
        response = await self._core.request("PUT", f"{BASE}/rate-limit", json=request.to_wire())
        return self._core.parse(RateLimit, response)

    async def expire_quotes(self) -> QuotesExpired:
        """Every live quote of the merchant ends now: a payout on one gets QUOTE_EXPIRED."""
        response = await self._core.request("POST", f"{BASE}/quotes/expire")
        return self._core.parse(QuotesExpired, response)
