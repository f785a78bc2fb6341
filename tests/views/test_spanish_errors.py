"""Errors in the language on screen: the client's own sentences (with their values) in
Spanish, and a server's words quoted after the Spanish sentence of their kind of error; in
English every message reads as before. Shown through the task runner's banner, as the views
show them."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QWidget

from app.api.errors import ConnectionLost, ConnectTimeout, Unprocessable
from app.services.claims import (
    assign_refusal,
    claim_refusal,
    release_refusal,
    unnamed_refusal,
    work_refusal,
)
from app.services.door import ActionRefused
from app.services.four_eyes import Proposal, answer_refusal, proposal_refusal
from app.services.kyb_actions import CaseUnreadable
from app.services.other_desks import refused_sentence
from app.services.reviewers import NOBODY, Reviewer
from app.views.language import install_language
from app.views.task_runner import TaskRunner
from app.views.widgets.api_messages import error_text
from app.views.widgets.error_banner import ErrorBanner
from tests.views.test_language import spanish_catalogue  # noqa: F401  (a fixture)

SERVER_WORDS = "Insufficient funds: this payout needs 1,250.00 EUR."


@pytest.fixture
def spanish(qapp, spanish_catalogue) -> Iterator[None]:  # type: ignore[no-untyped-def]  # noqa: F811
    assert install_language("es") == "es"
    yield
    install_language("en")


def server_refusal() -> Unprocessable:
    return Unprocessable(SERVER_WORDS, status=422, code="UNPROCESSABLE", method="POST", path="/x")


def test_english_is_unchanged(qapp) -> None:  # type: ignore[no-untyped-def]
    install_language("en")
    assert error_text(server_refusal()) == SERVER_WORDS
    lost = ConnectionLost()
    assert error_text(lost) == lost.message


def test_the_clients_sentences_in_spanish(spanish) -> None:  # type: ignore[no-untyped-def]
    timeout = ConnectTimeout(
        "The server could not be reached within 5 s. Check the address and the network, "
        "then try again."
    )
    assert error_text(timeout) == (
        "No se pudo contactar con el servidor en 5 s. Compruebe la dirección y la red, "
        "e inténtelo de nuevo."
    )
    assert error_text(ConnectionLost()) == (
        "La conexión con el servidor se cortó antes de que respondiera."
    )


def test_a_servers_words_are_quoted_after_a_spanish_sentence(spanish) -> None:  # type: ignore[no-untyped-def]
    assert error_text(server_refusal()) == (
        f"El servidor no pudo llevarlo a cabo. El servidor dijo: «{SERVER_WORDS}»"
    )


def test_a_refusal_already_in_spanish_is_left_as_it_is(spanish) -> None:  # type: ignore[no-untyped-def]
    refused = ActionRefused("Esta acción necesita una confirmación escrita; no se envió nada.")
    assert error_text(refused) == refused.message


def test_the_banner_of_a_failed_task_speaks_spanish(qtbot, qloop, spanish) -> None:  # type: ignore[no-untyped-def]
    owner = QWidget()
    qtbot.addWidget(owner)
    banner = ErrorBanner(owner)
    runner = TaskRunner(owner, banner)

    async def refused() -> None:
        raise server_refusal()

    runner.run(refused)
    qtbot.waitUntil(lambda: bool(banner.text), timeout=5_000)
    assert banner.text.startswith("El servidor no pudo llevarlo a cabo.")
    assert SERVER_WORDS in banner.text


ANA = Reviewer("a1b2c3d4e5f60718", "Ana")
LUIS = Reviewer("f0e1d2c3b4a59687", "Luis")


def team_refusals() -> list[ActionRefused]:
    """Every refusal the claim and four-eyes rules give, as the door raises them."""
    approve = Proposal("u1", "s1", "approve", "all checked", ANA.key_id, ANA.name)
    reject = Proposal("u1", "s1", "reject", "fake", ANA.key_id, ANA.name)
    again = Proposal("u1", "s1", "approve", "checked again", ANA.key_id, ANA.name)
    said = [
        unnamed_refusal(NOBODY),
        claim_refusal(ANA, LUIS),
        claim_refusal(LUIS, LUIS),
        release_refusal(None, LUIS),
        release_refusal(ANA, LUIS),
        assign_refusal(None, LUIS, NOBODY),
        assign_refusal(ANA, LUIS, LUIS),
        assign_refusal(ANA, ANA, ANA),
        work_refusal(ANA, LUIS, overridden=False),
        proposal_refusal(None, NOBODY),
        proposal_refusal(approve, LUIS),
        proposal_refusal(reject, LUIS),
        answer_refusal(None, LUIS),
        answer_refusal(approve, ANA),
        answer_refusal(approve, LUIS, shown=again),
        answer_refusal(approve, LUIS, reason=" "),
    ]
    refusals = [r for r in said if r is not None]
    assert len(refusals) == len(said)  # each case above is a refusal
    return refusals


def test_every_claim_and_four_eyes_refusal_is_said_in_spanish(spanish) -> None:  # type: ignore[no-untyped-def]
    english = [r.message for r in team_refusals() if error_text(r) == r.message]
    assert english == [], "list them in api_messages.py EXACT or PATTERNS"


def test_a_refusal_naming_the_owner_keeps_the_name_in_spanish(spanish) -> None:  # type: ignore[no-untyped-def]
    refusal = claim_refusal(ANA, LUIS)
    assert refusal is not None
    assert error_text(refusal) == (
        "Ana (a1b2c3d4) ya ha tomado este caso. Pídale que lo libere o que se lo asigne a "
        "usted; no se registró nada."
    )
    rejected = Proposal("u1", "s1", "reject", "fake", ANA.key_id, ANA.name)
    proposed = proposal_refusal(rejected, LUIS)
    assert proposed is not None
    assert error_text(proposed).startswith("Ana (a1b2c3d4) ya ha propuesto rechazar este caso.")


def test_a_sentence_quoting_another_error_says_both_in_spanish(spanish) -> None:  # type: ignore[no-untyped-def]
    unreadable = CaseUnreadable(ConnectionLost())
    assert error_text(unreadable) == (
        "Teller no pudo leer el caso para comprobar las reglas de la revisión (La conexión "
        "con el servidor se cortó antes de que respondiera.); no se envió nada. Vuelva a "
        "intentarlo."
    )


def test_a_problem_with_the_team_store_is_said_in_spanish(spanish) -> None:  # type: ignore[no-untyped-def]
    said = refused_sentence(7, "its hash does not match")
    assert said.startswith(
        "Una entrada del almacén de revisión del equipo no superó la verificación "
        "(entrada 7: its hash does not match)"
    )
