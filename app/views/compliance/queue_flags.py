"""The queue's Flags column filled in the background: "2 flags" for each listed case without
opening it.

The evidence service (``app.services.evidence.service``) computes a case's evidence and keeps
it; this walks the listed cases one at a time, in the order the queue shows them, asking it for
those not read yet (or changed since: a new document, a KYC state, a later change), and reads
the counts back (``flag_count``: the flags not dismissed). One task, cancelled when the list
changes or the queue closes; the service does its heavy work off the event loop, and the walk
yields between cases, so the UI never stalls. A case whose evidence could not be read says
why in its cell's tooltip and is tried again on the next listing.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Sequence
from typing import Any, Protocol

from PySide6.QtCore import QObject, Qt, Signal

from app.api.errors import ApiError
from app.services.translation import translate
from app.views.compliance.case_source import CaseSummary
from app.views.compliance.queue_model import CaseFilterProxy, CaseQueueModel
from app.views.widgets.api_messages import error_text

log = logging.getLogger(__name__)
Listener = Callable[[str, Any], None]  # uid, its CaseEvidence


class FlagSource(Protocol):
    """What the queue needs of the evidence service."""

    def flag_count(self, uid: str) -> int | None: ...

    def add_listener(self, listener: Listener) -> None: ...

    def remove_listener(self, listener: Listener) -> None: ...

    async def case_evidence(self, uid: str, session_id: str) -> Any: ...


def _basis(case: CaseSummary) -> tuple[object, ...]:
    """What a listing says of a case that, changed, may change its flags."""
    return (
        case.session_id,
        case.state,
        case.last_change,
        case.documents,
        case.deleted_documents,
        case.shareholders,
        case.worst_kyc_state,
    )


def shown_cases(proxy: CaseFilterProxy, model: CaseQueueModel) -> list[CaseSummary]:
    """The listed cases as the queue shows them, those filtered out after: the flags a
    reviewer is looking at are read first."""
    rows = [proxy.mapToSource(proxy.index(r, 0)).row() for r in range(proxy.rowCount())]
    rest = sorted(set(range(model.rowCount())) - set(rows))
    return [model.case_at(row) for row in rows + rest]


class QueueFlags(QObject):
    """Reads the listed cases' evidence in the background and shows their flag counts."""

    _arrived = Signal(str)  # a case's evidence is ready (hopped onto this object's thread)

    def __init__(self, source: FlagSource, model: CaseQueueModel, parent: QObject | None = None):
        super().__init__(parent)
        self.source = source
        self.model = model
        self.task: asyncio.Task[None] | None = None
        self.unread: dict[str, str] = {}  # uid -> why its evidence could not be read
        self._read: dict[str, tuple[object, ...]] = {}  # uid -> the listing it was read for
        self._uids: list[str] = []
        self._arrived.connect(self.show_counts, Qt.ConnectionType.QueuedConnection)
        source.add_listener(self._heard)

    def _heard(self, uid: str, _evidence: Any) -> None:
        """A listener of the (Qt-free) service: any thread; the counts are shown on ours.
        Once the queue is gone it stops listening rather than break the service's round."""
        try:
            self._arrived.emit(uid)
        except RuntimeError:  # the Qt object was deleted before ``close`` ran
            self.source.remove_listener(self._heard)

    def show_counts(self, _uid: str = "") -> None:
        """The flags of every listed case as the service knows them now (after a case was
        read, and when the queue is shown again: a flag dismissed in the case counts off)."""
        self.model.set_flags({uid: self.source.flag_count(uid) for uid in self._uids}, self.unread)

    def read(self, cases: Sequence[CaseSummary]) -> None:
        """Start reading ``cases`` (in this order) whose flags are not known for what their
        listing says; the reading of an earlier list stops."""
        self.stop()
        with_session = [case for case in cases if case.state and case.session_id]
        self._uids = [case.uid for case in with_session]
        self.show_counts()
        todo = [
            case
            for case in with_session
            if self.source.flag_count(case.uid) is None or self._read.get(case.uid) != _basis(case)
        ]
        if todo:
            self.task = asyncio.ensure_future(self._walk(todo))

    async def _walk(self, cases: list[CaseSummary]) -> None:
        for case in cases:
            await asyncio.sleep(0)  # the UI (and a cancel) gets its turn between cases
            try:
                await self.source.case_evidence(case.uid, str(case.session_id))
            except ApiError as exc:
                self.unread[case.uid] = error_text(exc)
                self._read.pop(case.uid, None)
            except Exception as exc:  # a document that breaks a reader must not stop the walk
                log.exception("The evidence of case %s could not be computed", case.uid)
                self.unread[case.uid] = translate(
                    "QueueFlags",
                    "Teller could not compute this case's evidence ({0}); open the case to see "
                    "its documents, and try again with Refresh.",
                ).format(type(exc).__name__)
                self._read.pop(case.uid, None)
            else:
                self.unread.pop(case.uid, None)
                self._read[case.uid] = _basis(case)
            self.show_counts()

    def stop(self) -> None:
        """Cancel the reading under way (a new listing, the queue closing)."""
        if self.task is not None and not self.task.done():
            self.task.cancel()
        self.task = None

    def close(self) -> None:
        self.stop()
        self.source.remove_listener(self._heard)
