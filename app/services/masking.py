"""The one masking policy: which values are personal data, and how each shows masked.

Every place personal data is shown or leaves Teller asks this module, never a rule of its own:
the whole-payload tree, the lists and facts of the compliance workspace, the case report,
``case.json`` in a case bundle, clipboard copies and an order's recipient.

What is personal (masked until a person reveals one value, and the reveal is journalled):
document numbers and national ids, dates of birth, e-mails, phone numbers, IP addresses,
browser strings (user agents) and the whole device fingerprint (browser, engine, OS, app and
device type together single out one device), addresses of people, selfie and document photo
URLs, bank account numbers and IBANs.

What is not, and why:
- Names of people (a shareholder's name and surname, the names read off their ID card): a
  reviewer works by name, matching the shareholder list, the company register and the ID
  card, and an auditor must know whose verification a bundle holds.
- A document's issue and expiry dates, sex and nationality: what a reviewer checks the
  document against (expired? the person's?), and not enough to find the person.
- A business's own declared address: it is on the public register and the proof of address
  is checked against it. A business's declared e-mail and phone are masked: they often name a
  person.
- Provider ids (verification, profile, identity ids) and the business's user id.

Masks keep what a reviewer needs to tell values apart (the country and last digits of an
IBAN, the domain of an e-mail, the year of a birth date) and hide the rest. Whether masking
applies on screen is decided once per session: always against a live server; a setting may
turn it off for a sandbox session, where the data is made up. Data leaving Teller (a case
bundle) is masked unless the person chooses otherwise, and that choice is journalled.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from enum import StrEnum
from typing import Any

DOT = "•"


class Kind(StrEnum):
    IBAN = "iban"
    ACCOUNT_NUMBER = "account number"
    DOCUMENT_NUMBER = "document number"
    NATIONAL_ID = "national id"
    EMAIL = "e-mail"
    BIRTH_DATE = "date of birth"
    ADDRESS = "address"
    IP = "IP address"
    DEVICE = "device"
    USER_AGENT = "browser string"
    PHOTO = "photo"
    PHONE = "phone"
    OWNERS = "owners' documents"  # a declared list of owners: "name, document, share %; ..."


# A member's name, lower-cased without "_" or "-", to the kind of personal data it holds
# (first match wins). Addresses are a person's only: see ``personal_kind``.
NAMED: tuple[tuple[re.Pattern[str], Kind], ...] = (
    (re.compile(r"email"), Kind.EMAIL),
    (re.compile(r"birth|^dob$"), Kind.BIRTH_DATE),
    (re.compile(r"^ip$|^ipaddress$|^clientip$|^remoteip$"), Kind.IP),
    (re.compile(r"^ua$|useragent"), Kind.USER_AGENT),
    (re.compile(r"fingerprint|^deviceid$"), Kind.DEVICE),
    (
        re.compile(r"documentnumber|^number$|personalnumber|idnumber|passportnumber"),
        Kind.DOCUMENT_NUMBER,
    ),
    (re.compile(r"nationalid|^nin$|^ssn$|^curp$|^dni$|^nie$|taxpayerid"), Kind.NATIONAL_ID),
    (re.compile(r"phone|mobile$|^tel$"), Kind.PHONE),
    (re.compile(r"photo|selfie|portrait|picture|image(url)?$"), Kind.PHOTO),
    (re.compile(r"^iban$"), Kind.IBAN),
    (re.compile(r"accountnumber"), Kind.ACCOUNT_NUMBER),
    (re.compile(r"^owners$|^beneficialowners$|^ubos?$"), Kind.OWNERS),
)
ADDRESS = re.compile(r"address|street|^city$|^zip|postal|^province$|^line[12]$")
# Members that only hold the value of the member above them: ``fields.documentNumber.value``
# is the document number, ``photos[0]`` a photo.
HOLDERS = re.compile(r"^(value|values|data|raw|text|\[\d+\])$")
IBAN_SHAPE = re.compile(r"^[A-Z]{2}\d{2}[A-Z0-9 ]{10,}$")


def _name(key: str) -> str:
    return key.lower().replace("_", "").replace("-", "")


def personal_kind(
    path: str | Sequence[str], value: object = None, *, business: bool = False
) -> Kind | None:
    """The kind of personal data at ``path`` (a member's name, or the names from the root:
    ``("data", "documents", "[0]", "fields", "documentNumber", "value")``), None if it is not
    personal. Everything under a device fingerprint is. ``business``: the data is a
    business's own declaration (its address is not personal data)."""
    names = [_name(part) for part in ([path] if isinstance(path, str) else path)]
    kind: Kind | None = None
    for name in reversed(names):  # the nearest member that says what the value is
        if HOLDERS.match(name):
            continue
        kind = next((k for pattern, k in NAMED if pattern.search(name)), None)
        if kind is None and not business and ADDRESS.search(name):
            kind = Kind.ADDRESS
        break
    if kind is Kind.ACCOUNT_NUMBER and IBAN_SHAPE.match(str(value or "").upper()):
        return Kind.IBAN
    if kind is None and any("fingerprint" in name for name in names[:-1]):
        return Kind.DEVICE  # a browser's name and version, the OS, the app: one device
    return kind


