"""Errors in the language on screen: the client's own sentences (with their values) in
Spanish, and a server's words quoted after the Spanish sentence of their kind of error; in
English every message reads as before. Shown through the task runner's banner, as the views
show them."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QWidget

from app.api.errors import ConnectionLost, ConnectTimeout, Unprocessable
from app.services.door import ActionRefused
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
