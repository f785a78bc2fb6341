"""Order ids on the bulk send page are shown as the orders workspace shows them: cut in the
middle at its width, whole in the tooltip and on the clipboard (they were whole 36-character
UUIDs that pushed the reason column off the screen), and short in the code prompts."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QLabel

from app.services.bulk.model import BatchRow, PayoutKind, RowState
from app.services.session import Session
from app.views.bulk.send_page import COLUMNS, SendPage
from app.views.orders.orders_table import orders_table
from app.views.orders.table_model import OrdersTableModel
from app.views.widgets.id_column import SHOWN_SAMPLE, short_id
from app.views.widgets.table_fit import sample_width
from app.views.widgets.width_fit import MiddleElidingDelegate
from tests.views.bulk.test_review_page import runner_factory

ORDER_ID = "f3d97b0f-397e-4970-bbcc-b356a344dd33"
ORDER = COLUMNS.index("order")


def row(index: int, state: RowState, order_id: str = ORDER_ID) -> BatchRow:
    return BatchRow(
        "batch", index, index + 2, PayoutKind.BANK, f"key-{index}", state=state, order_id=order_id
    )


def page(qtbot, session: Session) -> SendPage:  # type: ignore[no-untyped-def]
    shown = SendPage(session, runner_factory(session))
    qtbot.addWidget(shown)
    shown.resize(1000, 700)
    shown.show()
    qtbot.waitExposed(shown)
    return shown


def test_order_ids_are_cut_in_the_middle_and_copied_whole(qtbot, session) -> None:  # type: ignore[no-untyped-def]
    shown = page(qtbot, session)
    shown._show_rows([row(0, RowState.CREATED), row(1, RowState.FAILED, order_id="")])
    table = shown.table
    item = table.item(0, ORDER)
    assert item.text() == ORDER_ID  # the cell keeps the whole id (a screen reader says it)
    assert item.toolTip() == ORDER_ID
    assert isinstance(table.itemDelegateForColumn(ORDER), MiddleElidingDelegate)
    assert table.columnWidth(ORDER) == sample_width(table, SHOWN_SAMPLE)
    assert table.columnWidth(ORDER) < table.fontMetrics().horizontalAdvance(ORDER_ID)
    QGuiApplication.clipboard().clear()
    table.setFocus()
    table.setCurrentCell(0, 0)
    qtbot.keyClick(table, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    assert QGuiApplication.clipboard().text() == ORDER_ID
    assert [a.text() for a in table.actions()] == ["Copy order id"]  # its context menu


def test_the_code_prompt_names_the_order_short(qtbot, session) -> None:  # type: ignore[no-untyped-def]
    shown = page(qtbot, session)
    shown._show_rows([row(0, RowState.OTP_NEEDED)])
    label = shown.otp_form.labelForField(shown.otp_fields[0].parentWidget())
    assert isinstance(label, QLabel)
    assert label.text() == f"Row 2 (order {short_id(ORDER_ID)})"
    assert ORDER_ID not in label.text()
    assert label.toolTip() == ORDER_ID


def test_short_ids() -> None:
    assert short_id(ORDER_ID) == "f3d97b0f…a344dd33"
    assert short_id("PO-123") == "PO-123"  # nothing to cut


def test_ctrl_c_in_the_orders_table_copies_the_order_id(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The same key in the orders workspace's table: the table copied its current cell (a
    date) before the "Copy order id" shortcut could run."""
    copied: list[bool] = []
    table = orders_table(OrdersTableModel(), lambda: copied.append(True))
    qtbot.addWidget(table)
    table.show()
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    assert copied == [True]
