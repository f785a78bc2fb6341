"""The banking API client: one typed method per endpoint of the spec.

Request bodies may be given as models or dicts; either way they are checked against the
same ``app.models`` rules the sandbox uses before anything is sent.
"""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import Mapping
from typing import Any, Self

import httpx
from pydantic import TypeAdapter

from app.api.core import IDEMPOTENCY_HEADER, ApiCore, validated
from app.api.errors import AuthenticationFailed, ValidationFailed
from app.api.order_pages import OrderStream, every_order
from app.api.paths import seg
from app.models.accounts import (
    Account,
    AccountCapabilities,
    CreateAccountRequest,
    FundingMethods,
    VirtualIban,
)
from app.models.onboarding import (
    KybDetailEntry,
    KybSession,
    KycStateHistory,
    Shareholder,
    ShareholderCreateRequest,
    ShareholderUpdateRequest,
)
from app.models.order_query import OrderQuery, Scope, fields_for
from app.models.orders import BankPayoutDetail, LedgerTransaction, OrderList, OrderSummary
from app.models.payouts import (
    BankPayoutRequest,
    CardPayin,
    CardPayinRequest,
    CryptoPayoutRequest,
    CryptoPayoutSimulation,
    CryptoPayoutSimulationRequest,
    TransferSimulation,
    TransferSimulationRequest,
)
from app.models.reference import LoginRequest, LoginResponse, UserRelationList
from app.models.validation import FieldIssue

Body = Mapping[str, Any]
_DETAIL_LIST = TypeAdapter(list[KybDetailEntry])
ACCOUNT = "/api/v1/account"


def new_idempotency_key() -> str:
    return str(uuid.uuid4())


