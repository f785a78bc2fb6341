"""Specimen identity cards as PNG: the holder's names, dates, number and a machine-readable
zone (ICAO 9303 TD1, with its check digits), marked MUESTRA / SPECIMEN. Fictional designs."""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from datetime import date

from sandbox.seed_files.png import Canvas, Color, Surface, text_width

CARD = (856, 540)  # ID-1 proportions (85.6 x 54 mm)
INK: Color = (34, 38, 46)
LABEL: Color = (92, 98, 110)
WHITE: Color = (255, 255, 255)
STAMP: Color = (178, 34, 52)


@dataclass(frozen=True)
class CardDesign:
    state: str  # ICAO code of the issuing state
    heading: tuple[str, str]
    background: Color
    band: Color


DESIGNS: dict[str, CardDesign] = {
    "ES": CardDesign(
        "ESP",
        ("REINO DE ESPAÑA", "DOCUMENTO NACIONAL DE IDENTIDAD"),
        (238, 228, 214),
        (150, 40, 50),
    ),
    "MX": CardDesign(
        "MEX",
        ("ESTADOS UNIDOS MEXICANOS", "CREDENCIAL DE IDENTIDAD"),
        (226, 238, 228),
        (24, 96, 72),
    ),
    "CO": CardDesign(
        "COL",
        ("REPÚBLICA DE COLOMBIA", "CÉDULA DE CIUDADANÍA"),
        (222, 233, 244),
        (28, 64, 128),
    ),
    "AR": CardDesign(
        "ARG",
        ("REPÚBLICA ARGENTINA", "DOCUMENTO NACIONAL DE IDENTIDAD"),
        (226, 238, 248),
        (60, 120, 170),
    ),
    "CL": CardDesign(
        "CHL", ("REPÚBLICA DE CHILE", "CÉDULA DE IDENTIDAD"), (234, 234, 244), (40, 52, 120)
    ),
    "PE": CardDesign(
        "PER",
        ("REPÚBLICA DEL PERÚ", "DOCUMENTO NACIONAL DE IDENTIDAD"),
        (242, 232, 230),
        (160, 40, 40),
    ),
}


@dataclass(frozen=True)
class CardHolder:
    given_names: str
    surnames: str
    sex: str  # F | M
    country: str  # ISO alpha-2 of the issuing state (a key of DESIGNS)
    document_number: str
    born: date
    issued: date
    expires: date


def id_card_png(holder: CardHolder, *, turned: bool = False) -> bytes:
    """The card's front; ``turned``: scanned a quarter turn clockwise on a grey page."""
    width, height = CARD
    if turned:
        canvas = Canvas(700, 1000, (206, 206, 200))
        canvas.fill(0, 0, 700, 14, (150, 150, 146))  # the scanner lid's shadow
        surface = Surface(
            canvas, width, height, left=(700 - height) // 2, top=(1000 - width) // 2, turned=True
        )
    else:
        canvas = Canvas(width, height, WHITE)
        surface = Surface(canvas, width, height)
    draw_card(surface, holder)
    return canvas.png()


def draw_card(card: Surface, holder: CardHolder) -> None:
    design = DESIGNS[holder.country]
    width, height = card.width, card.height
    card.fill(0, 0, width, height, design.background)
    card.fill(0, 0, width, 78, design.band)
    card.text(36, 14, design.heading[0], 3, WHITE)
    card.text(36, 50, design.heading[1], 2, WHITE)
    stamp = "MUESTRA / SPECIMEN"
    card.text(width - 36 - text_width(stamp, 2), 50, stamp, 2, (255, 214, 214))
    # The photo: a silhouette on grey.
    card.fill(36, 100, 210, 262, (196, 200, 206))
    card.ellipse(141, 190, 52, 64, (120, 126, 136))
    card.ellipse(141, 352, 92, 66, (120, 126, 136))
    card.fill(36, 362, 210, 60, design.background)
    x = 280
    rows = (
        ("APELLIDOS / SURNAME", holder.surnames),
        ("NOMBRE / GIVEN NAMES", holder.given_names),
        ("FECHA DE NACIMIENTO / DATE OF BIRTH", _day(holder.born)),
        ("NÚM. DOCUMENTO / DOCUMENT NO.", holder.document_number),
    )
    y = 96
    for label, value in rows:
        card.text(x, y, label, 2, LABEL)
        card.text(x, y + 22, value, 3, INK)
        y += 56
    card.text(x, y, "SEXO / SEX", 2, LABEL)
    card.text(x, y + 22, holder.sex, 3, INK)
    card.text(x + 170, y, "EXPEDICIÓN / ISSUED", 2, LABEL)
    card.text(x + 170, y + 22, _day(holder.issued), 3, INK)
    y += 56
    card.text(x, y, "VÁLIDO HASTA / EXPIRY", 2, LABEL)
    card.text(x, y + 22, _day(holder.expires), 3, INK)
    card.fill(0, 428, width, 112, (248, 248, 244))
    for index, line in enumerate(mrz(holder)):
        card.text(36, 438 + index * 32, line, 3, INK)
    card.frame(0, 0, width, height, design.band, 4)


def _day(moment: date) -> str:
    return moment.strftime("%d %m %Y")


def mrz(holder: CardHolder) -> tuple[str, str, str]:
    """The three 30-character lines of a TD1 machine-readable zone."""
    state = DESIGNS[holder.country].state
    number = "".join(ch for ch in _mrz_text(holder.document_number) if ch != "<")
    number = number[:9].ljust(9, "<")
    line1 = f"ID{state}{number}{check_digit(number)}".ljust(30, "<")
    born, expires = holder.born.strftime("%y%m%d"), holder.expires.strftime("%y%m%d")
    line2 = f"{born}{check_digit(born)}{holder.sex}{expires}{check_digit(expires)}{state}".ljust(
        29, "<"
    )
    line2 += check_digit(line1[5:30] + line2[0:7] + line2[8:15] + line2[18:29])
    names = f"{_mrz_text(holder.surnames)}<<{_mrz_text(holder.given_names)}"
    return line1, line2, names[:30].ljust(30, "<")


def check_digit(text: str) -> str:
    weights = (7, 3, 1)
    total = 0
    for index, ch in enumerate(text):
        value = int(ch) if ch.isdigit() else (ord(ch) - 55 if ch.isalpha() else 0)
        total += value * weights[index % 3]
    return str(total % 10)


def _mrz_text(text: str) -> str:
    plain = "".join(
        ch for ch in unicodedata.normalize("NFKD", text.upper()) if not unicodedata.combining(ch)
    )
    return "".join(ch if ch.isalnum() and ch.isascii() else "<" for ch in plain)
