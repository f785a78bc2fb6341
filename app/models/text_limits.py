"""How many characters each free-text field of a request may hold.

The request models use these, so the client refuses a longer value at its field and the
sandbox answers it with a 400 naming the field. The lengths follow the payment messages the
values end up in (ISO 20022 and SEPA's rulebook, whose fields are Max35Text, Max70Text,
Max140Text); docs/api-decisions.md gives the reason for each.
"""

from __future__ import annotations

from app.models.text_policy import refuse_hidden_text, text_problem

PERSON_NAME = 70  # SEPA beneficiary name (EPC rulebook AT-21); a given name or surname alone
COMPANY_NAME = 70  # the same SEPA name field
ADDRESS_LINE = 70  # ISO 20022 AdrLine (Max70Text)
CITY = 35  # ISO 20022 TwnNm (Max35Text)
PROVINCE = 35  # ISO 20022 CtrySubDvsn (Max35Text)
POSTAL_CODE = 16  # ISO 20022 PstCd (Max16Text)
ACCOUNT_NUMBER = 34  # ISO 20022 account Id (Max34Text); an IBAN has at most 34
DOCUMENT_NUMBER = 35  # ISO 20022 Othr/Id (Max35Text)
DOCUMENT_TYPE = 35  # a code of the document list, as ISO 20022 codes (Max35Text)
BANK_CODE = 35  # institutionNumber, transitNumber: ISO 20022 MmbId (Max35Text)
RELATION = 64  # a slug of the user-relations catalogue
PHONE = 35  # ISO 20022 PhneNb: +CCC-number, 35 at most
REMITTANCE = 140  # SEPA unstructured remittance information (Ustrd, Max140Text)
REFERENCE = 140  # ownReference, card pay-in and deposit references: the order's reference
COUNTERPARTY = 70  # the payer's name on a deposit: a SEPA name
VIBAN_NAME = 70  # a vIBAN's name, shown like an account holder's (SEPA name)
ALIAS = 64  # an account's alias: one line of an account picker
EMAIL = 254  # RFC 5321's longest address; email-validator enforces it with its own sentence
URL = 2048  # the longest web address browsers and servers reliably take
PAYER_TEXT = 140  # a text member of the card pay-in's open payer object
ID = 64  # an id typed or pasted (the sandbox's are 36-character UUIDs)
OTP_CODE = 16  # one-time codes are 4 to 8 digits
STATE = 32  # a state name (KYC transitions)


# The characters a free-text field refuses (control, invisible and bidi format characters)
# are the text policy's: app/models/text_policy.py. The old names stay for their callers.
control_character_message = text_problem
refuse_control_characters = refuse_hidden_text
