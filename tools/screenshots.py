"""Render Teller's screens to PNG (``make screenshots``), against a seeded built-in sandbox.

Usage: QT_QPA_PLATFORM=offscreen python -m tools.screenshots docs/screenshots [--language es]
    [--screen WxH [--scale F]]
(``--language es``: Teller's screens in Spanish, from resources/translations/teller_es.qm;
``--screen 1920x1080 --scale 2``: on such a screen at 200 %, every window kept within it.)
"""

from __future__ import annotations

import asyncio
import os
import shutil
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

os.environ.setdefault("QT_API", "pyside6")

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QScrollArea, QWidget

from app.services.credentials import CredentialStore
from app.services.journal import Journal
from app.services.sandbox_process import BuiltInSandbox
from app.services.settings import THEME_DARK, AppSettings
from app.views.activity import ActivityTracker
from app.views.compliance.timeline_view import WHO
from app.views.language import install_language
from app.views.sign_in.dialog import SignInDialog
from app.views.theme import apply_theme
from app.views.widgets.numbers import localized_number
from tools import screenshot_kit
from tools.screenshot_cases import ComplianceCase, build_compliance_case
from tools.screenshot_kit import (
    MemoryKeyring,
    pretend_screen,
    save,
    size_window,
    typed,
    wait_until,
)
from tools.screenshot_report import render_case_report

if TYPE_CHECKING:
    from app.api.sandbox_helpers import SandboxHelpers
    from app.views.main_window import MainWindow
    from app.views.payouts.bank_form import BankPayoutForm

DESK_REVIEWER = "Elena Navarro"  # who this desk's journal signs as (asked at first sign-in)


async def render(folder: Path, work: Path) -> None:
    settings = AppSettings(QSettings(str(work / "teller.ini"), QSettings.Format.IniFormat))
    sandbox = BuiltInSandbox(work / "sandbox.sqlite3")
    try:
        dialog = SignInDialog(settings, CredentialStore(), sandbox)
        size_window(dialog, 520, 360)
        dialog.show()
        await wait_until(lambda: sandbox.base_url is not None, "the built-in sandbox")
        save(dialog, folder, "sign-in")
        dialog.submit()
        await wait_until(lambda: dialog.session is not None, "sign-in")
        session = dialog.session
        assert session is not None

        from app.views.main_window import MainWindow

        # The desk's reviewer named before the window records the sign-in, so every entry
        # is signed under a person's name (Teller asks it at the first sign-in).
        journal = Journal(
            work / "journal.sqlite3", secrets=MemoryKeyring(), seen_folder=work / "seen"
        )
        session.actions.reviewer = journal.name_reviewer(DESK_REVIEWER).result(timeout=30)
        window = MainWindow(session, settings, ActivityTracker(), journal=journal)
        size_window(window, 1280, 800)
        window.show()
        # Setting up the scenes writes (users, cases): the client the dialog signed in with,
        # which the window's views never hold (they read through session.sandbox).
        from app.api.sandbox_helpers import SandboxHelpers
        from app.services.session import _SIGNED_IN

        helpers = SandboxHelpers(_SIGNED_IN[session.client])
        users = await helpers.list_users()
        person = next(u for u in users if u.name == "Lucía")
        window.accounts.open_user(person.id)
        await wait_until(lambda: window.accounts.users.accounts.count() > 0, "the user's accounts")
        window.accounts.users.accounts.setCurrentRow(0)
        await wait_until(lambda: window.accounts.account.account is not None, "the account")
        await asyncio.sleep(0.3)
        save(window, folder, "main-window-account")

        vibans = window.accounts.account.open_virtual_ibans()
        await wait_until(lambda: vibans.table.rowCount() > 0, "the vIBANs")
        vibans.table.selectRow(0)
        await asyncio.sleep(0.2)
        save(vibans, folder, "virtual-ibans")
        inactive = next((r for r, v in enumerate(vibans.vibans) if v.state == "INACTIVE"), -1)
        if inactive >= 0:  # nothing to deactivate: the button is off and says why
            vibans.table.selectRow(inactive)
            await asyncio.sleep(0.2)
            save(vibans, folder, "virtual-ibans-inactive")
        vibans.close()

        window.request_log.show()
        size_window(window, 1280, 900)
        log = window.request_log
        log.table.selectRow(log.model.rowCount() - 1)
        save(window, folder, "request-log")
        window.request_log.hide()
        size_window(window, 1400, 860)

        account = window.accounts.account.account
        assert account is not None
        from tools.screenshot_statement import render_statement

        await render_statement(window, folder, work / "sandbox.sqlite3")
        await render_orders(window, folder, person.id, account.id)
        from tools.screenshot_printouts import render_receipt

        await render_receipt(window, folder)
        await render_payouts(window, folder, person.id, account.id)
        await render_transfer_and_card(window, folder, helpers)
        from tools.screenshot_search import render_search
        from tools.screenshot_waiting import render_session_warning

        await render_search(window, folder)
        await render_session_warning(window, folder)
        case = await build_compliance_case(session, helpers)
        await render_compliance(window, folder, case)
        from tools.screenshot_evidence import render_evidence

        await render_evidence(window, folder)
        from tools.screenshot_bulk import render_bulk

        await render_bulk(window, folder)
        await render_dark(window, folder)
        await render_compliance(window, folder, case, prefix="dark-")
        render_light()
        await render_review(window, folder, case)  # last: its marks change the case
        await render_timeline(window, folder, case)
        await render_case_report(window.compliance.case, folder, "compliance-case-report")
        from tools.screenshot_team import render_team_review

        await render_team_review(folder, work, session, settings, journal, helpers)
        from app.services.context import AccountRef
        from tools.screenshot_batches import render_four_eyes_batches

        ref = AccountRef(person.id, account.id)  # Lucía's account, the one open
        await render_four_eyes_batches(folder, work, session, settings, journal, ref)
        await render_journal(window, folder)  # both reviewers' entries, verified
        window.close()
        journal.close()
        await session.client.aclose()
    finally:
        sandbox.stop()


