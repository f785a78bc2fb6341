"""Batches on a four-eyes profile, for ``make screenshots``: a second reviewer's confirmation.

Marta works at another desk on the same review store (her own key, her own session, as
Tomás does in tools/screenshot_team.py) and asks for a confirmation of a batch of supplier
invoices from the open account. The desk's reviewer, Elena, opens Teller's window on that
profile, imports a file of June's expenses in Payouts > Bulk payouts from a file, and asks
in her turn: her review page waits for a second person (``bulk-four-eyes-waiting``). Payouts
> Batches waiting for confirmation lists both batches, Marta's selected: Elena may confirm it,
never her own (``bulk-confirm-batches``). The same window's "Waiting for you" dock then lists
Marta's batch beside the payouts that wait (tools/screenshot_waiting.py).
"""

from __future__ import annotations

import asyncio
import csv
import hashlib
import io
import shutil
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

from app.services.bulk.batch_store import SqliteBatchStore
from app.services.bulk.model import CheckedRow, ImportedRow, PayoutKind, SourceFile
from app.services.bulk.review import make_batch
from app.services.bulk.row_checks import RowChecker
from app.services.context import AccountRef
from app.services.environments import Environment
from app.services.journal import Journal
from app.services.session import Session
from app.views.accounts.user_panel import AID_ROLE
from app.views.activity import ActivityTracker
from app.views.bulk.batch_approval import Approval
from app.views.widgets.numbers import localized_number
from tools import screenshot_kit
from tools.screenshot_bulk import HEADERS_EN, HEADERS_ES, PEOPLE, iban
from tools.screenshot_kit import MemoryKeyring, save, size_window, typed, wait_until
from tools.screenshot_team import four_eyes_profile
from tools.screenshot_waiting import render_waiting

if TYPE_CHECKING:
    from app.services.settings import AppSettings
    from app.views.main_window import MainWindow

THIRD_REVIEWER = "Marta Ibáñez"
# Marta's batch: three suppliers paid from the same account (internal column keys).
SUPPLIERS = (
    ("Jonas", "Weber", "1180.00"),
    ("Sophie", "Keller", "642.50"),
    ("Lukas", "Brandt", "905.20"),
)
# Elena's file: six of the expense people, June's amounts (none repeats May's payouts).
JUNE = ("212.00", "287.40", "164.90", "398.00", "143.25", "356.00")


def supplier_rows() -> list[CheckedRow]:
    checker = RowChecker(PayoutKind.BANK, currency="EUR", language="en")
    rows = []
    for n, (name, surname, amount) in enumerate(SUPPLIERS):
        cells = {
            "amount": amount,
            "currency": "EUR",
            "beneficiary_type": "PERSON",
            "name": name,
            "surname": surname,
            "relation": "FRIEND",
            "document_type": "PASSPORT",
            "document_number": f"C01X00T{47 + n}",
            "routing_data": "SEPA",
            "account_number": "DE89 3704 0044 0532 0130 00",
            "bank_country": "DE",
            "line1": "Unter den Linden 1",
            "city": "Berlin",
            "postal_code": "10117",
            "province": "Berlin",
            "country": "DE",
            "description": typed("Supplier invoice June", "Factura de proveedor junio"),
            "own_reference": f"PRV-2026-06-{n + 1:03d}",
        }
        rows.append(checker.check(ImportedRow(n + 2, cells)))
    if not all(row.ready for row in rows):
        raise SystemExit(f"screenshots: Marta's rows: {[row.errors for row in rows]}")
    return rows


def june_csv() -> bytes:
    """Elena's file, in the language shown, with the bulk scene's columns."""
    concept = typed("Expenses for June", "Dietas de junio")
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(HEADERS_ES if screenshot_kit.LANGUAGE == "es" else HEADERS_EN)
    for n, amount in enumerate(JUNE):
        name, surname, line1, city, postal, province = PEOPLE[n]
        number = 48213570 + 311 * n
        writer.writerow(
            [
                localized_number(amount),
                "EUR",
                "PERSON",
                name,
                surname,
                "EMPLOYEE",
                "NATIONAL_ID",
                f"{number:08d}{'TRWAGMYFPDXBNJZSQVHLCKE'[number % 23]}",
                "SEPA",
                iban(n),
                "ES",
                line1,
                city,
                postal,
                province,
                "ES",
                concept,
                f"NOM-2026-06-{n + 1:03d}",
            ]
        )
    return out.getvalue().encode("utf-8")


async def marta_asks(
    environment: Environment, signed_in: Session, journal: Journal, work: Path, ref: AccountRef
) -> None:
    """At Marta's desk: her batch proposed through the door, into the shared journal."""
    theirs_journal = Journal(
        journal.store.target, secrets=MemoryKeyring(), seen_folder=work / "seen-3"
    )
    try:
        theirs = Session(signed_in.client, environment, signed_in.api_code)
        theirs.actions.reviewer = theirs_journal.name_reviewer(THIRD_REVIEWER).result(timeout=30)
        theirs.record_to(theirs_journal)
        content = "\n".join(",".join(s[:2]) for s in SUPPLIERS).encode()
        name = typed("supplier-invoices-june.csv", "facturas-proveedores-junio.csv")
        file = SourceFile(name, hashlib.sha256(content).hexdigest(), len(content), "csv")
        batch, rows = make_batch(supplier_rows(), file, ref, theirs.actions.reviewer.key_id)
        await theirs.actions.propose_batch(ref, batch, rows)
        theirs_journal.flush()
    finally:
        theirs_journal.close()


