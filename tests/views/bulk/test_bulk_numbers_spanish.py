"""Counts and rates on the bulk screens are written as the language writes numbers: the
Spanish screens said "hasta 10,000 filas" and "19.0 filas por segundo" (seen on the
screen shots), which read as ten and nineteen thousand in Spanish."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from app.services.bulk.model import RowState
from app.services.bulk.progress import ProgressSnapshot
from app.services.session import Session
from app.views.bulk.send_page import SendPage
from app.views.language import install_language
from app.views.widgets.plural import count_text, plural
from tests.views.bulk.test_review_page import runner_factory
from tools.translations import build


@pytest.fixture
def spanish(qapp) -> Iterator[None]:  # type: ignore[no-untyped-def]
    build()
    assert install_language("es") == "es"
    yield
    install_language("en")


def test_counts_take_the_languages_thousands_mark(spanish) -> None:  # type: ignore[no-untyped-def]
    assert count_text(10_000) == "10.000"
    assert plural(9_812, "{0} fila", "{0} filas") == "9.812 filas"
    assert plural(1, "{0} fila", "{0} filas") == "1 fila"


def test_counts_in_english_keep_the_comma(qapp) -> None:  # type: ignore[no-untyped-def]
    install_language("en")
    assert plural(9_812, "{0} row", "{0} rows") == "9,812 rows"


def test_the_sending_rate_takes_the_languages_decimal_mark(
    qtbot, spanish, session: Session
) -> None:  # type: ignore[no-untyped-def]
    page = SendPage(session, runner_factory(session))
    qtbot.addWidget(page)
    counts = {RowState.CREATED: 12, RowState.PENDING: 8}
    page._show_progress(ProgressSnapshot(20, 12, counts, rows_per_second=13.6, paused=True))
    assert page.rate.text().startswith("12 de 20 ")
    assert "13,6 " in page.rate.text()
    assert "13.6" not in page.rate.text()
