"""The canonical columns of a bulk-payout file, and forgiving matching of a file's headers.

A column's ``key`` is the field the single form sends, in snake_case, with the recipient's
nested members flattened under their own names (``name``, ``surname``, ``account_number``,
``line1``, ``city`` ...); two nested members whose own names would clash or mislead get a
prefix (``document_type``, ``document_number``; ``phone`` of the contact). ``amount`` is the
figure typed, ``amount_mode`` says whether it is what the account pays (``debited``, the
default) or what the recipient gets (``received``), and ``currency`` is the currency the
recipient gets, as the form's "Recipient gets" picker. The account pays in its own currency.

``required`` means every row needs the cell; conditional needs (a PERSON's names, a WIRE's
ABA code) are the row checks' to say, as the single form's rules do.

Matching is forgiving of case, accents, spaces, underscores and punctuation. The person
confirms the mapping in the import screen, so :func:`match_headers_detailed` also says how
sure each match is: 1.0 for a column's own English or Spanish name or its key, 0.9 for a
listed synonym, and the similarity (below 0.9) for a near spelling such as "Sur name".
"""

from __future__ import annotations

import difflib
import re
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache

from app.models.money import Currency
from app.services.bulk.model import PayoutKind
from app.services.translation import QT_TRANSLATE_NOOP, translate

EXACT = 1.0
SYNONYM = 0.9
NEAR_CUTOFF = 0.82  # below this similarity a header is not matched at all


@dataclass(frozen=True)
class ColumnSpec:
    key: str
    required: bool
    english: str
    spanish: str
    synonyms: tuple[str, ...]
    explanation: str


_AMOUNT = ColumnSpec(
    "amount",
    True,
    "Amount",
    "Importe",
    ("monto", "cantidad", "amount to pay", "importe a pagar", "total", "value", "valor"),
    QT_TRANSLATE_NOOP(
        "BulkColumns",
        "The amount, written as you write amounts in Teller's language (1234.56 in English, "
        "1234,56 in Spanish). By default it is what your account pays; see Amount mode.",
    ),
)
_AMOUNT_MODE = ColumnSpec(
    "amount_mode",
    False,
    "Amount mode",
    "Modo del importe",
    ("mode", "modo", "amount type", "tipo de importe", "fixed side", "lado fijo"),
    QT_TRANSLATE_NOOP(
        "BulkColumns",
        "debited (the default: the amount is what your account pays) or received (the amount is "
        "what the recipient gets).",
    ),
)
_CURRENCY = ColumnSpec(
    "currency",
    True,
    "Currency",
    "Moneda",
    ("divisa", "ccy", "currency code", "codigo de moneda", "recipient gets", "recibe"),
    QT_TRANSLATE_NOOP(
        "BulkColumns",
        "The three- or four-letter code of the currency the recipient gets (EUR, USD, USDT...).",
    ),
)
_OWN_REFERENCE = ColumnSpec(
    "own_reference",
    False,
    "Own reference",
    "Referencia propia",
    ("reference", "referencia", "your reference", "su referencia", "internal reference", "ref"),
    QT_TRANSLATE_NOOP(
        "BulkColumns",
        "Your own reference for the payout, up to 140 characters; it is shown in the orders list.",
    ),
)

KIND_WORDS = {
    PayoutKind.BANK: QT_TRANSLATE_NOOP("BulkImport", "bank"),
    PayoutKind.CRYPTO: QT_TRANSLATE_NOOP("BulkImport", "crypto"),
}


def explanation_words(spec: ColumnSpec) -> str:
    """What the column holds, in the language on screen (the catalogue's, under BulkColumns)."""
    return translate("BulkColumns", spec.explanation)


def kind_words(kind: PayoutKind) -> str:
    """'bank' or 'crypto' as a sentence says 'every bank payout', in the language on screen."""
    return translate("BulkImport", KIND_WORDS[kind])


