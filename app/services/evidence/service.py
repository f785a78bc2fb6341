"""One case's evidence, put together once for the door and the views alike.

``EvidenceService.case_evidence`` reads the case's material from the sandbox
(``material.py``), the text of each document (``reading.DocumentReader``: cached by content,
heavy work off the event loop), then finds fields, sets them beside the declaration, and
raises the flags (``fields``, ``compare``, ``screening``, ``ownership``, ``checks``) in a
worker thread, so a case of twenty documents never holds the UI still.

The result is kept per case, keyed by what it was computed from: the documents' sha256s, the
declared details, the shareholders' payloads and states, and the day it was judged on. A
reload with nothing changed asks the server for the lists only and computes nothing; a
changed document, payload or day computes again. A reading that did not finish (OCR stopped)
is not kept, so the next look tries again.

Listeners hear "the evidence of uid is ready" (a plain callback list: the service is
Qt-free; a view hops onto its own thread if it must). ``flag_count`` is what the queue shows:
the flags of the last result not dismissed (``flag_book``).

A live server lists no documents: there is no service there (``Session.evidence`` is None).
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import date
from typing import TYPE_CHECKING

from app.services.evidence.checks import case_flags
from app.services.evidence.compare import compare_case
from app.services.evidence.fields import declared_owners, document_fields, provider_fields
from app.services.evidence.flag_book import flag_book
from app.services.evidence.material import MaterialReader
from app.services.evidence.model import (
    CaseEvidence,
    CaseMaterial,
    DocumentReading,
    DocumentText,
    Found,
    OwnerShare,
)
from app.services.evidence.ownership import ownership
from app.services.evidence.reading import DocumentReader
from app.services.evidence.screening import screening_cards

if TYPE_CHECKING:
    from app.api.read_client import ReadClient, ReadSandbox
    from app.services.action_log import ActionLog

Listener = Callable[[str, CaseEvidence], None]  # uid, its evidence
UNAVAILABLE = (
    "This server lists no documents or shareholders, so Teller cannot read a case's "
    "evidence here; open the case on the sandbox to see it."
)


@dataclass(frozen=True)
class _Kept:
    basis: tuple[object, ...]  # what the evidence was computed from
    evidence: CaseEvidence


class EvidenceService:
    """Computes, keeps and announces cases' evidence; one per signed-in sandbox session."""

    def __init__(
        self,
        sandbox: ReadSandbox,
        client: ReadClient,
        *,
        log: ActionLog | None = None,
        reader: DocumentReader | None = None,
        clock: Callable[[], date] = date.today,
    ) -> None:
        self.material = MaterialReader(sandbox, client)
        self.reader = reader or DocumentReader()
        self.clock = clock  # the desk's date: expiry and age are judged on it
        self.computed = 0  # cases computed (a reload served from what is kept adds none)
        self.first_answers = 0  # answers given before OCR finished
        self._log = log
        self._kept: dict[str, _Kept] = {}  # uid -> the last result
        self._early: dict[str, CaseEvidence] = {}  # uid -> a first answer while OCR reads
        self._busy: dict[tuple[str, str], asyncio.Lock] = {}
        self._listeners: list[Listener] = []

    # --- listeners ---
    def add_listener(self, listener: Listener) -> None:
        if listener not in self._listeners:
            self._listeners.append(listener)

    def remove_listener(self, listener: Listener) -> None:
        if listener in self._listeners:
            self._listeners.remove(listener)

    # --- what is known ---
    def known(self, uid: str) -> CaseEvidence | None:
        """The last evidence computed for the case (of its newest session asked), if any."""
        kept = self._kept.get(uid)
        return kept.evidence if kept is not None else None

    def flag_count(self, uid: str) -> int | None:
        """How many of the case's flags stand (not dismissed); None: not computed yet. While
        OCR still reads a case, the count of its first answer (text layers and the provider's
        fields), so the queue fills in seconds rather than after every page's OCR."""
        evidence = self.known(uid) or self._early.get(uid)
        if evidence is None:
            return None
        if self._log is None:
            return len(evidence.flags)
        dismissed = flag_book(self._log).dismissed_keys(evidence.session_id)
        return sum(1 for flag in evidence.flags if flag.key not in dismissed)

    # --- computing ---
    async def case_evidence(self, uid: str, session_id: str) -> CaseEvidence:
        """The case's evidence as its material stands now; computed again only when the
        material (or the day) changed. ``ApiError`` if the server could not be read."""
        lock = self._busy.setdefault((uid, session_id), asyncio.Lock())
        async with lock:  # two askers at once (the pane and the door) compute it once
            material = await self.material.read(uid, session_id)
            today = self.clock()
            basis = basis_of(material, today)
            kept = self._kept.get(uid)
            if kept is not None and kept.basis == basis:
                return kept.evidence
            await self._first_answer(material, today)
            evidence, whole = await self._compute(material, today)
            self.computed += 1
            self._early.pop(uid, None)
            if whole:
                self._kept[uid] = _Kept(basis, evidence)
            else:  # known for now, but the next look computes again
                self._kept[uid] = _Kept((), evidence)
        for listener in list(self._listeners):
            listener(uid, evidence)
        return evidence

    async def _first_answer(self, material: CaseMaterial, today: date) -> None:
        """When some documents need OCR (seconds each), listeners first hear what the text
        layers and the provider's fields show (milliseconds), marked ``reading_more``; the
        whole answer follows. Only listeners hear it: the door awaits the whole."""
        if not self.reader.ocr_enabled or all(
            self.reader.cached(d.sha256) is not None for d in material.documents
        ):
            return
        texts = await asyncio.gather(*(self.reader.read(d, ocr=False) for d in material.documents))
        waiting = sum(1 for t in texts if t.deferred)
        if not waiting:
            return
        first = await asyncio.to_thread(judge, material, list(texts), today)
        first = replace(first, ocr_problem=self.reader.ocr_problem, reading_more=waiting)
        self.first_answers += 1
        self._early[material.uid] = first
        for listener in list(self._listeners):
            listener(material.uid, first)

    async def _compute(self, material: CaseMaterial, today: date) -> tuple[CaseEvidence, bool]:
        texts = await asyncio.gather(*(self.reader.read(d) for d in material.documents))
        whole = all(self.reader.cached(t.sha256) is not None for t in texts)
        evidence = await asyncio.to_thread(judge, material, list(texts), today)
        return replace(evidence, ocr_problem=self.reader.ocr_problem), whole

    async def aclose(self) -> None:
        """Stop the reader's OCR worker; what was kept is dropped."""
        self._kept.clear()
        self._early.clear()
        self._listeners.clear()
        await self.reader.aclose()


