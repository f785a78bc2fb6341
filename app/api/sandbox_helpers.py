"""The sandbox's test helpers (/sandbox/v1, docs/sandbox.md): only for a sandbox, never a live server.

Shares the client's session, retries and request log, so testers see these calls too.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.api.core import ApiCore, validated
from app.api.paths import seg
from app.models.accounts import VirtualIban
from app.models.onboarding import KybDocument, KybSession, KycStateHistory, ShareholderList
from app.models.orders import OrderSummary
from app.models.sandbox_helpers import (
    AdvanceRequest,
    DepositRequest,
    IdentityVerificationCreated,
    KybSessionList,
    OtpRequest,
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

    async def list_kyb_sessions(self, uid: str) -> list[KybSession]:
        response = await self._core.request(
            "GET", f"{BASE}/business-users/{seg(uid, 'uid')}/kyb-sessions"
        )
        return self._core.parse(KybSessionList, response).kyb_sessions

    async def get_kyb_session(self, uid: str, session_id: str) -> KybSession:
        response = await self._core.request(
            "GET",
            f"{BASE}/business-users/{seg(uid, 'uid')}/kyb-sessions/{seg(session_id, 'session_id')}",
        )
        return self._core.parse(KybSession, response)

    async def set_kyb_session_state(self, uid: str, session_id: str, state: str) -> KybSession:
        request = validated(TransitionRequest, {"new_state": state})
        response = await self._core.request(
            "POST",
            f"{BASE}/business-users/{seg(uid, 'uid')}/kyb-sessions/{seg(session_id, 'session_id')}/state",
            json=request.model_dump(),
        )
        return self._core.parse(KybSession, response)

    async def list_shareholders(self, uid: str) -> ShareholderList:
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
