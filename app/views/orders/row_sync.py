"""A table's rows turned into new ones with the signals that say exactly what changed.

A refresh used to announce "the layout changed" for whatever came back: Qt's model checker
(QAbstractItemModelTester) failed as soon as rows came and went in the same refresh, and a
selection on an order that left was pointed at another. Here rows that went are removed,
rows that came are inserted and rows whose content changed say so, each in runs, so views
keep the selection and the scroll on the rows they were on. O(n) with dictionaries (a
table may hold 100,000 orders).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from itertools import pairwise
from typing import TypeVar

from PySide6.QtCore import QAbstractItemModel, QModelIndex

R = TypeVar("R")
Key = Callable[[R], Hashable]
Same = Callable[[R, R], bool]


def sync_rows(
    model: QAbstractItemModel,
    rows: list[R],
    new: Sequence[R],
    key: Key[R],
    same: Same[R],
    last_column: int,
) -> None:
    """Make ``rows`` (the model's own list, changed in place) equal to ``new``.

    Rows that equal (``==``) the new ones at both ends are left alone, found by comparing
    slices (in C): an auto-refresh of 10,000 rows that changed one walked them all in
    Python, 40 ms a refresh and a stall each second (benchmarks/stalls.py)."""
    head = _common_prefix(rows, new)
    tail = _common_suffix(rows, new, head)
    if head == len(rows) == len(new):
        return
    wanted = {key(row): position for position, row in enumerate(new[head : len(new) - tail])}
    end = _remove_gone(model, rows, wanted, key, head, len(rows) - tail)
    _reorder_kept(model, rows, wanted, key, head, end)
    _insert_and_update(model, rows, new, key, same, last_column, head, len(new) - tail)


def _common_prefix(rows: Sequence[R], new: Sequence[R]) -> int:
    """How many rows at the start equal the new ones, by halving (each half one C compare)."""
    lo, hi = 0, min(len(rows), len(new))
    if rows[:hi] == new[:hi]:
        return hi
    while hi - lo > 1:  # rows[:lo] == new[:lo]; rows[:hi] != new[:hi]
        middle = (lo + hi) // 2
        if rows[lo:middle] == new[lo:middle]:
            lo = middle
        else:
            hi = middle
    return lo


def _common_suffix(rows: Sequence[R], new: Sequence[R], head: int) -> int:
    """How many rows at the end equal the new ones, not counting the first ``head``."""
    limit = min(len(rows), len(new)) - head
    return _common_prefix(list(reversed(rows))[:limit], list(reversed(new))[:limit])


def _remove_gone(
    model: QAbstractItemModel,
    rows: list[R],
    wanted: dict[Hashable, int],
    key: Key[R],
    first: int,
    stop: int,
) -> int:
    """Rows of ``rows[first:stop]`` not in the new list, bottom up, a run at a time;
    returns where the range stops now."""
    end = stop - 1
    while end >= first:
        if key(rows[end]) in wanted:
            end -= 1
            continue
        start = end
        while start > first and key(rows[start - 1]) not in wanted:
            start -= 1
        model.beginRemoveRows(QModelIndex(), start, end)
        del rows[start : end + 1]
        model.endRemoveRows()
        stop -= end + 1 - start
        end = start - 1
    return stop


def _reorder_kept(
    model: QAbstractItemModel,
    rows: list[R],
    wanted: dict[Hashable, int],
    key: Key[R],
    first: int,
    stop: int,
) -> None:
    """The rows both lists have, into the new list's order (a list sorted on the server
    keeps its order, so this is rare): a layout change that moves rows and nothing else."""
    positions = [wanted[key(row)] for row in rows[first:stop]]
    if all(a < b for a, b in pairwise(positions)):
        return
    model.layoutAboutToBeChanged.emit()
    order = sorted(range(len(positions)), key=positions.__getitem__)
    moved_to = {first + old: first + new for new, old in enumerate(order)}
    rows[first:stop] = [rows[first + old] for old in order]
    persistent = model.persistentIndexList()
    model.changePersistentIndexList(
        persistent,
        [
            model.index(moved_to.get(index.row(), index.row()), index.column())
            for index in persistent
        ],
    )
    model.layoutChanged.emit()


def _insert_and_update(
    model: QAbstractItemModel,
    rows: list[R],
    new: Sequence[R],
    key: Key[R],
    same: Same[R],
    last_column: int,
    first: int,
    stop: int,
) -> None:
    """Walk ``new[first:stop]``: runs of rows not held are inserted where they belong, rows
    held whose content changed take the new content and say so in runs."""
    held = {key(row) for row in rows[first : len(rows) - (len(new) - stop)]}
    changed_from: int | None = None
    position = first
    while position < stop:
        if key(new[position]) not in held:
            _changed(model, changed_from, position - 1, last_column)
            changed_from = None
            end = position
            while end + 1 < stop and key(new[end + 1]) not in held:
                end += 1
            model.beginInsertRows(QModelIndex(), position, end)
            rows[position:position] = new[position : end + 1]
            model.endInsertRows()
            position = end + 1
            continue
        if same(rows[position], new[position]):
            _changed(model, changed_from, position - 1, last_column)
            changed_from = None
        else:
            rows[position] = new[position]
            changed_from = position if changed_from is None else changed_from
        position += 1
    _changed(model, changed_from, stop - 1, last_column)


def _changed(model: QAbstractItemModel, first: int | None, last: int, last_column: int) -> None:
    if first is not None and first <= last:
        model.dataChanged.emit(model.index(first, 0), model.index(last, last_column))
