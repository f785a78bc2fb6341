"""Every endpoint method of the client, against the sandbox."""

from __future__ import annotations

import pytest

from app.api.client import BankingClient
from app.api.errors import NotFound, ValidationFailed
from app.api.order_pages import condition, query
from app.api.sandbox_helpers import SandboxHelpers
from app.models.order_query import Scope
from app.models.payouts import BankPayoutRequest
from tests.helpers.bodies import bank_payout, crypto_payout

pytestmark = pytest.mark.anyio


async def funded(
    client: BankingClient, amount: int = 1_000_000, currency: str = "EUR"
) -> tuple[str, str]:
    helpers = SandboxHelpers(client)
    user = await helpers.create_user({"type": "PERSON", "name": "Ana", "surname": "Ruiz"})
    account = await client.create_account(user.id, {"alias": "Main", "currency": currency})
    if amount:
        await helpers.deposit(account.id, amount)
    return user.id, account.id


async def test_accounts(client: BankingClient) -> None:
    uid, aid = await funded(client, 5_000)
    account = await client.get_account(uid, aid)
    assert (account.balance, account.currency) == (5_000, "EUR")
    funding = await client.get_funding_methods(uid, aid)
    assert funding.fiat[0].iban
    capabilities = await client.get_capabilities(aid)
    assert capabilities.account_type == "FIAT"


async def test_create_account_refused_before_sending(client: BankingClient) -> None:
    before = len(client.request_log.entries())
    with pytest.raises(ValidationFailed) as caught:
        await client.create_account("u", {"alias": "", "currency": "GBP"})
    assert {d.field for d in caught.value.details} == {"alias", "currency"}
    assert len(client.request_log.entries()) == before


async def test_payouts_simulations_and_detail(client: BankingClient) -> None:
    uid, aid = await funded(client)
    order = await client.create_bank_payout(
        uid, aid, BankPayoutRequest.model_validate(bank_payout())
    )
    assert order.state == "Created"
    assert order.is_otp_required is False
    sent = client.request_log.entries()[-1]
    assert sent.request_headers["idempotency-key"]
    detail = await client.get_bank_payout(order.id)
    assert detail.recipient is not None
    assert detail.recipient.name == "Lena"
    crypto = await client.create_crypto_payout(uid, aid, crypto_payout(), idempotency_key="my-key")
    assert crypto.type == "CRYPTO_PAY_OUT"
    again = await client.create_crypto_payout(uid, aid, crypto_payout(), idempotency_key="my-key")
    assert again.id == crypto.id
    sim = await client.simulate_crypto_payout(
        uid, aid, {"amounts": crypto_payout()["amounts"], "recipient": {"network": "TRON"}}
    )
    assert sim.quote.valid_until > sim.quote.timestamp  # type: ignore[operator]
    _other_uid, other_aid = await funded(client, 0, "USD")
    transfer = await client.simulate_transfer(
        uid,
        aid,
        {"origin": {"amount": 1_000, "currency": "EUR"}, "recipient": {"accountId": other_aid}},
    )
    assert transfer.destination.currency == "USD"


async def test_card_payin_and_otp_helpers(client: BankingClient) -> None:
    uid, aid = await funded(client)
    payin = await client.create_card_payin(
        uid,
        aid,
        {
            "amount": 1_000,
            "currency": "EUR",
            "reference": "R-1",
            "urlSuccess": "https://a.example/ok",
            "urlFailed": "https://a.example/ko",
        },
    )
    assert payin.payment_url.endswith(payin.order.id)
    helpers = SandboxHelpers(client)
    big = await client.create_bank_payout(uid, aid, bank_payout(150_000))
    assert big.is_otp_required is True
    await helpers.validate_otp(big.id, "123456")
    await helpers.advance_order(big.id, "PENDING")
    settled = await helpers.advance_order(big.id, "SETTLED")
    assert settled.state == "SETTLED"


