"""The question asked before opening a case another reviewer claimed: it names the owner, and
Cancel is the default so Enter does not override. Going on is recorded by the door."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from app.services.reviewers import Reviewer

AskOwner = Callable[[Reviewer], bool]  # may this desk open a case the reviewer holds?


def ask_owner(parent: QWidget) -> AskOwner:
    """A confirmation naming the owner; Cancel is the default, so Enter does not override."""

    def ask(owner: Reviewer) -> bool:
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            QCoreApplication.translate("AskOwner", "Claimed by another reviewer"),
            QCoreApplication.translate(
                "AskOwner",
                "{0} has claimed this case. Work on it anyway? Teller records that you did, "
                "so they and the audit see it.",
            ).format(owner.short),
            parent=parent,
        )
        go = box.addButton(
            QCoreApplication.translate("AskOwner", "&Work on it anyway"),
            QMessageBox.ButtonRole.AcceptRole,
        )
        cancel = box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(cancel)
        box.exec()
        return box.clickedButton() is go

    return ask
