"""The queue's Flags column: "2 flags" / "No flags" / "—" for each listed case without opening
it, read in the background one case at a time (cancelled when the list changes), sortable,
and against the seeded sandbox: Andes shows its flags, Mercado Verde none."""

from __future__ import annotations

import asyncio
import re
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from PySide6.QtCore import Qt

from app.api.errors import ApiError
from app.services.evidence.reading import DocumentReader
from app.services.evidence.service import EvidenceService
from app.services.session import Session
from app.views.compliance.case_source import CaseSummary
from app.views.compliance.queue_model import COMPANY, FLAGS, STATE
from app.views.compliance.queue_view import CaseQueueView
from sandbox.seed_data import ANCHOR
from tests.helpers.seeded_world import seeded_sandbox_at, seeded_session

TODAY = ANCHOR.date() + timedelta(days=6)  # the day the seeded evidence is judged on
ANDES, MERCADO = "Andes Logística SAS", "Mercado Verde SA de CV"
TOOLTIP = Qt.ItemDataRole.ToolTipRole


def case(number: int, company: str, *, session: bool = True) -> CaseSummary:
    moment = datetime.now(UTC) - timedelta(days=number)
    return CaseSummary(
        f"u{number}",
        company,
        session_id=f"s{number}" if session else None,
        state="IN_REVIEW" if session else "",
        opened_at=moment,
        last_change=moment,
        documents=3,
        shareholders=2,
    )


class FakeEvidence:
    """The evidence service as the queue sees it: counts known once a case is computed."""

    def __init__(self, counts: dict[str, int], failing: frozenset[str] = frozenset()) -> None:
        self.counts = counts
        self.failing = failing
        self.known: dict[str, int] = {}
        self.asked: list[str] = []
        self.running = 0
        self.most_at_once = 0
        self.gate = asyncio.Event()
        self.gate.set()
        self.listeners: list[Any] = []

    def flag_count(self, uid: str) -> int | None:
        return self.known.get(uid)

    def add_listener(self, listener: Any) -> None:
        self.listeners.append(listener)

    def remove_listener(self, listener: Any) -> None:
        self.listeners.remove(listener)

    async def case_evidence(self, uid: str, session_id: str) -> object:
        self.asked.append(uid)
        self.running += 1
        self.most_at_once = max(self.most_at_once, self.running)
        try:
            await self.gate.wait()
            if uid in self.failing:
                raise ApiError("The server hit an internal error; try again later.")
            self.known[uid] = self.counts[uid]
        finally:
            self.running -= 1
        for listener in list(self.listeners):
            listener(uid, object())
        return object()


def queue_with(qtbot, source: FakeEvidence, cases: list[CaseSummary]) -> CaseQueueView:  # type: ignore[no-untyped-def]
    view = CaseQueueView(can_list=True)
    qtbot.addWidget(view)
    view.watch_evidence(source)
    view.set_cases(cases)
    return view


def flags_of(view: CaseQueueView) -> dict[str, str]:
    proxy = view.proxy
    return {
        proxy.index(row, COMPANY).data(): proxy.index(row, FLAGS).data()
        for row in range(proxy.rowCount())
    }


def test_flag_counts_fill_in_without_opening_a_case(qtbot, qloop) -> None:  # type: ignore[no-untyped-def]
    source = FakeEvidence({"u1": 2, "u2": 0, "u3": 1})
    source.gate.clear()  # hold the reading: nothing is known yet
    cases = [case(1, "Andes"), case(2, "Mercado"), case(3, "Lotus"), case(4, "Bare", session=False)]
    view = queue_with(qtbot, source, cases)
    assert flags_of(view) == {"Andes": "—", "Mercado": "—", "Lotus": "—", "Bare": ""}
    row = view.model.row_of("u1")
    assert row is not None
    assert "Not read yet" in view.model.index(row, FLAGS).data(TOOLTIP)
    source.gate.set()
    qtbot.waitUntil(lambda: flags_of(view)["Lotus"] != "—")
    assert flags_of(view) == {
        "Andes": "2 flags",
        "Mercado": "No flags",
        "Lotus": "1 flag",
        "Bare": "",
    }
    assert source.most_at_once == 1  # one case at a time
    assert "u4" not in source.asked  # a business without a session has no evidence


def test_a_new_listing_cancels_the_reading_under_way_and_reads_only_what_changed(
    qtbot, qloop
) -> None:  # type: ignore[no-untyped-def]
    source = FakeEvidence({"u1": 2, "u2": 0, "u3": 1})
    source.gate.clear()
    cases = [case(1, "Andes"), case(2, "Mercado"), case(3, "Lotus")]
    view = queue_with(qtbot, source, cases)
    qtbot.waitUntil(lambda: source.running == 1)
    first = view.flags.task if view.flags is not None else None
    assert first is not None
    view.set_cases(cases)  # listed again (a KYB change somewhere)
    qtbot.waitUntil(first.done)
    assert first.cancelled()
    source.gate.set()
    qtbot.waitUntil(lambda: "—" not in flags_of(view).values())
    asked = len(source.asked)
    view.set_cases(cases)  # nothing changed: nothing is read again
    assert view.flags is not None
    assert view.flags.task is None
    moved = [*cases[:2], CaseSummary(**{**cases[2].__dict__, "documents": 4})]
    view.set_cases(moved)  # a document more: that case is read again
    qtbot.waitUntil(
        lambda: view.flags is not None and view.flags.task is not None and view.flags.task.done()
    )
    assert source.asked[asked:] == ["u3"]


