"""The door's mechanism: every action that changes something (1) asks the environment's guard,
(2) sends the request, (3) records the outcome in the action log, and (4) announces what
changed to the current context, so that every view showing it refreshes.

The actions themselves are in ``actions.py`` (money and accounts), ``kyb_actions.py``
(onboarding and review) and ``tester_actions.py`` (the sandbox's tools); views reach them all
through one ``Actions`` object and never call a mutating client method themselves
(``tests/test_action_door.py`` fails if one does).
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol, TypeVar

from app.api.errors import ApiError, PermissionDenied, may_have_taken_effect
from app.models.payouts import CardPayin
from app.services.action_log import ActionLog, ActionRecord, Outcome
from app.services.attempts import OutcomeUnknown, Recovered
from app.services.batch_pass import BatchPass
from app.services.context import AccountRef, ChangeKind, WorkContext
from app.services.quotes import QuoteBook
from app.services.reviewers import NOBODY, Reviewer

if TYPE_CHECKING:
    from app.api.client import BankingClient
    from app.api.sandbox_helpers import SandboxHelpers

T = TypeVar("T")
Changes = Iterable[tuple[ChangeKind, str]]


@dataclass(frozen=True)
class ActionRequest:
    """What the guard is asked about: enough to show the person and to decide."""

    action: str
    target: str
    summary: str
    confirm_text: str = ""  # what a person types to confirm it (an amount, an id's end)


class ActionRefused(PermissionDenied):
    """The guard said no (a read-only profile, a confirmation not given): nothing was sent."""

    default_message = "This action is not allowed here."


class Guard(Protocol):
    async def check(self, request: ActionRequest) -> None:
        """Return to let the action through; raise ``ActionRefused`` to stop it."""


class AllowAll:
    """The guard of an environment that asks nothing (the sandbox)."""

    async def check(self, request: ActionRequest) -> None:
        return None


def target_of(ref: AccountRef) -> str:
    return f"{ref.uid}/{ref.aid}"


def _detail(result: object) -> str:
    value = result.value if isinstance(result, Recovered) else result
    if isinstance(value, CardPayin):
        return value.order.id
    return str(getattr(value, "id", "") or "")


class Door:
    def __init__(
        self,
        client: BankingClient,
        context: WorkContext,
        log: ActionLog,
        *,
        sandbox: SandboxHelpers | None = None,
        guard: Guard | None = None,
    ) -> None:
        self._client = client
        self._context = context
        self._log = log
        self._sandbox = sandbox
        self.guard: Guard = guard or AllowAll()
        self.reviewer: Reviewer = NOBODY  # who acts: every record carries their key id
        self.merchant = ""  # the API code signed in (the session sets it): where money goes
        # A batch confirmed once at its start: its rows do not ask the guard again.
        self.batch_pass = BatchPass()
        self.quotes = QuoteBook()  # the quotes on screen: nothing is sent on an ended one

    @property
    def log(self) -> ActionLog:
        return self._log

    def _require_sandbox(self) -> SandboxHelpers:
        if self._sandbox is None:
            raise ActionRefused("This is a sandbox test helper; the server has no such action.")
        return self._sandbox

    async def _perform(
        self,
        action: str,
        target: str,
        summary: str,
        call: Callable[[], Awaitable[T]],
        *,
        changes: Changes,
        idempotency_key: str | None = None,
        confirm_text: str = "",
    ) -> T:
        """Every action through the door asks the guard first; what a person must type to
        confirm it is the amount for money, else the last four characters of its target."""
        changes = list(changes)

        def record(outcome: Outcome, detail: str) -> None:
            self._log.record(
                ActionRecord(
                    action, target, outcome, detail, idempotency_key, author=self.reviewer.key_id
                )
            )

        try:
            if not self.batch_pass.covers(target, idempotency_key):
                await self.guard.check(
                    ActionRequest(action, target, summary, confirm_text or target[-4:])
                )
        except ActionRefused as exc:
            record(Outcome.REFUSED, exc.message)
            raise
        try:
            result = await call()
        except asyncio.CancelledError:
            record(Outcome.UNKNOWN, "Cancelled before the server answered.")
            self._announce(changes)
            raise
        except Exception as exc:
            unknown = may_have_taken_effect(exc) and not isinstance(exc, OutcomeUnknown)
            message = exc.message if isinstance(exc, ApiError) else type(exc).__name__
            record(Outcome.UNKNOWN if unknown else Outcome.REFUSED, message)
            if unknown:  # whatever did happen, the views showing it should look again
                self._announce(changes)
            raise
        record(Outcome.FOUND if isinstance(result, Recovered) else Outcome.DONE, _detail(result))
        self._announce(changes)
        return result

    def _announce(self, changes: list[tuple[ChangeKind, str]]) -> None:
        for kind, target in changes:
            self._context.announce(kind, target)


def money_moved(ref: AccountRef) -> list[tuple[ChangeKind, str]]:
    """What a payout changes: the account's orders and its balances."""
    return [(ChangeKind.ORDER, ref.aid), (ChangeKind.ACCOUNT, ref.aid)]
