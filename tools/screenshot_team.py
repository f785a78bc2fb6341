"""The team review's screens: two named reviewers on one review store and a sandbox profile
that asks for four eyes (as testers set one up in the profile dialog).

Tomás works at another desk: his own key (his own keyring), his own session, the same store.
He claims two cases, marks a clean case's documents approved, proposes its approval and
assigns it to Elena, the desk's reviewer. The desk then opens Teller's window on that
profile: the queue reads who holds what from the store, Elena claims a case of her own, opens
the one assigned to her and confirms Tomás's proposal, as the second pair of eyes.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from app.services.environments import EnvironmentKind, Profile
from app.services.journal import Journal
from app.services.session import Session
from app.views.activity import ActivityTracker
from tools.screenshot_cases import CleanCase, build_clean_case
from tools.screenshot_kit import MemoryKeyring, save, size_window, typed, wait_until
from tools.screenshot_report import render_case_report

if TYPE_CHECKING:
    from app.api.sandbox_helpers import SandboxHelpers
    from app.services.settings import AppSettings
    from app.views.compliance.case_view import CaseView

OTHER_REVIEWER = "Tomás Ferrer"
# Seeded cases of the built-in sandbox: two for Tomás, one Elena takes herself.
HIS = ("Blue Harbor Imports LLC", "Andes Logística SAS")
HERS = "Lotus Components Ltd"


def four_eyes_profile(base_url: str, api_code: str) -> Profile:
    """The built-in sandbox as a profile with four eyes ON: what a tester saves to try it."""
    return Profile(
        typed("Team review", "Revisión en equipo"),
        base_url,
        kind=EnvironmentKind.SANDBOX,
        api_code=api_code,
        four_eyes=True,
    )


async def render_team_review(
    folder: Path,
    work: Path,
    signed_in: Session,
    settings: AppSettings,
    journal: Journal,
    helpers: SandboxHelpers,
) -> None:
    """The queue with owners and urgency; a pending proposal; its confirmation question; the
    approved case's report naming who proposed and who confirmed."""
    from app.views.main_window import MainWindow

    profile = four_eyes_profile(signed_in.environment.base_url, signed_in.api_code)
    environment = profile.environment()
    other = Journal(journal.store.target, secrets=MemoryKeyring(), seen_folder=work / "seen-2")
    try:
        theirs = Session(signed_in.client, environment, signed_in.api_code)
        theirs.actions.reviewer = other.name_reviewer(OTHER_REVIEWER).result(timeout=30)
        theirs.record_to(other)
        case, hers = await tomas_proposes(theirs, helpers, journal)
        other.flush()
    finally:
        other.close()

    ours = Session(signed_in.client, environment, signed_in.api_code)
    ours.actions.reviewer = journal.reviewer
    window = MainWindow(ours, settings, ActivityTracker(), journal=journal)
    size_window(window, 1400, 860)
    window.show()
    try:
        workspace = window.compliance
        window.tabs.setCurrentWidget(workspace)  # the tab's first look replays the store
        queue = workspace.queue
        await wait_until(
            lambda: workspace.feed is not None and workspace.feed.replayed is not None,
            "the team's claims from the store",
        )
        await wait_until(lambda: queue.model.rowCount() > 0, "the team's queue")
        await ours.actions.claim_case(hers)
        await wait_until(lambda: queue.select(case.uid), "the case assigned to Elena")
        await wait_until(lambda: not workspace.runner.busy, "the queue")
        save(window, folder, "compliance-queue-owners")

        workspace.open_case(case.uid)
        view = workspace.case
        await wait_until(lambda: view.case is not None and view.case.uid == case.uid, "the case")
        view.documents.select(case.documents[0])
        await wait_until(lambda: view.viewer.image is not None, "the certificate's first page")
        await wait_until(lambda: not view.viewer.runner.busy, "the certificate's thumbnails")
        team = view.review.team
        await wait_until(lambda: team.confirm_button.isEnabled(), "Tomás's proposal")
        save(window, folder, "compliance-four-eyes-pending")
        await confirm_by_question(view, folder)
        await wait_until(lambda: team.pending.text() == "", "the confirmation")
        await wait_until(lambda: approved(view), "the approved case, read again")
        await render_case_report(view, folder, "compliance-case-report-four-eyes")
    finally:
        window.close()
        window.deleteLater()


def approved(view: CaseView) -> bool:
    case = view.case
    return case is not None and case.session is not None and case.session.state == "APPROVED"


async def tomas_proposes(
    theirs: Session, helpers: SandboxHelpers, journal: Journal
) -> tuple[CleanCase, str]:
    """At the other desk: two seeded cases claimed, and a clean case claimed, its documents
    approved, its approval proposed and the case assigned to the desk's reviewer. Returns
    the clean case and the seeded case left for the desk's reviewer to claim."""
    from app.views.compliance.source_choice import source_for

    actions = theirs.actions
    summaries = await source_for(theirs).cases()
    for summary in summaries:
        if summary.company in HIS:
            await actions.claim_case(summary.uid)
    case = await build_clean_case(actions, helpers)
    await actions.claim_case(case.uid)
    for doc_id in case.documents:
        await actions.mark_document(case.uid, case.session_id, doc_id, "approved")
    reason = typed(
        "Register, address and both owners' identities checked",
        "Registro, domicilio e identidad de ambos socios comprobados",
    )
    await actions.decide_case(case.uid, case.session_id, "approve", reason)
    await actions.assign_case(case.uid, journal.reviewer)
    return case, next(s.uid for s in summaries if s.company == HERS)


async def confirm_by_question(view: CaseView, folder: Path) -> None:
    """F's question, shot while open, then answered Confirm as the second reviewer would. The
    box runs its own event loop: it is opened from a timer, outside the script's task."""
    opened: list[object] = []
    tries: list[int] = []

    def shoot() -> None:
        # The modal box may not be the active window yet (offscreen activation is queued), so
        # look among the top-level widgets too; give up after 30 s rather than hang in exec().
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            box = next(
                (
                    w
                    for w in QApplication.topLevelWidgets()
                    if isinstance(w, QMessageBox) and w.isVisible()
                ),
                None,
            )
        if box is None:
            tries.append(1)
            if len(tries) < 600:
                QTimer.singleShot(50, shoot)
            return
        save(box, folder, "compliance-four-eyes-confirm")
        accept = next(
            b for b in box.buttons() if box.buttonRole(b) is QMessageBox.ButtonRole.AcceptRole
        )
        accept.click()

    def ask() -> None:
        QTimer.singleShot(300, shoot)
        opened.append(view.review.team.confirm_pending())

    QTimer.singleShot(0, ask)
    await wait_until(lambda: bool(opened), "the confirmation question")