def _keep_end(value: str, shown: int) -> str:
    letters = [c for c in value if not c.isspace()]
    if len(letters) <= shown:
        return DOT * len(letters)
    return DOT * 4 + "".join(letters[-shown:])


def mask(kind: Kind, value: str) -> str:
    """``value`` with its personal part hidden; an empty value stays empty."""
    value = value.strip()
    if not value:
        return value
    if kind is Kind.IBAN:
        compact = value.replace(" ", "")
        return compact[:2] + DOT * 4 + compact[-4:] if len(compact) > 8 else DOT * len(compact)
    if kind in (Kind.ACCOUNT_NUMBER, Kind.PHONE):
        return _keep_end(value, 4)
    if kind in (Kind.DOCUMENT_NUMBER, Kind.NATIONAL_ID):
        return _keep_end(value, 2)
    if kind is Kind.EMAIL:
        local, _, domain = value.partition("@")
        return f"{local[:1]}{DOT * 3}@{domain}" if domain else DOT * 6
    if kind is Kind.BIRTH_DATE:
        year = re.search(r"\b(\d{4})\b", value)
        return f"{DOT * 2}-{DOT * 2}-{year.group(1)}" if year else DOT * 6
    if kind is Kind.IP:
        if ":" in value:  # IPv6: the first group only
            return value.split(":", 1)[0] + ":" + DOT * 4
        parts = value.split(".")
        return ".".join(parts[:1] + [DOT] * (len(parts) - 1)) if len(parts) == 4 else DOT * 6
    if kind is Kind.OWNERS:
        return "; ".join(_owner_masked(entry) for entry in value.split(";"))
    return DOT * 8  # an address, a device, a browser string, a photo: nothing useful half-shown


SHARE = re.compile(r"^\d+(?:[.,]\d+)?\s*%$")


def _owner_masked(entry: str) -> str:
    """One declared owner, "name, document, share %": the name and the share stay (the
    certificate and the ownership tree show them), the document keeps its label and its last
    two characters, as a document number does everywhere."""
    parts = [part.strip() for part in re.split(r",\s+", entry.strip())]
    shown = []
    for index, part in enumerate(parts):
        if index == 0 or SHARE.match(part) or not any(c.isdigit() for c in part):
            shown.append(part)
            continue
        label, _, number = part.rpartition(" ")
        shown.append(f"{label} {_keep_end(number, 2)}".strip())
    return ", ".join(shown)


def _leaf_text(value: Any) -> str:
    return value if isinstance(value, str) else str(value)


def mask_payload(data: Any, *, business: bool = False, path: tuple[str, ...] = ()) -> Any:
    """A copy of JSON-like ``data`` with every personal leaf masked (as text); numbers,
    booleans and nulls that are not personal stay as they are."""
    if isinstance(data, dict):
        return {
            key: mask_payload(value, business=business, path=(*path, str(key)))
            for key, value in data.items()
        }
    if isinstance(data, list):
        return [
            mask_payload(value, business=business, path=(*path, f"[{index}]"))
            for index, value in enumerate(data)
        ]
    if data is None or isinstance(data, bool):
        return data
    kind = personal_kind(path, data, business=business)
    return data if kind is None else mask(kind, _leaf_text(data))


def mask_details(details: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """A business's declared ``[{"key", "value"}]`` entries, personal values masked."""
    masked = []
    for item in details:
        kind = personal_kind(str(item.get("key", "")), item.get("value"), business=True)
        value = item.get("value")
        if kind is not None and isinstance(value, str):
            value = mask(kind, value)
        masked.append({**item, "value": value})
    return masked


class Masking:
    """Per session: is personal data masked on screen?"""

    def __init__(self, *, sandbox: bool, off_for_sandbox: bool = False) -> None:
        self.enabled = not (sandbox and off_for_sandbox)

    def show(self, kind: Kind | None, value: str) -> str:
        return mask(kind, value) if self.enabled and kind is not None else value

    def member(
        self, path: str | Sequence[str], value: str, *, business: bool = False
    ) -> tuple[str, Kind | None]:
        """(what to show, the kind of personal data or None) for a value found at ``path``."""
        kind = personal_kind(path, value, business=business)
        return self.show(kind, value), kind
