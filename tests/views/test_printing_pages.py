"""A long table packed page by page (app/views/printing/pages.py ``Table``): every page has
the columns' names, every row is whole on one page (names that wrap included: a fixed count
of rows a page cut rows across pages), a row taller than a page still prints, and each part
starts a page."""

from __future__ import annotations

import re

import pypdfium2

from app.views.printing.pages import Table, paged_pdf


def page_texts(content: bytes) -> list[str]:
    pdf = pypdfium2.PdfDocument(content)
    try:
        return [" ".join(pdf[i].get_textpage().get_text_range().split()) for i in range(len(pdf))]
    finally:
        pdf.close()


def test_rows_are_whole_on_one_page_each_page_with_the_header(qapp) -> None:  # type: ignore[no-untyped-def]
    long_name = "María José Fernández de la Fuente y Ortega de los Santos "
    rows = [
        f"<tr><td>r{i:03d}x</td><td>{long_name * (1 + i % 3)}</td><td>e{i:03d}z</td></tr>"
        for i in range(300)
    ]
    table = Table(
        rows=rows,
        header="<tr><th>Row</th><th>Name</th><th>End</th></tr>",
        before="<h2>Before the table</h2>" + "<p>intro</p>" * 10,
        table="<table border='1' width='100%'>",
    )
    texts = page_texts(paged_pdf([table, "<p>After it, on a page of its own.</p>"], "t", "Foot"))
    assert "Before the table" in texts[0]
    assert texts[-1].startswith("After it, on a page of its own.")
    tables = texts[:-1]
    assert len(tables) >= 5
    for number, text in enumerate(texts, start=1):
        assert f"Page {number} of {len(texts)}" in text
    for text in tables:
        assert text.count("Row Name End") == 1  # the columns' names on every page
    for i in range(300):
        where = [n for n, text in enumerate(tables) if f"r{i:03d}x" in text]
        assert len(where) == 1, i
        assert f"e{i:03d}z" in tables[where[0]], f"row {i} was cut across pages"
    rows_a_page = [len(re.findall(r"r\d{3}x", text)) for text in tables[1:-1]]
    assert min(rows_a_page) >= 10  # pages are used, not left mostly blank


def test_a_row_taller_than_a_page_still_prints(qapp) -> None:  # type: ignore[no-untyped-def]
    tall = "<tr><td>" + "<p>line</p>" * 150 + "tall-end</td></tr>"
    table = Table(rows=["<tr><td>first</td></tr>", tall, "<tr><td>last</td></tr>"])
    texts = page_texts(paged_pdf([table], "t", "Foot"))
    joined = " ".join(texts)
    assert len(texts) >= 3
    assert "first" in joined
    assert "tall-end" in joined
    assert "last" in texts[-1]
