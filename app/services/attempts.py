"""One creation a person asked for, when the API offers no idempotency key for it.

Card pay-ins, accounts and sandbox vIBANs are created by a POST the server cannot recognise
when sent twice. If the first try ends without a clear answer (a lost connection, a timeout
after sending, a 5xx), sending it again blind could create a second one. An ``Attempt``
remembers that uncertainty: the next try first looks for what the first may have made, and
sends again only when it can tell nothing was made, or when the person says so.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from enum import StrEnum
from typing import Generic, TypeVar

from app.api.errors import ApiError

T = TypeVar("T")


class AttemptState(StrEnum):
    NEW = "new"  # nothing sent yet, or the last try was refused: sending is safe
    UNCERTAIN = "uncertain"  # the last try may have taken effect: look before sending
    ASKED = "asked"  # looking could not tell; the person was told, and a new try sends
    DONE = "done"


@dataclass
class Attempt:
    state: AttemptState = AttemptState.NEW
    started_at: datetime | None = None
    before: frozenset[str] | None = None  # ids that existed before the first try, if listable
    request: object = None  # what was asked: another request is another attempt

    @classmethod
    def renewed(cls, previous: Attempt | None, request: object) -> Attempt:
        """The same attempt while the request is unchanged (a retry), a fresh one otherwise."""
        if previous is not None and previous.request == request:
            return previous
        return cls(request=request)

    def begin(self) -> None:
        if self.started_at is None:
            self.started_at = datetime.now(UTC)


@dataclass(frozen=True)
class Recovered(Generic[T]):
    """The earlier, unanswered try had taken effect: this is what it made (nothing was sent)."""

    value: T


class OutcomeUnknown(ApiError):  # noqa: N818  # says what happened, like NotFound
    """The first try may have taken effect and the API gives no way to check: the person must
    look, and a second Retry sends again deliberately."""

    default_message = (
        "The server did not answer, so Teller cannot tell whether this was done, and the API "
        "offers no way to check. Look for it before trying again."
    )
    retry_label = "Send again"
