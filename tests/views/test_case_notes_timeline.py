"""Notes and the case timeline in the one-pane case view, by keyboard: Ctrl+Shift+N opens the
note box on the selected document, typing there marks nothing, Ctrl+Enter saves through the
door with the reviewer's name; a refused note keeps its text and says why beside the box. The
Timeline tab holds every kind of the case's events newest first, filtered by kind and
searched; its model passes qtmodeltester."""

# ruff: noqa: F811  (the `case` fixture is imported, then asked for by name)
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from app.services.action_log import Outcome
from app.services.case_timeline import EventKind
from app.services.journal import Journal
from app.services.journal_recorder import JournalRecorder
from app.services.reviewers import Reviewer
from app.views.compliance.timeline_view import WHAT, WHO, TimelineModel
from tests.views.test_compliance_workspace import case, make  # noqa: F401

ANA = Reviewer("a" * 64, "Ana Ruiz")


def opened(qtbot, session, settings, case, journal=None):  # type: ignore[no-untyped-def]
    session.actions.reviewer = ANA
    workspace = make(qtbot, session, settings)
    if journal is not None:
        workspace.journal = journal
    workspace.open_case(case.uid)
    view = workspace.case
    qtbot.waitUntil(lambda: view.case is not None, timeout=10_000)
    qtbot.waitUntil(lambda: view.timeline.model.total > 0, timeout=10_000)
    return view


def test_a_note_on_a_document_and_on_the_case_by_keyboard(
    qtbot, qloop, session, settings, case, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def,no-redef]
    journal = Journal(tmp_path / "journal.sqlite3")
    recorder = JournalRecorder(journal, session)
    view = opened(qtbot, session, settings, case, journal)
    view.documents.select(case.pdf)
    view.documents.tree.setFocus()
    qtbot.keyClick(
        view.documents.tree,
        Qt.Key.Key_N,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    assert view.side.currentWidget() is view.notes
    qtbot.waitUntil(lambda: view.focusWidget() is view.notes.editor)
    assert view.notes.on.currentData() == case.pdf  # the document on screen
    qtbot.keyClicks(view.focusWidget(), "Signature on page 2 differs; asked the notary")
    assert view.review.marks() == {}  # the letters went into the box, not to A or R
    before = len(session.action_log.records)
    qtbot.keyClick(view.notes.editor, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: len(session.action_log.records) > before, timeout=5_000)
    record = session.action_log.records[-1]
    assert (record.action, record.outcome, record.author) == ("add_note", Outcome.DONE, ANA.key_id)
    assert record.target == f"{case.uid}/{case.session_id}/{case.pdf}"
    assert view.notes.editor.toPlainText() == ""
    shown = [view.notes.list.item(i).text() for i in range(view.notes.list.count())]
    assert len(shown) == 1
    assert "Ana Ruiz · on articles.pdf" in shown[0]
    assert shown[0].endswith("Signature on page 2 differs; asked the notary")

    view.notes.on.setCurrentIndex(view.notes.on.findData(""))  # the case itself
    view.notes.editor.setFocus()
    qtbot.keyClicks(view.notes.editor, "Company register checked")
    qtbot.keyClick(view.notes.editor, Qt.Key.Key_Enter, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: len(view.notes.book.notes(case.uid)) == 2, timeout=5_000)
    assert view.notes.book.notes(case.uid, "")[0].by == "Ana Ruiz"
    view.documents.select(case.image)  # another document: the case's note stays in view
    shown = [view.notes.list.item(i).text() for i in range(view.notes.list.count())]
    assert len(shown) == 1
    assert "on the case" in shown[0]

    journal.flush()
    kept = [e for e in journal.store.entries() if e.action == "add_note"]
    assert len(kept) == 2
    assert "Ana Ruiz" in kept[0].detail
    qtbot.waitUntil(
        lambda: len([e for e in view.timeline.model.events() if e.kind is EventKind.NOTE]) == 2,
        timeout=5_000,
    )
    journal.close()
    del recorder


def test_a_refused_note_keeps_its_text_and_says_why(qtbot, qloop, session, settings, case) -> None:  # type: ignore[no-untyped-def,no-redef]
    view = opened(qtbot, session, settings, case)
    view.record.write_note()
    typed = "Looks fine\u202e but is it"
    view.notes.editor.insertPlainText(typed)
    before = len(session.action_log.records)
    qtbot.keyClick(view.notes.editor, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert view.notes.problem.isVisible()
    assert "U+202E (line 1, character 11)" in view.notes.problem.text()
    assert view.notes.editor.toPlainText() == typed
    assert len(session.action_log.records) == before

    view.notes.save_note = None  # the door's own check: asked even if the view's were skipped
    task = view.record._save_note(case.uid, case.session_id, typed, "")
    qtbot.waitUntil(task.done, timeout=5_000)
    assert session.action_log.records[-1].outcome is Outcome.REFUSED
    assert "was not saved" in view.notes.problem.text()
    assert view.notes.editor.toPlainText() == typed


def test_the_timeline_holds_each_kind_newest_first_and_filters(
    qtbot, qloop, session, settings, case, qtmodeltester
) -> None:  # type: ignore[no-untyped-def,no-redef]
    view = opened(qtbot, session, settings, case)
    view.documents.select(case.pdf)
    qtbot.waitUntil(lambda: view.review.approve_button.isEnabled())
    view.review.approve_selected()
    qtbot.waitUntil(
        lambda: any(e.kind is EventKind.MARK for e in view.timeline.model.events()),
        timeout=5_000,
    )
    model = view.timeline.model
    events = model.events()
    kinds = {e.kind for e in events}
    assert {
        EventKind.SESSION,
        EventKind.UPLOAD,
        EventKind.DELETION,
        EventKind.SHAREHOLDER,
        EventKind.KYC,
        EventKind.MARK,
    } <= kinds
    assert [e.at for e in events] == sorted((e.at for e in events), reverse=True)
    assert events[0].kind is EventKind.MARK  # the newest
    assert model.index(0, WHO).data() == "Ana Ruiz"
    assert model.index(0, WHAT).data() == "articles.pdf marked Approved"
    servers = [model.index(r, WHO).data() for r in range(model.rowCount())]
    assert "Server" in servers
    assert "Identity verification provider" in servers
    qtmodeltester.check(model)

    view.record.show_timeline()
    assert view.side.currentWidget() is view.timeline
    timeline = view.timeline
    timeline.choose_kind(EventKind.DELETION)
    assert {e.kind for e in model.events()} == {EventKind.DELETION}
    assert timeline.count.text().endswith("events")
    assert " of " in timeline.count.text()
    timeline.choose_kind(None)
    qtbot.keyClicks(timeline.search, "old-bill")
    assert model.events()
    assert all("old-bill" in model.sentence(e) for e in model.events())
    qtmodeltester.check(model)


def test_the_timeline_model_alone(qtmodeltester) -> None:  # type: ignore[no-untyped-def]
    from app.services.case_timeline import case_timeline
    from tests.services.test_case_timeline import ENTRIES, MARTA, SESSION

    model = TimelineModel()
    model.set_events(case_timeline("u", entries=ENTRIES, sessions=[SESSION], people=[MARTA]))
    qtmodeltester.check(model)
    model.set_filter(frozenset({EventKind.NOTE}), "")
    assert model.rowCount() == 1
    qtmodeltester.check(model)
