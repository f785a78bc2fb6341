"""Error sentences in the language on screen.

The client (``app.api``, which has no Qt) explains failures in English sentences, some with
values in them ("The server could not be reached within 5 s. ..."). Those it writes itself are
listed here, exact or as patterns, with their templates in the catalogue. A server's own
message cannot be listed: in Spanish it is shown after the Spanish sentence of its kind of
error ("The server could not carry this out."), quoted as the server wrote it, so the person
reads what happened in their language and the server's exact words beside it.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import cast

from app.api.errors import ApiError, retry_can_help
from app.services.sandbox_process import restart_action
from app.services.translation import QT_TRANSLATE_NOOP, translate
from app.views.language import spanish
from app.views.widgets.model_messages import from_template
from app.views.widgets.model_messages import translated as model_message

CONTEXT = "ApiMessages"

EXACT = (
    QT_TRANSLATE_NOOP("ApiMessages", "The request failed."),
    QT_TRANSLATE_NOOP("ApiMessages", "Some fields are not valid."),
    QT_TRANSLATE_NOOP("ApiMessages", "The API code or API key is wrong."),
    QT_TRANSLATE_NOOP("ApiMessages", "Your session has expired; sign in again."),
    QT_TRANSLATE_NOOP("ApiMessages", "Your session has expired; sign in again to continue."),
    QT_TRANSLATE_NOOP("ApiMessages", "You are not allowed to do this."),
    QT_TRANSLATE_NOOP("ApiMessages", "It was not found; check the id."),
    QT_TRANSLATE_NOOP(
        "ApiMessages", "This conflicts with the current state; reload and try again."
    ),
    QT_TRANSLATE_NOOP("ApiMessages", "The server could not carry this out."),
    QT_TRANSLATE_NOOP("ApiMessages", "The quote has expired; get a new quote."),
    QT_TRANSLATE_NOOP("ApiMessages", "Too many requests; wait a moment and try again."),
    QT_TRANSLATE_NOOP("ApiMessages", "The server hit an internal error; try again later."),
    QT_TRANSLATE_NOOP("ApiMessages", "The server does not support this operation."),
    QT_TRANSLATE_NOOP("ApiMessages", "A gateway in front of the server failed; try again shortly."),
    QT_TRANSLATE_NOOP("ApiMessages", "The server answered with an error Teller does not know."),
    QT_TRANSLATE_NOOP("ApiMessages", "The server could not be reached."),
    QT_TRANSLATE_NOOP("ApiMessages", "The server took too long to answer."),
    QT_TRANSLATE_NOOP("ApiMessages", "The server did not answer in time."),
    QT_TRANSLATE_NOOP("ApiMessages", "The server could not be reached in time."),
    QT_TRANSLATE_NOOP("ApiMessages", "The secure connection to the server failed (TLS)."),
    QT_TRANSLATE_NOOP("ApiMessages", "The server's name could not be resolved."),
    QT_TRANSLATE_NOOP("ApiMessages", "The connection to the server broke before it answered."),
    QT_TRANSLATE_NOOP(
        "ApiMessages", "The server answered with something that is not the API's format."
    ),
    QT_TRANSLATE_NOOP("ApiMessages", "The server address is not valid."),
    QT_TRANSLATE_NOOP(
        "ApiMessages",
        "The connection to the server broke before it answered. Check whether the action "
        "happened before repeating it.",
    ),
    QT_TRANSLATE_NOOP(
        "ApiMessages",
        "The server's answer could not be decoded (broken compression or encoding).",
    ),
    # The door's own refusals (app/services: door, kyb_actions, data_actions, attempts).
    QT_TRANSLATE_NOOP("ApiMessages", "This action is not allowed here."),
    QT_TRANSLATE_NOOP("ApiMessages", "The review's rules refuse this; nothing was sent."),
    QT_TRANSLATE_NOOP("ApiMessages", "Nothing was written."),
    QT_TRANSLATE_NOOP(
        "ApiMessages",
        "The server did not answer, so Teller cannot tell whether this was done, and the API "
        "offers no way to check. Look for it before trying again.",
    ),
    QT_TRANSLATE_NOOP(
        "ApiMessages", "This is a sandbox test helper; the server has no such action."
    ),
    QT_TRANSLATE_NOOP(  # app/services/quotes.py: QuoteEnded
        "ApiMessages",
        "The quote had ended before the payout was sent; nothing was sent. "
        "Refresh the quote, check its amounts, then review and send again.",
    ),
    # Claims and four-eyes refusals (app/services: claims, team_actions, four_eyes).
    QT_TRANSLATE_NOOP(
        "ApiMessages",
        "Teller does not know which reviewer you are yet, so nothing can be claimed or "
        "assigned in your name. Give your reviewer name first.",
    ),
    QT_TRANSLATE_NOOP("ApiMessages", "You have already claimed this case; nothing changed."),
    QT_TRANSLATE_NOOP("ApiMessages", "This case is not claimed, so there is nothing to release."),
    QT_TRANSLATE_NOOP(
        "ApiMessages", "Choose a reviewer to assign the case to; nothing was recorded."
    ),
    QT_TRANSLATE_NOOP("ApiMessages", "Nobody else holds this case; nothing to override."),
    QT_TRANSLATE_NOOP(
        "ApiMessages",
        "Teller does not know which reviewer you are yet; give your reviewer name first. "
        "Nothing was recorded.",
    ),
    QT_TRANSLATE_NOOP(
        "ApiMessages",
        "Teller does not know which reviewer you are yet, and a four-eyes decision needs two "
        "named reviewers. Give your reviewer name first; nothing was sent.",
    ),
    QT_TRANSLATE_NOOP(
        "ApiMessages",
        "Nothing is pending: no decision on this case waits for a second reviewer (a new "
        "mark on its documents clears a proposal). Nothing was sent.",
    ),
    QT_TRANSLATE_NOOP(
        "ApiMessages",
        "You proposed this decision, and the same reviewer cannot confirm or return it: "
        "a second, different reviewer must. Nothing was sent.",
    ),
    QT_TRANSLATE_NOOP(
        "ApiMessages",
        "The proposal changed since it was shown (it was cleared and proposed again). "
        "Read it again before answering; nothing was sent.",
    ),
    QT_TRANSLATE_NOOP("ApiMessages", "Write why the proposal is returned; nothing was sent."),
    # The built-in sandbox's stop, said instead of the connection failure it caused
    # (app/services/sandbox_process.py: STOPPED, STOPPED_UNSURE).
    QT_TRANSLATE_NOOP(
        "ApiMessages", "The built-in sandbox stopped. Restart it to carry on; your data is kept."
    ),
    QT_TRANSLATE_NOOP(
        "ApiMessages",
        "The built-in sandbox stopped before it answered. Restart it, then check whether this "
        "was done before trying again; your data is kept.",
    ),
)
# What a Retry button says for an error that names its own (``retry_label``).
RETRY_LABELS = (
    QT_TRANSLATE_NOOP("ApiMessages", "Send again"),
    QT_TRANSLATE_NOOP("ApiMessages", "Restart sandbox"),  # sandbox_process.RESTART
)

# (what the client writes, its values as named groups; the catalogue's template)
PATTERNS = (
    (
        re.compile(
            r"The server could not be reached within (?P<s>[\d.]+) s\. Check the address "
            r"and the network, then try again\."
        ),
        QT_TRANSLATE_NOOP(
            "ApiMessages",
            "The server could not be reached within {s} s. Check the address and the "
            "network, then try again.",
        ),
    ),
    (
        re.compile(
            r"The server did not answer within (?P<s>[\d.]+) s\. Try again; if it keeps "
            r"happening, the server may be overloaded\."
        ),
        QT_TRANSLATE_NOOP(
            "ApiMessages",
            "The server did not answer within {s} s. Try again; if it keeps happening, the "
            "server may be overloaded.",
        ),
    ),
    (
        re.compile(
            r"The server did not answer completely within (?P<s>[\d.]+) s, Teller's limit "
            r"for one request \(retries included\)\. Check the network and the server, "
            r"then try again\."
        ),
        QT_TRANSLATE_NOOP(
            "ApiMessages",
            "The server did not answer completely within {s} s, Teller's limit for one "
            "request (retries included). Check the network and the server, then try again.",
        ),
    ),
    (
        re.compile(
            r"The server did not answer completely within (?P<s>[\d.]+) s, Teller's limit "
            r"for one request \(retries included\)\. Check the network and the server, "
            r"then try again; first check whether the action took place\."
        ),
        QT_TRANSLATE_NOOP(
            "ApiMessages",
            "The server did not answer completely within {s} s, Teller's limit for one "
            "request (retries included). Check the network and the server, then try again; "
            "first check whether the action took place.",
        ),
    ),
    (
        re.compile(r"The server name “(?P<host>[^”]*)” could not be found\. Check the address\."),
        QT_TRANSLATE_NOOP(
            "ApiMessages", "The server name “{host}” could not be found. Check the address."
        ),
    ),
    (
        re.compile(
            r"The secure connection to (?P<host>\S+) failed: its certificate could not "
            r"be verified\."
        ),
        QT_TRANSLATE_NOOP(
            "ApiMessages",
            "The secure connection to {host} failed: its certificate could not be verified.",
        ),
    ),
    (
        re.compile(
            r"The server could not be reached at (?P<host>\S+)\. Check that it is "
            r"running and the address is right\."
        ),
        QT_TRANSLATE_NOOP(
            "ApiMessages",
            "The server could not be reached at {host}. Check that it is running and the "
            "address is right.",
        ),
    ),
    (
        re.compile(
            r"The server answered HTTP (?P<status>\d+) with a (?P<kind>\S+) page instead "
            r"of the API's error format\. A proxy or gateway may be in the way\."
        ),
        QT_TRANSLATE_NOOP(
            "ApiMessages",
            "The server answered HTTP {status} with a {kind} page instead of the API's error "
            "format. A proxy or gateway may be in the way.",
        ),
    ),
    # A claim or four-eyes refusal names the reviewer it is about (``who``: name and key).
    (
        re.compile(
            r"(?P<who>.+) has already claimed this case\. Ask them to release it or to "
            r"assign it to you; nothing was recorded\."
        ),
        QT_TRANSLATE_NOOP(
            "ApiMessages",
            "{who} has already claimed this case. Ask them to release it or to assign it to "
            "you; nothing was recorded.",
        ),
    ),
    (
        re.compile(
            r"(?P<who>.+) holds this case; only they can release it or assign it on\. "
            r"Nothing was recorded\."
        ),
        QT_TRANSLATE_NOOP(
            "ApiMessages",
            "{who} holds this case; only they can release it or assign it on. Nothing was "
            "recorded.",
        ),
    ),
    (
        re.compile(
            r"(?P<who>.+) holds this case; only they can assign it on\. Nothing was recorded\."
        ),
        QT_TRANSLATE_NOOP(
            "ApiMessages",
            "{who} holds this case; only they can assign it on. Nothing was recorded.",
        ),
    ),
    (
        re.compile(r"(?P<who>.+) already holds this case; nothing changed\."),
        QT_TRANSLATE_NOOP("ApiMessages", "{who} already holds this case; nothing changed."),
    ),
    (
        re.compile(
            r"(?P<who>.+) has claimed this case\. Confirm that you work on it anyway \(Teller "
            r"records it\), or ask them to release it; nothing was sent\."
        ),
        QT_TRANSLATE_NOOP(
            "ApiMessages",
            "{who} has claimed this case. Confirm that you work on it anyway (Teller records "
            "it), or ask them to release it; nothing was sent.",
        ),
    ),
    # The decision is a wire value (approve, reject): one template each, so it reads whole.
    (
        re.compile(
            r"(?P<who>.+) has already proposed to approve this case\. A second reviewer "
            r"confirms or returns it first; nothing was sent\."
        ),
        QT_TRANSLATE_NOOP(
            "ApiMessages",
            "{who} has already proposed to approve this case. A second reviewer confirms or "
            "returns it first; nothing was sent.",
        ),
    ),
    (
        re.compile(
            r"(?P<who>.+) has already proposed to reject this case\. A second reviewer "
            r"confirms or returns it first; nothing was sent\."
        ),
        QT_TRANSLATE_NOOP(
            "ApiMessages",
            "{who} has already proposed to reject this case. A second reviewer confirms or "
            "returns it first; nothing was sent.",
        ),
    ),
)
# Sentences that quote another error's sentence (``cause``): it is said in the language on
# screen too (a server's own words stay as the server wrote them).
NESTED = (
    (
        re.compile(
            r"Teller could not read the case to check the review's rules \((?P<cause>.+)\); "
            r"nothing was sent\. Try again\."
        ),
        QT_TRANSLATE_NOOP(
            "ApiMessages",
            "Teller could not read the case to check the review's rules ({cause}); nothing "
            "was sent. Try again.",
        ),
    ),
)
_KNOWN = frozenset(EXACT)
SERVER_SAID = QT_TRANSLATE_NOOP("ApiMessages", "{0} The server said: “{1}”")


def in_language(message: str) -> str:
    """A sentence of the client's (or of the models') in the language on screen; any other
    sentence as written."""
    shown = from_template(CONTEXT, PATTERNS, message)
    if shown is not None:
        return shown
    for pattern, template in NESTED:
        found = pattern.fullmatch(message)
        if found is not None:
            said = {name: in_language(value) for name, value in found.groupdict().items()}
            return translate(CONTEXT, template).format(**said)
    if message in _KNOWN:
        return translate(CONTEXT, message)
    return model_message(message)


def retry_label(exc: ApiError) -> str | None:
    """The Retry button's words an error asks for, in the language on screen."""
    label = getattr(exc, "retry_label", None)
    return translate(CONTEXT, label) if isinstance(label, str) and label else None


