"""``teller-sandbox``: run the sandbox on loopback and say where, in exactly one line."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import dataclasses
import http.client
import ipaddress
import json
import logging
import os
import signal
import socket
import sqlite3
import sys
import threading
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn

import uvicorn
from uvicorn.supervisors import Multiprocess

from sandbox.config import SandboxConfig
from sandbox.db.engine import is_database_url

if TYPE_CHECKING:
    from fastapi import FastAPI

DEFAULT_DB = Path("teller-sandbox.sqlite3")
EXIT_USAGE = 2
# The key its tokens are signed with; random per run unless given here. Teller gives each of
# its sandbox children the same one, so a restarted sandbox accepts the tokens it issued
# before (an environment variable, not a flag: the command line is visible to every user).
JWT_SECRET_VARIABLE = "TELLER_SANDBOX_JWT_SECRET"
MIN_SECRET_LENGTH = 32
# How ``--workers`` hands each worker process the configuration (the parent's own, secret
# included: an environment variable, readable by this user only, never the command line).
WORKER_CONFIG_VARIABLE = "TELLER_SANDBOX_WORKER_CONFIG"


class OneLineParser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        self.exit(EXIT_USAGE, f"{self.prog}: error: {message} (see --help)\n")


def build_parser() -> argparse.ArgumentParser:
    parser = OneLineParser(
        prog="teller-sandbox",
        description="A local, stateful sandbox of the banking API (docs/sandbox.md).",
    )
    parser.add_argument("--host", default="127.0.0.1", help="address to bind (default 127.0.0.1)")
    parser.add_argument(
        "--port", type=int, default=8000, help="port; 0 picks a free one (default 8000)"
    )
    parser.add_argument(
        "--db",
        default=str(DEFAULT_DB),
        metavar="PATH|postgresql://…",
        help=f"SQLite file, or a PostgreSQL URL (default ./{DEFAULT_DB})",
    )
    parser.add_argument(
        "--workers",
        type=int,
        default=1,
        metavar="N",
        help="worker processes (more than 1 needs a PostgreSQL --db; default 1)",
    )
    parser.add_argument(
        "--merchant",
        action="append",
        default=[],
        metavar="CODE:KEY",
        help="add a merchant besides demo:demo-key (repeatable)",
    )
    parser.add_argument(
        "--seed-orders", type=int, default=0, metavar="N", help="add N bulk orders (benchmarks)"
    )
    parser.add_argument(
        "--allow-remote", action="store_true", help="allow binding a non-loopback address"
    )
    parser.add_argument(
        "--token-ttl", type=int, default=15 * 60, metavar="SECONDS", help="token lifetime"
    )
    parser.add_argument(
        "--quote-validity", type=float, default=30.0, metavar="SECONDS", help="quote lifetime"
    )
    parser.add_argument(
        "--lifecycle-delay",
        default="3",
        metavar="SECONDS|off",
        help="seconds between automatic order steps, or off (default 3)",
    )
    parser.add_argument(
        "--rate-limit", type=float, default=50.0, metavar="PER_SECOND", help="0 disables it"
    )
    parser.add_argument(
        "--rate-limit-off",
        action="store_true",
        help="start every merchant without the limit (Teller's built-in sandbox); "
        "PUT /sandbox/v1/rate-limit turns it on for a merchant",
    )
    parser.add_argument(
        "--log-level", default="warning", choices=["debug", "info", "warning", "error"]
    )
    parser.add_argument(
        "--stop-on-stdin-eof",
        action="store_true",
        help="stop when standard input closes (the desktop app uses this: no orphan server)",
    )
    return parser


def _is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def _merchants(values: list[str], parser: argparse.ArgumentParser) -> tuple[tuple[str, str], ...]:
    merchants = [("demo", "demo-key")]
    for value in values:
        code, sep, key = value.partition(":")
        if not sep or not code or not key:
            parser.error(f"--merchant takes CODE:KEY, not {value!r}")
        merchants.append((code, key))
    return tuple(merchants)


def _lifecycle(value: str, parser: argparse.ArgumentParser) -> float | None:
    if value.lower() == "off":
        return None
    try:
        delay = float(value)
    except ValueError:
        parser.error(f"--lifecycle-delay takes seconds or 'off', not {value!r}")
    if delay < 0:
        parser.error("--lifecycle-delay cannot be negative")
    return delay


def _check_db_path(path: Path) -> str | None:
    if path.is_dir():
        return f"--db {path} is a directory; give a file path"
    if not path.parent.is_dir():
        return f"--db {path}: the folder {path.parent} does not exist"
    try:
        # Reading the header is what tells a SQLite file from any other file.
        with contextlib.closing(sqlite3.connect(path, timeout=5)) as conn:
            conn.execute("PRAGMA schema_version").fetchone()
    except sqlite3.Error as exc:
        return f"--db {path} cannot be used: {_one_line(exc)}"
    return None


def _check_db_url(url: str) -> str | None:
    try:
        import psycopg  # noqa: F401  (only to tell a missing driver in one line)
    except ImportError:
        return "a PostgreSQL --db needs the driver: pip install 'teller[postgres]'"
    return None


def shown_db(value: str) -> str:
    """``--db`` as it may be printed: a URL's password hidden."""
    if not is_database_url(value):
        return value
    from sqlalchemy.engine import make_url

    try:
        return make_url(value).render_as_string(hide_password=True)
    except Exception:  # an unparsable URL carries no password worth hiding, but be safe
        return "postgresql://…"


