"""The session warning and the prompt asked before the end, in Spanish: every state's words
through ``tr`` in their own contexts (a catalogue stand-in holding the Spanish proposed for
resources/translations, which the lead updates)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget

from app.api.errors import TransportError
from app.services.session_watch import Renewal, RenewalResult, SessionWatch
from app.views.session_warning import SessionWarning
from app.views.sign_in.relogin import ReloginDialog
from tests.views.test_session_warning import Clock

# The Spanish proposed for the catalogue (resources/translations: the lead's), formal as the
# rest of it, with Alt letters unused by the Spanish menus and tabs (a, c, g, i, p, r, s, u, v, y).
SPANISH = {
    "SessionWarning": {
        "Session ending": "Fin de la sesión",
        "Your session ends in {0}.": "Su sesión termina en {0}.",
        "Your session has ended. Sign in again to carry on; what you typed stays.": (
            "Su sesión ha terminado. Vuelva a iniciar sesión para seguir; lo que ha escrito "
            "se conserva."
        ),
        "Stay si&gned in": "Seguir co&nectado",
        "Sign in a&gain": "Volver a e&ntrar",
        "Sign ou&t": "C&errar sesión",
        "Signing in again…": "Volviendo a iniciar sesión…",
        "Not signed in again: {0}": "No se ha vuelto a iniciar sesión: {0}",
        "The stored API key was refused; type the current one to stay signed in.": (
            "La clave de API guardada fue rechazada; escriba la actual para seguir conectado."
        ),
        "Signed in again; the session now lasts until {0}.": (
            "Sesión iniciada de nuevo; ahora dura hasta las {0}."
        ),
    },
    "ReloginDialog": {
        "Stay signed in": "Seguir conectado",
        "Your session with {0} is about to end. Type the API key to stay signed in.": (
            "Su sesión con {0} está a punto de terminar. Escriba la clave de API para seguir "
            "conectado."
        ),
    },
}


class Catalogue(QTranslator):
    """The Spanish above, as the catalogue will hold it; nothing for other contexts."""

    def translate(  # type: ignore[override]
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str:
        return SPANISH.get(context, {}).get(source, "")


@pytest.fixture
def spanish(qapp) -> Iterator[None]:  # type: ignore[no-untyped-def]
    catalogue = Catalogue()
    QCoreApplication.installTranslator(catalogue)
    yield
    QCoreApplication.removeTranslator(catalogue)


def english_left(widget: QWidget) -> list[str]:
    """Texts on ``widget`` still in the English of the catalogue's sources."""
    sources = {source for texts in SPANISH.values() for source in texts}
    shown = [widget.accessibleName()]
    shown += [w.text() for w in widget.findChildren(QLabel) + widget.findChildren(QAbstractButton)]
    return [text for text in shown if text in sources or text.split(":")[0] + ": {0}" in sources]


def test_the_warning_speaks_the_language_on_screen_in_every_state(qtbot, qloop, spanish) -> None:  # type: ignore[no-untyped-def]
    end = datetime(2030, 1, 1, tzinfo=UTC)
    clock = Clock(end - timedelta(seconds=35))
    ends = [end]
    answers = [
        Renewal(RenewalResult.FAILED, TransportError("The server could not be reached.")),
        Renewal(RenewalResult.KEY_REFUSED),
        Renewal(RenewalResult.RENEWED),
    ]

    async def renew() -> Renewal:
        answer = answers.pop(0)
        if answer.result is RenewalResult.RENEWED:
            ends.append(end + timedelta(minutes=15))
        return answer

    async def ask() -> bool:
        return False  # the person closes the prompt

    warning = SessionWarning(SessionWatch(lambda: ends[-1], clock), renew, ask, lambda: None)
    qtbot.addWidget(warning)
    assert warning.message.text() == "Su sesión termina en 0:35."
    assert warning.stay_button.text() == "Seguir co&nectado"
    assert warning.sign_out_button.text() == "C&errar sesión"
    assert warning.accessibleName() == "Fin de la sesión"
    seen = [english_left(warning)]

    task = warning.stay()
    assert task is not None
    assert warning.message.text() == "Volviendo a iniciar sesión…"
    qtbot.waitUntil(task.done)
    assert warning.message.text().startswith("No se ha vuelto a iniciar sesión: ")
    seen.append(english_left(warning))
    task = warning.stay()
    assert task is not None
    qtbot.waitUntil(task.done)
    assert warning.message.text().startswith("La clave de API guardada fue rechazada;")
    seen.append(english_left(warning))
    clock.now = end + timedelta(seconds=1)
    warning.tick()
    assert warning.message.text().startswith("Su sesión ha terminado.")
    assert warning.stay_button.text() == "Volver a e&ntrar"
    seen.append(english_left(warning))
    task = warning.stay()
    assert task is not None
    qtbot.waitUntil(task.done)
    assert warning.message.text().startswith("Sesión iniciada de nuevo; ahora dura hasta las ")
    seen.append(english_left(warning))
    assert [english for texts in seen for english in texts] == []


def test_the_prompt_before_the_end_speaks_the_language_on_screen(
    qtbot, qloop, session, spanish
) -> None:  # type: ignore[no-untyped-def]
    prompt = ReloginDialog(session, expired=False)
    qtbot.addWidget(prompt)
    assert prompt.windowTitle() == "Seguir conectado"
    assert prompt.findChildren(QLabel)[0].text().startswith("Su sesión con SANDBOX está a punto")
