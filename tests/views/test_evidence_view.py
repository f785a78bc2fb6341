"""The comparison table, built from a CaseEvidence made by hand: rows grouped by subject (the
business first), the verdict in a symbol and a word with the name score, the differing
characters marked in both values, personal values masked until the door lets a reveal
through, and Enter or a click on a found value asking for its document at its box."""

from __future__ import annotations

from datetime import date

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from app.services.action_log import Outcome
from app.services.evidence.model import (
    Box,
    CaseEvidence,
    Comparison,
    DocumentReading,
    FieldKey,
    Flag,
    FlagKind,
    Found,
    ReadMethod,
    Source,
    Verdict,
)
from app.services.masking import DOT, Kind, Masking
from app.views.compliance.evidence_view import (
    DECLARED,
    DOCUMENT,
    FIELD,
    FOUND,
    RESULT,
    EvidenceView,
)
from app.views.compliance.rich_text_delegate import HTML_ROLE
from app.views.task_runner import TaskRunner
from app.views.widgets.error_banner import ErrorBanner
from app.views.widgets.masked_value import ThroughDoor
from tests.views.test_masked_value import Refuses

CERTIFICATE, CARD = "doc-cert", "doc-card"
ANDRES = "sh-andres"
REG_BOX = Box(0, 0.12, 0.30, 0.25, 0.03)
NUMBER_BOX = Box(0, 0.55, 0.40, 0.30, 0.06)


def sample_evidence() -> CaseEvidence:
    """Andes as a reviewer meets it: the registration number a near match ('00' missing on the
    certificate), the name a match, Andrés's card number differing and his cédula expired."""
    registration = Found(
        FieldKey.REGISTRATION_NUMBER, "03.456.789", CERTIFICATE, Source.TEXT, REG_BOX
    )
    company = Found(FieldKey.COMPANY_NAME, "Andes Logística S.A.S.", CERTIFICATE, Source.TEXT)
    name = Found(
        FieldKey.PERSON_NAME, "ANDRES FELIPE CARDENAS ROJAS", CARD, Source.OCR, subject=ANDRES
    )
    number = Found(
        FieldKey.DOCUMENT_NUMBER, "79.845.210", CARD, Source.OCR, NUMBER_BOX, subject=ANDRES
    )
    born = Found(FieldKey.DATE_OF_BIRTH, "1984-02-11", "", Source.PROVIDER, subject=ANDRES)
    comparisons = (
        Comparison(
            FieldKey.REGISTRATION_NUMBER,
            "",
            "",
            "03456789-00",
            registration,
            Verdict.NEAR,
            differing=(),
            declared_differing=((9, 11),),
        ),
        Comparison(FieldKey.COMPANY_NAME, "", "", "Andes Logística SAS", company, Verdict.MATCH),
        Comparison(FieldKey.TAX_ID, "", "", "NIT 901.234.567-1", None, Verdict.NOT_FOUND),
        Comparison(
            FieldKey.PERSON_NAME,
            ANDRES,
            "Andrés Felipe Cárdenas Rojas",
            "Andrés Felipe Cárdenas Rojas",
            name,
            Verdict.MATCH,
            score=100,
        ),
        Comparison(
            FieldKey.DOCUMENT_NUMBER,
            ANDRES,
            "Andrés Felipe Cárdenas Rojas",
            "79.845.120",
            number,
            Verdict.DIFFERS,
            differing=((7, 9),),
            declared_differing=((7, 9),),
        ),
        Comparison(
            FieldKey.DATE_OF_BIRTH,
            ANDRES,
            "Andrés Felipe Cárdenas Rojas",
            "1984-02-11",
            born,
            Verdict.MATCH,
        ),
    )
    expired = Flag(
        FlagKind.ID_EXPIRED,
        f"id_expired:{ANDRES}:{CARD}",
        "Andrés Felipe Cárdenas Rojas's identity document expired on 2025-03-14.",
        ANDRES,
        "Andrés Felipe Cárdenas Rojas",
        facts=(("name", "Andrés Felipe Cárdenas Rojas"), ("expires", "2025-03-14")),
        evidence=(
            Found(
                FieldKey.EXPIRES,
                "14.03.2025",
                CARD,
                Source.OCR,
                Box(0, 0.5, 0.7, 0.2, 0.05),
                ANDRES,
            ),
        ),
    )
    differs = Flag(
        FlagKind.DECLARED_DIFFERS,
        f"declared_differs:{ANDRES}:document_number",
        "Andrés Felipe Cárdenas Rojas's document number is declared 79.845.120; cedula.png reads 79.845.210.",
        ANDRES,
        "Andrés Felipe Cárdenas Rojas",
        facts=(
            ("field", "document_number"),
            ("declared", "79.845.120"),
            ("found", "79.845.210"),
            ("document", "cedula.png"),
        ),
        evidence=(number,),
    )
    return CaseEvidence(
        "u-andes",
        "s-andes",
        readings=(
            DocumentReading(CERTIFICATE, "certificate.pdf", ReadMethod.TEXT, 2),
            DocumentReading(CARD, "cedula.png", ReadMethod.OCR, 1),
        ),
        found=(registration, company, name, number, born),
        comparisons=comparisons,
        flags=(expired, differs),
        today=date(2026, 11, 26),
    )


