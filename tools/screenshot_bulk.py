"""The bulk payouts screens of ``make screenshots``: the window opened from Payouts > Bulk
payouts from a file for the demo user's account, a template saved, a file of twenty expense
rows imported (three with errors: a bad IBAN, an amount written "12,34,5", a missing surname;
two rows repeating earlier ones), its columns confirmed, the errors fixed in the grid, the
review, the batch held still half-way by a pause, and its end."""

from __future__ import annotations

import asyncio
import csv
import io
import shutil
import tempfile
import threading
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QScrollArea
from schwifty import IBAN

from app.services.bulk.batch_store import SqliteBatchStore
from app.services.bulk.model import BatchRow, RowState
from app.views.bulk.import_page import notes_path
from app.views.widgets.numbers import localized_number
from tools import screenshot_kit
from tools.screenshot_kit import save, size_window, typed, wait_until

if TYPE_CHECKING:
    from app.views.bulk.window import BulkPayoutWindow
    from app.views.main_window import MainWindow

# The file's own headers, as an office clerk wrote them: most are recognised by their name or
# a synonym, "Concept" only by its spelling (the mapping marks it a guess to check).
HEADERS_EN = (
    "Amount",
    "Currency",
    "Type",
    "First name",
    "Last name",
    "Relation",
    "ID type",
    "ID number",
    "Route",
    "IBAN",
    "Bank country",
    "Address",
    "City",
    "Postcode",
    "Province",
    "Country",
    "Concept",
    "Reference",
)
HEADERS_ES = (
    "Importe",
    "Moneda",
    "Tipo",
    "Nombre",
    "Apellidos",
    "Relación",
    "Tipo documento",
    "DNI",
    "Vía",
    "IBAN",
    "País banco",
    "Dirección",
    "Ciudad",
    "CP",
    "Provincia",
    "País",
    "Conceptos",
    "Referencia",
)
PEOPLE = (
    ("Carmen", "Ruiz Ortega", "Calle de Alcalá 45", "Madrid", "28014", "Madrid"),
    ("Javier", "Moreno Gil", "Gran Via 12", "Madrid", "28013", "Madrid"),
    ("Lucía", "Navarro Sanz", "Carrer de Balmes 88", "Barcelona", "08008", "Barcelona"),
    ("Pablo", "Iglesias Vela", "Calle Sierpes 21", "Sevilla", "41004", "Sevilla"),
    ("Marta", "Castro León", "Avenida del Puerto 7", "Valencia", "46023", "Valencia"),
    ("Diego", "Romero Paz", "Calle Mayor 3", "Zaragoza", "50001", "Zaragoza"),
    ("Elena", "Vidal Campos", "Calle Larios 5", "Málaga", "29005", "Málaga"),
    ("Sergio", "Herrera Cano", "Rúa do Franco 16", "Santiago", "15702", "A Coruña"),
    ("Laura", "Molina Prieto", "Calle Uría 30", "Oviedo", "33003", "Asturias"),
    ("Andrés", "Ortiz Rubio", "Paseo Zorrilla 60", "Valladolid", "47006", "Valladolid"),
    ("Nuria", "Serrano Lago", "Calle Real 19", "Granada", "18009", "Granada"),
    ("Raúl", "Delgado Mora", "Calle Ercilla 24", "Bilbao", "48011", "Bizkaia"),
    ("Irene", "Fuentes Rey", "Calle Estafeta 8", "Pamplona", "31001", "Navarra"),
    ("Hugo", "Cabrera Sáez", "Calle Triana 40", "Las Palmas", "35002", "Las Palmas"),
    ("Alba", "Pascual Ríos", "Rambla Nova 55", "Tarragona", "43001", "Tarragona"),
    ("Óscar", "Medina Soler", "Calle San Miguel 2", "Palma", "07002", "Baleares"),
    ("Sara", "Gallego Vera", "Calle Zapatería 11", "Logroño", "26001", "La Rioja"),
    ("Tomás", "Crespo Lara", "Calle Ancha 9", "Cádiz", "11001", "Cádiz"),
)
AMOUNTS = (  # expenses, each under the 1,000 from which a payout asks for a one-time code
    "245.00",
    "312.50",
    "186.40",
    "420.00",
    "158.75",
    "390.00",
    "275.20",
    "510.00",
    "96.80",
    "330.00",
    "268.45",
    "445.90",
    "199.00",
    "372.60",
    "228.00",
    "615.30",
    "142.10",
    "301.00",
)
# Where the three errors and the two repeats are (0-based lines after the header).
BAD_IBAN, BAD_AMOUNT, NO_SURNAME = 3, 6, 11
REPEATS = {14: 2, 19: 9}  # line -> the earlier line it repeats, recipient and amount
HOLD_AFTER = 9  # rows created before the sender is paused for the sending screen


