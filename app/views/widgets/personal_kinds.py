"""A kind of personal data in the words of the interface ("la dirección IP", not "IP address").

``Kind``'s values are the service's names, in English: a tooltip built from one said
"Mostrar este dato (IP address)" on a Spanish screen (issue 28, item 10).
"""

from __future__ import annotations

from app.services.masking import Kind
from app.services.translation import QT_TRANSLATE_NOOP, translate

CONTEXT = "PersonalData"
_WORDS: dict[Kind, str] = {
    Kind.IBAN: QT_TRANSLATE_NOOP("PersonalData", "IBAN"),
    Kind.ACCOUNT_NUMBER: QT_TRANSLATE_NOOP("PersonalData", "account number"),
    Kind.DOCUMENT_NUMBER: QT_TRANSLATE_NOOP("PersonalData", "document number"),
    Kind.NATIONAL_ID: QT_TRANSLATE_NOOP("PersonalData", "national id"),
    Kind.EMAIL: QT_TRANSLATE_NOOP("PersonalData", "e-mail"),
    Kind.BIRTH_DATE: QT_TRANSLATE_NOOP("PersonalData", "date of birth"),
    Kind.ADDRESS: QT_TRANSLATE_NOOP("PersonalData", "address"),
    Kind.IP: QT_TRANSLATE_NOOP("PersonalData", "IP address"),
    Kind.DEVICE: QT_TRANSLATE_NOOP("PersonalData", "device"),
    Kind.USER_AGENT: QT_TRANSLATE_NOOP("PersonalData", "browser string"),
    Kind.PHOTO: QT_TRANSLATE_NOOP("PersonalData", "photo"),
    Kind.PHONE: QT_TRANSLATE_NOOP("PersonalData", "phone"),
    Kind.OWNERS: QT_TRANSLATE_NOOP("PersonalData", "owners' documents"),
}


def kind_words(kind: Kind) -> str:
    """The kind's name, translated; every kind has one (tested)."""
    return translate(CONTEXT, _WORDS[kind])
