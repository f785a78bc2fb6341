"""Screening cards: each identity-verification step of each person in words, not
"Step watchlists success (200)": who matched on which lists, the error as a sentence, and a
step that sent nothing says so. They fit a 400 px side column and are read by keyboard."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel

from app.services.evidence.model import ScreeningCard, ScreeningMatch, ScreeningOutcome
from app.services.masking import Masking
from app.views.compliance.screening_cards import ScreeningCards, ScreeningCardView
from tests.views.event_waits import resized

ANDRES = ("p1", "Andrés Felipe Cárdenas Rojas")
RODRIGO = ("p2", "Rodrigo Salazar Mejía")


def card(who: tuple[str, str], step: str, outcome: ScreeningOutcome, **more) -> ScreeningCard:  # type: ignore[no-untyped-def]
    return ScreeningCard(who[0], who[1], step, more.pop("status", 200), outcome, **more)


def shown(qtbot, cards: list[ScreeningCard]) -> ScreeningCards:  # type: ignore[no-untyped-def]
    view = ScreeningCards()
    qtbot.addWidget(view)
    view.resize(400, 700)
    view.set_cards(cards)
    view.show()
    qtbot.waitExposed(view)
    return view


def test_a_match_card_names_the_lists_the_matched_name_the_score_and_pep(qtbot) -> None:  # type: ignore[no-untyped-def]
    hit = ScreeningMatch(
        "Andres F. Cardenas", 87.5, ("OFAC SDN", "UN consolidated"), ("pep", "sanctions")
    )
    view = shown(
        qtbot, [card(ANDRES, "watchlists", ScreeningOutcome.MATCH, has_data=True, matches=(hit,))]
    )
    (only,) = view.cards
    text = only.text()
    assert "Watchlist screening" in text
    assert "⚠ Match" in only.outcome.text()
    assert "Matched name: Andres F. Cardenas (score 87.5)" in text
    assert "Lists: OFAC SDN, UN consolidated" in text
    assert "PEP · Sanctions" in text
    assert "watchlists" not in text  # the step's id is not what a reviewer reads
    assert [h.text() for h in view.headings] == ["Andrés Felipe Cárdenas Rojas"]


def test_an_error_card_says_the_error_in_words(qtbot) -> None:  # type: ignore[no-untyped-def]
    view = shown(
        qtbot,
        [
            card(
                ANDRES,
                "expiration-detection",
                ScreeningOutcome.ERROR,
                has_data=True,
                error_code="expirationDetection.documentExpired",
                error_message="The document expired on 2025-03-14.",
                document_type="national-id",
            ),
            card(
                RODRIGO,
                "document-reading",
                ScreeningOutcome.ERROR,
                has_data=True,
                error_code="documentReading.rotatedImage",
            ),
            card(
                RODRIGO,
                "liveness",
                ScreeningOutcome.ERROR,
                has_data=True,
                error_code="liveness.spoofDetected",
                error_message="A screen was held to the camera.",
            ),
        ],
    )
    expiry, reading, unknown = (c.text() for c in view.cards)
    assert "Document expiry · National ID" in expiry
    assert "✕ Error" in view.cards[0].outcome.text()
    assert "The document has expired." in expiry
    assert "expirationDetection" not in expiry
    assert "The document photo could not be read (it was turned)" in reading
    assert "A screen was held to the camera." in unknown  # the provider's own words
    assert [h.text() for h in view.headings] == [ANDRES[1], RODRIGO[1]]


def test_a_step_without_data_says_so(qtbot) -> None:  # type: ignore[no-untyped-def]
    view = shown(
        qtbot,
        [card(RODRIGO, "age-check", ScreeningOutcome.PENDING, status=0, has_data=False)],
    )
    (only,) = view.cards
    assert "The provider sent no data for this step." in only.text()
    assert "… Pending" in only.outcome.text()
    assert "Provider status 0" in only.raw.text()  # the raw value beside the reading


def test_a_clean_step_shows_clear_with_its_facts(qtbot) -> None:  # type: ignore[no-untyped-def]
    view = shown(
        qtbot,
        [
            card(
                ANDRES,
                "facematch",
                ScreeningOutcome.CLEAR,
                has_data=True,
                facts=(("score", "91.4"),),
            ),
            card(
                ANDRES, "age-check", ScreeningOutcome.CLEAR, has_data=True, facts=(("age", "41"),)
            ),
            card(ANDRES, "a-new-step", ScreeningOutcome.NOT_RUN, has_data=True),
        ],
    )
    face, age, new = view.cards
    assert face.outcome.text() == "✓ Clear"
    assert "Face match" in face.text()
    assert "Score: 91.4 %" in face.text()
    assert "Age check" in age.text()
    assert "Age: 41" in age.text()
    assert "The provider sent no data" not in face.text()
    assert new.title.text() == "a-new-step"  # an unknown step shown as given
    assert new.outcome.text() == "– Not run"


def test_no_cards_says_why(qtbot) -> None:  # type: ignore[no-untyped-def]
    view = shown(qtbot, [])
    assert view.cards == []
    assert view.empty.isVisible()
    assert "No screening results" in view.empty.text()


def test_cards_are_read_by_tab_and_arrows_with_names(qtbot) -> None:  # type: ignore[no-untyped-def]
    steps = [
        "watchlists",
        "facematch",
        "age-check",
        "liveness",
        "ip-validation",
        "document-reading",
    ]
    view = shown(
        qtbot,
        [card(ANDRES, step, ScreeningOutcome.CLEAR, has_data=True) for step in steps]
        + [card(RODRIGO, step, ScreeningOutcome.CLEAR, has_data=True) for step in steps],
    )
    view.resize(400, 300)  # fewer than all in sight: the column scrolls to the focused one
    view.cards[0].setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is view.cards[0])
    assert view.cards[0].accessibleName() == f"{ANDRES[1]}, Watchlist screening: Clear"
    for number in range(1, len(view.cards)):
        key = Qt.Key.Key_Tab if number % 2 else Qt.Key.Key_Down
        qtbot.keyClick(QApplication.focusWidget(), key)
        focused = QApplication.focusWidget()
        assert focused is view.cards[number]
        assert isinstance(focused, ScreeningCardView)
        top_left = focused.mapTo(view.area.viewport(), focused.rect().topLeft())
        assert 0 <= top_left.y() < view.area.viewport().height()  # scrolled into sight
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Up)
    assert QApplication.focusWidget() is view.cards[-2]


def test_long_words_wrap_in_a_400_px_column_and_nothing_is_cut(qtbot) -> None:  # type: ignore[no-untyped-def]
    long_name = "Compañía Internacional de Servicios Financieros y Comercio Exterior " * 2
    hit = ScreeningMatch(
        long_name, 99.0, ("ConsolidatedSanctionsListOfTheSecurityCouncilAndAllItsCommittees",), ()
    )
    view = shown(
        qtbot,
        [
            card(
                (ANDRES[0], long_name),
                "watchlists",
                ScreeningOutcome.MATCH,
                has_data=True,
                matches=(hit,),
            )
        ],
    )
    resized(qtbot, view, view.area, 400, 600)  # laid out again in the narrower area
    assert view.minimumSizeHint().width() <= 400
    viewport = view.area.viewport().width()
    for label in view.findChildren(QLabel):
        if label.isVisible():
            assert label.mapTo(view.area.viewport(), label.rect().topRight()).x() <= viewport
            if not label.wordWrap():
                assert label.sizeHint().width() <= label.width()  # one line, whole


def test_the_ip_address_on_a_card_is_masked_until_the_session_unmasks_it(qtbot) -> None:  # type: ignore[no-untyped-def]
    facts = (("ip", "198.51.100.23"), ("ip_safe", "yes"))
    view = shown(
        qtbot, [card(ANDRES, "ip-validation", ScreeningOutcome.CLEAR, has_data=True, facts=facts)]
    )
    (only,) = view.cards
    assert "IP address check" in only.text()
    assert "198.51.100.23" not in only.text()
    assert "198.51.100.23" not in only.accessibleDescription()
    assert "IP address: 198.•.•.•" in only.text()
    assert "Safe address: yes" in only.text()
    view.set_masking(Masking(sandbox=True, off_for_sandbox=True))
    assert "IP address: 198.51.100.23" in view.cards[0].text()


def test_the_facts_the_screening_service_names_are_worded(qtbot) -> None:  # type: ignore[no-untyped-def]
    facts = (("expires", "2025-03-14"), ("matches", "0"), ("threshold", "18"))
    view = shown(
        qtbot, [card(ANDRES, "watchlists", ScreeningOutcome.CLEAR, has_data=True, facts=facts)]
    )
    text = view.cards[0].text()
    assert "Expires: 2025-03-14" in text
    assert "Entries matched: 0" in text
    assert "Minimum age: 18" in text
