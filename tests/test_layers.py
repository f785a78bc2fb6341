"""The layer rule import-linter cannot express: services may use QtCore, never widgets.

import-linter sees an external package only as a whole ("PySide6"), so QtCore and QtWidgets
look the same to it; this reads every services module's imports itself, in every form that
loads a module: ``import a.b``, ``from a.b import c``, ``from a import b`` (b a module),
and ``importlib.import_module("a.b")`` / ``__import__("a.b")`` with a written name.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

SERVICES = Path(__file__).resolve().parents[1] / "app" / "services"
FORBIDDEN = ("PySide6.QtWidgets", "PySide6.QtGui")
_LOADERS = {"import_module", "__import__"}


def _loader_name(node: ast.Call) -> str | None:
    """The module named by ``importlib.import_module("x")`` or ``__import__("x")``."""
    func = node.func
    called = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)
    if called in _LOADERS and node.args:
        first = node.args[0]
        if isinstance(first, ast.Constant) and isinstance(first.value, str):
            return first.value
    return None


def _imported_modules(path: Path) -> set[str]:
    """Every module the file may load, by its full name: for ``from a import b`` both ``a``
    and ``a.b`` (b may be a module, as QtWidgets is of PySide6)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
            names.update(f"{node.module}.{alias.name}" for alias in node.names)
        elif isinstance(node, ast.Call) and (loaded := _loader_name(node)) is not None:
            names.add(loaded)
    return names


def _forbidden(names: set[str]) -> list[str]:
    return sorted(m for m in names if any(_within(m, f) for f in FORBIDDEN))


def _within(module: str, package: str) -> bool:
    return module == package or module.startswith(package + ".")


def test_services_import_no_widgets() -> None:
    offenders = {
        str(path.relative_to(SERVICES)): _forbidden(_imported_modules(path))
        for path in SERVICES.rglob("*.py")
    }
    assert {k: v for k, v in offenders.items() if v} == {}


@pytest.mark.parametrize(
    "source",
    [
        "from PySide6.QtWidgets import QLabel\n",
        "from PySide6 import QtWidgets\n",
        "from PySide6 import QtCore, QtGui as gui\n",
        "import PySide6.QtWidgets\n",
        "import PySide6.QtGui as gui\n",
        "def f():\n    from PySide6 import QtWidgets\n",
        "import importlib\nW = importlib.import_module('PySide6.QtWidgets')\n",
        "G = __import__('PySide6.QtGui')\n",
    ],
)
def test_the_check_sees_every_form_of_a_widget_import(tmp_path: Path, source: str) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text(source, encoding="utf-8")
    assert _forbidden(_imported_modules(sample))


@pytest.mark.parametrize(
    "source",
    [
        "from PySide6.QtCore import QObject, Signal\n",
        "from PySide6 import QtCore\n",
        "import PySide6.QtCore\n",
        "from PySide6.QtWidgetsExtra import X\n",  # not QtWidgets: a name that only starts so
    ],
)
def test_the_check_lets_qtcore_through(tmp_path: Path, source: str) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text(source, encoding="utf-8")
    assert _forbidden(_imported_modules(sample)) == []
