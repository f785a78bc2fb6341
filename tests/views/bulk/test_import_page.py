"""The import page: a file dropped or chosen, its columns confirmed once by keyboard, the rows
handed on; a template saved and read back; bad files as sentences."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QWidget

from app.services.bulk.import_file import MAX_BYTES
from app.services.bulk.model import ImportResult, PayoutKind
from app.services.session import Session
from app.views.bulk.import_page import ImportPage, ImportState, notes_path
from app.views.task_runner import TaskRunner
from app.views.widgets.error_banner import ErrorBanner

# Spanish headers, semicolons, a column Teller does not know and a near spelling of "Apellidos".
DROPPED_CSV = (
    "Importe;Moneda;Tipo de beneficiario;Nombre;Apelidos;Relación;Tipo de documento;"
    "Número de documento;Vía de pago;IBAN;País del banco;Dirección;Ciudad;Código postal;"
    "Provincia;País;Concepto;Notas internas\r\n"
    "120,50;EUR;PERSON;Lucía;García;EMPLOYEE;PASSPORT;X1234567;SEPA;"
    "ES9121000418450200051332;ES;Calle Mayor 1;Madrid;28013;Madrid;ES;Nómina de mayo;vip\r\n"
    "80;EUR;PERSON;Pablo;Ruiz;EMPLOYEE;PASSPORT;Y7654321;SEPA;"
    "ES9121000418450200051332;ES;Calle Sol 2;Sevilla;41001;Sevilla;ES;Nómina de mayo;\r\n"
).encode()


def make_page(qtbot, session: Session, currency: str = "EUR") -> ImportPage:  # type: ignore[no-untyped-def]
    def runners(owner: QWidget, banner: ErrorBanner) -> TaskRunner:
        return TaskRunner(owner, banner, context=session.context)

    page = ImportPage(session, runners)
    qtbot.addWidget(page)
    page.resize(900, 640)
    page.set_currency(currency)
    page.show()
    qtbot.waitExposed(page)
    return page


def drop(page: ImportPage, *paths: Path) -> None:
    data = QMimeData()
    data.setUrls([QUrl.fromLocalFile(str(p)) for p in paths])
    enter = QDragEnterEvent(
        QPoint(10, 10),
        Qt.DropAction.CopyAction,
        data,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    page.dragEnterEvent(enter)
    assert enter.isAccepted()
    page.dropEvent(
        QDropEvent(
            QPointF(10, 10),
            Qt.DropAction.CopyAction,
            data,
            Qt.MouseButton.LeftButton,
            Qt.KeyboardModifier.NoModifier,
        )
    )


def test_a_dropped_csv_is_confirmed_by_keyboard_and_its_rows_handed_on(
    qtbot, qloop, session: Session, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "nómina.csv"
    path.write_bytes(DROPPED_CSV)
    page = make_page(qtbot, session)
    drop(page, path)
    qtbot.waitUntil(lambda: page.state is ImportState.CONFIRMING, timeout=5_000)
    step = page.mapping
    assert step.isVisible()
    assert step.combos["Importe"].currentData() == "amount"
    assert step.combos["IBAN"].currentData() == "account_number"
    assert step.combos["Notas internas"].currentData() is None  # unknown: Ignore
    assert step.combos["Apelidos"].currentData() == "surname"  # a near spelling: a guess
    assert step.marks["Apelidos"].text().startswith("?")
    assert step.marks["Importe"].text().startswith("✓")
    assert "nómina.csv" in page.file_line.text()
    assert page.result is not None
    assert page.result.file.sha256 in page.file_line.text()

    # Keyboard: the first combo has the focus; the person looks through and presses Enter.
    assert step.focusWidget() is step.combos["Importe"]
    with qtbot.waitSignal(page.imported, timeout=5_000) as signal:
        qtbot.keyClick(step.focusWidget(), Qt.Key.Key_Return)
    result, currency, language = signal.args[0]
    assert isinstance(result, ImportResult)
    assert (currency, language) == ("EUR", "en")
    assert result.kind is PayoutKind.BANK
    assert [r.number for r in result.rows] == [2, 3]
    assert result.rows[0].cells["surname"] == "García"
    assert result.rows[0].cells["amount"] == "120,50"  # as written: the checks read amounts
    assert "vip" not in result.rows[0].cells.values()
    assert result.file.name == "nómina.csv"
    assert len(result.file.sha256) == 64
    assert page.state is ImportState.DONE


def test_a_column_changed_in_the_mapping_is_read_with_it(
    qtbot, qloop, session: Session, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "payroll.csv"
    path.write_bytes(DROPPED_CSV)
    page = make_page(qtbot, session)
    page.load_path(path)
    qtbot.waitUntil(lambda: page.state is ImportState.CONFIRMING, timeout=5_000)
    step = page.mapping
    notes = step.combos["Notas internas"]
    notes.setFocus()
    # Give "Notas internas" the own-reference column by keyboard, then Enter.
    notes.setCurrentIndex(notes.findData("own_reference"))
    # A column belongs to one header: taking "Concepto"'s column leaves it ignored.
    concept = step.combos["Concepto"]
    notes.setCurrentIndex(notes.findData("description"))
    assert concept.currentData() is None
    notes.setCurrentIndex(notes.findData("own_reference"))
    concept.setCurrentIndex(concept.findData("description"))
    with qtbot.waitSignal(page.imported, timeout=5_000) as signal:
        qtbot.keyClick(notes, Qt.Key.Key_Enter, Qt.KeyboardModifier.KeypadModifier)
    result = signal.args[0][0]
    assert result.rows[0].cells["own_reference"] == "vip"
    assert result.rows[0].cells["description"] == "Nómina de mayo"


def test_a_template_saved_as_csv_and_xlsx_is_imported_back(
    qtbot, qloop, session: Session, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    page = make_page(qtbot, session, currency="USD")
    for name in ("template.csv", "template.xlsx"):
        target = tmp_path / name
        page.ask_save_path = lambda *_args, t=target: str(t)
        task = page.save_template()
        assert task is not None
        qtbot.waitUntil(task.done, timeout=5_000)
        assert target.exists()
        assert "Saved" in page.banner.text
        if name.endswith(".csv"):
            assert notes_path(target).read_text(encoding="utf-8").startswith("Bank payouts")
        page.ask_open_path = lambda *_args, t=target: str(t)
        qtbot.mouseClick(page.choose_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: page.state is ImportState.CONFIRMING, timeout=5_000)
        assert all(m.text().startswith("✓") for h, m in page.mapping.marks.items())
        with qtbot.waitSignal(page.imported, timeout=5_000) as signal:
            qtbot.keyClick(page.mapping.focusWidget(), Qt.Key.Key_Return)
        result = signal.args[0][0]
        assert len(result.rows) == 1
        assert result.rows[0].cells["currency"] == "USD"
        assert result.rows[0].cells["routing_data"] == "WIRE"


def test_the_crypto_radio_writes_a_crypto_template_and_a_crypto_file_sets_it(
    qtbot, qloop, session: Session, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    page = make_page(qtbot, session)
    page.activateWindow()
    qtbot.waitUntil(page.isActiveWindow)
    qtbot.keyClick(page.focusWidget() or page, Qt.Key.Key_R, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: page.kind is PayoutKind.CRYPTO)  # C&rypto payouts
    target = tmp_path / "wallets.csv"
    page.ask_save_path = lambda *_args: str(target)
    task = page.save_template()
    assert task is not None
    qtbot.waitUntil(task.done, timeout=5_000)
    page.bank.setChecked(True)  # the person forgot: the file's columns say crypto
    page.load_path(target)
    qtbot.waitUntil(lambda: page.state is ImportState.CONFIRMING, timeout=5_000)
    assert page.kind is PayoutKind.CRYPTO
    assert page.crypto.isChecked()
    assert not page.bank.isChecked()


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        (b"", "is empty"),
        (b"\x00\x01\x02binary\xff\xfe" * 50, ""),
        (b"Amount,Currency\r\n", "no payouts below them"),
        (b"foo,bar\r\n1,2\r\n", "does not name any column"),
    ],
)
def test_a_bad_file_is_a_sentence_on_the_page(
    qtbot, qloop, session: Session, tmp_path: Path, content: bytes, expected: str
) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "bad.csv"
    path.write_bytes(content)
    page = make_page(qtbot, session)
    page.load_path(path)
    qtbot.waitUntil(lambda: page.state is ImportState.FAILED, timeout=5_000)
    assert page.problems.isVisible()
    assert expected in page.problems.text()
    assert page.problems.text().endswith(".")
    assert not page.mapping.isVisible()
    assert not page.banner.isVisible()  # no "something went wrong": a sentence, no crash


def test_a_file_past_the_size_limit_is_refused_unread(
    qtbot, qloop, session: Session, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "huge.csv"
    with path.open("wb") as out:  # sparse: no 50 MB written to the disk
        out.truncate(MAX_BYTES + 1)
    page = make_page(qtbot, session)
    page.load_path(path)
    qtbot.waitUntil(lambda: page.state is ImportState.FAILED, timeout=5_000)
    assert "huge.csv is 50.0 MB, more than the 50 MB Teller imports" in page.problems.text()
    page.load_path(tmp_path / "gone.csv")
    qtbot.waitUntil(lambda: "no longer there" in page.problems.text(), timeout=5_000)
    page.load_path(tmp_path)
    qtbot.waitUntil(lambda: "is a folder" in page.problems.text(), timeout=5_000)


def test_no_template_without_an_account(qtbot, qloop, session: Session) -> None:  # type: ignore[no-untyped-def]
    page = make_page(qtbot, session, currency="")
    assert not page.template_button.isEnabled()
    assert page.save_template() is None
