"""Notes on a case and on a document go through the door, carry their author and time, reach
the journal and are rebuilt from it; a note's text is held to the text policy (line breaks
kept, hidden characters refused naming where), a length limit, and a refusal keeps nothing
of the text."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pytest

from app.api.client import BankingClient
from app.services.action_log import ActionLog, Outcome
from app.services.actions import Actions
from app.services.context import WorkContext
from app.services.environments import Environment, EnvironmentKind
from app.services.journal import Journal
from app.services.note_actions import NoteRefused
from app.services.notes import NOTE_MAX, NoteBook, note_book, note_problem
from app.services.reviewers import Reviewer

pytestmark = pytest.mark.anyio

ANA = Reviewer("a" * 64, "Ana Ruiz")


def door() -> Actions:
    """A door over no server at all: a note sends nothing."""
    context = WorkContext(Environment(EnvironmentKind.SANDBOX, "http://127.0.0.1"))
    actions = Actions(BankingClient("http://127.0.0.1:9"), context, ActionLog())
    actions.reviewer = ANA
    return actions


async def test_notes_on_the_case_and_a_document_are_journalled_with_author(
    tmp_path: Path,
) -> None:
    actions = door()
    journal = Journal(tmp_path / "journal.sqlite3")
    actions.reviewer = journal.name_reviewer("Ana Ruiz").result(timeout=10)  # who signs
    actions.log.recorded.connect(
        lambda r: journal.record(
            environment="sandbox",
            merchant="demo",
            action=r.action,
            target=r.target,
            outcome=r.outcome.value,
            detail={"result": r.detail} if r.detail else {},
        )
    )
    book = note_book(actions.log)
    case_note = await actions.add_note("u-1", "s-1", "Called the notary.\nDeed is genuine.")
    doc_note = await actions.add_note("u-1", "s-1", "  Page 2 is faint  ", doc_id="d-9")
    assert case_note.by == "Ana Ruiz"
    assert case_note.author == actions.reviewer.key_id
    assert doc_note.text == "Page 2 is faint"
    assert [n.text for n in book.notes("u-1", "")] == ["Called the notary.\nDeed is genuine."]
    assert [n.doc_id for n in book.notes("u-1", "d-9")] == ["d-9"]
    records = actions.log.records
    key = actions.reviewer.key_id
    assert [(r.action, r.target, r.author) for r in records] == [
        ("add_note", "u-1/s-1", key),
        ("add_note", "u-1/s-1/d-9", key),
    ]
    journal.flush()
    rebuilt = NoteBook()
    rebuilt.replay_journal(journal.store.entries(), environment="sandbox", merchant="demo")
    journal.close()
    assert rebuilt.notes("u-1") == book.notes("u-1")
    assert rebuilt.notes("u-1")[0].by == "Ana Ruiz"


async def test_a_note_met_in_the_log_and_the_journal_counts_once(tmp_path: Path) -> None:
    actions = door()
    book = note_book(actions.log)
    await actions.add_note("u-1", "s-1", "One")

    entry = SimpleNamespace(  # a journal entry as the store gives it
        action="add_note",
        outcome="done",
        environment="sandbox",
        merchant="demo",
        details={"result": actions.log.records[-1].detail},
        author_key=ANA.key_id,
        author_name="Ana R.",
    )
    book.replay_journal([entry])
    assert len(book.notes("u-1")) == 1


async def test_a_note_is_the_signers_whatever_name_it_claims() -> None:
    actions = door()
    await actions.add_note("u-1", "s-1", "Approve it")  # says: by Ana Ruiz, her key
    entry = SimpleNamespace(
        action="add_note",
        outcome="done",
        environment="sandbox",
        merchant="demo",
        details={"result": actions.log.records[-1].detail},
        author_key="m" * 64,  # the entry was signed by another key
        author_name="Mallory",
    )
    rebuilt = NoteBook()
    rebuilt.replay_journal([entry])
    assert [(n.by, n.author) for n in rebuilt.notes("u-1")] == [("Mallory", "m" * 64)]


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("", "empty"),
        ("   \n ", "empty"),
        ("x" * (NOTE_MAX + 1), f"at most {NOTE_MAX}"),
        ("ok\nEvil\u202egnp.exe", "U+202E (line 2, character 5)"),
        ("zero\u200bwidth", "U+200B (line 1, character 5)"),
        ("tab\there", "U+0009 (line 1, character 4)"),
        ("bell\x07", "U+0007"),
    ],
)
async def test_a_note_the_text_policy_refuses_is_not_kept(text: str, said: str) -> None:
    actions = door()
    book = note_book(actions.log)
    with pytest.raises(NoteRefused) as refused:
        await actions.add_note("u-1", "s-1", text)
    assert said in refused.value.message
    record = actions.log.records[-1]
    assert record.outcome is Outcome.REFUSED
    assert text.strip() == "" or text.strip()[:8] not in record.detail  # nothing of the text
    assert book.notes("u-1") == []


def test_line_breaks_accents_scripts_and_emoji_are_kept() -> None:
    assert note_problem("Línea uno\nسطر دوم 中文 👩‍💼\n\nend") is None
