"""The KYB catalogue the sandbox serves and enforces, in English and Spanish."""

from __future__ import annotations

from app.models.kyb_catalogue import (
    KYB_SESSION_STATES,
    KYC_STATES_WORST_FIRST,
    CatalogueCategory,
    CatalogueEntry,
    KybCatalogue,
)
from app.models.validation import FieldIssue

Names = tuple[str, str]  # English, Spanish

CATEGORIES: tuple[tuple[str, Names, tuple[tuple[str, Names], ...]], ...] = (
    (
        "COMPANY",
        ("Company", "Empresa"),
        (
            (
                "CERTIFICATE_OF_INCORPORATION",
                ("Certificate of incorporation", "Escritura de constitución"),
            ),
            ("ARTICLES_OF_ASSOCIATION", ("Articles of association", "Estatutos sociales")),
            ("SHAREHOLDER_REGISTER", ("Shareholder register", "Libro registro de socios")),
            (
                "TAX_ID_CERTIFICATE",
                ("Tax ID certificate", "Certificado de identificación fiscal"),
            ),
        ),
    ),
    (
        "ADDRESS",
        ("Address", "Domicilio"),
        (
            ("PROOF_OF_ADDRESS", ("Proof of address", "Justificante de domicilio")),
            ("UTILITY_BILL", ("Utility bill", "Factura de suministros")),
            ("BANK_STATEMENT", ("Bank statement", "Extracto bancario")),
        ),
    ),
    (
        "IDENTITY",
        ("Identity", "Identidad"),
        (
            ("ID_CARD", ("Identity card", "Documento de identidad")),
            ("PASSPORT", ("Passport", "Pasaporte")),
            ("DRIVING_LICENSE", ("Driving licence", "Permiso de conducir")),
            ("RESIDENCE_PERMIT", ("Residence permit", "Permiso de residencia")),
        ),
    ),
    (
        "FINANCIAL",
        ("Financial", "Financiero"),
        (("FINANCIAL_STATEMENT", ("Financial statements", "Estados financieros")),),
    ),
    ("OTHER", ("Other", "Otros"), (("OTHER", ("Other document", "Otro documento")),)),
)

SESSION_STATE_NAMES: dict[str, Names] = {
    "CREATED": ("Created", "Creada"),
    "IN_REVIEW": ("In review", "En revisión"),
    "NEEDS_MORE_INFO": ("Waiting for the applicant", "Esperando al solicitante"),
    "APPROVED": ("Approved", "Aprobada"),
    "REJECTED": ("Rejected", "Rechazada"),
}
SESSION_STATES: tuple[tuple[str, Names], ...] = tuple(
    (slug, SESSION_STATE_NAMES[slug]) for slug in KYB_SESSION_STATES
)

KYC_STATE_NAMES: dict[str, Names] = {
    "REJECTED": ("Rejected", "Rechazada"),
    "FAILED": ("Failed", "Fallida"),
    "EXPIRED": ("Expired", "Caducada"),
    "NEEDS_MORE_INFO": ("Needs more information", "Necesita más información"),
    "CREATED": ("Created", "Creada"),
    "PENDING": ("Pending", "Pendiente"),
    "IN_REVIEW": ("In review", "En revisión"),
    "APPROVED": ("Approved", "Aprobada"),
    "COMPLETED": ("Completed", "Completada"),
}

TYPES_BY_CATEGORY: dict[str, tuple[str, ...]] = {
    slug: tuple(type_slug for type_slug, _names in types) for slug, _names, types in CATEGORIES
}
CATEGORY_OF_TYPE: dict[str, str] = {
    type_slug: slug for slug, types in TYPES_BY_CATEGORY.items() for type_slug in types
}


def catalogue(language: str) -> KybCatalogue:
    """The catalogue in ``language`` ("es", anything else is English)."""
    pick = 1 if language == "es" else 0

    def entry(slug: str, names: Names) -> CatalogueEntry:
        return CatalogueEntry(slug=slug, name=names[pick])

    return KybCatalogue(
        categories=[
            CatalogueCategory(
                slug=slug, name=names[pick], types=[entry(t, n) for t, n in type_names]
            )
            for slug, names, type_names in CATEGORIES
        ],
        session_states=[entry(slug, names) for slug, names in SESSION_STATES],
        kyc_states=[entry(slug, KYC_STATE_NAMES[slug]) for slug in KYC_STATES_WORST_FIRST],
    )


def document_kind_issues(category: str, type_: str) -> list[FieldIssue]:
    """Why a document's category or type is refused; empty when both are in the catalogue."""
    if category not in TYPES_BY_CATEGORY:
        issues = [
            FieldIssue(
                "category",
                f"{category} is not a document category; use one of: "
                + ", ".join(TYPES_BY_CATEGORY)
                + ".",
            )
        ]
        if type_ not in CATEGORY_OF_TYPE:
            issues.append(FieldIssue("type", f"{type_} is not a document type of the catalogue."))
        return issues
    if type_ in TYPES_BY_CATEGORY[category]:
        return []
    allowed = ", ".join(TYPES_BY_CATEGORY[category])
    if type_ in CATEGORY_OF_TYPE:
        message = (
            f"{type_} belongs to {CATEGORY_OF_TYPE[type_]}, not {category}; "
            f"{category} takes: {allowed}."
        )
    else:
        message = f"{type_} is not a document type of {category}; use one of: {allowed}."
    return [FieldIssue("type", message)]
