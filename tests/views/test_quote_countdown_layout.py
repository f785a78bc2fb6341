"""A quote's countdown ticks five times a second: a tick must change its text without asking
the layouts again (each ask laid out and painted the whole window)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QVBoxLayout, QWidget

from app.models.money import Money
from app.models.payouts import Quote
from app.views.payouts.quote_preview import QuotePreview


class LayoutRequests(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.seen: list[str] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:
            self.seen.append(type(watched).__name__)
        return False


def _quote(seconds: float) -> Quote:
    now = datetime.now(UTC)
    return Quote.model_validate(
        {
            "rate": "1.1",
            "timestamp": now.isoformat(),
            "validUntil": (now + timedelta(seconds=seconds)).isoformat(),
        }
    )


def test_countdown_ticks_ask_no_layout_again(qtbot):  # type: ignore[no-untyped-def]
    window = QWidget()
    qtbot.addWidget(window)
    preview = QuotePreview("Preview")
    QVBoxLayout(window).addWidget(preview)
    window.show()
    qtbot.waitExposed(window)
    eur, usd = Money(amount=10_000, currency="EUR"), Money(amount=10_900, currency="USD")
    preview.show_quote(eur, usd, _quote(30))
    QApplication.processEvents()
    requests = LayoutRequests()
    for widget in (window, preview, preview.countdown):
        widget.installEventFilter(requests)
    texts = []
    for _ in range(5):  # 29 s, 28 s, ...: a new text on every tick
        assert preview.deadline is not None
        preview.deadline -= 1.0
        preview.tick()
        QApplication.processEvents()
        texts.append(preview.countdown.text())
    assert len(set(texts)) == 5
    assert requests.seen == []
    hint = preview.countdown.sizeHint()  # the widest text fits the fixed size
    assert preview.countdown.width() >= hint.width()


def test_the_last_seconds_and_expiry_still_fit(qtbot):  # type: ignore[no-untyped-def]
    preview = QuotePreview("Preview")
    qtbot.addWidget(preview)
    preview.show()
    eur, usd = Money(amount=10_000, currency="EUR"), Money(amount=10_900, currency="USD")
    preview.show_quote(eur, usd, _quote(5))
    assert preview.countdown.text().startswith("Quote expires in")
    assert preview.countdown.width() >= preview.countdown.sizeHint().width()
    assert preview.refresh_button.isVisibleTo(preview)
    assert preview.deadline is not None
    preview.deadline -= 10
    preview.tick()
    assert preview.countdown.text() == "Quote expired"
    assert preview.countdown.property("tone") == "bad"
