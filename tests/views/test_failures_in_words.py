"""A view that shows a failure itself says it as the task runner does: the client's sentence in
the UI's language and the one button that can help. The orders list and the ledger showed the
error's raw English ``message`` (in Spanish too) with a plain Retry that failed again at once on
a stopped built-in sandbox."""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Any

import pytest

from app.api.errors import ConnectionLost
from app.views.activity import ActivityTracker
from app.views.language import install_language
from app.views.orders.workspace import OrdersWorkspace
from app.views.widgets.api_messages import in_language

VIEWS = Path(__file__).resolve().parents[2] / "app" / "views"
WORDING = VIEWS / "widgets" / "api_messages.py"  # the one place that words an error


def raw_messages(source: str) -> list[int]:
    """Lines reading an exception's ``message`` attribute (``exc.message``, ``getattr(exc,
    "message", …)``): the client's English, not a sentence for the person."""
    lines = []
    for node in ast.walk(ast.parse(source)):
        if (
            isinstance(node, ast.Attribute)
            and node.attr == "message"
            and isinstance(node.value, ast.Name)
            and node.value.id in {"exc", "error", "err", "e"}
        ):
            lines.append(node.lineno)
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id == "getattr"
            and len(node.args) >= 2
            and isinstance(node.args[1], ast.Constant)
            and node.args[1].value == "message"
        ):
            lines.append(node.lineno)
    return lines


def test_the_walk_sees_both_shapes() -> None:
    assert raw_messages('m = getattr(exc, "message", str(exc))\nn = exc.message\n') == [1, 2]


def test_no_view_shows_an_errors_raw_message() -> None:
    found = [
        f"{path.relative_to(VIEWS)}:{line}"
        for path in sorted(VIEWS.rglob("*.py"))
        if path != WORDING
        for line in raw_messages(path.read_text())
        # the document viewer's own error carries a sentence made for the person
        if path.name != "viewer_pages.py"
    ]
    assert found == [], "word it with api_messages.failure_text"


@pytest.fixture
def spanish(qapp):  # type: ignore[no-untyped-def]
    install_language("es")
    yield
    install_language("en")


def test_a_failed_orders_list_is_said_in_the_ui_language_with_a_retry(
    qtbot, qloop, session, settings, spanish, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    async def broken(*_args: Any, **_kwargs: Any) -> Any:
        raise ConnectionLost()

    monkeypatch.setattr(type(session.client), "list_merchant_orders", broken)
    workspace = OrdersWorkspace(session, settings, activity=ActivityTracker(), search_delay_ms=0)
    qtbot.addWidget(workspace)
    workspace.show()
    workspace.merchant_scope.setChecked(True)  # every order: no account needed
    workspace.reload()
    qtbot.waitUntil(workspace.banner.isVisible, timeout=10_000)
    said = in_language(ConnectionLost.default_message)
    assert said != ConnectionLost.default_message  # the catalogue has its Spanish
    assert workspace.banner.text == said
    assert workspace.banner.offers_retry  # a broken connection may mend
