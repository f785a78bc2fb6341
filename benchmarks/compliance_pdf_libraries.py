"""PDF rendering libraries compared: PDFium (pypdfium2) and Qt's own QtPdf, on the same file.

Run: .venv/bin/python -m benchmarks.compliance_pdf_libraries
QtPdf ships only in PySide6-Addons (about 160 MB more than Essentials); where it is not
installed its row says so. Measures, best of 7 runs on a fresh load each time: opening a
30-page PDF and rendering its first page at 1.5x (an A4 page 893 px wide: fit to the case
pane's viewer), and then a page flip (page 15, document already open).
"""

from __future__ import annotations

import os
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QSize
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from sandbox.seed_files.pdf import Page, pdf_bytes

RUNS = 7
SCALE = 1.5
PAGES = 30


def sample_pdf(pages: int) -> bytes:
    """A 30-page PDF with text and vector shapes on every page, made by the seed's own PDF
    writer (no file needed): a band and 45 lines of text per A4 page."""
    made = []
    for number in range(1, pages + 1):
        page = Page()
        page.operations.append(b"0.2 0.4 0.8 rg 50 780 495 30 re f 0 g")
        for line in range(45):
            page.text(
                60,
                760 - 14 * line,
                f"Line {line} of page {number}: articles of incorporation, registered office, "
                "share capital.",
                11,
            )
        made.append(page)
    return pdf_bytes(made, title="Benchmark", author="Teller", created="D:20260101000000Z")


def pdfium_times(data: bytes) -> tuple[float, float, float]:
    started = time.perf_counter()
    import pypdfium2 as pdfium  # type: ignore[import-untyped]

    imported = time.perf_counter() - started
    firsts, flips = [], []
    for _ in range(RUNS):
        started = time.perf_counter()
        doc = pdfium.PdfDocument(data)
        page = doc[0]
        bitmap = page.render(scale=SCALE, rev_byteorder=True, prefer_bgrx=True)
        QImage(
            bitmap.buffer, bitmap.width, bitmap.height, bitmap.stride, QImage.Format.Format_RGBX8888
        ).copy()
        firsts.append(time.perf_counter() - started)
        started = time.perf_counter()
        page = doc[14]
        bitmap = page.render(scale=SCALE, rev_byteorder=True, prefer_bgrx=True)
        QImage(
            bitmap.buffer, bitmap.width, bitmap.height, bitmap.stride, QImage.Format.Format_RGBX8888
        ).copy()
        flips.append(time.perf_counter() - started)
        doc.close()
    return imported, min(firsts), min(flips)


def qtpdf_times(data: bytes) -> tuple[float, float, float] | None:
    started = time.perf_counter()
    try:
        from PySide6.QtPdf import QPdfDocument
    except ImportError:
        return None
    imported = time.perf_counter() - started
    firsts, flips = [], []
    for _ in range(RUNS):
        started = time.perf_counter()
        array = QByteArray(data)
        buffer = QBuffer(array)
        buffer.open(QIODevice.OpenModeFlag.ReadOnly)
        doc = QPdfDocument()
        doc.load(buffer)
        points = doc.pagePointSize(0)
        size = QSize(round(points.width() * SCALE), round(points.height() * SCALE))
        doc.render(0, size)
        firsts.append(time.perf_counter() - started)
        started = time.perf_counter()
        doc.render(14, size)
        flips.append(time.perf_counter() - started)
        doc.close()
    return imported, min(firsts), min(flips)


def pdfium_version() -> str:
    import pypdfium2 as pdfium

    return f"{pdfium.PYPDFIUM_INFO} (PDFium {str(pdfium.PDFIUM_INFO).split('@')[0]})"


def main() -> None:
    from benchmarks.common import machine

    QApplication(sys.argv[:1])
    data = sample_pdf(PAGES)
    ms = 1000
    rows = [
        f"Machine: {machine()}; PySide6 {__import__('PySide6').__version__}",
        "",
        f"| library | import | open + first page ({PAGES} pages, {SCALE}x) | page flip |",
        "|---|---|---|---|",
    ]
    imported, first, flip = pdfium_times(data)
    rows.append(
        f"| pypdfium2 {pdfium_version()} "
        f"| {imported * ms:.0f} ms | {first * ms:.1f} ms | {flip * ms:.1f} ms |"
    )
    qt = qtpdf_times(data)
    if qt is None:
        rows.append("| QtPdf | not installed (PySide6-Addons) | | |")
    else:
        imported, first_qt, flip_qt = qt
        rows.append(
            f"| QtPdf | {imported * ms:.0f} ms | {first_qt * ms:.1f} ms ({first_qt / first:.2f}x PDFium) "
            f"| {flip_qt * ms:.1f} ms |"
        )
    print("\n".join(rows))


if __name__ == "__main__":
    main()
