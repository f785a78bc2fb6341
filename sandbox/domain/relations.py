"""The user-relations catalogue, in English and Spanish."""

from __future__ import annotations

RELATIONS: tuple[tuple[str, str, str], ...] = (
    # slug, English, Spanish
    ("FRIEND", "Friend", "Amigo/a"),
    ("FAMILY", "Family member", "Familiar"),
    ("SPOUSE", "Spouse or partner", "Cónyuge o pareja"),
    ("PARENT", "Parent", "Padre o madre"),
    ("CHILD", "Son or daughter", "Hijo/a"),
    ("SIBLING", "Brother or sister", "Hermano/a"),
    ("SELF", "Own account", "Cuenta propia"),
    ("EMPLOYEE", "Employee", "Empleado/a"),
    ("EMPLOYER", "Employer", "Empleador/a"),
    ("LANDLORD", "Landlord", "Arrendador/a"),
    ("TENANT", "Tenant", "Inquilino/a"),
    ("SUPPLIER", "Supplier", "Proveedor/a"),
    ("CUSTOMER", "Customer", "Cliente"),
    ("COMERCIAL", "Commercial relationship", "Relación comercial"),
    ("OTHER", "Other", "Otro"),
)

RELATION_SLUGS: frozenset[str] = frozenset(slug for slug, _en, _es in RELATIONS)


def preferred_language(accept_language: str | None) -> str:
    """'es-ES,es;q=0.9,en;q=0.8' -> 'es'; anything without a Spanish preference -> 'en'."""
    if not accept_language:
        return "en"
    ranked: list[tuple[float, str]] = []
    for part in accept_language.split(","):
        tag, _, params = part.strip().partition(";")
        quality = 1.0
        if params.strip().startswith("q="):
            try:
                quality = float(params.strip()[2:])
            except ValueError:
                quality = 0.0
        language = tag.strip().lower().split("-")[0]
        if language in {"en", "es"} and quality > 0:
            ranked.append((quality, language))
    ranked.sort(key=lambda pair: -pair[0])
    return ranked[0][1] if ranked else "en"


def relation_names(language: str) -> list[tuple[str, str]]:
    """(slug, localized name) pairs."""
    index = 2 if language == "es" else 1
    return [(row[0], row[index]) for row in RELATIONS]
