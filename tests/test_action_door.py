"""Every action that changes something on the server goes through one door.

The client's mutating methods are found in its own source (every method that sends a POST,
PUT, PATCH or DELETE, less the few POSTs that only read), so a new one is covered without
anyone remembering to list it. No module of the app outside the API client and the door may
call one of them.
"""

from __future__ import annotations

import ast
import uuid
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


# --- views hold a client that only reads: a write cannot be written, nor walked around to ---

VIEW_LIKE = """
import functools

from app.services.session import Session


async def walk_around(session: Session) -> None:
    sandbox = session.sandbox
    assert sandbox is not None
    await session.client.get_account("u", "a")  # a read: fine
    await sandbox.list_users()  # a read: fine
    await session.client.create_bank_payout("u", "a", {})  # WRITE
    pay = functools.partial(session.client.create_bank_payout, "u", "a")  # WRITE
    kept = session.client.create_crypto_payout  # WRITE
    await session.client.request(method="POST", path="/x")  # WRITE
    core = session.client._core  # WRITE
    await sandbox.deposit("a", 100)  # WRITE
    await sandbox.set_kyb_session_state("u", "s", "APPROVED")  # WRITE
"""


def _mypy_errors(source: str, folder: Path) -> dict[int, str]:
    """Line -> mypy's error for ``source`` checked as a module of the app would be."""
    from mypy import api

    # A name of its own each run: with the shared cache, mypy reports a module it has seen
    # before under the path it had then, so a second run found no error "in" this file.
    view = folder / f"view_like_{uuid.uuid4().hex}.py"
    view.write_text(source)
    report, _errors, _status = api.run(
        [
            str(view),
            "--config-file",
            str(ROOT / "pyproject.toml"),
            "--no-error-summary",
            "--show-error-codes",
            "--cache-dir",
            str(ROOT / ".mypy_cache"),
        ]
    )
    found: dict[int, str] = {}
    for line in report.splitlines():
        place, _, message = line.partition(": error: ")
        if message and place.startswith(str(view)):
            found[int(place.rsplit(":", 1)[1])] = message
    return found


def test_a_write_from_a_view_does_not_type_check(
    mutating: set[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every shape of write a view could write (a call, functools.partial, a method kept in a
    variable, request(method="POST"), the private core) fails mypy, for every mutating method
    of the client and of the sandbox's helpers; reads pass."""
    monkeypatch.chdir(ROOT)  # mypy finds ``app`` from here, as `make` runs it
    lines = VIEW_LIKE.splitlines()
    lines += [f"    _{n} = session.client.{n}  # WRITE" for n in sorted(mutating)]
    lines += [f"    _s{n} = sandbox.{n}  # WRITE" for n in sorted(mutating)]
    source = "\n".join(lines) + "\n"
    errors = _mypy_errors(source, tmp_path)
    writes = {number for number, text in enumerate(lines, 1) if text.endswith("# WRITE")}
    assert sorted(set(errors) - writes) == [], errors  # the reads type-check
    assert sorted(writes - set(errors)) == [], "a write type-checks from a view"
    assert all("attr-defined" in errors[number] for number in writes), errors


def _reachable(root: object, depth: int = 3) -> list[object]:
    """What can be reached from ``root`` by attribute: its attributes, what a function given
    out closes over, a bound method's ``__self__``, a partial's target."""
    seen: dict[int, object] = {}
    frontier = [root]
    for _ in range(depth):
        following: list[object] = []
        for item in frontier:
            if id(item) in seen or isinstance(item, type | str | int | float | bool | bytes):
                continue
            seen[id(item)] = item
            names = [n for n in dir(item) if not n.startswith("__")]
            names += ["__self__", "__wrapped__", "__func__"]
            for name in names:
                try:
                    following.append(getattr(item, name))
                except Exception:  # a property that needs a running session
                    continue
            for cell in getattr(item, "__closure__", None) or ():
                following.append(cell.cell_contents)
        frontier = following
    return list(seen.values())


@pytest.fixture
def signed_in(qapp):  # type: ignore[no-untyped-def]
    import httpx

    from app.api.client import BankingClient
    from app.services.environments import Environment, EnvironmentKind
    from app.services.session import Session

    sent: list[str] = []

    def answer(request: httpx.Request) -> httpx.Response:
        sent.append(request.method)
        return httpx.Response(500)

    url = "http://127.0.0.1:9"
    client = BankingClient(url, transport=httpx.MockTransport(answer))
    session = Session(client, Environment(EnvironmentKind.SANDBOX, url), "demo")
    return session, client, sent


def test_the_read_only_types_offer_no_mutating_method(mutating: set[str]) -> None:
    from app.api.read_client import ReadClient, ReadSandbox, read_names

    for reader in (ReadClient, ReadSandbox):
        offered = {name for name in dir(reader) if not name.startswith("__")}
        assert not offered & mutating, reader
        assert not offered & {"request", "_core", "_client", "_http", "parse"}, reader
        assert read_names(reader) <= offered
        assert read_names(reader), "the check would pass on an empty type"


def test_no_path_at_run_time_from_a_views_client_to_a_write(
    signed_in,  # type: ignore[no-untyped-def]
    mutating: set[str],
) -> None:
    """The four walk-arounds of the old test (functools.partial, getattr, a bound method kept
    in a variable, request(method="POST")) each fail before anything is sent, and nothing
    reachable from what a view holds is the full client or its helpers."""
    import functools

    from app.api.core import ApiCore
    from app.api.sandbox_helpers import SandboxHelpers

    session, client, sent = signed_in
    reader, sandbox = session.client, session.sandbox
    assert sandbox is not None
    for holder in (reader, sandbox):
        for name in mutating | {"request", "_core", "_client"}:
            with pytest.raises(AttributeError):
                getattr(holder, name)
            with pytest.raises(AttributeError):
                functools.partial(getattr(holder, name), "u", "a", {})
    kept = reader.get_account  # a bound method kept aside leads to the reader, not the client
    assert not isinstance(getattr(kept, "__self__", None), ApiCore)
    with pytest.raises(AttributeError):
        reader.request(method="POST", path="/api/v1/account/users/u/accounts")  # type: ignore[attr-defined]
    held = _reachable(reader) + _reachable(sandbox) + _reachable(kept)
    assert not [item for item in held if isinstance(item, ApiCore | SandboxHelpers)]
    view_side = [value for name, value in vars(session).items() if name != "actions"]
    assert not [item for item in view_side if isinstance(item, ApiCore | SandboxHelpers)]
    assert sent == []
    # ... while the reads still reach the client: the wrapper is not merely empty
    assert reader.request_log is client.request_log
    assert reader.session is client.session
