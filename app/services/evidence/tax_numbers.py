"""Which country's check a tax or registration number answers to, and whether it passes.

A declared tax id is written "LABEL number" ("NIT 901.234.567-1", "RFC MVE170512K42",
"CUIT 30-71234567-1"); the label names the scheme, and the business's country (when known)
chooses between schemes that share a label (RUT is Chile's or Uruguay's, RUC Peru's, Ecuador's
or Paraguay's). The check itself is python-stdnum's.

Covered (``COVERED_COUNTRIES``): Argentina (CUIT/CUIL, DNI), Brazil (CNPJ, CPF), Chile (RUT/RUN),
Colombia (NIT), Ecuador (RUC), Guatemala (NIT), Mexico (RFC, check digit included), Paraguay
(RUC), Peru (RUC), Portugal (NIF), Spain (NIF, CIF, NIE), United States (EIN), Uruguay (RUT),
Venezuela (RIF). A label or country outside that list is "not checked": never flagged, and
said so (``NumberCheck.status``) so a reviewer knows no check ran. Registration numbers are
checked only where the registry number is the tax number (Argentina, Brazil, Chile, Ecuador,
Paraguay, Peru, Uruguay) or where the number carries one of the labels above; Colombia's
matrícula mercantil, Mexico's folio mercantil, Spain's tomo/folio/hoja and Hong Kong's
registration carry no check digit.
"""

from __future__ import annotations

import importlib
import re
import unicodedata
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from stdnum.exceptions import (
    InvalidChecksum,
    InvalidComponent,
    InvalidFormat,
    InvalidLength,
    ValidationError,
)


@dataclass(frozen=True)
class Scheme:
    label: str  # as a person writes it: NIT, RFC, CUIT ...
    country: str  # ISO 3166 alpha-2
    module: str  # python-stdnum module
    options: tuple[tuple[str, Any], ...] = ()  # keyword arguments of its validate()


_RFC = Scheme("RFC", "MX", "stdnum.mx.rfc", (("validate_check_digits", True),))

# label (upper case, no dots) -> the schemes that use it, the most common first
SCHEMES_BY_LABEL: dict[str, tuple[Scheme, ...]] = {
    "NIT": (Scheme("NIT", "CO", "stdnum.co.nit"), Scheme("NIT", "GT", "stdnum.gt.nit")),
    "RFC": (_RFC,),
    "CUIT": (Scheme("CUIT", "AR", "stdnum.ar.cuit"),),
    "CUIL": (Scheme("CUIL", "AR", "stdnum.ar.cuit"),),
    "RUT": (Scheme("RUT", "CL", "stdnum.cl.rut"), Scheme("RUT", "UY", "stdnum.uy.rut")),
    "RUN": (Scheme("RUN", "CL", "stdnum.cl.rut"),),
    "RUC": (
        Scheme("RUC", "PE", "stdnum.pe.ruc"),
        Scheme("RUC", "EC", "stdnum.ec.ruc"),
        Scheme("RUC", "PY", "stdnum.py.ruc"),
    ),
    "CNPJ": (Scheme("CNPJ", "BR", "stdnum.br.cnpj"),),
    "CPF": (Scheme("CPF", "BR", "stdnum.br.cpf"),),
    "NIF": (Scheme("NIF", "ES", "stdnum.es.nif"), Scheme("NIF", "PT", "stdnum.pt.nif")),
    "CIF": (Scheme("CIF", "ES", "stdnum.es.cif"),),
    "NIE": (Scheme("NIE", "ES", "stdnum.es.nie"),),
    "EIN": (Scheme("EIN", "US", "stdnum.us.ein"),),
    "RIF": (Scheme("RIF", "VE", "stdnum.ve.rif"),),
    "DNI": (Scheme("DNI", "ES", "stdnum.es.dni"), Scheme("DNI", "AR", "stdnum.ar.dni")),
}

# a business's tax number when the label is missing, by country
TAX_SCHEME_BY_COUNTRY: dict[str, Scheme] = {
    "AR": SCHEMES_BY_LABEL["CUIT"][0],
    "BR": SCHEMES_BY_LABEL["CNPJ"][0],
    "CL": SCHEMES_BY_LABEL["RUT"][0],
    "CO": SCHEMES_BY_LABEL["NIT"][0],
    "EC": SCHEMES_BY_LABEL["RUC"][1],
    "ES": SCHEMES_BY_LABEL["NIF"][0],
    "GT": SCHEMES_BY_LABEL["NIT"][1],
    "MX": _RFC,
    "PE": SCHEMES_BY_LABEL["RUC"][0],
    "PT": SCHEMES_BY_LABEL["NIF"][1],
    "PY": SCHEMES_BY_LABEL["RUC"][2],
    "US": SCHEMES_BY_LABEL["EIN"][0],
    "UY": SCHEMES_BY_LABEL["RUT"][1],
    "VE": SCHEMES_BY_LABEL["RIF"][0],
}

