"""One text policy for every name and free-text field: what a person sees is what it holds.

A name, a reference or a description is one line that a bank file, a CSV, a terminal or the
screen shows. Refused, wherever such text enters (the client's forms and the sandbox both
validate with the request models, which run ``refuse_hidden_text`` on each text field):

- control characters (Unicode Cc: NUL, tab, CR, LF, DEL, C1) and the line and paragraph
  separators U+2028 and U+2029, which break the line or hide what follows;
- format characters (Unicode Cf), among them the bidi controls U+202A-202E, U+2066-2069,
  U+200E, U+200F and U+061C, the zero-width space U+200B, the BOM U+FEFF, the soft hyphen and
  the tag characters: invisible, they make ``"Evil\\u202egnp.exe"`` read as ``Evilexe.png``;
- lone surrogates (Cs), which are no character at all and no database can store as UTF-8.

Kept: every letter, accent and script (é, ñ, 中文, العربية, Ελληνικά), symbols and emoji. The
zero-width joiner and non-joiner (U+200D, U+200C) are the one exception to "Cf is refused":
Persian and the Indic scripts need them inside words, and emoji sequences join with them, so
they are kept between two non-ASCII letters, marks or symbols, and refused anywhere else
(``"Ev\\u200dil"`` looks like ``Evil`` and is not).

A file name gets the same policy, and is a name only: no path separator, no ``..``.

The display side (app/views/widgets/visible_text.py) shows exactly what this refuses, so a
value stored before the rule, or by a live server, is shown visibly and never interpreted.
"""

from __future__ import annotations

import unicodedata

ZERO_WIDTH_NON_JOINER = "\u200c"
ZERO_WIDTH_JOINER = "\u200d"
_JOINERS = frozenset({ZERO_WIDTH_NON_JOINER, ZERO_WIDTH_JOINER})
_LINE_BREAKING = frozenset({"\u2028", "\u2029"})
# The categories a joiner may stand between: letters, marks (accents, vowel signs, emoji
# variation selectors) and the symbols emoji and their skin tones are.
_JOINABLE = frozenset({"Lu", "Ll", "Lt", "Lm", "Lo", "Mn", "Mc", "Me", "So", "Sk"})

# The bidi controls by name, as the issue and the docs list them (all of them are Cf).
BIDI_CONTROLS = frozenset(
    chr(code) for code in (*range(0x202A, 0x202F), *range(0x2066, 0x206A), 0x200E, 0x200F, 0x061C)
)

_CONTROL_MESSAGE = (
    "Remove the control character U+{code:04X} (character {index}): this field takes one "
    "line of printable text."
)
_INVISIBLE_MESSAGE = (
    "Remove the invisible character U+{code:04X} (character {index}): it would make this text "
    "read differently from what it holds."
)
_BROKEN_MESSAGE = (
    "Remove the broken character U+{code:04X} (character {index}): it is half of a character "
    "and no text can hold it alone."
)


def _joins(text: str, index: int) -> bool:
    """A joiner at ``index`` with a non-ASCII letter, mark or symbol on each side."""
    if index == 0 or index == len(text) - 1:
        return False
    return all(
        not near.isascii() and unicodedata.category(near) in _JOINABLE
        for near in (text[index - 1], text[index + 1])
    )


def is_hidden(text: str, index: int) -> bool:
    """True when the character at ``index`` of ``text`` is one the policy refuses."""
    char = text[index]
    category = unicodedata.category(char)
    if category in ("Cc", "Cs") or char in _LINE_BREAKING:
        return True
    if category != "Cf":
        return False
    return not (char in _JOINERS and _joins(text, index))


def first_hidden(text: str) -> int | None:
    """The index of the first refused character of ``text``, or None."""
    if text.isprintable():
        return None  # nothing refused is printable (C*, Zl, Zp): the common case, at C speed
    return next((i for i in range(len(text)) if is_hidden(text, i)), None)


def text_problem(text: str) -> str | None:
    """The sentence refusing ``text`` (naming the character and where it is), or None."""
    index = first_hidden(text)
    if index is None:
        return None
    char = text[index]
    category = unicodedata.category(char)
    if category == "Cc" or char in _LINE_BREAKING:
        template = _CONTROL_MESSAGE
    else:
        template = _BROKEN_MESSAGE if category == "Cs" else _INVISIBLE_MESSAGE
    return template.format(code=ord(char), index=index + 1)


def refuse_hidden_text(value: object) -> object:
    """The validator every request model runs on each of its text fields."""
    if isinstance(value, str):
        message = text_problem(value)
        if message is not None:
            raise ValueError(message)
    return value


FILE_NAME_MAX_LENGTH = 255  # what ext4, NTFS and APFS take for one name


def file_name_problem(name: str) -> str | None:
    """The sentence refusing an uploaded file's name, or None: the text policy, then a name
    and never a path (no / or \\, not . or .., nothing but dots)."""
    problem = text_problem(name)
    if problem is not None:
        return problem
    if not name.strip():
        return "Give the file a name."
    if "/" in name or "\\" in name:
        return "Give the file's name alone, without a folder (no / or \\)."
    if name.strip(". ") == "" or ".." in name:
        return "A file name cannot contain '..' nor be made of dots only; rename the file."
    if len(name) > FILE_NAME_MAX_LENGTH:
        return f"Use a file name of at most {FILE_NAME_MAX_LENGTH} characters."
    return None