async def render_orders(window: MainWindow, folder: Path, uid: str, aid: str) -> None:
    """The merchant's bank payouts that are not settled, one of them open; then a ledger."""
    orders = window.orders
    window.tabs.setCurrentWidget(orders)
    orders.merchant_scope.setChecked(True)
    await wait_until(lambda: not orders.model.loading, "the merchant's orders")
    orders.filter_panel.add_row("type", "in", "BANK_PAY_OUT")
    orders.filter_panel.add_row("state", "nin", "SETTLED")
    orders.filter_panel.apply()
    await wait_until(
        lambda: not orders.model.loading and orders.model.rowCount() > 0, "the filtered orders"
    )
    orders.table.selectRow(0)
    await wait_until(lambda: not orders.runner.busy, "the payout's detail")
    await asyncio.sleep(0.2)
    save(window, folder, "orders")

    orders.search.setText("PO-NOTHING")
    orders.reload()
    await wait_until(
        lambda: orders.rows_or_empty.currentWidget() is orders.empty, "no order matching"
    )
    await asyncio.sleep(0.2)
    save(window, folder, "orders-no-match")
    orders.clear_search_and_filters()
    await wait_until(lambda: not orders.model.loading, "every order again")

    orders.user_id.setText(uid)
    orders.account_id.setText(aid)
    orders.account_scope.setChecked(True)
    dialog = orders.open_ledger()
    assert dialog is not None
    await wait_until(lambda: dialog.model.rowCount() > 0, "the ledger")
    dialog.table.selectRow(0)
    await asyncio.sleep(0.2)
    save(dialog, folder, "ledger")
    dialog.close()


async def submit_person_with_errors(bank: BankPayoutForm) -> None:
    """A US wire to a person, half filled: no surname, an 8-digit ABA, a short description."""
    bank.amount.setText(localized_number("1,250.00"))
    bank.name.setText("Lena")
    bank.relation.setCurrentIndex(bank.relation.findData("FRIEND"))
    bank.document_number.setText("X1234567")
    bank.routing.setCurrentIndex(bank.routing.findData("WIRE"))
    bank.account_number.setText("000123456789")
    bank.bank_country.set_code("US")
    bank.aba.setText("12345678")
    bank.city.setText("Miami")
    bank.address_country.set_code("US")
    bank.description.setText("ab")
    bank.confirm = lambda *_args: False  # type: ignore[method-assign]
    bank.submit()
    await asyncio.sleep(0.2)


