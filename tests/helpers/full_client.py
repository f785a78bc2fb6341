"""The client a test's session signed in with, for setting up data (accounts, payouts made
outside the window under test). Views never have it: they get ``session.client``, which only
reads, and change things through ``session.actions``."""

from __future__ import annotations

from app.api.client import BankingClient
from app.api.sandbox_helpers import SandboxHelpers
from app.services.session import _SIGNED_IN, Session


def full_client(session: Session) -> BankingClient:
    return _SIGNED_IN[session.client]


def full_sandbox(session: Session) -> SandboxHelpers:
    """Every sandbox helper, writes included, on the session's sign-in."""
    return SandboxHelpers(full_client(session))
