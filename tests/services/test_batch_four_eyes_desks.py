"""A batch confirmed by a second person at another desk (issue 26, item 5), two desks on one
PostgreSQL review store and a real sandbox: Ana proposes and cannot confirm her own batch
(refused and journalled), Bea's desk sees the proposal without a restart and confirms it,
Ana's desk sees the confirmation and sends the batch, and the journal's start entry names
Bea. Ana's Teller started again reads the confirmation from the journal before its door
judges the resumed batch."""

# ruff: noqa: F811  (fixtures imported, then asked for by name)
from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from app.api.client import BankingClient
from app.api.sandbox_helpers import SandboxHelpers
from app.services.batch_approval_feed import follow_batch_approvals
from app.services.batch_four_eyes import BatchApprovalRefused, batch_approval_book
from app.services.bulk.model import RowState
from app.services.bulk.review import Need, start_reviewed_batch
from app.services.bulk.sender import BatchSender
from app.services.context import AccountRef
from app.services.environments import Environment, EnvironmentKind
from app.services.journal import Journal
from app.services.session import Session
from sandbox.app import create_app
from sandbox.config import SandboxConfig
from tests.helpers.live_server import serve_in_thread
from tests.helpers.memory_batch_store import MemoryBatchStore, stored_batch
from tests.services.bulk.test_sender import bodies
from tests.services.test_two_desks import ARRIVAL, MemoryKeyring, team_store  # noqa: F401

WAIT = int(ARRIVAL * 1000)


@dataclass
class Desk:
    journal: Journal
    session: Session
    client: BankingClient

    @property
    def actions(self):  # type: ignore[no-untyped-def]
        return self.session.actions


@pytest.fixture(scope="module")
def sandbox_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    folder = tmp_path_factory.mktemp("four-eyes-sandbox")
    app = create_app(
        SandboxConfig(
            db_path=folder / "s.db",
            demo_data=False,
            lifecycle_delay_seconds=None,
            rate_limit_per_second=0,
        )
    )
    with serve_in_thread(app) as url:
        yield url


@pytest.fixture
def open_desk(team_store, sandbox_url, tmp_path: Path, arun) -> Iterator[Callable[..., Desk]]:  # type: ignore[no-untyped-def]
    """A Teller on a four-eyes profile, the team store its journal, signed in to the sandbox;
    ``keys``: the desk's keyring (the same one: the same person's Teller started again)."""
    made: list[Desk] = []
    environment = Environment(
        EnvironmentKind.SANDBOX, sandbox_url, profile_id="team", review_store="x", four_eyes=True
    )

    def open_one(name: str, keys: MemoryKeyring | None = None) -> Desk:
        journal = Journal(team_store, secrets=keys or MemoryKeyring(), seen_folder=tmp_path / name)
        journal.check().result(timeout=30)
        journal.name_reviewer(name).result(timeout=30)
        client = BankingClient(sandbox_url)
        arun(client.login("demo", "demo-key"))
        session = Session(client, environment, "demo")
        session.actions.reviewer = journal.reviewer
        session.record_to(journal)
        journal.follow(0.2)
        follow_batch_approvals(session.action_log, journal, environment.key, session.api_code)
        desk = Desk(journal, session, client)
        made.append(desk)
        return desk

    yield open_one
    for desk in made:
        desk.journal.close()
        arun(desk.client.aclose())


def funded_account(desk: Desk, arun) -> AccountRef:  # type: ignore[no-untyped-def]
    helpers = SandboxHelpers(desk.client)
    user = arun(helpers.create_user({"type": "PERSON", "name": "Ana", "surname": "Ruiz"}))
    account = arun(desk.client.create_account(user.id, {"alias": "Pay", "currency": "EUR"}))
    arun(helpers.deposit(account.id, 1_000_000))
    return AccountRef(user.id, account.id)


