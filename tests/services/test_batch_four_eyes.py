"""A second person's confirmation of a batch, through the door, on a real sandbox (issue 26,
item 5): the proposer cannot confirm (by key, whatever the name), nothing pending or a
changed proposal cannot be answered, a return needs a reason; the DOOR refuses a start with
no confirmation, or whose rows differ from the confirmed ones (a resume after a restart
included), and names the confirmer when it starts; confirming asks for the typed total in
production; profiles without four-eyes start as before; one run is journalled once."""

from __future__ import annotations

import uuid
from dataclasses import replace
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from app.models.accounts import Account
from app.services.action_log import ActionLog, ActionRecord, Outcome
from app.services.actions import Actions
from app.services.batch_four_eyes import (
    BatchAnswer,
    BatchApprovalBook,
    BatchApprovalRefused,
    BatchProposal,
    batch_approval_book,
)
from app.services.bulk.fingerprint import rows_fingerprint
from app.services.bulk.model import Batch, BatchRow, RowState
from app.services.bulk.review import Need, start_reviewed_batch
from app.services.context import WorkContext
from app.services.environments import Environment, EnvironmentKind
from app.services.guard import ProductionGuard
from app.services.reviewers import NOBODY, Reviewer
from tests.helpers.memory_batch_store import SANDBOX_PLACE, MemoryBatchStore, stored_batch
from tests.services.bulk.test_batch_pass import Typist
from tests.services.bulk.test_sender import World, bodies, in_process, sender_for

pytestmark = pytest.mark.anyio

ANA = Reviewer("a" * 64, "Ana")
BEA = Reviewer("b" * 64, "Bea")
FOUR_EYES = Environment(EnvironmentKind.SANDBOX, "http://127.0.0.1", four_eyes=True)


def desk(world: World, who: Reviewer, environment: Environment = FOUR_EYES) -> Actions:
    """One person's door on the profile; the desks share one store (the world's log)."""
    actions = Actions(world.client, WorkContext(environment), world.log)
    actions.reviewer = who
    return actions


def outcomes(log: ActionLog, action: str) -> list[Outcome]:
    return [r.outcome for r in log.records if r.action == action]


def proposed(
    world: World, count: int = 3, place: str = SANDBOX_PLACE
) -> tuple[Batch, list[BatchRow], MemoryBatchStore]:
    batch, rows = stored_batch(world.ref, bodies(count), batch_id=str(uuid.uuid4()), place=place)
    return batch, rows, MemoryBatchStore()


async def test_ana_proposes_bea_confirms_ana_starts_and_the_journal_names_bea(
    tmp_path: Path,
) -> None:
    async with in_process(tmp_path) as (world, transport):
        ana, bea = desk(world, ANA), desk(world, BEA)
        batch, rows, store = proposed(world)
        proposal = await ana.propose_batch(world.ref, batch, rows)
        book = batch_approval_book(world.log)
        assert book.pending_proposals() == [proposal]
        assert (proposal.fingerprint, proposal.rows) == (rows_fingerprint(rows), 3)
        assert (proposal.file_sha256, proposal.totals) == (batch.file_sha256, {"EUR": 3_003})

        with pytest.raises(BatchApprovalRefused, match="same person cannot confirm"):
            await ana.confirm_batch(world.ref, proposal)
        ana.reviewer = Reviewer(ANA.key_id, "Bea")  # the same key under another name
        with pytest.raises(BatchApprovalRefused, match="same person cannot confirm"):
            await ana.confirm_batch(world.ref, proposal)
        ana.reviewer = ANA
        assert outcomes(world.log, "confirm_batch") == [Outcome.REFUSED, Outcome.REFUSED]
        assert book.pending(batch.id) == proposal

        answer = await bea.confirm_batch(world.ref, proposal)
        assert book.confirmed(batch.id) == answer
        assert book.pending_proposals() == []
        assert transport.sent == []  # a proposal and a confirmation send nothing

        store.create(batch, rows)
        await ana.start_batch(world.ref, batch, rows=rows)
        ana_world = replace(world, actions=ana)
        result = await sender_for(ana_world, store).run(batch.id)

    assert {row.state for row in result.rows} == {RowState.CREATED}
    assert len(transport.sent) == 3
    [start] = [r for r in world.log.records if r.action == "start_batch"]
    assert start.outcome is Outcome.DONE
    assert "started by Ana" in start.detail
    assert "confirmed by Bea" in start.detail
    assert f"sha256 {batch.file_sha256}" in start.detail
    assert start.author == ANA.key_id
    assert outcomes(world.log, "finish_batch") == [Outcome.DONE]


