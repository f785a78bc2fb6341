"""What waits, decided from what the server and the stores say (no server here): a payout in
Created waits for its OTP once past the grace, unless its code was entered (here or on
record) or the server touched it; a failure is news after the mark and until seen, and a
restart keeps both; batches and decisions wait only for someone the door would let answer."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from typing import Any

from app.models.orders import OrderSummary
from app.services.action_log import ActionLog, ActionRecord, Outcome
from app.services.batch_four_eyes import BatchApprovalBook, BatchProposal
from app.services.bulk.fingerprint import PROPOSE_BATCH_ACTION
from app.services.context import AccountRef
from app.services.four_eyes import PROPOSE_ACTION, FourEyesBook, Proposal
from app.services.reviewers import NOBODY, Reviewer
from app.services.waiting.compose import confirmation_items, order_items
from app.services.waiting.door_memory import DoorMemory
from app.services.waiting.items import WaitingKind, order_key
from app.services.waiting.orders import ServerPicture
from app.services.waiting.seen import SeenMarks

NOW = datetime(2030, 5, 1, 12, 0, tzinfo=UTC)
ANA = Reviewer("a" * 64, "Ana")
BEA = Reviewer("b" * 64, "Bea")


class Settings:
    """AppSettings' value/set_value over a dict (QSettings underneath in the app)."""

    def __init__(self) -> None:
        self.values: dict[str, Any] = {}

    def value(self, key: str, default: Any = None) -> Any:
        return self.values.get(key, default)

    def set_value(self, key: str, value: Any) -> None:
        self.values[key] = value


def payout(
    oid: str, state: str, made: datetime, updated: datetime | None = None, **more: Any
) -> OrderSummary:
    return OrderSummary.model_validate(
        {
            "id": oid,
            "state": state,
            "type": "CRYPTO_PAY_OUT",
            "origin": {"amount": 100_000, "currency": "EUR"},
            "createdAt": made.isoformat(),
            "updatedAt": (updated or made).isoformat(),
            **more,
        }
    )


def marks(settings: Settings, at: datetime = NOW - timedelta(hours=1)) -> SeenMarks:
    return SeenMarks(settings, "sandbox", "demo", clock=lambda: at)


def test_a_payout_in_created_waits_for_its_otp_once_past_the_grace() -> None:
    old = payout("old", "Created", NOW - timedelta(minutes=5))
    new = payout("new", "Created", NOW - timedelta(seconds=10))
    picture = ServerPicture(created=[old, new])
    memory = DoorMemory(accounts={"old": AccountRef("u1", "a1")})
    items = order_items(picture, memory, marks(Settings()), now=NOW, grace=timedelta(seconds=60))
    assert [(i.kind, i.key) for i in items] == [(WaitingKind.OTP, order_key("old"))]
    assert items[0].account == AccountRef("u1", "a1")  # the door's record says whose
    known = order_items(picture, memory, marks(Settings()), now=NOW, otp_from=100_000)
    assert [i.key for i in known] == [order_key("old"), order_key("new")]  # the rule says


def test_a_code_entered_or_a_record_touched_since_it_was_made_waits_no_more() -> None:
    made = NOW - timedelta(minutes=5)
    entered_here = payout("here", "Created", made)
    touched = payout("touched", "Created", made, updated=made + timedelta(seconds=30))
    picture = ServerPicture(created=[entered_here, touched])
    memory = DoorMemory()
    memory.take("validate_otp", "here", Outcome.DONE.value, "here")
    assert order_items(picture, memory, marks(Settings()), now=NOW) == []
    refused = DoorMemory()
    refused.take("validate_otp", "here", Outcome.REFUSED.value, "wrong code")
    assert [i.key for i in order_items(picture, refused, marks(Settings()), now=NOW)] == [
        order_key("here")
    ]


