"""The production guard at the one door: in production every action through it needs the
typed confirmation (the amount for money, else the last four characters of its target); a
read-only profile refuses them until unlocked; sandbox and staging ask nothing; and no public
action of the door can skip the guard."""

from __future__ import annotations

import ast
import inspect
import textwrap
from collections.abc import Awaitable, Callable
from typing import Any

import pytest

from app.models.payouts import CardPayinRequest
from app.services.action_log import ActionLog, Outcome
from app.services.actions import ActionRefused, ActionRequest, Actions, AllowAll
from app.services.attempts import Attempt
from app.services.context import AccountRef, WorkContext
from app.services.environments import Environment, EnvironmentKind, Profile
from app.services.guard import ProductionGuard, guard_for, matches
from tests.helpers.bodies import bank_payout, crypto_payout

pytestmark = pytest.mark.anyio

REF = AccountRef("user-0001", "acct-9876")
PRODUCTION = Environment(EnvironmentKind.PRODUCTION, "https://api.bank.example", name="Live")


class Stub:
    id = "made-1"
    accounts: list[object] = []  # noqa: RUF012


class FakeRemote:
    """A client (or sandbox helpers) that answers every call and remembers what was sent."""

    def __init__(self) -> None:
        self.sent: list[str] = []

    def __getattr__(self, name: str) -> Callable[..., Awaitable[Any]]:
        async def call(*_args: Any, **_kwargs: Any) -> Any:
            if not name.startswith(("list_", "get_")):
                self.sent.append(name)
            return [] if name.startswith("list_") else Stub()

        return call


def card_payin() -> CardPayinRequest:
    return CardPayinRequest(
        amount=5_000,
        currency="EUR",
        reference="ref-1",
        url_failed="https://shop.example/failed",
        url_success="https://shop.example/ok",
    )


# name -> (call on the door, what must be typed)
GUARDED: dict[str, tuple[Callable[[Actions], Awaitable[Any]], str]] = {
    "create_bank_payout": (
        lambda a: a.create_bank_payout(REF, bank_payout(123_456), "key-1"),
        "1,234.56 EUR",
    ),
    "create_crypto_payout": (
        lambda a: a.create_crypto_payout(REF, crypto_payout(2_500), "key-2"),
        "25.00 EUR",
    ),
    "create_card_payin": (lambda a: a.create_card_payin(REF, card_payin(), Attempt()), "50.00 EUR"),
    "validate_otp": (lambda a: a.validate_otp(REF, "order-4321", "123456"), "4321"),
    "create_account": (
        lambda a: a.create_account("user-0001", {"alias": "Main", "currency": "EUR"}, Attempt()),
        "0001",
    ),
    "deactivate_virtual_iban": (lambda a: a.deactivate_virtual_iban(REF, "viban-5555"), "5555"),
    "issue_virtual_iban": (lambda a: a.issue_virtual_iban(REF, Attempt()), "9876"),
    "start_kyb_session": (lambda a: a.start_kyb_session("user-0001"), "0001"),
    "upload_kyb_document": (
        lambda a: a.upload_kyb_document(
            "user-0001", "sess-7777", file_name="a.pdf", content=b"%", category="c", type_="t"
        ),
        "7777",
    ),
    "delete_kyb_document": (
        lambda a: a.delete_kyb_document("user-0001", "sess-7777", "doc-3333", reason="Duplicate"),
        "3333",
    ),
    "create_shareholder": (lambda a: a.create_shareholder("user-0001", {"name": "A"}), "0001"),
    "update_shareholder": (
        lambda a: a.update_shareholder("user-0001", "sh-2222", {"name": "B"}),
        "2222",
    ),
    "set_kyb_session_state": (
        lambda a: a.set_kyb_session_state("user-0001", "sess-7777", "IN_REVIEW"),
        "7777",
    ),
}
if hasattr(Actions, "decide_case"):  # the compliance review's decisions
    GUARDED["decide_case"] = (
        lambda a: a.decide_case("user-0001", "sess-7777", "reject", "A forged deed."),
        "7777",
    )


