"""Render Teller's screens to PNG (``make screenshots``), against a seeded built-in sandbox.

Usage: QT_QPA_PLATFORM=offscreen python -m tools.screenshots docs/screenshots [--language es]
    [--screen WxH [--scale F]]
(``--language es``: Teller's screens in Spanish, from resources/translations/teller_es.qm;
``--screen 1920x1080 --scale 2``: on such a screen at 200 %, every window kept within it.)
"""

from __future__ import annotations

import asyncio
import json
import os
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

os.environ.setdefault("QT_API", "pyside6")

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QSettings
from PySide6.QtGui import QColor, QFont, QImage, QPainter
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from app.services.credentials import CredentialStore
from app.services.journal import Journal
from app.services.sandbox_process import BuiltInSandbox
from app.services.settings import THEME_DARK, AppSettings
from app.views.activity import ActivityTracker
from app.views.compliance.case_source import Category, source_for
from app.views.language import install_language
from app.views.sign_in.dialog import SignInDialog
from app.views.theme import apply_theme
from app.views.widgets.numbers import localized_number

if TYPE_CHECKING:
    from app.api.sandbox_helpers import SandboxHelpers
    from app.services.session import Session
    from app.views.main_window import MainWindow
    from app.views.payouts.bank_form import BankPayoutForm

TIMEOUT = 60.0
# ``--screen WxH``: every window at most that size (a laptop's screen, or a 1920 x 1080 one at
# 200 %, 960 x 540 logical, with QT_SCALE_FACTOR=2), to see what fits and what scrolls.
SCREEN: tuple[int, int] | None = None


def pretend_screen(width: int, height: int, scale: float) -> None:
    """The offscreen platform with one screen of that many pixels at that scale (its
    configuration file is Qt's own), and windows kept within it, less a 30 px panel."""
    global SCREEN
    config = Path(tempfile.mkdtemp(prefix="teller-screen-")) / "screen.json"
    screen = {"name": "screen", "x": 0, "y": 0, "width": width, "height": height}
    config.write_text(json.dumps({"screens": [screen | {"logicalDpi": 96, "dpr": 1}]}))
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={config}"
    os.environ["QT_SCALE_FACTOR"] = f"{scale:g}"
    SCREEN = (round(width / scale), round(height / scale) - 30)


def size_window(widget: QWidget, width: int, height: int) -> None:
    """The size a screen shot is taken at, or the ``--screen`` size when it is smaller."""
    if SCREEN is not None:
        width, height = min(width, SCREEN[0]), min(height, SCREEN[1])
    widget.resize(width, height)


async def wait_until(predicate: Callable[[], bool], what: str) -> None:
    loop = asyncio.get_running_loop()
    end = loop.time() + TIMEOUT
    while not predicate():
        if loop.time() > end:
            raise SystemExit(f"screenshots: timed out waiting for {what}")
        await asyncio.sleep(0.05)


def save(widget: QWidget, folder: Path, name: str) -> None:
    QApplication.processEvents()
    path = folder / f"{name}.png"
    widget.grab().save(str(path))
    print(f"wrote {path}")


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

        journal = Journal(work / "journal.sqlite3")
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
        await render_orders(window, folder, person.id, account.id)
        await render_payouts(window, folder, person.id, account.id)
        await render_transfer_and_card(window, folder, helpers)
        case = await build_compliance_case(session, helpers)
        await render_compliance(window, folder, case)
        await render_dark(window, folder)
        await render_compliance(window, folder, case, prefix="dark-")
        await render_review(window, folder, case)  # last: its marks change the case
        await render_timeline(window, folder, case)
        await render_case_report(window, folder)
        await render_journal(window, folder)
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
    bank.description.setText("Rent for May")
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
    card.reference.setText("Top-up 2026-11")
    task = card.submit()
    assert task is not None, card.banner.text
    await wait_until(task.done, "the card pay-in")
    await asyncio.sleep(0.2)
    save(window, folder, "card-payin")


@dataclass(frozen=True)
class ComplianceCase:
    uid: str
    pdf: str
    image: str
    worrying: str  # the shareholder whose payload has worrying facts


def passport_image() -> bytes:
    """A made-up identity document, as a scanner would send it (JPEG)."""
    image = QImage(900, 600, QImage.Format.Format_RGB32)
    image.fill(QColor("#f3eee2"))
    painter = QPainter(image)
    painter.fillRect(0, 0, 900, 90, QColor("#7a1f2b"))
    painter.setPen(QColor("white"))
    font = QFont("DejaVu Sans", 26, QFont.Weight.Bold)
    painter.setFont(font)
    painter.drawText(40, 60, "PASAPORTE · PASSPORT · ESPAÑA")
    painter.fillRect(40, 130, 220, 280, QColor("#b9b2a3"))
    painter.setPen(QColor("#8c8575"))
    painter.drawEllipse(95, 170, 110, 130)
    painter.setPen(QColor("#2b2b2b"))
    painter.setFont(QFont("DejaVu Sans", 16))
    for row, (label, value) in enumerate(
        (
            ("Apellidos / Surname", "IBARRA LÓPEZ"),
            ("Nombre / Given names", "MARTA"),
            ("Nacionalidad / Nationality", "ESP"),
            ("Fecha de nacimiento / Date of birth", "14 03 1986"),
            ("Fecha de caducidad / Date of expiry", "02 02 2025"),
        )
    ):
        painter.drawText(300, 150 + row * 56, label)
        painter.drawText(300, 175 + row * 56, value)
    painter.setFont(QFont("DejaVu Sans Mono", 22))
    painter.drawText(40, 500, "P<ESPIBARRA<LOPEZ<<MARTA<<<<<<<<<<<<<<<<<<")
    painter.drawText(40, 545, "X1234567<8ESP8603145F2502024<<<<<<<<<<<<06")
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "JPEG", 88)
    return bytes(data.data())


