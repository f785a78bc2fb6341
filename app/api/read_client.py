"""What a view holds: the client and the sandbox's helpers, reading only.

Views get these wrappers, never the client itself (ARCHITECTURE.md, "The door holds the full
client"). A mutating call written in a view does not type-check: the wrapper has no such
method. Nor does one run: the wrapped object is kept in a table beside the wrappers, not on
them, and each read given out is a plain function of the wrapper, so ``getattr``,
``functools.partial``, a bound method kept aside (its ``__self__`` is the wrapper) and
``request`` all meet an ``AttributeError`` before anything is sent. What changes something on
the server goes through the door (app/services/actions.py), which holds the full client.

A read is listed here by name; ``tests/test_action_door.py`` finds every method of the client
that writes, in the client's own source, and fails if a wrapper offers one.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from datetime import datetime
from typing import Any, Concatenate, Generic, ParamSpec, TypeVar, overload

from app.api.client import BankingClient
from app.api.request_log import RequestLog
from app.api.sandbox_helpers import SandboxHelpers
from app.api.session import Session as TokenSession

P = ParamSpec("P")
R = TypeVar("R")

# wrapper -> what it wraps; held here so that no attribute of a wrapper leads to it.
_WRAPPED: weakref.WeakKeyDictionary[object, Any] = weakref.WeakKeyDictionary()


class _Read(Generic[P, R]):
    """One read of the wrapped object, found on it when called: a view gets a function that
    knows the wrapper and the method's name, never the wrapped object."""

    def __init__(self, method: Callable[Concatenate[Any, P], R]) -> None:
        self.method = method

    @overload
    def __get__(self, reader: None, owner: type) -> _Read[P, R]: ...

    @overload
    def __get__(self, reader: object, owner: type) -> Callable[P, R]: ...

    def __get__(self, reader: object | None, owner: type) -> _Read[P, R] | Callable[P, R]:
        if reader is None:
            return self
        name = self.method.__name__

        def read(*args: P.args, **kwargs: P.kwargs) -> R:
            method: Callable[P, R] = getattr(_WRAPPED[reader], name)
            return method(*args, **kwargs)

        read.__name__ = read.__qualname__ = name
        read.__doc__ = self.method.__doc__
        return read


def read_names(reader: type) -> frozenset[str]:
    """The names of the reads a wrapper type offers (what tests compare with the writes)."""
    return frozenset(
        name
        for klass in reader.__mro__
        for name, value in vars(klass).items()
        if isinstance(value, _Read)
    )


class ReadClient:
    """The banking API for a view: every read, signing in again, and the session's token
    expiry and request log; no method that changes something on the server."""

    __slots__ = ("__weakref__",)

    def __init__(self, client: BankingClient) -> None:
        _WRAPPED[self] = client

    # --- the session: signing in again after an expiry, the token's end, the request log ---
    login = _Read(BankingClient.login)
    sign_out = _Read(BankingClient.sign_out)
    aclose = _Read(BankingClient.aclose)  # closes this desk's connections; sends nothing

    @property
    def session(self) -> TokenSession:
        """The token and its expiry (the status bar's countdown)."""
        session: TokenSession = _WRAPPED[self].session
        return session

    @property
    def expires_at(self) -> datetime | None:
        return self.session.expires_at

    @property
    def request_log(self) -> RequestLog:
        log: RequestLog = _WRAPPED[self].request_log
        return log

    @property
    def base_url(self) -> str:
        url: str = _WRAPPED[self].base_url
        return url

    # --- accounts ---
    get_account = _Read(BankingClient.get_account)
    get_funding_methods = _Read(BankingClient.get_funding_methods)
    get_capabilities = _Read(BankingClient.get_capabilities)

    # --- prices asked by POST: nothing is made ---
    simulate_crypto_payout = _Read(BankingClient.simulate_crypto_payout)
    simulate_transfer = _Read(BankingClient.simulate_transfer)

    # --- orders and ledger ---
    list_account_orders = _Read(BankingClient.list_account_orders)
    list_merchant_orders = _Read(BankingClient.list_merchant_orders)
    iter_account_orders = _Read(BankingClient.iter_account_orders)
    iter_merchant_orders = _Read(BankingClient.iter_merchant_orders)
    get_bank_payout = _Read(BankingClient.get_bank_payout)
    get_transaction = _Read(BankingClient.get_transaction)

    # --- onboarding and KYC ---
    get_kyb_details = _Read(BankingClient.get_kyb_details)
    get_kyc_state_history = _Read(BankingClient.get_kyc_state_history)

    # --- reference data ---
    list_user_relations = _Read(BankingClient.list_user_relations)


class ReadSandbox:
    """The sandbox's test helpers for a view: what they read. Deposits, state moves, uploads
    and the testers' tools go through the door (app/services/tester_actions.py)."""

    __slots__ = ("__weakref__",)

    def __init__(self, helpers: SandboxHelpers) -> None:
        _WRAPPED[self] = helpers

    list_users = _Read(SandboxHelpers.list_users)
    get_user = _Read(SandboxHelpers.get_user)
    list_transactions = _Read(SandboxHelpers.list_transactions)
    list_virtual_ibans = _Read(SandboxHelpers.list_virtual_ibans)
    list_kyb_sessions = _Read(SandboxHelpers.list_kyb_sessions)
    get_kyb_session = _Read(SandboxHelpers.get_kyb_session)
    kyb_document_content = _Read(SandboxHelpers.kyb_document_content)
    kyb_catalogue = _Read(SandboxHelpers.kyb_catalogue)
    kyb_cases = _Read(SandboxHelpers.kyb_cases)
    list_shareholders = _Read(SandboxHelpers.list_shareholders)
    armed_fault = _Read(SandboxHelpers.armed_fault)
    quote_validity = _Read(SandboxHelpers.quote_validity)
    rate_limit = _Read(SandboxHelpers.rate_limit)
