"""The case bundle's PDF report as a screen: its first page, as an auditor opens it."""

from __future__ import annotations

import tempfile
import zipfile
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtGui import QImage
from PySide6.QtWidgets import QLabel

from tools.screenshot_kit import wait_until

if TYPE_CHECKING:
    from app.views.compliance.case_view import CaseView


async def render_case_report(view: CaseView, folder: Path, name: str) -> None:
    """The case open in ``view`` exported through the case pane as a reviewer would (E), then
    the report read out of the bundle and its first page saved as ``name``."""
    import pypdfium2  # type: ignore[import-untyped]

    with tempfile.TemporaryDirectory() as work:
        target = Path(work) / "bundle.zip"
        view.exporter.choose_path = lambda _suggested: target
        view.exporter.choose_personal = lambda: False
        written: list[object] = []
        view.exporter.finished.connect(written.append)
        view.exporter.start()
        await wait_until(lambda: bool(written), "the case bundle")
        label = view.banner.findChild(QLabel)
        assert written[0] == target, label.text() if label is not None else ""
        with zipfile.ZipFile(target) as archive:
            report = archive.read("report.pdf")
    pdf = pypdfium2.PdfDocument(report)
    bitmap = pdf[0].render(scale=1.4, rev_byteorder=True)  # RGB, as QImage reads it
    pixels = bytes(bitmap.buffer)
    image = QImage(pixels, bitmap.width, bitmap.height, bitmap.stride, QImage.Format.Format_RGB888)
    path = folder / f"{name}.png"
    image.save(str(path))
    print(f"wrote {path}")
