"""A server's text shown as it is held, never as it would render.

A name, reference or file name stored before the text policy (app/models/text_policy.py), or
held by a live server, may carry a right-to-left override or a zero-width character: drawn as
it is, ``"Evil\\u202egnp.exe"`` reads ``Evilexe.png``. Every place that shows such text passes
it through ``visible``, which writes each character the policy refuses as its code point,
``⟨U+202E⟩``, so a reviewer sees what the value holds. What the policy keeps (accents, any
script, emoji and their joiners) is shown untouched.
"""

from __future__ import annotations

from app.models.text_policy import is_hidden

OPEN = "\u27e8"  # ⟨ MATHEMATICAL LEFT ANGLE BRACKET: in DejaVu, and not typed by accident
CLOSE = "\u27e9"  # ⟩


def visible(text: str | None) -> str:
    """``text`` with each hidden character written as ``⟨U+XXXX⟩`` ('' for None)."""
    if not text:
        return ""
    if text.isprintable():
        return text  # nearly every value: no control, format or separator character at all
    return "".join(
        f"{OPEN}U+{ord(char):04X}{CLOSE}" if is_hidden(text, index) else char
        for index, char in enumerate(text)
    )