def iban(n: int) -> str:
    """A valid Spanish IBAN (national and IBAN check digits worked out) for recipient n."""
    return IBAN.generate(
        "ES", bank_code="2100", branch_code="0418", account_code=f"{200051330 + 7 * n:010d}"
    ).compact


def scene_rows(*, errors: bool = True) -> list[list[str]]:
    """Twenty rows in the language shown: eighteen people, two of them paid twice, and
    (``errors``) the three mistakes; without them, what the rows should have said."""
    concept = typed("Expenses for May", "Dietas de mayo")
    rows: list[list[str]] = []
    for n, (name, surname, line1, city, postal, province) in enumerate(PEOPLE):
        rows.append(
            [
                localized_number(AMOUNTS[n]),
                "EUR",
                "PERSON",
                name,
                surname,
                "EMPLOYEE",
                "NATIONAL_ID",
                f"{48213570 + 311 * n:08d}{'TRWAGMYFPDXBNJZSQVHLCKE'[(48213570 + 311 * n) % 23]}",
                "SEPA",
                iban(n),
                "ES",
                line1,
                city,
                postal,
                province,
                "ES",
                concept,
                f"NOM-2026-05-{n + 1:03d}",
            ]
        )
    for line in sorted(REPEATS):  # inserted where they stand in the file
        rows.insert(line, list(rows[REPEATS[line]]))
    if not errors:
        return rows
    rows[BAD_IBAN][9] = rows[BAD_IBAN][9][:-1] + str((int(rows[BAD_IBAN][9][-1]) + 1) % 10)
    rows[BAD_AMOUNT][0] = "12,34,5"
    rows[NO_SURNAME][4] = ""
    return rows


def scene_csv() -> bytes:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(HEADERS_ES if screenshot_kit.LANGUAGE == "es" else HEADERS_EN)
    writer.writerows(scene_rows())
    return out.getvalue().encode("utf-8")


class HeldStore(SqliteBatchStore):
    """The batch store, which pauses the send page once ``after`` rows were created: the
    sender is fast against the built-in sandbox, and the screen shot needs it still."""

    def __init__(self, path: Path, after: int) -> None:
        super().__init__(path)
        self.after = after
        self.hold: Callable[[], None] = lambda: None
        self._created = 0
        self._lock = threading.Lock()

    def update_row(
        self, batch_id: str, index: int, state: RowState, *, order_id: str = "", reason: str = ""
    ) -> BatchRow:
        row = super().update_row(batch_id, index, state, order_id=order_id, reason=reason)
        if state is RowState.CREATED:
            with self._lock:
                self._created += 1
                reached = self._created == self.after
            if reached:
                self.hold()
        return row


async def render_bulk(window: MainWindow, folder: Path) -> None:
    from app.views.bulk.window import BulkPayoutWindow

    work = Path(tempfile.gettempdir()) / f"teller-screens-bulk-{screenshot_kit.LANGUAGE}"
    shutil.rmtree(work, ignore_errors=True)
    (work / "Documents").mkdir(parents=True)
    store = HeldStore(work / "batches.sqlite3", HOLD_AFTER)
    bulk = BulkPayoutWindow(window.session, window.bulk_runner, window, store=store)
    window.bulk_window = bulk  # the menu item opens this window, with the holding store
    try:
        window.bulk_action.trigger()  # Payouts > Bulk payouts from a file… (Ctrl+Shift+B)
        assert window.bulk_window is bulk
        size_window(bulk, 1400, 930)
        await render_import(bulk, folder, work / "Documents")
        await render_grid(bulk, folder)
        await render_send(bulk, folder, store)
    finally:
        bulk.close()
        store.close()
        shutil.rmtree(work, ignore_errors=True)


