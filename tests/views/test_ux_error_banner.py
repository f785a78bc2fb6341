"""The error banner floats over its view: hidden it takes no room (no blank band), shown it
moves nothing (what was under the pointer stays where it was), and it is opaque and raised."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QApplication,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.resources import resource
from app.views.accounts.create_account_dialog import CreateAccountDialog
from app.views.accounts.viban_dialog import VirtualIbansDialog
from app.views.orders.ledger_dialog import LedgerDialog
from app.views.orders.workspace import OrdersWorkspace
from app.views.task_runner import TaskRunner
from app.views.widgets.error_banner import ErrorBanner

MESSAGE = "The server did not answer in time. Check the connection, then try again."
LONG = " ".join([MESSAGE] * 6)  # several lines at any width a view has


def settle() -> None:
    QApplication.sendPostedEvents()
    QApplication.processEvents()


def assert_moves_nothing(window: QWidget, banner: ErrorBanner, target: QWidget) -> None:
    """``target`` (the first control after the banner's place) stays at the same place while
    a short or a long message shows, and after it is dismissed; the banner lies over the page
    from its place, raised."""
    settle()
    place = target.mapTo(window, QPoint(0, 0))
    for message in (MESSAGE, LONG):
        banner.show_error(message, retry=lambda: None)
        settle()
        assert banner.isVisible()
        assert target.mapTo(window, QPoint(0, 0)) == place
        assert banner.height() >= banner.minimumSizeHint().height()
        parent = banner.parentWidget()
        assert parent is not None
        assert parent.children()[-1] is banner  # raised over its siblings
    banner.clear()
    settle()
    assert target.mapTo(window, QPoint(0, 0)) == place


def page(with_banner: bool, form: bool = False) -> tuple[QWidget, QLabel, QLineEdit, ErrorBanner]:
    """A heading, the banner's place (or none), then a field: the app's style sheet on it."""
    window = QWidget()
    window.setStyleSheet(resource("style.qss").read_text())
    heading = QLabel("Heading")
    field = QLineEdit("typed")
    banner = ErrorBanner(window)  # made inside the styled window, as views make theirs
    layout: QVBoxLayout | QFormLayout = QFormLayout(window) if form else QVBoxLayout(window)
    if isinstance(layout, QFormLayout):
        layout.addRow(heading)
        if with_banner:
            layout.addRow(banner)
        layout.addRow("Field", field)
    else:
        layout.addWidget(heading)
        if with_banner:
            layout.addWidget(banner)
        layout.addWidget(field)
        layout.addStretch(1)
    window.resize(480, 300)
    return window, heading, field, banner


def test_a_hidden_banner_takes_no_room(qtbot) -> None:  # type: ignore[no-untyped-def]
    """No blank band: the field under a hidden banner is where it is on a page without one
    (the band used to be kept for two lines of text, shown or not)."""
    for form in (False, True):
        bare, _, bare_field, _ = page(with_banner=False, form=form)
        window, _, field, banner = page(with_banner=True, form=form)
        for widget in (bare, window):
            qtbot.addWidget(widget)
            widget.show()
        settle()
        assert not banner.isVisible()
        assert field.y() == bare_field.y()
        banner.show_error(MESSAGE)
        settle()
        banner.clear()
        settle()
        assert field.y() == bare_field.y()  # and after one message came and went


def test_a_shown_banner_moves_nothing_and_lies_at_its_place(qtbot) -> None:  # type: ignore[no-untyped-def]
    window, heading, field, banner = page(with_banner=True)
    qtbot.addWidget(window)
    window.show()
    assert_moves_nothing(window, banner, field)
    banner.show_error(MESSAGE)
    settle()
    assert banner.y() > heading.geometry().bottom()  # under the heading, where it was put
    assert banner.y() <= field.y()  # and over the field's top
    assert banner.width() == field.width()
    window.resize(700, 300)  # it follows its place when the page is resized
    settle()
    assert banner.width() == field.width()


def test_a_banner_in_a_form_layout_floats_at_the_top(qtbot) -> None:  # type: ignore[no-untyped-def]
    window, heading, field, banner = page(with_banner=True, form=True)
    qtbot.addWidget(window)
    window.show()
    assert_moves_nothing(window, banner, field)
    banner.show_error(MESSAGE)
    settle()
    assert banner.y() == heading.y()


def test_a_banner_beside_the_buttons_sits_on_their_row(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A form's banner in its buttons' row: beside them (never over them), on the row's bottom,
    rising over the form's last lines when the message needs more height than the row."""
    window = QWidget()
    qtbot.addWidget(window)
    layout = QVBoxLayout(window)
    field, banner, submit = QLineEdit(), ErrorBanner(), QPushButton("Send")
    row = QHBoxLayout()
    row.addWidget(banner, 1)
    row.addWidget(submit)
    layout.addWidget(field)
    layout.addStretch(1)
    layout.addLayout(row)
    window.resize(480, 300)
    window.show()
    assert_moves_nothing(window, banner, submit)
    for message in (MESSAGE, LONG):
        banner.show_error(message)
        settle()
        assert banner.geometry().right() < submit.x()
        assert banner.geometry().bottom() == row.geometry().bottom()
        assert banner.y() > field.geometry().bottom()  # 300 px leave room for the long one


def test_the_banner_is_opaque_over_what_it_covers(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Its style sheet tint is see-through; over a black field, the message's background must
    not be black."""
    window, _, field, banner = page(with_banner=True)
    field.setStyleSheet("background: black; color: black;")
    qtbot.addWidget(window)
    window.show()
    banner.show_error(MESSAGE)
    settle()
    image = window.grab().toImage()
    spot = field.geometry().topLeft() + QPoint(field.width() // 2, 3)
    assert banner.geometry().contains(spot)
    assert QColor(image.pixel(spot)).lightness() > 150


def test_the_keyboard_stays_where_it_was_and_reaches_the_banner(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A message takes no focus from the field being typed in, and Tab still reaches its
    buttons at its place in the order (before the field that follows it)."""
    window = QWidget()
    qtbot.addWidget(window)
    layout = QVBoxLayout(window)
    before, banner, after = QLineEdit(), ErrorBanner(), QLineEdit()
    for widget in (before, banner, after):
        layout.addWidget(widget)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    after.setFocus()
    qtbot.waitUntil(after.hasFocus)
    banner.show_error(MESSAGE, retry=lambda: None)
    settle()
    assert after.hasFocus()
    before.setFocus()
    qtbot.waitUntil(before.hasFocus)
    qtbot.keyClick(before, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is banner._retry_button


def test_the_orders_workspace(qtbot, qloop, session, settings) -> None:  # type: ignore[no-untyped-def]
    workspace = OrdersWorkspace(session, settings, search_delay_ms=0)
    qtbot.addWidget(workspace)
    workspace.resize(1200, 700)
    workspace.show()
    qtbot.waitExposed(workspace)
    workspace.banner.clear()  # no account yet: it says so; start from a hidden banner
    assert_moves_nothing(workspace, workspace.banner, workspace.search)


def test_the_account_dialogs(qtbot, qloop, session, funded) -> None:  # type: ignore[no-untyped-def]
    uid, aid = funded
    session.context.choose_account(uid, aid)
    vibans = VirtualIbansDialog(session)
    qtbot.addWidget(vibans)
    vibans.show()
    qtbot.waitUntil(lambda: not vibans.runner.busy, timeout=5_000)
    assert_moves_nothing(vibans, vibans.banner, vibans.viban_id)

    create = CreateAccountDialog(session, uid, lambda owner, banner: TaskRunner(owner, banner))
    qtbot.addWidget(create)
    create.show()
    qtbot.waitExposed(create)
    assert_takes_room_only_when_shown(create, create.banner, create.alias)


def assert_takes_room_only_when_shown(window: QWidget, banner: ErrorBanner, field: QWidget) -> None:
    """A small dialog's banner (``floats=False``): no band while hidden; shown, it makes room
    for itself above ``field`` instead of lying over it."""
    settle()
    top = field.mapTo(window, QPoint(0, 0)).y()
    for message in (MESSAGE, LONG):
        banner.show_error(message)
        settle()
        assert not banner.geometry().intersects(field.geometry())
        assert field.mapTo(window, QPoint(0, 0)).y() >= top + banner.height()
    banner.clear()
    settle()
    assert field.mapTo(window, QPoint(0, 0)).y() == top


def test_a_dialog_banner_that_does_not_float(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = QWidget()
    qtbot.addWidget(window)
    layout = QVBoxLayout(window)
    heading, banner, field = QLabel("Heading"), ErrorBanner(floats=False), QLineEdit()
    for widget in (heading, banner, field):
        layout.addWidget(widget)
    layout.addStretch(1)
    window.resize(480, 300)
    window.show()
    assert field.y() == heading.geometry().bottom() + 1 + layout.spacing()  # no band
    assert_takes_room_only_when_shown(window, banner, field)


def test_the_ledger_dialog(qtbot, qloop, session, funded) -> None:  # type: ignore[no-untyped-def]
    uid, aid = funded
    session.context.choose_account(uid, aid)
    ledger = LedgerDialog(session)
    qtbot.addWidget(ledger)
    ledger.show()
    qtbot.waitUntil(lambda: ledger.currency == "EUR" and not ledger.model.loading, timeout=5_000)
    assert_moves_nothing(ledger, ledger.banner, ledger.transaction_id)
