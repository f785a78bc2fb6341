"""Who works a case: claims, releases, assignments, and working on a case someone else holds.

A reviewer claims a case so two people do not work it unknowingly (Marble's assignee,
Ballerine's assign dropdown). The rules, checked by the door (``team_actions.py``) and asked
early by the views to explain:

- the first claim wins: a second reviewer's claim is refused with a sentence naming the
  owner (and if two desks both wrote one, the book keeps the first the journal holds);
- only the owner releases a case or assigns it on (an unclaimed case may be assigned by
  anyone);
- marking or deciding a case someone else holds needs an override first, which the door
  records (``override_claim``) after the view asked the person, naming the owner.

Everything is compared by key id, never by name (two people may share one). Each event's
compact JSON is the door's recorded detail, so ``ClaimBook`` rebuilds from the journal alone.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from typing import Any

from app.services.action_log import ActionLog
from app.services.door import ActionRefused
from app.services.reviewers import Reviewer
from app.services.team_book import EventBook

CLAIM_ACTION = "claim_case"
RELEASE_ACTION = "release_case"
ASSIGN_ACTION = "assign_case"
OVERRIDE_ACTION = "override_claim"  # worked on a case someone else held, after a warning
CLAIM_ACTIONS = frozenset({CLAIM_ACTION, RELEASE_ACTION, ASSIGN_ACTION, OVERRIDE_ACTION})


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds")


@dataclass(frozen=True)
class ClaimEvent:
    """One claim, release, assignment or override (the action says which)."""

    uid: str  # the business user id: the case
    by: str  # who did it: their key id
    by_name: str
    to: str = ""  # an assignment: the new owner's key id; an override: the owner's
    to_name: str = ""
    at: str = field(default_factory=_now)

    @property
    def id(self) -> str:
        """What the door records as the action's result: the event, whole, as JSON."""
        return json.dumps(asdict(self), sort_keys=True, separators=(",", ":"))

    @property
    def actor(self) -> Reviewer:
        return Reviewer(self.by, self.by_name)

    @property
    def other(self) -> Reviewer:
        return Reviewer(self.to, self.to_name)


@dataclass(frozen=True)
class ClaimStep:
    """An event of a case's claims history, and whether it took effect (a claim written on
    another desk after the first one did not)."""

    action: str
    event: ClaimEvent
    took_effect: bool


class ClaimRefused(ActionRefused):
    """A claim rule said no; ``owner`` is who holds the case (None: nobody), nothing recorded
    as done."""

    def __init__(self, message: str, owner: Reviewer | None) -> None:
        super().__init__(message)
        self.owner = owner


class CaseClaimed(ClaimRefused):
    """Someone else holds the case and this reviewer has not chosen to work on it anyway."""


def _who(reviewer: Reviewer) -> str:
    return reviewer.short or "another reviewer"


def unnamed_refusal(me: Reviewer) -> ClaimRefused | None:
    if me.key_id:
        return None
    return ClaimRefused(
        "Teller does not know which reviewer you are yet, so nothing can be claimed or "
        "assigned in your name. Give your reviewer name first.",
        None,
    )


def claim_refusal(owner: Reviewer | None, me: Reviewer) -> ClaimRefused | None:
    """A claim: refused while someone else holds the case (named), or by nobody."""
    unnamed = unnamed_refusal(me)
    if unnamed is not None:
        return unnamed
    if owner is not None and owner.key_id != me.key_id:
        return ClaimRefused(
            f"{_who(owner)} has already claimed this case. Ask them to release it or to "
            "assign it to you; nothing was recorded.",
            owner,
        )
    if owner is not None:
        return ClaimRefused("You have already claimed this case; nothing changed.", owner)
    return None


def release_refusal(owner: Reviewer | None, me: Reviewer) -> ClaimRefused | None:
    if owner is None:
        return ClaimRefused("This case is not claimed, so there is nothing to release.", None)
    if owner.key_id != me.key_id:
        return ClaimRefused(
            f"{_who(owner)} holds this case; only they can release it or assign it on. "
            "Nothing was recorded.",
            owner,
        )
    return None


