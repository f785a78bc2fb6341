"""Words shown on screen go through the translator: a literal English string handed straight
to a Qt text setter (a placeholder, a label, a button, a title) stays English in Spanish, and
the catalogue test cannot see it, since lupdate only collects tr()-wrapped strings."""

from __future__ import annotations

import ast
import re
from pathlib import Path

VIEWS = Path(__file__).resolve().parents[2] / "app" / "views"
TEXT_SETTERS = frozenset(
    {
        "setText",
        "setPlaceholderText",
        "setToolTip",
        "setWindowTitle",
        "setAccessibleName",
        "setAccessibleDescription",
        "setTitle",
        "setStatusTip",
        "addTab",
        "insertTab",
        "setTabText",
        "addItem",
        "showMessage",
        "setSuffix",
        "setPrefix",
        "setSpecialValueText",
        "show_error",
        "show_info",
        "QLabel",
        "QPushButton",
        "QCheckBox",
        "QRadioButton",
        "QGroupBox",
        "QAction",
        "QToolButton",
    }
)
WORDS = re.compile(r"[A-Za-z]{2,}")
# Not words of a language: an example address people replace with their own.
ALLOWED = frozenset({"https://api.example.com"})


def _name(call: ast.Call) -> str | None:
    if isinstance(call.func, ast.Attribute):
        return call.func.attr
    return call.func.id if isinstance(call.func, ast.Name) else None


def _literal_text(argument: ast.expr) -> str | None:
    if isinstance(argument, ast.Constant) and isinstance(argument.value, str):
        return argument.value
    if isinstance(argument, ast.JoinedStr):
        return "".join(
            part.value
            for part in argument.values
            if isinstance(part, ast.Constant) and isinstance(part.value, str)
        )
    return None


def untranslated(source: str, filename: str) -> list[str]:
    found = []
    for node in ast.walk(ast.parse(source, filename)):
        if not isinstance(node, ast.Call) or _name(node) not in TEXT_SETTERS:
            continue
        for argument in node.args:
            text = _literal_text(argument)
            if text is not None and text not in ALLOWED and WORDS.search(text):
                found.append(f"{filename}:{node.lineno}: {_name(node)}({text!r})")
    return found


def test_the_checker_finds_a_bare_english_literal() -> None:
    source = 'label.setPlaceholderText("9 digits")\nlabel.setText(self.tr("9 digits"))\n'
    assert untranslated(source, "example.py") == ["example.py:1: setPlaceholderText('9 digits')"]


def test_no_view_shows_an_untranslated_literal() -> None:
    offenders = [
        line
        for path in sorted(VIEWS.rglob("*.py"))
        for line in untranslated(path.read_text(encoding="utf-8"), str(path.relative_to(VIEWS)))
    ]
    assert not offenders, "shown without tr():\n" + "\n".join(offenders)
