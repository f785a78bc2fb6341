"""Which case source a session reads: the sandbox's test helpers when it has them (every case
listed, documents fetched), else the spec's reads only (a case is its declared data).

Apart from ``case_source.py`` because the sandbox's source builds on that module's files:
choosing between the two imports both, and neither imports this.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.views.compliance.case_source import CaseSource, LiveCaseSource
from app.views.compliance.sandbox_source import SandboxCaseSource

if TYPE_CHECKING:
    from app.services.session import Session


def source_for(session: Session) -> CaseSource:
    return SandboxCaseSource(session) if session.sandbox is not None else LiveCaseSource(session)