async def test_without_a_confirmation_the_door_refuses_the_start(tmp_path: Path) -> None:
    async with in_process(tmp_path) as (world, transport):
        ana = desk(world, ANA)
        batch, rows, store = proposed(world)
        with pytest.raises(BatchApprovalRefused, match="nobody has confirmed this one"):
            await ana.start_batch(world.ref, batch, rows=rows)
        await ana.propose_batch(world.ref, batch, rows)
        with pytest.raises(BatchApprovalRefused, match="waits for a second person"):
            await ana.start_batch(world.ref, batch, rows=rows)
        store.create(batch, rows)
        with pytest.raises(BatchApprovalRefused):  # the sender's run asks the same door
            await sender_for(replace(world, actions=ana), store).run(batch.id)

    assert transport.sent == []
    assert outcomes(world.log, "start_batch") == [Outcome.REFUSED] * 3
    assert store.changes == []


async def test_rows_changed_after_the_confirmation_are_refused(tmp_path: Path) -> None:
    async with in_process(tmp_path) as (world, transport):
        ana, bea = desk(world, ANA), desk(world, BEA)
        batch, rows, _store = proposed(world)
        proposal = await ana.propose_batch(world.ref, batch, rows)
        await bea.confirm_batch(world.ref, proposal)
        # A grid fix after the confirmation: one amount, same keys, same batch id.
        fixed = [*rows[:2], replace(rows[2], body=bodies(3, amount=5_000)[2])]
        with pytest.raises(BatchApprovalRefused) as refused:
            await ana.start_batch(world.ref, batch, rows=fixed)
        # New keys for the same payloads are the same rows: the fingerprint leaves keys out.
        rekeyed = [replace(row, key=f"other-{row.index}") for row in rows]
        await ana.start_batch(world.ref, batch, rows=rekeyed)

    assert refused.value.message == (
        "The batch changed after Bea confirmed it (its rows are not the ones confirmed); ask "
        "again. Nothing was sent."
    )
    assert outcomes(world.log, "start_batch") == [Outcome.REFUSED, Outcome.DONE]
    assert transport.sent == []


async def test_a_run_already_started_is_judged_again_when_its_rows_differ(
    tmp_path: Path,
) -> None:
    """The session holds the batch's pass after its start, and the sender's run is not
    journalled again; but rows that are not the confirmed ones are refused there too."""
    async with in_process(tmp_path) as (world, _transport):
        ana, bea = desk(world, ANA), desk(world, BEA)
        batch, rows, _store = proposed(world)
        await bea.confirm_batch(world.ref, await ana.propose_batch(world.ref, batch, rows))
        await ana.start_batch(world.ref, batch, rows=rows)
        await ana.start_batch(world.ref, batch, rows=rows)  # the sender's run: quiet
        fixed = [*rows[:2], replace(rows[2], body=bodies(3, amount=9_000)[2])]
        with pytest.raises(BatchApprovalRefused, match="changed after Bea confirmed"):
            await ana.start_batch(world.ref, batch, rows=fixed)

    assert outcomes(world.log, "start_batch") == [Outcome.DONE, Outcome.REFUSED]


async def test_a_return_needs_a_reason_and_stops_the_start(tmp_path: Path) -> None:
    async with in_process(tmp_path) as (world, _transport):
        ana, bea = desk(world, ANA), desk(world, BEA)
        batch, rows, _store = proposed(world)
        proposal = await ana.propose_batch(world.ref, batch, rows)
        with pytest.raises(BatchApprovalRefused, match="Write why"):
            await bea.return_batch(world.ref, proposal, "   ")
        with pytest.raises(BatchApprovalRefused, match="same person"):
            await ana.return_batch(world.ref, proposal, "Mine")
        answer = await bea.return_batch(world.ref, proposal, " Row 3 pays the wrong IBAN. ")
        with pytest.raises(BatchApprovalRefused) as refused:
            await ana.start_batch(world.ref, batch, rows=rows)
        with pytest.raises(BatchApprovalRefused, match="Nothing is pending"):
            await bea.confirm_batch(world.ref, proposal)  # answered already

    book = batch_approval_book(world.log)
    assert book.returned(batch.id) == answer
    assert answer.reason == "Row 3 pays the wrong IBAN."
    assert book.confirmed(batch.id) is None
    assert "Bea returned this batch: “Row 3 pays the wrong IBAN.”" in refused.value.message
    assert outcomes(world.log, "return_batch") == [
        Outcome.REFUSED,
        Outcome.REFUSED,
        Outcome.DONE,
    ]


