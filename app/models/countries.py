"""ISO 3166-1 alpha-2 country codes, checked against pycountry."""

from __future__ import annotations

from functools import lru_cache
from typing import Annotated

import pycountry
from pydantic import AfterValidator


@lru_cache(maxsize=1)
def country_codes() -> frozenset[str]:
    return frozenset(c.alpha_2 for c in pycountry.countries)


def country_name(code: str) -> str:
    country = pycountry.countries.get(alpha_2=code.upper())
    return str(country.name) if country is not None else code


def _check_country(value: str) -> str:
    code = value.strip().upper()
    if code not in country_codes():
        raise ValueError("Choose a country by its two-letter ISO code, for example ES or US.")
    return code


CountryCode = Annotated[str, AfterValidator(_check_country)]