BANK_COLUMNS: tuple[ColumnSpec, ...] = (
    _AMOUNT,
    _CURRENCY,
    _AMOUNT_MODE,
    ColumnSpec(
        "beneficiary_type",
        True,
        "Beneficiary type",
        "Tipo de beneficiario",
        ("type", "tipo", "recipient type", "person or business", "persona o empresa"),
        QT_TRANSLATE_NOOP("BulkColumns", "PERSON for a person, BUSINESS for a company."),
    ),
    ColumnSpec(
        "name",
        False,
        "First name",
        "Nombre",
        ("name", "given name", "forename", "nombre de pila", "first"),
        QT_TRANSLATE_NOOP("BulkColumns", "A person's first name (needed for a PERSON)."),
    ),
    ColumnSpec(
        "surname",
        False,
        "Surname",
        "Apellidos",
        ("last name", "family name", "apellido", "primer apellido", "last"),
        QT_TRANSLATE_NOOP("BulkColumns", "A person's surname (needed for a PERSON)."),
    ),
    ColumnSpec(
        "relation",
        False,
        "Relation",
        "Relación",
        ("relationship", "relacion con el beneficiario", "parentesco", "vinculo"),
        QT_TRANSLATE_NOOP(
            "BulkColumns",
            "How a person relates to you, from Teller's list of relations (needed for a PERSON; "
            "a BUSINESS is always COMERCIAL).",
        ),
    ),
    ColumnSpec(
        "company_name",
        False,
        "Company name",
        "Razón social",
        ("company", "business name", "empresa", "nombre de la empresa", "legal name"),
        QT_TRANSLATE_NOOP("BulkColumns", "A company's legal name (needed for a BUSINESS)."),
    ),
    ColumnSpec(
        "document_type",
        True,
        "Document type",
        "Tipo de documento",
        ("id type", "tipo de identificacion", "tipo documento", "doc type"),
        QT_TRANSLATE_NOOP(
            "BulkColumns",
            "NATIONAL_ID, RESIDENCE_CARD, PASSPORT, DRIVING_LICENSE or CIF for a person; TAX_ID "
            "for a business.",
        ),
    ),
    ColumnSpec(
        "document_number",
        True,
        "Document number",
        "Número de documento",
        (
            "document",
            "documento",
            "id number",
            "dni",
            "nif",
            "nie",
            "cif",
            "tax id",
            "passport number",
            "numero de identificacion",
        ),
        QT_TRANSLATE_NOOP("BulkColumns", "The number of that document."),
    ),
    ColumnSpec(
        "routing_data",
        True,
        "Routing",
        "Vía de pago",
        ("routing data", "payment route", "route", "rail", "enrutamiento", "via", "tipo de pago"),
        QT_TRANSLATE_NOOP(
            "BulkColumns",
            "SEPA (euro transfer inside the SEPA area, with an IBAN), IBAN, SWIFT (international, "
            "with a SWIFT/BIC code) or WIRE (US domestic, with an ABA code).",
        ),
    ),
    ColumnSpec(
        "account_number",
        True,
        "Account number",
        "Número de cuenta",
        (
            "iban",
            "account",
            "cuenta",
            "iban cuenta",
            "cuenta iban",
            "iban or account number",
            "bank account",
            "cuenta bancaria",
            "numero de cuenta iban",
        ),
        QT_TRANSLATE_NOOP(
            "BulkColumns", "The recipient's IBAN, or the account number for SWIFT and WIRE."
        ),
    ),
    ColumnSpec(
        "bank_country",
        True,
        "Bank country",
        "País del banco",
        ("country of the bank", "pais banco", "bank country code", "pais de la cuenta"),
        QT_TRANSLATE_NOOP(
            "BulkColumns", "The two-letter code of the bank's country (ES, DE, US...)."
        ),
    ),
    ColumnSpec(
        "swift",
        False,
        "SWIFT/BIC",
        "SWIFT/BIC",
        ("swift", "bic", "swift code", "bic code", "codigo swift", "codigo bic"),
        QT_TRANSLATE_NOOP(
            "BulkColumns", "The bank's SWIFT/BIC code (needed for SWIFT), for example DEUTDEFF."
        ),
    ),
    ColumnSpec(
        "aba_routing_code",
        False,
        "ABA routing code",
        "Código ABA",
        ("aba", "routing number", "aba number", "routing code", "numero aba"),
        QT_TRANSLATE_NOOP(
            "BulkColumns",
            "The bank's 9-digit ABA routing code (needed for WIRE and for US-territory banks).",
        ),
    ),
    ColumnSpec(
        "institution_number",
        False,
        "Institution number",
        "Número de institución",
        ("institution", "institucion", "bank code", "codigo de banco"),
        QT_TRANSLATE_NOOP(
            "BulkColumns",
            "The bank's institution number, where the bank's country uses one (Canada).",
        ),
    ),
    ColumnSpec(
        "transit_number",
        False,
        "Transit number",
        "Número de tránsito",
        ("transit", "transito", "branch code", "codigo de sucursal"),
        QT_TRANSLATE_NOOP(
            "BulkColumns",
            "The branch's transit number, where the bank's country uses one (Canada).",
        ),
    ),
    ColumnSpec(
        "line1",
        True,
        "Address",
        "Dirección",
        ("street", "address line", "address line 1", "calle", "domicilio", "direccion postal"),
        QT_TRANSLATE_NOOP("BulkColumns", "The recipient's street and number."),
    ),
    ColumnSpec(
        "city",
        True,
        "City",
        "Ciudad",
        ("town", "localidad", "poblacion", "municipio"),
        QT_TRANSLATE_NOOP("BulkColumns", "The recipient's city."),
    ),
    ColumnSpec(
        "postal_code",
        True,
        "Postal code",
        "Código postal",
        ("zip", "zip code", "postcode", "cp", "codigo postal"),
        QT_TRANSLATE_NOOP("BulkColumns", "The recipient's postal code."),
    ),
    ColumnSpec(
        "province",
        True,
        "Province",
        "Provincia",
        ("state", "region", "county", "estado", "region o estado", "departamento"),
        QT_TRANSLATE_NOOP("BulkColumns", "The recipient's province, state or region."),
    ),
    ColumnSpec(
        "country",
        True,
        "Country",
        "País",
        ("country code", "pais de residencia", "address country", "pais del domicilio"),
        QT_TRANSLATE_NOOP(
            "BulkColumns", "The two-letter code of the recipient's country (ES, MX, US...)."
        ),
    ),
    ColumnSpec(
        "phone",
        False,
        "Phone",
        "Teléfono",
        ("telephone", "phone number", "mobile", "movil", "celular", "telefono de contacto"),
        QT_TRANSLATE_NOOP(
            "BulkColumns",
            "The recipient's phone number with its country code, for example +34 600 111 222.",
        ),
    ),
    ColumnSpec(
        "description",
        False,
        "Description",
        "Concepto",
        ("descripcion", "remittance", "payment details", "motivo", "detalle", "purpose"),
        QT_TRANSLATE_NOOP(
            "BulkColumns", "What the payment is for, 3 to 140 characters; the recipient sees it."
        ),
    ),
    _OWN_REFERENCE,
)