def assign_refusal(owner: Reviewer | None, me: Reviewer, to: Reviewer) -> ClaimRefused | None:
    """An assignment: of an unclaimed case or of one's own, to a named reviewer."""
    unnamed = unnamed_refusal(me)
    if unnamed is not None:
        return unnamed
    if not to.key_id:
        return ClaimRefused("Choose a reviewer to assign the case to; nothing was recorded.", owner)
    if owner is not None and owner.key_id != me.key_id:
        return ClaimRefused(
            f"{_who(owner)} holds this case; only they can assign it on. Nothing was recorded.",
            owner,
        )
    if owner is not None and owner.key_id == to.key_id:
        return ClaimRefused(f"{_who(owner)} already holds this case; nothing changed.", owner)
    return None


def work_refusal(owner: Reviewer | None, me: Reviewer, overridden: bool) -> CaseClaimed | None:
    """Marking or deciding: refused on a case someone else holds, unless this reviewer chose
    to work on it anyway (the override the door recorded)."""
    if owner is None or (me.key_id and owner.key_id == me.key_id) or overridden:
        return None
    return CaseClaimed(
        f"{_who(owner)} has claimed this case. Confirm that you work on it anyway (Teller "
        "records it), or ask them to release it; nothing was sent.",
        owner,
    )


class ClaimBook(EventBook):
    """Owners, overrides and the claims history, rebuilt from the door's records."""

    actions = CLAIM_ACTIONS
    _owners: dict[str, Reviewer]
    _overrides: dict[str, set[str]]  # case -> key ids that chose to work on it anyway
    _history: dict[str, list[ClaimStep]]
    _reviewers: dict[str, Reviewer]

    def owner(self, uid: str) -> Reviewer | None:
        return self._owners.get(uid)

    def owners(self) -> dict[str, Reviewer]:
        """Every claimed case's owner (business user id -> reviewer)."""
        return dict(self._owners)

    def overridden(self, uid: str, key_id: str) -> bool:
        """Whether this reviewer chose to work on the case its current owner holds."""
        return key_id in self._overrides.get(uid, set())

    def history(self, uid: str) -> list[ClaimStep]:
        """The case's claims, releases, assignments and overrides, in the journal's order."""
        return list(self._history.get(uid, []))

    def reviewers(self) -> list[Reviewer]:
        """The reviewers this book has seen act or be assigned, by name."""
        return sorted(self._reviewers.values(), key=lambda r: (r.name.casefold(), r.key_id))

    def _fold(self, events: list[tuple[str, dict[str, Any]]]) -> None:
        self._owners, self._overrides, self._history, self._reviewers = {}, {}, {}, {}
        for action, data in events:
            try:
                event = ClaimEvent(**data)
            except TypeError:
                continue
            self._seen(event.actor)
            if event.to:
                self._seen(event.other)
            owner = self._owners.get(event.uid)
            took = self._apply(action, event, owner)
            self._history.setdefault(event.uid, []).append(ClaimStep(action, event, took))

    def _seen(self, reviewer: Reviewer) -> None:
        if reviewer.key_id:
            self._reviewers[reviewer.key_id] = reviewer

    def _apply(self, action: str, event: ClaimEvent, owner: Reviewer | None) -> bool:
        mine = owner is not None and owner.key_id == event.by
        if action == CLAIM_ACTION and owner is None and event.by:
            self._set_owner(event.uid, event.actor)
            return True
        if action == RELEASE_ACTION and mine:
            self._set_owner(event.uid, None)
            return True
        if action == ASSIGN_ACTION and (owner is None or mine) and event.to:
            self._set_owner(event.uid, event.other)
            return True
        if action == OVERRIDE_ACTION and owner is not None and owner.key_id == event.to:
            self._overrides.setdefault(event.uid, set()).add(event.by)
            return True
        return False

    def _set_owner(self, uid: str, owner: Reviewer | None) -> None:
        self._overrides.pop(uid, None)  # an override was of the owner it warned about
        if owner is None:
            self._owners.pop(uid, None)
        else:
            self._owners[uid] = owner


def claim_book(log: ActionLog) -> ClaimBook:
    """The one claims book of a session's action log (the queue, the case and the door)."""
    return log.book(ClaimBook)
