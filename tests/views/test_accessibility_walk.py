"""The screens through a screen reader's eyes (issue 28, item 11): what the AT-SPI tree of a
real display showed, checked as a class on every screen the walk opens.

- Every control the keyboard reaches has a name that is not just its value: on Linux a combo
  box is named by its value ("All actions"), so it needs a label pointing at it; the line edit
  inside an editable combo is a control of its own and is named too.
- No two buttons shown in one window are read alike ("Reveal", "Reveal", "Reveal").
- A search field's clear button (✕) has a name, and Esc does what it does.
- A field's error is on the control that takes the keyboard (its description, its invalid
  mark); any other error or result sentence that appears is announced, since a label's new
  text is never said unless it has the focus.
- The main tab bar, named by its current tab, says when that name changes.

The names are read the way the AT-SPI bridge reads them, through QAccessible interfaces.
"""

from __future__ import annotations

import sqlite3
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAccessible, QAccessibleEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QTabBar,
    QWidget,
)

from app.services.credentials import CredentialStore
from app.services.journal import Journal
from app.views.accounts.account_chooser import AccountChooserDialog
from app.views.accounts.create_account_dialog import CreateAccountDialog
from app.views.accounts.user_picker import UserPickerDialog
from app.views.accounts.viban_dialog import VirtualIbansDialog
from app.views.activity import ActivityTracker
from app.views.compliance.workspace import ComplianceWorkspace
from app.views.environments.profiles import ProfilesDialog
from app.views.journal.view import JournalView
from app.views.orders.ledger_dialog import LedgerDialog
from app.views.sign_in.dialog import SignInDialog
from app.views.task_runner import TaskRunner
from app.views.widgets.error_banner import ErrorBanner
from app.views.widgets.field_error import FieldErrorLabel
from app.views.widgets.masked_value import MaskedValue
from app.views.widgets.screen_reader import clear_button
from tests.views.test_accessibility import make_window, open_everything
from tests.views.test_compliance_workspace import case, open_case  # noqa: F401  (a fixture)
from tests.views.test_orders_workspace import loaded, workspace_for
from tests.views.test_payouts_workspace import accept_all, open_workspace

NAME = QAccessible.Text.Name
DESCRIPTION = QAccessible.Text.Description
ERROR_ROLES = ("fieldError", "error")


class Heard:
    """What the screens told a screen reader: announcements, and objects whose name changed."""

    def __init__(self) -> None:
        self.said: list[str] = []
        self.assertive: list[str] = []
        self.renamed: list[QObject] = []

    def __call__(self, event: QAccessibleEvent) -> None:
        kind = event.type()
        if kind == QAccessible.Event.Announcement:
            message = event.message()  # type: ignore[attr-defined]
            self.said.append(message)
            if event.politeness() == QAccessible.AnnouncementPoliteness.Assertive:  # type: ignore[attr-defined]
                self.assertive.append(message)
        elif kind == QAccessible.Event.NameChanged:
            self.renamed.append(event.object())


@pytest.fixture
def heard(monkeypatch: pytest.MonkeyPatch) -> Heard:
    """Every accessibility event the views send, recorded before it goes on to Qt."""
    record = Heard()
    original = QAccessible.updateAccessibility

    def update(event: QAccessibleEvent) -> None:
        record(event)
        original(event)

    monkeypatch.setattr(QAccessible, "updateAccessibility", update)
    return record


def _chain(widget: QWidget) -> str:
    parts = []
    current: QWidget | None = widget
    while current is not None and len(parts) < 4:
        parts.append(current.objectName() or type(current).__name__)
        current = current.parentWidget()
    return " < ".join(parts)


def spoken_name(widget: QWidget) -> str:
    """The name a screen reader says. A combo box's own name is its value on Linux (Qt reads
    its accessibleName only elsewhere); what names it is the label pointing at it."""
    face = QAccessible.queryAccessibleInterface(widget)
    if face is None:
        return ""
    if isinstance(widget, QComboBox):
        labels = [other.text(NAME) for other, _ in face.relations(QAccessible.RelationFlag.Label)]
        return " ".join(text for text in labels if text.strip())
    return face.text(NAME)


