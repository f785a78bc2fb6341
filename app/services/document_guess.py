"""A first guess of a document's category and type from its file name and real content, for
the upload dialog to show per file (the person confirms or changes it before anything is sent).

Files come named the way people name them, in Spanish or English ("cedula-ana.png",
"factura-luz-marzo.pdf", "Estatutos.pdf"); the name's words decide first. Without a telling
word, the content does: a photo is most often an identity document, a PDF a company paper.
Only (category, type) pairs the catalogue offers are ever returned.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

# Word (accents dropped, lower case) -> (category, type), most specific first: the first rule
# whose words meet the name's words wins.
_RULES: tuple[tuple[frozenset[str], str, str], ...] = (
    (frozenset({"passport", "pasaporte"}), "IDENTITY", "PASSPORT"),
    (
        frozenset({"licencia", "license", "licence", "conducir", "driving", "brevete"}),
        "IDENTITY",
        "DRIVING_LICENSE",
    ),
    (frozenset({"residencia", "residence", "nie", "permit"}), "IDENTITY", "RESIDENCE_PERMIT"),
    (
        frozenset({"cedula", "dni", "id", "idcard", "ine", "credencial", "identidad", "identity"}),
        "IDENTITY",
        "ID_CARD",
    ),
    (frozenset({"estatutos", "articles", "bylaws"}), "COMPANY", "ARTICLES_OF_ASSOCIATION"),
    (
        frozenset({"socios", "accionistas", "shareholder", "shareholders", "register"}),
        "COMPANY",
        "SHAREHOLDER_REGISTER",
    ),
    (
        frozenset({"rut", "nit", "cuit", "rfc", "ruc", "cif", "fiscal", "tax"}),
        "COMPANY",
        "TAX_ID_CERTIFICATE",
    ),
    (
        frozenset(
            {
                "certificado",
                "certificate",
                "acta",
                "incorporation",
                "constitucion",
                "escritura",
                "camara",
                "registro",
                "mercantil",
            }
        ),
        "COMPANY",
        "CERTIFICATE_OF_INCORPORATION",
    ),
    (frozenset({"extracto", "statement", "banco", "bank"}), "ADDRESS", "BANK_STATEMENT"),
    (
        frozenset(
            {"factura", "recibo", "bill", "utility", "luz", "agua", "gas", "domicilio", "address"}
        ),
        "ADDRESS",
        "PROOF_OF_ADDRESS",
    ),
    (
        frozenset({"balance", "financial", "financiero", "financieros", "cuentas", "estados"}),
        "FINANCIAL",
        "FINANCIAL_STATEMENT",
    ),
)

# By content alone: a picture is most likely an identity card, a PDF a company paper.
_BY_CONTENT: dict[str, tuple[tuple[str, str], ...]] = {
    "image": (("IDENTITY", "ID_CARD"), ("IDENTITY", "PASSPORT")),
    "pdf": (("COMPANY", "CERTIFICATE_OF_INCORPORATION"), ("OTHER", "OTHER")),
}


@dataclass(frozen=True)
class Guess:
    category: str
    type: str


def name_words(file_name: str) -> list[str]:
    """The words of a file name without its extension: accents dropped, lower case, split at
    anything not a letter or digit and between a lower and an upper case letter."""
    stem = file_name.rsplit(".", 1)[0] if "." in file_name else file_name
    stem = re.sub(r"(?<=[a-z])(?=[A-Z])", " ", stem)
    plain = unicodedata.normalize("NFKD", stem)
    plain = "".join(c for c in plain if not unicodedata.combining(c)).lower()
    return [w for w in re.split(r"[^a-z0-9]+", plain) if w]


def _offered(choices: Mapping[str, Sequence[str]], category: str, type_: str) -> bool:
    return type_ in choices.get(category, ())


def guess_document(
    file_name: str, media_type: str | None, choices: Mapping[str, Sequence[str]]
) -> Guess | None:
    """The likeliest (category, type) the catalogue ``choices`` (category -> types) offers;
    None only when the catalogue offers nothing."""
    words = set(name_words(file_name))
    for keys, category, type_ in _RULES:
        if words & keys and _offered(choices, category, type_):
            return Guess(category, type_)
    for keys, category, _type in _RULES:  # a type this catalogue lacks: its category still
        if words & keys and choices.get(category):
            return Guess(category, choices[category][0])
    content = "pdf" if (media_type or "").endswith("pdf") else "image" if media_type else ""
    for category, type_ in _BY_CONTENT.get(content, ()):
        if _offered(choices, category, type_):
            return Guess(category, type_)
    for category, types in choices.items():
        if types:
            return Guess(category, types[0])
    return None
