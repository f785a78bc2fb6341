"""Translation for module-level helpers (``_tr(text)`` outside any class).

pyside6-lupdate files a bare ``tr("…")`` written outside a class under the empty context, while
such helpers ask Qt under their own context ("KycFacts", "OrdersExport"...): Qt has no fallback
between contexts, so the helper asks its context first, then the empty one.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def translate(context: str, text: str) -> str:
    found = QCoreApplication.translate(context, text)
    return found if found != text else QCoreApplication.translate("", text)


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802  (the name lupdate knows)
    """Marks ``text`` for the catalogue under ``context`` and returns it untranslated, as Qt's
    QT_TRANSLATE_NOOP, typed as a str: tables of labels translated where they are shown."""
    return text