def current_value(widget: QWidget) -> str:
    if isinstance(widget, QLineEdit):
        return widget.text()
    if isinstance(widget, QComboBox):
        return widget.currentText()
    if isinstance(widget, QAbstractSpinBox):
        return widget.text()
    return ""


def _speaks(text: str) -> bool:
    return any(ch.isalnum() for ch in text)


def _inside_another(widget: QWidget) -> bool:
    """A spin box's line edit, a tab bar's scroll arrows, a header: read through their
    control (an editable combo's line edit is not: it is a text of its own in the tree)."""
    parent = widget.parentWidget()
    return isinstance(widget, QHeaderView) or isinstance(parent, QAbstractSpinBox | QTabBar)


def reached(root: QWidget) -> Iterator[QWidget]:
    """The visible controls of ``root`` the keyboard can reach."""
    for widget in root.findChildren(QWidget):
        if not widget.isVisible() or widget.isWindow() or _inside_another(widget):
            continue
        if widget.focusProxy() is not None:  # the keyboard lands on the proxy, walked too
            continue
        if widget.focusPolicy() & Qt.FocusPolicy.TabFocus:
            yield widget


def naming_problems(root: QWidget) -> list[str]:
    """Controls without a name, or named only by their value; editable combos' texts."""
    found = []
    for widget in reached(root):
        name = spoken_name(widget).replace("&", "").strip()
        value = current_value(widget).strip()
        where = f"{type(widget).__name__} {_chain(widget)}"
        if not _speaks(name):
            found.append(f"{where}: no name (value {value!r})")
        elif value and name == value and not isinstance(widget, QTabBar):
            found.append(f"{where}: named by its value {value!r}")
    for combo in root.findChildren(QComboBox):
        line = combo.lineEdit()
        if combo.isVisible() and line is not None and not _speaks(spoken_name(line)):
            found.append(f"QComboBox {_chain(combo)}: the text inside is unnamed")
    return found


def twin_buttons(root: QWidget) -> list[str]:
    """Buttons shown in one window that a screen reader reads alike."""
    names = Counter(
        spoken_name(button).replace("&", "").strip()
        for button in root.findChildren(QAbstractButton)
        if button.isVisible() and not isinstance(button.parentWidget(), QTabBar)
    )
    return sorted(f"{count} buttons called {name!r}" for name, count in names.items() if count > 1)


def clear_button_problems(qtbot, root: QWidget) -> list[str]:  # type: ignore[no-untyped-def]
    """Each shown ✕ of a line edit is named, and Esc in the field with text empties it."""
    found = []
    for edit in root.findChildren(QLineEdit):
        if not edit.isVisible() or not edit.isClearButtonEnabled() or edit.isReadOnly():
            continue
        button = clear_button(edit)
        where = f"{spoken_name(edit) or _chain(edit)}"
        if button is None or not _speaks(spoken_name(button)):
            found.append(f"{where}: its clear button has no name")
        before = edit.text()
        edit.setFocus()
        edit.setText("x")
        qtbot.keyClick(edit, Qt.Key.Key_Escape)
        if edit.text():
            found.append(f"{where}: Esc does not clear it")
        if edit.text() != before:
            edit.setText(before)
    return found


