"""The checks a reviewer would otherwise do by hand, each raised as a Flag with an English
sentence, named facts and the evidence it rests on.

From found values and comparisons: a declared value that differs from a document's, an
identity document expired or expiring within 30 days, a shareholder under 18, a tax or
registration number whose check digit fails for its country (tax_numbers.py says which
countries are covered; others are "not checked", see ``number_checks``), the company named
differently by two documents, a proof of address older than 3 months when uploaded. From the
screening cards and the ownership tree: a step that matched or erred, an owner of 25 % or more
with no record or no passed KYC, a source whose shares do not add up to 100 %.

Keys are ``f"{kind}:{subject or 'business'}:{what}"``, ``what`` naming the evidence (a
document id, a field, a list), never a time or a score, so a dismissal holds across reloads.
Dates are judged on the ``today`` passed in.

This module gathers them; each family lives in its own: declared_checks (declared versus
found), identity_checks (expiry, age), company_checks (numbers, company name, address proof),
screening and ownership. Its old names stay importable from here.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date

from app.services.evidence.case_lookup import CaseLookup
from app.services.evidence.company_checks import (
    ADDRESS_PROOF_MONTHS,
    SAME_COMPANY,
    add_months,
    address_proof_flags,
    business_country,
    checksum_flags,
    company_name_flags,
    number_checks,
)
from app.services.evidence.declared_checks import IDENTIFIERS, declared_differs_flags
from app.services.evidence.identity_checks import (
    ADULT_AGE,
    EXPIRING_DAYS,
    identity_date_flags,
    parse_date,
)
from app.services.evidence.model import (
    CaseMaterial,
    Comparison,
    Flag,
    FlagKind,
    Found,
    Ownership,
    ScreeningCard,
)
from app.services.evidence.ownership import ownership_flags
from app.services.evidence.screening import screening_flags

__all__ = [
    "ADDRESS_PROOF_MONTHS",
    "ADULT_AGE",
    "EXPIRING_DAYS",
    "IDENTIFIERS",
    "SAME_COMPANY",
    "add_months",
    "business_country",
    "case_flags",
    "number_checks",
    "parse_date",
]


def case_flags(
    material: CaseMaterial,
    found: Sequence[Found],
    comparisons: Sequence[Comparison],
    screening: Sequence[ScreeningCard],
    ownership: Ownership,
    today: date,
) -> list[Flag]:
    """Every flag of one case, in a stable order (by kind as listed in FlagKind, then key)."""
    case = CaseLookup(material)
    flags: list[Flag] = [
        *declared_differs_flags(case, comparisons),
        *identity_date_flags(case, found, today),
        *checksum_flags(case, found),
        *company_name_flags(case, found),
        *address_proof_flags(case, found),
        *screening_flags(screening),
        *ownership_flags(ownership),
    ]
    order = list(FlagKind)
    unique = {flag.key: flag for flag in reversed(flags)}  # the first raised wins a key
    return sorted(unique.values(), key=lambda f: (order.index(f.kind), f.key))
