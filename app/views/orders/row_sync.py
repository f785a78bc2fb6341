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
    """Make ``rows`` (the model's own list, changed in place) equal to ``new``."""
    wanted = {key(row): position for position, row in enumerate(new)}
    _remove_gone(model, rows, wanted, key)
    _reorder_kept(model, rows, wanted, key)
    _insert_and_update(model, rows, new, key, same, last_column)


def _remove_gone(
    model: QAbstractItemModel, rows: list[R], wanted: dict[Hashable, int], key: Key[R]
) -> None:
    """Rows not in the new list, bottom up, a run at a time."""
    end = len(rows) - 1
    while end >= 0:
        if key(rows[end]) in wanted:
            end -= 1
            continue
        start = end
        while start > 0 and key(rows[start - 1]) not in wanted:
            start -= 1
        model.beginRemoveRows(QModelIndex(), start, end)
        del rows[start : end + 1]
        model.endRemoveRows()
        end = start - 1


def _reorder_kept(
    model: QAbstractItemModel, rows: list[R], wanted: dict[Hashable, int], key: Key[R]
) -> None:
    """The rows both lists have, into the new list's order (a list sorted on the server
    keeps its order, so this is rare): a layout change that moves rows and nothing else."""
    positions = [wanted[key(row)] for row in rows]
    if all(a < b for a, b in pairwise(positions)):
        return
    model.layoutAboutToBeChanged.emit()
    order = sorted(range(len(rows)), key=positions.__getitem__)
    moved_to = {old: new for new, old in enumerate(order)}
    rows[:] = [rows[old] for old in order]
    persistent = model.persistentIndexList()
    model.changePersistentIndexList(
        persistent,
        [model.index(moved_to[index.row()], index.column()) for index in persistent],
    )
    model.layoutChanged.emit()


def _insert_and_update(
    model: QAbstractItemModel,
    rows: list[R],
    new: Sequence[R],
    key: Key[R],
    same: Same[R],
    last_column: int,
) -> None:
    """Walk the new list: runs of rows not held are inserted where they belong, rows held
    whose content changed take the new content and say so in runs."""
    held = {key(row) for row in rows}
    changed_from: int | None = None
    position = 0
    while position < len(new):
        if key(new[position]) not in held:
            _changed(model, changed_from, position - 1, last_column)
            changed_from = None
            end = position
            while end + 1 < len(new) and key(new[end + 1]) not in held:
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
    _changed(model, changed_from, len(new) - 1, last_column)


def _changed(model: QAbstractItemModel, first: int | None, last: int, last_column: int) -> None:
    if first is not None and first <= last:
        model.dataChanged.emit(model.index(first, 0), model.index(last, last_column))
