"""Issue 28, item 9: in a sent (read-only) form the values read as values and the placeholders
as placeholders: a sent value is drawn darker than an empty field's placeholder (it was the
other way round: the disabled text's grey is lighter than Qt's half-transparent placeholder)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QLineEdit

from app.views.payouts.form_state import FormState
from app.views.theme import THEME_DARK, THEME_LIGHT, THEME_SYSTEM, apply_theme
from tests.views.test_payouts_workspace import accept_all, fill_person, open_workspace


def contrast(line: QLineEdit) -> float:
    """How far the text inside the field stands from its background: the largest lightness
    difference from the field's middle-left pixel (its frame left out), in light and dark."""
    image = line.grab().toImage()
    margin = 4
    ground = QColor(image.pixel(margin, image.height() // 2)).lightnessF()
    return max(
        abs(QColor(image.pixel(x, y)).lightnessF() - ground)
        for y in range(margin, image.height() - margin)
        for x in range(margin, image.width() - margin)
    )


@pytest.fixture(params=[THEME_LIGHT, THEME_DARK])
def themed(request, qapp: QApplication) -> Iterator[str]:  # type: ignore[no-untyped-def]
    """Under Teller's own theme, as a person sees it: its style sheet decides a disabled
    field's colours over a palette set on the field (the fix first tried did only that, and
    passed here without the theme while the app still showed the values grey)."""
    apply_theme(qapp, request.param)
    yield request.param
    apply_theme(qapp, THEME_SYSTEM)


def test_a_sent_value_stands_out_from_a_placeholder(qtbot, qloop, session, funded, themed) -> None:  # type: ignore[no-untyped-def]
    workspace = open_workspace(qtbot, session, *funded)
    form = workspace.bank
    accept_all(form)
    fill_person(form)
    assert form.swift.text() == ""
    assert form.swift.placeholderText()
    task = form.submit()
    assert task is not None
    qtbot.waitUntil(task.done, timeout=10_000)
    assert form.state is FormState.DONE
    # The payout moved the balance: the workspace reads the account again, which polishes
    # the fields again (the look set as a palette was lost there, seen under Xvfb).
    qtbot.waitUntil(
        lambda: workspace.account is not None and workspace.account.pending_out > 0,
        timeout=10_000,
    )
    for field in (form.city, form.swift):
        field.style().unpolish(field)
        field.style().polish(field)
    assert not form.city.isEnabled()  # still locked: nothing can be edited in a sent form
    value, placeholder = contrast(form.city), contrast(form.swift)
    assert value > placeholder + 0.2, (themed, value, placeholder)
    form.clear_form()  # open again: a field disabled later looks disabled again
    form.city.setEnabled(False)
    form.city.setText("Berlin")
    assert contrast(form.city) < value - 0.2
