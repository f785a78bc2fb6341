"""What a file really is, by its first bytes (not its name): the viewer and the upload checks
trust only PDF, PNG and JPEG signatures."""

from __future__ import annotations

from enum import StrEnum

MAX_UPLOAD_BYTES = 10 * 1024 * 1024  # the sandbox's limit (docs/sandbox.md)


class FileKind(StrEnum):
    PDF = "application/pdf"
    PNG = "image/png"
    JPEG = "image/jpeg"


_SIGNATURES: tuple[tuple[bytes, FileKind], ...] = (
    (b"%PDF-", FileKind.PDF),
    (b"\x89PNG\r\n\x1a\n", FileKind.PNG),
    (b"\xff\xd8\xff", FileKind.JPEG),
)


def sniff(head: bytes) -> FileKind | None:
    """The kind the bytes start as; a PDF may have a little junk before ``%PDF-`` (readers
    accept it within the first KB)."""
    for signature, kind in _SIGNATURES:
        if head.startswith(signature):
            return kind
    if b"%PDF-" in head[:1024]:
        return FileKind.PDF
    return None


def kind_of(media_type: str | None) -> FileKind | None:
    """A server's media type as one of ours, if it is one."""
    if not media_type:
        return None
    base = media_type.split(";", 1)[0].strip().lower()
    if base == "image/jpg":
        return FileKind.JPEG
    try:
        return FileKind(base)
    except ValueError:
        return None
