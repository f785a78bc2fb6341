"""Names, companies and places the seed draws from (fictional)."""

from __future__ import annotations

import unicodedata
from datetime import UTC, datetime

# Every seeded timestamp is counted back from here, so the same database comes out every time.
ANCHOR = datetime(2026, 11, 20, 12, 0, tzinfo=UTC)

PEOPLE: tuple[tuple[str, str, str], ...] = (
    ("Lucía", "Fernández", "ES"),
    ("Mateo", "González", "MX"),
    ("Valentina", "Rodríguez", "CO"),
    ("Santiago", "López", "AR"),
    ("Camila", "Martínez", "CL"),
    ("Diego", "Sánchez", "PE"),
    ("Isabella", "Pérez", "UY"),
    ("Sebastián", "Gómez", "BO"),
    ("Emily", "Carter", "US"),
    ("James", "Walker", "US"),
    ("Ana", "Souza", "BR"),
    ("Wei", "Chen", "HK"),
)

COMPANIES: tuple[tuple[str, str], ...] = (
    ("Andes Logística SAS", "CO"),
    ("Mercado Verde SA de CV", "MX"),
    ("Puerto Norte Trading SL", "ES"),
    ("Blue Harbor Imports LLC", "US"),
    ("Pampa Agro SRL", "AR"),
    ("Lotus Components Ltd", "HK"),
)

CITIES: dict[str, tuple[str, str, str]] = {
    "ES": ("Madrid", "Madrid", "28013"),
    "MX": ("Ciudad de México", "CDMX", "06600"),
    "CO": ("Bogotá", "Cundinamarca", "110111"),
    "AR": ("Buenos Aires", "CABA", "C1001"),
    "CL": ("Santiago", "RM", "8320000"),
    "PE": ("Lima", "Lima", "15001"),
    "UY": ("Montevideo", "Montevideo", "11000"),
    "BO": ("La Paz", "La Paz", "0000"),
    "US": ("Miami", "FL", "33131"),
    "BR": ("São Paulo", "SP", "01000-000"),
    "HK": ("Hong Kong", "Central", "999077"),
    "DE": ("Berlin", "Berlin", "10117"),
}

STREETS: dict[str, str] = {
    "ES": "Calle Mayor 12",
    "MX": "Av. Reforma 222",
    "CO": "Carrera 7 #71-21",
    "AR": "Av. Corrientes 1234",
    "CL": "Av. Providencia 1550",
    "PE": "Av. Larco 345",
    "UY": "Av. 18 de Julio 980",
    "BO": "Av. 16 de Julio 1490",
    "US": "400 Brickell Ave",
    "BR": "Av. Paulista 1578",
    "HK": "1 Queen's Road Central",
    "DE": "Unter den Linden 1",
}

# How a bank payout reaches each country: SEPA with an IBAN inside the euro area, a US
# domestic wire with its ABA code, an international SWIFT wire (BIC-shaped codes) elsewhere.
SEPA_IBANS: dict[str, str] = {"ES": "ES9121000418450200051332", "DE": "DE89370400440532013000"}
US_ABA = "026009593"
SWIFT_CODES: dict[str, str] = {
    "MX": "BNMXMXMM",
    "CO": "COLOCOBM",
    "AR": "NACNARBA",
    "CL": "BCHICLRM",
    "PE": "BCPLPEPL",
    "UY": "BROUUYMM",
    "BO": "BNBOBOLX",
    "BR": "BRASBRRJ",
    "HK": "HSBCHKHH",
}


def is_sepa(country: str) -> bool:
    """A payout to this country goes by SEPA, which moves euros only."""
    return country in SEPA_IBANS


def bank_route(country: str, account_digits: str) -> dict[str, str]:
    """The routing fields of a seeded bank payout to ``country`` (camelCase, as stored)."""
    if is_sepa(country):
        return {"routingData": "SEPA", "accountNumber": SEPA_IBANS[country]}
    if country == "US":
        return {"routingData": "WIRE", "accountNumber": account_digits, "abaRoutingCode": US_ABA}
    return {"routingData": "SWIFT", "accountNumber": account_digits, "swift": SWIFT_CODES[country]}


COUNTERPARTIES = (
    "Acme Supplies",
    "Globex Services",
    "Hooli Payroll",
    "Initech Rentals",
    "Umbrella Logistics",
    "Stark Components",
    "Wayne Foods",
    "Tyrell Energy",
)

CURRENCIES_BY_COUNTRY: dict[str, str] = {
    "ES": "EUR",
    "MX": "MXN",
    "CO": "COP",
    "AR": "ARS",
    "CL": "CLP",
    "PE": "PEN",
    "UY": "UYU",
    "BO": "BOB",
    "US": "USD",
    "BR": "BRL",
    "HK": "HKD",
}

KYC_PATHS: tuple[tuple[str, ...], ...] = (
    ("CREATED", "PENDING", "IN_REVIEW", "APPROVED"),
    ("CREATED", "PENDING", "IN_REVIEW", "REJECTED"),
    ("CREATED", "PENDING"),
    ("CREATED", "PENDING", "IN_REVIEW", "NEEDS_MORE_INFO", "IN_REVIEW", "APPROVED"),
)


def ascii_letters(text: str) -> str:
    """The name as typed without accents ("Martínez" -> "Martinez"): the accent goes, the
    letter under it stays."""
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def email_of(first: str, last: str) -> str:
    local = ascii_letters(f"{first}.{last}").lower()
    clean = "".join(ch for ch in local if ch.isascii() and (ch.isalnum() or ch == "."))
    return f"{clean}@example.com"
