"""Issue 27, item 4: when the session expires anyway, nothing typed is lost. Each test types
into a form, lets the token end (the sandbox's own token, ended: the server answers as it
does when the time is up), acts, signs in again at the prompt, and finds the text where it
was typed and the action done once: a payout made exactly once under one idempotency key, a
cell of the bulk grid, a note on a case, a decision's reason."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget
from shiboken6 import isValid

from app.models.order_query import OrderQuery
from app.services.action_log import Outcome
from app.services.review import Decision
from app.services.session import Session
from app.views.activity import ActivityTracker
from app.views.bulk.import_page import ImportState
from app.views.compliance.case_view import CaseView
from app.views.main_window import MainWindow
from app.views.payouts.confirmation import Confirmation
from app.views.sign_in.relogin import ReloginDialog
from tests.helpers.seeded_world import seeded_session
from tests.helpers.session_tokens import ended, secret_sandbox
from tests.views.bulk.test_import_page import DROPPED_CSV
from tests.views.test_compliance_decisions import BLUE, LOTUS, Key, focused, opened, press, uid_of
from tests.views.test_payouts_workspace import fill_person


@pytest.fixture(scope="module")
def live_sandbox(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """This module's sandbox signs with a secret the tests know, so a token can be ended."""
    with secret_sandbox(tmp_path_factory.mktemp("expiry")) as base_url:
        yield base_url


def expire(session: Session) -> None:
    """The session's token, as it is once its time is up."""
    token = session.client.session
    assert token.token is not None
    token.start(ended(token.token))


def window_for(qtbot, session: Session, settings, **options) -> MainWindow:  # type: ignore[no-untyped-def]
    window = MainWindow(session, settings, ActivityTracker(), **options)
    qtbot.addWidget(window)
    window.resize(1366, 900)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return window


def prompt_of(qtbot, window: MainWindow) -> ReloginDialog:  # type: ignore[no-untyped-def]
    """The re-login prompt, once the expired token has been refused."""
    qtbot.waitUntil(
        lambda: (
            (dialog := window.reauthenticate.__dict__.get("dialog")) is not None
            and isValid(dialog)  # not the one answered before, deleted since
            and dialog.isVisible()
        ),
        timeout=10_000,
    )
    dialog: ReloginDialog = window.reauthenticate.dialog
    return dialog


def sign_in_at(qtbot, prompt: ReloginDialog) -> None:  # type: ignore[no-untyped-def]
    """Enter at the prompt: the sandbox's key is filled in."""
    assert prompt.api_key.text() == "demo-key"
    with qtbot.waitSignal(prompt.accepted, timeout=10_000):
        qtbot.keyClick(prompt.api_key, Qt.Key.Key_Return)


def type_into(qtbot, widget: QWidget, text: str) -> None:  # type: ignore[no-untyped-def]
    widget.setFocus()
    qtbot.waitUntil(widget.hasFocus)
    qtbot.keyClicks(QApplication.focusWidget(), text)


# --- a payout ---


def test_a_bank_payout_whose_token_ends_while_it_is_confirmed_keeps_its_text_and_pays_once(
    qtbot, qloop, session: Session, settings, funded, arun
) -> None:  # type: ignore[no-untyped-def]
    uid, aid = funded
    window = window_for(qtbot, session, settings)
    window.tabs.setCurrentWidget(window.payouts)
    payouts = window.payouts
    payouts.use_account(uid, aid)
    form = payouts.bank
    qtbot.waitUntil(lambda: form.account is not None and form.relation.count() > 2, timeout=5_000)
    fill_person(form, "")
    type_into(qtbot, form.amount, "42.50")
    form.description.clear()
    type_into(qtbot, form.description, "Rent for June, flat 3B")
    asked: list[Confirmation] = []

    def confirm(confirmation: Confirmation) -> bool:
        """The person reads and says yes; the token ends while the dialog is open."""
        asked.append(confirmation)
        if len(asked) == 1:
            expire(session)
        return True

    form.confirm = confirm
    task = form.submit()
    assert task is not None
    prompt = prompt_of(qtbot, window)
    typed = (form.amount.text(), form.name.text(), form.description.text())
    assert typed == ("42.50", "Lena", "Rent for June, flat 3B")
    assert form.result.order is None
    sign_in_at(qtbot, prompt)
    qtbot.waitUntil(task.done, timeout=10_000)
    assert form.result.order is not None
    assert (form.amount.text(), form.name.text(), form.description.text()) == typed
    assert not form.banner.isVisible() or "expired" not in form.banner.text

    orders = arun(session.client.list_account_orders(uid, aid, OrderQuery(page_size=20)))
    made = [o for o in orders.orders if o.type == "BANK_PAY_OUT"]
    assert [o.id for o in made] == [form.result.order.id]  # exactly one
    sent = [e for e in session.client.request_log.entries() if e.url.endswith("/bank-payouts")]
    assert [e.status for e in sent] == [401, 201]
    keys = {
        value
        for e in sent
        for name, value in e.request_headers.items()
        if name.lower() == "idempotency-key"
    }
    assert len(keys) == 1  # the retried action is the same payout, under the same key


