"""What a typed search names, besides its words: an amount, a day, an id, an IBAN fragment.

The text is read as the UI's language writes it ("1.250,50" in Spanish and "1,250.50" in
English are the same 125050 minor units, app/models/money.py ``parse_amount_in``); a text
that reads as neither language's amount is not one. A currency code may stand before or
after the figure ("1250.5 EUR", "EUR 1250,50"). A day is ISO ("2026-11-23") or day, month and
year in the language's order (23/11/2026 in Spanish, 11/23/2026 in English; the other order
when the first cannot be a month). Every guess is only a guess: the words are matched too.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date

from app.models.money import Currency, parse_amount_in
from app.services.search.normalise import compact, fold, words

_CURRENCIES = frozenset(c.value for c in Currency)
_SYMBOLS = {"€": "EUR", "$": "USD"}
_FIGURE = re.compile(r"^[+-]?[\d][\d.,\s\u00a0]*$")
_WITH_CODE = re.compile(r"^(?:([A-Za-z]{3,4})\s*)?([^A-Za-z]+?)(?:\s*([A-Za-z]{3,4}))?$")
_UUID = re.compile(r"^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$")
_HEX_FRAGMENT = re.compile(r"^(?=[0-9a-f-]*\d)[0-9a-f][0-9a-f-]{3,35}$")
_IBAN_START = re.compile(r"^[a-z]{2}\d{2}[a-z0-9]*$")
_ISO_DAY = re.compile(r"^(\d{4})-(\d{1,2})-(\d{1,2})$")
_DMY = re.compile(r"^(\d{1,2})[/.\-](\d{1,2})[/.\-](\d{4})$")
MIN_CODE = 4  # an id or IBAN fragment shorter than this matches too much to mean anything


@dataclass(frozen=True)
class AmountGuess:
    minor: int
    currency: str | None = None


@dataclass(frozen=True)
class SearchQuery:
    raw: str
    text: str  # folded, one space between words
    words: tuple[str, ...]
    compact: str  # letters and digits only, folded
    amount: AmountGuess | None = None
    day: date | None = None
    uuid: str | None = None  # a whole UUID, lower case
    id_fragment: str | None = None  # part of a UUID (hex, a digit among them, 4 or more)
    iban_fragment: str | None = None  # compact, upper case: "ES9121", "21000418"

    @property
    def empty(self) -> bool:
        return not self.words and not self.compact

    @property
    def recognised(self) -> bool:
        """The whole text is an amount, a day or an id (no words left to match)."""
        return any((self.amount, self.day, self.uuid))


def parse_query(raw: str, language: str) -> SearchQuery:
    """Everything the text could name, in ``language`` ('en' or 'es')."""
    stripped = raw.strip()
    text = fold(stripped)
    code = compact(stripped)
    lowered = stripped.lower()
    uuid = lowered if _UUID.match(lowered) else None
    day = read_day(stripped, language)
    fragment = lowered if uuid is None and day is None and _HEX_FRAGMENT.match(lowered) else None
    iban = None
    if len(code) >= MIN_CODE and (_IBAN_START.match(code) or code.isdigit()):
        iban = code.upper()
    return SearchQuery(
        raw=raw,
        text=text,
        words=words(text),
        compact=code,
        amount=read_amount(stripped, language),
        day=day,
        uuid=uuid,
        id_fragment=fragment,
        iban_fragment=iban,
    )


def read_amount(text: str, language: str) -> AmountGuess | None:
    """'1.250,50' (es), '1,250.50' (en), '1250.5 EUR', '€12,50' -> minor units and currency."""
    cleaned = text.strip()
    currency: str | None = None
    for symbol, code in _SYMBOLS.items():
        if cleaned.startswith(symbol) or cleaned.endswith(symbol):
            cleaned, currency = cleaned.strip(symbol).strip(), code
            break
    match = _WITH_CODE.match(cleaned)
    if match is None:
        return None
    before, figure, after = match.groups()
    codes = [c.upper() for c in (before, after) if c]
    if len(codes) > 1 or (codes and currency is not None):
        return None
    if codes:
        if codes[0] not in _CURRENCIES:
            return None
        currency = codes[0]
    figure = figure.strip()
    if not _FIGURE.match(figure) or figure.startswith(("+", "-")):
        return None
    other = "en" if language == "es" else "es"
    for reading in (language, other):  # the UI's way first; the other when it cannot be it
        try:
            minor = parse_amount_in(figure, reading)
        except ValueError:
            continue
        return AmountGuess(minor, currency) if minor > 0 else None
    return None


def read_day(text: str, language: str) -> date | None:
    """'2026-11-23', or day/month/year in the language's order ('23/11/2026' in Spanish)."""
    cleaned = text.strip()
    iso = _ISO_DAY.match(cleaned)
    if iso:
        return _day(int(iso[1]), int(iso[2]), int(iso[3]))
    parts = _DMY.match(cleaned)
    if parts is None:
        return None
    first, second, year = int(parts[1]), int(parts[2]), int(parts[3])
    day_first = language == "es"
    orders = ((second, first), (first, second)) if day_first else ((first, second), (second, first))
    for month, day in orders:
        found = _day(year, month, day)
        if found is not None:
            return found
    return None


def _day(year: int, month: int, day: int) -> date | None:
    try:
        return date(year, month, day)
    except ValueError:
        return None
