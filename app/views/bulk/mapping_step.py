"""The import page's mapping step: each header of the file beside the Teller column it was taken
for, confirmed once by the person before the rows are read for the grid.

A grid of plain widgets rather than a table view: a file has a few dozen headers at most, and
real combo boxes keep Tab, the arrow keys and typing a column's first letter working as in any
form. Enter anywhere in the step confirms (a combo box with its list closed passes Enter on).
Giving a column to a second header takes it from the first (which becomes "Ignore"), so the
mapping confirmed never reads one cell twice.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from app.services.bulk.columns import (
    SYNONYM,
    ColumnSpec,
    columns_for,
    explanation_words,
    match_headers_detailed,
)
from app.services.bulk.model import ImportResult, PayoutKind

IGNORE = None  # the combo's data for a header Teller leaves aside
ENTER_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)


class MappingStep(QWidget):
    """``confirmed(dict)``: header as the file wrote it -> column key, or None to ignore."""

    confirmed = Signal(object)
    cancelled = Signal()

    def __init__(self, parent: QWidget | None = None, *, spanish: bool = False) -> None:
        super().__init__(parent)
        self._spanish = spanish
        self.kind = PayoutKind.BANK
        self.combos: dict[str, QComboBox] = {}
        self.marks: dict[str, QLabel] = {}  # header -> how sure its match is, in words
        self._updating = False
        self.title = QLabel(self.tr("Confirm the columns"))
        self.title.setProperty("role", "heading")
        self.explain = QLabel(
            self.tr(
                "Check which Teller column each column of the file holds. Columns marked ✓ "
                "were recognised by their name; check the others. Press Enter to read the "
                "payouts with these columns."
            )
        )
        self.explain.setWordWrap(True)
        self.missing = QLabel()
        self.missing.setProperty("role", "fieldError")
        self.missing.setWordWrap(True)
        self.missing.hide()
        self._rows = QWidget()
        self._grid = QGridLayout(self._rows)
        self._grid.setColumnStretch(3, 1)  # the combos keep their own width
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self._rows)
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.confirm_button = QPushButton(self.tr("&Use these columns"))
        self.confirm_button.setDefault(True)
        self.confirm_button.clicked.connect(self.confirm)
        self.back_button = QPushButton(self.tr("Choose another &file"))
        self.back_button.clicked.connect(self.cancelled.emit)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.back_button)
        buttons.addWidget(self.confirm_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title)
        layout.addWidget(self.explain)
        layout.addWidget(scroll, 1)
        layout.addWidget(self.missing)
        layout.addLayout(buttons)

    # --- filling ---
    def show_result(self, result: ImportResult) -> None:
        """One line per header the file named (a repeated name once: the importer reads the
        first), with the column it was matched to and how sure the match is."""
        self.kind = result.kind
        while self._grid.count():
            item = self._grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.combos = {}
        self.marks = {}
        specs = columns_for(result.kind)
        sure = {m.header: m.confidence for m in match_headers_detailed(result.headers, result.kind)}
        for col, heading in enumerate(
            (self.tr("Column in the file"), self.tr("Teller's column"), self.tr("Match"))
        ):
            label = QLabel(heading)
            label.setProperty("role", "subtle")
            self._grid.addWidget(label, 0, col)
        previous: QWidget | None = None
        for line, (header, key) in enumerate(
            ((h, k) for h, k in result.mapping.items() if h), start=1
        ):
            combo = self._combo(specs, key)
            combo.setAccessibleName(self.tr("Teller's column for '{0}'").format(header))
            name = QLabel(header)
            name.setBuddy(combo)
            name.setTextFormat(Qt.TextFormat.PlainText)
            mark = QLabel()
            self._grid.addWidget(name, line, 0)
            self._grid.addWidget(combo, line, 1)
            self._grid.addWidget(mark, line, 2)
            self.combos[header] = combo
            self.marks[header] = mark
            certainty = sure.get(header, 0.0)
            combo.currentIndexChanged.connect(
                lambda _i, h=header, m=mark, s=certainty: self._changed(h, m, s)
            )
            self._mark(mark, key, certainty, chosen=False)
            if previous is not None:
                QWidget.setTabOrder(previous, combo)
            previous = combo
        if previous is not None:
            QWidget.setTabOrder(previous, self.back_button)
            QWidget.setTabOrder(self.back_button, self.confirm_button)
        self._grid.setRowStretch(len(self.combos) + 1, 1)
        self._show_missing()
        first = next(iter(self.combos.values()), None)
        (first or self.confirm_button).setFocus()

    def _combo(self, specs: tuple[ColumnSpec, ...], key: str | None) -> QComboBox:
        combo = QComboBox()
        combo.addItem(self.tr("Ignore"), IGNORE)
        for spec in specs:
            combo.addItem(self._name(spec), spec.key)
            combo.setItemData(
                combo.count() - 1, explanation_words(spec), Qt.ItemDataRole.ToolTipRole
            )
        combo.setCurrentIndex(max(0, combo.findData(key)) if key else 0)
        return combo

    def _name(self, spec: ColumnSpec) -> str:
        name = spec.spanish if self._spanish else spec.english
        return name + (" *" if spec.required else "")

    def _mark(self, mark: QLabel, key: str | None, sure: float, *, chosen: bool) -> None:
        if key is None:
            mark.setText(self.tr("ignored"))
            mark.setProperty("role", "subtle")
        elif chosen or sure >= SYNONYM:
            mark.setText(self.tr("✓ sure") if not chosen else self.tr("✓ chosen"))
            mark.setProperty("role", "")
        else:
            mark.setText(self.tr("? a guess: check it"))
            mark.setProperty("role", "fieldError")
        mark.style().unpolish(mark)
        mark.style().polish(mark)

    def _changed(self, header: str, mark: QLabel, sure: float) -> None:
        if self._updating:
            return
        key = self.combos[header].currentData()
        self._updating = True
        try:
            if key is not None:  # a column belongs to one header: the other one lets it go
                for other, combo in self.combos.items():
                    if other != header and combo.currentData() == key:
                        combo.setCurrentIndex(0)
                        self._mark(self.marks[other], None, 0.0, chosen=True)
        finally:
            self._updating = False
        self._mark(mark, key, sure, chosen=True)
        self._show_missing()

    def _show_missing(self) -> None:
        """Required columns no header holds yet: said before confirming, not after."""
        chosen = {combo.currentData() for combo in self.combos.values()}
        missing = [s for s in columns_for(self.kind) if s.required and s.key not in chosen]
        if not missing:
            self.missing.hide()
            return
        names = ", ".join(self._name(s).rstrip(" *") for s in missing)
        self.missing.setText(
            self.tr(
                "No column holds {0} yet, which every payout needs: choose the column of the "
                "file that holds it, or add it to the file and import it again."
            ).format(names)
        )
        self.missing.show()

    # --- the answer ---
    def mapping(self) -> dict[str, str | None]:
        return {header: combo.currentData() for header, combo in self.combos.items()}

    def confirm(self) -> None:
        if self.confirm_button.isEnabled():
            self.confirmed.emit(self.mapping())

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if event.key() in ENTER_KEYS and event.modifiers() in (
            Qt.KeyboardModifier.NoModifier,
            Qt.KeyboardModifier.KeypadModifier,
        ):
            if self.back_button.hasFocus():
                self.back_button.click()
            else:
                self.confirm()
            event.accept()
            return
        super().keyPressEvent(event)