async def test_a_new_proposal_supersedes_the_earlier_and_a_changed_one_is_refused(
    tmp_path: Path,
) -> None:
    async with in_process(tmp_path) as (world, _transport):
        ana, bea = desk(world, ANA), desk(world, BEA)
        first, first_rows, _store = proposed(world)
        second, second_rows, _store = proposed(world, 2)
        shown = await ana.propose_batch(world.ref, first, first_rows)
        again = await ana.propose_batch(world.ref, second, second_rows)
        with pytest.raises(BatchApprovalRefused, match="Nothing is pending"):
            await bea.confirm_batch(world.ref, shown)  # Bea read the first one
        altered = replace(again, totals={"EUR": 1})
        with pytest.raises(BatchApprovalRefused, match="changed since it was shown"):
            await bea.confirm_batch(world.ref, altered)
        with pytest.raises(BatchApprovalRefused, match="Nothing is pending"):
            await bea.confirm_batch(world.ref, replace(again, batch_id="never-proposed"))

    book = batch_approval_book(world.log)
    assert book.pending_proposals() == [again]
    assert book.superseded_by(first.id) == again


async def test_an_unnamed_person_cannot_propose_nor_confirm(tmp_path: Path) -> None:
    async with in_process(tmp_path) as (world, _transport):
        ana, nobody = desk(world, ANA), desk(world, NOBODY)
        batch, rows, _store = proposed(world)
        with pytest.raises(BatchApprovalRefused, match="does not know who you are"):
            await nobody.propose_batch(world.ref, batch, rows)
        proposal = await ana.propose_batch(world.ref, batch, rows)
        with pytest.raises(BatchApprovalRefused, match="does not know who you are"):
            await nobody.confirm_batch(world.ref, proposal)

    assert outcomes(world.log, "propose_batch") == [Outcome.REFUSED, Outcome.DONE]


async def test_confirming_asks_for_the_typed_total_in_production(tmp_path: Path) -> None:
    live = Environment(
        EnvironmentKind.PRODUCTION, "https://api.bank.example", name="Live", four_eyes=True
    )
    async with in_process(tmp_path) as (world, _transport):
        ana, bea = desk(world, ANA, live), desk(world, BEA, live)
        typist = Typist()
        for actions in (ana, bea):
            actions.guard = ProductionGuard(live, typist)
        batch, rows, _store = proposed(world)
        proposal = await ana.propose_batch(world.ref, batch, rows)
        await bea.confirm_batch(world.ref, proposal)

    assert [(q.action, q.confirm_text) for q in typist.asked] == [
        ("propose_batch", "30.03 EUR"),
        ("confirm_batch", "30.03 EUR"),
    ]


async def test_a_resume_after_a_restart_is_judged_by_the_stored_rows(tmp_path: Path) -> None:
    """A new session (a fresh log) reads the confirmation from the journal and resumes the
    stored rows; a stored row changed on disk since the confirmation is refused."""
    async with in_process(tmp_path) as (world, transport):
        ana, bea = desk(world, ANA), desk(world, BEA)
        batch, rows, store = proposed(world)
        await bea.confirm_batch(world.ref, await ana.propose_batch(world.ref, batch, rows))
        journal = [journalled(record) for record in world.log.records]

        restarted = replace(world, log=ActionLog())
        again = desk(restarted, ANA)
        tampered = MemoryBatchStore()
        tampered.create(batch, [*rows[:2], replace(rows[2], body=bodies(3, 4_444)[2])])
        store.create(batch, rows)
        with pytest.raises(BatchApprovalRefused, match="nobody has confirmed"):
            await sender_for(replace(restarted, actions=again), store).run(batch.id)
        batch_approval_book(restarted.log).replay_journal(journal)
        with pytest.raises(BatchApprovalRefused, match="changed after Bea confirmed"):
            await sender_for(replace(restarted, actions=again), tampered).run(batch.id)
        result = await sender_for(replace(restarted, actions=again), store).run(batch.id)

    assert {row.state for row in result.rows} == {RowState.CREATED}
    assert len(transport.sent) == 3
    assert outcomes(restarted.log, "start_batch") == [Outcome.REFUSED] * 2 + [Outcome.DONE]


