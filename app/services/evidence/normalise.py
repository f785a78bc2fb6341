"""Text made comparable: accents, case, punctuation and spacing taken out, identifiers reduced
to their characters, dates written in any of the ways papers write them turned into ISO.

Each reduction can also say where each kept character came from (``keyed``), so a difference
found between two reduced forms is shown on the text as written.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from datetime import date

MONTHS = {
    "enero": 1,
    "febrero": 2,
    "marzo": 3,
    "abril": 4,
    "mayo": 5,
    "junio": 6,
    "julio": 7,
    "agosto": 8,
    "septiembre": 9,
    "setiembre": 9,
    "octubre": 10,
    "noviembre": 11,
    "diciembre": 12,
    "january": 1,
    "february": 2,
    "march": 3,
    "april": 4,
    "may": 5,
    "june": 6,
    "july": 7,
    "august": 8,
    "september": 9,
    "october": 10,
    "november": 11,
    "december": 12,
}


def fold(ch: str) -> str:
    """One character without its accents, case-folded ('' for a lone combining mark)."""
    return "".join(
        c for c in unicodedata.normalize("NFKD", ch) if not unicodedata.combining(c)
    ).casefold()


def keyed(text: str, keep: Callable[[str], bool]) -> tuple[str, tuple[int, ...]]:
    """The folded characters of ``text`` that ``keep`` accepts, and for each the index in
    ``text`` it came from."""
    out: list[str] = []
    where: list[int] = []
    for index, ch in enumerate(text):
        for folded in fold(ch):
            if keep(folded):
                out.append(folded)
                where.append(index)
    return "".join(out), tuple(where)


def plain(text: str) -> str:
    """Words only: no accents, case, punctuation or extra spacing ("Logística,  SAS" ->
    "logistica sas")."""
    folded = "".join(fold(ch) for ch in text)
    return " ".join(re.sub(r"[^\w]+", " ", folded).replace("_", " ").split())


def digits(text: str) -> str:
    return "".join(ch for ch in text if ch.isdigit() and ch.isascii())


def alnum(text: str) -> str:
    """An identifier's characters: letters and digits, accents and case folded."""
    return keyed(text, _is_alnum)[0]


def _is_alnum(ch: str) -> bool:
    return ch.isascii() and ch.isalnum()


def identifier_core(text: str) -> int:
    """Where the number itself starts in a written identifier: at the first word holding a
    digit ("NIT 901.234.567-1" -> at "901", "Matrícula mercantil 03.456.789" -> at "03",
    "INE SAMR820913" -> at "SAMR"); 0 when no word holds one."""
    for match in re.finditer(r"\S+", text):
        if any(ch.isdigit() for ch in match.group()):
            return match.start()
    return 0


def identifier_key(text: str) -> tuple[str, tuple[int, ...]]:
    """An identifier reduced for comparison (its label dropped, letters and digits only), with
    the index in ``text`` of each kept character."""
    start = identifier_core(text)
    key, where = keyed(text[start:], _is_alnum)
    return key.upper(), tuple(start + index for index in where)


_NUMERIC = re.compile(r"^\s*(\d{1,4})\s*[./\- ]\s*(\d{1,2})\s*[./\- ]\s*(\d{1,4})\s*$")
_WORDS = re.compile(r"^(\d{1,2}) (?:de )?([a-z]+) (?:de |del )?(\d{4})$")  # on plain() text
_COMPACT = re.compile(r"^\s*(\d{2})(\d{2})(\d{4})\s*$")


def parse_date(text: str) -> str | None:
    """A date as papers write it, in ISO ("YYYY-MM-DD"), or None when it is not one.

    Accepted: "14 03 2025", "14.03.2025", "14/03/2025", "14-03-2025", "2025-03-14",
    "14032025", "14 de marzo de 2025", "14 marzo 2025" (day first, as Spanish papers write)."""
    numeric = _NUMERIC.match(text)
    if numeric:
        first, second, third = numeric.groups()
        if len(first) == 4:
            return _iso(int(first), int(second), int(third))
        if len(third) == 4:
            return _iso(int(third), int(second), int(first))
        return None
    compact = _COMPACT.match(text)
    if compact:
        day, month, year = compact.groups()
        return _iso(int(year), int(month), int(day))
    words = _WORDS.match(plain(text))
    if words:
        day, month_name, year = words.groups()
        month = MONTHS.get(month_name)
        return _iso(int(year), month, int(day)) if month else None
    return None


def month_period(text: str) -> str | None:
    """The first day of a month written in words ("septiembre de 2026" -> "2026-09-01")."""
    match = re.match(r"^\s*([a-z]+)\s*(?:de\s+|del\s+)?(\d{4})\s*$", plain(text))
    if not match or match.group(1) not in MONTHS:
        return None
    return _iso(int(match.group(2)), MONTHS[match.group(1)], 1)


def find_date(text: str) -> str | None:
    """The first date written anywhere in a line of text, in ISO."""
    folded = plain(text)
    for match in re.finditer(r"\d{1,2} de [a-z]+ de \d{4}", folded):
        found = parse_date(match.group())
        if found:
            return found
    for match in re.finditer(r"\d{1,4}[./\- ]\d{1,2}[./\- ]\d{2,4}|\b\d{8}\b", text):
        found = parse_date(match.group())
        if found:
            return found
    return None


def _iso(year: int, month: int, day: int) -> str | None:
    try:
        return date(year, month, day).isoformat()
    except ValueError:
        return None
