"""Fields of an identity card read by OCR: the printed labels ("APELLIDOS / SURNAME" ...) find
the values, and the machine-readable zone's check digits decide between OCR's readings of them.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import date

from rapidfuzz import fuzz

from app.services.evidence import mrz
from app.services.evidence.model import Box, FieldKey, Found, Source, TextLine
from app.services.evidence.normalise import parse_date, plain

# What each printed label says (bilingual, as the cards print them), normalised.
LABELS: dict[str, tuple[str, ...]] = {
    "surnames": ("apellidos surname", "apellidos", "surname"),
    "given": ("nombre given names", "nombres", "given names"),
    "born": ("fecha de nacimiento date of birth", "date of birth", "fecha de nacimiento"),
    "number": ("num documento document no", "document no", "numero de documento"),
    "issued": ("expedicion issued", "fecha de expedicion", "date of issue"),
    "expires": ("valido hasta expiry", "fecha de vencimiento", "date of expiry"),
    "sex": ("sexo sex",),
}
# The issuing state named in the card's heading, when the zone cannot be read.
STATES = {
    "colombia": "CO",
    "mexic": "MX",
    "espana": "ES",
    "argentin": "AR",
    "chile": "CL",
    "peru": "PE",
    "ecuador": "EC",
    "uruguay": "UY",
    "paraguay": "PY",
    "bolivia": "BO",
    "venezuela": "VE",
    "brasil": "BR",
}


def label_of(text: str) -> str | None:
    """Which label a line is (OCR's "HOMBRE  GIVEN NAMES" and "UALIDO HASTA" included), or
    None for a value."""
    line = plain(text)
    if not line or len(line) < 3:
        return None
    best: tuple[float, str] | None = None
    for name, aliases in LABELS.items():
        for alias in aliases:
            if len(line) > len(alias) + 8:
                continue
            score = fuzz.ratio(alias, line)
            if len(line) >= 0.6 * len(alias):
                score = max(score, fuzz.partial_ratio(alias, line) if len(alias) > 8 else 0)
            if score >= 85 and (best is None or score > best[0]):
                best = (score, name)
    return best[1] if best else None


def _fits(kind: str, text: str) -> bool:
    packed = re.sub(r"\s+", "", text)
    if kind in ("surnames", "given"):
        letters = sum(ch.isalpha() for ch in packed)
        return letters >= 2 and letters >= 0.8 * len(packed)
    if kind in ("born", "issued", "expires"):
        return len(_date_digits(text)) == 8
    if kind == "number":
        return len(packed) >= 5 and sum(ch.isdigit() for ch in packed) >= 3
    return len(packed) == 1


def _date_digits(text: str) -> str:
    mapped = "".join(mrz._DIGIT_FOR.get(ch, ch) for ch in text.upper())
    return "".join(ch for ch in mapped if ch.isdigit())


def _values(lines: Sequence[TextLine]) -> dict[str, TextLine]:
    """Each label's value: the line below it (by its box when there is one), else the next
    line in reading order that looks like that kind of value, else the one before."""
    labels = [label_of(line.text) for line in lines]
    used: set[int] = set()
    out: dict[str, TextLine] = {}
    for index, kind in enumerate(labels):
        if kind is None or kind in out:
            continue
        order = [*range(index + 1, min(len(lines), index + 5)), *range(index - 1, index - 3, -1)]
        below = _below(lines, index, labels)
        for other in [*below, *order]:
            free = 0 <= other < len(lines) and other not in used and labels[other] is None
            if free and _fits(kind, lines[other].text):
                out[kind] = lines[other]
                used.add(other)
                break
    return out


def _below(lines: Sequence[TextLine], index: int, labels: Sequence[str | None]) -> list[int]:
    """Lines just under the label's box and starting near its left edge, nearest first."""
    box = lines[index].box
    if box is None:
        return []
    near: list[tuple[float, int]] = []
    for other, line in enumerate(lines):
        if other == index or labels[other] is not None or line.box is None:
            continue
        if line.box.page != box.page or abs(line.box.left - box.left) > 0.05:
            continue
        gap = line.box.top - (box.top + box.height)
        if -0.01 <= gap <= 2.5 * max(box.height, 0.01):
            near.append((gap, other))
    return [other for _, other in sorted(near)]


def _fix_names(text: str) -> str:
    """OCR's U for V where Spanish writes V: a word that starts with U and a vowel
    ("UALERIA" -> "VALERIA")."""
    return re.sub(r"\bU(?=[AEIOUÁÉÍÓ])", "V", text.upper())


def _agreeing(printed: str, zone_name: str) -> str:
    """The printed name when the zone bears it out (it keeps accents), else the zone's."""
    return printed if printed and fuzz.ratio(plain(printed), plain(zone_name)) >= 80 else zone_name


def _dates(raw: str) -> list[str]:
    """Readings of a printed date (day, month, year), fewest changed digits first."""
    packed = _date_digits(raw)
    if len(packed) != 8:
        return []
    out: list[str] = []
    for variant in mrz.variants(packed, digits_only=True):
        iso = parse_date(variant)
        if iso and 1900 <= int(iso[:4]) <= 2100 and iso not in out:
            out.append(iso)
    return out


def _choose_date(raw: str | None, zone: mrz.Zone) -> str | None:
    readings = _dates(raw) if raw else []
    return mrz.choose([(iso, mrz.date_pattern(iso)) for iso in readings], zone)


def _choose_number(raw: str, zone: mrz.Zone) -> str:
    digits_only = sum(ch.isdigit() for ch in raw) >= 0.8 * sum(ch.isalnum() for ch in raw)
    readings = list(mrz.variants(raw.strip(), digits_only=digits_only))
    return mrz.choose([(r, mrz.number_pattern(r)) for r in readings], zone) or raw.strip()


def nationality(lines: Sequence[TextLine], zone: mrz.Zone) -> tuple[str, TextLine | None]:
    """The issuing state as ISO alpha-2, from the zone or else from the card's heading."""
    import pycountry  # on first use: 1.8 MiB that opening the workspace does not need

    code = zone.state()
    country = pycountry.countries.get(alpha_3=code) if len(code) == 3 else None
    if country is not None:
        row = next((line for line in lines if code in line.text.upper().replace(" ", "")), None)
        return country.alpha_2, row
    for line in lines[:6]:
        words = plain(line.text)
        for stem, alpha_2 in STATES.items():
            if stem in words:
                return alpha_2, line
    return "", None


def id_card_fields(
    lines: Sequence[TextLine],
    *,
    document_id: str,
    source: Source,
    subject: str = "",
    today: date | None = None,
) -> list[Found]:
    """What an identity card says: name, number, dates and issuing state."""
    zone = mrz.zone(line.text for line in lines)
    values = _values(lines)
    found: list[Found] = []

    def add(key: FieldKey, value: str, box: Box | None) -> None:
        found.append(Found(key, value, document_id, source, box, subject))

    def box_of(kind: str) -> Box | None:
        line = values.get(kind)
        return line.box if line else None

    names = zone.names()
    surnames = _fix_names(values["surnames"].text).strip() if "surnames" in values else ""
    given = _fix_names(values["given"].text).strip() if "given" in values else ""
    if names:  # the zone's names parsed whole: they overrule a printed line that disagrees
        surnames = _agreeing(surnames, names[0])
        given = _agreeing(given, names[1])
    if surnames or given:
        add(FieldKey.PERSON_NAME, " ".join(p for p in (given, surnames) if p), box_of("surnames"))
    if "number" in values:
        add(FieldKey.DOCUMENT_NUMBER, _choose_number(values["number"].text, zone), box_of("number"))
    zone_dates = zone.dates()
    born = _choose_date(values["born"].text if "born" in values else None, zone)
    if born is None and zone_dates:
        born = mrz.century(zone_dates[0], future=False, today=today)
    if born:
        add(FieldKey.DATE_OF_BIRTH, born, box_of("born"))
    expires = _choose_date(values["expires"].text if "expires" in values else None, zone)
    if expires is None and len(zone_dates) > 1:
        expires = mrz.century(zone_dates[1], future=True, today=today)
    if expires:
        add(FieldKey.EXPIRES, expires, box_of("expires"))
    issued = _issued(values["issued"].text if "issued" in values else "", expires)
    if issued:
        add(FieldKey.ISSUED, issued, box_of("issued"))
    state, row = nationality(lines, zone)
    if state:
        add(FieldKey.NATIONALITY, state, row.box if row else None)
    return found


def _issued(raw: str, expires: str | None) -> str | None:
    """The issue date has no check digit; among OCR's readings of it, one on the expiry's day
    and month (cards commonly run out on the day they were issued, years later) is preferred."""
    readings = _dates(raw)
    if expires:
        for iso in readings:
            if iso[4:] == expires[4:]:
                return iso
    return readings[0] if readings else None
