"""What an account may do: allowed transfers, limits and features."""

from __future__ import annotations

from PySide6.QtWidgets import QGridLayout, QGroupBox, QLabel, QWidget

from app.models.accounts import AccountCapabilities
from app.views.widgets.numbers import money_text
from app.views.widgets.terms import feature_name


class CapabilitiesView(QGroupBox):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Capabilities"), parent)
        self._grid = QGridLayout(self)
        self.show_nothing()

    def _clear(self) -> None:
        while self._grid.count():
            item = self._grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()

    def show_nothing(self) -> None:
        self._clear()
        self._grid.addWidget(QLabel(self.tr("Open an account to see what it may do.")), 0, 0)

    def show_capabilities(self, caps: AccountCapabilities, currency: str) -> None:
        self._clear()
        allowed = [
            (self.tr("Crypto transfers"), caps.crypto_transfer_allowed),
            (self.tr("External bank transfers"), caps.fiat_external_transfer_allowed),
            (self.tr("Transfers to own accounts"), caps.fiat_own_transfer_allowed),
            (self.tr("Internal transfers"), caps.internal_transfer_allowed),
            (self.tr("Intra-provider transfers"), caps.intra_provider_transfer_allowed),
        ]
        row = 0
        for label, ok in allowed:
            mark = QLabel("✔" if ok else "✘")
            mark.setToolTip(self.tr("Allowed") if ok else self.tr("Not allowed"))
            mark.setAccessibleName(self.tr("Allowed") if ok else self.tr("Not allowed"))
            self._grid.addWidget(mark, row, 0)
            self._grid.addWidget(QLabel(label), row, 1)
            row += 1

        def money(value: int | None) -> str:
            return "—" if value is None else money_text(value, currency)

        limits = [
            (self.tr("Income per transaction"), caps.income_limit_per_transaction),
            (self.tr("Income per day"), caps.income_limit_per_day),
            (self.tr("Income per month"), caps.income_limit_per_month),
            (self.tr("Monthly fee"), caps.monthly_fee),
            (self.tr("Opening fee"), caps.open_account_fee),
        ]
        for offset, (label, value) in enumerate(limits):
            self._grid.addWidget(QLabel(label), offset, 2)
            self._grid.addWidget(QLabel(money(value)), offset, 3)
        row = max(row, len(limits))
        if caps.features:
            self._grid.addWidget(QLabel(self.tr("<b>Features</b>")), row, 0, 1, 4)
            row += 1
            for feature in caps.features:
                state = self.tr("on") if feature.enabled else self.tr("off")
                self._grid.addWidget(QLabel("✔" if feature.enabled else "✘"), row, 0)
                name = QLabel(f"{feature_name(feature.feature_slug)} ({state})")
                name.setToolTip(feature.feature_slug)  # the API's code, for who searches by it
                self._grid.addWidget(name, row, 1)
                self._grid.addWidget(
                    QLabel(
                        self.tr("min {0} · max {1}").format(
                            money(feature.min_amount), money(feature.max_amount)
                        )
                    ),
                    row,
                    2,
                    1,
                    2,
                )
                row += 1
        self._grid.setColumnStretch(1, 1)
        self._grid.setColumnStretch(3, 1)
