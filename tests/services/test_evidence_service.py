"""The evidence service on a real in-process sandbox with the seeded cases (docs/sandbox.md):
the clean case (Mercado Verde's newest session) raises no flag; Andes raises the expired
identity document and the registration number read otherwise on the certificate; a second
look with nothing changed reads no file and computes nothing; a changed day computes again;
listeners hear a case is ready; ``flag_count`` leaves dismissed flags out; the door judges an
approval on the same flags; a live server has no service.

OCR is off here (``DocumentReader(ocr=False)``): the seeded ID cards' dates come from the
identity provider's payload first, and the reading tests cover OCR."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from datetime import date, timedelta

import pytest

from app.api.client import BankingClient
from app.services.environments import Environment, EnvironmentKind
from app.services.evidence.model import CaseEvidence, FlagKind, MaterialDocument
from app.services.evidence.reading import DocumentReader
from app.services.kyb_actions import ReviewRefused
from app.services.review_rules import BlockerKind
from app.services.session import Session
from sandbox.app import create_app
from sandbox.config import SandboxConfig
from sandbox.seed_data import ANCHOR
from tests.helpers.live_server import serve_in_thread

pytestmark = pytest.mark.anyio

MERCADO = "Mercado Verde SA de CV"
ANDES = "Andes Logística SAS"
SEED_DAY = ANCHOR.date()  # the day the seeded cases are written for


@pytest.fixture(scope="module")
def seeded_sandbox(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    app = create_app(
        SandboxConfig(
            db_path=tmp_path_factory.mktemp("seeded") / "s.db",
            demo_data=True,
            lifecycle_delay_seconds=None,
            rate_limit_per_second=0,
        )
    )
    try:
        with serve_in_thread(app) as base_url:
            yield base_url
    finally:
        app.state.ctx.db.close()


class CountingReader(DocumentReader):
    """The reader, counting what it is asked to read."""

    def __init__(self) -> None:
        super().__init__(ocr=False)
        self.asked = 0

    async def read(self, document: MaterialDocument, *, ocr: bool = True):  # type: ignore[no-untyped-def]
        self.asked += 1
        return await super().read(document, ocr=ocr)


@pytest.fixture
async def session(seeded_sandbox: str) -> AsyncIterator[Session]:
    client = BankingClient(seeded_sandbox)
    await client.login("demo", "demo-key")
    made = Session(client, Environment(EnvironmentKind.SANDBOX, seeded_sandbox), "demo")
    assert made.evidence is not None
    made.evidence.reader = CountingReader()
    made.evidence.clock = lambda: SEED_DAY
    try:
        yield made
    finally:
        await made.aclose()


async def case_of(session: Session, company: str) -> tuple[str, str]:
    assert session.sandbox is not None
    for case in await session.sandbox.kyb_cases():
        if case.company_name == company and case.session is not None:
            return case.user_id, case.session.id
    raise AssertionError(f"{company} is not seeded")


async def test_the_clean_case_raises_no_flag(session: Session) -> None:
    assert session.evidence is not None
    uid, sid = await case_of(session, MERCADO)
    evidence = await session.evidence.case_evidence(uid, sid)
    assert [f.sentence for f in evidence.flags] == []
    assert evidence.readings  # its documents were read
    assert session.evidence.flag_count(uid) == 0


async def test_andes_raises_the_expired_card_and_the_registration_number(
    session: Session,
) -> None:
    service = session.evidence
    assert service is not None
    uid, sid = await case_of(session, ANDES)
    evidence = await service.case_evidence(uid, sid)
    kinds = {f.kind for f in evidence.flags}
    assert FlagKind.ID_EXPIRED in kinds
    expired = next(f for f in evidence.flags if f.kind is FlagKind.ID_EXPIRED)
    assert expired.fact("expires") == "2025-03-14"
    assert "Andrés" in expired.sentence
    registration = [
        f
        for f in evidence.flags
        if f.kind is FlagKind.DECLARED_DIFFERS and f.fact("field") == "registration_number"
    ]
    assert registration, [f.key for f in evidence.flags]
    assert registration[0].fact("declared") == "03456789-00"
    assert evidence.today == SEED_DAY
    assert service.known(uid) == evidence
    assert service.flag_count(uid) == len(evidence.flags)


async def test_a_second_look_with_nothing_changed_costs_nothing(session: Session) -> None:
    service = session.evidence
    assert service is not None
    reader = service.reader
    assert isinstance(reader, CountingReader)
    uid, sid = await case_of(session, ANDES)
    heard: list[tuple[str, CaseEvidence]] = []
    service.add_listener(lambda case, evidence: heard.append((case, evidence)))
    first = await service.case_evidence(uid, sid)
    fetched, asked, computed = service.material.fetched, reader.asked, service.computed
    assert fetched == len(first.readings)
    again = await service.case_evidence(uid, sid)
    assert again is first
    assert (service.material.fetched, reader.asked, service.computed) == (
        fetched,
        asked,
        computed,
    )
    service.clock = lambda: SEED_DAY + timedelta(days=1)  # another day: judged again
    later = await service.case_evidence(uid, sid)
    assert later.today == SEED_DAY + timedelta(days=1)
    assert service.computed == computed + 1
    assert service.material.fetched == fetched  # the files themselves were not fetched again
    # listeners hear of new evidence only: the first and the other day's, not the same again
    assert [(case, evidence) for case, evidence in heard] == [(uid, first), (uid, later)]


async def test_expiry_is_judged_on_the_desks_day(session: Session) -> None:
    service = session.evidence
    assert service is not None
    uid, sid = await case_of(session, ANDES)
    service.clock = lambda: date(2025, 1, 1)  # before the card expired
    evidence = await service.case_evidence(uid, sid)
    assert FlagKind.ID_EXPIRED not in {f.kind for f in evidence.flags}


async def test_a_dismissed_flag_leaves_the_count_and_the_door_judges_the_rest(
    session: Session,
) -> None:
    service = session.evidence
    assert service is not None
    uid, sid = await case_of(session, ANDES)
    evidence = await service.case_evidence(uid, sid)
    first, *rest = evidence.flags
    await session.actions.dismiss_flag(uid, sid, first.key, "Checked with the registry")
    assert service.flag_count(uid) == len(rest)
    with pytest.raises(ReviewRefused) as refused:
        await session.actions.decide_case(uid, sid, "approve", "All checked")
    flagged = [b.key for b in refused.value.blockers if b.kind == BlockerKind.FLAG]
    assert flagged == [f.key for f in rest]


async def test_a_live_server_has_no_evidence_service(seeded_sandbox: str) -> None:
    async with BankingClient(seeded_sandbox) as client:
        await client.login("demo", "demo-key")
        live = Session(client, Environment(EnvironmentKind.CUSTOM, seeded_sandbox), "demo")
        assert live.evidence is None


async def test_listeners_hear_a_first_answer_while_ocr_still_reads(session: Session) -> None:
    """Andes's three ID cards need OCR (seconds each): before it ends, listeners hear what
    the text layers and the provider's fields show, marked with how many documents are still
    being read. The OCR engine here never finishes loading, so only the first answer can come."""
    import asyncio

    service = session.evidence
    assert service is not None
    service.reader = DocumentReader(ocr=True, ocr_engine="tests.services.evidence.reading_engines")
    uid, session_id = await case_of(session, ANDES)
    heard: list[CaseEvidence] = []
    service.add_listener(lambda _uid, evidence: heard.append(evidence))
    whole = asyncio.ensure_future(service.case_evidence(uid, session_id))
    try:
        for _ in range(400):
            if heard:
                break
            await asyncio.sleep(0.05)
        [first] = heard
        assert first.reading_more >= 3
        assert FlagKind.ID_EXPIRED in {f.kind for f in first.flags}  # the provider's dates
        assert not whole.done()  # the door's answer still waits for OCR
        assert service.known(uid) is None  # nothing half-read is kept as the case's evidence
        assert service.flag_count(uid) == len(first.flags)  # the queue counts it meanwhile
    finally:
        whole.cancel()
        await service.reader.aclose()


# Every kind of flag on the seeded case that carries it (sandbox/seed_kyb_cases.py's table),
# found by the same service the door asks; the clean case raises none (above).
SEEDED_FLAGS = {
    ANDES: {FlagKind.DECLARED_DIFFERS, FlagKind.ID_EXPIRED, FlagKind.SCREENING},
    "Blue Harbor Imports LLC": {
        FlagKind.ID_EXPIRING,
        FlagKind.SCREENING,
        FlagKind.SHARES_NOT_100,
    },
    "Lotus Components Ltd": {FlagKind.UNDERAGE, FlagKind.OWNER_WITHOUT_KYC},
    "Puerto Norte Trading SL": {
        FlagKind.CHECKSUM,
        FlagKind.COMPANY_NAME_DIFFERS,
        FlagKind.ADDRESS_PROOF_OLD,
    },
}


def test_the_seeded_cases_carry_every_kind_of_flag() -> None:
    assert set().union(*SEEDED_FLAGS.values()) == set(FlagKind)


@pytest.mark.parametrize("company", sorted(SEEDED_FLAGS))
async def test_each_seeded_case_raises_the_flags_it_carries(session: Session, company: str) -> None:
    service = session.evidence
    assert service is not None
    uid, sid = await case_of(session, company)
    evidence = await service.case_evidence(uid, sid)
    kinds = {f.kind for f in evidence.flags}
    assert SEEDED_FLAGS[company] <= kinds, sorted(f.key for f in evidence.flags)
    for flag in evidence.flags:  # each a sentence a reviewer can read, keyed for dismissal
        assert flag.sentence.endswith(".")
        assert flag.key.startswith(f"{flag.kind.value}:")
