"""Issue 28, item 9: in a sent (read-only) form the values read as values and the placeholders
as placeholders: a sent value is drawn darker than an empty field's placeholder (it was the
other way round: the disabled text's grey is lighter than Qt's half-transparent placeholder)."""

from __future__ import annotations

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QLineEdit

from app.views.payouts.form_state import FormState
from tests.views.test_payouts_workspace import accept_all, fill_person, open_workspace


def darkest(line: QLineEdit) -> float:
    """The lightness of the darkest pixel of the text inside the field (its frame left out)."""
    image = line.grab().toImage()
    margin = 4
    return min(
        QColor(image.pixel(x, y)).lightnessF()
        for y in range(margin, image.height() - margin)
        for x in range(margin, image.width() - margin)
    )


def test_a_sent_value_is_darker_than_a_placeholder(qtbot, qloop, session, funded) -> None:  # type: ignore[no-untyped-def]
    form = open_workspace(qtbot, session, *funded).bank
    accept_all(form)
    fill_person(form)
    assert form.swift.text() == ""
    assert form.swift.placeholderText()
    task = form.submit()
    assert task is not None
    qtbot.waitUntil(task.done, timeout=10_000)
    assert form.state is FormState.DONE
    assert not form.city.isEnabled()  # still locked: nothing can be edited in a sent form
    value, placeholder = darkest(form.city), darkest(form.swift)
    assert value + 0.2 < placeholder, (value, placeholder)
    form.clear_form()  # open again: a field disabled later looks disabled again
    form.city.setEnabled(False)
    form.city.setText("Berlin")
    assert darkest(form.city) > value + 0.2