def error_problems(root: QWidget, heard: Heard, *, said: bool = True) -> list[str]:
    """A shown field error sits on the control that takes the keyboard; with ``said``, any
    other error sentence shown (after an action that failed) was announced. Without it,
    red facts that are content, not news ("⚠ yes — the provider flagged a problem"), pass."""
    found = []
    for label in root.findChildren(QLabel):
        text = label.text().strip()
        if not label.isVisible() or not text or label.property("role") not in ERROR_ROLES:
            continue
        if isinstance(label, FieldErrorLabel):
            field = label.field
            face = QAccessible.queryAccessibleInterface(field)
            described = face.text(DESCRIPTION) if face is not None else ""
            if not field.focusPolicy() & Qt.FocusPolicy.TabFocus:
                found.append(f"{text!r}: on {_chain(field)}, which takes no focus")
            elif described != text or field.property("invalid") is not True:
                found.append(f"{text!r}: not the description and mark of {_chain(field)}")
        elif said and text not in heard.said:
            found.append(f"{text!r} ({_chain(label)}): shown, never announced")
    for banner in root.findChildren(ErrorBanner):  # a banner's message is always news
        if banner.isVisible() and banner.text and banner.text not in heard.said:
            found.append(f"{banner.text!r} ({_chain(banner)}): a banner never announced")
    return found


def audit(qtbot, root: QWidget, heard: Heard) -> list[str]:  # type: ignore[no-untyped-def]
    return [
        *naming_problems(root),
        *twin_buttons(root),
        *clear_button_problems(qtbot, root),
        *error_problems(root, heard, said=False),
    ]


def test_the_main_window_through_a_screen_reader(
    qtbot, qloop, session, settings, funded, heard
) -> None:  # type: ignore[no-untyped-def]
    uid, aid = funded
    window = make_window(qtbot, session, settings)
    open_everything(qtbot, window, uid, aid)
    found: set[str] = set()
    bar = window.tabs.tabBar()
    for index in range(window.tabs.count()):
        window.tabs.setCurrentIndex(index)
        qtbot.waitUntil(lambda: window.tabs.currentWidget().isVisible(), timeout=5_000)
        if index:  # the tab bar is named by the tab now shown, and says so
            assert bar in heard.renamed, f"no name change on {window.tabs.tabText(index)!r}"
            assert spoken_name(bar) == bar.tabText(index).replace("&", "")
            heard.renamed.clear()
        found.update(audit(qtbot, window, heard))
    window.tabs.setCurrentWidget(window.payouts)
    forms = window.payouts.forms
    for index in range(forms.count()):
        forms.setCurrentIndex(index)
        qtbot.waitUntil(lambda: forms.currentWidget().isVisible(), timeout=5_000)
        found.update(audit(qtbot, window, heard))
    form = window.payouts.bank
    forms.setCurrentWidget(form)
    form.amount.setText("abc")  # the Amount's error must be on the Amount
    assert form.submit() is None
    qtbot.waitUntil(lambda: form.banner.isVisible(), timeout=5_000)
    assert form.banner.text in heard.said  # the payout error banner is an ErrorBanner: said
    found.update(error_problems(window, heard))
    assert not found, "through a screen reader:\n" + "\n".join(sorted(found))


def test_the_journal_through_a_screen_reader(qtbot, qloop, tmp_path: Path, heard) -> None:  # type: ignore[no-untyped-def]
    journal = Journal(tmp_path / "journal.sqlite3", seen_folder=tmp_path / "seen")
    journal.record(
        environment="sandbox", merchant="demo", action="export", target="a.csv", outcome="done"
    )
    journal.flush()
    view = JournalView(journal)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    qtbot.waitUntil(lambda: view.model.rowCount() > 0, timeout=5_000)
    assert audit(qtbot, view, heard) == []
    task = view.verify()
    qtbot.waitUntil(task.done, timeout=10_000)
    assert view.verdict.text() in heard.said  # the result is said, not only shown

    with sqlite3.connect(tmp_path / "journal.sqlite3") as db:
        db.execute("DROP TRIGGER entries_no_update")
        db.execute("UPDATE entries SET target = 'b.csv' WHERE seq = 1")
    task = view.verify()
    qtbot.waitUntil(task.done, timeout=10_000)
    assert view.verdict.property("role") == "fieldError"
    assert view.verdict.text() in heard.assertive  # a broken chain interrupts
    assert error_problems(view, heard) == []
    journal.close()
    QApplication.processEvents()