def _one_line(exc: BaseException) -> str:
    """An exception as one line: SQLAlchemy's wrapper gives way to the driver's own error."""
    orig = getattr(exc, "orig", None)
    text = str(orig if isinstance(orig, BaseException) else exc).strip()
    return text.splitlines()[0] if text else type(exc).__name__


def _bind(host: str, port: int) -> socket.socket:
    """The listening socket, bound here so that a taken port is a one-line error of ours."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    # proto must say TCP: asyncio only turns Nagle off (TCP_NODELAY) on accepted sockets whose
    # proto is IPPROTO_TCP, and with Nagle on every answer waited ~40 ms for a delayed ACK.
    sock = socket.socket(family, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    try:
        if sys.platform != "win32":  # on Windows it would let two servers share a port
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind((host, port))
    except OSError:
        sock.close()
        raise
    return sock


def _fail(message: str) -> int:
    print(f"teller-sandbox: error: {message}", file=sys.stderr)
    return EXIT_USAGE


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    config = _config_of(args, parser)  # a bad flag ends here: one line, exit 2
    logging.basicConfig(
        level=args.log_level.upper(),
        stream=sys.stderr,
        format="%(levelname)s %(name)s: %(message)s",
    )
    try:
        sock = _bind(args.host, args.port)
    except OSError as exc:
        return _fail(f"cannot listen on {args.host}:{args.port}: {exc.strerror or exc}")
    try:
        from sandbox.app import create_app
        from sandbox.http_protocol import SERVER_OPTIONS

        app = create_app(config)  # with workers: made, migrated and seeded here, once
    except Exception as exc:  # one line, never a traceback
        sock.close()
        return _fail(f"cannot start with --db {shown_db(args.db)}: {_one_line(exc)}")
    if args.workers > 1:
        app.state.ctx.db.close()
        return _serve_workers(config, args, sock)
    return _serve_one(app, args, sock, SERVER_OPTIONS)


def _config_of(args: argparse.Namespace, parser: argparse.ArgumentParser) -> SandboxConfig:
    """The flags checked together (``parser.error`` exits on the first that is wrong) and
    the configuration they make."""
    if not _is_loopback(args.host) and not args.allow_remote:
        parser.error(
            f"refusing to bind {args.host}: not a loopback address; add --allow-remote to insist"
        )
    if not 0 <= args.port <= 65535:
        parser.error("--port must be between 0 and 65535")
    postgres = is_database_url(args.db)
    problem = _check_db_url(args.db) if postgres else _check_db_path(Path(args.db))
    if problem:
        parser.error(problem)
    if args.workers < 1:
        parser.error("--workers must be at least 1")
    if args.workers > 1 and not postgres:
        parser.error(
            "--workers above 1 needs a PostgreSQL --db: a SQLite file has one writer at a "
            "time and each process its own rate limit"
        )
    secret = os.environ.get(JWT_SECRET_VARIABLE)
    if secret is not None and len(secret) < MIN_SECRET_LENGTH:
        parser.error(f"{JWT_SECRET_VARIABLE} must be at least {MIN_SECRET_LENGTH} characters")
    config = SandboxConfig(
        db_path=None if postgres else Path(args.db),
        db_url=args.db if postgres else None,
        merchants=_merchants(args.merchant, parser),
        seed_orders=max(0, args.seed_orders),
        token_ttl_seconds=args.token_ttl,
        quote_validity_seconds=args.quote_validity,
        lifecycle_delay_seconds=_lifecycle(args.lifecycle_delay, parser),
        rate_limit_per_second=args.rate_limit,
        rate_limit_on=not args.rate_limit_off,
    )
    return dataclasses.replace(config, jwt_secret=secret) if secret else config


def _serve_one(
    app: FastAPI, args: argparse.Namespace, sock: socket.socket, options: dict[str, Any]
) -> int:
    """One uvicorn server in this process until SIGINT or SIGTERM (exit 0), or until standard
    input closes with ``--stop-on-stdin-eof``. ``options``: the protocol's (the head limit,
    h11's refusals in the envelope)."""
    from sandbox.read_gate import serve_writers_promptly

    serve_writers_promptly()  # this process serves: payouts win the interpreter back quickly
    server = uvicorn.Server(
        uvicorn.Config(
            app,
            host=args.host,
            port=args.port,
            log_level=args.log_level,
            access_log=False,
            **options,
        )
    )
    if args.stop_on_stdin_eof:
        threading.Thread(target=_stop_on_eof, args=(server,), daemon=True).start()
    for signum in (signal.SIGINT, signal.SIGTERM):
        # uvicorn handles these while serving, then re-raises them to the handler that was
        # in place before; a no-op one makes a requested stop an ordinary exit 0.
        signal.signal(signum, lambda *_args: None)
    with contextlib.suppress(KeyboardInterrupt):
        asyncio.run(_serve(server, args.host, sock))
    return 0 if server.started else 1