def sandbox_unmasked() -> Masking:
    return Masking(sandbox=True, off_for_sandbox=True)


@pytest.fixture
def view(qtbot) -> EvidenceView:  # type: ignore[no-untyped-def]
    widget = EvidenceView()
    qtbot.addWidget(widget)
    widget.resize(900, 500)
    widget.set_evidence(sample_evidence())
    widget.show()
    return widget


def cells(view: EvidenceView, column: int) -> list[str]:
    return [row.text(column) for row in view.rows()]


def test_rows_are_grouped_by_subject_the_business_first(view) -> None:  # type: ignore[no-untyped-def]
    table = view.table
    assert [table.topLevelItem(i).text(0) for i in range(table.topLevelItemCount())] == [
        "The business",
        "Shareholder Andrés Felipe Cárdenas Rojas",
    ]
    assert cells(view, FIELD) == [
        "Registration number",
        "Company name",
        "Tax id",
        "Name",
        "Document number",
        "Date of birth",
    ]
    assert cells(view, DOCUMENT)[:4] == [
        "certificate.pdf",
        "certificate.pdf",
        "—",
        "cedula.png (read by OCR)",
    ]
    assert cells(view, DOCUMENT)[5] == "the identity provider's reading"


def test_each_verdict_is_a_symbol_and_a_word_with_the_score(view) -> None:  # type: ignore[no-untyped-def]
    assert cells(view, RESULT) == [
        "≈ Near match",
        "✓ Matches",
        "? Not found",
        "✓ Matches · 100 %",
        "✗ Differs",
        "✓ Matches",
    ]
    assert cells(view, FOUND)[2] == "—"


def test_the_differing_characters_are_marked(view) -> None:  # type: ignore[no-untyped-def]
    registration = view.rows()[0]
    html = registration.data(DECLARED, HTML_ROLE)
    assert html is not None
    assert 'font-weight: bold;">00</span>' in html  # what the certificate lacks, bold
    assert html.startswith("03456789-")
    assert registration.text(DECLARED) == "03456789-00"  # the plain text stays for reading
    assert registration.data(FOUND, HTML_ROLE) is None  # nothing differs on the certificate


def test_personal_values_are_masked_and_never_marked(view) -> None:  # type: ignore[no-untyped-def]
    number, born = view.rows()[4], view.rows()[5]
    assert number.text(DECLARED) == f"{DOT * 4}20"
    assert number.text(FOUND) == f"{DOT * 4}10"
    assert born.text(DECLARED) == f"{DOT * 2}-{DOT * 2}-1984"
    for row in (number, born):
        for column in (DECLARED, FOUND):
            assert row.data(column, HTML_ROLE) is None  # marks would tell the hidden digits
    everything = " ".join(r.text(c) for r in view.rows() for c in range(5))
    assert "79.845" not in everything
    assert "1984-02-11" not in everything
    view.table.setCurrentItem(number)
    assert not view.reveal_button.isEnabled()  # no door: no reveal


def reveal_door(qtbot, session) -> tuple[ThroughDoor, ErrorBanner]:  # type: ignore[no-untyped-def]
    owner = QWidget()
    qtbot.addWidget(owner)
    banner = ErrorBanner()
    return ThroughDoor(session.actions, TaskRunner(owner, banner)), banner


def test_a_reveal_through_the_door_shows_the_row_marked(qtbot, qloop, session, view) -> None:  # type: ignore[no-untyped-def]
    door, _banner = reveal_door(qtbot, session)
    view.set_masking(session.masking, door)
    number = view.rows()[4]
    view.table.setCurrentItem(number)
    assert view.reveal_button.isEnabled()
    view.reveal_button.click()
    qtbot.waitUntil(lambda: view.rows()[4].text(FOUND) == "79.845.210")
    number = view.rows()[4]
    assert number.text(DECLARED) == "79.845.120"
    assert '">21</span>' in number.data(FOUND, HTML_ROLE)
    [record] = session.action_log.records
    assert (record.action, record.target, record.outcome) == (
        "reveal",
        f"shareholder {ANDRES}",
        Outcome.DONE,
    )
    assert record.detail == Kind.DOCUMENT_NUMBER.value


