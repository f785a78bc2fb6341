"""The rows of an imported file as a table: the file's row number, the row's status, then one
column per mapped column (the file's own header names), each cell as the file wrote it or as
it was fixed here.

Up to 10,000 rows: ``data`` answers from plain lists built once per change (each row's
sentences by column, its status words), never by formatting a row again, and a cell edit
checks only its own row again (``RowChecker.recheck``); the repeats across the file, which
depend on every row, are said again off the UI thread by the page (:meth:`GridModel.apply`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap

from app.services.bulk.duplicates import RECENT_DAYS
from app.services.bulk.model import CheckedRow
from app.services.bulk.row_checks import RowChecker
from app.services.directory import short_id
from app.views.widgets.api_messages import in_language
from app.views.widgets.plural import plural

# Roles as plain ints: a paint asks ``data`` about ten roles for each cell on screen, and an
# int compares at C speed where an enum member does not.
DISPLAY = int(Qt.ItemDataRole.DisplayRole)
EDIT = int(Qt.ItemDataRole.EditRole)
TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)
BACKGROUND = int(Qt.ItemDataRole.BackgroundRole)
DECORATION = int(Qt.ItemDataRole.DecorationRole)
ALIGN = int(Qt.ItemDataRole.TextAlignmentRole)
ACCESSIBLE = int(Qt.ItemDataRole.AccessibleDescriptionRole)
SENTENCE_ROLE = int(Qt.ItemDataRole.UserRole)  # the cell's error sentences, '' when none
FILE_TEXT_ROLE = SENTENCE_ROLE + 1  # a fixed cell: the text the file had, else None
SERVED_ROLES = frozenset(
    (
        DISPLAY,
        EDIT,
        TOOLTIP,
        BACKGROUND,
        DECORATION,
        ALIGN,
        ACCESSIBLE,
        SENTENCE_ROLE,
        FILE_TEXT_ROLE,
    )
)
HORIZONTAL = Qt.Orientation.Horizontal
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter

ROW_COLUMN, STATUS_COLUMN = 0, 1
FIRST_CELL = 2
STATUS_KEY = ""  # the sentences of a row about no shown cell: said at its Status
ERROR_MARK, FIXED_MARK, READY_MARK = "⚠", "✎", "✓"
ERROR_COLOR = QColor(210, 40, 40, 60)
FIXED_COLOR = QColor(30, 150, 80, 45)
REPEAT_COLOR = QColor(230, 150, 20, 70)
_SYMBOL_COLORS = {ERROR_MARK: QColor(180, 20, 20), FIXED_MARK: QColor(20, 120, 60)}


def _symbol(mark: str) -> QIcon:
    """The cell's symbol beside its colour (colour alone says nothing to some eyes)."""
    pixmap = QPixmap(16, 16)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setPen(_SYMBOL_COLORS[mark])
    font = painter.font()
    font.setPixelSize(13)
    font.setBold(True)
    painter.setFont(font)
    painter.drawText(pixmap.rect(), Qt.AlignmentFlag.AlignCenter, mark)
    painter.end()
    return QIcon(pixmap)


@dataclass(frozen=True)
class Counts:
    ready: int
    errors: int
    repeats: int  # ready rows that repeat an earlier row or a recent payout

    def words(self) -> str:
        """'9,812 ready, 188 with errors, 3 repeats'."""
        return ", ".join(
            (
                plural(
                    self.ready,
                    QCoreApplication.translate("BulkGrid", "{0} ready"),
                    QCoreApplication.translate("BulkGrid", "{0} ready"),
                ),
                plural(
                    self.errors,
                    QCoreApplication.translate("BulkGrid", "{0} with errors"),
                    QCoreApplication.translate("BulkGrid", "{0} with errors"),
                ),
                plural(
                    self.repeats,
                    QCoreApplication.translate("BulkGrid", "{0} repeat"),
                    QCoreApplication.translate("BulkGrid", "{0} repeats"),
                ),
            )
        )