def judge(material: CaseMaterial, texts: list[DocumentText], today: date) -> CaseEvidence:
    """Fields, comparisons, screening, ownership and flags of one case (pure: a worker
    thread runs it)."""
    found: list[Found] = []
    owners: list[OwnerShare] = []
    holders = {p.card_document_id: p.id for p in material.people if p.card_document_id}
    for document, text in zip(material.documents, texts, strict=True):
        in_document, shares = document_fields(document, text, subject=holders.get(document.id, ""))
        found += in_document
        owners += shares
    for person in material.people:
        found += provider_fields(person)
    owners += declared_owners(material.declared)
    comparisons = compare_case(material, found, owners)
    screening = screening_cards(material)
    tree = ownership(material, owners)
    flags = case_flags(material, found, comparisons, screening, tree, today)
    return CaseEvidence(
        uid=material.uid,
        session_id=material.session_id,
        readings=tuple(
            DocumentReading(d.id, d.file_name, t.method, t.pages, t.problem)
            for d, t in zip(material.documents, texts, strict=True)
        ),
        found=tuple(found),
        comparisons=tuple(comparisons),
        flags=tuple(flags),
        screening=tuple(screening),
        ownership=tree,
        today=today,
    )


def basis_of(material: CaseMaterial, today: date) -> tuple[object, ...]:
    """What a case's evidence depends on, comparable: a reload equal to the last one's
    basis is served from what is kept."""
    return (
        material.session_id,
        today,
        material.company,
        tuple(sorted(material.declared.items())),
        tuple(
            (d.id, d.sha256, d.file_name, d.category, d.type, d.media_type, d.uploaded_at)
            for d in material.documents
        ),
        tuple(
            (
                p.id,
                p.name,
                p.surname,
                p.kyc_state,
                p.card_document_id,
                json.dumps(p.kyc, sort_keys=True, default=str),
            )
            for p in material.people
        ),
    )
