"""The seeded KYB cases: every session state, real files, shareholders whose KYC passed,
failed and waits, details that changed; the same bytes from every seed."""

from __future__ import annotations

import json
import re
import struct
import zlib
from collections.abc import Iterator
from datetime import date
from pathlib import Path
from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import select

from sandbox.app import create_app
from sandbox.config import SandboxConfig
from sandbox.db.tables import (
    identity_verification_logs,
    kyb_details,
    kyb_documents,
    kyb_sessions,
    shareholders,
)
from sandbox.domain.kyb_catalogue import TYPES_BY_CATEGORY
from sandbox.seed_files.id_cards import CardHolder, draw_card
from sandbox.seed_files.png import Canvas, Surface
from tests.helpers.sandbox_api import SandboxApi

ANCHOR_DAY = "2026-11-20"


def seeded_app(path: Path) -> FastAPI:
    return create_app(
        SandboxConfig(db_path=path, lifecycle_delay_seconds=None, rate_limit_per_second=0)
    )


@pytest.fixture(scope="module")
def seeded(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[FastAPI, FastAPI]]:
    folder = tmp_path_factory.mktemp("kyb-seed")
    first, second = seeded_app(folder / "a.db"), seeded_app(folder / "b.db")
    try:
        yield first, second
    finally:
        first.state.ctx.db.close()
        second.state.ctx.db.close()


@pytest.fixture
async def demo(seeded: tuple[FastAPI, FastAPI]) -> Any:
    transport = httpx.ASGITransport(app=seeded[0], raise_app_exceptions=False)
    async with httpx.AsyncClient(transport=transport, base_url="http://sandbox.test") as http:
        api = SandboxApi(http)
        await api.login("demo", "demo-key")
        yield api


def kyb_dump(app: FastAPI) -> list[Any]:
    with app.state.ctx.db.read() as conn:
        return [
            conn.execute(select(table).order_by(*table.primary_key.columns)).all()
            for table in (kyb_sessions, kyb_documents, shareholders, kyb_details)
        ]


def test_the_same_seed_gives_the_same_bytes(seeded: tuple[FastAPI, FastAPI]) -> None:
    first, second = (kyb_dump(app) for app in seeded)
    assert first == second
    documents = first[1]
    assert sum(len(d.content) for d in documents) > 100_000


def pdf_pages_and_text(data: bytes) -> tuple[int, bytes]:
    """Pages of a PDF, checking its cross-reference table points at its objects."""
    assert data.startswith(b"%PDF-1.4")
    assert data.rstrip().endswith(b"%%EOF")
    start = int(re.search(rb"startxref\n(\d+)", data).group(1))  # type: ignore[union-attr]
    table = data[start:].split(b"trailer")[0].split(b"\n")[3:]
    for number, entry in enumerate(filter(None, table), start=1):
        offset = int(entry[:10])
        assert data[offset:].startswith(b"%d 0 obj" % number)
    pages = len(re.findall(rb"/Type /Page\b(?!s)", data))
    shown = b" ".join(re.findall(rb"\((.*?)\) Tj", data))
    return pages, shown


def png_size(data: bytes) -> tuple[int, int]:
    """Width and height of a well-formed RGB PNG (every chunk's CRC checked, pixels inflated)."""
    assert data.startswith(b"\x89PNG\r\n\x1a\n")
    at, idat, size = 8, b"", (0, 0)
    while at < len(data):
        (length,) = struct.unpack(">I", data[at : at + 4])
        kind, body = data[at + 4 : at + 8], data[at + 8 : at + 8 + length]
        (crc,) = struct.unpack(">I", data[at + 8 + length : at + 12 + length])
        assert zlib.crc32(kind + body) == crc
        if kind == b"IHDR":
            size = struct.unpack(">II", body[:8])
        elif kind == b"IDAT":
            idat += body
        at += 12 + length
    assert len(zlib.decompress(idat)) == size[1] * (size[0] * 3 + 1)
    return size


@pytest.mark.anyio
async def test_every_state_and_real_files(demo: SandboxApi) -> None:
    cases = {c["companyName"]: c for c in (await demo.get("/sandbox/v1/kyb/cases")).json()["cases"]}
    states = {name: (case["session"] or {}).get("state") for name, case in cases.items()}
    assert states == {
        "Andes Logística SAS": "IN_REVIEW",
        "Mercado Verde SA de CV": "APPROVED",
        "Puerto Norte Trading SL": "REJECTED",
        "Blue Harbor Imports LLC": "CREATED",
        "Pampa Agro SRL": None,
        "Lotus Components Ltd": "IN_REVIEW",
    }
    andes = cases["Andes Logística SAS"]
    assert (andes["documents"], andes["deletedDocuments"], andes["shareholders"]) == (6, 1, 3)
    assert andes["worstKycState"] == "REJECTED"
    assert cases["Mercado Verde SA de CV"]["worstKycState"] == "APPROVED"
    uid, sid = andes["userId"], andes["session"]["id"]
    session = (
        await demo.get(f"/sandbox/v1/business-users/{uid}/kyb-sessions/{sid}?includeDeleted=true")
    ).json()
    files: dict[str, tuple[dict[str, Any], bytes]] = {}
    for document in session["documents"]:
        assert document["type"] in TYPES_BY_CATEGORY[document["category"]]
        response = await demo.get(
            f"/sandbox/v1/business-users/{uid}/kyb-sessions/{sid}/documents/{document['id']}/content"
        )
        assert response.status_code == 200
        assert response.headers["content-type"] == document["mediaType"]
        assert len(response.content) == document["fileSize"]
        files[document["type"]] = (document, response.content)
    certificate = files["CERTIFICATE_OF_INCORPORATION"][1]
    pages, text = pdf_pages_and_text(certificate)
    assert pages >= 3
    assert "ANDES LOGÍSTICA SAS".encode("cp1252") in text
    assert b"CERTIFICADO DE EXISTENCIA" in text
    for kind in ("ARTICLES_OF_ASSOCIATION", "PROOF_OF_ADDRESS", "UTILITY_BILL"):
        assert pdf_pages_and_text(files[kind][1])[0] >= 1
    assert files["UTILITY_BILL"][0]["deletedAt"] is not None  # the outdated bill, replaced
    cards = [d for d in session["documents"] if d["type"] == "ID_CARD"]
    assert [d["mediaType"] for d in cards] == ["image/png"] * 3
    sizes = {}
    for card in cards:
        response = await demo.get(
            f"/sandbox/v1/business-users/{uid}/kyb-sessions/{sid}/documents/{card['id']}/content"
        )
        sizes[card["fileName"]] = png_size(response.content)
    turned = [name for name, (width, height) in sizes.items() if height > width]
    assert turned == ["credencial-rodrigo-salazar-mejia-escaneo.png"]


