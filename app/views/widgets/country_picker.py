"""A country by its ISO code, picked from the list ("DE — Germany") or typed: its code, its
name in English or Spanish ("Germany", "Alemania", "alemania"), or its three-letter code.

A typed name that is a country is that country (the form sends its code); Enter chooses the
only suggestion the list offers for what is typed; anything that is no country is said at the
field as a sentence (``problem``), not later as a code the person never saw.
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QCompleter, QWidget

from app.models.countries import country_codes, country_name
from app.views.widgets.terms import country_label

LABEL_DASH = "—"  # between the code and the name in a label: "DE — Germany"


def _folded(text: str) -> str:
    """'  Alemanía ' and 'alemania' alike: case, accents and spacing do not count."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return " ".join("".join(c for c in decomposed if not unicodedata.combining(c)).split())


@lru_cache(maxsize=1)
def _english_names() -> dict[str, str]:
    return {_folded(country_name(code)): code for code in country_codes()}


@lru_cache(maxsize=1)
def _other_names() -> dict[str, str]:
    """Spanish names, and the official and common ones ("Bolivia", "Russia"): read from
    pycountry only once a typed name is none of the list's (pycountry is large)."""
    import gettext

    import pycountry

    spanish = gettext.translation(
        "iso3166-1", pycountry.LOCALES_DIR, languages=["es"], fallback=True
    )
    names: dict[str, str] = {}
    for country in pycountry.countries:
        code = str(country.alpha_2)
        for attribute in ("name", "official_name", "common_name"):
            name = getattr(country, attribute, None)
            if name:
                names.setdefault(_folded(str(name)), code)
                names.setdefault(_folded(spanish.gettext(str(name))), code)
        names.setdefault(_folded(str(country.alpha_3)), code)
    return names


class CountryPicker(QComboBox):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setEditable(True)
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
        if folded in _english_names():
            return _english_names()[folded]
        return _other_names().get(folded)

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
