"""A payout recipient's fields as people read them, for the order detail and the receipt
(both show the same rows; the receipt masks every personal value, the detail until revealed).
Its own module so that the receipt need not import the detail panel that offers it."""

from __future__ import annotations

from app.models.orders import DetailRecipient
from app.services.translation import QT_TRANSLATE_NOOP
from app.views.widgets.numbers import money_text
from app.views.widgets.terms import beneficiary_name, document_type_name, relation_name
from app.views.widgets.visible_text import visible

# The recipient's fields in the order a person reads a payment slip: who, where, which bank.
RECIPIENT_ROWS: tuple[tuple[str, str], ...] = (
    ("beneficiary_type", QT_TRANSLATE_NOOP("DetailPanel", "Beneficiary")),
    ("name", QT_TRANSLATE_NOOP("DetailPanel", "Name")),
    ("surname", QT_TRANSLATE_NOOP("DetailPanel", "Surname")),
    ("relation", QT_TRANSLATE_NOOP("DetailPanel", "Relation")),
    ("document_type", QT_TRANSLATE_NOOP("DetailPanel", "Document type")),
    ("document_number", QT_TRANSLATE_NOOP("DetailPanel", "Document number")),
    ("phone", QT_TRANSLATE_NOOP("DetailPanel", "Phone")),
    ("address", QT_TRANSLATE_NOOP("DetailPanel", "Street")),
    ("city", QT_TRANSLATE_NOOP("DetailPanel", "City")),
    ("postal_code", QT_TRANSLATE_NOOP("DetailPanel", "Postal code")),
    ("province", QT_TRANSLATE_NOOP("DetailPanel", "Province")),
    ("country", QT_TRANSLATE_NOOP("DetailPanel", "Country")),
    ("routing_data", QT_TRANSLATE_NOOP("DetailPanel", "Routing")),
    ("account_number", QT_TRANSLATE_NOOP("DetailPanel", "Account number")),
    ("bank_country", QT_TRANSLATE_NOOP("DetailPanel", "Bank country")),
    ("swift", QT_TRANSLATE_NOOP("DetailPanel", "SWIFT/BIC")),
    ("aba_routing_code", QT_TRANSLATE_NOOP("DetailPanel", "ABA routing code")),
    ("bank_code", QT_TRANSLATE_NOOP("DetailPanel", "Bank code")),
    ("sort_code", QT_TRANSLATE_NOOP("DetailPanel", "Sort code")),
    ("institution_number", QT_TRANSLATE_NOOP("DetailPanel", "Institution number")),
    ("transit_number", QT_TRANSLATE_NOOP("DetailPanel", "Transit number")),
    ("nip_code", QT_TRANSLATE_NOOP("DetailPanel", "NIP code")),
    ("mobile_money_operator", QT_TRANSLATE_NOOP("DetailPanel", "Mobile money operator")),
    ("amount", QT_TRANSLATE_NOOP("DetailPanel", "Amount received")),
)


def recipient_fields(recipient: DetailRecipient) -> list[tuple[str, str, str]]:
    """(attribute, label, value) of the fields the server filled in, in reading order."""
    rows: list[tuple[str, str, str]] = []
    for attribute, label in RECIPIENT_ROWS:
        value = getattr(recipient, attribute)
        if value is None or value == "":
            continue
        if attribute == "amount":
            rows.append((attribute, label, money_text(value, recipient.currency or "")))
        elif attribute == "beneficiary_type":
            rows.append((attribute, label, beneficiary_name(str(value))))
        elif attribute == "document_type":
            rows.append((attribute, label, document_type_name(str(value))))
        elif attribute == "relation":  # a slug of the relations catalogue: its word
            rows.append((attribute, label, relation_name(str(value))))
        else:
            rows.append((attribute, label, visible(str(value))))
    return rows
