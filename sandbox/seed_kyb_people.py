"""The people of the seeded KYB cases: shareholders, their ID cards and how their identity
verification went, including what a reviewer must catch (a watchlist match, a step that
erred, a card about to expire, a minor). Fictional; IP addresses are documentation ones
(RFC 5737); the watchlist entries are invented, in the provider's shape that
app/services/evidence/screening.py reads (/work/briefs/25/watchlist_shape.md)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date


@dataclass(frozen=True)
class ListMatch:
    """One entry a watchlist screening matched the person against."""

    name: str  # the name as the list writes it
    score: float  # 0..100
    lists: tuple[tuple[str, str], ...]  # (id, name) of each list
    categories: tuple[str, ...]  # pep | sanctions | adverse_media | other
    country: str


@dataclass(frozen=True)
class StepError:
    """A person-level step (``data.steps``) that ran and reported an error."""

    step: str  # ip-validation, liveness
    code: str
    message: str


@dataclass(frozen=True)
class Holder:
    """A shareholder, their ID card and their identity verification."""

    given: str
    surnames: str
    sex: str
    country: str
    document_number: str
    born: date
    issued: date
    expires: date
    share: int
    outcome: str  # passed | failed | pending
    history: tuple[tuple[str, float], ...]  # KYC states, days after the shareholder was added
    ip: str  # documentation addresses (RFC 5737): never someone's real one
    device: str = "desktop"  # desktop | smartphone
    turned: bool = False  # the ID card was scanned a quarter turn off
    problem: str | None = None  # why it failed or waits: a step error's code
    watchlist: tuple[ListMatch, ...] = ()  # what the watchlist screening matched
    step_error: StepError | None = None  # a person-level step that erred


DOCUMENT_LABELS = {"CO": "C.C.", "MX": "INE", "ES": "DNI", "PE": "DNI", "AR": "DNI"}


def identity_document(holder: Holder) -> str:
    """How a registry writes the holder's document: "C.C. 1.020.456.789"."""
    return f"{DOCUMENT_LABELS.get(holder.country, 'Doc.')} {holder.document_number}"


PASSED = (("CREATED", 0), ("PENDING", 0.02), ("IN_REVIEW", 1.1), ("APPROVED", 2.4))
FAILED = (("CREATED", 0), ("PENDING", 0.03), ("IN_REVIEW", 1.2), ("REJECTED", 3.5))
MORE_INFO = (
    ("CREATED", 0),
    ("PENDING", 0.05),
    ("IN_REVIEW", 1.0),
    ("NEEDS_MORE_INFO", 2.2),
    ("PENDING", 5.6),
)

ANDES_HOLDERS = (
    Holder(
        "Valeria",
        "Ospina Restrepo",
        "F",
        "CO",
        "1.020.456.789",
        date(1984, 2, 11),
        date(2018, 7, 20),
        date(2033, 7, 20),
        40,
        "passed",
        PASSED,
        "198.51.100.23",
        watchlist=(
            ListMatch(
                "Valeria Ospina Restrepo",
                88.0,
                (("co-pep", "Colombia PEP register"),),
                ("pep",),
                "CO",
            ),
        ),
    ),
    Holder(
        "Andrés Felipe",
        "Cárdenas Rojas",
        "M",
        "CO",
        "79.845.120",
        date(1979, 5, 14),
        date(2015, 3, 14),
        date(2025, 3, 14),
        35,
        "failed",
        FAILED,
        "198.51.100.87",
        problem="expirationDetection.documentExpired",
    ),
    Holder(
        "Rodrigo",
        "Salazar Mejía",
        "M",
        "MX",
        "SAMR820913",
        date(1982, 9, 13),
        date(2021, 1, 8),
        date(2031, 1, 8),
        25,
        "pending",
        MORE_INFO,
        "203.0.113.45",
        device="smartphone",
        turned=True,
        problem="documentReading.rotatedImage",
    ),
)


MERCADO_HOLDERS = (
    Holder(
        "Guadalupe",
        "Navarro Ibáñez",
        "F",
        "MX",
        "NAIG850302",
        date(1985, 3, 2),
        date(2020, 2, 10),
        date(2030, 2, 10),
        60,
        "passed",
        PASSED,
        "203.0.113.12",
    ),
    Holder(
        "Emiliano",
        "Treviño Garza",
        "M",
        "MX",
        "TEGE770719",
        date(1977, 7, 19),
        date(2019, 11, 4),
        date(2029, 11, 4),
        40,
        "passed",
        PASSED,
        "203.0.113.77",
        device="smartphone",
    ),
)
PUERTO_HOLDERS = (
    Holder(
        "Nuria",
        "Beltrán Soler",
        "F",
        "ES",
        "48765432G",
        date(1988, 10, 3),
        date(2022, 4, 19),
        date(2032, 4, 19),
        70,
        "passed",
        PASSED,
        "192.0.2.140",
    ),
    Holder(
        "Óscar",
        "Ibáñez Muñoz",
        "M",
        "ES",
        "51234987A",
        date(1973, 12, 22),
        date(2017, 6, 30),
        date(2027, 6, 30),
        30,
        "failed",
        FAILED,
        "192.0.2.201",
        device="smartphone",
        problem="facematch.notMatched",
    ),
)


BLUE_HARBOR_HOLDERS = (
    Holder(
        "Javier",
        "Quispe Mamani",
        "M",
        "PE",
        "45873210",
        date(1990, 8, 25),
        date(2018, 12, 14),
        date(2026, 12, 14),  # 24 days after the seed's anchor: expiring within 30 days
        100,
        "pending",
        (("CREATED", 0), ("PENDING", 0.1)),
        "192.0.2.61",
        device="smartphone",
        step_error=StepError(
            "ip-validation",
            "ipValidation.serviceUnavailable",
            "The IP reputation service did not answer; the check was not completed.",
        ),
    ),
)

LOTUS_HOLDERS = (
    Holder(
        "Sofía",
        "Lam Ortiz",
        "F",
        "PE",
        "41236587",
        date(1987, 1, 30),
        date(2020, 9, 15),
        date(2028, 9, 15),
        65,
        "pending",
        (("CREATED", 0), ("PENDING", 0.1), ("IN_REVIEW", 1.5), ("NEEDS_MORE_INFO", 3.0)),
        "203.0.113.190",
        problem="documentReading.glare",
    ),
    Holder(  # her niece, a minor: 17 at the seed's anchor, with a small share
        "Camila",
        "Chen Lam",
        "F",
        "PE",
        "78451236",
        date(2009, 7, 18),
        date(2023, 8, 2),
        date(2031, 8, 2),
        5,
        "pending",
        (("CREATED", 0), ("PENDING", 0.1), ("IN_REVIEW", 1.2)),
        "203.0.113.191",
        device="smartphone",
        problem="ageCheck.underage",
    ),
)