async def test_order_lists_filters_and_iteration(client: BankingClient) -> None:
    uid, aid = await funded(client, 0)
    helpers = SandboxHelpers(client)
    for index in range(7):
        await helpers.deposit(aid, 100 + index, reference=f"REF-{index}")
    page = await client.list_account_orders(
        uid,
        aid,
        query(Scope.ACCOUNT, [("amount", "gte", 103), ("direction", "eq", "IN")], page_size=2),
    )
    assert page.pagination.total == 4
    assert [o.reference for o in page.orders] == ["REF-6", "REF-5"]
    every = [
        o.reference
        async for o in client.iter_account_orders(uid, aid, query(Scope.ACCOUNT, page_size=3))
    ]
    assert len(every) == 7
    assert len(set(every)) == 7
    oldest = await client.list_merchant_orders(
        query(Scope.MERCHANT, newest_first=False, search="REF-0")
    )
    assert [o.reference for o in oldest.orders] == ["REF-0"]
    with pytest.raises(ValidationFailed) as caught:
        condition(Scope.MERCHANT, "direction", "eq", "IN")
    assert caught.value.details[0].field == "direction_eq"


async def test_ledger_transaction_and_helpers_list(client: BankingClient) -> None:
    uid, aid = await funded(client, 2_000)
    helpers = SandboxHelpers(client)
    transactions = await helpers.list_transactions(aid)
    tid = transactions.transactions[0].id
    one = await client.get_transaction(uid, aid, tid)
    assert one.running_balance == 2_000
    with pytest.raises(NotFound):
        await client.get_transaction(uid, aid, "missing")


async def test_vibans(client: BankingClient) -> None:
    uid, aid = await funded(client, 0)
    helpers = SandboxHelpers(client)
    viban = await helpers.create_virtual_iban(aid, "Rent")
    deactivated = await client.deactivate_virtual_iban(uid, aid, viban.id)
    assert deactivated.state == "INACTIVE"
    assert [v.state for v in await helpers.list_virtual_ibans(aid)] == ["INACTIVE"]


async def test_onboarding_and_kyc(client: BankingClient) -> None:
    helpers = SandboxHelpers(client)
    business = await helpers.create_user({"type": "BUSINESS", "companyName": "Andes SAS"})
    session = await client.create_kyb_session(business.id)
    document = await helpers.upload_kyb_document(
        business.id,
        session.id,
        file_name="deed.pdf",
        content=b"%PDF-1.4\n%%EOF\n",
        category="COMPANY",
        type_="CERTIFICATE_OF_INCORPORATION",
    )
    assert [d.id for d in (await helpers.get_kyb_session(business.id, session.id)).documents] == [
        document.id
    ]
    await client.delete_kyb_document(business.id, session.id, document.id)
    assert (await helpers.list_kyb_sessions(business.id))[0].documents == []
    assert (
        await helpers.set_kyb_session_state(business.id, session.id, "IN_REVIEW")
    ).state == "IN_REVIEW"
    details = await client.get_kyb_details(business.id)
    assert details[0].details
    holder = await client.create_shareholder(
        business.id,
        {"email": "a@example.com", "name": "Ana", "surname": "Ruiz", "kyc": {"data": {}}},
    )
    updated = await client.update_shareholder(business.id, holder.id, {"surname": "Gil"})
    assert updated.surname == "Gil"
    assert [h.id for h in (await helpers.list_shareholders(business.id)).shareholders] == [
        holder.id
    ]
    person = await helpers.create_user({"type": "PERSON"})
    sid = await helpers.start_identity_verification(person.id)
    await helpers.add_identity_transition(person.id, sid, "APPROVED")
    history = await client.get_kyc_state_history(person.id, sid)
    assert [log.new_state for log in history.logs] == ["CREATED", "APPROVED"]


async def test_user_relations_without_token_in_both_languages(client: BankingClient) -> None:
    english = await client.list_user_relations()
    spanish = await client.list_user_relations("es")
    assert "FRIEND" in {r.slug for r in english.relations}
    assert {r.slug: r.name for r in spanish.relations}["FRIEND"] == "Amigo/a"
    sent = client.request_log.entries()[-1]
    assert "authorization" not in {k.lower() for k in sent.request_headers}
    assert sent.request_headers["accept-language"] == "es"
