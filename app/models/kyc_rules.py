"""Rules for the enumerated and numeric members of a shareholder's kyc payload.

The spec types them only as strings and integers, so the models pass anything of the right
type; yet an age of -5 or a document type "999.1.1.1" is never a real verification. These
rules apply to what is SENT (the request's ``Kyc``), not to what is read back, so a stored
payload from elsewhere still shows. Paths are relative to ``kyc`` (``data.computed.age.data``),
the same dotted wire paths the shareholder editor's fields carry.
"""

from __future__ import annotations

import ipaddress
import re

from app.models.countries import country_codes
from app.models.kyc_data import KycData, KycStep
from app.models.validation import FieldIssue

MAX_AGE = 130
MAX_STEP_STATUS = 599  # the provider's steps carry HTTP-like codes, 0 for "not run"
# A provider's code word: letters first, then letters, digits, '-' or '_' ("national-id",
# "reviewNeeded", "smartphone"); never a number or a dotted version.
_WORD = re.compile(r"[A-Za-z][A-Za-z0-9_-]{0,39}")

AGE_MESSAGE = f"Enter an age in whole years between 0 and {MAX_AGE}."
STEP_MESSAGE = f"Enter a step status between 0 and {MAX_STEP_STATUS} (an HTTP-like code)."
IP_MESSAGE = "Enter an IP address, for example 81.43.112.9."
COUNTRY_MESSAGE = "Choose a country by its two-letter ISO code, for example ES or US."


def word_message(examples: str) -> str:
    return f"Enter a word of letters (hyphens allowed), for example {examples}."


def _word(value: str | None, path: str, examples: str) -> list[FieldIssue]:
    if value is None or value == "" or _WORD.fullmatch(value):
        return []
    return [FieldIssue(path, word_message(examples))]


def _steps(steps: list[KycStep] | None, path: str) -> list[FieldIssue]:
    issues: list[FieldIssue] = []
    for index, step in enumerate(steps or []):
        if step.status is not None and not 0 <= step.status <= MAX_STEP_STATUS:
            issues.append(FieldIssue(f"{path}.{index}.status", STEP_MESSAGE))
    return issues


def kyc_issues(data: KycData) -> list[FieldIssue]:
    """Every broken rule of a kyc payload's data, at its field (relative to ``kyc``)."""
    issues: list[FieldIssue] = []
    age = data.computed.age if data.computed else None
    if age is not None and age.data is not None and not 0 <= age.data <= MAX_AGE:
        issues.append(FieldIssue("data.computed.age.data", AGE_MESSAGE))
    if data.identity is not None:
        issues += _word(
            data.identity.status, "data.identity.status", "verified, pending or rejected"
        )
    for index, document in enumerate(data.documents or []):
        at = f"data.documents.{index}"
        issues += _word(document.type, f"{at}.type", "passport or national-id")
        country = document.country
        if country and country.strip().upper() not in country_codes():
            issues.append(FieldIssue(f"{at}.country", COUNTRY_MESSAGE))
        issues += _steps(document.steps, f"{at}.steps")
    issues += _steps(data.steps, "data.steps")
    fingerprint = data.device_fingerprint
    if fingerprint is not None:
        if fingerprint.ip:
            try:
                ipaddress.ip_address(fingerprint.ip.strip())
            except ValueError:
                issues.append(FieldIssue("data.deviceFingerprint.ip", IP_MESSAGE))
        if fingerprint.device is not None:
            issues += _word(
                fingerprint.device.type,
                "data.deviceFingerprint.device.type",
                "smartphone or desktop",
            )
    return issues
