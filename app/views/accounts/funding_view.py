"""Funding methods of an account: card currencies, crypto addresses, bank details."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QGroupBox, QLabel, QVBoxLayout, QWidget

from app.models.accounts import FiatFunding, FundingMethods
from app.views.widgets.copy_button import CopyButton
from app.views.widgets.terms import phrase


def _selectable(text: str) -> QLabel:
    label = QLabel(text)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return label


def _clear(layout: QGridLayout | QVBoxLayout) -> None:
    while layout.count():
        item = layout.takeAt(0)
        widget = item.widget() if item is not None else None
        if widget is not None:
            widget.deleteLater()


class FundingView(QGroupBox):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Funding methods"), parent)
        self._layout = QVBoxLayout(self)
        self.show_nothing()

    def show_nothing(self) -> None:
        """No account, or the next one still loading: nothing of the previous one stays."""
        _clear(self._layout)
        placeholder = QLabel(self.tr("Open an account to see how it can be funded."))
        placeholder.setProperty("role", "subtle")
        self._layout.addWidget(placeholder)

    def show_methods(self, methods: FundingMethods) -> None:
        _clear(self._layout)
        card = methods.card.currencies if methods.card else []
        self._layout.addWidget(
            QLabel(
                self.tr("Card pay-ins: {0}").format(", ".join(card))
                if card
                else self.tr("Card pay-ins: not available")
            )
        )
        if methods.crypto:
            # In a widget of its own, so the next account's methods replace it whole.
            box = QGroupBox(self.tr("Crypto deposit addresses"))
            grid = QGridLayout(box)
            for row, crypto in enumerate(methods.crypto):
                grid.addWidget(QLabel(crypto.currency), row, 0)
                grid.addWidget(QLabel(crypto.network or "—"), row, 1)
                grid.addWidget(_selectable(crypto.address), row, 2)
                grid.addWidget(CopyButton(crypto.address, what=self.tr("the address")), row, 3)
            grid.setColumnStretch(4, 1)
            self._layout.addWidget(box)
        for fiat in methods.fiat:
            self._layout.addWidget(self._fiat_box(fiat))
        if not (card or methods.crypto or methods.fiat):
            self._layout.addWidget(QLabel(self.tr("This account has no funding methods.")))

    def _fiat_box(self, fiat: FiatFunding) -> QGroupBox:
        title = (
            phrase(fiat.description) if fiat.description else fiat.type or self.tr("Bank transfer")
        )
        if fiat.is_virtual:
            title = self.tr("{0} — virtual IBAN").format(title)
        box = QGroupBox(title)
        box.setProperty("virtual", fiat.is_virtual)
        grid = QGridLayout(box)
        rows = [
            (self.tr("Account holder"), fiat.account_holder),
            (self.tr("IBAN"), fiat.iban),
            (
                self.tr("Account number"),
                fiat.account_number if fiat.account_number != fiat.iban else None,
            ),
            (self.tr("SWIFT/BIC"), fiat.swift),
            (self.tr("ABA routing"), fiat.aba_routing_code),
            (self.tr("Bank"), fiat.bank_name),
            (self.tr("Reference"), fiat.reference),
            (self.tr("Region"), fiat.region),
        ]
        row = 0
        for label, value in rows:
            if not value:
                continue
            grid.addWidget(QLabel(label), row, 0)
            grid.addWidget(_selectable(value), row, 1)
            grid.addWidget(CopyButton(value, what=label), row, 2)
            row += 1
        grid.setColumnStretch(3, 1)  # copy buttons sit beside their values
        return box
