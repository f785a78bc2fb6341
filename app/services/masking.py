"""Personal data shown masked until a person asks to see one value (and the journal says so).

Masks keep what a reviewer needs to tell values apart (the country and last digits of an
IBAN, the domain of an e-mail, the year of a birth date) and hide the rest. Whether masking
applies is decided once per session: always against a live server; a setting may turn it off
for a sandbox session, where the data is made up.
"""

from __future__ import annotations

import re
from enum import StrEnum

DOT = "•"


class Kind(StrEnum):
    IBAN = "iban"
    ACCOUNT_NUMBER = "account number"
    DOCUMENT_NUMBER = "document number"
    EMAIL = "e-mail"
    BIRTH_DATE = "date of birth"
    ADDRESS = "address"
    IP = "IP address"
    DEVICE = "device"
    PHONE = "phone"


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
    if kind in (Kind.ACCOUNT_NUMBER, Kind.DOCUMENT_NUMBER, Kind.PHONE):
        return _keep_end(value, 4 if kind is not Kind.DOCUMENT_NUMBER else 2)
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
    return DOT * 8  # an address or a device: nothing of it is useful half-shown


class Masking:
    """Per session: is personal data masked?"""

    def __init__(self, *, sandbox: bool, off_for_sandbox: bool = False) -> None:
        self.enabled = not (sandbox and off_for_sandbox)

    def show(self, kind: Kind, value: str) -> str:
        return mask(kind, value) if self.enabled else value