def test_the_door_memory_comes_back_from_the_journal_of_its_environment_only() -> None:
    class Entry:
        def __init__(self, action: str, target: str, result: str, env: str = "sandbox") -> None:
            self.action, self.target, self.outcome = action, target, "done"
            self.environment, self.merchant = env, "demo"
            self.details = {"result": result}

    memory = DoorMemory()
    memory.take_entries(
        [
            Entry("crypto_payout", "u1/a1", "o1"),
            Entry("validate_otp", "o2", "o2"),
            Entry("crypto_payout", "u9/a9", "o3", env="production"),
            Entry("start_batch", "u1/a1/b1", ""),
        ],
        "sandbox",
        "demo",
    )
    assert memory.accounts == {"o1": AccountRef("u1", "a1")}
    assert memory.validated == {"o2"}
    assert memory.batches == {"b1"}
    assert memory.made_here == []  # the journal's payouts were made by earlier runs


def test_a_failure_is_news_after_the_mark_until_seen_across_restarts() -> None:
    settings = Settings()
    seen = marks(settings, at=NOW - timedelta(hours=1))
    failed = payout("f1", "FAILED", NOW - timedelta(hours=2), failedAt=NOW.isoformat())
    picture = ServerPicture(failed=[failed])
    items = order_items(picture, DoorMemory(), seen, now=NOW)
    assert [(i.kind, i.since) for i in items] == [(WaitingKind.FAILED, NOW)]
    seen.mark_seen(items[0].key)
    restarted = marks(settings, at=NOW + timedelta(days=3))  # a later start, same settings
    assert restarted.since == NOW - timedelta(hours=1)  # the first look's mark is kept
    assert order_items(picture, DoorMemory(), restarted, now=NOW) == []
    elsewhere = SeenMarks(settings, "production", "demo", clock=lambda: NOW)
    assert not elsewhere.is_seen(items[0].key)  # marks are per environment and merchant


def test_all_seen_moves_the_mark_and_forgets_the_keys() -> None:
    settings = Settings()
    moments = iter([NOW - timedelta(hours=1), NOW])
    seen = SeenMarks(settings, "sandbox", "demo", clock=lambda: next(moments))
    seen.mark_seen("order:x")
    seen.mark_all_seen()
    assert seen.since == NOW
    assert json.loads(settings.values[next(iter(settings.values))])["seen"] == []


def _proposal_record(log: ActionLog, action: str, data: dict[str, Any], by: Reviewer) -> None:
    detail = json.dumps(data, sort_keys=True, separators=(",", ":"))
    log.record(ActionRecord(action, data["uid"], Outcome.DONE, detail, author=by.key_id))


def test_only_someone_the_door_would_let_answer_is_waited_for() -> None:
    log = ActionLog()
    batch = BatchProposal(
        "u1", "a1", "b1", "pay.csv", "0" * 64, "f" * 64, 3, {"EUR": 900}, ANA.key_id, ANA.name
    )
    case = Proposal("u2", "s2", "approve", "All checked", BEA.key_id, BEA.name)
    _proposal_record(log, PROPOSE_BATCH_ACTION, json.loads(batch.id), ANA)
    _proposal_record(log, PROPOSE_ACTION, json.loads(case.id), BEA)
    batches, cases = BatchApprovalBook(log), FourEyesBook(log)
    assert [i.kind for i in confirmation_items(batches, cases, ANA)] == [
        WaitingKind.CASE_TO_CONFIRM  # Ana asked for the batch: not hers to confirm
    ]
    assert [i.kind for i in confirmation_items(batches, cases, BEA)] == [
        WaitingKind.BATCH_TO_CONFIRM
    ]
    assert confirmation_items(batches, cases, NOBODY) == []  # unnamed: nobody's to answer


def test_in_the_sandbox_a_payout_below_its_otp_debit_waits_for_nobody() -> None:
    made = NOW - timedelta(minutes=5)
    small = payout("small", "Created", made, origin={"amount": 9_100, "currency": "PEN"})
    large = payout("large", "Created", made)  # 1,000.00: the sandbox asks for an OTP
    picture = ServerPicture(created=[small, large])
    sandbox = order_items(picture, DoorMemory(), marks(Settings()), now=NOW, otp_from=100_000)
    assert [i.key for i in sandbox] == [order_key("large")]
    live = order_items(picture, DoorMemory(), marks(Settings()), now=NOW)  # rule not known
    assert [i.key for i in live] == [order_key("small"), order_key("large")]
