"""The action door: guard, request, record, announce; and no blind re-run of a creation
the server cannot recognise when sent twice (real dropped connections, a real sandbox)."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from pathlib import Path

import pytest

from app.api.client import BankingClient
from app.api.errors import ConnectionLost, ValidationFailed
from app.api.sandbox_helpers import SandboxHelpers
from app.models.payouts import CardPayinRequest
from app.services.action_log import ActionLog, Outcome
from app.services.actions import ActionRefused, ActionRequest, Actions
from app.services.attempts import Attempt, AttemptState, OutcomeUnknown, Recovered
from app.services.context import AccountRef, WorkContext
from app.services.environments import Environment, EnvironmentKind
from sandbox.app import create_app
from sandbox.config import SandboxConfig
from tests.api.conftest import FAST_RETRY
from tests.api.faulty_servers import dropping_proxy
from tests.helpers.bodies import bank_payout
from tests.helpers.live_server import serve_in_thread

pytestmark = pytest.mark.anyio


class Door:
    """Actions over a real sandbox, with what the context heard."""

    def __init__(self, client: BankingClient, *, sandbox: bool = True) -> None:
        kind = EnvironmentKind.SANDBOX if sandbox else EnvironmentKind.CUSTOM
        self.client = client
        self.helpers = SandboxHelpers(client)
        self.context = WorkContext(Environment(kind, "http://127.0.0.1"))
        self.log = ActionLog()
        self.actions = Actions(
            client, self.context, self.log, sandbox=self.helpers if sandbox else None
        )
        self.heard: list[tuple[str, str]] = []
        self.context.changed.connect(lambda kind, target: self.heard.append((kind, target)))

    async def funded_account(self, amount: int = 100_000) -> AccountRef:
        user = await self.helpers.create_user({"type": "PERSON", "name": "Ana", "surname": "Ruiz"})
        account = await self.client.create_account(user.id, {"alias": "Main", "currency": "EUR"})
        if amount:
            await self.helpers.deposit(account.id, amount)
        return AccountRef(user.id, account.id)


@asynccontextmanager
async def door_over(
    tmp_path: Path,
    drop: Callable[[bytes], bool] | None = None,
    *,
    sandbox: bool = True,
    forward_dropped: bool = True,
) -> AsyncIterator[tuple[Door, list[bytes]]]:
    """A door whose requests pass a proxy that may drop an answer after the server acted."""
    app = create_app(
        SandboxConfig(
            db_path=tmp_path / "s.db",
            demo_data=False,
            lifecycle_delay_seconds=None,
            rate_limit_per_second=0,
        )
    )
    try:
        with serve_in_thread(app) as upstream:
            async with (
                dropping_proxy(
                    upstream, drop or (lambda _head: False), forward_dropped=forward_dropped
                ) as (url, seen),
                BankingClient(url, retry=FAST_RETRY) as client,
            ):
                await client.login("demo", "demo-key")
                yield Door(client, sandbox=sandbox), seen
    finally:
        app.state.ctx.db.close()


def drop_first(fragment: bytes) -> Callable[[bytes], bool]:
    dropped: list[bytes] = []

    def should_drop(head: bytes) -> bool:
        if head.startswith(b"POST") and fragment in head and not dropped:
            dropped.append(head)
            return True
        return False

    return should_drop


def payin(reference: str = "Top-up 42") -> CardPayinRequest:
    return CardPayinRequest.model_validate(
        {
            "amount": 2_500,
            "currency": "EUR",
            "reference": reference,
            "urlSuccess": "https://example.org/ok",
            "urlFailed": "https://example.org/ko",
        }
    )


async def test_a_payout_is_recorded_with_its_key_and_announced(tmp_path: Path) -> None:
    async with door_over(tmp_path) as (door, _seen):
        ref = await door.funded_account()
        order = await door.actions.create_bank_payout(ref, bank_payout(1_000), "key-1")
    [record] = door.log.records
    assert (record.action, record.outcome, record.detail) == ("bank_payout", Outcome.DONE, order.id)
    assert record.idempotency_key == "key-1"
    assert record.target == f"{ref.uid}/{ref.aid}"
    assert door.heard == [("order", ref.aid), ("account", ref.aid)]


async def test_a_refusal_is_recorded_and_announces_nothing(tmp_path: Path) -> None:
    async with door_over(tmp_path) as (door, _seen):
        ref = await door.funded_account(amount=0)
        with pytest.raises(Exception) as refused:
            await door.actions.create_bank_payout(ref, bank_payout(1_000), "key-2")
    assert door.log.records[-1].outcome is Outcome.REFUSED
    assert door.log.records[-1].detail == refused.value.message  # type: ignore[attr-defined]
    assert door.heard == []


async def test_the_guard_stops_an_action_before_anything_is_sent(tmp_path: Path) -> None:
    asked: list[ActionRequest] = []

    class ReadOnly:
        async def check(self, request: ActionRequest) -> None:
            asked.append(request)
            raise ActionRefused("This profile is read-only.")

    async with door_over(tmp_path) as (door, seen):
        ref = await door.funded_account()
        door.actions.guard = ReadOnly()
        before = len(seen)
        with pytest.raises(ActionRefused):
            await door.actions.create_bank_payout(ref, bank_payout(1_000), "key-3")
    assert len(seen) == before  # nothing left Teller
    assert [a.action for a in asked] == ["bank_payout"]
    assert door.log.records[-1].outcome is Outcome.REFUSED


async def test_a_lost_card_payin_answer_is_found_not_created_again(tmp_path: Path) -> None:
    async with door_over(tmp_path, drop_first(b"/card-payins")) as (door, seen):
        ref = await door.funded_account(amount=0)
        attempt = Attempt()
        with pytest.raises(ConnectionLost):
            await door.actions.create_card_payin(ref, payin(), attempt)
        assert attempt.state is AttemptState.UNCERTAIN
        assert door.heard == [("order", ref.aid)]  # it may have happened: views look again
        again = await door.actions.create_card_payin(ref, payin(), attempt)
        orders = await door.client.list_account_orders(ref.uid, ref.aid)
    assert isinstance(again, Recovered)
    assert again.value.reference == "Top-up 42"
    assert [o.type for o in orders.orders] == ["CARD_PAYIN"]  # one pay-in, not two
    assert len([h for h in seen if b"/card-payins" in h]) == 1  # the retry sent none
    assert [r.outcome for r in door.log.records] == [Outcome.UNKNOWN, Outcome.FOUND]


async def test_a_card_payin_that_never_reached_the_server_is_sent_on_retry(
    tmp_path: Path,
) -> None:
    async with door_over(tmp_path, drop_first(b"/card-payins"), forward_dropped=False) as (
        door,
        seen,
    ):
        ref = await door.funded_account(amount=0)
        attempt = Attempt()
        with pytest.raises(ConnectionLost):
            await door.actions.create_card_payin(ref, payin("Once"), attempt)
        result = await door.actions.create_card_payin(ref, payin("Once"), attempt)
        orders = await door.client.list_account_orders(ref.uid, ref.aid)
    assert not isinstance(result, Recovered)  # looked, found nothing, sent
    assert [o.reference for o in orders.orders] == ["Once"]
    assert len([h for h in seen if b"/card-payins" in h]) == 2
    assert attempt.state is AttemptState.DONE


async def test_a_refused_creation_may_be_sent_again_without_looking(tmp_path: Path) -> None:
    async with door_over(tmp_path) as (door, seen):
        ref = await door.funded_account(amount=0)
        attempt = Attempt()
        with pytest.raises(ValidationFailed):
            await door.actions.create_account(ref.uid, {"alias": "", "currency": "EUR"}, attempt)
        assert attempt.state is AttemptState.NEW
        listed = len([h for h in seen if b"/sandbox/v1/users/" in h])
        account = await door.actions.create_account(
            ref.uid, {"alias": "Second", "currency": "EUR"}, attempt
        )
    assert account.alias == "Second"  # type: ignore[union-attr]
    assert door.heard[-1] == ("accounts", ref.uid)
    # the snapshot taken before the refused try still holds: nothing was made since
    assert len([h for h in seen if b"/sandbox/v1/users/" in h]) == listed


async def test_a_lost_account_creation_is_found_on_retry(tmp_path: Path) -> None:
    async with door_over(tmp_path, drop_first(b"/accounts HTTP")) as (door, seen):
        user = await door.helpers.create_user({"type": "BUSINESS", "companyName": "Acme SL"})
        attempt = Attempt()
        body = {"alias": "Payroll", "currency": "EUR"}
        with pytest.raises(ConnectionLost):
            await door.actions.create_account(user.id, body, attempt)
        again = await door.actions.create_account(user.id, body, attempt)
        detail = await door.helpers.get_user(user.id)
    assert isinstance(again, Recovered)
    assert [a.alias for a in detail.accounts] == ["Payroll"]
    assert len([h for h in seen if h.startswith(b"POST") and b"/accounts HTTP" in h]) == 1


async def test_without_a_way_to_check_the_person_is_asked_before_sending_again(
    tmp_path: Path,
) -> None:
    async with door_over(tmp_path, drop_first(b"/accounts HTTP"), sandbox=False) as (door, seen):
        user = await door.helpers.create_user({"type": "PERSON", "name": "Li", "surname": "Wu"})
        attempt = Attempt()
        body = {"alias": "Savings", "currency": "EUR"}
        with pytest.raises(ConnectionLost):
            await door.actions.create_account(user.id, body, attempt)
        with pytest.raises(OutcomeUnknown) as unknown:
            await door.actions.create_account(user.id, body, attempt)
        posts = len([h for h in seen if h.startswith(b"POST") and b"/accounts HTTP" in h])
        assert posts == 1  # nothing sent blind
        # The deliberate "Send again" is sent; this server refuses a second "Savings".
        with pytest.raises(ValidationFailed):
            await door.actions.create_account(user.id, body, attempt)
        posts = len([h for h in seen if h.startswith(b"POST") and b"/accounts HTTP" in h])
        detail = await door.helpers.get_user(user.id)
    assert unknown.value.retry_label == "Send again"
    assert posts == 2
    assert [a.alias for a in detail.accounts] == ["Savings"]


async def test_kyb_actions_go_through_the_door_and_announce_the_case(tmp_path: Path) -> None:
    async with door_over(tmp_path) as (door, _seen):
        business = await door.helpers.create_user({"type": "BUSINESS", "companyName": "Acme SL"})
        uid = business.id
        session = await door.actions.start_kyb_session(uid)
        document = await door.actions.upload_kyb_document(
            uid,
            session.id,
            file_name="deed.pdf",
            content=b"%PDF-1.4\n%%EOF\n",
            category="COMPANY",
            type_="CERTIFICATE_OF_INCORPORATION",
        )
        await door.actions.delete_kyb_document(uid, session.id, document.id, reason="A duplicate")
        moved = await door.actions.set_kyb_session_state(uid, session.id, "IN_REVIEW")
    assert moved.state == "IN_REVIEW"
    assert [r.action for r in door.log.records] == [
        "start_kyb_session",
        "upload_kyb_document",
        "delete_kyb_document",
        "set_kyb_session_state",
    ]
    assert all(r.outcome is Outcome.DONE for r in door.log.records)
    assert door.heard == [("kyb", uid)] * 4


async def test_sandbox_helpers_are_refused_against_a_live_server(tmp_path: Path) -> None:
    async with door_over(tmp_path, sandbox=False) as (door, seen):
        before = len(seen)
        with pytest.raises(ActionRefused):
            await door.actions.set_kyb_session_state("u", "s", "APPROVED")
    assert len(seen) == before
    assert door.log.records[-1].outcome is Outcome.REFUSED