def journalled(record: Any) -> SimpleNamespace:
    """An action record as the journal hands it back (``JournalEntry``'s members read)."""
    return SimpleNamespace(
        action=record.action,
        outcome=record.outcome.value,
        environment=None,
        merchant=None,
        details={"result": record.detail},
    )


async def test_one_sent_batch_leaves_one_start_entry_and_one_finish_entry(
    tmp_path: Path,
) -> None:
    """The review's start and the sender's run that follows it are one start (the journal
    said 'Send a batch' twice for one run); without four-eyes nothing else changes."""
    async with in_process(tmp_path) as (world, transport):
        batch, rows, store = proposed(world)
        account = await world.client.get_account(world.ref.uid, world.ref.aid)

        async def read() -> Account:
            return account

        await start_reviewed_batch(
            world.actions, read, store, world.ref, batch, rows, Need(3_003, True)
        )
        result = await sender_for(world, store).run(batch.id)
        with pytest.raises(BatchApprovalRefused, match="does not ask for a second person"):
            await world.actions.propose_batch(world.ref, batch, rows)

    assert result.finished
    assert len(transport.sent) == 3
    assert outcomes(world.log, "start_batch") == [Outcome.DONE]
    assert outcomes(world.log, "finish_batch") == [Outcome.DONE]


async def test_a_refused_start_stores_nothing_so_the_confirmed_batch_can_start_again(
    tmp_path: Path,
) -> None:
    """A mistyped total refuses the start of a confirmed batch: nothing is stored (the store
    would refuse the same batch id twice), and the same batch starts at the next try."""
    live = Environment(EnvironmentKind.PRODUCTION, "https://x.example", four_eyes=True)
    async with in_process(tmp_path) as (world, _transport):
        ana, bea = desk(world, ANA, live), desk(world, BEA, live)
        answers = iter(["30.03 EUR", "30.03 EUR", "3.03", "30.03"])

        async def person(_request: Any) -> str:
            return next(answers)

        for actions in (ana, bea):
            actions.guard = ProductionGuard(live, person)
        batch, rows, store = proposed(world, place=ana.place)
        await bea.confirm_batch(world.ref, await ana.propose_batch(world.ref, batch, rows))
        account = await world.client.get_account(world.ref.uid, world.ref.aid)

        async def read() -> Account:
            return account

        need = Need(3_003, True)
        with pytest.raises(Exception, match="does not match"):
            await start_reviewed_batch(ana, read, store, world.ref, batch, rows, need)
        assert store.batch(batch.id) is None
        await start_reviewed_batch(ana, read, store, world.ref, batch, rows, need)

    assert store.batch(batch.id) == batch
    assert outcomes(world.log, "start_batch") == [Outcome.REFUSED, Outcome.DONE]


def test_the_book_ignores_an_answer_by_the_proposer_written_on_another_desk() -> None:
    """Whatever reached the journal (a desk's door refuses it, but the journal is only a
    list of signed entries), the proposer's own answer never counts in the fold."""
    log = ActionLog()
    book = BatchApprovalBook(log)
    proposal = BatchProposal("u", "a", "b1", "f.csv", "ab" * 32, "cd" * 32, 1, {"EUR": 5}, "k", "A")
    for action, detail in (
        ("propose_batch", proposal.id),
        ("confirm_batch", BatchAnswer.to(proposal, Reviewer("k", "Other name")).id),
    ):
        log.record(ActionRecord(action, "u/a/b1", Outcome.DONE, detail))
    assert book.confirmed("b1") is None
    assert book.pending("b1") == proposal


async def test_the_person_who_confirmed_cannot_start_the_batch(tmp_path: Path) -> None:
    """Two people means two: the confirmer starting the batch would be one pair of eyes."""
    async with in_process(tmp_path) as (world, transport):
        ana, bea = desk(world, ANA), desk(world, BEA)
        batch, rows, _store = proposed(world)
        await bea.confirm_batch(world.ref, await ana.propose_batch(world.ref, batch, rows))
        with pytest.raises(BatchApprovalRefused, match="confirmed by the person starting it"):
            await bea.start_batch(world.ref, batch, rows=rows)

    assert transport.sent == []
    assert outcomes(world.log, "start_batch") == [Outcome.REFUSED]