def status_text(row: CheckedRow) -> str:
    if row.errors:
        return plural(
            len(row.errors),
            QCoreApplication.translate("BulkGrid", "⚠ {0} error"),
            QCoreApplication.translate("BulkGrid", "⚠ {0} errors"),
        )
    if row.duplicate_of is not None:
        return QCoreApplication.translate("BulkGrid", "Repeats row {0}").format(row.duplicate_of)
    if row.recent_order:
        return QCoreApplication.translate(
            "BulkGrid", "Sent in the last {0} days (order {1})"
        ).format(RECENT_DAYS, short_id(row.recent_order))
    return QCoreApplication.translate("BulkGrid", "✓ Ready")


def status_sentence(row: CheckedRow) -> str:
    """What the Status cell says in full (its tooltip and the detail line)."""
    if row.duplicate_of is not None:
        return QCoreApplication.translate(
            "BulkGrid",
            "Row {0} pays the same recipient the same amount as row {1}. Both are sent "
            "unless you change one of them.",
        ).format(row.row.number, row.duplicate_of)
    if row.recent_order:
        return QCoreApplication.translate(
            "BulkGrid",
            "A payout to the same recipient for the same amount was sent in the last {0} days "
            "(order {1}). This row is sent again unless you change it.",
        ).format(RECENT_DAYS, row.recent_order)
    return QCoreApplication.translate("BulkGrid", "Row {0} is ready to send.").format(
        row.row.number
    )


