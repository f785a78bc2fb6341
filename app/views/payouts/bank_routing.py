"""A bank payout's routing as the form offers it: a hint for each choice, and the choice that
fits an account's currency (api-spec: SEPA is the euro area's transfer, WIRE the US domestic
one, SWIFT the international wire), so a dollar account is never offered a euro transfer."""

from __future__ import annotations

from app.models.money import Currency
from app.models.payouts import RoutingData
from app.services.translation import QT_TRANSLATE_NOOP

ROUTING_HINTS = {
    RoutingData.SEPA: QT_TRANSLATE_NOOP(
        "BankPayoutForm", "Euro transfer inside SEPA: the account number is an IBAN."
    ),
    RoutingData.IBAN: QT_TRANSLATE_NOOP(
        "BankPayoutForm", "Any bank that takes an IBAN; add the SWIFT/BIC outside SEPA."
    ),
    RoutingData.SWIFT: QT_TRANSLATE_NOOP(
        "BankPayoutForm", "International transfer: needs the bank's SWIFT/BIC code."
    ),
    RoutingData.WIRE: QT_TRANSLATE_NOOP(
        "BankPayoutForm", "US domestic wire: needs the bank's 9-digit ABA routing code."
    ),
}
# The routing for a currency; any other currency takes SWIFT.
ROUTING_FOR_CURRENCY = {Currency.EUR.value: RoutingData.SEPA, Currency.USD.value: RoutingData.WIRE}


def routing_for(currency: str | None) -> RoutingData:
    """The routing that fits a payout in ``currency``: never a euro transfer for dollars."""
    return ROUTING_FOR_CURRENCY.get(currency or "", RoutingData.SWIFT)
