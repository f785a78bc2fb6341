"""What a reviewer reads first in a shareholder's kyc payload, and what should worry them.

The payload's meaning is not in the spec (it follows an identity-verification provider's
resource): a step's ``status`` of 0 is read as pending, 200 as success, 4xx/5xx as failure,
and the raw value is always shown beside the reading. A fact read from a member that holds
personal data carries its kind (the masking policy's, from the member's path), so the view
shows it masked.
"""

from __future__ import annotations

import ipaddress
import re
from dataclasses import dataclass
from typing import Any

from app.services.masking import Kind, personal_kind
from app.services.translation import QT_TRANSLATE_NOOP, translate
from app.views.compliance.screening_cards import ERRORS, UNREADABLE_WHY, step_name
from app.views.compliance.screening_cards import error_words as error_sentence
from app.views.widgets.terms import document_type_name

WORRYING_IDENTITY = frozenset({"rejected", "reviewneeded", "review_needed", "deleted", "failed"})
# The identity's status in words (the provider's value stays beside it); keys lower case
# without spaces, as WORRYING_IDENTITY.
IDENTITY_WORDS = {
    "approved": QT_TRANSLATE_NOOP("KycFacts", "approved"),
    "accepted": QT_TRANSLATE_NOOP("KycFacts", "accepted"),
    "pending": QT_TRANSLATE_NOOP("KycFacts", "pending"),
    "inprogress": QT_TRANSLATE_NOOP("KycFacts", "in progress"),
    "reviewneeded": QT_TRANSLATE_NOOP("KycFacts", "review needed"),
    "review_needed": QT_TRANSLATE_NOOP("KycFacts", "review needed"),
    "rejected": QT_TRANSLATE_NOOP("KycFacts", "rejected"),
    "deleted": QT_TRANSLATE_NOOP("KycFacts", "deleted"),
    "failed": QT_TRANSLATE_NOOP("KycFacts", "failed"),
}
DEVICE = "deviceFingerprint"
SUSPICIOUS_AGENTS = ("headless", "phantomjs", "selenium", "bot", "curl", "python-requests")


@dataclass(frozen=True)
class Fact:
    label: str
    value: str
    worrying: bool = False
    why: str = ""  # what worries, when it does
    kind: Kind | None = None  # the kind of personal data it shows, if it does


def step_reading(status: Any) -> tuple[str, bool]:
    """(reading, failed) of a step's status, the raw value kept in the reading."""
    if isinstance(status, bool) or not isinstance(status, int):
        return translate("KycFacts", "{0} (unknown)").format(status), False
    if status == 0:
        return translate("KycFacts", "pending ({0})").format(status), False
    if 200 <= status < 300:
        return translate("KycFacts", "success ({0})").format(status), False
    if 400 <= status < 600:
        return translate("KycFacts", "failed ({0})").format(status), True
    return translate("KycFacts", "{0} (unknown)").format(status), False


def _get(data: Any, *path: str) -> Any:
    for part in path:
        if not isinstance(data, dict):
            return None
        data = data.get(part)
    return data


def _expired_flags(value: Any) -> bool | None:
    """``isDocumentExpired.data`` is an object (by document side or kind): any true member."""
    if isinstance(value, bool):
        return value
    if isinstance(value, dict) and value:
        return any(v is True or (isinstance(v, dict) and _expired_flags(v)) for v in value.values())
    return None


def ip_worry(ip: str) -> str:
    try:
        address = ipaddress.ip_address(ip.strip())
    except ValueError:
        return translate("KycFacts", "not an IP address")
    if address.is_loopback or address.is_private or address.is_reserved or address.is_unspecified:
        return translate("KycFacts", "a private or reserved address: it does not place the person")
    return ""


def facts(kyc: dict[str, Any] | None) -> list[Fact]:
    """The readable facts of a kyc payload (``{"data": {...}}`` or its data alone), in the
    order a reviewer reads them: the person, the verification, its steps, the documents, the
    device."""
    if not kyc:
        return []
    data = kyc.get("data", kyc) if isinstance(kyc, dict) else {}
    if not isinstance(data, dict):
        return [
            Fact(
                translate("KycFacts", "Payload"),
                translate("KycFacts", "not an object"),
                True,
                translate("KycFacts", "kyc.data must be an object"),
            )
        ]
    readings = (_age_fact, _expiry_fact, _identity_fact, _problem_fact, _flow_fact)
    found = [fact for read in readings if (fact := read(data)) is not None]
    found.extend(_step_fact(step, "") for step in data.get("steps") or [])
    found.extend(_document_facts(data.get("documents") or []))
    found.extend(_device_facts(data.get(DEVICE)))
    return found


def _yes_no(yes: bool) -> str:
    return translate("KycFacts", "yes") if yes else translate("KycFacts", "no")


def _age_fact(data: dict[str, Any]) -> Fact | None:
    age = _get(data, "computed", "age", "data")
    if age is None:
        return None
    young = isinstance(age, int) and age < 18
    return Fact(
        translate("KycFacts", "Age"),
        str(age),
        young,
        translate("KycFacts", "under 18") if young else "",
    )