def test_an_order_detail_through_a_screen_reader(
    qtbot, qloop, session, settings, account_with_orders, heard
) -> None:  # type: ignore[no-untyped-def]
    """The recipient's masked values: each Reveal says what it reveals."""
    uid, aid, payout = account_with_orders
    workspace = workspace_for(qtbot, session, settings, uid, aid)
    workspace.reload()
    qtbot.waitUntil(loaded(workspace), timeout=10_000)
    workspace.table.selectRow(workspace.model.row_of(payout.id))
    qtbot.waitUntil(
        lambda: bool(workspace.detail.widget().findChildren(MaskedValue)), timeout=10_000
    )
    reveals = [
        spoken_name(masked.reveal_button)
        for masked in workspace.detail.widget().findChildren(MaskedValue)
        if masked.reveal_button.isVisible()
    ]
    assert len(reveals) > 1
    assert all(name.startswith("Reveal ") for name in reveals), reveals
    assert audit(qtbot, workspace, heard) == []


def test_the_compliance_queue_and_a_case_through_a_screen_reader(
    qtbot,
    qloop,
    session,
    settings,
    case,  # noqa: F811
    heard,
) -> None:  # type: ignore[no-untyped-def]
    workspace = ComplianceWorkspace(session, settings, activity=ActivityTracker())
    qtbot.addWidget(workspace)
    workspace.resize(1400, 860)
    workspace.show()
    workspace.queue.search.setText(case.uid)
    qtbot.waitUntil(lambda: workspace.queue.proxy.rowCount() > 0, timeout=10_000)
    assert audit(qtbot, workspace, heard) == []
    view = open_case(qtbot, workspace, case.uid)
    with qtbot.waitSignal(view.viewer.rendered, timeout=10_000):
        view.documents.select(case.pdf)
    qtbot.waitUntil(lambda: view.shareholders.table.topLevelItemCount() > 0, timeout=10_000)
    view.shareholders.table.setCurrentItem(view.shareholders.table.topLevelItem(0))
    assert audit(qtbot, workspace, heard) == []


def test_the_dialogs_through_a_screen_reader(
    qtbot, qloop, session, settings, funded, sandbox_child, heard
) -> None:  # type: ignore[no-untyped-def]
    uid, _aid = funded
    owner = QWidget()
    qtbot.addWidget(owner)
    dialogs: list[QWidget] = [
        LedgerDialog(session, parent=owner),
        VirtualIbansDialog(session, parent=owner),
        AccountChooserDialog(session, parent=owner),
        UserPickerDialog([], parent=owner),
        ProfilesDialog(settings, CredentialStore(), parent=owner),
        CreateAccountDialog(
            session, uid, lambda widget, banner: TaskRunner(widget, banner), parent=owner
        ),
    ]
    sign_in = SignInDialog(settings, CredentialStore(), sandbox_child)
    qtbot.addWidget(sign_in)
    found: list[str] = []
    for dialog in [*dialogs, sign_in]:
        dialog.show()
        qtbot.waitExposed(dialog)
        found += [f"{type(dialog).__name__}: {line}" for line in audit(qtbot, dialog, heard)]
        dialog.close()
    assert found == [], "\n".join(found)


def test_a_refused_payout_form_through_a_screen_reader(
    qtbot, qloop, session, funded, heard
) -> None:  # type: ignore[no-untyped-def]
    """Each field's error is on the control the keyboard lands on (the Amount, not the box of
    the amount and its currency); "Some fields need attention" is announced."""
    workspace = open_workspace(qtbot, session, *funded)
    form = workspace.bank
    workspace.forms.setCurrentWidget(form)
    accept_all(form)
    form.amount.setFocus()
    qtbot.keyClicks(form.amount, "abc")
    assert form.submit() is None
    qtbot.waitUntil(form.banner.isVisible, timeout=5_000)
    marked = [label for label in form.findChildren(FieldErrorLabel) if label.isVisible()]
    assert any(label.field is form.amount for label in marked), [
        (label.text(), _chain(label.field)) for label in marked
    ]
    assert error_problems(workspace, heard) == []
    assert audit(qtbot, workspace, heard) == []