async def render_four_eyes_batches(
    folder: Path,
    work: Path,
    signed_in: Session,
    settings: AppSettings,
    journal: Journal,
    ref: AccountRef,
) -> None:
    from app.views.main_window import MainWindow

    profile = four_eyes_profile(signed_in.environment.base_url, signed_in.api_code)
    environment = profile.environment()
    await marta_asks(environment, signed_in, journal, work, ref)

    ours = Session(signed_in.client, environment, signed_in.api_code)
    ours.actions.reviewer = journal.reviewer
    window = MainWindow(ours, settings, ActivityTracker(), journal=journal)
    size_window(window, 1400, 860)
    window.show()
    window.waiting.watch.start()  # as a signed-in window does once painted
    await open_account(window, ref)
    bulk_work = Path(tempfile.mkdtemp(prefix="teller-screens-four-eyes-"))
    store = SqliteBatchStore(bulk_work / "batches.sqlite3")
    try:
        await render_asked(window, folder, store, bulk_work)
        await render_confirmations(window, folder)
        await render_waiting(window, folder, ref)
    finally:
        if window.bulk_window is not None:
            window.bulk_window.close()
        window.close()
        window.deleteLater()
        store.close()
        shutil.rmtree(bulk_work, ignore_errors=True)


async def open_account(window: MainWindow, ref: AccountRef) -> None:
    """The account opened in Accounts as a person does (its name learned on this profile)."""
    users = window.accounts.users
    window.accounts.open_user(ref.uid)
    await wait_until(lambda: users.accounts.count() > 0, "the user's accounts")
    listed = [users.accounts.item(r).data(AID_ROLE) for r in range(users.accounts.count())]
    row = listed.index(ref.aid) if ref.aid in listed else 0
    users.accounts.setCurrentRow(row)
    await wait_until(lambda: window.accounts.account.account is not None, "the account")


async def render_asked(
    window: MainWindow, folder: Path, store: SqliteBatchStore, work: Path
) -> None:
    """June's expenses imported, reviewed and asked about: the page waits for someone else."""
    from app.views.bulk.window import BulkPayoutWindow

    bulk = BulkPayoutWindow(window.session, window.bulk_runner, window, store=store)
    window.bulk_window = bulk
    window.bulk_action.trigger()  # Payouts > Bulk payouts from a file…
    size_window(bulk, 1400, 930)
    page = bulk.import_page
    await wait_until(lambda: page.template_button.isEnabled(), "the bulk window's account")
    path = work / typed("expenses-june.csv", "dietas-junio.csv")
    path.write_bytes(june_csv())
    task = page.load_path(path)
    assert task is not None
    await wait_until(lambda: page.mapping.isVisible() and bool(page.mapping.combos), "columns")
    page.mapping.confirm()
    grid, review = bulk.grid, bulk.review
    await wait_until(lambda: bulk.pages.currentWidget() is grid, "the grid")
    await wait_until(
        lambda: grid.model.rowCount() == len(JUNE) and not grid.progress.isVisible(), "rows"
    )
    await wait_until(lambda: grid.model.counts().errors == 0, "rows without errors")
    grid.request_review()
    await wait_until(lambda: bulk.pages.currentWidget() is review, "the review")
    await wait_until(lambda: review.start_button.isEnabled(), "the batch's balance")
    review.start()  # Ask for a second person's confirmation…
    dialog = review.confirmation
    assert dialog is not None
    dialog.accept()
    await wait_until(lambda: review.approval.state() is Approval.WAITING, "the request")
    await wait_until(lambda: not review.runner.busy, "the review page")
    await asyncio.sleep(0.3)
    save(bulk, folder, "bulk-four-eyes-waiting")
    bulk.hide()


async def render_confirmations(window: MainWindow, folder: Path) -> None:
    """Payouts > Batches waiting for confirmation (Ctrl+Shift+C), Marta's batch selected."""
    window.confirm_batches_action.trigger()
    dialog = window.batch_confirmations
    assert dialog is not None
    size_window(dialog, 1060, 600)
    await wait_until(lambda: dialog.table.rowCount() == 2, "both batches")
    marta = next(row for row in range(2) if dialog.table.item(row, 4).text() == THIRD_REVIEWER)
    dialog.table.selectRow(marta)
    dialog.table.setFocus()
    await wait_until(dialog.confirm_button.isEnabled, "Marta's batch, Elena's to confirm")
    await asyncio.sleep(0.3)
    save(dialog, folder, "bulk-confirm-batches")
    dialog.reject()
