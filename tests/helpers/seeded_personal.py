"""The personal values the sandbox seeds into its KYB cases, read from the seed modules
themselves (so a new holder, a new declared detail or a new payload member is in at once),
and the members of a seeded kyc payload the masking policy deliberately shows.

Two sources, so that a miss in the policy is caught rather than copied: the holders' own
fields (document number, date of birth, IP, e-mail, browser string) taken as written, and
every leaf of their payloads the policy calls personal. ``unclassified_members`` fails a
test when a payload member is neither personal nor listed as shown on purpose below.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator
from typing import Any

from app.services.masking import personal_kind
from sandbox.seed_data import email_of
from sandbox.seed_kyb import kyc_payload
from sandbox.seed_kyb_cases import CASES
from sandbox.seed_kyb_people import Holder

# Too short or too common to look for as text (a version "18", a type "web"): left out.
DISTINCT = 6
PHOTO = "/sandbox/v1/business-users/u/kyb-sessions/s/documents/d/content"

# Payload members shown on purpose (app/services/masking.py says why), with list indexes as
# "[]": names, a document's own dates, sex and nationality, statuses and provider ids.
SHOWN = frozenset(
    {
        "data.id",
        "data.profileId",
        "data.expired",
        "data.hasProblem",
        "data.identity.id",
        "data.identity.status",
        "data.computed.age.data",
        "data.computed.isDocumentExpired.data.national-id",
        "data.documents[].country",
        "data.documents[].region",
        "data.documents[].type",
        "data.documents[].fields.firstName.value",
        "data.documents[].fields.surname.value",
        "data.documents[].fields.emissionDate.value",
        "data.documents[].fields.expirationDate.value",
        "data.documents[].fields.sex.value",
        "data.documents[].fields.nationality.value",
        "data.documents[].steps[].id",
        "data.documents[].steps[].status",
        "data.documents[].steps[].data",
        "data.documents[].steps[].data.age",
        "data.documents[].steps[].data.ageThreshold",
        "data.documents[].steps[].data.underage",
        "data.documents[].steps[].data.expirationDate",
        "data.documents[].steps[].data.score",
        "data.documents[].steps[].error.type",
        "data.documents[].steps[].error.code",
        "data.documents[].steps[].error.message",
        "data.documents[].steps[].data.matches",
        # a watchlist match: the reviewer judges the matched name, lists and score (issue 25)
        "data.documents[].steps[].data.matches[].name",
        "data.documents[].steps[].data.matches[].score",
        "data.documents[].steps[].data.matches[].lists[].id",
        "data.documents[].steps[].data.matches[].lists[].name",
        "data.documents[].steps[].data.matches[].categories[]",
        "data.documents[].steps[].data.matches[].pep",
        "data.documents[].steps[].data.matches[].sanctions",
        "data.documents[].steps[].data.matches[].adverseMedia",
        "data.documents[].steps[].data.matches[].country",
        "data.documents[].merchantFields",
        "data.videoAgreement",
        "data.steps[].id",
        "data.steps[].status",
        "data.steps[].data",
        "data.steps[].data.safe",
        "data.steps[].error.type",
        "data.steps[].error.code",
        "data.steps[].error.message",
        "data.flow.id",
        "data.flow.name",
        "data.metadata.userId",
        "data.masJobToBePostpone",
    }
)


def leaves(data: Any, path: tuple[str, ...] = ()) -> Iterator[tuple[tuple[str, ...], Any]]:
    """Every (path, value) of a JSON-like value's leaves; empty lists and objects are leaves."""
    if isinstance(data, dict) and data:
        for key, value in data.items():
            yield from leaves(value, (*path, str(key)))
    elif isinstance(data, list) and data:
        for index, value in enumerate(data):
            yield from leaves(value, (*path, f"[{index}]"))
    else:
        yield path, data


def dotted(path: tuple[str, ...]) -> str:
    return re.sub(r"\.?\[\d+\]", "[]", ".".join(path))


def personal_leaves(data: Any, *, business: bool = False) -> set[str]:
    """The values of ``data`` the masking policy calls personal, as text."""
    return {
        str(value)
        for path, value in leaves(data)
        if value not in (None, "", [], {}) and personal_kind(path, value, business=business)
    }


def holders() -> Iterator[Holder]:
    return itertools.chain.from_iterable(case.holders for case in CASES.values())


def seeded_payload(holder: Holder) -> dict[str, Any]:
    counter = itertools.count()
    return kyc_payload(holder, "u", lambda: f"id-{next(counter)}", PHOTO)


def unclassified_members() -> set[str]:
    """Payload members of the seed that the policy neither masks nor shows on purpose."""
    found: set[str] = set()
    for holder in holders():
        for path, value in leaves(seeded_payload(holder)):
            if personal_kind(path, value) is None and dotted(path) not in SHOWN:
                found.add(dotted(path))
    return found


def seeded_personal_values() -> set[str]:
    """Every personal value the seed writes for people and businesses, distinct enough to be
    looked for as text on screen."""
    values: set[str] = set()
    for company, case in CASES.items():
        values.add(email_of("finance", company))  # the business's declared e-mail
        for _days, changes in case.details:
            for key, value in changes.items():
                if personal_kind(key, value, business=True):
                    values.add(value)
    for holder in holders():
        payload = seeded_payload(holder)
        values |= {
            holder.document_number,
            holder.born.isoformat(),
            holder.ip,
            email_of(holder.given, holder.surnames),
            str(payload["data"]["deviceFingerprint"]["ua"]),
        }
        values |= personal_leaves(payload) - {PHOTO}  # the real photo links are per case
    return {value for value in values if len(value) >= DISTINCT}
