"""No seeded personal value shows unmasked anywhere in the compliance workspace (its Notes
and Timeline tabs too).

Every seeded case is opened one after the other in one workspace against a seeded sandbox;
in each, every document and every shareholder is selected so that their panes fill and the
whole payload tree is expanded; then the text of every widget is read (labels, buttons, line
edits, text views, tree, list and table items in every column with their tooltips, through
their models) and none may hold a personal value the seed wrote (tests/helpers/
seeded_personal.py collects them from the seed modules, not from a hand list)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import (
    QAbstractItemModel,
    QAbstractListModel,
    QAbstractTableModel,
    QModelIndex,
    Qt,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QTextEdit,
    QTreeWidget,
    QWidget,
)

from app.api.client import BankingClient
from app.services.environments import Environment, EnvironmentKind
from app.services.session import Session
from sandbox.app import create_app
from sandbox.config import SandboxConfig
from sandbox.seed_kyb_cases import CASES
from tests.helpers.live_server import serve_in_thread
from tests.helpers.seeded_personal import personal_leaves, seeded_personal_values
from tests.views.test_compliance_workspace import make

ROLES = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.EditRole)


@pytest.fixture(scope="module")
def seeded_sandbox(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A sandbox with its demo data: the seeded KYB cases, their files and people."""
    folder: Path = tmp_path_factory.mktemp("seeded-kyb")
    app = create_app(
        SandboxConfig(
            db_path=folder / "s.db", lifecycle_delay_seconds=None, rate_limit_per_second=0
        )
    )
    with serve_in_thread(app) as base_url:
        yield base_url


@pytest.fixture
def seeded_session(seeded_sandbox: str, arun) -> Iterator[Session]:  # type: ignore[no-untyped-def]
    client = BankingClient(seeded_sandbox)
    try:
        arun(client.login("demo", "demo-key"))
        yield Session(
            client=client,
            environment=Environment(EnvironmentKind.SANDBOX, seeded_sandbox),
            api_code="demo",
        )
    finally:
        arun(client.aclose())


def columns(model: QAbstractItemModel, parent: QModelIndex) -> int:
    """A list model has one column (PySide6 keeps its columnCount private)."""
    return 1 if isinstance(model, QAbstractListModel) else model.columnCount(parent)


def model_texts(model: QAbstractItemModel, parent: QModelIndex | None = None) -> Iterator[str]:
    parent = parent if parent is not None else QModelIndex()
    for row in range(model.rowCount(parent)):
        for column in range(columns(model, parent)):
            index = model.index(row, column, parent)
            for role in ROLES:
                value = index.data(role)
                if isinstance(value, str):
                    yield value
            flat = isinstance(model, QAbstractTableModel | QAbstractListModel)  # private there
            if column == 0 and not flat and model.hasChildren(index):
                yield from model_texts(model, index)
    for section in range(columns(model, parent)):
        for role in ROLES:
            value = model.headerData(section, Qt.Orientation.Horizontal, role)
            if isinstance(value, str):
                yield value


def widget_texts(root: QWidget) -> Iterator[tuple[str, str]]:
    """(where, text) of everything a person can read or copy in ``root``."""
    for widget in [root, *root.findChildren(QWidget)]:
        where = f"{type(widget).__name__} {widget.objectName() or widget.accessibleName()}"
        for text in (widget.toolTip(), widget.accessibleName(), widget.accessibleDescription()):
            yield where, text
        if isinstance(widget, QLabel | QAbstractButton | QLineEdit):
            yield where, widget.text()
        if isinstance(widget, QLineEdit):
            yield where, widget.placeholderText()
        if isinstance(widget, QTextEdit | QPlainTextEdit):
            yield where, widget.toPlainText()
        if isinstance(widget, QComboBox):
            for index in range(widget.count()):
                yield where, widget.itemText(index)
        if isinstance(widget, QAbstractItemView) and widget.model() is not None:
            for text in model_texts(widget.model()):
                yield where, text


def leaks(root: QWidget, personal: set[str]) -> set[tuple[str, str]]:
    return {
        (where, value)
        for where, text in widget_texts(root)
        for value in personal
        if text and value in text
    }


def test_no_seeded_personal_value_shows_unmasked(
    qtbot, qloop, seeded_session: Session, settings, arun
) -> None:  # type: ignore[no-untyped-def]
    personal = seeded_personal_values()
    assert len(personal) > 30  # the seed's people really were found
    session = seeded_session
    assert session.masking.enabled
    cases = [c for c in arun(session.sandbox.kyb_cases()) if c.company_name in CASES]
    assert {c.company_name for c in cases} == set(CASES)
    workspace = make(qtbot, session, settings)
    qtbot.waitUntil(lambda: workspace.queue.proxy.rowCount() >= len(cases), timeout=20_000)
    found: set[tuple[str, str]] = leaks(workspace, personal)
    view = workspace.case
    walked = 0
    for case in cases:
        uid = case.user_id
        workspace.open_case(uid)
        qtbot.waitUntil(
            lambda uid=uid: view.case is not None and view.case.uid == uid, timeout=20_000
        )
        loaded = view.case
        assert loaded is not None
        timeline = view.timeline.model  # the Timeline tab: every event of the case, in words
        qtbot.waitUntil(lambda timeline=timeline: timeline.total > 0, timeout=20_000)
        newest = timeline.index(0, timeline.columnCount() - 1).data()
        assert newest in {text for _where, text in widget_texts(workspace)}
        if loaded.session is not None:  # the Notes tab, with a note in it
            arun(session.actions.add_note(uid, loaded.session.id, "Register checked"))
            assert view.notes.list.item(view.notes.list.count() - 1).text().endswith("checked")
        people = loaded.shareholders or []
        case_personal = set(personal)
        for holder in people:  # the real photo links, with their ids
            case_personal |= {v for v in personal_leaves(holder.kyc) if len(v) >= 6}
            if holder.email:
                case_personal.add(holder.email)
        for document in loaded.documents:
            assert view.documents.select(document.id)
            qtbot.waitUntil(
                lambda: view.viewer.image is not None or view.viewer.message.text() != "",
                timeout=20_000,
            )
            found |= leaks(workspace, case_personal)
        for holder in people:
            assert view.shareholders.select(holder.id)
            tree = view.shareholders.payload
            assert isinstance(tree, QTreeWidget)
            tree.expandAll()
            assert tree.topLevelItemCount() > 0 or holder.kyc is None
            read = " ".join(text for _where, text in widget_texts(workspace))
            assert holder.name
            assert holder.name in read  # the pane is filled (names show)
            assert tree.masked_items() or holder.kyc is None  # and its payload masked
            found |= leaks(workspace, case_personal)
            walked += 1
        found |= leaks(workspace, case_personal)
    assert walked == sum(len(case.holders) for case in CASES.values())
    assert not found, "\n".join(sorted(f"{where}: {value}" for where, value in found))
