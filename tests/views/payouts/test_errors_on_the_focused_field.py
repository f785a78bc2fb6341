"""Issue 28, item 11 (payout forms): a field's error is on the control that takes the
keyboard (its accessible description, its invalid mark and its red outline), not on a box
around it; the amount with its currency beside it was the case a screen reader found."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QWidget

from app.views.payouts.form_fields import DEBITED
from app.views.theme import stylesheet
from tests.views.test_payouts_workspace import accept_all, open_workspace


def reddest(widget: QWidget) -> QColor:
    """The most saturated red of the widget's outline (its outer three pixels)."""
    image = widget.grab().toImage()
    best = QColor(Qt.GlobalColor.white)
    for y in range(image.height()):
        for x in (*range(3), *range(image.width() - 3, image.width())):
            colour = image.pixelColor(x, y)
            if colour.red() - colour.green() > best.red() - best.green():
                best = colour
    return best


def test_every_marked_field_is_the_control_that_takes_the_keyboard(
    qtbot, qloop, session, funded
) -> None:  # type: ignore[no-untyped-def]
    form = open_workspace(qtbot, session, *funded).bank
    accept_all(form)
    form.amount.setFocus()
    qtbot.keyClicks(form.amount, "abc")
    assert form.submit() is None  # an empty form: nearly every field is marked
    marked = {path: label for path, label in form.fields.labels.items() if not label.isHidden()}
    assert DEBITED in marked
    for path, label in marked.items():
        field = form.fields.widgets[path]
        assert field.focusProxy() is None, path  # no box standing in for it
        assert field.focusPolicy() & Qt.FocusPolicy.TabFocus, path
        assert field.accessibleDescription() == label.text(), path
        assert field.property("invalid") is True, path
    assert form.fields.widgets[DEBITED] is form.amount
    assert form.amount.accessibleDescription() == form.fields.message_at(DEBITED)
    assert QApplication.focusWidget() is form.amount  # the first marked field, focused


def test_the_amount_is_outlined_in_red_when_wrong(qtbot, qloop, session, funded) -> None:  # type: ignore[no-untyped-def]
    workspace = open_workspace(qtbot, session, *funded)
    workspace.setStyleSheet(stylesheet(dark=False))
    form = workspace.bank
    before = reddest(form.amount)
    form.amount.setText("abc")
    assert form.submit() is None
    after = reddest(form.amount)
    assert before.red() - before.green() < 60
    assert after.red() - after.green() > 100, after.name()