async def render_payouts(window: MainWindow, folder: Path, uid: str, aid: str) -> None:
    """The bank form with a person's and a business's errors, a crypto quote, the OTP prompt."""
    payouts = window.payouts
    window.tabs.setCurrentWidget(payouts)
    payouts.use_account(uid, aid)
    bank = payouts.bank
    await wait_until(lambda: bank.account is not None and bank.relation.count() > 2, "the account")
    await submit_person_with_errors(bank)
    save(window, folder, "payout-person-errors")

    bank.business.setChecked(True)
    bank.submit()
    await asyncio.sleep(0.2)
    save(window, folder, "payout-business-errors")

    payouts.forms.setCurrentWidget(payouts.crypto)
    crypto = payouts.crypto
    crypto.amount.setText(localized_number("300.00"))
    crypto.received_currency.setCurrentIndex(crypto.received_currency.findData("USDT"))
    crypto.network.setCurrentText("TRON")
    crypto.address.setText("TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE")
    crypto.changed()
    await wait_until(lambda: crypto.simulation is not None, "a crypto quote")
    await asyncio.sleep(1.2)
    save(window, folder, "crypto-quote")

    payouts.forms.setCurrentWidget(bank)
    bank.clear_form()
    bank.person.setChecked(True)
    bank.amount.setText(localized_number("1,500.00"))
    bank.name.setText("Lena")
    bank.surname.setText("Vogel")
    bank.relation.setCurrentIndex(bank.relation.findData("FRIEND"))
    bank.document_type.setCurrentIndex(bank.document_type.findData("PASSPORT"))
    bank.document_number.setText("X1234567")
    bank.routing.setCurrentIndex(bank.routing.findData("SEPA"))
    bank.account_number.setText("DE89370400440532013000")
    bank.bank_country.set_code("DE")
    bank.line1.setText("Unter den Linden 1")
    bank.city.setText("Berlin")
    bank.postal_code.setText("10117")
    bank.province.setText("Berlin")
    bank.address_country.set_code("DE")
    bank.description.setText(typed("Rent for May", "Alquiler de mayo"))
    bank.confirm = lambda *_args: True
    task = bank.submit()
    assert task is not None, bank.banner.text
    await wait_until(task.done, "the payout")
    dialog = bank.result.ask_otp()
    assert dialog is not None
    dialog.code.setText("12345")
    await asyncio.sleep(0.2)
    save(window, folder, "payout-created")
    save(dialog, folder, "otp-prompt")
    dialog.submit()  # a wrong code: the dialog stays, the message at the code, selected
    await wait_until(lambda: dialog.code_error.text() != "", "the wrong code's message")
    await asyncio.sleep(0.2)
    save(dialog, folder, "otp-wrong-code")
    dialog.reject()

    # The orders auto-refreshing every 2 s: the same answer each time is one row with a count
    # (the payout above waits for its OTP, so this account's orders stand still).
    orders = window.orders
    window.tabs.setCurrentWidget(orders)
    orders.auto_seconds.setValue(2)
    orders.auto_refresh.setChecked(True)
    log = window.request_log
    log.show()
    last = log.model.rowCount
    await wait_until(lambda: last() > 0 and log.model.count(last() - 1) >= 3, "repeated checks")
    save(window, folder, "request-log-repeats")
    orders.auto_refresh.setChecked(False)
    log.hide()
    window.tabs.setCurrentWidget(payouts)


async def render_transfer_and_card(
    window: MainWindow, folder: Path, helpers: SandboxHelpers
) -> None:
    """A transfer preview to Mateo's peso account; a card pay-in created."""
    payouts = window.payouts
    transfer = payouts.transfer
    mateo = next(u for u in await helpers.list_users() if u.name == "Mateo")
    accounts = (await helpers.get_user(mateo.id)).accounts
    target = next(a for a in accounts if a.currency == "MXN")
    payouts.forms.setCurrentWidget(transfer)
    transfer.amount.setText(localized_number("75.00"))
    transfer.recipient.setText(target.id)
    transfer.simulate()
    await wait_until(lambda: transfer.simulation is not None, "a transfer quote")
    await asyncio.sleep(1.2)
    save(window, folder, "transfer-preview")

    card = payouts.card
    payouts.forms.setCurrentWidget(card)
    card.amount.setText(localized_number("49.90"))
    card.reference.setText(typed("Top-up 2026-11", "Recarga 2026-11"))
    task = card.submit()
    assert task is not None, card.banner.text
    await wait_until(task.done, "the card pay-in")
    await asyncio.sleep(0.2)
    save(window, folder, "card-payin")