CRYPTO_COLUMNS: tuple[ColumnSpec, ...] = (
    _AMOUNT,
    ColumnSpec(
        "currency",
        True,
        "Currency",
        "Moneda",
        (*_CURRENCY.synonyms, "asset", "activo", "token", "coin", "criptomoneda"),
        QT_TRANSLATE_NOOP(
            "BulkColumns", "The crypto currency the recipient gets: USDT, USDC, EURC, BTC or ETH."
        ),
    ),
    _AMOUNT_MODE,
    ColumnSpec(
        "network",
        True,
        "Network",
        "Red",
        ("blockchain", "chain", "cadena", "network name"),
        QT_TRANSLATE_NOOP(
            "BulkColumns",
            "The network the address is on, for example ETHEREUM, TRON, POLYGON or BITCOIN.",
        ),
    ),
    ColumnSpec(
        "address",
        True,
        "Wallet address",
        "Dirección de la cartera",
        (
            "address",
            "wallet",
            "crypto address",
            "direccion",
            "cartera",
            "billetera",
            "direccion de la billetera",
            "destination address",
        ),
        QT_TRANSLATE_NOOP(
            "BulkColumns",
            "The recipient's wallet address on that network; its checksum is checked.",
        ),
    ),
    _OWN_REFERENCE,
)

# Columns that only a crypto file has: their presence tells the kind of an unlabelled file.
CRYPTO_ONLY_KEYS = frozenset({"network"})


def columns_for(kind: PayoutKind) -> tuple[ColumnSpec, ...]:
    return CRYPTO_COLUMNS if kind is PayoutKind.CRYPTO else BANK_COLUMNS


def column(kind: PayoutKind, key: str) -> ColumnSpec:
    """The spec of a key (KeyError for a key the kind does not have)."""
    for spec in columns_for(kind):
        if spec.key == key:
            return spec
    raise KeyError(key)


