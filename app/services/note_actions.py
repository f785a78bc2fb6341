"""The door's note action: an internal note on a case or on one of its documents.

Nothing is sent (the API has no notes): the door asks the environment's guard, checks the
note's text (``notes.note_problem``: empty, too long, a hidden character), and records the
note, whole, as the action's result, with the acting reviewer's key id and name; the journal
keeps it and ``NoteBook`` rebuilds notes from there. A refused note is journalled as refused
with the sentence, and nothing of its text."""

from __future__ import annotations

from app.services.door import ActionRefused, Door
from app.services.notes import NOTE_ACTION, Note, clean_note, note_problem


class NoteRefused(ActionRefused):
    """The note's text cannot be kept as typed: always raised with the sentence saying why
    and where (``notes.note_problem``), in the UI's language."""


class NoteActions(Door):
    async def add_note(self, uid: str, session_id: str, text: str, doc_id: str = "") -> Note:
        """A note on the case (``doc_id`` '') or on one of its documents."""
        text = clean_note(text)
        reviewer = self.reviewer

        async def keep() -> Note:
            problem = note_problem(text)
            if problem is not None:
                raise NoteRefused(problem)
            return Note(uid, session_id, text, doc_id, reviewer.key_id, reviewer.name)

        target = "/".join(p for p in (uid, session_id, doc_id) if p)
        what = "a document" if doc_id else "the case"
        return await self._perform(NOTE_ACTION, target, f"Add a note on {what}", keep, changes=[])
