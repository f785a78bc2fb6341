"""Fields of a company's papers (certificate of incorporation, articles, a utility bill), read
from their lines by the labels Spanish registries and utilities print ("Razón social",
"Forma jurídica", "NIT", "Domicilio social", "Titular", "Fecha de emisión" ...).

Labels are matched after normalisation and fuzzily, since a scanned certificate comes through
OCR ("Razon sociaI"); lines OCR returns as separate boxes on one row are joined first.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from decimal import Decimal, InvalidOperation

from rapidfuzz import fuzz

from app.services.evidence.model import Box, FieldKey, Found, OwnerShare, Source, TextLine
from app.services.evidence.normalise import find_date, month_period, plain

LABELS: tuple[tuple[str, str], ...] = (  # (normalised label, what it names), longest first
    ("direccion de suministro", FieldKey.ADDRESS),
    ("fecha de constitucion", FieldKey.INCORPORATED),
    ("date of incorporation", FieldKey.INCORPORATED),
    ("periodo de facturacion", "period"),
    ("denominacion social", FieldKey.COMPANY_NAME),
    ("nombre de la sociedad", FieldKey.COMPANY_NAME),
    ("registration number", FieldKey.REGISTRATION_NUMBER),
    ("matricula mercantil", FieldKey.REGISTRATION_NUMBER),
    ("numero de registro", FieldKey.REGISTRATION_NUMBER),
    ("numero de sociedad", FieldKey.REGISTRATION_NUMBER),
    ("registered office", FieldKey.ADDRESS),
    ("fecha de emision", FieldKey.BILL_DATE),
    ("fecha de factura", FieldKey.BILL_DATE),
    ("domicilio social", FieldKey.ADDRESS),
    ("forma juridica", FieldKey.LEGAL_FORM),
    ("tipo de sociedad", FieldKey.LEGAL_FORM),
    ("company number", FieldKey.REGISTRATION_NUMBER),
    ("company name", FieldKey.COMPANY_NAME),
    ("razon social", FieldKey.COMPANY_NAME),
    ("legal form", FieldKey.LEGAL_FORM),
    ("inscripcion", FieldKey.REGISTRATION_NUMBER),
    ("direccion", FieldKey.ADDRESS),
    ("domicilio", FieldKey.ADDRESS),
    ("titular", FieldKey.COMPANY_NAME),
    ("address", FieldKey.ADDRESS),
)
# Labels of rows that name no field here: a wrapped value never runs into them.
OTHER_LABELS = (
    "duracion",
    "estado",
    "capital suscrito y pagado",
    "numero de acciones",
    "numero de cliente",
    "consumo del periodo",
    "total a pagar",
    "objeto social",
)
TAX_LABELS = frozenset(
    [
        "NIT",
        "RFC",
        "NIF",
        "CIF",
        "CUIT",
        "CUIL",
        "RUT",
        "RUC",
        "CNPJ",
        "BR",
        "EIN",
        "VAT",
        "TIN",
        "NIE",
        "RTN",
        "RIF",
    ]
)
SHAREHOLDING = ("composicion accionaria", "socio documento participacion", "shareholders")
OWNER_DOCUMENT = re.compile(
    r"\b(C\.?\s?C\.?|C\.?\s?I\.?|C\.?\s?E\.?|INE|CURP|DNI|NIE|NIF|RUT|CUIT|CUIL|HKID|"
    r"CPF|RG|SSN|TIN|Pasaporte|Passport|Doc\.)\s*[A-Z0-9][A-Z0-9.\-()]*",
    re.IGNORECASE,
)
PERCENT = re.compile(r"(\d{1,3}(?:[.,]\d+)?)\s*%\s*$")

Label = tuple[str, str]  # (the field it names or "period"/"other", the value after it)


def split_label(text: str) -> Label | None:
    """The label a line starts with and what follows it, tolerating OCR noise in the label
    (its first words are compared with each label, fuzzily, after normalisation)."""
    words = text.split()
    if not words:
        return None
    head = re.sub(r"[^A-Za-z]", "", words[0]).upper()
    if head in TAX_LABELS and len(words) > 1 and any(ch.isdigit() for ch in text):
        return FieldKey.TAX_ID, text.strip()
    for label, key in (*LABELS, *((other, "other") for other in OTHER_LABELS)):
        count = len(label.split())
        for taken in {count, count - 1, count + 1} - {0}:
            if taken > len(words):
                continue
            candidate = plain(" ".join(words[:taken]))
            score = fuzz.ratio(label, candidate) if candidate else 0
            # the first letter agrees unless the rest is nearly exact: "El domicilio social se
            # fija en ..." is a sentence, not the label "Domicilio social"
            if score >= 95 or (score >= 85 and _initial(candidate) == _initial(label)):
                return key, " ".join(words[taken:])
    return None


def _initial(text: str) -> str:
    """A word's first letter as OCR may give it (l or 1 for I, 0 for O, 5 for S)."""
    first = text[:1]
    return {"l": "i", "1": "i", "0": "o", "5": "s"}.get(first, first)


def rows(lines: Sequence[TextLine]) -> list[TextLine]:
    """Lines on one row of a page joined left to right (OCR returns a label and its value as
    two boxes); lines without a box stay as they are."""
    out: list[TextLine] = []
    for line in lines:
        last = out[-1] if out else None
        if (
            last is not None
            and last.box is not None
            and line.box is not None
            and _same_row(last.box, line.box)
        ):
            first, second = (last, line) if last.box.left <= line.box.left else (line, last)
            out[-1] = TextLine(f"{first.text} {second.text}", _union(last.box, line.box))
        else:
            out.append(line)
    return out


