"""A database of an older sandbox (KYB files as base64 text, shareholders without their KYC
session) is brought up to date when it is opened, and its files read back as bytes."""

from __future__ import annotations

import base64
import dataclasses
import sqlite3
from pathlib import Path

import httpx
import pytest

from sandbox.app import create_app
from sandbox.config import SandboxConfig
from tests.helpers.sandbox_api import SandboxApi

pytestmark = pytest.mark.anyio

PNG = b"\x89PNG\r\n\x1a\n" + bytes(range(40))

OLD_DOCUMENTS = """
CREATE TABLE kyb_documents (
    id VARCHAR NOT NULL PRIMARY KEY,
    session_id VARCHAR NOT NULL REFERENCES kyb_sessions (id),
    category VARCHAR NOT NULL,
    type VARCHAR NOT NULL,
    file_name VARCHAR NOT NULL,
    file_size INTEGER NOT NULL,
    content TEXT,
    created_at VARCHAR NOT NULL,
    updated_at VARCHAR NOT NULL,
    deleted_at VARCHAR
)"""
OLD_SHAREHOLDERS = """
CREATE TABLE shareholders (
    id VARCHAR NOT NULL PRIMARY KEY,
    merchant_id VARCHAR NOT NULL,
    user_id VARCHAR NOT NULL REFERENCES users (id),
    email VARCHAR NOT NULL,
    name VARCHAR NOT NULL,
    surname VARCHAR NOT NULL,
    kyc_level VARCHAR NOT NULL,
    kyc_json TEXT NOT NULL,
    created_at VARCHAR NOT NULL,
    updated_at VARCHAR NOT NULL
)"""


async def opened(config: SandboxConfig) -> tuple[httpx.AsyncClient, SandboxApi, object]:
    app = create_app(config)
    http = httpx.AsyncClient(
        transport=httpx.ASGITransport(app=app, raise_app_exceptions=False),
        base_url="http://sandbox.test",
    )
    api = SandboxApi(http)
    await api.login("demo", "demo-key")
    return http, api, app


def rows(path: Path, sql: str) -> list[tuple[object, ...]]:
    conn = sqlite3.connect(path)
    try:
        return conn.execute(sql).fetchall()
    finally:
        conn.close()


def make_it_old(path: Path, session_id: str, user_id: str) -> None:
    """The two tables as the previous version made them, with its rows."""
    conn = sqlite3.connect(path)
    try:
        conn.executescript(
            "DROP TABLE kyb_documents; DROP TABLE shareholders;"
            + OLD_DOCUMENTS
            + ";"
            + OLD_SHAREHOLDERS
            + ";"
        )
        stamp = "2026-01-31T09:30:00.000Z"
        conn.executemany(
            "INSERT INTO kyb_documents VALUES (?, ?, 'IDENTITY', 'ID_CARD', ?, ?, ?, ?, ?, NULL)",
            [
                (
                    "png",
                    session_id,
                    "card.png",
                    len(PNG),
                    base64.b64encode(PNG).decode(),
                    stamp,
                    stamp,
                ),
                ("empty", session_id, "seeded.pdf", 52_000, None, stamp, stamp),
                ("junk", session_id, "odd.pdf", 7, "%PDF-?!", stamp, stamp),
            ],
        )
        conn.execute(
            "INSERT INTO shareholders VALUES ('h1', ?, ?, 'a@example.com', 'Ana', 'Ruiz', "
            "'NONE', '{\"data\": {}}', ?, ?)",
            (rows_merchant(conn), user_id, stamp, stamp),
        )
        conn.commit()
    finally:
        conn.close()


def rows_merchant(conn: sqlite3.Connection) -> str:
    return str(conn.execute("SELECT id FROM merchants WHERE code = 'demo'").fetchone()[0])


async def test_an_older_database_gets_binary_files_and_shareholder_links(
    sandbox_config: SandboxConfig, tmp_path: Path
) -> None:
    config = dataclasses.replace(sandbox_config, db_path=tmp_path / "old.sqlite3")
    http, api, app = await opened(config)
    try:
        uid = (await api.create_user("BUSINESS", companyName="Andes SAS"))["id"]
        sid = (await api.post(f"/api/v1/account/business-user/{uid}/kyb-sessions")).json()["id"]
    finally:
        await http.aclose()
        app.state.ctx.db.close()  # type: ignore[attr-defined]
    make_it_old(config.db_path, sid, uid)
    assert rows(config.db_path, "SELECT typeof(content) FROM kyb_documents WHERE id = 'png'") == [
        ("text",)
    ]

    for _ in range(2):  # the second opening finds nothing left to do
        http, api, app = await opened(config)
        try:
            base = f"/sandbox/v1/business-users/{uid}/kyb-sessions/{sid}/documents"
            card = await api.get(f"{base}/png/content")
            assert (card.status_code, card.content) == (200, PNG)
            assert card.headers["content-type"] == "image/png"
            missing = await api.get(f"{base}/empty/content")
            assert missing.status_code == 404
            assert "has no file" in missing.json()["error"]["message"]
            junk = await api.get(f"{base}/junk/content")
            assert (junk.status_code, junk.content) == (200, b"%PDF-?!")
            listed = (await api.get(f"/sandbox/v1/business-users/{uid}/kyb-sessions/{sid}")).json()
            media = {d["id"]: d["mediaType"] for d in listed["documents"]}
            assert media == {"png": "image/png", "empty": None, "junk": "application/pdf"}
            holders = (await api.get(f"/sandbox/v1/business-users/{uid}/shareholders")).json()
            assert [(h["id"], h["identityVerificationId"]) for h in holders["shareholders"]] == [
                ("h1", None)
            ]
            cases = (await api.get("/sandbox/v1/kyb/cases")).json()["cases"]
            assert cases[0]["shareholders"] == 1
            assert cases[0]["worstKycState"] is None
        finally:
            await http.aclose()
            app.state.ctx.db.close()  # type: ignore[attr-defined]
    columns = {r[1]: r[2] for r in rows(config.db_path, "PRAGMA table_info(kyb_documents)")}
    assert columns["content"] == "BLOB"
    assert "content_bytes" not in columns
    assert rows(config.db_path, "SELECT typeof(content) FROM kyb_documents WHERE id = 'png'") == [
        ("blob",)
    ]
    indexes = {
        r[0] for r in rows(config.db_path, "SELECT name FROM sqlite_master WHERE type='index'")
    }
    assert "ix_kyb_documents_session_deleted_updated" in indexes
