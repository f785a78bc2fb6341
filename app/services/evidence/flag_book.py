"""Flags a reviewer dismissed: what a dismissal is, what its reason may hold, and where it is
kept.

Where: in the audit journal, like marks and notes. A dismissal goes through the action door
(``EvidenceActions.dismiss_flag``), which records it whole as the action's result (its
compact JSON) with the acting reviewer's key id; ``FlagBook`` rebuilds every dismissal from
action records or journal entries alone (the workspace feeds it the trusted chain, with the
other books: ``book_feed.replay_books``), so no second store can disagree with the journal.

A dismissal is keyed by the session and the flag's stable key (``Flag.key``: kind, subject
and what it is about), so it keeps holding across reloads until the evidence itself changes
and a flag with another key is raised. The book takes a dismissal only as the door would
have made it: a reason the policy accepts, and its author the one the record or the signed
journal entry carries, never the one the JSON says of itself.
"""

from __future__ import annotations

import json
import unicodedata
from dataclasses import asdict, dataclass, field, replace
from datetime import UTC, datetime
from typing import Any

from app.models.text_policy import first_hidden
from app.services.action_log import ActionLog, Outcome
from app.services.journal_book import JournalBook
from app.services.translation import translate

DISMISS_ACTION = "dismiss_flag"
REASON_MAX = 500  # characters: a sentence or two saying why the flag does not stand
CONTEXT = "Flags"


@dataclass(frozen=True)
class FlagDismissal:
    """One flag of one session judged not to stand, and why."""

    uid: str
    session_id: str
    key: str  # the flag's stable key
    reason: str
    sentence: str = ""  # the flag as it read when dismissed (English), for the journal
    author: str = ""  # the reviewer's key id as the door knew it ('' if unnamed)
    by: str = ""  # the reviewer's name
    at: str = field(default_factory=lambda: datetime.now(UTC).isoformat(timespec="milliseconds"))

    @property
    def id(self) -> str:
        """What the door records as the action's result: the dismissal, whole, as JSON."""
        return json.dumps(asdict(self), sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def dismissal_from(data: dict[str, Any]) -> FlagDismissal | None:
    """The dismissal a record's JSON holds, or None if it is not one."""
    known = {name: data[name] for name in FlagDismissal.__dataclass_fields__ if name in data}
    if not all(isinstance(value, str) for value in known.values()):
        return None
    try:
        return FlagDismissal(**known)
    except TypeError:  # a required field missing
        return None


def clean_reason(text: str) -> str:
    """What is kept of a typed reason: Windows line ends as line breaks, no blank lines around."""
    return text.replace("\r\n", "\n").strip("\n ")


def reason_problem(text: str) -> str | None:
    """The sentence refusing a dismissal's reason (in the UI's language), or None: it must say
    something, at most ``REASON_MAX`` characters, line breaks and printable text only."""
    if not text.strip():
        return translate(
            "Flags", "Write why the flag does not stand: a flag is dismissed with a reason."
        )
    if len(text) > REASON_MAX:
        return translate(
            "Flags", "The reason is {0} characters long; it holds at most {1}. Shorten it."
        ).format(len(text), REASON_MAX)
    for number, line in enumerate(text.split("\n"), start=1):
        index = first_hidden(line)
        if index is None:
            continue
        char = line[index]
        where = translate("Flags", "line {0}, character {1}").format(number, index + 1)
        if unicodedata.category(char) == "Cc" or char in "\u2028\u2029":
            template = translate(
                "Flags",
                "Remove the control character U+{0} ({1}): a reason keeps line breaks and "
                "printable text only.",
            )
        else:
            template = translate(
                "Flags",
                "Remove the hidden character U+{0} ({1}): it would make the reason read "
                "differently from what it holds.",
            )
        return template.format(f"{ord(char):04X}", where)
    return None


class FlagBook(JournalBook):
    """The dismissals of this session's cases, rebuilt from what the door records (and the
    journal replayed): the newest per flag wins."""

    ACTION = DISMISS_ACTION

    def _start(self) -> None:
        self._dismissed: dict[tuple[str, str], FlagDismissal] = {}  # (session, key)

    def dismissed(self, session_id: str, key: str) -> FlagDismissal | None:
        """The dismissal that holds for this flag, if any."""
        return self._dismissed.get((session_id, key))

    def dismissed_keys(self, session_id: str) -> frozenset[str]:
        """The keys of the session's dismissed flags (what the rule book is given)."""
        return frozenset(key for sid, key in self._dismissed if sid == session_id)

    def dismissals(self, session_id: str) -> list[FlagDismissal]:
        """The session's dismissals, oldest first."""
        found = [d for (sid, _key), d in self._dismissed.items() if sid == session_id]
        return sorted(found, key=lambda d: d.at)

    def _take(self, action: str, outcome: str, detail: str, author: str, name: str | None) -> str:
        """One record in; the case's uid, or '' if it was no dismissal the door would make.
        The author the record or the signed entry carries wins over what the JSON says (a
        dismissal unsigned in the journal is not taken: dismissals came after reviewers, and an
        entry written around the door carries no reviewer's signature); a reason the policy refuses is
        not taken, whoever wrote it."""
        if action != DISMISS_ACTION or outcome != Outcome.DONE.value:
            return ""
        try:
            data = json.loads(detail)
        except (TypeError, ValueError):
            return ""
        if not isinstance(data, dict):
            return ""
        dismissal = dismissal_from(data)
        if dismissal is None or not dismissal.key or reason_problem(dismissal.reason):
            return ""
        if name is not None:  # a journal entry: its signature says who, and there must be one
            if not author:
                return ""
            dismissal = replace(dismissal, author=author, by=name)
        elif author != dismissal.author:  # this desk's record: the door's reviewer
            dismissal = replace(dismissal, author=author, by="")
        held = (dismissal.session_id, dismissal.key)
        known = self._dismissed.get(held)
        if known is None or known.at <= dismissal.at:
            self._dismissed[held] = dismissal
        return dismissal.uid


def flag_book(log: ActionLog) -> FlagBook:
    """The one flag book of a session's action log (the door and every view share it)."""
    return log.book(FlagBook)
