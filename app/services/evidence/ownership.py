"""Who owns the business, from every source that says so (the certificate, the declaration),
merged into one tree: the business at the top, each owner below with their share, linked to
the shareholder record (and its KYC state) that stands for them.

Owners are the same person when their names match once normalised (accents, case, punctuation,
word order) with a fuzzy score of 90 or more, or when both sources give the same identity
document number. An owner's percent is the certificate's (text or OCR) when it gives one, the
declaration's otherwise. The checks (checks.py) flag from this tree: an owner of 25 % or more
with no record or no passed KYC, and a source whose shares do not add up to 100 %.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass, field
from decimal import Decimal

from rapidfuzz import fuzz

from app.models.kyb_catalogue import kyc_state_rank
from app.services.evidence.flag_words import facts, flag_key, percent_text
from app.services.evidence.model import (
    CaseMaterial,
    Flag,
    FlagKind,
    MaterialPerson,
    OwnerNode,
    OwnerShare,
    Ownership,
    Source,
)

SAME_NAME = 90  # rapidfuzz token_sort_ratio on normalised names
SIGNIFICANT = Decimal(25)  # an owner from this share up needs a record and a passed KYC
WHOLE = Decimal(100)


def normal_name(text: str) -> str:
    """Lower case, no accents, dots dropped ("S.A." -> "sa"), other punctuation as spaces."""
    folded = "".join(
        ch for ch in unicodedata.normalize("NFKD", text) if not unicodedata.combining(ch)
    ).casefold()
    folded = folded.replace(".", "")
    return " ".join(re.sub(r"[^\w]+", " ", folded).split())


def same_name(a: str, b: str) -> bool:
    return fuzz.token_sort_ratio(normal_name(a), normal_name(b)) >= SAME_NAME


def _digits(text: str) -> str:
    return re.sub(r"\D", "", text)


def kyc_passed(state: str | None) -> bool:
    """As the door judges it (review_rules.kyc_passed): APPROVED or better."""
    return bool(state) and kyc_state_rank(state or "") >= kyc_state_rank("APPROVED")


def source_label(source: Source) -> str:
    """Where a share was stated: "certificate" (read from a document) or "declared"."""
    return "declared" if source is Source.DECLARED else "certificate"


@dataclass
class _Owner:
    name: str
    shares: list[OwnerShare] = field(default_factory=list)

    def same(self, share: OwnerShare) -> bool:
        if same_name(self.name, share.name):
            return True
        digits = _digits(share.document)
        return len(digits) >= 5 and any(_digits(s.document) == digits for s in self.shares)


def ownership(material: CaseMaterial, owners: Sequence[OwnerShare]) -> Ownership:
    """The business and its owners, merged across sources, each linked to a shareholder."""
    merged: list[_Owner] = []
    # documents first, so a node is named and valued as the certificate writes it
    for share in sorted(owners, key=lambda s: s.source is Source.DECLARED):
        owner = next((o for o in merged if o.same(share)), None)
        if owner is None:
            owner = _Owner(share.name)
            merged.append(owner)
        owner.shares.append(share)
    nodes = [_node(owner, material.people) for owner in merged]
    nodes.sort(key=lambda n: (n.percent is None, -(n.percent or 0), normal_name(n.name)))
    known = [n.percent for n in nodes if n.percent is not None]
    return Ownership(
        company=material.company,
        owners=tuple(nodes),
        total=sum(known, Decimal(0)) if known else None,
    )


def _node(owner: _Owner, people: Sequence[MaterialPerson]) -> OwnerNode:
    percent = next((s.percent for s in owner.shares if s.percent is not None), None)
    person = _record(owner, people)
    return OwnerNode(
        name=owner.name,
        percent=percent,
        sources=tuple(owner.shares),
        shareholder_id=person.id if person else None,
        kyc_state=person.kyc_state if person else None,
    )


def _record(owner: _Owner, people: Sequence[MaterialPerson]) -> MaterialPerson | None:
    """The shareholder record for this owner: by name, else by identity document number."""
    names = {s.name for s in owner.shares}
    best: tuple[float, MaterialPerson] | None = None
    for person in people:
        score = max(
            fuzz.token_sort_ratio(normal_name(name), normal_name(person.full_name))
            for name in names
        )
        if score >= SAME_NAME and (best is None or score > best[0]):
            best = (score, person)
    if best:
        return best[1]
    documents = {_digits(s.document) for s in owner.shares} - {""}
    return next((p for p in people if documents & set(_person_documents(p))), None)


def _person_documents(person: MaterialPerson) -> list[str]:
    data = person.kyc.get("data") if isinstance(person.kyc, dict) else None
    numbers: list[str] = []
    for document in data.get("documents", []) if isinstance(data, dict) else []:
        fields = document.get("fields") if isinstance(document, dict) else None
        number = fields.get("documentNumber") if isinstance(fields, dict) else None
        value = number.get("value") if isinstance(number, dict) else number
        if isinstance(value, str) and len(_digits(value)) >= 5:
            numbers.append(_digits(value))
    return numbers


def shares_by_source(tree: Ownership) -> dict[tuple[str, str], list[OwnerShare]]:
    """Every stated share grouped by where it was stated: ("certificate", document id) or
    ("declared", "")."""
    groups: dict[tuple[str, str], list[OwnerShare]] = {}
    for node in tree.owners:
        for share in node.sources:
            groups.setdefault((source_label(share.source), share.document_id), []).append(share)
    return groups


NOT_STARTED = (None, "", "CREATED")  # a verification opened, nothing sent yet


def ownership_flags(tree: Ownership) -> list[Flag]:
    """An owner of 25 % or more (by any source) with no record or no KYC started; and each
    source (a certificate, the declaration) whose stated shares do not add up to 100 %."""
    flags: list[Flag] = []
    for node in tree.owners:
        percents = [s.percent for s in node.sources if s.percent is not None]
        if not percents or max(percents) < SIGNIFICANT:
            continue
        percent = max(percents)
        if node.shareholder_id is None:
            missing, why = "shareholder record", "has no shareholder record"
        elif node.kyc_state in NOT_STARTED:
            # A KYC that ran and has not passed is already the door's shareholder blocker;
            # a flag here would ask for the same judgement twice.
            missing, why = "KYC", "has no KYC started"
        else:
            continue
        flags.append(
            Flag(
                kind=FlagKind.OWNER_WITHOUT_KYC,
                key=flag_key(
                    FlagKind.OWNER_WITHOUT_KYC,
                    node.shareholder_id or "",
                    normal_name(node.name).replace(" ", "-"),
                ),
                sentence=f"{node.name} owns {percent_text(percent)} % and {why}.",
                subject=node.shareholder_id or "",
                subject_name=node.name,
                facts=facts(name=node.name, percent=percent_text(percent), missing=missing),
            )
        )
    for (label, document_id), shares in sorted(shares_by_source(tree).items()):
        stated = [s.percent for s in shares if s.percent is not None]
        total = sum(stated, Decimal(0))
        if not stated or total == WHOLE:
            continue
        where = "the certificate" if label == "certificate" else "the declared owners"
        flags.append(
            Flag(
                kind=FlagKind.SHARES_NOT_100,
                key=flag_key(
                    FlagKind.SHARES_NOT_100, "", f"{label}:{document_id}" if document_id else label
                ),
                sentence=f"The shares in {where} add up to {percent_text(total)} %, not 100 %.",
                facts=facts(total=percent_text(total), source=label),
            )
        )
    return flags