def _same_row(a: Box, b: Box) -> bool:
    if a.page != b.page:
        return False
    overlap = min(a.top + a.height, b.top + b.height) - max(a.top, b.top)
    return overlap > 0.5 * min(a.height, b.height)


def _union(a: Box, b: Box) -> Box:
    left, top = min(a.left, b.left), min(a.top, b.top)
    right = max(a.left + a.width, b.left + b.width)
    bottom = max(a.top + a.height, b.top + b.height)
    return Box(a.page, left, top, right - left, bottom - top)


def _continues(value: str, following: TextLine | None) -> bool:
    """Whether a wrapped value goes on in the next line ("..., Ciudad de" / "México")."""
    if following is None or split_label(following.text) is not None:
        return False
    if len(following.text.split()) > 4 or any(ch.isdigit() for ch in following.text):
        return False
    return value.rstrip().endswith(",") or plain(value).split()[-1:] in (["de"], ["del"])


def company_fields(lines: Sequence[TextLine], *, document_id: str, source: Source) -> list[Found]:
    """The business's fields found in a company paper or a bill: the first of each kind."""
    joined = rows(lines)
    found: dict[str, Found] = {}
    period: Found | None = None
    for index, line in enumerate(joined):
        labelled = split_label(line.text)
        if labelled is None:
            _sentences(joined, index, document_id, source, found)
            continue
        key, value = labelled
        box = line.box
        following = joined[index + 1] if index + 1 < len(joined) else None
        if not value.strip() and following is not None and split_label(following.text) is None:
            value, box = following.text, following.box  # the label alone on its line
        elif _continues(value, following) and following is not None:
            value = f"{value} {following.text}"
        value = value.strip()
        if key == "other" or not value:
            continue
        if key == "period":
            iso = month_period(value) or find_date(value)
            if iso and period is None:
                period = Found(FieldKey.BILL_DATE, iso, document_id, source, box)
            continue
        if key in (FieldKey.INCORPORATED, FieldKey.BILL_DATE):
            iso = find_date(value)
            if iso is None:
                continue
            value = iso
        if key not in found:
            found[key] = Found(FieldKey(key), value, document_id, source, box)
    if FieldKey.BILL_DATE not in found and period is not None:
        found[FieldKey.BILL_DATE] = period
    return list(found.values())


def _sentences(
    lines: Sequence[TextLine],
    index: int,
    document_id: str,
    source: Source,
    found: dict[str, Found],
) -> None:
    """The articles' own wording: "La sociedad se denomina X, Forma." and "El domicilio social
    se fija en Y." (a sentence may wrap onto the next line)."""
    text = lines[index].text
    if index + 1 < len(lines) and not text.rstrip().endswith("."):
        text = f"{text} {lines[index + 1].text}"
    box = lines[index].box
    named = re.search(r"se denomina\s+(.+?),\s*(.+?)\.(?:\s|$)", text, re.IGNORECASE)
    if named:
        found.setdefault(
            FieldKey.COMPANY_NAME,
            Found(FieldKey.COMPANY_NAME, named.group(1).strip(), document_id, source, box),
        )
        found.setdefault(
            FieldKey.LEGAL_FORM,
            Found(FieldKey.LEGAL_FORM, named.group(2).strip(), document_id, source, box),
        )
    seat = re.search(r"domicilio social se fija en\s+(.+?)\.?$", text, re.IGNORECASE)
    if seat:
        found.setdefault(
            FieldKey.ADDRESS,
            Found(FieldKey.ADDRESS, seat.group(1).strip(), document_id, source, box),
        )


def owner_shares(
    lines: Sequence[TextLine], *, document_id: str, source: Source
) -> list[OwnerShare]:
    """The certificate's shareholding table: a row per owner, "Name  C.C. 1.020.456.789  40 %"
    (OCR may split a row into its cells; they are joined until the percentage)."""
    joined = rows(lines)
    start = next(
        (
            i
            for i, line in enumerate(joined)
            if any(fuzz.partial_ratio(h, plain(line.text)) >= 90 for h in SHAREHOLDING)
        ),
        None,
    )
    if start is None:
        return []
    owners: list[OwnerShare] = []
    buffer: list[TextLine] = []
    for line in joined[start + 1 :]:
        if any(fuzz.ratio(h, plain(line.text)) >= 85 for h in SHAREHOLDING):
            continue  # the table's header, when it is its own row
        buffer.append(line)
        text = " ".join(part.text for part in buffer)
        percent = PERCENT.search(text)
        if percent is None:
            if len(buffer) >= 3:
                break
            continue
        owner = _owner(text[: percent.start()], percent.group(1), buffer, document_id, source)
        if owner is None:
            break
        owners.append(owner)
        buffer = []
    return owners


def _owner(
    text: str, percent: str, cells: Sequence[TextLine], document_id: str, source: Source
) -> OwnerShare | None:
    document = OWNER_DOCUMENT.search(text)
    if document is None:  # no document label: a trailing word holding digits
        document = re.search(r"\S*\d\S*\s*$", text)
    name = (text[: document.start()] if document else text).strip(" ,;·")
    if not name or not any(ch.isalpha() for ch in name):
        return None
    try:
        share = Decimal(percent.replace(",", "."))
    except InvalidOperation:
        share = None
    boxes = [cell.box for cell in cells if cell.box is not None]
    box = boxes[0] if boxes else None
    for other in boxes[1:]:
        box = _union(box, other) if box is not None and other.page == box.page else box
    written = document.group().strip() if document else ""
    return OwnerShare(name, share, written, source, document_id, box)