def normalise(text: str) -> str:
    """'  Número_de-Cuenta ' -> 'numero de cuenta': no accents, case, punctuation or runs of
    space; '/' and the like become spaces, so 'IBAN / cuenta' reads 'iban cuenta'."""
    decomposed = unicodedata.normalize("NFKD", text)
    plain = "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()
    return " ".join(re.sub(r"[^0-9a-z]+", " ", plain).split())


_CURRENCY_WORDS = frozenset(c.value.casefold() for c in Currency)


@dataclass(frozen=True)
class HeaderMatch:
    """One header of the file and the column it was taken for (None: not used)."""

    header: str
    key: str | None
    confidence: float  # 1.0 own name, 0.9 synonym, lower: a near spelling; 0.0 unmatched
    note: str = ""  # why a header that looked like a column was not used, as a sentence


@cache
def _names(kind: PayoutKind) -> dict[str, tuple[str, float]]:
    """Every normalised name of the kind's columns (spaces kept, and squeezed out too)."""
    names: dict[str, tuple[str, float]] = {}
    for spec in columns_for(kind):
        for text, score in (
            (spec.key, EXACT),
            (spec.english, EXACT),
            (spec.spanish, EXACT),
            *((s, SYNONYM) for s in spec.synonyms),
        ):
            norm = normalise(text)
            for variant in (norm, norm.replace(" ", "")):
                if variant and names.get(variant, ("", 0.0))[1] < score:
                    names[variant] = (spec.key, score)
    return names


def _match_one(header: str, kind: PayoutKind) -> tuple[str | None, float]:
    norm = normalise(header)
    if not norm:
        return None, 0.0
    names = _names(kind)
    for variant in (norm, norm.replace(" ", "")):
        if variant in names:
            return names[variant]
    bare = " ".join(w for w in norm.split() if w not in _CURRENCY_WORDS)  # "Amount (EUR)"
    if bare and bare != norm and bare in names:
        return names[bare][0], min(names[bare][1], SYNONYM)
    best: tuple[str | None, float] = (None, 0.0)
    for name, (key, score) in names.items():
        ratio = difflib.SequenceMatcher(None, norm, name).ratio()
        if ratio >= NEAR_CUTOFF and ratio * min(score, SYNONYM) > best[1]:
            best = (key, round(ratio * min(score, SYNONYM), 2))
    return best


def match_headers_detailed(headers: Sequence[str], kind: PayoutKind) -> list[HeaderMatch]:
    """Each header with its column and how sure the match is, in the file's order.

    A column is taken by one header only: the surest (the first on a tie); any other header
    that looked like it is left unused with a note, so no cell is read twice.
    """
    guesses = [_match_one(h, kind) for h in headers]
    owner: dict[str, int] = {}
    for index, (key, score) in enumerate(guesses):
        if key is not None and (key not in owner or score > guesses[owner[key]][1]):
            owner[key] = index
    matches = []
    for index, (header, (key, score)) in enumerate(zip(headers, guesses, strict=True)):
        if key is None:
            matches.append(HeaderMatch(header, None, 0.0))
        elif owner[key] == index:
            matches.append(HeaderMatch(header, key, score))
        else:
            first = headers[owner[key]]
            note = translate(
                "BulkImport",
                "The column '{0}' looks like '{1}' ({2}); Teller reads '{1}' for it and leaves "
                "'{0}' aside.",
            ).format(header, first, column(kind, key).english)
            matches.append(HeaderMatch(header, None, 0.0, note))
    return matches


def match_headers(headers: Sequence[str], kind: PayoutKind) -> dict[str, str | None]:
    """Header as the file wrote it -> column key, or None for a header Teller does not use.

    How sure each match is: :func:`match_headers_detailed`.
    """
    return {m.header: m.key for m in match_headers_detailed(headers, kind)}


def guess_kind(headers: Iterable[str]) -> PayoutKind:
    """Crypto when a header names a crypto-only column (the network) or a wallet, bank else."""
    for header in headers:
        key, _ = _match_one(header, PayoutKind.CRYPTO)
        if key in CRYPTO_ONLY_KEYS:
            return PayoutKind.CRYPTO
        if key == "address" and _match_one(header, PayoutKind.BANK)[0] is None:
            return PayoutKind.CRYPTO  # "Wallet address", "Cartera": never a street
    return PayoutKind.BANK
