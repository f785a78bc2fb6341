"""The expat sheet reader gives, cell for cell, the text openpyxl's read-only reader gave
(the reader it replaced, kept here as the reference), for workbooks as openpyxl writes them
and as Excel and other programs do (shared strings, rich text, shared formulas, 1904 dates,
prefixed namespaces, rows and cells without references); and it refuses what is unsafe."""

from __future__ import annotations

import io
import zipfile
from datetime import date, datetime, time, timedelta
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from openpyxl import Workbook

from app.services.bulk.file_tables import cell_text
from app.services.bulk.import_file import read_file
from app.services.bulk.xlsx_cells import BUILTIN_FORMATS, is_date_format
from app.services.bulk.xlsx_sheet import SheetError, UnpackedTooLargeError, sheet_rows

MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"


def _openpyxl_rows(content: bytes, mark: str) -> list[tuple[int, list[str]]]:
    """The reader Teller used before (openpyxl, read-only, formulas as text)."""
    import openpyxl

    book = openpyxl.load_workbook(
        io.BytesIO(content), read_only=True, data_only=False, keep_links=False
    )
    sheet = book.worksheets[0]
    sheet.reset_dimensions()
    rows = []
    for number, row in enumerate(sheet.iter_rows(), start=1):
        cells = []
        for cell in row:
            value = getattr(cell, "value", None)
            if isinstance(value, float):
                cells.append(cell_text(value, str(cell.number_format or "General"), mark))
            else:
                cells.append(cell_text(value))
        rows.append((number, cells))
    book.close()
    return rows


def _same_as_openpyxl(content: bytes) -> list[tuple[int, list[str]]]:
    for mark in (".", ","):
        ours = list(sheet_rows(content, mark))
        assert ours == _openpyxl_rows(content, mark)
    return list(sheet_rows(content, "."))


def _saved(book: Workbook) -> bytes:
    out = io.BytesIO()
    book.save(out)
    return out.getvalue()


def _package(
    sheet_data: str,
    *,
    strings: str | None = None,
    styles: str | None = None,
    workbook_pr: str = "",
    prefix: str = "",
    doctype: str = "",
) -> bytes:
    """A workbook as Excel lays it out, with the given sheetData (and shared strings, styles)."""
    p = f"{prefix}:" if prefix else ""
    ns = f'xmlns{":" + prefix if prefix else ""}="{MAIN}"'
    rel = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
    types = {
        "/xl/workbook.xml": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml",
        "/xl/worksheets/sheet1.xml": "application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml",
    }
    parts = {
        "xl/workbook.xml": (
            f'<{p}workbook {ns} xmlns:r="{rel}">{workbook_pr}<{p}sheets>'
            f'<{p}sheet name="Payouts" sheetId="1" r:id="rId1"/></{p}sheets></{p}workbook>'
        ),
        "xl/worksheets/sheet1.xml": (
            f"{doctype}<{p}worksheet {ns}><{p}sheetData>{sheet_data}</{p}sheetData></{p}worksheet>"
        ),
    }
    rels = [f'<Relationship Id="rId1" Type="{rel}/worksheet" Target="worksheets/sheet1.xml"/>']
    if strings is not None:
        parts["xl/sharedStrings.xml"] = f"<{p}sst {ns}>{strings}</{p}sst>"
        rels.append(
            f'<Relationship Id="rId2" Type="{rel}/sharedStrings" Target="sharedStrings.xml"/>'
        )
        types["/xl/sharedStrings.xml"] = (
            "application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"
        )
    if styles is not None:
        parts["xl/styles.xml"] = f"<{p}styleSheet {ns}>{styles}</{p}styleSheet>"
        rels.append(f'<Relationship Id="rId3" Type="{rel}/styles" Target="styles.xml"/>')
        types["/xl/styles.xml"] = (
            "application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"
        )
    package_rels = "http://schemas.openxmlformats.org/package/2006/relationships"
    parts["xl/_rels/workbook.xml.rels"] = (
        f'<Relationships xmlns="{package_rels}">{"".join(rels)}</Relationships>'
    )
    parts["_rels/.rels"] = (
        f'<Relationships xmlns="{package_rels}"><Relationship Id="rId1" '
        f'Type="{rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>'
    )
    overrides = "".join(f'<Override PartName="{k}" ContentType="{v}"/>' for k, v in types.items())
    parts["[Content_Types].xml"] = (
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
        f'<Default Extension="xml" ContentType="application/xml"/>{overrides}</Types>'
    )
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, text in parts.items():
            archive.writestr(name, '<?xml version="1.0" encoding="UTF-8"?>' + text)
    return out.getvalue()