def _expiry_fact(data: dict[str, Any]) -> Fact | None:
    """The provider's computed expiry, or its plain ``expired: true``."""
    expired = _expired_flags(_get(data, "computed", "isDocumentExpired", "data"))
    if data.get("expired") is True:
        expired = True
    if expired is None:
        return None
    return Fact(
        translate("KycFacts", "Document expired"),
        _yes_no(expired),
        bool(expired),
        translate("KycFacts", "an expired identity document") if expired else "",
    )


def _identity_fact(data: dict[str, Any]) -> Fact | None:
    """The identity's status in words, the provider's value beside them."""
    status = _get(data, "identity", "status")
    if status is None:
        return None
    key = str(status).replace(" ", "").lower()
    bad = key in WORRYING_IDENTITY
    value = (
        translate("KycFacts", "{0} ({1})").format(
            translate("KycFacts", IDENTITY_WORDS[key]), status
        )
        if key in IDENTITY_WORDS
        else str(status)
    )
    return Fact(
        translate("KycFacts", "Identity status"),
        value,
        bad,
        translate("KycFacts", "identity not accepted") if bad else "",
    )


def _problem_fact(data: dict[str, Any]) -> Fact | None:
    if "hasProblem" not in data:
        return None
    problem = data.get("hasProblem") is True
    return Fact(
        translate("KycFacts", "Has a problem"),
        _yes_no(problem),
        problem,
        translate("KycFacts", "the provider flagged a problem") if problem else "",
    )


def _flow_fact(data: dict[str, Any]) -> Fact | None:
    flow = _get(data, "flow", "name")
    return Fact(translate("KycFacts", "Flow"), str(flow)) if flow else None


def _document_facts(documents: Any) -> list[Fact]:
    """Each document (its type, country and region) followed by its own steps."""
    found: list[Fact] = []
    for number, document in enumerate(documents, start=1):
        if not isinstance(document, dict):
            continue
        where = " · ".join(str(v) for v in (document.get("country"), document.get("region")) if v)
        kind = " · ".join(p for p in (_document_type(document.get("type")), where) if p)
        found.append(Fact(translate("KycFacts", "Document {0}").format(number), kind))
        owner = translate("KycFacts", "document {0}").format(number)
        found.extend(_step_fact(step, owner) for step in document.get("steps") or [])
    return found


def _step_fact(step: Any, owner: str) -> Fact:
    if not isinstance(step, dict):
        return Fact(translate("KycFacts", "Step"), str(step))
    name = step_name(str(step["id"])) if step.get("id") else translate("KycFacts", "unnamed")
    reading, failed = step_reading(step.get("status"))
    error = step.get("error")
    code = ""
    if error:
        failed = True
        code = str(error.get("code") or error.get("message") if isinstance(error, dict) else error)
        reading += " · " + translate("KycFacts", "error: {0}").format(error_words(code))
    label = (
        translate("KycFacts", "Step {0}").format(name)
        if not owner
        else translate("KycFacts", "Step {0} ({1})").format(name, owner)
    )
    why = translate("KycFacts", "a failed step") if failed else ""
    return Fact(label, reading, failed, f"{why} ({code})" if code else why)


def _document_type(code: Any) -> str:
    """``passport`` as the screening cards say it ("Passport"); no type, said so."""
    if not code:
        return translate("KycFacts", "type not given")
    return document_type_name(str(code).upper().replace("-", "_"))


def error_words(code: str) -> str:
    """A provider's error code in words: a code Teller knows as the screening cards' sentence,
    another spelled out ("ipValidation.blocked" -> "ip validation: blocked"): read as words,
    and it wraps in a narrow pane where one long code pushed the facts past its edge. A
    sentence is kept as it is."""
    if code in ERRORS or code in UNREADABLE_WHY:
        return error_sentence(code, "")
    if " " in code.strip():
        return code
    parts = [re.sub(r"(?<=[a-z0-9])(?=[A-Z])", " ", part).lower() for part in code.split(".")]
    return ": ".join(p.replace("_", " ").replace("-", " ") for p in parts if p)


def _device_parts(device: dict[str, Any]) -> list[str]:
    """The device in words: system, browser, its type, the app and its version."""
    parts = []
    for key in ("os", "browser"):
        part = device.get(key)
        if isinstance(part, dict) and part.get("name"):
            parts.append(" ".join(str(p) for p in (part.get("name"), part.get("version")) if p))
    kind = _get(device, "device", "type")
    if kind:
        parts.append(str(kind))
    app = device.get("app")
    if isinstance(app, dict) and app.get("platform"):
        parts.append(" ".join(str(p) for p in (app.get("platform"), app.get("version")) if p))
    return parts


def _device_facts(device: Any) -> list[Fact]:
    if not isinstance(device, dict):
        return []
    found: list[Fact] = []
    parts = _device_parts(device)
    agent = str(device.get("ua") or "")
    bot = next((word for word in SUSPICIOUS_AGENTS if word in agent.lower()), "")
    if parts or agent:
        found.append(
            Fact(
                translate("KycFacts", "Device"),
                " · ".join(parts) or agent,
                bool(bot),
                translate("KycFacts", "the browser names itself an automated one ({0})").format(bot)
                if bot
                else "",
                personal_kind((DEVICE, "ua" if not parts else "os")),
            )
        )
    ip = device.get("ip")
    if ip:
        worry = ip_worry(str(ip))
        found.append(
            Fact(
                translate("KycFacts", "IP address"),
                str(ip),
                bool(worry),
                worry,
                personal_kind((DEVICE, "ip")),
            )
        )
    return found
