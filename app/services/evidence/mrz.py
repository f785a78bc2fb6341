"""The machine-readable zone of an identity card (ICAO 9303 TD1) as OCR reads it: its check
digits decide between readings of the printed fields, since OCR confuses 0 with 9 and 8, U
with V, S with 5.

OCR also drops or merges characters of the zone, so it is never parsed by position alone: a
candidate value is looked for in the zone's text (as its YYMMDD or number followed by its
check digit), either exactly or up to characters OCR confuses.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from datetime import date

# Characters OCR takes for one another on the cards' bitmap font and scans.
CONFUSED: tuple[frozenset[str], ...] = (
    frozenset("0O9 8DQ".replace(" ", "")),
    frozenset("8B"),
    frozenset("6G"),
    frozenset("5S"),
    frozenset("1IL7"),
    frozenset("2Z"),
    frozenset("UV"),
    frozenset("<KL"),
)
_DIGIT_FOR = {"O": "0", "D": "0", "Q": "0", "I": "1", "L": "1", "Z": "2", "S": "5", "G": "6"}
_DIGIT_FOR |= {"B": "8"}
_LETTER_FOR = {"0": "O", "1": "I", "5": "S", "8": "B", "2": "Z", "6": "G"}


def check_digit(text: str) -> str:
    """ICAO 9303's check digit: weights 7, 3, 1; letters A=10..Z=35; '<' is 0."""
    weights = (7, 3, 1)
    total = 0
    for index, ch in enumerate(text):
        value = int(ch) if ch.isdigit() else (ord(ch) - 55 if "A" <= ch <= "Z" else 0)
        total += value * weights[index % 3]
    return str(total % 10)


def confused(a: str, b: str) -> bool:
    """Whether OCR may have read ``b`` where ``a`` is written (or the other way)."""
    return a == b or any(a in group and b in group for group in CONFUSED)


def alternatives(ch: str, *, digits_only: bool) -> list[str]:
    out = sorted({c for group in CONFUSED if ch in group for c in group} - {ch})
    return [c for c in out if c.isdigit()] if digits_only else [c for c in out if c.isalnum()]


def variants(text: str, *, max_changes: int = 3, digits_only: bool = False) -> Iterator[str]:
    """``text`` and every reading of it that changes at most ``max_changes`` characters OCR
    confuses, fewest changes first. Characters that are not letters or digits stay."""
    spots = [
        i for i, ch in enumerate(text) if ch.isalnum() and alternatives(ch, digits_only=digits_only)
    ]
    yield text
    for count in range(1, max_changes + 1):
        for chosen in itertools.combinations(spots, count):
            options = [alternatives(text[i], digits_only=digits_only) for i in chosen]
            for picks in itertools.product(*options):
                chars = list(text)
                for i, pick in zip(chosen, picks, strict=True):
                    chars[i] = pick
                yield "".join(chars)


@dataclass(frozen=True)
class Zone:
    """The zone's lines as read: upper case, spaces out."""

    lines: tuple[str, ...]

    @property
    def text(self) -> str:
        return "".join(self.lines)

    def holds(self, pattern: str) -> int:
        """2 when ``pattern`` is in the zone as written, 1 when only up to confused characters,
        0 when not."""
        haystack = self.text
        if pattern in haystack:
            return 2
        width = len(pattern)
        for start in range(0, len(haystack) - width + 1):
            window = haystack[start : start + width]
            if all(confused(a, b) for a, b in zip(pattern, window, strict=True)):
                return 1
        return 0

    def state(self) -> str:
        """The issuing state's ICAO code ('' when unreadable): after "ID"/"I<" on line 1."""
        for line in self.lines:
            match = re.match(r"^[I1][A-Z0-9<]([A-Z0-9]{3})", line)
            if match:
                code = "".join(_LETTER_FOR.get(ch, ch) for ch in match.group(1))
                if code.isalpha():
                    return code
        return ""

    def names(self) -> tuple[str, str] | None:
        """(surnames, given names) from line 3: "SALAZAR<MEJIA<<RODRIGO<<<"."""
        for line in self.lines:
            match = re.match(r"^([A-Z]+(?:<[A-Z]+)*)<<([A-Z]+(?:<[A-Z]+)*)<*$", line)
            if match:
                return match.group(1).replace("<", " "), match.group(2).replace("<", " ")
        return None

    def dates(self) -> list[str]:
        """Each YYMMDD followed by its right check digit on a line of the zone, in order (on
        line 2 the birth date comes first, then the expiry)."""
        out: list[str] = []
        for line in self.lines:
            packed = "".join(_DIGIT_FOR.get(ch, ch) for ch in line)
            for start in range(0, len(packed) - 6):
                chunk = packed[start : start + 7]
                if chunk.isdigit() and check_digit(chunk[:6]) == chunk[6]:
                    out.append(chunk[:6])
            if out:
                return out
        return out


def zone(lines: Iterable[str]) -> Zone:
    """The lines that look like a machine-readable zone: long runs of capitals, digits and
    '<' (an OCR reading of "IDCOL102045678..." may come without its fillers)."""
    kept: list[str] = []
    for line in lines:
        packed = re.sub(r"\s+", "", line.upper())
        if len(packed) < 12 or not re.fullmatch(r"[A-Z0-9<«]+", packed):
            continue
        if "<" in packed or sum(ch.isdigit() for ch in packed) >= 8:
            kept.append(packed.replace("«", "<"))
    return Zone(tuple(kept))


def date_pattern(iso: str) -> str:
    """A date as the zone writes it with its check digit: 1979-05-14 -> "7905149"."""
    yymmdd = iso[2:4] + iso[5:7] + iso[8:10]
    return yymmdd + check_digit(yymmdd)


def number_pattern(number: str) -> str:
    """A document number as line 1 writes it: its first nine letters or digits, then the
    check digit."""
    packed = "".join(ch for ch in number.upper() if ch.isalnum())[:9].ljust(9, "<")
    return packed + check_digit(packed)


def choose(candidates: Sequence[tuple[str, str]], mrz: Zone) -> str | None:
    """The reading the zone bears out best: the first one found there as written, else the
    first found up to confused characters, else the first reading. ``candidates`` pairs each
    reading with its zone pattern, in order of preference (fewest changes first)."""
    near: str | None = None
    for candidate, pattern in candidates:
        score = mrz.holds(pattern)
        if score == 2:
            return candidate
        if score == 1 and near is None:
            near = candidate
    if near is not None:
        return near
    return candidates[0][0] if candidates else None


def century(yymmdd: str, *, future: bool, today: date | None = None) -> str | None:
    """An ISO date from the zone's YYMMDD: a birth date lies in the past, an expiry within
    the next 50 years."""
    year = today.year if today else date.today().year
    yy, mm, dd = int(yymmdd[:2]), int(yymmdd[2:4]), int(yymmdd[4:6])
    full = 2000 + yy
    if full > (year + 50 if future else year):
        full -= 100
    try:
        return date(full, mm, dd).isoformat()
    except ValueError:
        return None