async def build_compliance_case(session: Session, helpers: SandboxHelpers) -> ComplianceCase:
    """A business resubmitting after a rejection: its second session in review, with an
    articles PDF, a passport scan and a deleted bill; two shareholders, one whose payload
    worries (expired document, a failed step), each with an identity verification history."""
    from benchmarks.compliance_pdf_libraries import sample_pdf

    actions = session.actions
    uid = (await helpers.create_user({"type": "BUSINESS", "company_name": "Lumen Robotics SL"})).id
    first = await actions.start_kyb_session(uid)
    await actions.set_kyb_session_state(uid, first.id, "REJECTED")
    sid = (await actions.start_kyb_session(uid)).id
    catalogue = await source_for(session).catalogue("en")
    company, identity = catalogue.categories[0], catalogue.categories[-1]

    async def upload(name: str, content: bytes, category: Category) -> str:
        document = await actions.upload_kyb_document(
            uid,
            sid,
            file_name=name,
            content=content,
            category=category.slug,
            type_=category.types[0].slug,
        )
        return str(document.id)

    pdf = await upload("articles-of-association.pdf", sample_pdf(6), company)
    image = await upload("director-passport.jpg", passport_image(), identity)
    bill = await upload("utility-bill-march.pdf", sample_pdf(1), company)
    await actions.delete_kyb_document(uid, sid, bill)
    await actions.set_kyb_session_state(uid, sid, "IN_REVIEW")
    people = (
        ("Marta", "Ibarra", "reviewNeeded", True, 403, ("PENDING", "IN_REVIEW", "NEEDS_MORE_INFO")),
        ("Jordi", "Puig", "verified", False, 200, ("PENDING", "IN_REVIEW", "APPROVED")),
    )
    ids = []
    for name, surname, status, expired, step, _states in people:
        kyc = {
            "data": {
                "computed": {
                    "age": {"data": 39},
                    "isDocumentExpired": {"data": {"front": expired}},
                },
                "identity": {"status": status},
                "hasProblem": expired,
                "steps": [
                    {"id": "liveness", "status": 200},
                    {"id": "document-reading", "status": step},
                ],
                "documents": [{"country": "ES", "type": "passport", "photos": ["front.jpg"]}],
                "deviceFingerprint": {
                    "ip": "81.43.112.9",
                    "os": {"name": "Android", "version": "14"},
                    "browser": {"name": "Chrome", "version": "126"},
                    "device": {"type": "mobile"},
                },
            }
        }
        body = {
            "name": name,
            "surname": surname,
            "email": f"{name.lower()}@lumen.example",
            "kyc": kyc,
        }
        ids.append((await actions.create_shareholder(uid, body)).id)
    for listed in (await helpers.list_shareholders(uid)).shareholders:
        person = next(p for p in people if p[0] == listed.name)
        for state in person[5]:
            assert listed.identity_verification_id is not None
            await helpers.add_identity_transition(uid, listed.identity_verification_id, state)
    return ComplianceCase(uid, pdf, image, ids[0])


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
    editor.kyc_form.age.setText("thirty-nine")
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
    dialog.comment.setText("The photo page is cut off at the bottom")
    await asyncio.sleep(0.2)
    save(dialog, folder, "compliance-review-mark")
    dialog.accept()
    await wait_until(lambda: case.image in bar.marks(), "the re-upload mark")
    decision = bar.open_decision()
    assert decision is not None
    decision.reason.setText("Documents and owners checked")
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
    await session.actions.add_note(
        case_file.uid, case_file.session.id, "Called the notary: the deed is genuine.", case.pdf
    )
    view.record.show_timeline()
    await wait_until(lambda: view.timeline.model.total > 0, "the timeline")
    await asyncio.sleep(0.3)
    save(window, folder, "compliance-timeline")


async def render_case_report(window: MainWindow, folder: Path) -> None:
    """The first page of the case bundle's PDF report, as an auditor opens it: exported
    through the case pane as a reviewer would (E), then read out of the bundle."""
    import tempfile
    import zipfile

    import pypdfium2
    from PySide6.QtGui import QImage

    view = window.compliance.case
    with tempfile.TemporaryDirectory() as work:
        target = Path(work) / "bundle.zip"
        view.exporter.choose_path = lambda _suggested: target
        view.exporter.choose_personal = lambda: False
        written: list[object] = []
        view.exporter.finished.connect(written.append)
        view.exporter.start()
        await wait_until(lambda: bool(written), "the case bundle")
        assert written[0] == target, view.banner.findChild(QLabel).text()
        with zipfile.ZipFile(target) as archive:
            report = archive.read("report.pdf")
    pdf = pypdfium2.PdfDocument(report)
    bitmap = pdf[0].render(scale=1.4, rev_byteorder=True)  # RGB, as QImage reads it
    pixels = bytes(bitmap.buffer)
    image = QImage(pixels, bitmap.width, bitmap.height, bitmap.stride, QImage.Format.Format_RGB888)
    path = folder / "compliance-case-report.png"
    image.save(str(path))
    print(f"wrote {path}")


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
    if install_language(language) != language:
        print(f"No catalogue for {language!r}: run make first.", file=sys.stderr)
        return 1
    apply_theme(app)
    import qasync

    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    with tempfile.TemporaryDirectory(prefix="teller-shots-") as work, loop:
        loop.run_until_complete(render(folder, Path(work)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
