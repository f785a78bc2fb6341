"""The models' IBAN, SWIFT/BIC and payout-limit sentences in Spanish: shown at a form's field
and at a bulk grid's cell, they stayed English (their values, a payout's kind and the IBAN
library's reason, translated with them where the catalogue knows them)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from app.models.recipient_rules import bic_problem, iban_problem
from app.views.language import install_language
from app.views.widgets.model_messages import translated


@pytest.fixture
def spanish(qapp) -> Iterator[None]:  # type: ignore[no-untyped-def]
    assert install_language("es") == "es"
    yield
    install_language("en")


@pytest.mark.parametrize(
    ("english", "spanish_words"),
    [
        (iban_problem("ES9121000418450200051333"), "dígitos de control incorrectos"),
        (bic_problem("XX"), "SWIFT/BIC no es válido"),
        ("This account cannot make bank payouts.", "no puede hacer pagos bancarios"),
        ("Bank payouts are turned off for this account.", "Los pagos bancarios están"),
        ("The smallest crypto payout from this account is 5.00 EUR.", "pago cripto"),
        (
            "This account has 10.00 EUR available; this bank payout needs at least 12.00 EUR.",
            "necesita al menos 12.00 EUR",
        ),
        (
            "This account has 10.00 EUR available; this crypto payout needs 12.00 EUR.",
            "este pago cripto necesita 12.00 EUR",
        ),
    ],
)
def test_the_models_sentences_are_said_in_spanish(
    spanish: None, english: str | None, spanish_words: str
) -> None:
    assert english is not None
    said = translated(english)
    assert said != english
    assert spanish_words in said
