"""Personal data is masked so that values can still be told apart, never read whole."""

from __future__ import annotations

import json

import pytest

from app.services.masking import DOT, Kind, Masking, mask, mask_payload, personal_kind
from tests.helpers.seeded_personal import (
    holders,
    seeded_payload,
    seeded_personal_values,
    unclassified_members,
)


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


@pytest.mark.parametrize(
    ("path", "kind"),
    [
        (("data", "documents", "[0]", "fields", "documentNumber", "value"), Kind.DOCUMENT_NUMBER),
        (("data", "documents", "[0]", "fields", "dateOfBirth", "value"), Kind.BIRTH_DATE),
        (("data", "documents", "[0]", "photos", "[0]"), Kind.PHOTO),
        (("data", "steps", "[1]", "data", "ip"), Kind.IP),
        (("data", "deviceFingerprint", "ip"), Kind.IP),
        (("data", "deviceFingerprint", "ua"), Kind.USER_AGENT),
        (("data", "deviceFingerprint", "browser", "version"), Kind.DEVICE),
        (("email",), Kind.EMAIL),
        (("phone",), Kind.PHONE),
        (("address", "street"), Kind.ADDRESS),
        (("data", "documents", "[0]", "fields", "firstName", "value"), None),
        (("data", "documents", "[0]", "fields", "expirationDate", "value"), None),
        (("data", "computed", "age", "data"), None),
        (("data", "metadata", "userId"), None),
    ],
)
def test_the_policy_reads_a_member_by_its_path(path: tuple[str, ...], kind: Kind | None) -> None:
    """A value's kind is said by the nearest member that names it: ``fields.documentNumber``
    holds its number in ``value`` (the leaf alone said nothing: shown in clear before)."""
    assert personal_kind(path) is kind


def test_a_business_address_shows_its_phone_and_email_do_not() -> None:
    assert personal_kind("address", business=True) is None
    assert personal_kind("phone", business=True) is Kind.PHONE
    assert personal_kind("email", business=True) is Kind.EMAIL
    assert personal_kind("account_number", "DE89370400440532013000") is Kind.IBAN
    assert personal_kind("account_number", "000123456789") is Kind.ACCOUNT_NUMBER


def test_every_member_of_a_seeded_payload_is_masked_or_shown_on_purpose() -> None:
    """A member the seed adds that the policy has not decided on fails here."""
    assert unclassified_members() == set()


def test_a_masked_payload_holds_no_seeded_personal_value() -> None:
    values = seeded_personal_values()
    for holder in holders():
        payload = seeded_payload(holder)
        text = json.dumps(mask_payload(payload), ensure_ascii=False)
        assert not {v for v in values if v in text}
        assert holder.given in text  # names stay
        masked = mask_payload(payload)["data"]["documents"][0]["fields"]
        assert masked["documentNumber"]["value"] == mask(
            Kind.DOCUMENT_NUMBER, holder.document_number
        )
        assert masked["expirationDate"]["value"] == holder.expires.isoformat()


def test_declared_owners_keep_names_and_shares_and_hide_document_numbers() -> None:
    """The declared ``owners`` list names each owner's identity document: masked as a document
    number is (its label and last two characters), names and shares kept for the reviewer."""
    from app.services.masking import Kind, mask, personal_kind

    value = "Valeria Ospina Restrepo, C.C. 1.020.456.789, 40 %; Kenneth Wong, 12,5 %"
    assert personal_kind("owners", value, business=True) is Kind.OWNERS
    shown = mask(Kind.OWNERS, value)
    assert shown == "Valeria Ospina Restrepo, C.C. ••••89, 40 %; Kenneth Wong, 12,5 %"
    assert "456" not in shown
