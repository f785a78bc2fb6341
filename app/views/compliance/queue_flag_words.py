"""The queue's Flags cell in words: "2 flags", "No flags", "—" while a case is not read, and
what its tooltip says."""

from __future__ import annotations

from app.services.translation import translate
from app.views.widgets.plural import plural

NOT_READ = "—"  # a case whose evidence (and so its flags) is not read yet


def flags_text(count: int | None) -> str:
    """``2 flags``, ``1 flag``, ``No flags``; ``—`` while the case's evidence is not read."""
    if count is None:
        return NOT_READ
    if count == 0:
        return translate("CaseQueueModel", "No flags")
    return plural(
        count,
        translate("CaseQueueModel", "{0} flag"),
        translate("CaseQueueModel", "{0} flags"),
    )


def flags_key(count: int | None) -> int:
    """Most flags last ascending (first descending); cases not read yet before none."""
    return -1 if count is None else count


def flags_tip(count: int | None, unread: str) -> str:
    """The cell's tooltip: what the count means, or why it is not known."""
    if count is None:
        if unread:
            return translate("CaseQueueModel", "The flags could not be read: {0}").format(unread)
        return translate("CaseQueueModel", "Not read yet: Teller is reading this case's documents.")
    if count == 0:
        return translate("CaseQueueModel", "Nothing in this case's evidence is flagged.")
    return translate(
        "CaseQueueModel",
        "Flags the reviewer must judge (or dismiss with a reason) before approving.",
    )