# countries whose company registry number is the tax number (so it has a check digit)
REGISTRATION_SCHEME_BY_COUNTRY: dict[str, Scheme] = {
    country: TAX_SCHEME_BY_COUNTRY[country]
    for country in ("AR", "BR", "CL", "EC", "PE", "PY", "UY")
}

COVERED_COUNTRIES: tuple[str, ...] = tuple(sorted(TAX_SCHEME_BY_COUNTRY))


class CheckStatus(StrEnum):
    VALID = "valid"
    INVALID = "invalid"
    NOT_CHECKED = "not_checked"  # no scheme known for this label or country


class Problem(StrEnum):
    NONE = ""
    CHECKSUM = "checksum"  # the check digit is wrong
    LENGTH = "length"  # too many or too few characters for the scheme
    FORMAT = "format"  # characters or parts the scheme does not allow


@dataclass(frozen=True)
class NumberCheck:
    """One number judged against its scheme; ``scheme``/``country`` empty when not checked."""

    text: str  # as written ("NIT 901.234.567-1")
    label: str
    number: str  # without the label
    status: CheckStatus
    scheme: str = ""
    country: str = ""
    problem: Problem = Problem.NONE

    @property
    def compact(self) -> str:
        """The number's letters and digits only, upper case (stable for keys)."""
        return re.sub(r"[^0-9A-Z]", "", _fold(self.number).upper())


_LABEL = re.compile(r"^\s*([A-Za-z][A-Za-z.]{0,6})[\s:#]+(\S.*)$")


def _fold(text: str) -> str:
    return "".join(
        ch for ch in unicodedata.normalize("NFKD", text) if not unicodedata.combining(ch)
    )


def split_label(text: str) -> tuple[str, str]:
    """("NIT", "901.234.567-1") from "NIT 901.234.567-1"; ("", text) when no label leads.
    A label is a word of letters set apart from a number that follows it (an RFC starts with
    letters itself: "MVE170512K42" has no label)."""
    match = _LABEL.match(text)
    if match and re.search(r"\d", match.group(2)):
        return match.group(1).replace(".", "").upper(), match.group(2).strip()
    return "", text.strip()


def _judge(scheme: Scheme, number: str) -> Problem:
    module = importlib.import_module(scheme.module)
    try:
        module.validate(number, **dict(scheme.options))
    except InvalidChecksum:
        return Problem.CHECKSUM
    except InvalidLength:
        return Problem.LENGTH
    except (InvalidFormat, InvalidComponent):
        return Problem.FORMAT
    except ValidationError:
        return Problem.FORMAT
    return Problem.NONE


def _candidates(label: str, country: str, *, registration: bool) -> tuple[Scheme, ...]:
    if label in SCHEMES_BY_LABEL:
        schemes = SCHEMES_BY_LABEL[label]
        chosen = tuple(s for s in schemes if s.country == country)
        return chosen or schemes
    if label:
        return ()  # a label no scheme knows ("BR" in Hong Kong): not checked
    table = REGISTRATION_SCHEME_BY_COUNTRY if registration else TAX_SCHEME_BY_COUNTRY
    return (table[country],) if country in table else ()


def check_number(text: str, *, country: str = "", registration: bool = False) -> NumberCheck:
    """Judge ``text`` ("LABEL number" or a bare number) by its label, else by ``country``.

    Among several schemes sharing a label (and no country to choose), a number valid under
    one of them passes (a reviewer sees which, ``scheme``/``country``); otherwise the first
    whose format it fits (a checksum failure) is reported, else the most common scheme's.
    """
    label, number = split_label(text)
    schemes = _candidates(label, country.upper(), registration=registration)
    if not schemes or not re.search(r"\d", number):
        return NumberCheck(text, label, number, CheckStatus.NOT_CHECKED)
    results = [(scheme, _judge(scheme, number)) for scheme in schemes]
    scheme, problem = next(
        ((s, p) for s, p in results if p is Problem.NONE),
        next(((s, p) for s, p in results if p is Problem.CHECKSUM), results[0]),
    )
    status = CheckStatus.VALID if problem is Problem.NONE else CheckStatus.INVALID
    return NumberCheck(text, label, number, status, scheme.label, scheme.country, problem)


def country_of_label(label: str) -> str:
    """The one country whose scheme uses ``label`` ("CUIT" -> "AR"); '' when unknown or when
    several do ("NIT": Colombia and Guatemala)."""
    countries = {s.country for s in SCHEMES_BY_LABEL.get(label.replace(".", "").upper(), ())}
    return next(iter(countries)) if len(countries) == 1 else ""
