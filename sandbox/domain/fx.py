"""Exchange rates: a fixed table against USD with a small deterministic drift over time.

The drift (±0.5 %, a sine over about ten minutes) makes a new quote differ from an expired
one, so a tester sees a refresh change something, while two calls in the same second agree.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from datetime import datetime
from decimal import ROUND_CEILING, ROUND_FLOOR, ROUND_HALF_UP, Decimal

from sandbox.clock import iso, utcnow

# Units of each currency per 1 USD.
USD_RATES: dict[str, Decimal] = {
    "USD": Decimal("1"),
    "EUR": Decimal("0.92"),
    "MXN": Decimal("17.10"),
    "CAD": Decimal("1.36"),
    "BRL": Decimal("5.05"),
    "COP": Decimal("3950"),
    "PEN": Decimal("3.75"),
    "BOB": Decimal("6.91"),
    "CLP": Decimal("940"),
    "ARS": Decimal("870"),
    "UYU": Decimal("39.2"),
    "PYG": Decimal("7300"),
    "CNY": Decimal("7.20"),
    "HKD": Decimal("7.82"),
    "MYR": Decimal("4.70"),
    "USDT": Decimal("1"),
    "USDC": Decimal("1"),
    "EURC": Decimal("0.92"),
    "BTC": Decimal("0.0000155"),
    "ETH": Decimal("0.00031"),
}
DRIFT = 0.005
PERIOD_SECONDS = 600.0
RATE_PLACES = Decimal("0.00000001")


@dataclass(frozen=True)
class Rate:
    pair: str
    rate: Decimal  # destination units per origin unit
    at: datetime

    @property
    def timestamp(self) -> str:
        return iso(self.at)


def now() -> datetime:
    """The rates' clock, which quotes are also judged by (sandbox/domain/quotes.py): a test
    that moves it moves the quotes' time with it."""
    return utcnow()


def rate(origin: str, destination: str, at: datetime | None = None) -> Rate:
    at = at or now()
    base = USD_RATES[destination] / USD_RATES[origin]
    if origin != destination:
        wobble = DRIFT * math.sin(2 * math.pi * at.timestamp() / PERIOD_SECONDS)
        base *= Decimal(1) + Decimal(str(round(wobble, 8)))
    return Rate(f"{origin}/{destination}", base.quantize(RATE_PLACES, ROUND_HALF_UP), at)


def convert(minor: int, fx: Rate) -> int:
    """Minor units of the origin -> minor units of the destination, rounded down: what is
    delivered never exceeds what the origin buys. Rounded half up, 989.60 EUR delivered
    0.02 BTC where the rate gives 0.0166 (every currency has two decimals on the wire)."""
    return int((Decimal(minor) * fx.rate).to_integral_value(rounding=ROUND_FLOOR))


def exact_value(minor: int, fx: Rate) -> Decimal:
    """What ``minor`` of the origin buys, in major units of the destination, unrounded
    (to the rate's own eight places): the figure a person checks the rounding against."""
    return (Decimal(minor) * fx.rate / 100).quantize(RATE_PLACES).normalize()


def convert_back(minor: int, fx: Rate) -> int:
    """How much origin buys ``minor`` of the destination (rounded up: never short)."""
    if fx.rate == 0:
        return 0
    value = Decimal(minor) / fx.rate
    return int(value.to_integral_value(rounding=ROUND_CEILING))