STYLES = (
    '<numFmts count="3"><numFmt numFmtId="164" formatCode="dd/mm/yyyy"/>'
    '<numFmt numFmtId="165" formatCode="[h]:mm:ss"/>'
    '<numFmt numFmtId="166" formatCode="&quot;EUR&quot; #,##0.000"/></numFmts>'
    '<fonts count="1"><font/></fonts><fills count="1"><fill><patternFill patternType="none"/></fill></fills>'
    '<borders count="1"><border/></borders>'
    '<cellStyleXfs count="1"><xf numFmtId="14"/></cellStyleXfs>'  # not a cell's style
    '<cellXfs count="7"><xf numFmtId="0"/><xf numFmtId="2"/><xf numFmtId="164"/>'
    '<xf numFmtId="165"/><xf numFmtId="166"/><xf numFmtId="21"/><xf numFmtId="10"/></cellXfs>'
    '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>'
)


def test_openpyxl_workbooks_of_every_kind_of_cell() -> None:
    book = Workbook()
    sheet = book.active
    sheet.append(["Amount", "Currency", "Own reference", "Description", "Phone"])
    sheet.append([1234.5, "EUR", "=1+2", datetime(2026, 5, 1), 34600111222])
    sheet.append([0.1 + 0.2, "USD", '=HYPERLINK("http://x","y")', date(2026, 5, 2), True])
    sheet.append([Decimal("1234.56"), None, "texto ñ €", datetime(2026, 5, 1, 9, 30), False])
    sheet.append([1e20, "EUR", time(9, 30), timedelta(hours=30), -7])
    sheet.append([])
    sheet.append([None, None, None, None, "last"])
    sheet["A2"].number_format = "#,##0.00"
    sheet["A3"].number_format = "0.00"
    sheet["A5"].number_format = "0%"
    sheet["C10"] = "far below"
    book.create_sheet("Notes").append(["not", "read"])
    rows = _same_as_openpyxl(_saved(book))
    assert rows[1] == (2, ["1234.50", "EUR", "=1+2", "2026-05-01", "34600111222"])
    assert rows[9] == (10, ["", "", "far below"])


def test_a_write_only_workbook() -> None:
    book = Workbook(write_only=True)
    sheet = book.create_sheet()
    for index in range(300):
        sheet.append([f"{index}.50", "EUR", index, index + 0.25, None, f"ref {index}"])
    rows = _same_as_openpyxl(_saved(book))
    assert len(rows) == 300


def test_shared_strings_rich_text_and_phonetic_runs() -> None:
    strings = (
        "<si><t>Amount</t></si><si><t>Currency</t></si>"
        '<si><r><rPr><b/></rPr><t xml:space="preserve">Luc</t></r><r><t>ía </t></r>'
        "<rPh sb='0' eb='1'><t>ルシア</t></rPh></si>"
        "<si><t>a_x005F_x000D_b</t></si><si><t/></si><si><t>&lt;&amp;&gt;</t></si>"
    )
    data = (
        '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row>'
        '<row r="2"><c r="A2" t="s"><v>2</v></c><c r="B2" t="s"><v>3</v></c>'
        '<c r="C2" t="s"><v>4</v></c><c r="D2" t="s"><v>5</v></c><c r="E2" t="s"/></row>'
        '<row r="3"><c r="A3" t="inlineStr"><is><r><t>in</t></r><r><t>line</t></r>'
        '<rPh sb="0" eb="1"><t>x</t></rPh></is></c><c r="B3" t="inlineStr"/></row>'
    )
    rows = _same_as_openpyxl(_package(data, strings=strings))
    assert rows[1][1][0] == "Lucía "
    assert rows[2][1][0] == "inline"