def test_a_refused_reveal_shows_nothing(qtbot, qloop, session, view) -> None:  # type: ignore[no-untyped-def]
    session.actions.guard = Refuses()
    door, banner = reveal_door(qtbot, session)
    view.set_masking(session.masking, door)
    view.table.setCurrentItem(view.rows()[4])
    view.reveal_button.click()
    qtbot.waitUntil(lambda: bool(banner.text))
    assert view.rows()[4].text(FOUND) == f"{DOT * 4}10"
    assert session.action_log.records[-1].outcome is Outcome.REFUSED


def test_unmasked_sessions_show_the_values_marked(view) -> None:  # type: ignore[no-untyped-def]
    view.set_masking(sandbox_unmasked(), None)
    number = view.rows()[4]
    assert number.text(FOUND) == "79.845.210"
    assert '">21</span>' in number.data(FOUND, HTML_ROLE)
    assert view.reveal_button.isHidden()


def shown(view: EvidenceView) -> list[tuple[str, object]]:
    asked: list[tuple[str, object]] = []
    view.show_requested.connect(lambda doc, box: asked.append((doc, box)))
    return asked


def test_enter_on_a_found_value_asks_for_its_document_at_its_box(qtbot, view) -> None:  # type: ignore[no-untyped-def]
    asked = shown(view)
    view.table.setFocus()
    view.table.setCurrentItem(view.rows()[0])
    qtbot.keyClick(view.table, Qt.Key.Key_Return)
    assert asked == [(CERTIFICATE, REG_BOX)]
    qtbot.keyClick(view.table, Qt.Key.Key_Down)
    qtbot.keyClick(view.table, Qt.Key.Key_Down)  # tax id: nothing found
    qtbot.keyClick(view.table, Qt.Key.Key_Return)
    assert len(asked) == 1
    assert not view.show_button.isEnabled()
    assert "nothing was found" in view.hint.text()


def test_a_click_on_a_found_value_shows_it(qtbot, view) -> None:  # type: ignore[no-untyped-def]
    asked = shown(view)
    number = view.rows()[4]
    rect = view.table.visualItemRect(number)
    x = view.table.header().sectionViewportPosition(FOUND) + 10
    qtbot.mouseClick(
        view.table.viewport(),
        Qt.MouseButton.LeftButton,
        pos=rect.center().__class__(x, rect.center().y()),
    )
    assert asked == [(CARD, NUMBER_BOX)]
    x = view.table.header().sectionViewportPosition(FIELD) + 10
    qtbot.mouseClick(
        view.table.viewport(),
        Qt.MouseButton.LeftButton,
        pos=rect.center().__class__(x, rect.center().y()),
    )
    assert len(asked) == 1  # the field's name is not the value


def test_no_evidence_says_so(qtbot) -> None:  # type: ignore[no-untyped-def]
    view = EvidenceView()
    qtbot.addWidget(view)
    assert view.table.topLevelItem(0).text(0) == "Nothing to compare yet."
    assert view.rows() == []


def test_every_column_is_in_sight_in_a_narrow_side_column(qtbot, view) -> None:  # type: ignore[no-untyped-def]
    view.resize(420, 500)
    qtbot.waitUntil(
        lambda: sum(view.table.columnWidth(c) for c in range(5)) <= view.table.viewport().width()
    )
    assert view.table.columnWidth(RESULT) >= view.table.header().sectionSizeHint(RESULT)
    name = view.rows()[3]
    assert view.table.visualItemRect(name).height() > view.table.fontMetrics().height() * 1.5
    # About 340 px (the side column at 1280 x 720): "In document" moves to the tooltip.
    view.resize(340, 500)
    qtbot.waitUntil(lambda: view.table.isColumnHidden(DOCUMENT))
    shown = [c for c in range(5) if not view.table.isColumnHidden(c)]
    assert sum(view.table.columnWidth(c) for c in shown) <= view.table.viewport().width()
    assert view.rows()[4].toolTip(FOUND).startswith("In cedula.png (read by OCR): click")
    view.resize(900, 500)
    qtbot.waitUntil(lambda: not view.table.isColumnHidden(DOCUMENT))