def payouts_on(qtbot, window: MainWindow, uid: str, aid: str):  # type: ignore[no-untyped-def]
    window.tabs.setCurrentWidget(window.payouts)
    payouts = window.payouts
    payouts.use_account(uid, aid)
    form = payouts.bank
    qtbot.waitUntil(lambda: form.account is not None and form.relation.count() > 2, timeout=5_000)
    return payouts


def test_a_prompt_declined_keeps_the_payout_typed_and_sign_in_from_the_banner_sends_it_once(
    qtbot, qloop, session: Session, settings, funded, arun
) -> None:  # type: ignore[no-untyped-def]
    uid, aid = funded
    window = window_for(qtbot, session, settings)
    form = payouts_on(qtbot, window, uid, aid).bank
    fill_person(form, "")
    type_into(qtbot, form.amount, "18.20")
    asked: list[Confirmation] = []
    form.confirm = lambda confirmation: asked.append(confirmation) is None
    expire(session)
    task = form.submit()
    assert task is not None
    prompt_of(qtbot, window).reject()  # not now
    qtbot.waitUntil(task.done, timeout=10_000)
    assert form.banner.isVisible()
    assert "expired" in form.banner.text
    assert form.amount.text() == "18.20"
    assert form.name.text() == "Lena"
    assert asked == []  # nothing was confirmed, nothing sent
    sign_in = form.banner._retry_button
    assert sign_in.text() == "Sign in…"
    sign_in.click()
    sign_in_at(qtbot, prompt_of(qtbot, window))
    qtbot.waitUntil(lambda: form.result.order is not None, timeout=10_000)
    assert len(asked) == 1
    orders = arun(session.client.list_account_orders(uid, aid, OrderQuery(page_size=20)))
    assert [o.id for o in orders.orders if o.type == "BANK_PAY_OUT"] == [form.result.order.id]


def test_an_otp_typed_when_the_token_has_ended_is_checked_after_the_sign_in(
    qtbot, qloop, session: Session, settings, funded
) -> None:  # type: ignore[no-untyped-def]
    uid, aid = funded
    window = window_for(qtbot, session, settings)
    form = payouts_on(qtbot, window, uid, aid).bank
    form.confirm = lambda _confirmation: True
    fill_person(form, "1500.00")  # at the OTP threshold and over
    task = form.submit()
    assert task is not None
    qtbot.waitUntil(task.done, timeout=10_000)
    result = form.result
    dialog = result.ask_otp()
    assert dialog is not None
    type_into(qtbot, dialog.code, "123456")
    expire(session)
    qtbot.keyClick(dialog.code, Qt.Key.Key_Return)
    prompt = prompt_of(qtbot, window)
    assert dialog.code.text() == "123456"
    sign_in_at(qtbot, prompt)
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=10_000)
    assert result.otp_validated


# --- the bulk grid ---

# Pablo's surname is missing: the grid opens on that cell, to be typed.
PAYROLL = DROPPED_CSV.replace(b"Pablo;Ruiz;", b"Pablo;;").replace(b"120,50;", b"120.50;")


