"""Files Teller makes (a receipt, a batch's summary or results) saved or printed through the
door: the guard first (a refusal makes and writes nothing), the file whole or not at all, a
sentence when it cannot be written, and the journal saying what went where."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.services.action_log import Outcome
from app.services.actions import ActionRefused
from app.services.data_actions import NothingLeft
from tests.services.test_data_actions import door, files_in

pytestmark = pytest.mark.anyio


async def test_a_file_is_made_after_the_guard_and_journalled(tmp_path: Path) -> None:
    actions, log, guard = door()
    made: list[int] = []

    def make() -> bytes:
        made.append(len(guard.asked))  # how many questions the guard had when it ran
        return b"%PDF-1.4 receipt"

    left = await actions.save_file(
        "order-1", "the receipt of order order-1", make, tmp_path / "r.pdf"
    )
    assert made == [1]
    assert (tmp_path / "r.pdf").read_bytes() == b"%PDF-1.4 receipt"
    assert left.path == tmp_path / "r.pdf"
    [record] = log.records
    assert (record.action, record.target, record.outcome) == ("save_file", "order-1", Outcome.DONE)
    assert record.detail == "the receipt of order order-1 to r.pdf"


async def test_a_refused_save_makes_and_writes_nothing(tmp_path: Path) -> None:
    actions, log, _guard = door(refuse=True)

    def make() -> bytes:
        raise AssertionError("made although the guard said no")

    with pytest.raises(ActionRefused):
        await actions.save_file("order-1", "a receipt", make, tmp_path / "r.pdf")
    with pytest.raises(ActionRefused):
        await actions.print_document("order-1", "a receipt", "Office", lambda: 1 // 0)
    assert files_in(tmp_path) == []
    assert [(r.action, r.outcome) for r in log.records] == [
        ("save_file", Outcome.REFUSED),
        ("print_document", Outcome.REFUSED),
    ]


async def test_an_unwritable_place_is_said_and_leaves_no_half_file(tmp_path: Path) -> None:
    actions, log, _guard = door()
    folder = tmp_path / "summary.pdf"
    folder.mkdir()  # a folder where the file should go: it cannot be replaced by a file
    with pytest.raises(NothingLeft) as caught:
        await actions.save_file("b-1", "a summary", lambda: b"pdf", folder)
    assert str(folder) in caught.value.message
    assert "Choose another folder." in caught.value.message
    assert files_in(tmp_path) == ["summary.pdf"]  # the folder alone: no part file beside it
    assert files_in(folder) == []
    [record] = log.records
    assert record.outcome is Outcome.REFUSED


async def test_a_print_says_how_many_pages_went_where() -> None:
    actions, log, _guard = door()
    left = await actions.print_document("order-1", "the receipt of order-1", "Office", lambda: 2)
    assert left.count == 2
    [record] = log.records
    assert (record.action, record.detail) == (
        "print_document",
        "the receipt of order-1, 2 pages, on Office",
    )
