"""The shape of a seeded KYB case (its sessions, their papers, its shareholders and declared
details) and the small helpers the cases are written with; the cases themselves are in
seed_kyb_cases.py, drawn into the database by seed_kyb.py.
"""

from __future__ import annotations

from dataclasses import dataclass

from sandbox.seed_files.company_papers import CompanyProfile, Owner
from sandbox.seed_kyb_people import Holder, identity_document


@dataclass(frozen=True)
class Paper:
    kind: str  # certificate | articles | bill | old_bill | id_card:<index>
    category: str
    type: str
    file_name: str  # a bill's "{month}" is the Spanish name of the month it bills
    uploaded: float  # days after the session opened
    deleted: float | None = None
    addressee: str = ""  # a bill addressed to another name than the company's
    scanned: bool = False  # a certificate printed and scanned: page images, no text layer


@dataclass(frozen=True)
class Session:
    opened: int  # days before the anchor
    states: tuple[tuple[str, float], ...]  # (state, days after opening), CREATED first
    papers: tuple[Paper, ...] = ()


@dataclass(frozen=True)
class Case:
    profile: CompanyProfile | None  # None: no company papers drawn (none uploaded yet)
    sessions: tuple[Session, ...]  # oldest first
    holders: tuple[Holder, ...] = ()
    # KYB detail entries, oldest first: (days before the anchor, the members that changed);
    # "kybSessionId": "#n" stands for the id of the case's n-th session.
    details: tuple[tuple[float, dict[str, str]], ...] = ()
    utility: str = ""
    bill_amount: str = ""


def declared_owners(owners: tuple[Owner, ...]) -> str:
    """The ``owners`` detail as the applicant declares it: "name, document, percent %; ..."."""
    return "; ".join(f"{o.name}, {o.document}, {o.share} %" for o in owners)


def certificate_owners(holders: tuple[Holder, ...]) -> tuple[Owner, ...]:
    return tuple(Owner(f"{h.given} {h.surnames}", identity_document(h), h.share) for h in holders)


def id_cards(count: int, uploaded_from: float = 0.5) -> tuple[Paper, ...]:
    """The shareholders' ID cards (file names come from their holders)."""
    return tuple(
        Paper(f"id_card:{index}", "IDENTITY", "ID_CARD", "", uploaded_from + index * 0.3)
        for index in range(count)
    )