def test_bea_confirms_at_her_desk_what_ana_proposed_and_ana_sends_it(
    open_desk, arun, qtbot
) -> None:  # type: ignore[no-untyped-def]
    ana, bea = open_desk("Ana"), open_desk("Bea")
    ref = funded_account(ana, arun)
    batch, rows = stored_batch(ref, bodies(3), place=ana.actions.place)
    proposal = arun(ana.actions.propose_batch(ref, batch, rows))
    with pytest.raises(BatchApprovalRefused, match="same person cannot confirm"):
        arun(ana.actions.confirm_batch(ref, proposal))

    bea_book = batch_approval_book(bea.session.action_log)
    qtbot.waitUntil(lambda: bea_book.pending(batch.id) == proposal, timeout=WAIT)
    arun(bea.actions.confirm_batch(ref, proposal))
    ana_book = batch_approval_book(ana.session.action_log)
    qtbot.waitUntil(lambda: ana_book.confirmed(batch.id) is not None, timeout=WAIT)

    store = MemoryBatchStore()
    account = arun(ana.client.get_account(ref.uid, ref.aid))

    async def read():  # type: ignore[no-untyped-def]
        return account

    arun(start_reviewed_batch(ana.actions, read, store, ref, batch, rows, Need(3_003, True)))
    result = arun(BatchSender(ana.actions, store, ref).run(batch.id), timeout=20_000)
    assert {row.state for row in result.rows} == {RowState.CREATED}

    ana.journal.flush()
    entries = ana.journal.store.trusted_entries()
    [refused] = [e for e in entries if e.action == "confirm_batch" and e.outcome == "refused"]
    assert refused.author_key == ana.journal.reviewer.key_id  # journalled, signed by Ana
    [confirmed] = [e for e in entries if e.action == "confirm_batch" and e.outcome == "done"]
    assert confirmed.author_key == bea.journal.reviewer.key_id
    assert json.loads(confirmed.details["result"])["fingerprint"] == proposal.fingerprint
    [start] = [e for e in entries if e.action == "start_batch"]
    said = start.details["result"]
    assert "payroll.csv" in said
    assert f"sha256 {batch.file_sha256}" in said
    assert "3 rows" in said
    assert "30.03 EUR" in said
    assert "started by Ana" in said
    assert "confirmed by Bea" in said
    assert [e.action for e in entries if e.action.endswith("_batch")] == [
        "propose_batch",
        "confirm_batch",
        "confirm_batch",
        "start_batch",
        "finish_batch",
    ]


def test_a_return_reaches_the_proposers_desk_and_the_door_refuses_the_start(
    open_desk, arun, qtbot
) -> None:  # type: ignore[no-untyped-def]
    ana, bea = open_desk("Ana"), open_desk("Bea")
    ref = AccountRef("user-1", "account-1")  # nothing is sent: no account needed
    batch, rows = stored_batch(ref, bodies(2), place=ana.actions.place)
    proposal = arun(ana.actions.propose_batch(ref, batch, rows))
    bea_book = batch_approval_book(bea.session.action_log)
    qtbot.waitUntil(lambda: bea_book.pending(batch.id) == proposal, timeout=WAIT)
    arun(bea.actions.return_batch(ref, proposal, "Row 2 pays last month's salary again."))

    ana_book = batch_approval_book(ana.session.action_log)
    qtbot.waitUntil(lambda: ana_book.returned(batch.id) is not None, timeout=WAIT)
    assert ana_book.returned(batch.id).reason == "Row 2 pays last month's salary again."  # type: ignore[union-attr]
    with pytest.raises(BatchApprovalRefused, match="Row 2 pays last month's salary again"):
        arun(ana.actions.start_batch(ref, batch, rows=rows))


def test_teller_started_again_reads_the_confirmation_before_the_door_judges_a_resume(
    open_desk, arun, qtbot
) -> None:  # type: ignore[no-untyped-def]
    keys = MemoryKeyring()
    ana, bea = open_desk("Ana", keys), open_desk("Bea")
    ref = funded_account(ana, arun)
    batch, rows = stored_batch(ref, bodies(2), place=ana.actions.place)
    proposal = arun(ana.actions.propose_batch(ref, batch, rows))
    qtbot.waitUntil(
        lambda: batch_approval_book(bea.session.action_log).pending(batch.id) is not None,
        timeout=WAIT,
    )
    arun(bea.actions.confirm_batch(ref, proposal))
    bea.journal.flush()

    again = open_desk("Ana", keys)  # Ana's Teller killed and started: a new session
    assert again.journal.reviewer == ana.journal.reviewer
    store = MemoryBatchStore()
    store.create(batch, rows)
    result = arun(BatchSender(again.actions, store, ref).run(batch.id), timeout=20_000)

    assert {row.state for row in result.rows} == {RowState.CREATED}
    [start] = [r for r in again.session.action_log.records if r.action == "start_batch"]
    assert "confirmed by Bea" in start.detail
