"""The flags list: each flag a sentence in the UI's language with personal values masked,
its evidence one Enter away, and a dismissal through the door (the reason required, said
beside the box; Ctrl+Enter; a refusal keeps the text); a dismissed flag stays listed, greyed,
with who dismissed it and why, and no longer counts as standing."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.services.action_log import ActionLog, Outcome
from app.services.evidence.flag_book import flag_book
from app.services.evidence.model import Flag, FlagKind
from app.services.masking import DOT, Masking
from app.services.reviewers import Reviewer
from app.views.compliance.flag_sentences import flag_text
from app.views.compliance.flags_view import FlagsView
from app.views.task_runner import TaskRunner
from app.views.widgets.error_banner import ErrorBanner
from tests.views.test_evidence_view import ANDRES, CARD, NUMBER_BOX, sample_evidence
from tests.views.test_masked_value import Refuses

ANA = Reviewer("a" * 64, "Ana Ruiz")
UID, SID = "u-andes", "s-andes"


@pytest.fixture
def view(qtbot, qloop, session) -> FlagsView:  # type: ignore[no-untyped-def]
    session.actions.reviewer = ANA
    # The flags are made by hand, for no case of the sandbox: the door keeps the key as given
    # (as without an evidence service) instead of reading the case's evidence to find it.
    session.actions._evidence = None
    widget = FlagsView(flag_book(session.action_log))
    widget.set_masking(session.masking)
    widget.dismiss = session.actions.dismiss_flag
    widget.runner = TaskRunner(widget, ErrorBanner())
    qtbot.addWidget(widget)
    widget.resize(420, 400)
    widget.show()
    widget.set_flags(UID, SID, sample_evidence().flags)
    return widget


def texts(view: FlagsView) -> list[str]:
    return [view.list.topLevelItem(i).text(0) for i in range(view.list.topLevelItemCount())]


def test_flags_are_sentences_with_personal_values_masked(view) -> None:  # type: ignore[no-untyped-def]
    expired, differs = texts(view)
    assert expired == "⚑ Andrés Felipe Cárdenas Rojas's identity document expired on 2025-03-14."
    assert differs == (
        f"⚑ Andrés Felipe Cárdenas Rojas · Document number: declared “{DOT * 4}20”, "
        f"cedula.png reads “{DOT * 4}10”."
    )
    assert view.heading.text().startswith("2 standing, 0 dismissed.")
    assert view.standing() == list(sample_evidence().flags)


def test_unmasked_the_sentence_has_the_values() -> None:
    differs = sample_evidence().flags[1]
    text = flag_text(differs, Masking(sandbox=True, off_for_sandbox=True))
    assert "declared “79.845.120”, cedula.png reads “79.845.210”" in text


def test_a_flag_without_its_facts_never_falls_back_to_a_personal_value() -> None:
    bare = Flag(
        FlagKind.DECLARED_DIFFERS,
        "declared_differs:x:document_number",
        "Ana's document number is declared 12345678; the card reads 12345679.",
        "x",
        "Ana",
    )
    assert "1234" not in flag_text(bare, Masking(sandbox=False))
    plain = Flag(
        FlagKind.SHARES_NOT_100, "shares_not_100:business:certificate", "Shares add to 90 %."
    )
    assert flag_text(plain, Masking(sandbox=False)) == "Shares add to 90 %."


def test_enter_shows_the_evidence(qtbot, view) -> None:  # type: ignore[no-untyped-def]
    asked: list[tuple[str, object]] = []
    view.show_requested.connect(lambda doc, box: asked.append((doc, box)))
    view.list.setFocus()
    view.list.setCurrentItem(view.list.topLevelItem(1))
    qtbot.keyClick(view.list, Qt.Key.Key_Return)
    assert asked == [(CARD, NUMBER_BOX)]


def test_a_dismissal_needs_a_reason_and_shows_who(qtbot, view, session) -> None:  # type: ignore[no-untyped-def]
    counts: list[int] = []
    view.count_changed.connect(counts.append)
    view.list.setCurrentItem(view.list.topLevelItem(0))
    view.dismiss_button.click()
    dialog = view.dialog
    assert dialog is not None
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.reason)
    qtbot.keyClick(dialog.reason, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert dialog.problem.isVisible()
    assert dialog.problem.text().startswith("Write why the flag does not stand")
    assert session.action_log.records == []  # nothing asked of the door
    qtbot.keyClicks(dialog.reason, "Renewed card seen in the video call")
    assert not dialog.problem.isVisible()
    qtbot.keyClick(dialog.reason, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: view.dialog is None, timeout=5_000)
    [record] = session.action_log.records
    assert (record.action, record.outcome) == ("dismiss_flag", Outcome.DONE)
    assert f"id_expired:{ANDRES}:{CARD}" in record.detail
    qtbot.waitUntil(lambda: view.standing() == [sample_evidence().flags[1]])
    first = view.list.topLevelItem(0)
    assert first.text(0).endswith("Dismissed by Ana Ruiz: Renewed card seen in the video call")
    assert first.foreground(0).color().name() == "#787878"  # greyed, and the words say it
    assert view.heading.text().startswith("1 standing, 1 dismissed.")
    assert counts[-1] == 1
    view.list.setCurrentItem(first)
    assert not view.dismiss_button.isEnabled()


def test_a_refused_dismissal_keeps_the_reason(qtbot, view, session) -> None:  # type: ignore[no-untyped-def]
    session.actions.guard = Refuses()
    view.list.setCurrentItem(view.list.topLevelItem(1))
    dialog = view.open_dismiss()
    assert dialog is not None
    qtbot.keyClicks(dialog.reason, "Typo in the declaration")
    qtbot.keyClick(dialog.reason, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(dialog.problem.isVisible, timeout=5_000)
    assert "The flag was not dismissed" in dialog.problem.text()
    assert dialog.reason.toPlainText() == "Typo in the declaration"
    assert view.dialog is dialog
    assert len(view.standing()) == 2
    assert session.action_log.records[-1].outcome is Outcome.REFUSED


def test_without_evidence_it_says_when_flags_come(qtbot) -> None:  # type: ignore[no-untyped-def]
    log = ActionLog()
    view = FlagsView(flag_book(log))
    qtbot.addWidget(view)
    assert view.heading.text() == "The flags show once the documents are read."
    view.set_flags("u", "s", [])
    assert view.heading.text().startswith("No flags")
    assert not view.dismiss_button.isEnabled()


def test_a_screening_flag_names_the_step_the_lists_and_the_category_in_words() -> None:
    """Not "screening step watchlists gave match … [pep]": the step by its name, the list,
    the category in words; an error by what it means."""
    from app.services.evidence.flag_words import facts
    from app.services.evidence.model import Flag, FlagKind
    from app.services.masking import Masking
    from app.views.compliance.flag_sentences import flag_text

    listed = Flag(
        FlagKind.SCREENING,
        "screening:sh-v:watchlists",
        "English",
        facts=facts(
            name="Valeria Ospina Restrepo",
            step="watchlists",
            outcome="match",
            detail="…",
            matched="Valeria Ospina Restrepo",
            lists="Colombia PEP register",
            categories="pep",
            code="watchlists.matchFound",
            message="",
        ),
    )
    text = flag_text(listed, Masking(sandbox=True))
    assert "Colombia PEP register" in text
    assert "PEP" in text
    assert "watchlists" not in text
    assert "[pep]" not in text
    erred = Flag(
        FlagKind.SCREENING,
        "screening:sh-a:expiration-detection",
        "English",
        facts=facts(
            name="Andrés Felipe Cárdenas Rojas",
            step="expiration-detection",
            outcome="error",
            detail="…",
            code="expirationDetection.documentExpired",
            message="The document expired on 2025-03-14.",
        ),
    )
    text = flag_text(erred, Masking(sandbox=True))
    assert "Document expiry" in text
    assert "expiration-detection" not in text
