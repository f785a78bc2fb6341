"""What an uploaded file is, read from its first bytes (never from its name or the type the
uploader declared): KYB documents take PDF, PNG and JPEG only."""

from __future__ import annotations

import codecs
from dataclasses import dataclass

ACCEPTED_SENTENCE = "Only PDF, PNG and JPEG files are accepted"


@dataclass(frozen=True)
class Sniffed:
    media_type: str | None  # set for an accepted type only
    description: str | None  # what a person would call it; None when unknown

    @property
    def accepted(self) -> bool:
        return self.media_type is not None

    def refusal(self) -> str:
        """The sentence a refused upload answers with."""
        if self.description is None:
            return f"{ACCEPTED_SENTENCE}; this file is not a file type Teller knows."
        return f"{ACCEPTED_SENTENCE}; this file is {self.description}."


ACCEPTED: tuple[tuple[bytes, str], ...] = (
    (b"%PDF-", "application/pdf"),
    (b"\x89PNG\r\n\x1a\n", "image/png"),
    (b"\xff\xd8\xff", "image/jpeg"),
)

# Refused types people upload by mistake, named so the refusal says what the file is.
KNOWN_REFUSED: tuple[tuple[bytes, str], ...] = (
    (b"GIF87a", "a GIF image"),
    (b"GIF89a", "a GIF image"),
    (b"II*\x00", "a TIFF image"),
    (b"MM\x00*", "a TIFF image"),
    (b"BM", "a BMP image"),
    (b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", "an older Microsoft Office document (.doc or .xls)"),
    (b"{\\rtf", "an RTF document"),
    (b"Rar!\x1a\x07", "a RAR archive"),
    (b"7z\xbc\xaf\x27\x1c", "a 7-Zip archive"),
    (b"\x1f\x8b", "a gzip archive"),
    (b"MZ", "a Windows program"),
    (b"\x7fELF", "a Linux program"),
)

_OFFICE_PARTS: tuple[tuple[bytes, str], ...] = (
    (b"word/", "a Word document (.docx)"),
    (b"xl/", "an Excel workbook (.xlsx)"),
    (b"ppt/", "a PowerPoint presentation (.pptx)"),
    (b"mimetypeapplication/vnd.oasis.opendocument", "an OpenDocument file"),
)

_HEIF_BRANDS = (b"heic", b"heix", b"hevc", b"mif1", b"msf1", b"avif")


def sniff(data: bytes) -> Sniffed:
    for magic, media_type in ACCEPTED:
        if data.startswith(magic):
            return Sniffed(media_type, None)
    return Sniffed(None, _refused_description(data))


def _refused_description(data: bytes) -> str | None:
    if data.startswith((b"PK\x03\x04", b"PK\x05\x06")):
        head = data[:4096]
        for part, name in _OFFICE_PARTS:
            if part in head:
                return name
        return "a ZIP archive"
    if data[:4] == b"RIFF" and data[8:12] == b"WEBP":
        return "a WebP image"
    if data[4:8] == b"ftyp" and data[8:12] in _HEIF_BRANDS:
        return "an HEIC or AVIF photo (as iPhones save them)"
    for magic, name in KNOWN_REFUSED:
        if data.startswith(magic):
            return name
    return _text_description(data[:4096])


def _text_description(head: bytes) -> str | None:
    try:  # incremental: a character cut at the end of the head is not an error
        decoded = codecs.getincrementaldecoder("utf-8")().decode(head, final=False)
    except UnicodeDecodeError:
        return None
    if not all(ch.isprintable() or ch in "\r\n\t\ufeff" for ch in decoded):
        return None
    start = decoded.lstrip("\ufeff \r\n\t")[:200].lower()
    if "<svg" in start:
        return "an SVG image"
    if start.startswith(("<!doctype html", "<html")):
        return "a web page (HTML)"
    return "plain text"
