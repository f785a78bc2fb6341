"""The API's own words shown to people: order types and states, account, vIBAN and KYB
states (a KYB case waiting for the applicant said as such), beneficiary kinds, user
relations, in the interface's language.

The wire values stay what they are (filters, exports and the request log speak the API's
language); only what a table cell, a badge or a heading says is in words. Every state reads
one way ("Pending", "Settled"; "Pendiente", "Liquidada"), though the API writes an order's
first state "Created" and the others in capitals. A value Teller does not know shows as sent.
"""

from __future__ import annotations

import gettext
import importlib.util
import os
from functools import lru_cache

from app.models.countries import country_name
from app.services.translation import QT_TRANSLATE_NOOP, translate
from app.views.language import spanish

CONTEXT = "ApiTerms"

# Every state in words, one wording everywhere (a table cell, a badge, a menu, a heading):
# the API spells them two ways (an order is "Created" but "SETTLED"); people read them alike.
STATE_WORDS = {
    "Created": QT_TRANSLATE_NOOP("ApiTerms", "Created"),
    "CREATED": QT_TRANSLATE_NOOP("ApiTerms", "Created"),
    "PENDING": QT_TRANSLATE_NOOP("ApiTerms", "Pending"),
    "SETTLED": QT_TRANSLATE_NOOP("ApiTerms", "Settled"),
    "FAILED": QT_TRANSLATE_NOOP("ApiTerms", "Failed"),
    "ACTIVE": QT_TRANSLATE_NOOP("ApiTerms", "Active"),
    "INACTIVE": QT_TRANSLATE_NOOP("ApiTerms", "Inactive"),
    "REJECTED": QT_TRANSLATE_NOOP("ApiTerms", "Rejected"),
    "IN_PROGRESS": QT_TRANSLATE_NOOP("ApiTerms", "In progress"),
    "IN_REVIEW": QT_TRANSLATE_NOOP("ApiTerms", "In review"),
    "APPROVED": QT_TRANSLATE_NOOP("ApiTerms", "Approved"),
    "NEEDS_MORE_INFO": QT_TRANSLATE_NOOP("ApiTerms", "Needs more information"),
    "EXPIRED": QT_TRANSLATE_NOOP("ApiTerms", "Expired"),
}
ORDER_TYPES = {
    "BANK_PAY_OUT": QT_TRANSLATE_NOOP("ApiTerms", "Bank payout"),
    "CRYPTO_PAY_OUT": QT_TRANSLATE_NOOP("ApiTerms", "Crypto payout"),
    "CARD_PAYIN": QT_TRANSLATE_NOOP("ApiTerms", "Card pay-in"),
    "CRYPTO_PAYIN": QT_TRANSLATE_NOOP("ApiTerms", "Crypto pay-in"),
    "BANK_PAYIN": QT_TRANSLATE_NOOP("ApiTerms", "Bank transfer in"),
}
# An account's type (``FIAT``, ``CRYPTO``): what kind of money it holds.
ACCOUNT_TYPES = {
    "FIAT": QT_TRANSLATE_NOOP("ApiTerms", "Fiat account"),
    "CRYPTO": QT_TRANSLATE_NOOP("ApiTerms", "Crypto account"),
}
# An account's features (its capabilities' ``featureSlug``): what each lets the account do.
FEATURES = {
    "BANK_PAYOUT": QT_TRANSLATE_NOOP("ApiTerms", "Bank payouts"),
    "CRYPTO_PAYOUT": QT_TRANSLATE_NOOP("ApiTerms", "Crypto payouts"),
    "CARD_PAYIN": QT_TRANSLATE_NOOP("ApiTerms", "Card pay-ins"),
    "CRYPTO_PAYIN": QT_TRANSLATE_NOOP("ApiTerms", "Crypto pay-ins"),
    "VIRTUAL_IBAN": QT_TRANSLATE_NOOP("ApiTerms", "Virtual IBANs"),
}
BENEFICIARY_KINDS = {
    "PERSON": QT_TRANSLATE_NOOP("ApiTerms", "Person"),
    "BUSINESS": QT_TRANSLATE_NOOP("ApiTerms", "Business"),
}

# The user-relations catalogue's slugs (GET /reference/user-relations; docs/sandbox.md): a
# payout's recipient carries the slug, a person reads the word. The form lists the server's
# own localized names; an order read back has only the slug, said here.
RELATIONS = {
    "FRIEND": QT_TRANSLATE_NOOP("ApiTerms", "Friend"),
    "FAMILY": QT_TRANSLATE_NOOP("ApiTerms", "Family member"),
    "SPOUSE": QT_TRANSLATE_NOOP("ApiTerms", "Spouse or partner"),
    "PARENT": QT_TRANSLATE_NOOP("ApiTerms", "Parent"),
    "CHILD": QT_TRANSLATE_NOOP("ApiTerms", "Son or daughter"),
    "SIBLING": QT_TRANSLATE_NOOP("ApiTerms", "Brother or sister"),
    "SELF": QT_TRANSLATE_NOOP("ApiTerms", "Own account"),
    "EMPLOYEE": QT_TRANSLATE_NOOP("ApiTerms", "Employee"),
    "EMPLOYER": QT_TRANSLATE_NOOP("ApiTerms", "Employer"),
    "LANDLORD": QT_TRANSLATE_NOOP("ApiTerms", "Landlord"),
    "TENANT": QT_TRANSLATE_NOOP("ApiTerms", "Tenant"),
    "SUPPLIER": QT_TRANSLATE_NOOP("ApiTerms", "Supplier"),
    "CUSTOMER": QT_TRANSLATE_NOOP("ApiTerms", "Customer"),
    "COMERCIAL": QT_TRANSLATE_NOOP("ApiTerms", "Commercial relationship"),
    "OTHER": QT_TRANSLATE_NOOP("ApiTerms", "Other"),
}