async def render_import(bulk: BulkPayoutWindow, folder: Path, documents: Path) -> None:
    """A template saved for the account, then the expenses file read and its columns shown."""
    page = bulk.import_page
    await wait_until(lambda: page.template_button.isEnabled(), "the bulk window's account")
    template = documents / "bank-payouts-eur.csv"
    page.ask_save_path = lambda *_args: str(template)
    task = page.save_template()
    assert task is not None
    await wait_until(task.done, "the template")
    if not (template.exists() and notes_path(template).exists()):
        raise SystemExit(f"screenshots: the template was not saved: {page.banner.text}")
    expenses = documents / typed("expenses-may.csv", "dietas-mayo.csv")
    expenses.write_bytes(scene_csv())
    task = page.load_path(expenses)
    assert task is not None
    await wait_until(lambda: page.mapping.isVisible() and bool(page.mapping.combos), "columns")
    guess = next(
        h for h, mark in page.mapping.marks.items() if mark.property("role") == "fieldError"
    )
    combo = page.mapping.combos[guess]  # the column taken by its spelling, to be checked
    combo.setFocus()
    scroll = combo.parentWidget().parentWidget().parentWidget()
    assert isinstance(scroll, QScrollArea)
    scroll.verticalScrollBar().setValue(scroll.verticalScrollBar().maximum())  # the last in sight
    await asyncio.sleep(0.2)
    save(bulk, folder, "bulk-template-mapping")
    page.mapping.confirm()


async def render_grid(bulk: BulkPayoutWindow, folder: Path) -> None:
    """The rows checked, an error cell current with its sentence; then each error fixed."""
    grid = bulk.grid
    await wait_until(lambda: bulk.pages.currentWidget() is grid, "the grid")
    await wait_until(lambda: grid.model.rowCount() == 20 and not grid.progress.isVisible(), "rows")
    await wait_until(lambda: not grid.recent_note.text(), "the recent payouts")
    model = grid.model
    grid.table.setFocus()
    bad = model.index(BAD_IBAN, model.column_of("account_number"))
    grid.table.setCurrentIndex(grid.filter.mapFromSource(bad))
    await asyncio.sleep(0.2)
    save(bulk, folder, "bulk-grid-errors")

    right = scene_rows(errors=False)  # each cell typed over as the file should have had it
    for row, key, cell in (
        (BAD_IBAN, "account_number", 9),
        (BAD_AMOUNT, "amount", 0),
        (NO_SURNAME, "surname", 4),
    ):
        model.setData(model.index(row, model.column_of(key)), right[row][cell])
    await wait_until(lambda: model.counts().errors == 0, "the fixed rows")


async def render_send(bulk: BulkPayoutWindow, folder: Path, store: HeldStore) -> None:
    """The review with the balance after; the batch started, paused half-way, and ended."""
    grid, review, send = bulk.grid, bulk.review, bulk.send_page
    grid.request_review()
    await wait_until(lambda: bulk.pages.currentWidget() is review, "the review")
    await wait_until(lambda: review.start_button.isEnabled(), "the batch's balance")
    await asyncio.sleep(0.2)
    save(bulk, folder, "bulk-review")

    loop = asyncio.get_running_loop()
    store.hold = lambda: loop.call_soon_threadsafe(send.toggle_pause)
    review.start()
    dialog = review.confirmation
    assert dialog is not None
    dialog.accept()
    await wait_until(lambda: bulk.pages.currentWidget() is send, "the send page")

    def held() -> bool:
        sender = send.batch_sender
        return sender is not None and sender.paused and sender.progress.in_flight == 0

    await wait_until(held, "the paused batch")
    await asyncio.sleep(0.5)  # the rows in flight's outcomes written
    send.poll()
    save(bulk, folder, "bulk-sending")
    send.toggle_pause()
    await wait_until(lambda: send.result is not None, "the batch's end")
    await asyncio.sleep(0.2)
    save(bulk, folder, "bulk-done")
    from tools.screenshot_printouts import render_batch_summary

    await render_batch_summary(send, folder)
