"""A nonsense crypto address is refused at its field, by the keyboard, before anything is sent."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.views.test_payouts_money_in_and_quotes import workspace_on

ADDRESS = "recipient.address"


def test_not_an_address_is_refused_at_the_field(qtbot, qloop, session, funded) -> None:  # type: ignore[no-untyped-def]
    uid, eur = funded
    quick_session = session
    form = workspace_on(qtbot, session, uid, eur).crypto
    form.received_currency.setCurrentIndex(form.received_currency.findData("BTC"))
    form.network.setCurrentText("BITCOIN")
    qtbot.keyClicks(form.amount, "50.00")
    qtbot.keyClicks(form.address, "not-an-address")
    form.fields.show_all = True
    form.revalidate()
    message = form.fields.message_at(ADDRESS)
    assert message.startswith("This is not a valid BITCOIN address")
    sent_before = len(quick_session.client.request_log.entries())
    qtbot.keyClick(form.address, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    posted = [
        e for e in quick_session.client.request_log.entries()[sent_before:] if e.method == "POST"
    ]
    assert not any(e.url.endswith("/crypto-payouts") for e in posted)
    form.address.clear()
    qtbot.keyClicks(form.address, "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq")
    form.revalidate()
    assert form.fields.message_at(ADDRESS) == ""
