"""A group's entries in rank order, in chunks that each keep their texts as one text.

Finding the entries that hold "luc" by asking 18,000 of them one by one is 18,000 steps of
Python (12–16 ms under load); ``str.find`` over one text made of all their texts, jumping
past each entry found, is a step per entry found (1 ms for 1,400). Codes (ids, IBANs) are
found the same way (a regular expression over them all), which replaced 378,000 Python
calls a query typed one key at a time.

Those texts are kept per chunk of about ``CHUNK`` entries, made when first searched after a
change of the chunk, so a change (an order a server search found, an account renamed) makes
one chunk's texts again (a millisecond), not all of them (60–100 ms under load, on the
keystroke that came next). ``warm`` makes the texts of every changed chunk, a chunk a step,
for a job between keystrokes.
"""

from __future__ import annotations

import bisect
import re
from collections import Counter
from collections.abc import Iterator

from app.services.search.ranking import Indexed, Rank, rank_of

CHUNK = 500  # entries a chunk; one past twice as many is split in two
SPARSE = 1_500  # entries found by jumps before the rest is asked one by one
EXACT, PREFIX, SUBSTRING = 3, 2, 1  # a code's quality: whole, its start, inside


class _Chunk:
    __slots__ = ("_codes", "_counts", "_hays", "items")

    def __init__(self, items: list[Indexed]) -> None:
        self.items = items
        self._hays: tuple[str, list[int]] | None = None
        self._codes: tuple[str, list[int], list[Indexed]] | None = None
        self._counts: Counter[str] | None = None

    def changed(self) -> None:
        self._hays = None
        self._codes = None
        self._counts = None

    @property
    def warm(self) -> bool:
        return self._hays is not None and self._codes is not None and self._counts is not None

    def counts(self) -> Counter[str]:
        """How many entries hold each character (a one-letter text's total, looked up)."""
        if self._counts is None:
            self._counts = Counter(c for item in self.items for c in set(item.hay))
        return self._counts

    def hays(self) -> tuple[str, list[int]]:
        """The entries' texts as one, NUL after each, and where each NUL is."""
        if self._hays is None:
            ends: list[int] = []
            end = -1
            for item in self.items:
                end += len(item.hay) + 1
                ends.append(end)
            self._hays = ("\0".join(item.hay for item in self.items) + "\0", ends)
        return self._hays

    def codes(self) -> tuple[str, list[int], list[Indexed]]:
        """Every code of every entry as one text, each between line breaks (codes are
        letters and digits only), where each starts, and whose it is."""
        if self._codes is None:
            starts: list[int] = []
            owners: list[Indexed] = []
            parts: list[str] = []
            at = 1
            for item in self.items:
                for code in item.codes:
                    starts.append(at)
                    owners.append(item)
                    parts.append(code)
                    at += len(code) + 1
            self._codes = ("\n" + "\n".join(parts) + "\n", starts, owners)
        return self._codes


class RankedGroup:
    """The entries of one group, best rank first."""

    def __init__(self) -> None:
        self._chunks: list[_Chunk] = []
        self._maxes: list[Rank] = []  # each chunk's last rank

    def __len__(self) -> int:
        return sum(len(chunk.items) for chunk in self._chunks)

    def __iter__(self) -> Iterator[Indexed]:
        for chunk in self._chunks:
            yield from chunk.items

    def add(self, item: Indexed) -> None:
        chunks, maxes = self._chunks, self._maxes
        if not chunks:
            chunks.append(_Chunk([item]))
            maxes.append(item.rank)
            return
        at = min(bisect.bisect_left(maxes, item.rank), len(chunks) - 1)
        chunk = chunks[at]
        bisect.insort(chunk.items, item, key=rank_of)
        chunk.changed()
        maxes[at] = chunk.items[-1].rank
        if len(chunk.items) > 2 * CHUNK:
            half = len(chunk.items) // 2
            first, second = _Chunk(chunk.items[:half]), _Chunk(chunk.items[half:])
            chunks[at : at + 1] = [first, second]
            maxes[at : at + 1] = [first.items[-1].rank, second.items[-1].rank]

    def remove(self, item: Indexed) -> None:
        chunks, maxes = self._chunks, self._maxes
        at = bisect.bisect_left(maxes, item.rank)
        if at == len(chunks):
            return
        chunk = chunks[at]
        index = bisect.bisect_left(chunk.items, item.rank, key=rank_of)
        if index == len(chunk.items) or chunk.items[index] is not item:
            return
        del chunk.items[index]
        if not chunk.items:
            del chunks[at]
            del maxes[at]
            return
        chunk.changed()
        maxes[at] = chunk.items[-1].rank

    def holding(self, word: str) -> list[Indexed]:
        """The entries whose text holds ``word``, in rank order."""
        found: list[Indexed] = []
        if "\0" in word:
            return [item for item in self if word in item.hay]
        for number, chunk in enumerate(self._chunks):
            if len(found) > SPARSE:  # held by most: one by one is the cheaper step
                for rest in self._chunks[number:]:
                    found.extend(item for item in rest.items if word in item.hay)
                break
            text, ends = chunk.hays()
            items = chunk.items
            at = text.find(word)
            while at != -1:
                index = bisect.bisect_left(ends, at)
                found.append(items[index])
                at = text.find(word, ends[index] + 1)
        return found

    def holding_letter(self, letter: str) -> Holding:
        """The entries holding one character: counted from the chunks' tallies, read one by
        one only as far as the ranking wants (a one-letter text is held by most)."""
        return Holding(self._chunks, letter)

    def with_code(self, code: str, found: dict[Indexed, int]) -> None:
        """Into ``found``: each entry with a code holding ``code`` (letters and digits), and
        the best of EXACT, PREFIX, SUBSTRING among its codes."""
        pattern = re.compile(re.escape(code))
        size = len(code)
        for chunk in self._chunks:
            text, starts, owners = chunk.codes()
            for match in pattern.finditer(text):
                at = match.start()
                index = bisect.bisect_right(starts, at) - 1
                if at == starts[index]:
                    quality = EXACT if text[at + size] == "\n" else PREFIX
                else:
                    quality = SUBSTRING
                owner = owners[index]
                if quality > found.get(owner, 0):
                    found[owner] = quality

    def warm(self) -> Iterator[None]:
        """Every changed chunk's texts made, a part of a chunk a step."""
        for chunk in list(self._chunks):
            if not chunk.warm:  # each part a step: a chunk's three took 12 ms under load
                chunk.hays()
                yield
                chunk.codes()
                yield
                chunk.counts()
                yield


class Holding:
    """The entries of a group holding ``letter``, in rank order, read as iterated."""

    __slots__ = ("_chunks", "_letter")

    def __init__(self, chunks: list[_Chunk], letter: str) -> None:
        self._chunks = chunks
        self._letter = letter

    def __len__(self) -> int:
        return sum(chunk.counts()[self._letter] for chunk in self._chunks)

    def __iter__(self) -> Iterator[Indexed]:
        letter = self._letter
        for chunk in self._chunks:
            if chunk.counts()[letter]:
                yield from (item for item in chunk.items if letter in item.hay)
