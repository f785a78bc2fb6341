"""Row labels that point at the control itself, and the control named by its label.

A form row's field is often a box (the field with its error sentence under it, a field with
a hint): QFormLayout makes that box the label's buddy, so Alt+mnemonic and screen readers
reach a plain container. A box marked with ``ERROR_WRAPPER`` whose focus proxy is the
field is looked through.
"""

from __future__ import annotations

import re

from PySide6.QtWidgets import QLabel, QWidget

ERROR_WRAPPER = "errorWrapper"


def wrapped_field(widget: QWidget) -> QWidget:
    """The control a box (or a chain of focus proxies) stands for."""
    while (proxy := widget.focusProxy()) is not None and proxy is not widget:
        widget = proxy
    return widget


def without_mnemonic(text: str) -> str:
    """Reads "&Name" as "Name" and "R&&D" as "R&D"."""
    return re.sub(r"&(.)", r"\1", text)


def name_wrapped_fields(root: QWidget) -> None:
    """Labels of boxed rows under ``root`` get the field as buddy, and each such field
    without a name is named by its label."""
    for label in root.findChildren(QLabel):
        buddy = label.buddy()
        if buddy is None or not buddy.property(ERROR_WRAPPER):
            continue
        field = wrapped_field(buddy)
        label.setBuddy(field)
        if not field.accessibleName():
            field.setAccessibleName(without_mnemonic(label.text()))
