"""A paper scanned back into a PDF: each page of a drawn PDF rendered by PDFium to greyscale
pixels, toned like a scanner's copy (paper slightly grey, ink not quite black), and written as
an image-only PDF. It has no text layer, so what it says can only be read by OCR, as with a
real scanned certificate. The same PDF gives the same bytes (one PDFium, zlib at a fixed level).
"""

from __future__ import annotations

from sandbox.seed_files.pdf import A4, GrayImage, Page, pdf_bytes

PAPER, INK = 236, 36  # the grey levels white and black become

# Every grey level mapped between ink and paper, as a scanner's copy of a printed page.
_TONE = bytes(INK + level * (PAPER - INK) // 255 for level in range(256))


def scanned_pages(pdf: bytes, dpi: int = 150) -> list[GrayImage]:
    """Each page of ``pdf`` as greyscale pixels at ``dpi``."""
    import pypdfium2  # type: ignore[import-untyped]  # only the scanned paper needs it

    document = pypdfium2.PdfDocument(pdf)
    try:
        images = []
        for index in range(len(document)):
            page = document[index]
            bitmap = page.render(scale=dpi / 72, grayscale=True)
            width, height, stride = bitmap.width, bitmap.height, bitmap.stride
            buffer = bytes(bitmap.buffer)
            rows = b"".join(buffer[row * stride : row * stride + width] for row in range(height))
            images.append(GrayImage(width, height, rows.translate(_TONE)))
            bitmap.close()
            page.close()
        return images
    finally:
        document.close()


def scanned_pdf(pdf: bytes, *, title: str, author: str, created: str, dpi: int = 150) -> bytes:
    """``pdf`` as a scanner would return it: one full-page image per page, no text."""
    pages = []
    for image in scanned_pages(pdf, dpi):
        page = Page()
        page.image(0, 0, A4[0], A4[1], image)
        pages.append(page)
    return pdf_bytes(pages, title=title, author=author, created=created)
