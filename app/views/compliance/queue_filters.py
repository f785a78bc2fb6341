"""The case queue's filters: the state filter's choices (from the catalogue, plus "No
session"), the owner filter's ("Mine", "Unclaimed"), and the count of what they show.

The words keep the queue view's translation context ("CaseQueueView"), where they were first
written.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox

from app.views.compliance.case_source import Choice
from app.views.compliance.queue_columns import MINE, NO_SESSION, UNCLAIMED


def fill_states(combo: QComboBox, states: tuple[Choice, ...]) -> None:
    """The state filter's choices (named in the UI's language); the chosen one stays chosen,
    and changing them is not a change of filter."""
    current = combo.currentData()
    combo.blockSignals(True)
    combo.clear()
    combo.addItem(QCoreApplication.translate("CaseQueueView", "All states"), "")
    combo.addItem(QCoreApplication.translate("CaseQueueView", "No session"), NO_SESSION)
    for state in states:
        combo.addItem(state.name, state.slug)
    index = combo.findData(current if current is not None else "")
    combo.setCurrentIndex(max(0, index))
    combo.blockSignals(False)


def restore_state(combo: QComboBox, state: str) -> None:
    """Choose ``state`` again without announcing it; a state the catalogue does not name
    (yet) is kept as its own choice."""
    index = combo.findData(state)
    if index < 0 and state:
        combo.addItem(state, state)
        index = combo.count() - 1
    combo.blockSignals(True)
    combo.setCurrentIndex(max(0, index))
    combo.blockSignals(False)


def fill_owners(combo: QComboBox) -> None:
    """Every case, the ones this desk's reviewer claimed, or the ones nobody claimed."""
    combo.addItem(QCoreApplication.translate("CaseQueueView", "All owners"), "")
    combo.addItem(QCoreApplication.translate("CaseQueueView", "Mine"), MINE)
    combo.addItem(QCoreApplication.translate("CaseQueueView", "Unclaimed"), UNCLAIMED)


def count_text(shown: int, total: int) -> str:
    """``12 cases``, or ``3 of 12 cases`` when the filters hide some."""
    one = total == 1
    if shown == total:
        if one:
            return QCoreApplication.translate("CaseQueueView", "1 case")
        return QCoreApplication.translate("CaseQueueView", "{0} cases").format(total)
    said = (
        QCoreApplication.translate("CaseQueueView", "{0} of 1 case")
        if one
        else QCoreApplication.translate("CaseQueueView", "{0} of {1} cases")
    )
    return said.format(shown, total)
