"""The quote tools from the client's side: typed helper methods, the door's actions (journalled,
refused against a live server), and a sandbox's QUOTE_EXPIRED as the client's ``QuoteExpired``."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest
from fastapi import FastAPI

from app.api.client import BankingClient
from app.api.errors import QuoteExpired, ValidationFailed
from app.api.sandbox_helpers import SandboxHelpers
from app.models.payouts import CryptoPayoutRequest, CryptoPayoutSimulationRequest
from app.services.action_log import ActionLog, Outcome
from app.services.actions import ActionRefused, Actions
from app.services.context import AccountRef, WorkContext
from app.services.environments import Environment, EnvironmentKind
from sandbox.config import SandboxConfig
from tests.helpers.bodies import crypto_payout

pytestmark = pytest.mark.anyio


@pytest.fixture
def sandbox_config(sandbox_config: SandboxConfig) -> SandboxConfig:
    return replace(sandbox_config, quote_validity_seconds=45.0)


async def funded(helpers: SandboxHelpers, client: BankingClient) -> AccountRef:
    user = await helpers.create_user({"type": "PERSON", "name": "Ana", "surname": "Gil"})
    account = await client.create_account(user.id, {"alias": "Main", "currency": "EUR"})
    await helpers.deposit(account.id, 100_000)
    return AccountRef(user.id, account.id)


def door(client: BankingClient, sandbox: SandboxHelpers | None) -> tuple[Actions, ActionLog]:
    log = ActionLog()
    context = WorkContext(Environment(EnvironmentKind.SANDBOX, "http://127.0.0.1"))
    return Actions(client, context, log, sandbox=sandbox), log


async def test_helpers_read_and_set_the_validity_and_expire_quotes(
    client: BankingClient, sandbox_app: FastAPI
) -> None:
    helpers = SandboxHelpers(client)
    validity = await helpers.quote_validity()
    assert (validity.seconds, validity.default_seconds) == (45.0, 45.0)
    assert (await helpers.set_quote_validity(7)).seconds == 7.0
    with pytest.raises(ValidationFailed) as refused:  # refused before sending
        await helpers.set_quote_validity(0)
    assert refused.value.details[0].field == "seconds"
    assert refused.value.status is None

    ref = await funded(helpers, client)
    body: dict[str, Any] = crypto_payout(10_000)
    simulation = CryptoPayoutSimulationRequest.model_validate(
        {"amounts": body["amounts"], "recipient": {"network": "ETHEREUM"}}
    )
    quote = (await client.simulate_crypto_payout(ref.uid, ref.aid, simulation)).quote
    assert quote.timestamp is not None
    assert (quote.valid_until - quote.timestamp).total_seconds() == 7.0

    expired = await helpers.expire_quotes()
    assert expired.expired == 1
    with pytest.raises(QuoteExpired) as late:
        await client.create_crypto_payout(
            ref.uid, ref.aid, CryptoPayoutRequest.model_validate(body), idempotency_key="q-1"
        )
    assert late.value.status == 422
    assert late.value.code == "QUOTE_EXPIRED"
    assert "was expired by a tester" in late.value.message


async def test_the_doors_quote_actions_are_journalled_and_need_a_sandbox(
    client: BankingClient,
) -> None:
    actions, log = door(client, SandboxHelpers(client))
    assert (await actions.set_quote_validity(12.5)).seconds == 12.5
    assert (await actions.expire_quotes()).expired == 0
    assert [(r.action, r.outcome) for r in log.records] == [
        ("set_quote_validity", Outcome.DONE),
        ("expire_quotes", Outcome.DONE),
    ]

    live, live_log = door(client, None)  # a live server has no such helper
    for call in (live.expire_quotes(), live.set_quote_validity(30)):
        with pytest.raises(ActionRefused):
            await call
    assert [r.outcome for r in live_log.records] == [Outcome.REFUSED, Outcome.REFUSED]
