"""Text as a search compares it: no case, no accents, one space between words.

"lucia" finds Lucía, "MARIN" finds Marín, "ES91 2100-0418" finds ES9121000418: names are
folded (casefold, accents stripped, letters NFKD does not split spelled out), and codes
(IBANs, ids) are compacted to their letters and digits, so spaces and dashes typed or
pasted in them do not matter.
"""

from __future__ import annotations

import re
import unicodedata

# Letters with no decomposition that a keyboard without them spells with plain letters.
_SPELLED = str.maketrans(
    {"ø": "o", "ł": "l", "đ": "d", "ð": "d", "þ": "th", "æ": "ae", "œ": "oe", "ı": "i"}
)
_SPACES = re.compile(r"\s+")
_NOT_ALNUM = re.compile(r"[\W_]+")
_EDGE = re.compile(r"^[\W_]+|[\W_]+$")


def fold(text: str) -> str:
    """Lower case, without accents, spaces collapsed: "  Lucía  Fernández" -> "lucia fernandez"."""
    if text.isascii():  # most text: no accents to strip
        return _SPACES.sub(" ", text.casefold()).strip()
    decomposed = unicodedata.normalize("NFKD", text.casefold().translate(_SPELLED))
    plain = "".join(c for c in decomposed if not unicodedata.combining(c))
    return _SPACES.sub(" ", plain.translate(_SPELLED)).strip()


def compact(text: str) -> str:
    """Folded, letters and digits only: how an IBAN or an id is compared, however spaced."""
    return _NOT_ALNUM.sub("", fold(text))


def words(folded: str) -> tuple[str, ...]:
    """The words of a folded text, punctuation at their edges aside ("marin, elena" ->
    marin, elena); inside a word it stays ("1.250,50", "ana@example.com" are one word)."""
    found = (_EDGE.sub("", w) for w in folded.split(" "))
    return tuple(w for w in found if w)


def spaced(folded: str) -> str:
    """Every run of punctuation or space as one space: where words start, for a word-start
    check ("ana@example.com" -> "ana example com")."""
    return _NOT_ALNUM.sub(" ", folded).strip()


def matches_all_words(typed: str, text: str) -> bool:
    """Every word typed appears in ``text``, case and accents aside: the simple filters'
    rule (the sandbox users' browser, the case queue), the same as the search's."""
    wanted = words(fold(typed))
    hay = fold(text)
    return all(w in hay for w in wanted)