def relation_name(slug: str) -> str:
    """``LANDLORD`` as a person reads it ("Landlord", "Arrendador/a"); a slug Teller does not
    know spelled out from its code ("Business partner" for ``BUSINESS_PARTNER``)."""
    if slug in RELATIONS:
        return translate(CONTEXT, RELATIONS[slug])
    return slug.replace("_", " ").capitalize()


DOCUMENT_TYPES = {
    "NATIONAL_ID": QT_TRANSLATE_NOOP("ApiTerms", "National ID"),
    "RESIDENCE_CARD": QT_TRANSLATE_NOOP("ApiTerms", "Residence card"),
    "PASSPORT": QT_TRANSLATE_NOOP("ApiTerms", "Passport"),
    "DRIVING_LICENSE": QT_TRANSLATE_NOOP("ApiTerms", "Driving licence"),
    "CIF": QT_TRANSLATE_NOOP("ApiTerms", "CIF (Spanish tax id)"),
    "TAX_ID": QT_TRANSLATE_NOOP("ApiTerms", "Tax id"),
}


def state_name(state: str) -> str:
    """``PENDING`` as the interface says it ("Pending", "Pendiente"); an unknown state as
    sent (a value Teller does not know yet is better shown than hidden)."""
    return translate(CONTEXT, STATE_WORDS[state]) if state in STATE_WORDS else state


# A KYB session's state that reads better as what it means than as its wire value: the
# applicant's turn, after a reviewer asked for more (not a new case, not a decision).
KYB_STATE_WORDS = {
    "NEEDS_MORE_INFO": QT_TRANSLATE_NOOP("ApiTerms", "Waiting for the applicant"),
}


def kyb_state_name(state: str) -> str:
    """A KYB session's state as the queue and the case say it ("Waiting for the applicant"
    for NEEDS_MORE_INFO); any other as ``state_name`` says it."""
    if state in KYB_STATE_WORDS:
        return translate(CONTEXT, KYB_STATE_WORDS[state])
    return state_name(state)


def order_type_name(order_type: str, display_type: str | None = None) -> str:
    """A known type in the interface's words; else the server's display name, else the code."""
    if order_type in ORDER_TYPES:
        return translate(CONTEXT, ORDER_TYPES[order_type])
    return display_type or order_type


def account_type_name(kind: str) -> str:
    """``FIAT`` as a person reads it ("Fiat account"); an unknown type spelled out."""
    if kind in ACCOUNT_TYPES:
        return translate(CONTEXT, ACCOUNT_TYPES[kind])
    return kind.replace("_", " ").capitalize()


def feature_name(slug: str) -> str:
    """``CARD_PAYIN`` as a person reads it ("Card pay-ins"); an unknown one spelled out."""
    if slug in FEATURES:
        return translate(CONTEXT, FEATURES[slug])
    return slug.replace("_", " ").capitalize()


def beneficiary_name(kind: str) -> str:
    return translate(CONTEXT, BENEFICIARY_KINDS[kind]) if kind in BENEFICIARY_KINDS else kind


# Fixed descriptions the built-in sandbox gives (a real server's own are shown as sent).
PHRASES = frozenset((QT_TRANSLATE_NOOP("ApiTerms", "Bank transfer to the account"),))


def phrase(text: str) -> str:
    """A server's fixed description in the interface's words when Teller knows it."""
    return translate(CONTEXT, text) if text in PHRASES else text


def document_type_name(code: str) -> str:
    """``NATIONAL_ID`` as a person reads it; an unknown type spelled out from its code."""
    if code in DOCUMENT_TYPES:
        return translate(CONTEXT, DOCUMENT_TYPES[code])
    return code.replace("_", " ").capitalize()


@lru_cache(maxsize=4)
def _country_names(language: str) -> gettext.NullTranslations:
    """pycountry's own translations of the ISO 3166 names (English when it has none), read
    from its folder without importing it (about 8 MiB that the forms do not otherwise need)."""
    return gettext.translation(
        "iso3166-1", _pycountry_locales(), languages=[language], fallback=True
    )


def _pycountry_locales() -> str:
    """pycountry's ``LOCALES_DIR``: the ``locales`` folder beside its ``__init__``."""
    spec = importlib.util.find_spec("pycountry")
    folders = list(spec.submodule_search_locations or []) if spec is not None else []
    return os.path.join(folders[0], "locales") if folders else ""


def country_label(code: str) -> str:
    """'DE — Alemania' in Spanish, 'DE — Germany' in English."""
    name = country_name(code)
    if spanish():
        name = _country_names("es").gettext(name)
    return f"{code} — {name}"
