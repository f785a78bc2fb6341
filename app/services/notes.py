"""Internal notes on a case and on its documents: what they are, what a note may hold, and
where they are kept.

Where: in the audit journal, like marks (``review.py``). A note goes through the action door
(``NoteActions.add_note``), which records it whole as the action's result (its compact JSON),
so ``NoteBook`` rebuilds every note from action records or journal entries alone; a second
store of notes could disagree with the journal. A note is never edited or deleted: a
correction is a new note, as on paper.

What: free text of several lines, at most ``NOTE_MAX`` characters, held to the text policy
(app/models/text_policy.py) line by line: a line break is the one control character a note
keeps; every hidden character (bidi controls, zero-width spaces, other controls) is refused
at the field, naming where it is, so a note reads as it holds. Notes are internal: the
applicant never sees them; personal data typed into one is the reviewer's responsibility
(the field says so), as masking cannot know what free text means.
"""

from __future__ import annotations

import json
import unicodedata
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from typing import Any

from app.models.text_policy import first_hidden
from app.services.action_log import ActionLog, Outcome
from app.services.journal_book import JournalBook
from app.services.translation import translate

NOTE_ACTION = "add_note"
NOTE_MAX = 2000  # characters: a paragraph or two, as a case comment in Marble or Ballerine
CONTEXT = "Notes"


@dataclass(frozen=True)
class Note:
    uid: str
    session_id: str
    text: str
    doc_id: str = ""  # '' for a note on the case itself
    author: str = ""  # the reviewer's key id as the door knew it ('' if unnamed)
    by: str = ""  # the reviewer's name as the door knew it
    at: str = field(default_factory=lambda: datetime.now(UTC).isoformat(timespec="milliseconds"))

    @property
    def id(self) -> str:
        """What the door records as the action's result: the note, whole, as JSON."""
        return json.dumps(asdict(self), sort_keys=True, separators=(",", ":"), ensure_ascii=False)

    @property
    def on_document(self) -> bool:
        return bool(self.doc_id)


def note_from(data: dict[str, Any]) -> Note:
    known = {name: data[name] for name in Note.__dataclass_fields__ if name in data}
    return Note(**known)


def note_problem(text: str) -> str | None:
    """The sentence refusing a note's text (in the UI's language), or None. Line breaks are
    kept; anything else the text policy refuses is named with its line and column."""
    if not text.strip():
        return translate("Notes", "Write the note first: it is empty.")
    if len(text) > NOTE_MAX:
        return translate(
            "Notes",
            "The note is {0} characters long; a note holds at most {1}. Shorten it, or split "
            "it in two notes.",
        ).format(len(text), NOTE_MAX)
    for number, line in enumerate(text.split("\n"), start=1):
        index = first_hidden(line)
        if index is None:
            continue
        char = line[index]
        category = unicodedata.category(char)
        where = translate("Notes", "line {0}, character {1}").format(number, index + 1)
        if category == "Cc" or char in "\u2028\u2029":
            template = translate(
                "Notes",
                "Remove the control character U+{0} ({1}): a note keeps line breaks and "
                "printable text only.",
            )
        elif category == "Cs":
            template = translate(
                "Notes",
                "Remove the broken character U+{0} ({1}): it is half of a character and no "
                "text can hold it alone.",
            )
        else:
            template = translate(
                "Notes",
                "Remove the invisible character U+{0} ({1}): it would make the note read "
                "differently from what it holds.",
            )
        return template.format(f"{ord(char):04X}", where)
    return None


def clean_note(text: str) -> str:
    """What is kept of a typed note: Windows line ends as line breaks, no blank lines around."""
    return text.replace("\r\n", "\n").strip("\n ")


class NoteBook(JournalBook):
    """The notes of this session's cases, rebuilt from what the door records (and the
    journal replayed): oldest first per case."""

    ACTION = NOTE_ACTION

    def _start(self) -> None:
        self._notes: dict[str, list[Note]] = {}  # uid -> oldest first

    def notes(self, uid: str, doc_id: str | None = None) -> list[Note]:
        """A case's notes, oldest first: all of them (``doc_id`` None), the case's own ('')
        or one document's."""
        found = self._notes.get(uid, [])
        return [n for n in found if doc_id is None or n.doc_id == doc_id]

    def _take(self, action: str, outcome: str, detail: str, author: str, name: str | None) -> str:
        """One record in; the case's uid, or '' if it was not a note. The author the record
        or entry carries wins over what the note says of itself; the same note met twice (in
        the action log and the journal) counts once."""
        if action != NOTE_ACTION or outcome != Outcome.DONE.value:
            return ""
        try:
            data = json.loads(detail)
        except (TypeError, ValueError):
            return ""
        if not isinstance(data, dict):
            return ""
        try:
            note = note_from(data)
        except TypeError:
            return ""
        if author and author != note.author:
            note = Note(**{**asdict(note), "author": author, "by": name or ""})
        elif name:
            note = Note(**{**asdict(note), "by": name})
        kept = self._notes.setdefault(note.uid, [])
        if all((n.at, n.doc_id, n.text) != (note.at, note.doc_id, note.text) for n in kept):
            kept.append(note)
            kept.sort(key=lambda n: n.at)
        return note.uid


def note_book(log: ActionLog) -> NoteBook:
    """The one note book of a session's action log (every case pane shares it)."""
    return log.book(NoteBook)
