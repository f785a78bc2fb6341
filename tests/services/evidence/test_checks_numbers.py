"""Tax and registration numbers judged by their country's scheme (python-stdnum)."""

from __future__ import annotations

import pytest

from app.services.evidence.tax_numbers import (
    CheckStatus,
    Problem,
    check_number,
    split_label,
)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("NIT 901.234.567-1", ("NIT", "901.234.567-1")),
        ("RFC MVE170512K46", ("RFC", "MVE170512K46")),
        ("MVE170512K46", ("", "MVE170512K46")),
        ("C.C. 1.020.456.789", ("CC", "1.020.456.789")),
        ("BR 71234567-000", ("BR", "71234567-000")),
        ("03456789-00", ("", "03456789-00")),
    ],
)
def test_the_label_is_read_apart_from_the_number(text: str, expected: tuple[str, str]) -> None:
    assert split_label(text) == expected


@pytest.mark.parametrize(
    ("text", "scheme", "country"),
    [
        ("NIT 901.234.567-7", "NIT", "CO"),
        ("RFC MVE170512K46", "RFC", "MX"),
        ("CUIT 20-12345678-6", "CUIT", "AR"),
        ("RUT 76.086.428-5", "RUT", "CL"),
        ("RUT 21 100342 0017", "RUT", "UY"),  # 12 digits: Uruguay's, not Chile's
        ("RUC 20100070970", "RUC", "PE"),
        ("CNPJ 11.222.333/0001-81", "CNPJ", "BR"),
        ("EIN 84-1234567", "EIN", "US"),
    ],
)
def test_valid_numbers_pass_their_scheme(text: str, scheme: str, country: str) -> None:
    check = check_number(text)
    assert check.status is CheckStatus.VALID
    assert (check.scheme, check.country) == (scheme, country)


def test_an_rfc_is_held_to_its_check_digit() -> None:
    check = check_number("RFC MVE170512K42")
    assert check.status is CheckStatus.INVALID
    assert check.problem is Problem.CHECKSUM


def test_the_country_chooses_between_schemes_sharing_a_label() -> None:
    assert check_number("NIF 501964843", country="PT").country == "PT"
    assert (
        check_number("NIF 501964843").status is CheckStatus.VALID
    )  # passes Portugal's, not Spain's
    assert check_number("NIF B87654321", country="ES").problem is Problem.CHECKSUM


def test_a_bare_number_is_judged_by_the_country_and_registrations_only_where_they_carry_one() -> (
    None
):
    assert check_number("901.234.567-1", country="CO").status is CheckStatus.INVALID
    assert check_number("03.456.789", country="CO", registration=True).status is (
        CheckStatus.NOT_CHECKED
    )
    assert check_number("20-12345678-6", country="AR", registration=True).status is (
        CheckStatus.VALID
    )
    assert check_number("12345", country="").status is CheckStatus.NOT_CHECKED


def test_a_malformed_number_is_invalid_with_the_reason() -> None:
    check = check_number("CUIT 20-1234-6")
    assert check.status is CheckStatus.INVALID
    assert check.problem is Problem.LENGTH
