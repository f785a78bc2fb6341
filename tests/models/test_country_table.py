"""Teller's copy of the ISO 3166-1 list is pycountry's, code for code and name for name.

The copy spares the forms that take a country an 8 MiB import at sign-in; this keeps it true
when pycountry is upgraded.
"""

from __future__ import annotations

import pycountry

from app.models.countries import country_codes, country_name
from app.models.country_table import COUNTRIES


def test_the_table_is_pycountrys_list():
    assert {c.alpha_2: c.name for c in pycountry.countries} == COUNTRIES


def test_codes_and_names_read_from_it():
    assert country_codes() == frozenset(c.alpha_2 for c in pycountry.countries)
    assert country_name("de") == "Germany"
    assert country_name("XX") == "XX"  # an unknown code shows as given
