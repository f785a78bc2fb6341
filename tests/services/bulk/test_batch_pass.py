"""A production batch is confirmed once, by its typed total: its rows then pass the door's
guard under their own keys, and nothing else does (a payout with another key, the same batch
after it finished)."""

from __future__ import annotations

import uuid
from pathlib import Path

import pytest

from app.services.actions import ActionRequest
from app.services.bulk.model import RowState
from app.services.environments import Environment, EnvironmentKind
from app.services.guard import ProductionGuard
from tests.helpers.bodies import bank_payout
from tests.helpers.memory_batch_store import MemoryBatchStore, stored_batch
from tests.services.bulk.test_sender import bodies, in_process, sender_for

pytestmark = pytest.mark.anyio
PRODUCTION = Environment(EnvironmentKind.PRODUCTION, "https://api.bank.example", name="Live")


class Typist:
    """A person who types exactly what each question asks, noting every question."""

    def __init__(self) -> None:
        self.asked: list[ActionRequest] = []

    async def __call__(self, request: ActionRequest) -> str | None:
        self.asked.append(request)
        return request.confirm_text


async def test_a_production_batch_of_three_rows_asks_once(tmp_path: Path) -> None:
    typist = Typist()
    async with in_process(tmp_path) as (world, transport):
        world.actions.guard = ProductionGuard(PRODUCTION, typist)
        batch, rows = stored_batch(world.ref, bodies(3))
        store = MemoryBatchStore()
        store.create(batch, rows)
        # The review confirms the batch (its typed total) and journals it ...
        await world.actions.start_batch(world.ref, batch, keys=[r.key for r in rows])
        # A payout that is not one of the batch's rows still asks, while the batch is on.
        await world.actions.create_bank_payout(world.ref, bank_payout(777), str(uuid.uuid4()))
        # The run starts it again and sends every row: nothing more is asked.
        result = await sender_for(world, store).run(batch.id)

    assert [q.action for q in typist.asked] == ["start_batch", "bank_payout"]
    assert typist.asked[0].confirm_text == "30.03 EUR"
    assert {row.state for row in result.rows} == {RowState.CREATED}
    assert len(transport.sent) == 4


async def test_the_pass_ends_with_the_batch(tmp_path: Path) -> None:
    """Once finished, a row's key asks again: the pass is not a standing permission."""
    typist = Typist()
    async with in_process(tmp_path) as (world, _transport):
        world.actions.guard = ProductionGuard(PRODUCTION, typist)
        batch, rows = stored_batch(world.ref, bodies(1))
        await world.actions.start_batch(world.ref, batch, keys=[rows[0].key])
        world.actions.finish_batch(world.ref, batch, {"created": 1})
        await world.actions.create_bank_payout(world.ref, rows[0].body, rows[0].key)

    assert [q.action for q in typist.asked] == ["start_batch", "bank_payout"]


async def test_a_refused_start_grants_nothing(tmp_path: Path) -> None:
    async def refuse(request: ActionRequest) -> str | None:
        return None

    async with in_process(tmp_path) as (world, transport):
        typist = Typist()
        world.actions.guard = ProductionGuard(PRODUCTION, refuse)
        batch, rows = stored_batch(world.ref, bodies(1))
        with pytest.raises(Exception, match="Not confirmed"):
            await world.actions.start_batch(world.ref, batch, keys=[rows[0].key])
        world.actions.guard = ProductionGuard(PRODUCTION, typist)
        await world.actions.create_bank_payout(world.ref, rows[0].body, rows[0].key)

    assert [q.action for q in typist.asked] == ["bank_payout"]
    assert len(transport.sent) == 1