async def render_compliance(
    window: MainWindow, folder: Path, case: ComplianceCase, prefix: str = ""
) -> None:
    """The queue, a case with its PDF open, the same case with the passport scan and a
    shareholder's timeline, and the shareholder editor refusing a payload."""
    workspace = window.compliance
    window.tabs.setCurrentWidget(workspace)
    workspace.show_queue()
    queue = workspace.queue
    queue.search.clear()
    task = workspace.reload_queue()  # the KYC transitions were made past the door: no news
    assert task is not None
    await wait_until(task.done, "the queue")
    await wait_until(lambda: queue.select(case.uid), "the case in the queue")
    await asyncio.sleep(0.2)
    save(window, folder, f"{prefix}compliance-queue")

    view = workspace.case
    workspace.open_case(case.uid)
    await wait_until(lambda: view.case is not None and view.case.uid == case.uid, "the case")
    view.documents.tree.setCurrentItem(None)
    view.documents.select(case.pdf)
    await wait_until(lambda: view.viewer.image is not None, "the PDF's first page")
    await wait_until(lambda: not view.viewer.runner.busy, "the PDF's thumbnails")
    await asyncio.sleep(0.2)
    save(window, folder, f"{prefix}compliance-case-pdf")

    view.documents.select(case.image)
    await wait_until(
        lambda: (
            view.viewer.file is not None
            and view.viewer.image is not None
            and view.viewer.file.file_name == "director-passport.jpg"
        ),
        "the passport scan",
    )
    view.shareholders.select(case.worrying)
    await asyncio.sleep(0.2)
    save(window, folder, f"{prefix}compliance-case-image")

    shareholder = view.shareholders.selected()
    editor = view.open_editor(shareholder)
    assert editor is not None
    editor.kyc_form.age.setText(typed("thirty-nine", "treinta y nueve"))
    editor.kyc_form.edited.emit()
    editor.email.setText("marta@lumen")
    editor.submit()
    await asyncio.sleep(0.3)
    save(editor, folder, f"{prefix}compliance-shareholder-editor")
    editor.reject()


async def render_review(window: MainWindow, folder: Path, case: ComplianceCase) -> None:
    """The review: marks in the documents list, the re-upload reason chooser, and a decision
    refused for the documents and shareholders that stand in its way."""
    from app.services.review import Mark

    view = window.compliance.case
    bar = view.review
    view.documents.select(case.pdf)
    task = bar.approve_selected()
    assert task is not None
    await wait_until(task.done, "the approval mark")
    view.documents.select(case.image)
    dialog = bar.ask_mark(Mark.REUPLOAD)
    assert dialog is not None
    dialog.reasons.setCurrentRow(2)
    dialog.comment.setText(
        typed("The photo page is cut off at the bottom", "La página de la foto sale cortada abajo")
    )
    await asyncio.sleep(0.2)
    save(dialog, folder, "compliance-review-mark")
    dialog.accept()
    await wait_until(lambda: case.image in bar.marks(), "the re-upload mark")
    decision = bar.open_decision()
    assert decision is not None
    decision.reason.setText(
        typed("Documents and owners checked", "Documentos y socios comprobados")
    )
    decision.to_confirm()  # approve: refused, saying why
    await asyncio.sleep(0.2)
    save(decision, folder, "compliance-review-decision-refused")
    decision.reject()
    await asyncio.sleep(0.2)
    save(window, folder, "compliance-review")


async def render_timeline(window: MainWindow, folder: Path, case: ComplianceCase) -> None:
    """The case's Timeline tab after a note: every kind of event, newest first, with who."""
    view = window.compliance.case
    session = view.session
    case_file = view.case
    assert case_file is not None
    assert case_file.session is not None
    note = typed(
        "Called the notary: the deed is genuine.", "Llamé a la notaría: la escritura es auténtica."
    )
    await session.actions.add_note(case_file.uid, case_file.session.id, note, case.pdf)
    view.record.show_timeline()
    # On a wide screen, with the side pane widened, the timeline's every column is in sight:
    # when, what happened, who, and what kind (a narrower one scrolls to who).
    size_window(window, 1760, 860)
    await asyncio.sleep(0.1)
    sizes = view.splitter.sizes()
    view.splitter.setSizes([320, 540, max(sum(sizes) - 860, 0)])
    view.timeline.table.horizontalHeader().resizeSection(WHO, 190)  # the provider's name
    await wait_until(lambda: view.timeline.model.total > 0, "the timeline")
    await asyncio.sleep(0.2)
    scroll_to(view.timeline)  # a small screen scrolls the tab sideways, as a person would
    await asyncio.sleep(0.2)
    save(window, folder, "compliance-timeline")
    size_window(window, 1400, 860)


