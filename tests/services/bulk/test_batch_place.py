"""A batch is paid only where it was prepared: its environment and merchant (``place``) and its
own account. Before this, a batch begun on the sandbox and left unfinished was offered after a
production sign-in, and its rows would have been sent there."""

from __future__ import annotations

import sqlite3
from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path

import pytest

from app.services.action_log import Outcome
from app.services.actions import Actions
from app.services.bulk.batch_store import SqliteBatchStore, unfinished_in
from app.services.bulk.model import Batch, place_of
from app.services.context import AccountRef, WorkContext
from app.services.door import ActionRefused
from app.services.environments import Environment, EnvironmentKind
from tests.helpers.memory_batch_store import SANDBOX_PLACE, MemoryBatchStore, stored_batch
from tests.services.bulk.test_sender import World, bodies, in_process, sender_for

pytestmark = pytest.mark.anyio
LIVE = Environment(EnvironmentKind.PRODUCTION, "https://api.bank.example", name="Live")


def door_at(world: World, environment: Environment, merchant: str) -> Actions:
    actions = Actions(world.client, WorkContext(environment), world.log)
    actions.merchant = merchant
    return actions


def refusals(world: World) -> list[str]:
    return [
        r.detail or ""
        for r in world.log.records
        if r.action == "start_batch" and r.outcome is Outcome.REFUSED
    ]


async def test_a_sandbox_batch_is_not_sent_under_another_environment_or_merchant(
    tmp_path: Path,
) -> None:
    async with in_process(tmp_path) as (world, _transport):
        batch, rows = stored_batch(world.ref, bodies(3))
        store = MemoryBatchStore()
        store.create(batch, rows)
        for door in (
            door_at(world, LIVE, ""),
            door_at(world, world.actions._context.environment, "acme"),
        ):
            sender = sender_for(replace(world, actions=door), store)
            with pytest.raises(ActionRefused, match="was prepared for"):
                await sender.run(batch.id)
        assert await world.orders() == []  # nothing was sent
        assert len(refusals(world)) == 2
        # where it was prepared, it is sent
        result = await sender_for(world, store).run(batch.id)
        assert result.finished
        assert len(await world.orders()) == 3


async def test_a_batch_is_not_sent_from_another_account_nor_without_a_place(
    tmp_path: Path,
) -> None:
    async with in_process(tmp_path) as (world, _transport):
        batch, rows = stored_batch(world.ref, bodies(2))
        elsewhere = AccountRef(world.ref.uid, "another-account")
        with pytest.raises(ActionRefused, match="pays from account"):
            await world.actions.start_batch(elsewhere, batch, rows=rows)
        unplaced = replace(batch, place="")
        with pytest.raises(ActionRefused, match="did not record where it is paid"):
            await world.actions.start_batch(world.ref, unplaced, rows=rows)
        assert await world.orders() == []


def batch_at(place: str, batch_id: str) -> Batch:
    return Batch(batch_id, "u", "a", "p.csv", "ab" * 32, datetime.now(UTC), "ana", 1, place=place)


def test_only_the_batches_of_the_place_signed_in_are_offered(tmp_path: Path) -> None:
    path = tmp_path / "batches.sqlite3"
    store = SqliteBatchStore(path)
    live = place_of("https://api.bank.example", "acme")
    try:
        for place, batch_id in ((SANDBOX_PLACE, "b-sandbox"), (live, "b-live")):
            batch = batch_at(place, batch_id)
            _b, rows = stored_batch(AccountRef("u", "a"), bodies(1), batch_id=batch_id)
            store.create(batch, rows)
    finally:
        store.close()
    assert [b.id for b in unfinished_in(path, SANDBOX_PLACE)] == ["b-sandbox"]
    assert [b.id for b in unfinished_in(path, live)] == ["b-live"]
    assert unfinished_in(tmp_path / "none.sqlite3", live) == []


def test_a_version_1_store_is_upgraded_and_its_batches_have_no_place(tmp_path: Path) -> None:
    path = tmp_path / "batches.sqlite3"
    store = SqliteBatchStore(path)
    try:
        _b, rows = stored_batch(AccountRef("u", "a"), bodies(1), batch_id="old")
        store.create(batch_at(SANDBOX_PLACE, "old"), rows)
    finally:
        store.close()
    with sqlite3.connect(path) as conn:  # the file as version 1 wrote it: no place column
        conn.execute("ALTER TABLE batches DROP COLUMN place")
        conn.execute("UPDATE schema_version SET version = 1")
    store = SqliteBatchStore(path)
    try:
        old = store.batch("old")
        assert old is not None
        assert old.place == ""
        assert store.unfinished(SANDBOX_PLACE) == []  # never offered anywhere
    finally:
        store.close()