class GridModel(QAbstractTableModel):
    """Rows of :class:`CheckedRow`; the cells of ``keys`` are editable."""

    counts_changed = Signal(object)  # Counts
    row_edited = Signal(int)  # the row index checked again after an edit

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._rows: list[CheckedRow] = []
        self._keys: tuple[str, ...] = ()
        self._titles: tuple[str, ...] = ()
        # per row, worked out when first asked (a paint asks for ~30 rows, not 10,000):
        self._said: list[dict[str, str] | None] = []  # column key (or STATUS_KEY) -> sentences
        self._status: list[str | None] = []
        self._shown: frozenset[str] = frozenset()
        self.checker: RowChecker | None = None
        self.last_counts = Counts(0, 0, 0)  # as the count line says them now
        self._icons: dict[str, QIcon] = {}

    # --- filling ---
    def set_rows(
        self,
        rows: Sequence[CheckedRow],
        columns: Sequence[tuple[str, str]],
        checker: RowChecker | None,
    ) -> None:
        """``columns``: (column key, the file's header) in the file's order."""
        self.beginResetModel()
        self._keys = tuple(key for key, _ in columns)
        self._titles = tuple(title for _, title in columns)
        self._rows = list(rows)
        self.checker = checker
        self._shown = frozenset(self._keys)
        self._said = [None] * len(self._rows)
        self._status = [None] * len(self._rows)
        self.endResetModel()
        self._emit_counts()

    @staticmethod
    def _sentences(row: CheckedRow, shown: frozenset[str]) -> dict[str, str]:
        if not row.errors:
            return {}
        said: dict[str, list[str]] = {}
        for error in row.errors:
            key = error.column if error.column in shown else STATUS_KEY
            said.setdefault(key, []).append(in_language(error.sentence))
        return {key: " ".join(sentences) for key, sentences in said.items()}

    def _replace(self, index: int, row: CheckedRow) -> None:
        self._rows[index] = row
        self._said[index] = None
        self._status[index] = None
        self.dataChanged.emit(self.index(index, 0), self.index(index, self.columnCount() - 1))

    def apply_repeats(self, basis: Sequence[CheckedRow], flagged: Sequence[CheckedRow]) -> None:
        """Repeats within the file said again over ``basis`` (off the UI thread): each row
        whose cells still read as they did takes its flag; a row edited meanwhile waits for
        the pass its edit started."""
        self._merge(basis, flagged, "duplicate_of", 0)

    def apply_recent(
        self, basis: Sequence[CheckedRow], matched: Sequence[CheckedRow], at: int = 0
    ) -> None:
        """Recent payouts matched for ``basis`` (the rows from ``at``), when they land."""
        self._merge(basis, matched, "recent_order", at)

    def _merge(
        self, basis: Sequence[CheckedRow], worked: Sequence[CheckedRow], name: str, at: int
    ) -> None:
        for offset, (before, after) in enumerate(zip(basis, worked, strict=True)):
            index = at + offset
            if index >= len(self._rows):
                break
            current = self._rows[index]
            value = getattr(after, name)
            # the same cells (an edit makes a new ImportedRow) and a value that differs
            if current.row is before.row and getattr(current, name) != value:
                self._replace(index, replace(current, **{name: value}))
        self._emit_counts()

    # --- reading ---
    @property
    def rows(self) -> list[CheckedRow]:
        return list(self._rows)

    @property
    def keys(self) -> tuple[str, ...]:
        return self._keys

    def key_at(self, column: int) -> str | None:
        return self._keys[column - FIRST_CELL] if column >= FIRST_CELL else None

    def column_of(self, key: str) -> int:
        """The view column of a column key (STATUS_KEY: the Status column)."""
        return FIRST_CELL + self._keys.index(key) if key in self._keys else STATUS_COLUMN

    def has_errors(self, row: int) -> bool:
        return bool(self._rows[row].errors)

    def _said_at(self, row: int) -> dict[str, str]:
        said = self._said[row]
        if said is None:
            said = self._said[row] = self._sentences(self._rows[row], self._shown)
        return said

    def _status_at(self, row: int) -> str:
        status = self._status[row]
        if status is None:
            status = self._status[row] = status_text(self._rows[row])
        return status

    def sentence(self, row: int, column: int) -> str:
        key = STATUS_KEY if column == STATUS_COLUMN else self.key_at(column)
        return self._said_at(row).get(key, "") if key is not None else ""

    def _emit_counts(self) -> None:
        self.last_counts = self.counts()
        self.counts_changed.emit(self.last_counts)

    def counts(self) -> Counts:
        ready = errors = repeats = 0
        for row in self._rows:
            if row.errors:
                errors += 1
            elif row.request is not None:
                ready += 1
                if row.duplicate_of is not None or row.recent_order:
                    repeats += 1
        return Counts(ready, errors, repeats)

    def error_cells(self, row: int) -> list[int]:
        """The view columns of ``row`` with an error, left to right."""
        if not self._rows[row].errors:
            return []
        said = self._said_at(row)
        return sorted(self.column_of(key) for key in said)

    def next_error(self, row: int, column: int, forward: bool = True) -> tuple[int, int] | None:
        """The error cell after (or before) ``(row, column)`` in reading order, wrapping
        round the end; None when no cell has one."""
        count = len(self._rows)
        if count == 0:
            return None
        step = 1 if forward else -1
        for offset in range(count + 1):
            at = (row + step * offset) % count
            columns = self.error_cells(at)
            if not columns:
                continue
            if offset == 0:  # the current row: only the cells past the current one
                columns = [c for c in columns if (c > column if forward else c < column)]
            elif offset == count:  # back round to the start row: the cells before it
                columns = [c for c in columns if (c <= column if forward else c >= column)]
            if columns:
                return at, columns[0] if forward else columns[-1]
        return None

    # --- Qt ---
    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else FIRST_CELL + len(self._keys)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = DISPLAY) -> Any:  # noqa: N802
        if orientation != HORIZONTAL or role != DISPLAY:
            return None
        if section == ROW_COLUMN:
            return QCoreApplication.translate("BulkGrid", "Row")
        if section == STATUS_COLUMN:
            return QCoreApplication.translate("BulkGrid", "Status")
        return self._titles[section - FIRST_CELL]

    def flags(self, index: QModelIndex | QPersistentModelIndex) -> Qt.ItemFlag:
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if index.column() >= FIRST_CELL and self.checker is not None:
            flags |= Qt.ItemFlag.ItemIsEditable
        return flags

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = DISPLAY) -> Any:
        if role not in SERVED_ROLES:
            return None
        row, column = index.row(), index.column()
        if role in (DISPLAY, EDIT):
            return self._text(row, column)
        if role == SENTENCE_ROLE:
            return self.sentence(row, column)
        if role == FILE_TEXT_ROLE:
            key = self.key_at(column)
            return self._rows[row].fixed.get(key) if key is not None else None
        if role == BACKGROUND:
            return self._background(row, column)
        if role == DECORATION:
            return self._decoration(row, column)
        if role in (TOOLTIP, ACCESSIBLE):
            return self._tooltip(row, column)
        if role == ALIGN and column == ROW_COLUMN:
            return RIGHT
        return None

    def _text(self, row: int, column: int) -> str:
        if column == ROW_COLUMN:
            return str(self._rows[row].row.number)
        if column == STATUS_COLUMN:
            return self._status_at(row)
        return self._rows[row].row.cells.get(self._keys[column - FIRST_CELL], "")

    def _background(self, row: int, column: int) -> QColor | None:
        if self.sentence(row, column):
            return ERROR_COLOR
        checked = self._rows[row]
        if column == STATUS_COLUMN:
            if checked.errors:  # its words say how many; the colour finds the row in a scroll
                return ERROR_COLOR
            if checked.duplicate_of is not None or checked.recent_order:
                return REPEAT_COLOR
            return None
        key = self.key_at(column)
        if key is not None and key in checked.fixed:
            return FIXED_COLOR
        return None

    def _decoration(self, row: int, column: int) -> QIcon | None:
        if column == STATUS_COLUMN:
            return None  # its words carry their own symbol
        if self.sentence(row, column):
            return self._icon(ERROR_MARK)
        key = self.key_at(column)
        if key is not None and key in self._rows[row].fixed:
            return self._icon(FIXED_MARK)
        return None

    def _icon(self, mark: str) -> QIcon:
        icon = self._icons.get(mark)
        if icon is None:
            icon = self._icons[mark] = _symbol(mark)
        return icon

    def _tooltip(self, row: int, column: int) -> str | None:
        said = self.sentence(row, column)
        checked = self._rows[row]
        if column == STATUS_COLUMN:
            return said or status_sentence(checked)
        key = self.key_at(column)
        if key is not None and key in checked.fixed:
            fixed = QCoreApplication.translate(
                "BulkGrid", "Fixed here; the file had “{0}”."
            ).format(checked.fixed[key])
            return f"{said}\n{fixed}" if said else fixed
        return said or None

    def setData(  # noqa: N802
        self, index: QModelIndex | QPersistentModelIndex, value: Any, role: int = EDIT
    ) -> bool:
        """A cell typed over: its row is checked again at once, with the file's text kept
        for the cell (``CheckedRow.fixed``)."""
        key = self.key_at(index.column())
        if role != EDIT or key is None or self.checker is None or not index.isValid():
            return False
        text = "" if value is None else str(value)
        row = index.row()
        if text == self._rows[row].row.cells.get(key, ""):
            return False
        self._replace(row, self.checker.recheck(self._rows[row], {key: text}))
        self._emit_counts()
        self.row_edited.emit(row)
        return True


class ErrorRowsFilter(QSortFilterProxyModel):
    """Only the rows with an error, when asked; every row otherwise."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._only_errors = False

    @property
    def only_errors(self) -> bool:
        return self._only_errors

    def set_only_errors(self, on: bool) -> None:
        if on != self._only_errors:
            self.beginFilterChange()
            self._only_errors = on
            self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def filterAcceptsRow(  # noqa: N802
        self, source_row: int, source_parent: QModelIndex | QPersistentModelIndex
    ) -> bool:
        if not self._only_errors:
            return True
        source = self.sourceModel()
        return isinstance(source, GridModel) and source.has_errors(source_row)
