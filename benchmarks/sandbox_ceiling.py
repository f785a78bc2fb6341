"""The load benchmark's ceiling: the sandbox's list and payout SQL behind a bare ASGI callable.

No FastAPI, no Teller logic (no token check, no validation, no pricing, no middleware): the
same uvicorn with the sandbox's server options, the same engine on the same SQLite file
(sandbox/db/engine.py: WAL, BEGIN IMMEDIATE for writes, the writers' turns, the pool), and
the worker threads FastAPI gives a sync route (anyio's), the server process's interpreter
switch interval; not the sandbox's read turns (sandbox/read_gate.py). It answers the paths the load's
clients use, so the very same clients measure both (benchmarks/sandbox_load.py).

- ``POST /api/v1/auth/login``: a token nobody checks.
- ``GET /api/v1/account/orders?page=N&pageSize=M``: one read snapshot with the statements the
  sandbox issues for a merchant's page when its cached total is stale (the data version, the
  count, the page by OFFSET), the rows written as JSON.
- ``POST /api/v1/account/users/{uid}/accounts/{aid}/bank-payouts``: one write transaction
  with the twelve statements of a keyed bank payout (idempotency sweep and look-up, account,
  order insert and read back, the pending-out hold and its ledger entry, the key's answer).

Statements as logged from the sandbox with SQLAlchemy's cursor events (2026-11-26).

Run alone: .venv/bin/python -m benchmarks.sandbox_ceiling --db FILE (prints its address).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import socket
import time
import uuid
from datetime import UTC, datetime
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs

import anyio.to_thread
import uvicorn
from sqlalchemy import Connection

from sandbox.db.engine import Database
from sandbox.http_protocol import SERVER_OPTIONS
from sandbox.read_gate import serve_writers_promptly

SUMMARY_NAMES = (
    "id, reference, state, type, display_type, origin_amount, origin_currency, "
    "destination_amount, destination_currency, fee_amount, fee_currency, fx_pair, fx_rate, "
    "fx_timestamp, counterparty, created_at, updated_at, settled_at, failed_at, canceled_at, "
    "reversed_at"
)
ORDER_NAMES = (
    "id, merchant_id, account_id, user_id, type, display_type, direction, state, reference, "
    "description, counterparty, origin_amount, origin_currency, destination_amount, "
    "destination_currency, fee_amount, fee_currency, merchant_fee, system_fee, fx_pair, "
    "fx_rate, fx_timestamp, recipient_json, otp_required, otp_validated_at, "
    "fail_at_settlement, next_step_at, created_at, updated_at, settled_at, failed_at, "
    "canceled_at, reversed_at, cancel_requested_at"
)
INSERTED_NAMES = (
    "id, merchant_id, account_id, user_id, type, display_type, direction, state, reference, "
    "description, counterparty, origin_amount, origin_currency, destination_amount, "
    "destination_currency, fee_amount, fee_currency, merchant_fee, system_fee, fx_pair, "
    "fx_rate, fx_timestamp, recipient_json, otp_required, fail_at_settlement, next_step_at, "
    "created_at, updated_at"
)
VERSION_SQL = "SELECT data_versions.version FROM data_versions WHERE data_versions.scope = ?"
COUNT_SQL = "SELECT count(*) AS count_1 FROM orders WHERE orders.merchant_id = ?"
PAGE_SQL = (
    f"SELECT {SUMMARY_NAMES} FROM orders WHERE orders.merchant_id = ? "
    "ORDER BY orders.created_at DESC, orders.id DESC LIMIT ? OFFSET ?"
)
PAYOUT_SQL = {
    "sweep": "DELETE FROM idempotency_keys WHERE idempotency_keys.created_at < ?",
    "key": (
        'SELECT merchant_id, "key", endpoint, body_hash, status, response_json, created_at '
        'FROM idempotency_keys WHERE idempotency_keys.merchant_id = ? AND idempotency_keys."key" = ?'
    ),
    "account": (
        "SELECT id, merchant_id, user_id, alias, currency, state, type, balance, pending_in, "
        "pending_out, iban, created_at FROM accounts "
        "WHERE accounts.id = ? AND accounts.merchant_id = ? AND accounts.user_id = ?"
    ),
    "insert": (
        f"INSERT INTO orders ({INSERTED_NAMES}) VALUES "
        f"({', '.join('?' * len(INSERTED_NAMES.split(',')))})"
    ),
    "order": f"SELECT {ORDER_NAMES} FROM orders WHERE orders.id = ?",
    "totals": "SELECT accounts.balance, accounts.pending_out FROM accounts WHERE accounts.id = ?",
    "pending": "SELECT accounts.pending_out FROM accounts WHERE accounts.id = ?",
    "seq": (
        "SELECT coalesce(max(ledger_entries.seq), ?) AS coalesce_1 FROM ledger_entries "
        "WHERE ledger_entries.account_id = ?"
    ),
    "entry": (
        "INSERT INTO ledger_entries (id, seq, account_id, order_id, bucket, amount, is_fee, "
        "counterparty, running_balance, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
    ),
    "hold": "UPDATE accounts SET pending_out=? WHERE accounts.id = ?",
    "remember": (
        'INSERT INTO idempotency_keys (merchant_id, "key", endpoint, body_hash, status, '
        "response_json, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)"
    ),
}
RETENTION_SECONDS = 24 * 3600


def _now() -> str:
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%S.%f")[:-3] + "Z"


class Ceiling:
    """The ASGI callable: three paths, the SQL in a worker thread, JSON out."""

    def __init__(self, db: Database) -> None:
        self.db = db
        with db.read() as conn:
            self.merchant = conn.exec_driver_sql("SELECT id FROM merchants LIMIT 1").scalar_one()

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] == "lifespan":
            while (await receive())["type"] != "lifespan.shutdown":
                await send({"type": "lifespan.startup.complete"})
            await send({"type": "lifespan.shutdown.complete"})
            return
        body = b""
        more = True
        while more:
            message = await receive()
            body += message.get("body", b"")
            more = message.get("more_body", False)
        path: str = scope["path"]
        if path.endswith("/bank-payouts"):
            parts = path.split("/")
            payload = json.loads(body)
            answer = await anyio.to_thread.run_sync(self._payout, parts[5], parts[7], path, payload)
            status = 201
        elif path == "/api/v1/account/orders":
            query = parse_qs(scope["query_string"].decode())
            page, size = int(query["page"][0]), int(query["pageSize"][0])
            answer = await anyio.to_thread.run_sync(self._list, page, size)
            status = 200
        else:  # the login: any token will do
            answer, status = b'{"token": "ceiling"}', 200
        headers = [(b"content-type", b"application/json"), (b"content-length", b"%d" % len(answer))]
        await send({"type": "http.response.start", "status": status, "headers": headers})
        await send({"type": "http.response.body", "body": answer})

    def _list(self, page: int, size: int) -> bytes:
        with self.db.snapshot() as conn:
            raw = conn.connection.driver_connection
            assert raw is not None
            version = raw.execute(VERSION_SQL, (self.merchant,)).fetchone()
            total = raw.execute(COUNT_SQL, (self.merchant,)).fetchone()[0]
            cursor = raw.execute(PAGE_SQL, (self.merchant, size, (page - 1) * size))
            names = [d[0] for d in cursor.description]
            rows = [dict(zip(names, row, strict=True)) for row in cursor.fetchall()]
        pagination = {"page": page, "pageSize": size, "total": total, "version": version}
        return json.dumps({"data": rows, "pagination": pagination}).encode()

    def _payout(self, uid: str, aid: str, endpoint: str, payload: dict[str, Any]) -> bytes:
        amount = int(payload["amounts"]["debitedAmount"]["amount"])
        key = str(uuid.uuid4())
        with self.db.write() as conn:
            return self._payout_statements(conn, uid, aid, endpoint, key, amount)

    def _payout_statements(
        self, conn: Connection, uid: str, aid: str, endpoint: str, key: str, amount: int
    ) -> bytes:
        raw = conn.connection.driver_connection
        assert raw is not None
        sql, mid = PAYOUT_SQL, self.merchant
        raw.execute(sql["sweep"], (time.time() - RETENTION_SECONDS,))
        raw.execute(sql["key"], (mid, key)).fetchone()
        raw.execute(sql["account"], (aid, mid, uid)).fetchone()
        oid, at = str(uuid.uuid4()), _now()
        recipient = json.dumps({"name": "Lena", "surname": "Vogel", "amount": amount - 125})
        values: tuple[Any, ...] = (
            oid,
            mid,
            aid,
            uid,
            "BANK_PAY_OUT",
            "Bank payout",
            "OUT",
            "Created",
        )
        values += (f"PO-{uuid.uuid4().hex[:8].upper()}", None, "Lena Vogel", amount, "EUR")
        values += (amount - 125, "EUR", 125, "EUR", 100, 25, None, None, None, recipient)
        values += (0, 0, None, at, at)
        raw.execute(sql["insert"], values)
        cursor = raw.execute(sql["order"], (oid,))
        names = [d[0] for d in cursor.description]
        order = dict(zip(names, cursor.fetchone(), strict=True))
        raw.execute(sql["totals"], (aid,)).fetchone()
        pending = raw.execute(sql["pending"], (aid,)).fetchone()[0] + amount
        seq = raw.execute(sql["seq"], (0, aid)).fetchone()[0] + 1
        entry = (str(uuid.uuid4()), seq, aid, oid, "pending_out", amount, 0, "", pending, at)
        raw.execute(sql["entry"], entry)
        raw.execute(sql["hold"], (pending, aid))
        answer = json.dumps(order)
        raw.execute(sql["remember"], (mid, key, endpoint, "0" * 64, 201, answer, time.time()))
        return answer.encode()


def serve(db_path: Path, sock: socket.socket) -> None:
    """Serve the ceiling on ``sock`` until SIGTERM (uvicorn's own handling), with the
    interpreter's switch interval the sandbox's server sets (sandbox/read_gate.py)."""
    serve_writers_promptly()
    config = uvicorn.Config(
        Ceiling(Database(db_path)), log_level="warning", access_log=False, **SERVER_OPTIONS
    )
    asyncio.run(uvicorn.Server(config).serve(sockets=[sock]))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--db", type=Path, required=True, help="a sandbox's SQLite file")
    args = parser.parse_args()
    # As sandbox/cli.py binds: proto TCP, or asyncio leaves Nagle on (a ~40 ms delayed ACK).
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    sock.bind(("127.0.0.1", 0))
    sock.listen(2048)  # clients may connect at once; uvicorn accepts from the backlog
    print(f"Ceiling listening on http://127.0.0.1:{sock.getsockname()[1]}", flush=True)
    serve(args.db, sock)


if __name__ == "__main__":
    main()
