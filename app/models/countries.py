"""ISO 3166-1 alpha-2 country codes, checked against pycountry."""

from __future__ import annotations

from functools import lru_cache
from typing import Annotated, Any

import pycountry
from pydantic import AfterValidator, Field


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


def _named_codes(schema: dict[str, Any]) -> None:
    """The JSON schema names the codes (upper case, as the validator gives them back); built
    when a schema is asked for, so that importing the models does not load pycountry."""
    schema["enum"] = sorted(country_codes())
    schema["description"] = "ISO 3166-1 alpha-2 country code, for example ES or US."


CountryCode = Annotated[str, AfterValidator(_check_country), Field(json_schema_extra=_named_codes)]