class Typist:
    """The person at the confirmation dialog: types a given answer, remembers what was asked."""

    def __init__(self, answer: Callable[[ActionRequest], str | None]) -> None:
        self.answer = answer
        self.asked: list[ActionRequest] = []

    async def __call__(self, request: ActionRequest) -> str | None:
        self.asked.append(request)
        return self.answer(request)


def door(environment: Environment, confirm: Typist | None) -> tuple[Actions, FakeRemote, ActionLog]:
    remote = FakeRemote()
    log = ActionLog()
    actions = Actions(
        remote,  # type: ignore[arg-type]
        WorkContext(environment),
        log,
        sandbox=remote,  # type: ignore[arg-type]
        guard=guard_for(environment, confirm),
    )
    return actions, remote, log


@pytest.mark.parametrize("name", sorted(GUARDED))
async def test_production_refuses_without_the_typed_confirmation(name: str) -> None:
    call, expected = GUARDED[name]
    for answer in (None, "", "wrong"):  # cancelled, Enter alone, a mistake
        typist = Typist(lambda _r, a=answer: a)  # type: ignore[misc]
        actions, remote, log = door(PRODUCTION, typist)
        with pytest.raises(ActionRefused):
            await call(actions)
        assert remote.sent == [], "nothing may reach the server"
        assert typist.asked[0].confirm_text == expected
        assert log.records[-1].outcome is Outcome.REFUSED


@pytest.mark.parametrize("name", sorted(GUARDED))
async def test_production_allows_with_the_typed_confirmation(name: str) -> None:
    call, expected = GUARDED[name]
    typist = Typist(lambda r: r.confirm_text)
    actions, remote, _log = door(PRODUCTION, typist)
    await call(actions)
    assert [r.confirm_text for r in typist.asked] == [expected]
    if name != "decide_case":  # on a live server a decision is recorded, not sent
        assert remote.sent, "confirmed, the action is sent"


@pytest.mark.parametrize("name", sorted(GUARDED))
async def test_read_only_refuses_until_unlocked(name: str) -> None:
    call, expected = GUARDED[name]
    environment = Environment(
        EnvironmentKind.PRODUCTION, "https://api.bank.example", name="Live", read_only=True
    )
    typist = Typist(lambda r: r.confirm_text)
    actions, remote, _log = door(environment, typist)
    with pytest.raises(ActionRefused, match="read-only"):
        await call(actions)
    assert remote.sent == [], "refused without sending"
    assert typist.asked == [], "refused without asking"
    assert isinstance(actions.guard, ProductionGuard)
    actions.guard.unlock()
    await call(actions)
    assert [r.confirm_text for r in typist.asked] == [expected]


@pytest.mark.parametrize("kind", [EnvironmentKind.SANDBOX, EnvironmentKind.STAGING])
@pytest.mark.parametrize("name", sorted(GUARDED))
async def test_sandbox_and_staging_ask_nothing(name: str, kind: EnvironmentKind) -> None:
    call, _expected = GUARDED[name]
    environment = Environment(kind, "http://127.0.0.1:1", name="Test")
    typist = Typist(lambda _r: None)
    actions, _remote, _log = door(environment, typist)
    assert isinstance(actions.guard, AllowAll)
    await call(actions)
    assert typist.asked == []


async def test_a_read_only_staging_profile_is_refused_too() -> None:
    environment = Environment(EnvironmentKind.STAGING, "https://stg", name="Stg", read_only=True)
    actions, remote, _log = door(environment, Typist(lambda _r: None))
    with pytest.raises(ActionRefused):
        await actions.start_kyb_session("user-0001")
    assert remote.sent == []


