"""A country by its ISO code, picked from the list ("DE — Germany") or typed: its code, or its
name in English or Spanish ("Germany", "Alemania", "alemania", "Bolivia").

A typed name that is a country is that country (the form sends its code); Enter chooses the
only suggestion the list offers for what is typed; anything that is no country is said at the
field as a sentence (``problem``), not later as a code the person never saw.
"""

from __future__ import annotations

import gettext
import importlib.util
import os
import unicodedata
from functools import lru_cache

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QCompleter, QWidget

from app.models.countries import country_codes, country_name
from app.views.widgets.screen_reader import name_combo
from app.views.widgets.terms import country_label

LABEL_DASH = "—"  # between the code and the name in a label: "DE — Germany"


def _folded(text: str) -> str:
    """'  Alemanía ' and 'alemania' alike: case, accents and spacing do not count."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return " ".join("".join(c for c in decomposed if not unicodedata.combining(c)).split())


def _spanish() -> gettext.NullTranslations:
    """pycountry's Spanish catalogue of the ISO 3166 names, found without importing pycountry
    (its import and country database cost about 100 ms: not at a keystroke)."""
    spec = importlib.util.find_spec("pycountry")
    folders = list(spec.submodule_search_locations or []) if spec is not None else []
    if not folders:
        return gettext.NullTranslations()
    locales = os.path.join(folders[0], "locales")
    return gettext.translation("iso3166-1", locales, languages=["es"], fallback=True)


@lru_cache(maxsize=1)
def _names() -> dict[str, str]:
    """Every way Teller knows to name a country, folded -> its code: the English and Spanish
    names, and their short forms where one country has it ("Bolivia" for "Bolivia,
    Plurinational State of"; "Korea" is two countries, so it is none)."""
    spanish = _spanish()
    names: dict[str, str] = {}
    short: dict[str, set[str]] = {}
    for code in country_codes():
        english = country_name(code)
        for name in (english, spanish.gettext(english)):
            names.setdefault(_folded(name), code)
            if "," in name:
                short.setdefault(_folded(name.split(",", 1)[0]), set()).add(code)
    for name, codes in short.items():
        if len(codes) == 1:
            names.setdefault(name, next(iter(codes)))
    return names


class CountryPicker(QComboBox):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setEditable(True)
        name_combo(self)  # its line edit is read as Country, Bank country…
        self.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self._names: dict[str, str] | None = None  # folded listed name -> code, once asked
        self.addItem("", "")
        for code in sorted(country_codes()):
            self.addItem(country_label(code), code)
        completer = QCompleter(self.model(), self)
        completer.setFilterMode(Qt.MatchFlag.MatchContains)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.setCompleter(completer)
        line = self.lineEdit()
        if line is not None:
            line.setPlaceholderText(self.tr("Country"))
            # A combo that inserts nothing ignores Enter on what is typed: choose it here.
            line.returnPressed.connect(self.choose_typed)
            line.editingFinished.connect(self._settle)

    def code(self) -> str:
        """The ISO code of the country chosen or typed ('de', 'Germany', 'Alemania',
        'DE — Germany' -> 'DE'); '' when empty; what was typed, in capitals, when it is no
        country (for the request's own check to refuse; ``problem`` says why in words)."""
        text = self.currentText()
        found = self.resolve(text)
        return found if found is not None else text.strip().upper()

    def resolve(self, text: str) -> str | None:
        """The country ``text`` names, '' for nothing typed, None for no country."""
        typed = text.strip()
        if not typed:
            return ""
        head = typed.split(LABEL_DASH, 1)[0].strip().upper()
        if head in country_codes() and (LABEL_DASH in typed or len(typed) == 2):
            return head
        folded = _folded(typed)
        listed = self._listed_names()
        if folded in listed:
            return listed[folded]
        return _names().get(folded)

    def problem(self) -> str | None:
        """A sentence when what is typed is no country; None when it is one or is empty."""
        text = self.currentText().strip()
        if self.resolve(text) is not None:
            return None
        return self.tr(
            "“{0}” is not a country Teller knows; choose one from the list, or type its "
            "name or its two-letter code (DE for Germany)."
        ).format(text)

    def set_code(self, code: str) -> None:
        index = self.findData(code.upper())
        if index >= 0:
            self.setCurrentIndex(index)
        else:
            self.setEditText(code)

    def suggestions(self, text: str) -> list[int]:
        """The rows the list offers for ``text`` (the completer's rule: contained, any case)."""
        folded = _folded(text)
        if not folded:
            return []
        return [row for row in range(1, self.count()) if folded in _folded(self.itemText(row))]

    def choose_typed(self) -> None:
        """Enter: the country typed, or else the only one the list offers for it."""
        text = self.currentText()
        code = self.resolve(text)
        if code:
            self.set_code(code)
            return
        offered = self.suggestions(text)
        if len(offered) == 1:
            self.setCurrentIndex(offered[0])

    def _settle(self) -> None:
        """Leaving the field: a typed name or code shows as the list's entry for it."""
        code = self.resolve(self.currentText())
        if code and self.currentText() != self.itemText(self.findData(code)):
            self.set_code(code)

    def _listed_names(self) -> dict[str, str]:
        """The names as the list shows them (the interface's language)."""
        if self._names is None:
            self._names = {}
            for row in range(1, self.count()):
                label = self.itemText(row)
                if LABEL_DASH in label:
                    self._names[_folded(label.split(LABEL_DASH, 1)[1])] = str(self.itemData(row))
        return self._names