async def _serve(server: uvicorn.Server, host: str, sock: socket.socket) -> None:
    async def announce() -> None:
        while not server.started:
            if server.should_exit:
                return
            await asyncio.sleep(0.01)
        port = sock.getsockname()[1]
        shown = f"[{host}]" if ":" in host else host
        print(f"Sandbox listening on http://{shown}:{port}", flush=True)

    announcer = asyncio.create_task(announce())
    try:
        await server.serve(sockets=[sock])
    finally:
        announcer.cancel()
        sock.close()


def _serve_workers(config: SandboxConfig, args: argparse.Namespace, sock: socket.socket) -> int:
    """N uvicorn worker processes on one listening socket, each with the same configuration
    (the JWT secret too: a token issued by one is accepted by all)."""
    from sandbox.http_protocol import SERVER_OPTIONS

    os.environ[WORKER_CONFIG_VARIABLE] = json.dumps(_config_as_json(config))
    uvicorn_config = uvicorn.Config(
        "sandbox.cli:worker_app",
        factory=True,
        workers=args.workers,
        host=args.host,
        port=args.port,
        log_level=args.log_level,
        access_log=False,
        **SERVER_OPTIONS,
    )
    supervisor = Multiprocess(uvicorn_config, sockets=[sock])
    host, port = args.host, sock.getsockname()[1]
    threading.Thread(
        target=_announce_when_answering, args=(host, port, supervisor.should_exit), daemon=True
    ).start()
    if args.stop_on_stdin_eof:
        threading.Thread(target=_stop_on_eof, args=(supervisor,), daemon=True).start()
    try:
        supervisor.run()
    finally:
        sock.close()
    return 0


def _announce_when_answering(host: str, port: int, stop: threading.Event) -> None:
    """The one line, printed once a worker answers an HTTP request (any answer will do)."""
    while not stop.is_set():
        connection = http.client.HTTPConnection(host, port, timeout=5)
        try:
            connection.request("GET", "/api/v1/ready-check")
            connection.getresponse().read()
        except OSError:
            stop.wait(0.05)  # workers still starting: poll again, bounded by the stop event
            continue
        finally:
            connection.close()
        shown = f"[{host}]" if ":" in host else host
        print(f"Sandbox listening on http://{shown}:{port}", flush=True)
        return


def _config_as_json(config: SandboxConfig) -> dict[str, Any]:
    values = dataclasses.asdict(config)
    values["db_path"] = str(config.db_path) if config.db_path is not None else None
    return values


def worker_app() -> FastAPI:
    """The application of one ``--workers`` process (uvicorn imports this by name); the
    process ends with its parent, even one killed outright (worker_lifeline.py)."""
    from sandbox.app import create_app
    from sandbox.worker_lifeline import tie_to_parent

    tie_to_parent()
    from sandbox.read_gate import serve_writers_promptly

    serve_writers_promptly()

    values = json.loads(os.environ[WORKER_CONFIG_VARIABLE])
    values["db_path"] = Path(values["db_path"]) if values["db_path"] else None
    values["merchants"] = tuple(tuple(pair) for pair in values["merchants"])
    return create_app(SandboxConfig(**values))


def _stop_on_eof(server: uvicorn.Server | Multiprocess) -> None:
    """Wait for EOF on the stdin file descriptor itself, never through ``sys.stdin``: a thread
    blocked in the buffered reader holds its lock, and a stop by SIGTERM while the parent
    still holds the pipe then aborted the interpreter at shutdown ("Fatal Python error:
    _enter_buffered_busy", exit 134). A raw ``os.read`` holds no lock, so the exit is clean."""
    try:
        fd = sys.stdin.fileno()
        while os.read(fd, 4096):
            pass
    except (OSError, ValueError, AttributeError):  # no usable stdin: as good as closed
        pass
    if isinstance(server, Multiprocess):
        server.should_exit.set()
    else:
        server.should_exit = True


if __name__ == "__main__":
    raise SystemExit(main())
