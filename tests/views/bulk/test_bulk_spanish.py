"""Bulk payouts in Spanish: the core's sentences (a file's problems, a row's checks) come out
of the catalogue in the language on screen, the import page still knows which of them the
column step answers, the grid says a model's field sentence in Spanish, the new Pagos menu
takes a mnemonic no other menu or tab uses, and the window's pages show no English string of
the catalogue."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QWidget

from app.services.bulk.import_file import about_columns, read_file
from app.services.bulk.model import CellError, CheckedRow, ImportedRow, PayoutKind
from app.services.bulk.row_checks import RowChecker
from app.services.session import Session
from app.views.bulk.grid_model import SENTENCE_ROLE, STATUS_COLUMN, GridModel
from app.views.bulk.import_page import ImportState
from app.views.language import install_language
from tests.views.bulk.test_import_page import DROPPED_CSV
from tests.views.bulk.test_window import main_window, open_bulk
from tests.views.test_spanish_coverage import english_only, untranslated
from tools.translations import build


@pytest.fixture
def spanish(qapp) -> Iterator[None]:  # type: ignore[no-untyped-def]
    build()
    assert install_language("es") == "es"
    yield
    install_language("en")


def test_a_files_problems_are_said_in_spanish_and_known_as_column_sentences(spanish) -> None:  # type: ignore[no-untyped-def]
    content = b"Importe;Moneda;Notas internas\r\n12,50;EUR;vip\r\n"
    result = read_file("nomina.csv", content, PayoutKind.BANK, language="es")
    english = english_only()
    assert result.problems
    assert [p for p in result.problems if p in english] == []
    unknown, missing = result.problems[0], result.problems[-1]
    assert unknown.startswith("Teller no conoce la columna 'Notas internas'")
    assert missing.startswith("El archivo no tiene columnas para")
    assert "todo pago bancario" in missing
    assert about_columns(unknown)
    assert about_columns(missing)
    refused = read_file("vacio.csv", b"", PayoutKind.BANK, language="es")
    assert refused.problems == (
        "'vacio.csv' está vacío. Elija el archivo con los pagos o empiece por una plantilla "
        "que Teller escribe para usted.",
    )
    assert not about_columns(refused.problems[0])


def test_a_missing_columns_sentence_explains_it_in_spanish(spanish) -> None:  # type: ignore[no-untyped-def]
    content = "Importe;Moneda;Tipo de beneficiario;Nombre;Apellidos\r\n1;EUR;PERSON;A;B\r\n"
    result = read_file("a.csv", content.encode(), PayoutKind.CRYPTO, language="es")
    said = " ".join(result.problems)
    assert "todo pago cripto" in said
    assert "The " not in said
    assert "payout" not in said


def test_a_rows_currency_and_mode_sentences_are_said_in_spanish(spanish) -> None:  # type: ignore[no-untyped-def]
    checker = RowChecker(PayoutKind.BANK, currency="EUR", language="es")
    row = checker.check(ImportedRow(2, {"amount": "10", "currency": "XYZ", "amount_mode": "x"}))
    said = {e.column: e.sentence for e in row.errors}
    assert said["currency"].startswith("Un pago bancario desde esta cuenta no puede pagar en XYZ")
    assert said["amount_mode"].startswith("Escriba debited o cargado")


def test_the_grid_says_its_words_and_a_models_sentence_in_spanish(qtbot, spanish) -> None:  # type: ignore[no-untyped-def]
    model = GridModel()
    bad = CheckedRow(
        row=ImportedRow(3, {"name": ""}),
        request=None,
        errors=(CellError(3, "name", "This field is required."),),
        currency="EUR",
    )
    model.set_rows([bad], [("name", "Nombre")], None)
    assert model.headerData(STATUS_COLUMN, Qt.Orientation.Horizontal) == "Estado"
    assert model.index(0, STATUS_COLUMN).data() == "⚠ 1 error"
    assert model.index(0, 2).data(SENTENCE_ROLE) == "Este campo es obligatorio."
    assert model.last_counts.words() == "0 listas, 1 con errores, 0 repetidas"


def mnemonic(text: str) -> str | None:
    found = re.search(r"&([^&])", text)
    return found.group(1).casefold() if found else None


def test_the_spanish_menu_bar_and_tabs_share_no_mnemonic(
    qtbot, qloop, session: Session, settings, spanish
) -> None:  # type: ignore[no-untyped-def]
    window = main_window(qtbot, session, settings)
    menus = [a.text() for a in window.menuBar().actions()]
    tabs = [window.tabs.tabText(i) for i in range(window.tabs.count())]
    assert "Pa&gos" in menus
    assert window.bulk_action.text() == "Pagos en &lote desde un archivo…"
    letters = [mnemonic(t) for t in menus + tabs]
    assert None not in letters
    assert len(set(letters)) == len(letters), f"Alt letters used twice: {menus + tabs}"


def buttons_mnemonics(root: QWidget) -> list[str]:
    return [
        letter
        for button in root.findChildren(QAbstractButton)
        if button.isVisible() and (letter := mnemonic(button.text())) is not None
    ]


def test_the_bulk_window_shows_no_english_and_its_buttons_share_no_mnemonic(
    qtbot, qloop, session: Session, funded, tmp_path: Path, spanish
) -> None:  # type: ignore[no-untyped-def]
    uid, aid = funded
    session.context.choose_account(uid, aid)
    bulk = open_bulk(qtbot, session, tmp_path)
    qtbot.waitUntil(lambda: bulk.account is not None, timeout=5_000)
    seen = [untranslated(bulk)]
    path = tmp_path / "nomina.csv"
    path.write_bytes(DROPPED_CSV)
    bulk.import_page.load_path(path)
    qtbot.waitUntil(lambda: bulk.import_page.state is ImportState.CONFIRMING, timeout=5_000)
    seen.append(untranslated(bulk))
    letters = buttons_mnemonics(bulk.import_page)
    assert len(set(letters)) == len(letters), letters
    qtbot.keyClick(bulk.import_page.mapping.focusWidget(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bulk.pages.currentWidget() is bulk.grid, timeout=5_000)
    seen.append(untranslated(bulk))
    letters = buttons_mnemonics(bulk.grid)
    assert len(set(letters)) == len(letters), letters
    assert [miss for misses in seen for miss in misses] == []
    bulk.grid.setEnabled(False)  # closing asks about the rows: not this test's matter
    bulk.hide()
