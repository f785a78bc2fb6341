"""Loads what the main window needs while the sign-in dialog waits for the person.

Signing in used to import the client and the main window on the click: httpx, pydantic and
every model (about 340 ms on a 2-CPU machine) and the workspaces (about 80 ms) before the
first request went out. The dialog is on screen for a second or more first (the built-in
sandbox starts in that time), so those imports are made then:

- the Qt-free layers (``app.models``, ``app.api``: no Qt by the import contracts) in a
  background thread, where they cost the UI thread nothing but turns of the GIL;
- the views on the UI thread (they define Qt classes), one module per turn of the event loop,
  so the dialog stays responsive between them.

A click on Sign in before it has finished loses nothing: Python's import lock makes the click
wait only for the module being imported, and the rest are imported as before.
"""

from __future__ import annotations

import importlib
import logging
import threading
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

if TYPE_CHECKING:
    from app.api.client import BankingClient

log = logging.getLogger(__name__)

BACKGROUND_MODULES = (
    "app.api.client",
    "httpcore",  # imported by httpx only when its first transport is made
    "app.api.retrying",
    "app.api.sandbox_helpers",
    "app.models.payouts",
    "app.models.onboarding",
    "app.models.kyb_cases",
    "app.models.kyb_catalogue",
    "app.models.sandbox_helpers",
    "app.models.order_query",
    # Found in a profile of the click (issue 28): imported there, 100-200 ms each on a loaded
    # machine. QtCore is all they use of Qt (app.services.translation), loaded already.
    "anyio._backends._asyncio",  # httpcore's first connection
    "app.services.evidence.service",  # Session.__init__
    "app.services.bulk.batch_store",  # the main window's unfinished-batch offer
)
UI_MODULES = (
    "app.services.session",
    "app.views.accounts.workspace",
    "app.views.orders.workspace",
    "app.views.payouts.workspace",
    "app.views.compliance.workspace",
    "app.views.main_window",
    "app.views.status_bar",
)


def _import(name: str) -> None:
    try:
        importlib.import_module(name)
    except Exception:  # the import at the real use will raise it where it can be shown
        log.exception("warm-up: importing %s failed", name)


def _tls_context() -> None:
    """The one certificate-verifying TLS context (app/api/wire.py), made here rather than by
    the first client: loading the CA bundle took 60-140 ms of the click when the client for
    the address was not prepared (another server than the built-in sandbox)."""
    try:
        from app.api.wire import verifying_tls

        verifying_tls()
    except Exception:  # the first client makes it again, where a failure can be shown
        log.exception("warm-up: making the TLS context failed")


class WarmUp(QObject):
    """``start`` once; ``finished`` when every module is loaded."""

    finished = Signal()
    _background_done = Signal()  # emitted from the thread: queued to the UI thread

    def __init__(
        self,
        background: Sequence[str] = BACKGROUND_MODULES,
        ui: Sequence[str] = UI_MODULES,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._background = tuple(background)
        self._ui = list(ui)
        self.worker: threading.Thread | None = None
        self._background_done.connect(self._next_ui_module)

    def start(self) -> None:
        if self.worker is not None:
            return
        # Not a daemon: a quit during the imports waits for them rather than have the
        # interpreter torn down under a thread that is importing.
        self.worker = threading.Thread(target=self._run_background, name="warm-up")
        self.worker.start()

    def _run_background(self) -> None:
        for name in self._background:
            _import(name)
        if "app.api.client" in self._background:
            _tls_context()
        self._background_done.emit()

    def _next_ui_module(self) -> None:
        if not self._ui:
            self.finished.emit()
            return
        _import(self._ui.pop(0))
        QTimer.singleShot(0, self._next_ui_module)


class PreparedClients:
    """A client for the built-in sandbox, made in a thread as soon as its address is known.

    Making one costs about 60 ms more than the imports: httpx builds two TLS contexts (one per
    transport, each reading the CA bundle) even for plain http on this machine. A click on Sign
    in takes the prepared one; a click before it is ready, or for another address, makes its
    own through ``factory`` as before.
    """

    def __init__(self, factory: Callable[[str], BankingClient]) -> None:
        self._factory = factory
        self._lock = threading.Lock()
        self._ready: dict[str, BankingClient] = {}

    def prepare(self, base_url: str) -> threading.Thread:
        thread = threading.Thread(target=self._make, args=(base_url,), name="prepare-client")
        thread.start()
        return thread

    def _make(self, base_url: str) -> None:
        try:
            client = self._factory(base_url)
        except Exception:  # made again at the click, where the error can be shown
            log.exception("preparing a client for %s failed", base_url)
            return
        with self._lock:
            self._ready[base_url] = client

    def take(self, base_url: str) -> BankingClient:
        with self._lock:
            client = self._ready.pop(base_url, None)
        return client if client is not None else self._factory(base_url)


PAYOUT_CHECK_SAMPLES = ("DE89370400440532013000", "DEUTDEFF")  # a valid IBAN and BIC
_payout_checks: list[threading.Thread] = []  # the one warm-up thread, once started


def warm_payout_checks() -> threading.Thread:
    """Loads the payout forms' checkers in a thread, once: schwifty and its bank registry (the
    first IBAN checked costs 40-60 ms) and pycryptodome's keccak (about 25 ms, EIP-55). Signing
    in no longer imports them (about 5 MiB that only these forms use); the Payouts workspace
    calls this when first shown, so the person's first keystroke does not pay for them."""
    if not _payout_checks:
        # Not a daemon, as the warm-up's own: a quit while it imports waits for it (about
        # 0.1 s) rather than tear the interpreter down under an import.
        thread = threading.Thread(target=_check_once, name="warm-payout-checks")
        _payout_checks.append(thread)
        thread.start()
    return _payout_checks[0]


def _check_once() -> None:
    try:
        from app.models.address_codecs import keccak256
        from app.models.recipient_rules import bic_problem, iban_problem

        iban_problem(PAYOUT_CHECK_SAMPLES[0])
        bic_problem(PAYOUT_CHECK_SAMPLES[1])
        keccak256(b"")
    except Exception:  # the real check will raise it where it can be shown
        log.exception("warm-up: loading the payout checks failed")
