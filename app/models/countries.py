"""ISO 3166-1 alpha-2 country codes, checked against pycountry's list.

The codes and names come from ``app.models.country_table`` (pycountry's own, compared with it by
a test), not from pycountry itself: importing pycountry costs about 8 MiB, and the forms that
take a country are built at sign-in (docs/performance.md, issue 28).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Annotated, Any

from pydantic import AfterValidator, Field

from app.models.country_table import COUNTRIES


@lru_cache(maxsize=1)
def country_codes() -> frozenset[str]:
    return frozenset(COUNTRIES)


def country_name(code: str) -> str:
    return COUNTRIES.get(code.upper(), code)


def _check_country(value: str) -> str:
    code = value.strip().upper()
    if code not in country_codes():
        raise ValueError("Choose a country by its two-letter ISO code, for example ES or US.")
    return code


def _named_codes(schema: dict[str, Any]) -> None:
    """The JSON schema names the codes (upper case, as the validator gives them back)."""
    schema["enum"] = sorted(country_codes())
    schema["description"] = "ISO 3166-1 alpha-2 country code, for example ES or US."


CountryCode = Annotated[str, AfterValidator(_check_country), Field(json_schema_extra=_named_codes)]
