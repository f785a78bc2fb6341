"""The evidence screens of ``make screenshots``: a seeded case's declared data beside what its
documents say (Andes: the registration number read otherwise on the certificate, boxed on
its page), its flags, its screening cards, and Lotus's ownership tree read from a scanned
certificate (an owner with no shareholder record)."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import TYPE_CHECKING

from app.services.evidence.model import FieldKey
from tools.screenshot_kit import save, size_window, wait_until

if TYPE_CHECKING:
    from app.views.compliance.case_view import CaseView
    from app.views.main_window import MainWindow

ANDES = "Andes Logística SAS"
LOTUS = "Lotus Components Ltd"
OCR_WAIT = 240.0  # a scanned certificate and three ID cards: seconds each on a slow machine


async def open_seeded(window: MainWindow, company: str) -> CaseView:
    """The seeded business's case from the queue, its evidence read to the end."""
    workspace = window.compliance
    window.tabs.setCurrentWidget(workspace)
    workspace.show_queue()
    queue = workspace.queue
    queue.search.clear()
    task = workspace.reload_queue()
    assert task is not None
    await wait_until(task.done, "the queue")
    model = queue.model
    cases = [model.case_at(row) for row in range(model.rowCount())]
    uid = next(case.uid for case in cases if case.company == company)
    view = workspace.case
    workspace.open_case(uid)
    await wait_until(lambda: view.case is not None and view.case.uid == uid, company)
    panel = view.evidence
    await wait_until(lambda: panel.evidence is not None, f"{company}'s evidence")
    await read_to_the_end(view)
    return view


async def read_to_the_end(view: CaseView) -> None:
    """OCR takes seconds a page: wait past the first answer, with a longer bound."""
    panel = view.evidence
    loop = asyncio.get_running_loop()
    end = loop.time() + OCR_WAIT
    while panel.task is not None and not panel.task.done():
        if loop.time() > end:
            raise SystemExit("screenshots: timed out waiting for OCR")
        await asyncio.sleep(0.1)


async def render_evidence(window: MainWindow, folder: Path) -> None:
    size_window(window, 1600, 900)
    view = await open_seeded(window, ANDES)
    panel = view.evidence
    view.side.setCurrentWidget(panel)
    panel.sections.setCurrentWidget(panel.comparison)
    comparison = panel.comparison
    row = next(
        item
        for item in comparison.rows()
        if (c := comparison.comparison_of(item)) is not None
        and c.field is FieldKey.REGISTRATION_NUMBER
        and c.found is not None
    )
    comparison.table.setCurrentItem(row)
    comparison.table.setFocus()
    assert comparison.show_in_document(row)
    await wait_until(lambda: view.viewer.image is not None, "the certificate's page")
    await wait_until(lambda: not view.viewer.runner.busy, "the certificate's thumbnails")
    await asyncio.sleep(0.3)
    save(window, folder, "compliance-evidence-comparison")

    view.side.setCurrentWidget(view.flags)
    await asyncio.sleep(0.2)
    save(window, folder, "compliance-evidence-flags")

    view.side.setCurrentWidget(panel)
    panel.sections.setCurrentWidget(panel.screening)
    await asyncio.sleep(0.2)
    save(window, folder, "compliance-evidence-screening")

    view = await open_seeded(window, LOTUS)
    panel = view.evidence
    view.side.setCurrentWidget(panel)
    panel.sections.setCurrentWidget(panel.ownership)
    await asyncio.sleep(0.2)
    save(window, folder, "compliance-evidence-ownership")
    size_window(window, 1400, 860)
