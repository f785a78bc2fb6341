"""The evidence in the case pane against the seeded sandbox, with the real evidence service:
Andes shows the registration number as a near match (declared "03456789-00", the certificate
reads "03.456.789"), the differing characters marked, and the flag of Andrés's expired cédula;
a found value opens its document at the value, boxed. The clean case, Mercado Verde, shows no
flag."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import timedelta

import pytest
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QApplication, QWidget

from app.services.evidence.model import FieldKey, FlagKind, Verdict
from app.services.session import Session
from app.views.compliance.evidence_view import DECLARED, DOCUMENT, RESULT
from app.views.compliance.rich_text_delegate import HTML_ROLE
from sandbox.seed_data import ANCHOR
from tests.helpers.seeded_world import seeded_sandbox_at, seeded_session
from tests.views.test_compliance_workspace import make, open_case

TODAY = ANCHOR.date() + timedelta(days=6)  # the day the seeded evidence is judged on
ANDES, MERCADO = "Andes Logística SAS", "Mercado Verde SA de CV"


@pytest.fixture(scope="module")
def seeded_sandbox(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with seeded_sandbox_at(tmp_path_factory.mktemp("seeded-evidence")) as base_url:
        yield base_url


@pytest.fixture
def seeded(seeded_sandbox: str, arun) -> Iterator[Session]:  # type: ignore[no-untyped-def]
    with seeded_session(seeded_sandbox, arun, TODAY) as session:
        yield session


class WindowsShown(QObject):
    """Notes every window shown: a label shown before its card laid it out became a window
    of its own and took the activation (and so the keyboard) away from the main window."""

    def __init__(self) -> None:
        super().__init__()
        self.shown: list[str] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        shown = event.type() == QEvent.Type.Show
        if shown and isinstance(watched, QWidget) and watched.isWindow():
            self.shown.append(type(watched).__name__)
        return False


def uid_of(session: Session, arun, company: str) -> str:  # type: ignore[no-untyped-def]
    assert session.sandbox is not None
    return next(c.user_id for c in arun(session.sandbox.kyb_cases()) if c.company_name == company)


def test_andes_shows_the_near_match_and_the_expired_id_and_mercado_verde_no_flag(
    qtbot, qloop, seeded, settings, arun
) -> None:  # type: ignore[no-untyped-def]
    workspace = make(qtbot, seeded, settings)
    workspace.resize(1280, 720)
    windows = WindowsShown()
    QApplication.instance().installEventFilter(windows)
    try:
        view = open_case(qtbot, workspace, uid_of(seeded, arun, ANDES))
        panel = view.evidence
        qtbot.waitUntil(lambda: panel.evidence is not None, timeout=60_000)
    finally:
        QApplication.instance().removeEventFilter(windows)
    assert windows.shown == []  # the evidence is drawn inside the pane, no window pops up
    evidence = panel.evidence
    assert evidence is not None

    # OCR off: said once, naming the images it would have read, not once per image.
    assert evidence.ocr_problem
    assert panel.ocr_line.text().startswith(evidence.ocr_problem)
    assert "Not read: " in panel.ocr_line.text()
    assert evidence.ocr_problem not in panel.problems.text()

    table = panel.comparison
    rows = {
        (c.subject, c.field): (row, c)
        for row in table.rows()
        if (c := table.comparison_of(row)) is not None
    }
    shown = [table.comparison_of(row) for row in table.rows()]
    company = [c for c in shown if c is not None and c.field is FieldKey.COMPANY_NAME]
    assert len(company) == 1  # it matches in three documents: one row says so
    company_row = rows[("", FieldKey.COMPANY_NAME)][0]
    assert company_row.text(RESULT).startswith("✓ Matches")
    assert len(company_row.toolTip(DOCUMENT).splitlines()) == 3
    row, registration = rows[("", FieldKey.REGISTRATION_NUMBER)]
    assert registration.verdict is Verdict.NEAR
    assert row.text(DECLARED) == "03456789-00"
    assert row.text(RESULT).startswith("≈ Near match")
    assert row.data(DECLARED, HTML_ROLE)
    assert ">00</span>" in row.data(DECLARED, HTML_ROLE)

    flags = view.flags
    kinds = [f.kind for f in flags.standing()]
    assert FlagKind.ID_EXPIRED in kinds
    expired = [
        flags.list.topLevelItem(i).text(0)
        for i in range(flags.list.topLevelItemCount())
        if "identity document expired on 2025-03-14" in flags.list.topLevelItem(i).text(0)
    ]
    assert expired
    assert "Andrés Felipe Cárdenas Rojas" in expired[0]
    tab = view.side.tabText(view.flags_tab)
    assert tab == f"F&lags ({len(flags.standing())})"

    # The registration number found on the certificate: its document opens at the value.
    assert registration.found is not None
    assert registration.found.box is not None
    view.side.setCurrentWidget(panel)
    with qtbot.waitSignal(view.viewer.rendered, timeout=20_000):
        assert table.show_in_document(row)
    qtbot.waitUntil(lambda: view.viewer.highlight_rect() is not None, timeout=20_000)
    assert view.viewer.page == registration.found.box.page
    assert view.documents.selected().id == registration.found.document_id

    view = open_case(qtbot, workspace, uid_of(seeded, arun, MERCADO))
    qtbot.waitUntil(lambda: panel.evidence is not None and panel.uid == view.uid, timeout=60_000)
    assert panel.evidence.flags == ()
    assert flags.standing() == []
    assert view.side.tabText(view.flags_tab) == "F&lags"
    assert flags.heading.text().startswith("No flags")


def test_the_decision_dialog_names_the_standing_flags_and_forgets_a_dismissed_one(
    qtbot, qloop, seeded, settings, arun
) -> None:  # type: ignore[no-untyped-def]
    """Approval is explained early with the flags the pane shows (they were left out: the
    dialog listed documents and KYC only, and the door's refusal came after), each in words,
    personal values masked; a flag dismissed with a reason stops blocking."""
    from app.services.evidence.model import FlagKind
    from app.services.review_rules import BlockerKind
    from app.views.compliance.review_dialogs import refusal_text

    workspace = make(qtbot, seeded, settings)
    view = open_case(qtbot, workspace, uid_of(seeded, arun, ANDES))
    qtbot.waitUntil(lambda: view.evidence.evidence is not None, timeout=60_000)
    blockers = view.review.approve_blockers()
    assert blockers is not None
    flagged = [b for b in blockers if b.kind == BlockerKind.FLAG]
    assert len(flagged) == len(view.flags.standing())
    refusal = refusal_text(blockers)
    assert (
        "Flag not dismissed: Andrés Felipe Cárdenas Rojas's identity document expired on "
        "2025-03-14" in refusal
    )
    personal = [
        value
        for flag in view.flags.standing()
        if flag.fact("field") in ("document_number", "date_of_birth")
        for value in (flag.fact("declared"), flag.fact("found"))
        if value
    ]
    assert not any(value in refusal for value in personal)  # masked, as on the pane

    expired = next(f for f in view.flags.standing() if f.kind is FlagKind.ID_EXPIRED)
    session_id = view.evidence.session_id
    arun(seeded.actions.dismiss_flag(view.uid, session_id, expired.key, "Renewed card seen"))
    qtbot.waitUntil(lambda: expired not in view.flags.standing(), timeout=10_000)
    keys = [b.key for b in view.review.approve_blockers() or [] if b.kind == BlockerKind.FLAG]
    assert expired.key not in keys
    assert len(keys) == len(view.flags.standing())


def test_the_review_bar_counts_the_standing_flags_and_l_shows_them(
    qtbot, qloop, seeded, settings, arun
) -> None:  # type: ignore[no-untyped-def]
    """The side column's tabs may scroll out of sight at 1280 px: the review bar says how
    many flags stand, and L (or a click) takes the keyboard to them."""
    workspace = make(qtbot, seeded, settings)
    view = open_case(qtbot, workspace, uid_of(seeded, arun, ANDES))
    bar = view.review
    qtbot.waitUntil(lambda: bar.flags_button.isVisible(), timeout=20_000)
    standing = len(view.flags.standing())
    assert bar.flags_button.text() == f"⚑ {standing} flags (L)"
    view.side.setCurrentWidget(view.shareholders)
    view.shareholders.setFocus()
    qtbot.keyClick(view.shareholders, Qt.Key.Key_L)
    assert view.side.currentWidget() is view.flags
    qtbot.waitUntil(lambda: view.flags.list.hasFocus())
