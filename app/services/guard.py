"""The production guard: what the one door (app/services/actions.py) asks before sending.

In a production environment every action through the door needs a typed confirmation: the
person types the amount of a money action, or the last four characters of what it changes,
and an action whose text does not match is refused with nothing sent. A read-only profile
refuses every action until it is unlocked for this session. Reveals and copies of personal
data pass it too (``data_actions.py``). Sandbox and staging environments ask nothing.

Services hold no widgets: the question is put through an async callback the views provide.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from app.services.actions import ActionRefused, ActionRequest, AllowAll, Guard
from app.services.environments import Environment
from app.services.translation import translate

# Asks the person to type ``request.confirm_text``; returns what was typed, None if cancelled.
ConfirmCallback = Callable[[ActionRequest], Awaitable[str | None]]


def normalise(text: str) -> str:
    """Spaces, thousands separators and letter case do not count ('1,000.00 eur' = '1000.00')."""
    return "".join(text.split()).replace(",", "").upper()


def matches(typed: str, expected: str) -> bool:
    """The typed text is what was asked, or for money its amount without the currency."""
    if not expected or not typed.strip():
        return False
    wanted = normalise(expected)
    got = normalise(typed)
    number = normalise(expected.rsplit(" ", 1)[0]) if " " in expected.strip() else wanted
    return got in {wanted, number}


class ProductionGuard:
    def __init__(
        self,
        environment: Environment,
        confirm: ConfirmCallback | None = None,
        *,
        read_only: bool | None = None,
    ) -> None:
        self.environment = environment
        self.confirm = confirm
        self.read_only = environment.read_only if read_only is None else read_only
        self.unlocked = False

    @property
    def locked(self) -> bool:
        return self.read_only and not self.unlocked

    def unlock(self) -> None:
        """ "Unlock for this session": the read-only profile accepts actions until sign-out
        (each still confirmed by typing in production)."""
        self.unlocked = True

    async def check(self, request: ActionRequest) -> None:
        if self.locked:
            raise ActionRefused(
                translate(
                    "ProductionGuard",
                    "{0} is read-only: nothing was sent. Choose File > Unlock for this session "
                    "to make changes.",
                ).format(self.environment.badge)
            )
        if not self.environment.is_production:
            return
        if self.confirm is None:
            raise ActionRefused(
                translate(
                    "ProductionGuard",
                    "This production action needs a typed confirmation; nothing was sent.",
                )
            )
        typed = await self.confirm(request)
        if typed is None:
            raise ActionRefused(translate("ProductionGuard", "Not confirmed: nothing was sent."))
        if not matches(typed, request.confirm_text):
            raise ActionRefused(
                translate(
                    "ProductionGuard",
                    "What was typed does not match {0}: nothing was sent. Try again.",
                ).format(request.confirm_text)
            )


def guard_for(environment: Environment, confirm: ConfirmCallback | None = None) -> Guard:
    """The guard an environment needs: none for sandbox and staging unless read-only."""
    if environment.is_production or environment.read_only:
        return ProductionGuard(environment, confirm)
    return AllowAll()
