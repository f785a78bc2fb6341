"""An amount belongs to the currency it was typed in: when another account becomes current in
another currency, the money fields are cleared and one line under them says why.

The currency is remembered across an account that is still loading or failed to load (the
forms hear ``None`` then): 100 typed for a USD account is never read as 100 EUR after a detour
through an account that never arrived.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QLabel, QLineEdit


class MoneyNote(QLabel):
    def __init__(self, fields: Sequence[QLineEdit]) -> None:
        super().__init__()
        self._fields = list(fields)
        self._currency = ""  # what the money fields hold is in this currency ("": none yet)
        self.setProperty("role", "subtle")
        self.setWordWrap(True)
        self.hide()
        for line in self._fields:
            line.textEdited.connect(lambda _text: self.hide())  # typed again: said enough

    @property
    def currency(self) -> str:
        return self._currency

    def follow(self, currency: str | None) -> bool:
        """The money is now in ``currency`` (None: no account answer yet, nothing changes).
        Returns whether the fields were cleared."""
        if not currency:
            return False
        previous, self._currency = self._currency, currency
        if not previous or previous == currency:
            return False
        if not any(line.text().strip() for line in self._fields):
            return False
        for line in self._fields:
            line.clear()
        self.setText(self.tr("The amount was cleared: the new account is in {0}.").format(currency))
        self.show()
        return True

    def typed_in(self, currency: str) -> None:
        """The person chose the amount's currency themselves (a pay-in's currency box)."""
        if currency:
            self._currency = currency
        self.hide()