@pytest.mark.anyio
async def test_shareholders_carry_what_a_reviewer_checks(demo: SandboxApi) -> None:
    cases = (await demo.get("/sandbox/v1/kyb/cases")).json()["cases"]
    andes = next(c for c in cases if c["companyName"] == "Andes Logística SAS")
    uid = andes["userId"]
    holders = (await demo.get(f"/sandbox/v1/business-users/{uid}/shareholders")).json()[
        "shareholders"
    ]
    outcomes = {}
    for holder in holders:
        data = holder["kyc"]["data"]
        document = data["documents"][0]
        fields = {key: value["value"] for key, value in document["fields"].items()}
        assert data["computed"]["age"]["data"] >= 18
        assert set(fields) >= {"dateOfBirth", "expirationDate", "documentNumber"}
        assert (document["country"], document["type"]) in {
            ("CO", "national-id"),
            ("MX", "national-id"),
        }
        assert all(isinstance(step["status"], int) for step in document["steps"])
        assert data["deviceFingerprint"]["ip"]
        assert data["deviceFingerprint"]["device"]["type"]
        assert isinstance(data["hasProblem"], bool)
        photo = await demo.get(document["photos"][0])
        assert photo.headers["content-type"] == "image/png"
        history = (
            await demo.get(
                f"/api/v1/account/users/{uid}/identity-verifications/"
                f"{holder['identityVerificationId']}/state-history"
            )
        ).json()
        logs = history["logs"]
        assert len(logs) >= 4
        assert logs[-1]["created_at"][:10] > logs[0]["created_at"][:10]  # over days
        outcomes[holder["name"]] = (
            data["identity"]["status"],
            logs[-1]["new_state"],
            holder["kycLevel"],
            data["expired"],
            fields["expirationDate"] < ANCHOR_DAY,
        )
    assert outcomes == {
        "Valeria": ("verified", "APPROVED", "FULL", False, False),
        "Andrés Felipe": ("rejected", "REJECTED", "BASIC", True, True),
        "Rodrigo": ("pending", "PENDING", "BASIC", False, False),
    }
    expired = next(h for h in holders if h["name"] == "Andrés Felipe")["kyc"]["data"]
    assert expired["computed"]["isDocumentExpired"]["data"] == {"national-id": True}
    errors = [s.get("error", {}).get("code") for s in expired["documents"][0]["steps"]]
    assert "expirationDetection.documentExpired" in errors


def test_the_card_shows_the_expiry_date() -> None:
    shown: list[str] = []

    class Recording(Surface):
        def text(self, x: int, y: int, text: str, scale: int, color: Any) -> int:
            shown.append(text)
            return super().text(x, y, text, scale, color)

    holder = CardHolder(
        "Andrés Felipe", "Cárdenas Rojas", "M", "CO", "79.845.120",
        date(1979, 5, 14), date(2015, 3, 14), date(2025, 3, 14),
    )  # fmt: skip
    draw_card(Recording(Canvas(856, 540, (255, 255, 255)), 856, 540), holder)
    assert "14 03 2025" in shown
    assert any(line.startswith("7905148M2503147COL") for line in shown)  # the MRZ's dates


@pytest.mark.anyio
async def test_details_change_over_time(demo: SandboxApi, seeded: tuple[FastAPI, FastAPI]) -> None:
    cases = (await demo.get("/sandbox/v1/kyb/cases")).json()["cases"]
    uid = next(c for c in cases if c["companyName"] == "Andes Logística SAS")["userId"]
    entries = (await demo.get(f"/api/v1/account/business-users/{uid}/kyb")).json()
    assert len(entries) >= 3
    stamps = [e["createdAt"] for e in entries]
    assert stamps == sorted(stamps, reverse=True)  # newest first
    values = [{d["key"]: d["value"] for d in e["details"]} for e in entries]
    assert values[0]["state"] == "IN_REVIEW"
    assert values[-1]["state"] == "CREATED"
    assert values[0]["address"] != values[-1]["address"]
    with seeded[0].state.ctx.db.read() as conn:
        states = set(conn.execute(select(identity_verification_logs.c.new_state)).scalars())
        kycs = [json.loads(k) for k in conn.execute(select(shareholders.c.kyc_json)).scalars()]
    assert {"APPROVED", "REJECTED", "PENDING", "NEEDS_MORE_INFO"} <= states
    assert all(k["data"]["metadata"]["userId"] for k in kycs)
