"""The canonical columns and forgiving header matching."""

from __future__ import annotations

from typing import get_args

import pytest
from pydantic import BaseModel

from app.models.payouts import (
    Address,
    BankPayoutRequest,
    BankRecipient,
    Contact,
    CryptoPayoutRequest,
    CryptoRecipient,
    Document,
)
from app.services.bulk.columns import (
    BANK_COLUMNS,
    CRYPTO_COLUMNS,
    EXACT,
    SYNONYM,
    guess_kind,
    match_headers,
    match_headers_detailed,
    normalise,
)
from app.services.bulk.model import PayoutKind

RENAMED = {"number": "document_number"}  # a document's own name would mean nothing in a file


def _flattened(*models: type[BaseModel]) -> set[str]:
    """The models' members that hold a value (not another model), flattened."""
    names = set()
    for model in models:
        for name, info in model.model_fields.items():
            nested = [t for t in (info.annotation, *get_args(info.annotation)) if _is_model(t)]
            if not nested:
                names.add(RENAMED.get(name, name))
    return names


def _is_model(annotation: object) -> bool:
    return isinstance(annotation, type) and issubclass(annotation, BaseModel)


def test_bank_columns_cover_every_field_of_the_bank_form() -> None:
    fields = _flattened(BankPayoutRequest, BankRecipient, Address, Document, Contact)
    keys = {spec.key for spec in BANK_COLUMNS}
    assert fields <= keys
    assert keys - fields == {"amount", "currency", "amount_mode"}


def test_crypto_columns_cover_every_field_of_the_crypto_form() -> None:
    keys = {spec.key for spec in CRYPTO_COLUMNS}
    assert (
        _flattened(CryptoPayoutRequest, CryptoRecipient)
        | {
            "amount",
            "currency",
            "amount_mode",
        }
        == keys
    )


@pytest.mark.parametrize("columns", [BANK_COLUMNS, CRYPTO_COLUMNS])
def test_every_name_of_a_kind_points_at_one_column(columns: tuple) -> None:
    """No two columns of a kind share a name or synonym: a header could not be placed."""
    owners: dict[str, str] = {}
    for spec in columns:
        assert spec.explanation
        assert spec.english
        assert spec.spanish
        for text in {spec.key, spec.english, spec.spanish, *spec.synonyms}:
            name = normalise(text)
            assert owners.setdefault(name, spec.key) == spec.key, (text, owners[name])


def test_normalise_forgets_case_accents_spaces_and_punctuation() -> None:
    assert normalise("  Número_de-Cuenta ") == "numero de cuenta"
    assert normalise("IBAN / cuenta") == "iban cuenta"


@pytest.mark.parametrize(
    ("header", "key"),
    [
        ("Apellidos", "surname"),
        ("surname", "surname"),
        ("Last name", "surname"),
        ("LAST_NAME", "surname"),
        ("lastname", "surname"),
        ("IBAN / cuenta", "account_number"),
        ("iban", "account_number"),
        ("Número de cuenta", "account_number"),
        ("numero_de_cuenta", "account_number"),
        ("Tipo de beneficiario", "beneficiary_type"),
        ("Razón social", "company_name"),
        ("CÓDIGO POSTAL", "postal_code"),
        ("Zip", "postal_code"),
        ("País del banco", "bank_country"),
        ("SWIFT / BIC", "swift"),
        ("Importe", "amount"),
        ("Divisa", "currency"),
        ("Concepto", "description"),
        ("own_reference", "own_reference"),
        ("Amount (EUR)", "amount"),
    ],
)
def test_headers_match_forgivingly(header: str, key: str) -> None:
    assert match_headers([header], PayoutKind.BANK) == {header: key}


def test_how_sure_each_match_is() -> None:
    matches = match_headers_detailed(["Nombre", "Zip", "Surnmae", "Colour"], PayoutKind.BANK)
    assert [(m.key, m.confidence) for m in matches[:2]] == [
        ("name", EXACT),
        ("postal_code", SYNONYM),
    ]
    assert matches[2].key == "surname"
    assert 0 < matches[2].confidence < SYNONYM
    assert (matches[3].key, matches[3].confidence) == (None, 0.0)


def test_a_near_spelling_is_matched_less_surely() -> None:
    (match,) = match_headers_detailed(["Postal cod"], PayoutKind.BANK)
    assert match.key == "postal_code"
    assert 0 < match.confidence < SYNONYM


def test_one_column_is_read_from_one_header_the_surest() -> None:
    matches = match_headers_detailed(["Last name", "Apellidos"], PayoutKind.BANK)
    assert [m.key for m in matches] == [None, "surname"]
    assert "Apellidos" in matches[0].note
    assert "Last name" in matches[0].note


def test_the_crypto_address_and_the_street_are_told_apart() -> None:
    assert match_headers(["Dirección"], PayoutKind.BANK) == {"Dirección": "line1"}
    assert match_headers(["Dirección"], PayoutKind.CRYPTO) == {"Dirección": "address"}


@pytest.mark.parametrize(
    ("headers", "kind"),
    [
        (["Amount", "Currency", "Network", "Address"], PayoutKind.CRYPTO),
        (["Importe", "Moneda", "Red", "Dirección"], PayoutKind.CRYPTO),
        (["Amount", "Wallet"], PayoutKind.CRYPTO),
        (["Amount", "IBAN", "Address", "City"], PayoutKind.BANK),
        (["Importe", "Dirección", "Ciudad"], PayoutKind.BANK),
    ],
)
def test_the_kind_is_guessed_from_the_columns(headers: list[str], kind: PayoutKind) -> None:
    assert guess_kind(headers) is kind
