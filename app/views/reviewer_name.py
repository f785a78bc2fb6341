"""Who you are in the review store: asked once per desk and store, at the first sign-in.

Teller has already made this desk's signing key (and registered it under the login name, so
that the sign-in itself is signed); the name given here is recorded by a signed entry and
shown beside everything this desk does. Two people may choose one name: rules tell them apart
by key, and the journal shows the key's start beside the name.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

MAX_NAME = 80


class ReviewerNameDialog(QDialog):
    def __init__(
        self, suggested: str, store: str, lasting: bool, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Your name as a reviewer"))
        intro = QLabel(
            self.tr(
                "Everything you do in Teller is signed with a key made for you on this desk, "
                "and the audit journal shows it under your name. Give the name your "
                "colleagues know you by."
            )
        )
        intro.setWordWrap(True)
        where = QLabel(self.tr("Review store: {0}").format(store))
        where.setWordWrap(True)
        where.setProperty("role", "subtle")
        where.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.name = QLineEdit(suggested)
        self.name.setMaxLength(MAX_NAME)
        self.name.setAccessibleName(self.tr("Display name"))
        self.name.selectAll()
        form = QFormLayout()
        form.addRow(self.tr("&Display name"), self.name)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addWidget(where)
        if not lasting:
            warning = QLabel(
                self.tr(
                    "This computer has no keyring, so your key lasts only until Teller quits; "
                    "next time you will be registered again with a new key."
                )
            )
            warning.setWordWrap(True)
            warning.setProperty("role", "fieldError")
            layout.addWidget(warning)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.name.textChanged.connect(self._allow)
        layout.addWidget(self.buttons)
        self._allow(self.name.text())
        # Wide enough for its title and a sentence a line, not a column of words.
        self.setMinimumWidth(self.fontMetrics().averageCharWidth() * 64)

    def _allow(self, text: str) -> None:
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        if ok is not None:
            ok.setEnabled(bool(text.strip()))

    def chosen(self) -> str:
        return self.name.text().strip()