def bulk_grid(qtbot, window: MainWindow, session: Session, funded, tmp_path: Path):  # type: ignore[no-untyped-def]
    uid, aid = funded
    session.context.choose_account(uid, aid)
    bulk = window.open_bulk_payouts()
    assert bulk is not None
    qtbot.waitUntil(lambda: bulk.account is not None, timeout=5_000)
    path = tmp_path / "payroll.csv"
    path.write_bytes(PAYROLL)
    bulk.import_page.load_path(path)
    qtbot.waitUntil(lambda: bulk.import_page.state is ImportState.CONFIRMING, timeout=5_000)
    qtbot.keyClick(bulk.import_page.mapping.focusWidget(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bulk.pages.currentWidget() is bulk.grid, timeout=5_000)
    grid = bulk.grid
    qtbot.waitUntil(lambda: grid.model.rowCount() == 2 and not grid.runner.busy, timeout=5_000)
    bulk.activateWindow()
    grid.table.setFocus()
    qtbot.waitUntil(grid.table.hasFocus)
    return bulk


def surname_of(grid) -> str:  # type: ignore[no-untyped-def]
    return str(grid.model.index(1, grid.model.column_of("surname")).data())


def test_a_cell_typed_in_the_bulk_grid_stays_through_the_sign_in_and_its_check_runs_again(
    qtbot, qloop, session: Session, settings, funded, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    window = window_for(qtbot, session, settings, batch_store=tmp_path / "batches.sqlite3")
    bulk = bulk_grid(qtbot, window, session, funded, tmp_path)
    grid = bulk.grid
    assert grid.current_cell() == grid.model.index(1, grid.model.column_of("surname"))
    expire(session)
    qtbot.keyClick(grid.table, Qt.Key.Key_Return)  # Enter edits the cell
    qtbot.keyClicks(QApplication.focusWidget(), "Ruiz Ortega")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    # the row is ready: its recent payouts are looked for, and the token is refused
    prompt = prompt_of(qtbot, window)
    assert surname_of(grid) == "Ruiz Ortega"
    sign_in_at(qtbot, prompt)
    qtbot.waitUntil(lambda: not grid.runner.busy, timeout=10_000)
    assert surname_of(grid) == "Ruiz Ortega"
    assert grid.model.rows[1].ready
    assert not grid.banner.isVisible()


def test_a_cell_being_typed_when_the_prompt_opens_keeps_its_text(
    qtbot, qloop, session: Session, settings, funded, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    """A read elsewhere meets the ended token while a cell is half typed: the prompt keeps
    what was typed in the cell, and F2 goes on from it once signed in."""
    window = window_for(qtbot, session, settings, batch_store=tmp_path / "batches.sqlite3")
    bulk = bulk_grid(qtbot, window, session, funded, tmp_path)
    grid = bulk.grid
    qtbot.keyClick(grid.table, Qt.Key.Key_Return)
    qtbot.keyClicks(QApplication.focusWidget(), "Ruiz")
    expire(session)
    bulk.load_account()
    prompt = prompt_of(qtbot, window)
    assert surname_of(grid) == "Ruiz"  # kept in the cell as the prompt took the keyboard
    sign_in_at(qtbot, prompt)
    qtbot.waitUntil(lambda: not bulk.runner.busy, timeout=10_000)
    bulk.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is grid.table)
    qtbot.keyClick(grid.table, Qt.Key.Key_F2)
    editor = QApplication.focusWidget()
    qtbot.keyClick(editor, Qt.Key.Key_End)
    qtbot.keyClicks(editor, " Ortega")
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: surname_of(grid) == "Ruiz Ortega", timeout=5_000)


# --- a case: a note, a decision's reason ---


@pytest.fixture(scope="module")
def seeded_sandbox(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The seeded KYB cases, on a sandbox whose tokens a test can end."""
    with secret_sandbox(tmp_path_factory.mktemp("expiry-seeded"), demo_data=True) as base_url:
        yield base_url


@pytest.fixture
def seeded(seeded_sandbox: str, arun) -> Iterator[Session]:  # type: ignore[no-untyped-def]
    with seeded_session(seeded_sandbox, arun) as session:
        yield session


def case_in(qtbot, window: MainWindow, session: Session, arun, company: str) -> CaseView:  # type: ignore[no-untyped-def]
    window.tabs.setCurrentWidget(window.compliance)
    return opened(qtbot, window.compliance, uid_of(session, arun, company))


NOTE = "Called the director: the stamp page follows on Monday."


def test_a_note_being_written_stays_through_the_sign_in_and_is_kept_once(
    qtbot, qloop, seeded: Session, settings, arun
) -> None:  # type: ignore[no-untyped-def]
    window = window_for(qtbot, seeded, settings)
    view = case_in(qtbot, window, seeded, arun, BLUE)
    view.record.write_note()
    notes = view.notes
    qtbot.waitUntil(notes.editor.hasFocus)
    qtbot.keyClicks(notes.editor, NOTE)
    expire(seeded)
    task = view.refresh()  # F5: the case read again, with the ended token
    prompt = prompt_of(qtbot, window)
    assert notes.editor.toPlainText() == NOTE
    sign_in_at(qtbot, prompt)
    qtbot.waitUntil(task.done, timeout=10_000)
    assert view.case is not None
    assert not view.banner.isVisible()
    assert notes.editor.toPlainText() == NOTE  # the case shown again kept the box
    saved = notes.save()
    assert saved is not None
    qtbot.waitUntil(saved.done, timeout=10_000)
    kept = [r for r in seeded.action_log.records if r.action == "add_note"]
    assert [r.outcome for r in kept] == [Outcome.DONE]
    assert notes.editor.toPlainText() == ""
    assert any(NOTE in notes.list.item(i).text() for i in range(notes.list.count()))


REASON = "Send the sworn translation's stamp page"


def test_a_decision_whose_token_ends_as_it_is_confirmed_keeps_its_reason_and_is_made_once(
    qtbot, qloop, seeded: Session, settings, arun
) -> None:  # type: ignore[no-untyped-def]
    window = window_for(qtbot, seeded, settings)
    view = case_in(qtbot, window, seeded, arun, LOTUS)
    press(qtbot, Key.Key_D)
    dialog = view.review.decision_dialog
    assert dialog is not None
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.choices)
    press(qtbot, Key.Key_3)  # more information: not final, no blockers
    qtbot.keyClicks(focused(), REASON)
    press(qtbot, Key.Key_Return)
    assert dialog.pages.currentIndex() == 1
    expire(seeded)  # the token ends as the person reads the confirmation
    press(qtbot, Key.Key_Return)
    prompt = prompt_of(qtbot, window)
    sign_in_at(qtbot, prompt)
    qtbot.waitUntil(lambda: view.review.decision() is not None, timeout=10_000)
    decision = view.review.decision()
    assert decision is not None
    assert (decision.decision, decision.reason) == (Decision.MORE_INFO, REASON)
    assert decision.state == "NEEDS_MORE_INFO"
    decided = [r for r in seeded.action_log.records if r.action == "decide_case"]
    assert [r.outcome for r in decided] == [Outcome.REFUSED, Outcome.DONE]  # 401, then once
    assert not view.banner.isVisible()


# --- typing when the token is refused ---


def test_the_prompt_waits_for_a_pause_so_the_rest_of_an_amount_stays_in_its_field(
    qtbot, qloop, session: Session, settings, funded
) -> None:  # type: ignore[no-untyped-def]
    """The quote asked as the person types (a debounced read) meets the ended token: the
    prompt opens once the typing pauses, never mid-number, where the rest of the number
    would have gone into the prompt's key field."""
    uid, aid = funded
    window = window_for(qtbot, session, settings)
    window.tabs.setCurrentWidget(window.payouts)
    payouts = window.payouts
    payouts.use_account(uid, aid)
    form = payouts.crypto
    payouts.forms.setCurrentWidget(form)
    qtbot.waitUntil(lambda: form.account is not None, timeout=5_000)
    form.received_currency.setCurrentIndex(form.received_currency.findData("USDT"))
    form.network.setCurrentText("TRON")
    type_into(qtbot, form.address, "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t")
    expire(session)
    type_into(qtbot, form.amount, "2")
    reauthenticate = window.reauthenticate
    qtbot.waitUntil(lambda: reauthenticate.waiting, timeout=5_000)  # the quote was refused
    QApplication.processEvents()  # a prompt opened now would have the keyboard
    qtbot.keyClicks(QApplication.focusWidget(), "00.00")
    prompt = prompt_of(qtbot, window)  # after the pause
    assert form.amount.text() == "200.00"
    sign_in_at(qtbot, prompt)
    qtbot.waitUntil(lambda: form.simulation is not None, timeout=10_000)
    assert form.amount.text() == "200.00"
    assert form.address.text() == "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t"
