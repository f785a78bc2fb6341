"""Normalising text, identifiers and dates before comparing."""

from __future__ import annotations

from datetime import date

import pytest
from hypothesis import given
from hypothesis import strategies as st

from app.services.evidence.normalise import (
    MONTHS,
    identifier_key,
    keyed,
    month_period,
    parse_date,
    plain,
)

SPANISH = [name for name, number in MONTHS.items() if name.isascii() and name != "setiembre"][:12]


@pytest.mark.parametrize(
    "written",
    [
        "14 03 2025",
        "14.03.2025",
        "14/03/2025",
        "14-03-2025",
        "2025-03-14",
        "14032025",
        "14 de marzo de 2025",
        "14 de Marzo del 2025",
        "14 marzo 2025",
    ],
)
def test_dates_as_papers_write_them(written: str) -> None:
    assert parse_date(written) == "2025-03-14"


@pytest.mark.parametrize("written", ["31 02 2020", "14 de brumario de 2025", "soon", "1403 20"])
def test_not_dates(written: str) -> None:
    assert parse_date(written) is None


def test_month_period_is_its_first_day() -> None:
    assert month_period("septiembre de 2026") == "2026-09-01"
    assert month_period("Septiembre 2026") == "2026-09-01"
    assert month_period("2026") is None


def test_accents_case_punctuation_and_spacing_go() -> None:
    assert plain("  Andés  LOGÍSTICA,  S.A.S. ") == "andes logistica s a s"
    assert plain("Ñandú") == "nandu"


def test_identifier_drops_its_label_and_grouping() -> None:
    key, where = identifier_key("Matrícula mercantil 03.456.789")
    assert key == "03456789"
    assert "Matrícula mercantil 03.456.789"[where[0]] == "0"
    assert identifier_key("NIT 901.234.567-1")[0] == "9012345671"
    assert identifier_key("INE SAMR820913")[0] == "SAMR820913"


@given(st.dates(min_value=date(1900, 1, 1), max_value=date(2100, 12, 31)))
def test_every_way_of_writing_a_date_parses_back(moment: date) -> None:
    iso = moment.isoformat()
    spanish = f"{moment.day} de {SPANISH[moment.month - 1]} de {moment.year}"
    for written in (
        moment.strftime("%d %m %Y"),
        moment.strftime("%d.%m.%Y"),
        moment.strftime("%d/%m/%Y"),
        iso,
        spanish,
        spanish.upper(),
    ):
        assert parse_date(written) == iso, written


@given(st.text(max_size=40))
def test_plain_is_stable_and_keyed_points_at_the_source(text: str) -> None:
    assert plain(plain(text)) == plain(text)
    key, where = keyed(text, str.isalnum)
    assert len(key) == len(where)
    assert list(where) == sorted(where)
    assert all(0 <= index < len(text) for index in where)
