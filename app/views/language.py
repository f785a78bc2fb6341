"""The language Teller speaks on screen, for the server catalogues it shows (user relations).

Teller's own words are English so far (no translations ship), so its catalogues are asked in
English too, whatever the desktop's locale: one screen, one language. ``TELLER_LANGUAGE=es``
asks for the Spanish catalogue, which testers use to check it.
"""

from __future__ import annotations

import os

SUPPORTED = ("en", "es")
DEFAULT = "en"


def ui_language() -> str:
    wanted = os.environ.get("TELLER_LANGUAGE", DEFAULT).strip().lower()[:2]
    return wanted if wanted in SUPPORTED else DEFAULT
