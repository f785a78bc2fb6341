"""The layer rule import-linter cannot express: services may use QtCore, never widgets."""

from __future__ import annotations

import ast
from pathlib import Path

SERVICES = Path(__file__).resolve().parents[1] / "app" / "services"
FORBIDDEN = ("PySide6.QtWidgets", "PySide6.QtGui")


def _imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


def test_services_import_no_widgets() -> None:
    offenders = {
        str(path.relative_to(SERVICES)): sorted(
            m for m in _imported_modules(path) if m.startswith(FORBIDDEN)
        )
        for path in SERVICES.rglob("*.py")
    }
    assert {k: v for k, v in offenders.items() if v} == {}


def test_the_check_sees_a_widget_import(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text("from PySide6.QtWidgets import QLabel\n", encoding="utf-8")
    assert any(m.startswith(FORBIDDEN) for m in _imported_modules(sample))
