"""The screens test_accessibility.py does not open: the sign-in dialog, the compliance queue
and an open case (with its document, shareholders and review bar), and the dialogs reached
from the menus. Every visible control has a name a screen reader can say, and no control
holds Tab (a table moving cell by cell, a scroll area taking an invisible stop)."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from app.services.credentials import CredentialStore
from app.services.journal import Journal
from app.views.accounts.account_chooser import AccountChooserDialog
from app.views.accounts.create_account_dialog import CreateAccountDialog
from app.views.accounts.user_picker import UserPickerDialog
from app.views.activity import ActivityTracker
from app.views.compliance.shortcuts_dialog import ShortcutsDialog
from app.views.compliance.workspace import ComplianceWorkspace
from app.views.environments.profiles import ProfilesDialog
from app.views.journal.view import JournalView
from app.views.sign_in.dialog import SignInDialog
from app.views.task_runner import TaskRunner
from tests.views.test_accessibility import tab_traps, unnamed_controls, vague_copy_buttons
from tests.views.test_compliance_workspace import case, open_case  # noqa: F401  (a fixture)


def audit(root: QWidget) -> list[str]:
    return [
        *sorted(unnamed_controls(root).values()),
        *vague_copy_buttons(root),
        *tab_traps(root),
    ]


def test_the_sign_in_dialog(qtbot, qloop, settings, sandbox_child) -> None:  # type: ignore[no-untyped-def]
    dialog = SignInDialog(settings, CredentialStore(), sandbox_child)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert audit(dialog) == []


def test_the_compliance_queue_and_a_case(qtbot, qloop, session, settings, case) -> None:  # type: ignore[no-untyped-def]  # noqa: F811
    workspace = ComplianceWorkspace(session, settings, activity=ActivityTracker())
    qtbot.addWidget(workspace)
    workspace.resize(1400, 860)
    workspace.show()
    workspace.queue.search.setText(case.uid)
    qtbot.waitUntil(lambda: workspace.queue.proxy.rowCount() > 0, timeout=10_000)
    assert audit(workspace) == [], "\n".join(audit(workspace))

    view = open_case(qtbot, workspace, case.uid)
    with qtbot.waitSignal(view.viewer.rendered, timeout=10_000):
        view.documents.select(case.pdf)
    qtbot.waitUntil(lambda: view.shareholders.table.topLevelItemCount() > 0, timeout=10_000)
    view.shareholders.table.setCurrentItem(view.shareholders.table.topLevelItem(0))
    assert audit(workspace) == [], "\n".join(audit(workspace))


def test_the_dialogs_of_the_menus(qtbot, qloop, session, settings, funded, tmp_path) -> None:  # type: ignore[no-untyped-def]
    uid, _aid = funded
    journal = Journal(tmp_path / "journal.sqlite3")
    owner = QWidget()
    qtbot.addWidget(owner)
    dialogs: list[QWidget] = [
        JournalView(journal, parent=owner),
        ProfilesDialog(settings, CredentialStore(), parent=owner),
        AccountChooserDialog(session, parent=owner),
        ShortcutsDialog(parent=owner),
        UserPickerDialog([], parent=owner),
        CreateAccountDialog(
            session, uid, lambda widget, banner: TaskRunner(widget, banner), parent=owner
        ),
    ]
    found: list[str] = []
    for dialog in dialogs:
        dialog.show()
        qtbot.waitExposed(dialog)
        found += [f"{type(dialog).__name__}: {line}" for line in audit(dialog)]
        dialog.close()
    journal.close()
    assert found == [], "\n".join(found)
