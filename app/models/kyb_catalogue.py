"""The sandbox's KYB catalogue (GET /sandbox/v1/kyb/catalogue): document categories and types,
KYB session states and identity verification (KYC) states, each with a localized name.

Not part of the spec, which leaves these sets open ("not shown"): a live server may use other
values, so anything outside the catalogue still shows raw. The order of KYC states, worst
first, is the one the sandbox's case list uses for ``worstKycState``.
"""

from __future__ import annotations

from pydantic import Field

from app.models.base import WireModel

# Worst first: a refusal or failure needs a reviewer most, then an expired verification, then
# one waiting on the person (asked for more, not started, under way), then one under review;
# an approved or completed verification needs nothing. A state not listed ranks between
# NEEDS_MORE_INFO and CREATED: unknown is worth a look, but is not a refusal.
KYC_STATES_WORST_FIRST: tuple[str, ...] = (
    "REJECTED",
    "FAILED",
    "EXPIRED",
    "NEEDS_MORE_INFO",
    "CREATED",
    "PENDING",
    "IN_REVIEW",
    "APPROVED",
    "COMPLETED",
)
UNKNOWN_KYC_STATE_RANK = KYC_STATES_WORST_FIRST.index("NEEDS_MORE_INFO") + 0.5

# A KYB session's states, in the order a case goes through them. NEEDS_MORE_INFO (the name the
# KYC flow already uses) is the applicant's turn: a reviewer asked for more, the case is not
# new and not decided. APPROVED and REJECTED are final.
WAITING_FOR_APPLICANT = "NEEDS_MORE_INFO"
KYB_SESSION_STATES: tuple[str, ...] = (
    "CREATED",
    "IN_REVIEW",
    WAITING_FOR_APPLICANT,
    "APPROVED",
    "REJECTED",
)
FINAL_KYB_STATES = frozenset({"APPROVED", "REJECTED"})


def kyc_state_rank(state: str) -> float:
    """Lower is worse (0 is REJECTED); a state outside the list ranks as documented above."""
    try:
        return float(KYC_STATES_WORST_FIRST.index(state))
    except ValueError:
        return UNKNOWN_KYC_STATE_RANK


def worst_kyc_state(states: list[str]) -> str | None:
    """The worst of ``states`` by ``kyc_state_rank`` (the first one met among equals)."""
    return min(states, key=kyc_state_rank) if states else None


class CatalogueEntry(WireModel):
    slug: str
    name: str


class CatalogueCategory(WireModel):
    slug: str
    name: str
    types: list[CatalogueEntry] = Field(default_factory=list)


class KybCatalogue(WireModel):
    categories: list[CatalogueCategory] = Field(default_factory=list)
    session_states: list[CatalogueEntry] = Field(default_factory=list)
    kyc_states: list[CatalogueEntry] = Field(default_factory=list)  # worst first

    def category_name(self, slug: str) -> str:
        """The localized name, or the slug itself when the catalogue does not know it."""
        return next((c.name for c in self.categories if c.slug == slug), slug)

    def type_name(self, slug: str) -> str:
        for category in self.categories:
            for entry in category.types:
                if entry.slug == slug:
                    return entry.name
        return slug

    def session_state_name(self, slug: str) -> str:
        return next((s.name for s in self.session_states if s.slug == slug), slug)

    def kyc_state_name(self, slug: str) -> str:
        return next((s.name for s in self.kyc_states if s.slug == slug), slug)
