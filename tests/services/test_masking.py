"""Personal data is masked so that values can still be told apart, never read whole."""

from __future__ import annotations

import pytest

from app.services.masking import DOT, Kind, Masking, mask


@pytest.mark.parametrize(
    ("kind", "value", "shown"),
    [
        (Kind.IBAN, "ES91 2100 0418 4502 0005 1332", f"ES{DOT * 4}1332"),
        (Kind.ACCOUNT_NUMBER, "000123456789", f"{DOT * 4}6789"),
        (Kind.DOCUMENT_NUMBER, "X1234567", f"{DOT * 4}67"),
        (Kind.EMAIL, "camila.martinez@example.com", f"c{DOT * 3}@example.com"),
        (Kind.BIRTH_DATE, "1987-04-12", f"{DOT * 2}-{DOT * 2}-1987"),
        (Kind.IP, "203.0.113.42", f"203.{DOT}.{DOT}.{DOT}"),
        (Kind.ADDRESS, "Calle Mayor 1, Madrid", DOT * 8),
        (Kind.IBAN, "", ""),
    ],
)
def test_masks_keep_only_what_tells_values_apart(kind: Kind, value: str, shown: str) -> None:
    assert mask(kind, value) == shown


def test_masking_is_always_on_against_a_live_server() -> None:
    assert Masking(sandbox=False, off_for_sandbox=True).enabled
    assert not Masking(sandbox=True, off_for_sandbox=True).enabled
    assert Masking(sandbox=True).show(Kind.EMAIL, "a@b.c") == f"a{DOT * 3}@b.c"
