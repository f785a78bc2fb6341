"""The document viewer's zoom steps, and the zoom that fits a page to the room it has."""

from __future__ import annotations

ZOOMS = (0.25, 0.33, 0.5, 0.67, 0.75, 0.9, 1.0, 1.1, 1.25, 1.5, 1.75, 2.0, 2.5, 3.0, 4.0)
PAGE_MARGIN = 24  # room around a page fitted to the width (and the scroll bar)


def zoom_step(zoom: float, *, larger: bool) -> float:
    """The next zoom step up or down from ``zoom`` (which may lie between steps after fitting),
    kept within the steps."""
    if larger:
        return next((z for z in ZOOMS if z > zoom + 0.001), ZOOMS[-1])
    return next((z for z in reversed(ZOOMS) if z < zoom - 0.001), ZOOMS[0])


def fitted_zoom(page_size: tuple[float, float], rotation: int, viewport_width: int) -> float:
    """The zoom at which a page (its size at zoom 1, turned by ``rotation``) fills the width."""
    width, height = page_size
    if rotation in (90, 270):
        width = height
    room = max(100, viewport_width - PAGE_MARGIN)
    return float(max(ZOOMS[0], min(ZOOMS[-1], room / width)))