def failure_button(
    exc: BaseException, asked: Callable[[], object]
) -> tuple[Callable[[], None] | None, str | None]:
    """The button beside a failure: what it does and what it says (None: the default Retry's
    words), or no button where sending again cannot help. When the built-in sandbox's stop
    explains the failure, "Restart sandbox", which restarts it and then runs ``asked`` again
    (whatever it returns, a reload's task say, is left unread)."""
    again = cast(Callable[[], None], asked)
    restart = restart_action(exc, again)
    label = retry_label(exc) if isinstance(exc, ApiError) else None
    if restart is not None:
        return restart, label
    if label is not None or retry_can_help(exc):
        return again, label
    return None, None


def failure_text(exc: BaseException) -> str:
    """What a view that shows a failure itself says: the client's sentence in the UI's
    language for an API error (never its raw English ``message``), and for anything else the
    task runner's sentence for a bug."""
    if isinstance(exc, ApiError):
        return error_text(exc)
    return translate(
        "TaskRunner",
        "Something went wrong inside Teller ({0}). Try again; if it keeps "
        "happening, report it with the log.",
    ).format(type(exc).__name__)


def error_text(exc: ApiError) -> str:
    """What to tell the person about ``exc``: the client's sentence translated, or in Spanish
    a server's own words quoted after the sentence of their kind of error."""
    shown = in_language(exc.message)
    from_server = exc.status is not None and exc.code is not None  # an error envelope's words
    if shown != exc.message or not spanish() or not from_server:
        return shown
    kind = in_language(type(exc).default_message)
    return translate(CONTEXT, SERVER_SAID).format(kind, exc.message)