def _door_calls(name: str) -> set[str]:
    """The door's own methods ``name`` calls (``self.x(...)``, ``super().x(...)``)."""
    function = getattr(Actions, name, None)
    if function is None or not callable(function):
        return set()
    tree = ast.parse(textwrap.dedent(inspect.getsource(function)))
    calls = set()
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)):
            continue
        owner = node.func.value
        if (isinstance(owner, ast.Name) and owner.id == "self") or (
            isinstance(owner, ast.Call)
            and isinstance(owner.func, ast.Name)
            and owner.func.id == "super"
        ):
            calls.add(node.func.attr)
    return calls


def test_every_public_action_of_the_door_goes_through_perform() -> None:
    """A new action that sends without asking the guard fails here: every public coroutine
    method of the door calls ``self._perform`` (which asks the guard before anything), itself
    or through another of the door's methods that does (a claim through ``_claim_step``, a
    four-eyes decision through ``propose_decision`` or ``super().decide_case``)."""
    public = [
        name
        for name, fn in inspect.getmembers(Actions, inspect.iscoroutinefunction)
        if not name.startswith("_")
    ]
    assert set(GUARDED) <= set(public)
    calls: dict[str, set[str]] = {}
    guarded = {"_perform"}
    pending = list(public)
    while pending:
        name = pending.pop()
        if name in calls:
            continue
        calls[name] = _door_calls(name)
        pending += [c for c in calls[name] if c not in calls and c != "_perform"]
    changed = True
    while changed:  # a method is guarded when it calls one that is
        changed = False
        for name, called in calls.items():
            if name not in guarded and called & guarded:
                guarded.add(name)
                changed = True
    skipping = sorted(set(public) - guarded)
    assert skipping == [], f"these door actions skip the guard: {skipping}"


async def test_every_public_action_asks_the_guard() -> None:
    """The door's known actions, called with a guard that records and refuses: each asks."""

    class Recorder:
        def __init__(self) -> None:
            self.asked: list[str] = []

        async def check(self, request: ActionRequest) -> None:
            self.asked.append(request.action)
            raise ActionRefused("recorded")

    for name, (call, _expected) in GUARDED.items():
        actions, remote, _log = door(PRODUCTION, None)
        recorder = Recorder()
        actions.guard = recorder
        with pytest.raises(ActionRefused):
            await call(actions)
        assert len(recorder.asked) == 1, name
        assert remote.sent == [], name


async def test_reveals_are_guarded_like_any_action() -> None:
    actions, _remote, log = door(PRODUCTION, None)  # production, no way to confirm
    with pytest.raises(ActionRefused):
        await actions.reveal("iban", "order-1")
    assert (log.records[-1].action, log.records[-1].outcome) == ("reveal", Outcome.REFUSED)
    typist = Typist(lambda request: request.confirm_text)
    actions, _remote, log = door(PRODUCTION, typist)
    await actions.reveal("iban", "order-1")
    assert [r.action for r in typist.asked] == ["reveal"]
    assert (log.records[-1].action, log.records[-1].outcome) == ("reveal", Outcome.DONE)


def test_typed_text_matching() -> None:
    assert matches("1,234.56 EUR", "1,234.56 EUR")
    assert matches("1234.56", "1,234.56 EUR")
    assert matches(" 1234.56 eur ", "1,234.56 EUR")
    assert not matches("1234.5", "1,234.56 EUR")
    assert not matches("", "1,234.56 EUR")
    assert matches("5555", "5555")
    assert not matches("555", "5555")


def test_profiles_round_trip_and_unknown_kinds_are_production() -> None:
    profile = Profile("Live", "https://api.bank.example", EnvironmentKind.STAGING, "#123456")
    assert Profile.from_json(profile.to_json()) == profile
    data = {**profile.to_json(), "kind": "mystery"}
    restored = Profile.from_json(data)
    assert restored is not None
    assert restored.kind is EnvironmentKind.PRODUCTION
    env = profile.environment()
    assert env.credential_key == f"profile:{profile.id}"
    assert not env.is_production
    assert env.label == "Live"
    assert PRODUCTION.label == "Live · PRODUCTION"
    assert Environment(EnvironmentKind.CUSTOM, "https://x.example").is_production