def test_formulas_of_every_kind_stay_text() -> None:
    data = (
        '<row r="1"><c r="A1"><f>SUM(B1:B9)</f><v>45</v></c>'
        '<c r="B1" t="str"><f>"a"&amp;"b"</f><v>ab</v></c>'
        '<c r="C1"><f t="shared" ref="C1:C3" si="0">A1*2</f><v>90</v></c>'
        '<c r="D1"><f t="array" ref="D1:D2">A1:A2*B1:B2</f><v>1</v></c>'
        '<c r="E1" t="e"><f>1/0</f><v>#DIV/0!</v></c></row>'
        '<row r="2"><c r="C2"><f t="shared" si="0"/><v>4</v></c>'
        '<c r="E2" t="e"><v>#N/A</v></c><c r="F2" t="str"><v>cached</v></c></row>'
        '<row r="3"><c r="C3"><f t="shared" si="0"/><v>6</v></c>'
        '<c r="D3"><f t="shared" si="9"/></c></row>'
    )
    rows = _same_as_openpyxl(_package(data))
    assert rows[0][1][:3] == ["=SUM(B1:B9)", '="a"&"b"', "=A1*2"]
    assert rows[1][1][2] == "=A2*2"  # moved as Excel moves it, never its cached 4
    assert rows[2][1][2] == "=A3*2"


@pytest.mark.filterwarnings("ignore:Cell J1 is marked as a date")  # openpyxl's
def test_numbers_dates_and_durations_by_style() -> None:
    data = (
        '<row r="1"><c r="A1"><v>1234.5</v></c><c r="B1" s="1"><v>1234.5</v></c>'
        '<c r="C1" s="2"><v>46143</v></c><c r="D1" s="3"><v>1.25</v></c>'
        '<c r="E1" s="4"><v>12.5</v></c><c r="F1" s="5"><v>0.5</v></c>'
        '<c r="G1" s="6"><v>0.075</v></c><c r="H1" s="2"><v>46143.75</v></c>'
        '<c r="I1" s="2"><v>10</v></c><c r="J1" s="2"><v>99999999999</v></c>'
        '<c r="K1" s="1"><v>7</v></c><c r="L1" s="1"><v>1.5E+3</v></c>'
        '<c r="M1" t="b"><v>1</v></c><c r="N1" t="b"><v>0</v></c>'
        '<c r="P1" t="d"><v>2026-05-01T09:30:00</v></c><c r="Q1"><v></v></c></row>'
    )
    rows = _same_as_openpyxl(_package(data, styles=STYLES))
    assert rows[0][1][:5] == ["1234.5", "1234.50", "2026-05-01", "1 day, 6:00:00", "12.500"]
    assert rows[0][1][7] == "2026-05-01 18:00:00"
    assert rows[0][1][9] == "#VALUE!"  # past any calendar: openpyxl's error text
    assert next(iter(sheet_rows(_package(data, styles=STYLES), ",")))[1][1] == "1234,50"


def test_a_style_the_workbook_lacks_reads_as_general() -> None:
    """openpyxl failed the whole file on it; the number is still the number."""
    data = '<row r="1"><c r="A1" s="9"><v>2.5</v></c><c r="B1" s="1"><v>2.5</v></c></row>'
    assert list(sheet_rows(_package(data, styles=STYLES))) == [(1, ["2.5", "2.50"])]


def test_the_1904_calendar() -> None:
    data = '<row r="1"><c r="A1" s="2"><v>45000</v></c><c r="B1" s="2"><v>0</v></c></row>'
    pr = '<workbookPr date1904="1"/>'
    rows = _same_as_openpyxl(_package(data, styles=STYLES, workbook_pr=pr))
    assert rows[0][1][0] == "2027-03-16"


def test_rows_and_cells_without_references_gaps_and_repeats() -> None:
    data = (
        '<row r="3"><c r="B3"><v>1</v></c><c r="D3"><v>2</v></c></row>'
        '<row><c><v>3</v></c><c><v>4</v></c><c r="E4"><v>5</v></c><c><v>6</v></c></row>'
        '<row r="4"><c r="A4" t="str"><v>written twice</v></c></row>'
        '<row r="6" spans="1:3"></row>'
        '<row r="7.0"><c r="C7"><v>7</v></c><c r="A7"><v>8</v></c></row>'
    )
    rows = _same_as_openpyxl(_package(data))
    assert rows[:4] == [
        (1, []),
        (2, []),
        (3, ["", "1", "", "2"]),
        (4, ["3", "4", "", "", "5", "6"]),
    ]


