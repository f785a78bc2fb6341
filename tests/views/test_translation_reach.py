"""Strings pyside6-lupdate cannot see are never translated, and no other test notices: the
catalogue test compares the catalogue with what lupdate finds, so a string lupdate misses is
missing from both sides. Three shapes hide a string from lupdate: an alias of ``translate``
(``t = QCoreApplication.translate``; ``t("Review", "Next document")``), a wrapper that
translates its argument (``def _t(text): return translate("Review", text)``; ``_t("Other")``),
a direct call inside an f-string (``f"<h2>{translate('CaseReport', 'Owners')}</h2>"``:
lupdate reads the whole f-string as one string and never looks inside it), and a bare ``tr``
that is a parameter or a local (``def check(path, tr): tr("{0} is empty.")``: lupdate files the
string under the empty context, while the ``self.tr`` passed in looks in its class's), and
``tr`` called on another object (``parent.tr("Claimed")``: lupdate files it under the context
"parent", while Qt looks in the class of whatever ``parent`` is at run time).
A wrapper hides its literals whatever names its context: a literal (``translate("Flags",
text)``), a module constant (``CONTEXT = "Flags"``; ``translate(CONTEXT, text)``) or a ``tr``
(``def _t(text): return self.tr(text)``); so does a context in a constant given to translate
itself (``translate(CONTEXT, "Under 18")``: lupdate reads only a written-out context).
This walks app/ for all of them and fails on any: the literal belongs in a call lupdate
reads (``translate("Flags", "Under 18")``, ``self.tr(...)``, ``QT_TRANSLATE_NOOP``), so
that the catalogue test sees it too.

A table of labels translated where it is shown (``translate("Theme", LABELS[choice])``,
``for kind, name in NAMES.items(): self.tr(name)``) reaches the catalogue only through a
``QT_TRANSLATE_NOOP`` on each of its literals; a plain literal in such a table is never
translated, so it is named here too.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PASSED_IN = "(the context of a tr passed in)"


def _is_translate(func: ast.expr) -> bool:
    return (isinstance(func, ast.Attribute) and func.attr == "translate") or (
        isinstance(func, ast.Name) and func.id == "translate"
    )


def _aliases(tree: ast.AST) -> set[str]:
    """Names bound to ``translate`` itself under another name (lupdate knows only
    ``translate(`` and ``QCoreApplication.translate(``)."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and _is_translate(node.value):
            for target in node.targets:
                if isinstance(target, ast.Name) and target.id != "translate":
                    found.add(target.id)
    return found


def _constants(tree: ast.AST) -> dict[str, str]:
    """Module-level names bound to a string literal (``CONTEXT = "Flags"``)."""
    assert isinstance(tree, ast.Module)
    return {
        target.id: node.value.value
        for node in tree.body
        if isinstance(node, ast.Assign)
        and isinstance(node.value, ast.Constant)
        and isinstance(node.value.value, str)
        for target in node.targets
        if isinstance(target, ast.Name)
    }


def _wrapped_context(call: ast.Call, param: str, constants: dict[str, str]) -> str | None:
    """The context in which ``call`` translates ``param``, if it does: a literal context, or
    a module constant's value (``translate(CONTEXT, text)``); a ``tr(text)`` or a context
    known only at run time gives ``PASSED_IN``."""
    func = call.func
    name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
    args = [*call.args, *(k.value for k in call.keywords)]
    if not any(isinstance(a, ast.Name) and a.id == param for a in args):
        return None
    if name == "tr":
        return PASSED_IN
    if not _is_translate(func) or len(call.args) < 2:
        return None
    if not (isinstance(call.args[1], ast.Name) and call.args[1].id == param):
        return None
    context = call.args[0]
    if isinstance(context, ast.Constant):
        return str(context.value)
    if isinstance(context, ast.Name) and context.id in constants:
        return constants[context.id]
    return PASSED_IN


def _wrappers(tree: ast.AST) -> dict[str, str]:
    """Functions of one text parameter that translate it (``translate``, ``tr``, in a literal
    context or one named by a module constant): name -> context."""
    constants = _constants(tree)
    found: dict[str, str] = {}
    for node in ast.walk(tree):
        if not isinstance(node, ast.FunctionDef) or len(node.args.args) != 1:
            continue
        param = node.args.args[0].arg
        for call in ast.walk(node):
            if isinstance(call, ast.Call):
                context = _wrapped_context(call, param, constants)
                if context is not None:
                    found[node.name] = context
    return found


def _in_fstrings(tree: ast.AST) -> list[tuple[int, str, str]]:
    """(line, context, text) of each ``translate("ctx", "text")`` written inside an f-string."""
    found = []
    for joined in ast.walk(tree):
        if not isinstance(joined, ast.JoinedStr):
            continue
        for call in ast.walk(joined):
            if (
                isinstance(call, ast.Call)
                and _is_translate(call.func)
                and len(call.args) >= 2
                and isinstance(call.args[0], ast.Constant)
                and isinstance(call.args[1], ast.Constant)
            ):
                found.append((call.lineno, str(call.args[0].value), str(call.args[1].value)))
    return found


def hidden_strings(source: str) -> list[tuple[int, str, str]]:
    """(line, context, text) of every literal given to an alias or a wrapper of translate, to
    translate itself inside an f-string, or to a bare ``tr`` passed in (its context is known
    only at run time: ``PASSED_IN``)."""
    tree = ast.parse(source)
    aliases, wrappers, constants = _aliases(tree), _wrappers(tree), _constants(tree)
    found = _in_fstrings(tree)
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        if (
            _is_translate(node.func)
            and len(node.args) >= 2
            and isinstance(node.args[0], ast.Name)
            and node.args[0].id in constants
            and isinstance(node.args[1], ast.Constant)
        ):
            # translate(CONTEXT, "text"): lupdate needs the context written out
            found.append((node.lineno, constants[node.args[0].id], str(node.args[1].value)))
            continue
        if (
            isinstance(node.func, ast.Attribute)
            and node.func.attr == "tr"
            and not (isinstance(node.func.value, ast.Name) and node.func.value.id == "self")
            and node.args
            and isinstance(node.args[0], ast.Constant)
        ):
            found.append((node.lineno, PASSED_IN, str(node.args[0].value)))
            continue
        if not isinstance(node.func, ast.Name):
            continue
        args = node.args
        if node.func.id in aliases and len(args) >= 2:
            context, text = args[0], args[1]
            if isinstance(context, ast.Constant) and isinstance(text, ast.Constant):
                found.append((node.lineno, str(context.value), str(text.value)))
        elif node.func.id in wrappers and args and isinstance(args[0], ast.Constant):
            found.append((node.lineno, wrappers[node.func.id], str(args[0].value)))
        elif node.func.id == "tr" and args and isinstance(args[0], ast.Constant):
            found.append((node.lineno, PASSED_IN, str(args[0].value)))
    return found


def _translated_argument(call: ast.Call, aliases: set[str]) -> ast.expr | None:
    """The text a translate-family call translates when it is not a literal: the first
    argument that is not a literal string (a literal one is the context) of
    ``translate(ctx, text)``, ``tr(text)``, ``self.tr(text)``, an alias of translate or the
    modules' one-argument wrappers (``_tr``, ``_t``)."""
    func = call.func
    name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
    if name not in {"translate", "tr", "_tr", "_t", *aliases}:
        return None
    return next(
        (a for a in call.args if not (isinstance(a, ast.Constant) and isinstance(a.value, str))),
        None,
    )


def _table_literals(value: ast.expr, part: str) -> list[ast.Constant]:
    """The plain string literals of a table's ``part`` (its dict's values or keys, or the
    items of a tuple, list or set, also inside ``frozenset(...)``)."""
    if isinstance(value, ast.Call) and len(value.args) == 1:
        value = value.args[0]
    if isinstance(value, ast.Dict):
        items = value.values if part == "values" else [k for k in value.keys if k is not None]
    elif isinstance(value, ast.Tuple | ast.List | ast.Set):
        items = value.elts
    else:
        return []
    return [i for i in items if isinstance(i, ast.Constant) and isinstance(i.value, str)]


def _loop_parts(tree: ast.AST) -> dict[str, tuple[str, str]]:
    """Loop names bound to a table's entries: name -> (table, "values" or "keys")."""
    bound: dict[str, tuple[str, str]] = {}
    loops = [
        (node.target, node.iter)
        for node in ast.walk(tree)
        if isinstance(node, ast.For | ast.comprehension)
    ]
    for target, source in loops:
        method = ""
        if isinstance(source, ast.Call) and isinstance(source.func, ast.Attribute):
            method, source = source.func.attr, source.func.value
        if not isinstance(source, ast.Name):
            continue
        if method == "items" and isinstance(target, ast.Tuple) and len(target.elts) == 2:
            for element, part in zip(target.elts, ("keys", "values"), strict=True):
                if isinstance(element, ast.Name):
                    bound[element.id] = (source.id, part)
        elif method in ("", "values", "keys") and isinstance(target, ast.Name):
            bound[target.id] = (source.id, method or "keys")
    return bound


def unmarked_labels(source: str) -> list[tuple[int, str]]:
    """(line, text) of each plain literal of a module-level table whose entries are
    translated where they are shown: lupdate never sees them without ``QT_TRANSLATE_NOOP``."""
    tree = ast.parse(source)
    assert isinstance(tree, ast.Module)
    tables = {
        target.id: node.value
        for node in tree.body
        if isinstance(node, ast.Assign)
        for target in node.targets
        if isinstance(target, ast.Name)
    }
    loops, aliases = _loop_parts(tree), _aliases(tree)
    used: set[tuple[str, str]] = set()
    for call in ast.walk(tree):
        text = _translated_argument(call, aliases) if isinstance(call, ast.Call) else None
        if isinstance(text, ast.Subscript) and isinstance(text.value, ast.Name):
            used.add((text.value.id, "values"))
        elif isinstance(text, ast.Name) and text.id in loops:
            used.add(loops[text.id])
    return sorted(
        (literal.lineno, str(literal.value))
        for table, part in used
        if table in tables
        for literal in _table_literals(tables[table], part)
    )


def test_the_checker_finds_both_shapes() -> None:
    source = (
        "def _t(text):\n    return QCoreApplication.translate('Review', text)\n"
        "def f():\n    t = QCoreApplication.translate\n    t('Review', 'A')\n    _t('B')\n"
    )
    assert hidden_strings(source) == [(5, "Review", "A"), (6, "Review", "B")]


def test_the_checker_finds_a_translation_inside_an_f_string() -> None:
    source = (
        "def f():\n"
        "    return f\"<h2>{QCoreApplication.translate('CaseReport', 'Owners')}</h2>\"\n"
        "def g():\n"
        "    return QCoreApplication.translate('CaseReport', 'Seen')\n"
    )
    assert hidden_strings(source) == [(2, "CaseReport", "Owners")]


def test_the_checker_finds_a_tr_passed_in() -> None:
    source = (
        "def check(path, tr=lambda s: s):\n    return tr('{0} is empty.')\n"
        "class D:\n    def f(self):\n        return self.tr('Seen')\n"
    )
    assert hidden_strings(source) == [(2, PASSED_IN, "{0} is empty.")]


def test_the_checker_finds_a_tr_called_on_another_object() -> None:
    source = (
        "def ask(parent):\n    return parent.tr('Claimed')\n"
        "class D:\n    def f(self):\n        return self.tr('Seen'), self.box.tr('Boxed')\n"
    )
    assert hidden_strings(source) == [(2, PASSED_IN, "Claimed"), (5, PASSED_IN, "Boxed")]


def test_the_checker_finds_a_table_of_plain_labels() -> None:
    source = (
        "LABELS = {'s': '&System', 'd': QT_TRANSLATE_NOOP('Theme', '&Dark')}\n"
        "NAMES = {1: 'A server error'}\n"
        "WIRE = {'a': 'b'}\n"
        "def f(choice):\n"
        "    print(WIRE[choice])\n"
        "    tr = QCoreApplication.translate\n"
        "    return tr('Theme', LABELS[choice])\n"
        "class M:\n"
        "    def g(self):\n"
        "        return [self.tr(name) for _kind, name in NAMES.items()]\n"
    )
    assert unmarked_labels(source) == [(1, "&System"), (2, "A server error")]


def test_every_table_of_labels_translated_where_shown_is_marked() -> None:
    plain = [
        f"{path.relative_to(ROOT)}:{line} {text!r}"
        for path in sorted((ROOT / "app").rglob("*.py"))
        for line, text in unmarked_labels(path.read_text())
    ]
    assert plain == [], "translated where shown, never marked: wrap them in QT_TRANSLATE_NOOP"


def test_the_checker_finds_a_wrapper_whose_context_is_a_constant_or_a_tr() -> None:
    source = (
        "CONTEXT = 'Flags'\n"
        "def _tr(text: str) -> str:\n    return QCoreApplication.translate(CONTEXT, text)\n"
        "def _t(text):\n    return QObject.tr(text)\n"
        "def f():\n"
        "    return _tr('Under 18'), _t('Other'), translate(CONTEXT, 'line {0}')\n"
        "def g(key):\n"
        "    return _tr(NAMES[key]), translate('Flags', 'Seen')\n"
    )
    assert hidden_strings(source) == [
        (7, "Flags", "Under 18"),
        (7, PASSED_IN, "Other"),
        (7, "Flags", "line {0}"),
    ]


def test_no_literal_goes_where_lupdate_cannot_see_it() -> None:
    hidden = [
        f"{path.relative_to(ROOT)}:{line} {context!r} {text!r}"
        for path in sorted((ROOT / "app").rglob("*.py"))
        for line, context, text in hidden_strings(path.read_text())
    ]
    assert hidden == [], (
        "lupdate cannot see these: write translate('Context', 'text') with both literal, "
        "self.tr('text'), or QT_TRANSLATE_NOOP in a table translated where it is shown"
    )
