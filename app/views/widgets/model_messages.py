"""The field messages of ``app.models`` (which have no Qt) in the UI's language.

The models say what is wrong in English sentences, some with values in them ("Enter at most 70
characters; this has 300."). Where a message is shown at its field, this looks it up: exact
sentences in the catalogue, sentences with values through a pattern whose template is in the
catalogue. A sentence not listed here shows as the model wrote it.
"""

from __future__ import annotations

import re

from app.services.translation import QT_TRANSLATE_NOOP, translate

CONTEXT = "ModelMessages"

EXACT = (
    QT_TRANSLATE_NOOP("ModelMessages", "This field is required."),
    QT_TRANSLATE_NOOP("ModelMessages", "Enter an amount."),
    QT_TRANSLATE_NOOP("ModelMessages", "Enter an amount greater than 0."),
    QT_TRANSLATE_NOOP("ModelMessages", "An amount cannot be negative."),
    QT_TRANSLATE_NOOP("ModelMessages", "Enter the amount as a number, for example 1234.56."),
    QT_TRANSLATE_NOOP("ModelMessages", "Enter the recipient's first name; a person needs it."),
    QT_TRANSLATE_NOOP("ModelMessages", "Enter the recipient's surname; a person needs it."),
    QT_TRANSLATE_NOOP(
        "ModelMessages", "Choose how the user relates to the recipient; a person needs it."
    ),
    QT_TRANSLATE_NOOP("ModelMessages", "Enter the company name; a business needs it."),
    QT_TRANSLATE_NOOP("ModelMessages", "Enter the bank's SWIFT/BIC code; SWIFT payouts need it."),
    QT_TRANSLATE_NOOP("ModelMessages", "A business is identified by its TAX_ID."),
    QT_TRANSLATE_NOOP("ModelMessages", "Card pay-ins accept EUR, USD or CAD."),
    QT_TRANSLATE_NOOP(
        "ModelMessages", "Enter a full web address starting with https:// or http://."
    ),
    QT_TRANSLATE_NOOP(
        "ModelMessages", "Choose a country by its two-letter ISO code, for example ES or US."
    ),
    QT_TRANSLATE_NOOP("ModelMessages", "Enter a whole number."),
    QT_TRANSLATE_NOOP("ModelMessages", "This value does not have the expected format."),
)

# (what the model writes, with its values as named groups; the catalogue's template)
PATTERNS = (
    (
        re.compile(r"Enter at least (?P<n>\d+) characters\."),
        QT_TRANSLATE_NOOP("ModelMessages", "Enter at least {n} characters."),
    ),
    (
        re.compile(r"Enter at most (?P<n>\d+) characters; this has (?P<m>\d+)\."),
        QT_TRANSLATE_NOOP("ModelMessages", "Enter at most {n} characters; this has {m}."),
    ),
    (
        re.compile(r"The ABA routing code is exactly (?P<n>\d+) digits\."),
        QT_TRANSLATE_NOOP("ModelMessages", "The ABA routing code is exactly {n} digits."),
    ),
    (
        re.compile(r"Use at most (?P<n>\d+) decimal places\."),
        QT_TRANSLATE_NOOP("ModelMessages", "Use at most {n} decimal places."),
    ),
    # recipient_rules: the library's reason (``why``) is translated when the catalogue knows it
    (
        re.compile(r"This is not a valid IBAN \((?P<why>.+)\)\."),
        QT_TRANSLATE_NOOP("ModelMessages", "This is not a valid IBAN ({why})."),
    ),
    (
        re.compile(r"This is not a valid SWIFT/BIC code \((?P<why>.+)\)\."),
        QT_TRANSLATE_NOOP("ModelMessages", "This is not a valid SWIFT/BIC code ({why})."),
    ),
    # payout_limits: what the account may pay (``what``: "bank payout", "crypto payout")
    (
        re.compile(r"This account cannot make (?P<what>.+)\."),
        QT_TRANSLATE_NOOP("ModelMessages", "This account cannot make {what}."),
    ),
    (
        re.compile(r"(?P<what>.+) are turned off for this account\."),
        QT_TRANSLATE_NOOP("ModelMessages", "{what} are turned off for this account."),
    ),
    (
        re.compile(r"The smallest (?P<what>.+) from this account is (?P<amount>.+)\."),
        QT_TRANSLATE_NOOP("ModelMessages", "The smallest {what} from this account is {amount}."),
    ),
    (
        re.compile(r"The largest (?P<what>.+) from this account is (?P<amount>.+)\."),
        QT_TRANSLATE_NOOP("ModelMessages", "The largest {what} from this account is {amount}."),
    ),
    (
        re.compile(
            r"This account has (?P<free>.+) available; this (?P<what>.+?) needs at least "
            r"(?P<debit>.+)\."
        ),
        QT_TRANSLATE_NOOP(
            "ModelMessages",
            "This account has {free} available; this {what} needs at least {debit}.",
        ),
    ),
    (
        re.compile(
            r"This account has (?P<free>.+) available; this (?P<what>.+?) needs (?P<debit>.+)\."
        ),
        QT_TRANSLATE_NOOP(
            "ModelMessages", "This account has {free} available; this {what} needs {debit}."
        ),
    ),
)

# The words the sentences above carry as values (a payout's kind, a library's reason): each
# translated on its own when the catalogue knows it, else kept as written.
WORDS = (
    QT_TRANSLATE_NOOP("ModelMessages", "bank payout"),
    QT_TRANSLATE_NOOP("ModelMessages", "crypto payout"),
    QT_TRANSLATE_NOOP("ModelMessages", "bank payouts"),
    QT_TRANSLATE_NOOP("ModelMessages", "crypto payouts"),
    QT_TRANSLATE_NOOP("ModelMessages", "Bank payouts"),
    QT_TRANSLATE_NOOP("ModelMessages", "Crypto payouts"),
    QT_TRANSLATE_NOOP("ModelMessages", "invalid checksum digits"),
    QT_TRANSLATE_NOOP("ModelMessages", "invalid IBAN length"),
    QT_TRANSLATE_NOOP("ModelMessages", "check the characters"),
)


Patterns = tuple[tuple[re.Pattern[str], str], ...]


def from_template(context: str, patterns: Patterns, message: str) -> str | None:
    """``message`` rewritten from the first template whose pattern it matches, its values
    carried over (a value the context's catalogue knows, such as a payout's kind, in the
    UI's language); None when none matches."""
    for pattern, template in patterns:
        found = pattern.fullmatch(message)
        if found is not None:
            values = {name: translate(context, value) for name, value in found.groupdict().items()}
            return translate(context, template).format(**values)
    return None


def translated(message: str) -> str:
    """``message`` in the UI's language when the catalogue knows it, else as written."""
    return from_template(CONTEXT, PATTERNS, message) or translate(CONTEXT, message)
