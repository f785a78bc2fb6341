"""Every action that changes something on the server goes through one door.

The client's mutating methods are found in its own source (every method that sends a POST,
PUT, PATCH or DELETE, less the few POSTs that only read), so a new one is covered without
anyone remembering to list it. No module of the app outside the API client and the door may
call one of them.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
CLIENT_MODULES = (ROOT / "app/api/client.py", ROOT / "app/api/sandbox_helpers.py")
DOOR_MODULES = tuple(
    ROOT / "app/services" / name
    for name in ("actions.py", "door.py", "kyb_actions.py", "tester_actions.py")
)
# POSTs that change nothing: signing in, and asking the price of a payout.
READS_BY_POST = frozenset({"login", "simulate_crypto_payout", "simulate_transfer"})
WRITES = frozenset({"POST", "PUT", "PATCH", "DELETE"})
DOOR_COVERS = frozenset(
    {
        "create_account",
        "create_bank_payout",
        "create_crypto_payout",
        "create_card_payin",
        "deactivate_virtual_iban",
        "validate_otp",
        "create_virtual_iban",
        "create_kyb_session",
        "upload_kyb_document",
        "delete_kyb_document",
        "create_shareholder",
        "update_shareholder",
        "set_kyb_session_state",
    }
)


def _sends_write(function: ast.AST) -> bool:
    for node in ast.walk(function):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr == "request"
            and node.args
            and isinstance(node.args[0], ast.Constant)
            and node.args[0].value in WRITES
        ):
            return True
    return False


def mutating_methods(sources: list[str]) -> set[str]:
    found: set[str] = set()
    for source in sources:
        for node in ast.walk(ast.parse(source)):
            if (
                isinstance(node, ast.AsyncFunctionDef | ast.FunctionDef)
                and _sends_write(node)
                and node.name not in READS_BY_POST
            ):
                found.add(node.name)
    return found


def _receiver(call: ast.Call) -> str | None:
    """``actions`` for ``actions.x()`` and ``self._session.actions.x()``."""
    assert isinstance(call.func, ast.Attribute)
    owner = call.func.value
    if isinstance(owner, ast.Name):
        return owner.id
    if isinstance(owner, ast.Attribute):
        return owner.attr
    return None


def direct_calls(source: str, names: set[str]) -> list[tuple[int, str]]:
    """(line, method) of every call of one of ``names`` on anything but the door
    (an object named ``actions``): a client, a helper, or a variable holding one."""
    return [
        (node.lineno, node.func.attr)
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr in names
        and _receiver(node) != "actions"
    ]


@pytest.fixture(scope="module")
def mutating() -> set[str]:
    return mutating_methods([path.read_text() for path in CLIENT_MODULES])


def test_the_mutating_methods_are_found_in_the_clients_source(mutating: set[str]) -> None:
    assert mutating >= DOOR_COVERS
    assert "get_account" not in mutating
    assert not mutating & READS_BY_POST


def test_no_module_outside_the_door_calls_a_mutating_method(mutating: set[str]) -> None:
    offenders = []
    for path in sorted((ROOT / "app").rglob("*.py")):
        if path in DOOR_MODULES or path.is_relative_to(ROOT / "app/api"):
            continue
        for line, name in direct_calls(path.read_text(), mutating):
            offenders.append(f"{path.relative_to(ROOT)}:{line} calls {name}")
    assert offenders == [], "mutating calls must go through app/services/actions.py"


def test_the_door_reaches_every_action_the_app_offers(mutating: set[str]) -> None:
    called = {name for path in DOOR_MODULES for _, name in direct_calls(path.read_text(), mutating)}
    assert called >= DOOR_COVERS


def test_the_check_catches_a_view_that_pays_directly() -> None:
    """The checker itself can fail: a view calling the client directly is reported."""
    view = (
        "async def send(client, session):\n"
        "    await session.actions.create_bank_payout('u', 'a', {}, 'k')\n"
        "    return await client.create_bank_payout('u', 'a', {})\n"
    )
    assert direct_calls(view, {"create_bank_payout"}) == [(3, "create_bank_payout")]
    client = (
        "class C:\n    async def pay(self):\n        await self.request('POST', '/x')\n"
        "    async def read(self):\n        await self.request('GET', '/x')\n"
    )
    assert mutating_methods([client]) == {"pay"}
