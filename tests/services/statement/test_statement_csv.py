"""The statement as CSV: opening, every movement with its running balance, closing and the
check, in UTC with plain numbers; a counterparty that reads as a formula is neutralised; the
export goes through the door (guard first, journalled; refused, no file)."""

from __future__ import annotations

import csv
from pathlib import Path
from typing import Any

import pytest

from app.api.client import BankingClient
from app.api.sandbox_helpers import SandboxHelpers
from app.services.action_log import ActionLog, Outcome
from app.services.actions import ActionRefused, ActionRequest, Actions
from app.services.context import WorkContext
from app.services.environments import Environment, EnvironmentKind
from app.services.statement.csv_file import HEADER, write_statement_csv
from tests.services.statement.conftest import account_with_payouts, statement_of

pytestmark = pytest.mark.anyio


async def test_the_file_holds_the_statement(client: BankingClient, tmp_path: Path) -> None:
    uid, aid, ids = await account_with_payouts(client)
    await SandboxHelpers(client).deposit(aid, 1_050, counterparty="=HYPERLINK(1)")
    statement = await statement_of(client, uid, aid)
    path = tmp_path / "statement.csv"
    assert write_statement_csv(statement, path, check="Reconciles.") == 4
    table = _read(path)
    assert table[0] == list(HEADER)
    rows = [dict(zip(HEADER, row, strict=True)) for row in table[1:]]
    assert [r["kind"] for r in rows] == [
        "opening",
        "deposit",
        "deposit",
        "payout",
        "deposit",
        "closing",
        "check",
    ]
    assert (rows[0]["balance"], rows[-2]["balance"]) == ("0.00", "710.50")
    payout = rows[3]
    assert payout["orderId"] == ids[0]
    assert float(payout["amount"]) + float(payout["fee"]) == -100.00
    assert payout["fee"].startswith("-")  # a number a spreadsheet adds, not neutralised
    assert payout["balance"] == "700.00"
    assert rows[4]["counterparty"] == "'=HYPERLINK(1)"
    assert rows[1]["date"].endswith("Z")
    assert rows[-1]["description"] == "Reconciles."
    assert rows[-1]["amount"] == "0.00"
    assert _leftovers(tmp_path) == []


def _read(path: Path) -> list[list[str]]:
    with path.open(newline="", encoding="utf-8") as file:
        return list(csv.reader(file))


def _leftovers(folder: Path) -> list[Path]:
    return list(folder.glob(".*.part"))


class Guard:
    def __init__(self, refuse: bool) -> None:
        self.refuse = refuse
        self.asked: list[ActionRequest] = []

    async def check(self, request: ActionRequest) -> None:
        self.asked.append(request)
        if self.refuse:
            raise ActionRefused("Read-only: unlock for this session first.")


class NoServer:
    def __getattr__(self, name: str) -> Any:
        raise AssertionError(f"the client was used: {name}")


@pytest.mark.parametrize("refuse", [False, True])
async def test_the_export_goes_through_the_door(refuse: bool, tmp_path: Path) -> None:
    log, guard = ActionLog(), Guard(refuse)
    context = WorkContext(Environment(EnvironmentKind.SANDBOX, "http://127.0.0.1"))
    actions = Actions(NoServer(), context, log, guard=guard)  # type: ignore[arg-type]
    written: list[Path] = []

    async def write() -> int:
        written.append(tmp_path / "s.csv")
        return 12

    if refuse:
        with pytest.raises(ActionRefused):
            await actions.export_statement("u-1/a-1", "s.csv", write)
    else:
        left = await actions.export_statement("u-1/a-1", "s.csv", write)
        assert left.count == 12
    assert [r.action for r in guard.asked] == ["export_statement"]
    [record] = log.records
    assert record.outcome is (Outcome.REFUSED if refuse else Outcome.DONE)
    assert written == ([] if refuse else [tmp_path / "s.csv"])
    if not refuse:
        assert record.detail == "12 movements to s.csv"