def test_the_queue_sorts_by_flags(qtbot, qloop) -> None:  # type: ignore[no-untyped-def]
    source = FakeEvidence({"u1": 2, "u2": 0, "u3": 5})
    view = queue_with(qtbot, source, [case(1, "Andes"), case(2, "Mercado"), case(3, "Lotus")])
    qtbot.waitUntil(lambda: "—" not in flags_of(view).values())
    view.table.sortByColumn(FLAGS, Qt.SortOrder.DescendingOrder)
    companies = [view.proxy.index(r, COMPANY).data() for r in range(view.proxy.rowCount())]
    assert companies == ["Lotus", "Andes", "Mercado"]
    view.table.sortByColumn(FLAGS, Qt.SortOrder.AscendingOrder)
    companies = [view.proxy.index(r, COMPANY).data() for r in range(view.proxy.rowCount())]
    assert companies == ["Mercado", "Andes", "Lotus"]


def test_a_case_that_could_not_be_read_says_why_and_the_others_go_on(qtbot, qloop) -> None:  # type: ignore[no-untyped-def]
    source = FakeEvidence({"u1": 2, "u2": 0}, failing=frozenset({"u1"}))
    view = queue_with(qtbot, source, [case(1, "Andes"), case(2, "Mercado")])
    qtbot.waitUntil(lambda: flags_of(view)["Mercado"] == "No flags")
    assert flags_of(view)["Andes"] == "—"
    row = view.model.row_of("u1")
    assert row is not None
    tip = view.model.index(row, FLAGS).data(TOOLTIP)
    assert tip.startswith("The flags could not be read: The server hit an internal error")


def test_a_flag_dismissed_in_the_case_counts_off_when_the_queue_shows_again(qtbot, qloop) -> None:  # type: ignore[no-untyped-def]
    source = FakeEvidence({"u1": 2})
    view = queue_with(qtbot, source, [case(1, "Andes")])
    view.show()
    qtbot.waitUntil(lambda: flags_of(view)["Andes"] == "2 flags")
    view.hide()
    source.known["u1"] = 1  # the reviewer dismissed one with a reason
    view.show()
    assert flags_of(view)["Andes"] == "1 flag"


# --- the seeded sandbox, with the real evidence service ---
@pytest.fixture(scope="module")
def seeded_sandbox(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with seeded_sandbox_at(tmp_path_factory.mktemp("seeded-flags")) as base_url:
        yield base_url


@pytest.fixture
def seeded(seeded_sandbox: str, arun) -> Iterator[Session]:  # type: ignore[no-untyped-def]
    with seeded_session(seeded_sandbox, arun, TODAY) as session:
        yield session


def test_seeded_cases_show_their_flags_in_the_queue(qtbot, qloop, seeded, arun) -> None:  # type: ignore[no-untyped-def]
    assert seeded.sandbox is not None
    service = EvidenceService(
        seeded.sandbox,
        seeded.client,
        log=seeded.action_log,
        reader=DocumentReader(ocr=False),  # the flags counted here need no OCR
        clock=lambda: TODAY,
    )
    listed = arun(seeded.sandbox.kyb_cases())
    cases = [
        CaseSummary(
            c.user_id,
            c.company_name or "",
            session_id=c.session.id if c.session else None,
            state=c.session.state if c.session else "",
            opened_at=c.created_at,
            last_change=c.last_change,
            documents=c.documents,
            shareholders=c.shareholders,
        )
        for c in listed
    ]
    view = CaseQueueView(can_list=True)
    qtbot.addWidget(view)
    view.watch_evidence(service)
    view.set_cases(cases)
    try:
        qtbot.waitUntil(
            lambda: (
                view.flags is not None and view.flags.task is not None and view.flags.task.done()
            ),
            timeout=60_000,
        )
        shown = flags_of(view)
        andes = next(c for c in cases if c.company == ANDES)
        count = service.flag_count(andes.uid)
        assert count
        assert re.fullmatch(r"\d+ flags", shown[ANDES])
        assert shown[ANDES] == f"{count} flags"
        assert shown[MERCADO] == "No flags"
        assert all(text != "—" for name, text in shown.items() if text)  # every one read
        row = view.model.row_of(andes.uid)
        assert row is not None
        assert view.model.index(row, STATE).data()  # a case with a session
    finally:
        arun(service.aclose())


def test_without_an_evidence_service_the_column_stays_empty(qtbot) -> None:  # type: ignore[no-untyped-def]
    view = CaseQueueView(can_list=True)
    qtbot.addWidget(view)
    view.watch_evidence(None)
    view.set_cases([case(1, "Andes")])
    assert flags_of(view) == {"Andes": ""}  # nothing will be read: not "not read yet"
    assert view.flags is None
