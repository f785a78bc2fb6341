"""Help > Keyboard shortcuts: the review keys, from the same table the buttons show."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.views.compliance.review_bar import shortcuts
from app.views.widgets.screen_fit import fit_to_screen


class ShortcutsDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        heading = QLabel(
            self.tr(
                "Compliance case review (in the case pane; a text field keeps its letters). "
                "In a reason chooser, a number key picks the reason."
            )
        )
        heading.setWordWrap(True)
        self.table = QTreeWidget()
        self.table.setAccessibleName(self.tr("Keyboard shortcuts"))
        self.table.setRootIsDecorated(False)
        self.table.setHeaderLabels([self.tr("Key"), self.tr("What it does")])
        self.table.header().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        for key, what in shortcuts():
            self.table.addTopLevelItem(QTreeWidgetItem([key, what]))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addWidget(self.table, 1)
        layout.addWidget(buttons)
        fit_to_screen(self, 560, 360)