class BankingClient(ApiCore):
    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(self, *_exc: object) -> None:
        await self.aclose()

    # --- authentication ---
    async def login(self, api_code: str, api_key: str) -> None:
        """Sign in; keeps the token and its expiry, never the api key."""
        body = validated(LoginRequest, {"api_code": api_code, "api_key": api_key})
        try:
            response = await self.request(
                "POST",
                "/api/v1/auth/login",
                json=body.model_dump(),
                authenticated=False,
                secrets=(api_key,),
            )
        except AuthenticationFailed as exc:
            raise AuthenticationFailed(
                "The API code or API key is wrong.",
                status=exc.status,
                method=exc.method,
                path=exc.path,
            ) from None
        self.session.start(self.parse(LoginResponse, response).token)

    def sign_out(self) -> None:
        self.session.end()

    # --- accounts ---
    async def create_account(self, uid: str, body: CreateAccountRequest | Body) -> Account:
        request = validated(CreateAccountRequest, body)
        response = await self.request(
            "POST", f"{ACCOUNT}/users/{seg(uid, 'uid')}/accounts", json=request.to_wire()
        )
        return self.parse(Account, response)

    async def get_account(self, uid: str, aid: str) -> Account:
        return self.parse(
            Account,
            await self.request(
                "GET", f"{ACCOUNT}/users/{seg(uid, 'uid')}/accounts/{seg(aid, 'aid')}"
            ),
        )

    async def get_funding_methods(self, uid: str, aid: str) -> FundingMethods:
        response = await self.request(
            "GET", f"{ACCOUNT}/users/{seg(uid, 'uid')}/accounts/{seg(aid, 'aid')}/funding-methods"
        )
        return self.parse(FundingMethods, response)

    async def get_capabilities(self, aid: str) -> AccountCapabilities:
        return self.parse(
            AccountCapabilities,
            await self.request("GET", f"{ACCOUNT}/{seg(aid, 'aid')}/capabilities"),
        )

    # --- payouts: always with an Idempotency-Key, so a retry can never pay twice ---
    async def create_bank_payout(
        self,
        uid: str,
        aid: str,
        body: BankPayoutRequest | Body,
        *,
        idempotency_key: str | None = None,
    ) -> OrderSummary:
        request = validated(BankPayoutRequest, body)
        response = await self.request(
            "POST",
            f"{ACCOUNT}/users/{seg(uid, 'uid')}/accounts/{seg(aid, 'aid')}/bank-payouts",
            json=request.to_wire(),
            headers={IDEMPOTENCY_HEADER: idempotency_key or new_idempotency_key()},
        )
        return self.parse(OrderSummary, response)

    async def create_crypto_payout(
        self,
        uid: str,
        aid: str,
        body: CryptoPayoutRequest | Body,
        *,
        idempotency_key: str | None = None,
    ) -> OrderSummary:
        request = validated(CryptoPayoutRequest, body)
        response = await self.request(
            "POST",
            f"{ACCOUNT}/users/{seg(uid, 'uid')}/accounts/{seg(aid, 'aid')}/crypto-payouts",
            json=request.to_wire(),
            headers={IDEMPOTENCY_HEADER: idempotency_key or new_idempotency_key()},
        )
        return self.parse(OrderSummary, response)

    async def simulate_crypto_payout(
        self, uid: str, aid: str, body: CryptoPayoutSimulationRequest | Body
    ) -> CryptoPayoutSimulation:
        request = validated(CryptoPayoutSimulationRequest, body)
        response = await self.request(
            "POST",
            f"{ACCOUNT}/users/{seg(uid, 'uid')}/accounts/{seg(aid, 'aid')}/crypto-payouts/simulate",
            json=request.to_wire(),
        )
        return self.parse(CryptoPayoutSimulation, response)

    async def simulate_transfer(
        self, uid: str, aid: str, body: TransferSimulationRequest | Body
    ) -> TransferSimulation:
        request = validated(TransferSimulationRequest, body)
        response = await self.request(
            "POST",
            f"{ACCOUNT}/users/{seg(uid, 'uid')}/accounts/{seg(aid, 'aid')}/transfers/simulate",
            json=request.to_wire(),
        )
        return self.parse(TransferSimulation, response)

    async def create_card_payin(
        self, uid: str, aid: str, body: CardPayinRequest | Body
    ) -> CardPayin:
        request = validated(CardPayinRequest, body)
        response = await self.request(
            "POST",
            f"{ACCOUNT}/users/{seg(uid, 'uid')}/accounts/{seg(aid, 'aid')}/card-payins",
            json=request.to_wire(),
        )
        return self.parse(CardPayin, response)

    # --- orders and ledger ---
    async def list_account_orders(
        self, uid: str, aid: str, query: OrderQuery | None = None
    ) -> OrderList:
        return self.parse(OrderList, await self._account_orders(uid, aid, query or OrderQuery()))

    async def list_merchant_orders(self, query: OrderQuery | None = None) -> OrderList:
        return self.parse(OrderList, await self._merchant_orders(query or OrderQuery()))

    def iter_account_orders(
        self, uid: str, aid: str, query: OrderQuery | None = None
    ) -> OrderStream:
        return every_order(
            lambda q, sent: self._account_orders(uid, aid, q, sent), self._page, query
        )

    def iter_merchant_orders(self, query: OrderQuery | None = None) -> OrderStream:
        return every_order(self._merchant_orders, self._page, query)

    async def _account_orders(
        self, uid: str, aid: str, query: OrderQuery, sent: asyncio.Future[None] | None = None
    ) -> httpx.Response:
        path = f"{ACCOUNT}/users/{seg(uid, 'uid')}/accounts/{seg(aid, 'aid')}/orders"
        return await self.request("GET", path, params=query.params(), sent=sent)

    async def _merchant_orders(
        self, query: OrderQuery, sent: asyncio.Future[None] | None = None
    ) -> httpx.Response:
        for condition in query.filters:
            if condition.field not in fields_for(Scope.MERCHANT):
                message = f"The merchant's orders cannot be filtered by '{condition.field}'."
                raise ValidationFailed(message, details=[FieldIssue(condition.param, message)])
        return await self.request("GET", f"{ACCOUNT}/orders", params=query.params(), sent=sent)

    def _page(self, response: httpx.Response) -> OrderList:
        return self.parse(OrderList, response)

    async def get_bank_payout(self, oid: str) -> BankPayoutDetail:
        return self.parse(
            BankPayoutDetail, await self.request("GET", f"{ACCOUNT}/bank-payouts/{seg(oid, 'oid')}")
        )

    async def get_transaction(self, uid: str, aid: str, tid: str) -> LedgerTransaction:
        response = await self.request(
            "GET",
            f"{ACCOUNT}/users/{seg(uid, 'uid')}/accounts/{seg(aid, 'aid')}/transactions/{seg(tid, 'tid')}",
        )
        return self.parse(LedgerTransaction, response)

    # --- vIBAN ---
    async def deactivate_virtual_iban(self, uid: str, aid: str, viban_id: str) -> VirtualIban:
        response = await self.request(
            "POST",
            f"{ACCOUNT}/users/{seg(uid, 'uid')}/accounts/{seg(aid, 'aid')}/virtual-ibans/{seg(viban_id, 'viban_id')}/deactivate",
        )
        return self.parse(VirtualIban, response)

    # --- business onboarding and KYC ---
    async def create_kyb_session(self, uid: str) -> KybSession:
        return self.parse(
            KybSession,
            await self.request("POST", f"{ACCOUNT}/business-user/{seg(uid, 'uid')}/kyb-sessions"),
        )

    async def delete_kyb_document(self, uid: str, session_id: str, doc_id: str) -> None:
        await self.request(
            "DELETE",
            f"{ACCOUNT}/business-user/{seg(uid, 'uid')}/kyb-sessions/{seg(session_id, 'session_id')}/documents/{seg(doc_id, 'doc_id')}",
        )

    async def get_kyb_details(self, uid: str) -> list[KybDetailEntry]:
        response = await self.request("GET", f"{ACCOUNT}/business-users/{seg(uid, 'uid')}/kyb")
        return self.parse_list(_DETAIL_LIST, response)

    async def create_shareholder(
        self, uid: str, body: ShareholderCreateRequest | Body
    ) -> Shareholder:
        request = validated(ShareholderCreateRequest, body)
        response = await self.request(
            "POST",
            f"{ACCOUNT}/business-users/{seg(uid, 'uid')}/shareholders",
            json=request.to_wire(),
        )
        return self.parse(Shareholder, response)

    async def update_shareholder(
        self, uid: str, shareholder_id: str, body: ShareholderUpdateRequest | Body
    ) -> Shareholder:
        request = validated(ShareholderUpdateRequest, body)
        response = await self.request(
            "PUT",
            f"{ACCOUNT}/business-users/{seg(uid, 'uid')}/shareholders/{seg(shareholder_id, 'shareholder_id')}",
            json=request.to_wire(),
        )
        return self.parse(Shareholder, response)

    async def get_kyc_state_history(self, uid: str, session_id: str) -> KycStateHistory:
        response = await self.request(
            "GET",
            f"{ACCOUNT}/users/{seg(uid, 'uid')}/identity-verifications/{seg(session_id, 'session_id')}/state-history",
        )
        return self.parse(KycStateHistory, response)

    # --- reference data (no token) ---
    async def list_user_relations(self, language: str = "en") -> UserRelationList:
        response = await self.request(
            "GET",
            "/api/v1/reference/user-relations",
            headers={"Accept-Language": language},
            authenticated=False,
        )
        return self.parse(UserRelationList, response)
