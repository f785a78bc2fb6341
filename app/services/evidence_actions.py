"""The door's evidence action: a flag dismissed, with the reviewer's reason.

A flag (``evidence.checks``) blocks an approval as a rejected document does, until a reviewer
judges that it does not stand and says why. Nothing is sent (the API knows no flags): the
door asks the environment's guard, checks the reason (``flag_book.reason_problem``), the
case's claim, and that the flag is raised on the case now (a key that names no current flag
would dismiss one not yet raised), then records the dismissal, whole, as the action's result,
with the acting reviewer's key id; ``FlagBook`` rebuilds dismissals from the journal. A
refusal is journalled as refused, with its sentence.
"""

from __future__ import annotations

from app.services.door import ActionRefused
from app.services.evidence.flag_book import (
    DISMISS_ACTION,
    FlagDismissal,
    clean_reason,
    reason_problem,
)
from app.services.kyb_actions import KybActions


class DismissalRefused(ActionRefused):
    """The dismissal cannot be kept: raised with the sentence saying why."""


class EvidenceActions(KybActions):
    async def dismiss_flag(
        self, uid: str, session_id: str, flag_key: str, reason: str
    ) -> FlagDismissal:
        """The flag ``flag_key`` of the case judged not to stand, for ``reason``; the rule
        book stops counting it from then on."""
        reason = clean_reason(reason)
        reviewer = self.reviewer

        async def keep() -> FlagDismissal:
            problem = reason_problem(reason)
            if problem is not None:
                raise DismissalRefused(problem)
            self._may_work_on(uid)
            sentence = await self._raised(uid, session_id, flag_key)
            return FlagDismissal(
                uid, session_id, flag_key, reason, sentence, reviewer.key_id, reviewer.name
            )

        return await self._perform(
            DISMISS_ACTION, f"{uid}/{session_id}", "Dismiss a flag", keep, changes=[]
        )

    async def _raised(self, uid: str, session_id: str, flag_key: str) -> str:
        """The flag's sentence, if the case raises it now; refused otherwise. Without an
        evidence service the key is kept as given (there are no flags to judge then)."""
        if not flag_key.strip():
            raise DismissalRefused("Choose the flag to dismiss; none was named. Nothing was kept.")
        if self._evidence is None:
            return ""
        evidence = await self._evidence.case_evidence(uid, session_id)
        for flag in evidence.flags:
            if flag.key == flag_key:
                return flag.sentence
        raise DismissalRefused(
            "This flag is not raised on the case now (its evidence changed since it was "
            "shown); look at the case's flags again. Nothing was dismissed."
        )