def scroll_to(widget: QWidget) -> None:
    """The workspace's scroll area (the tab scrolls when the screen is smaller than the
    case pane) brought to ``widget``; nothing moves where everything is in sight."""
    parent = widget.parentWidget()
    while parent is not None and not isinstance(parent, QScrollArea):
        parent = parent.parentWidget()
    if isinstance(parent, QScrollArea):
        parent.ensureWidgetVisible(widget, 0, 0)
        parent.verticalScrollBar().setValue(0)  # sideways only: the pane's top in sight


async def render_journal(window: MainWindow, folder: Path) -> None:
    """The audit journal after Verify: every action of this run, the chain intact."""
    view = window.open_journal()
    assert view is not None
    size_window(view, 1280, 620)
    await wait_until(lambda: view.model.rowCount() > 0, "the journal's entries")
    task = view.verify()
    await wait_until(task.done, "the journal's verification")
    await asyncio.sleep(0.2)
    save(view, folder, "journal-verified")
    view.close()


async def render_dark(window: MainWindow, folder: Path) -> None:
    """The same window with View > Theme > Dark (the offscreen platform has no colour scheme of
    its own: the theme's dark palette and Teller's dark overrides, as a person chooses them)."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    apply_theme(app, THEME_DARK)
    await asyncio.sleep(0.3)
    window.tabs.setCurrentWidget(window.payouts)
    window.payouts.forms.setCurrentWidget(window.payouts.bank)
    bank = window.payouts.bank
    bank.clear_form()
    bank.person.setChecked(True)
    await submit_person_with_errors(bank)
    save(window, folder, "dark-payout-errors")
    window.tabs.setCurrentWidget(window.orders)
    await asyncio.sleep(0.2)
    save(window, folder, "dark-orders")


def render_light() -> None:
    """Back to the default theme: only the ``dark-`` screens are dark."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    apply_theme(app)


def main() -> int:
    args = sys.argv[1:]
    language = "en"
    if "--language" in args:
        at = args.index("--language")
        language = args[at + 1] if at + 1 < len(args) else "en"
        del args[at : at + 2]
    scale = 1.0
    if "--scale" in args:
        at = args.index("--scale")
        scale = float(args[at + 1])
        del args[at : at + 2]
    if "--screen" in args:
        at = args.index("--screen")
        width, height = (int(n) for n in args[at + 1].split("x"))
        del args[at : at + 2]
        pretend_screen(width, height, scale)
    folder = Path(args[0] if args else "docs/screenshots")
    folder.mkdir(parents=True, exist_ok=True)
    app = QApplication(sys.argv[:1])
    app.setQuitOnLastWindowClosed(False)
    screenshot_kit.set_language(language)
    catalogues = private_catalogues()
    if install_language(language) != language:
        print(f"No catalogue for {language!r}: run make first.", file=sys.stderr)
        return 1
    apply_theme(app)
    import qasync

    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    with tempfile.TemporaryDirectory(prefix="teller-shots-") as work, loop:
        loop.run_until_complete(render(folder, Path(work)))
    shutil.rmtree(catalogues, ignore_errors=True)
    return 0


def private_catalogues() -> Path:
    """The translations read from a copy: Qt maps a .qm file, and the tests rebuild
    resources/translations/*.qm in place, which kills a render under way (SIGBUS) when it
    happens during one. Returns the copy's folder."""
    import app.views.language
    from app.resources import resources_dir

    copy = Path(tempfile.mkdtemp(prefix="teller-shots-qm-"))
    shutil.copytree(resources_dir() / "translations", copy / "translations")
    app.views.language.resources_dir = lambda: copy  # type: ignore[attr-defined]
    return copy


if __name__ == "__main__":
    raise SystemExit(main())