def test_a_prefixed_namespace_as_some_programs_write_it() -> None:
    data = '<x:row r="1"><x:c r="A1" t="inlineStr"><x:is><x:t>Amount</x:t></x:is></x:c></x:row>'
    ours = list(sheet_rows(_package(data, prefix="x")))
    assert ours == [(1, ["Amount"])]


def test_builtin_formats_and_date_rules_match_openpyxl() -> None:
    from openpyxl.styles.numbers import BUILTIN_FORMATS as THEIRS
    from openpyxl.styles.numbers import is_date_format as theirs

    assert THEIRS == BUILTIN_FORMATS
    for fmt in [*THEIRS.values(), "dd/mm/yyyy", '"d"0.00', "[Red]0.00", "[h]:mm", "0.00;[Red]-0"]:
        assert is_date_format(fmt) == theirs(fmt), fmt


@pytest.mark.parametrize(
    "doctype",
    [
        '<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]>',
        '<!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>',
        "<!DOCTYPE worksheet>",
    ],
    ids=["entity-expansion", "external-entity", "bare-doctype"],
)
def test_a_part_with_a_document_type_is_refused(doctype: str) -> None:
    content = _package('<row r="1"><c r="A1"><v>1</v></c></row>', doctype=doctype)
    with pytest.raises(SheetError, match="document type"):
        list(sheet_rows(content))
    result = read_file("pay.xlsx", content)
    assert result.rows == ()
    assert "not an Excel workbook" in result.problems[0]


def test_parts_that_would_unpack_past_the_limit_are_refused_before_reading(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    content = _package('<row r="1"><c r="A1"><v>1</v></c></row>' * 2000)
    opened: list[str] = []
    real_open = zipfile.ZipFile.open

    def spy(self: zipfile.ZipFile, name: Any, *args: Any, **kwargs: Any) -> Any:
        opened.append(str(name))
        return real_open(self, name, *args, **kwargs)

    monkeypatch.setattr(zipfile.ZipFile, "open", spy)
    with pytest.raises(UnpackedTooLargeError):
        list(sheet_rows(content, limit=len(content)))
    assert opened == []


def test_broken_parts_are_sheet_errors() -> None:
    good = _package('<row r="1"><c r="A1" t="s"><v>0</v></c></row>', strings="<si><t>a</t></si>")
    for broken in (
        _package('<row r="1"><c r="A1" t="s"><v>7</v></c></row>', strings=""),  # no string 7
        _package('<row r="1"><c r="1A"><v>1</v></c></row>'),  # not a cell reference
        _package('<row r="1"><c r="A1"><v>1</v></row>'),  # malformed XML
        _package('<row r="1.5"><c r="A1"><v>1</v></c></row>'),
        good[: len(good) // 2],
    ):
        with pytest.raises(SheetError):
            list(sheet_rows(broken))
    assert list(sheet_rows(good)) == [(1, ["a"])]


def test_the_reader_reads_a_large_sheet_as_openpyxl_does() -> None:
    """2,000 rows of 25 cells, cell for cell as openpyxl reads them (how much faster it is
    is measured by benchmarks/bulk_import.py, not by a timed test on a shared machine)."""
    book = Workbook(write_only=True)
    sheet = book.create_sheet()
    for index in range(2000):
        sheet.append([f"{index}.{i}" if i % 3 else index + 0.5 for i in range(25)])
    content = _saved(book)
    assert list(sheet_rows(content)) == _openpyxl_rows(content, ".")


def test_common_workbooks_never_import_openpyxl() -> None:
    """openpyxl costs a quarter of a second to import; only rare cells (ISO date cells,
    shared formulas) ask for it."""
    import subprocess
    import sys

    code = (
        "import sys, io\n"
        "from openpyxl import Workbook\n"
        "b = Workbook(); b.active.append(['Amount', 1.5]); o = io.BytesIO(); b.save(o)\n"
        "for name in [m for m in sys.modules if m.startswith('openpyxl')]: del sys.modules[name]\n"
        "from app.services.bulk.xlsx_sheet import sheet_rows\n"
        "assert list(sheet_rows(o.getvalue())) == [(1, ['Amount', '1.5'])]\n"
        "assert not [m for m in sys.modules if m.startswith('openpyxl')]\n"
    )
    root = Path(__file__).resolve().parents[3]
    subprocess.run([sys.executable, "-c", code], check=True, cwd=root)
