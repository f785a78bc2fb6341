"""Drives the real Teller, in its own process, through one bank payout as a person would.

``tests/e2e/test_bank_payout.py`` runs this as ``python -m tests.e2e.teller_driver``. It
calls Teller's real entry point, ``app.main.main`` (what the ``teller`` gui-script runs):
the real QApplication, qasync loop, AppController, sign-in dialog and main window, and the
built-in sandbox that Teller starts as its own child process with seeded demo data.

The one seam: ``AppController.start`` is wrapped so that, right after Teller shows its
sign-in dialog, this scenario gets the controller and starts its steps. Teller has no hook
for that (``--smoke-test`` is the same idea, inside the app).

The scenario is a list of steps. Each step waits, by polling on Teller's own event loop
with a deadline, for what a person would wait for on screen (the dialog, the main window,
the account's balance, the confirmation, the new order), then acts through the keyboard
into the focused widget. At the end it prints one line on stdout:

    E2E-RESULT {"ok": true, "order_id": "...", "amount_minor": 12345, ...}

and exits 0; or prints the line with ``"ok": false``, the step that failed and what the
screen said, and exits 1.

Every lookup of a widget is in the "Where things are on screen" section below: by window
titles, tab labels, form labels (and the field each label is the buddy of) and button texts,
the things a person sees, so a refactoring of the widgets' internals changes nothing here.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import re
import sqlite3
import sys
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from decimal import Decimal
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QDialog,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QPushButton,
    QTabWidget,
    QWidget,
)

RESULT_PREFIX = "E2E-RESULT "
POLL_MS = 50
STEP_TIMEOUT_S = 45.0  # the slowest wait, the sandbox's start and seed, takes ~2 s alone
TOTAL_TIMEOUT_S = 100.0  # below the test's 120 s: the driver reports before it is killed
QUIT_TIMEOUT_S = 15.0

# What the person types into the bank payout form: a German SEPA payout to a person.
RECIPIENT_FIELDS: tuple[tuple[str, str], ...] = (
    ("First name", "Lena"),
    ("Surname", "Vogel"),
    ("Relation", "Friend"),
    ("Document type", "Passport"),
    ("Document number", "X1234567"),
    ("Account number", "DE89370400440532013000"),
    ("Bank country", "DE"),
    ("Street", "Unter den Linden 1"),
    ("City", "Berlin"),
    ("Postal code", "10117"),
    ("Province", "Berlin"),
    ("Country", "DE"),
    ("Description", "E2E rent for May"),
)
PAY_FROM_CURRENCY = "EUR"  # SEPA: the seeded person's EUR account


# --- Where things are on screen (every widget lookup lives here) -------------------------


def plain(text: str) -> str:
    """A label as seen: without its mnemonic marker ('U&ser' -> 'User')."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def top_level(kind: type, title_prefix: str) -> Any:
    """The visible window of this kind whose title starts so, or None."""
    for widget in QApplication.topLevelWidgets():
        if (
            isinstance(widget, kind)
            and widget.isVisible()
            and widget.windowTitle().startswith(title_prefix)
        ):
            return widget
    return None


def sign_in_dialog() -> Any:
    return top_level(QDialog, "Sign in to Teller")


def main_window() -> Any:
    return top_level(QMainWindow, "Teller")


def reviewer_name_dialog() -> Any:
    return top_level(QDialog, "Your name as a reviewer")


def tab_page(scope: Any, label: str) -> tuple[Any, Any] | tuple[None, None]:
    """(the tab widget, the page) of the tab labelled so, anywhere inside scope."""
    for tabs in scope.findChildren(QTabWidget):
        for index in range(tabs.count()):
            if plain(tabs.tabText(index)) == label:
                return tabs, tabs.widget(index)
    return None, None


def labelled_field(scope: Any, label: str) -> Any:
    """The input a visible form label names (its buddy, or the first input inside it)."""
    inputs = (QLineEdit, QComboBox, QAbstractSpinBox)
    for candidate in scope.findChildren(QLabel):
        buddy = candidate.buddy()
        if buddy is None or not candidate.isVisible() or plain(candidate.text()) != label:
            continue
        if isinstance(buddy, inputs):
            return buddy
        for child in buddy.findChildren(QWidget):
            if isinstance(child, inputs) and not isinstance(child.parent(), QComboBox):
                return child
    return None


def button(scope: Any, text: str) -> Any:
    """The visible push button with this text (mnemonic aside)."""
    for candidate in scope.findChildren(QPushButton):
        if candidate.isVisible() and plain(candidate.text()) == text:
            return candidate
    return None


def visible_texts(scope: Any) -> list[str]:
    """Every visible label's text inside scope: what the person can read there."""
    return [w.text() for w in scope.findChildren(QLabel) if w.isVisible() and w.text()]


def confirmation_dialog() -> Any:
    """The modal dialog that offers 'Send payout' (Teller's last look before money moves)."""
    modal = QApplication.activeModalWidget()
    if isinstance(modal, QDialog) and button(modal, "Send payout") is not None:
        return modal
    return None


def file_menu() -> Any:
    """The open menu that offers 'Quit' (File, dropped down from the menu bar)."""
    popup = QApplication.activePopupWidget()
    if isinstance(popup, QMenu) and any(plain(a.text()) == "Quit" for a in popup.actions()):
        return popup
    return None


def focused() -> Any:
    return QApplication.focusWidget()


# --- The keyboard -----------------------------------------------------------------------


def key(widget: Any, name: str, *modifiers: str) -> None:
    """Press and release one key (e.g. key(w, 'Return'), key(w, 'P', 'Alt'))."""
    modifier = Qt.KeyboardModifier.NoModifier
    for mod in modifiers:
        modifier |= getattr(Qt.KeyboardModifier, f"{mod}Modifier")
    QTest.keyClick(widget, getattr(Qt.Key, f"Key_{name}"), modifier)


def type_into_focus(text: str) -> None:
    """Type where the keyboard focus really is, as a person would."""
    target = focused()
    if target is None:
        raise StepError(f"nothing has the keyboard focus to type {text!r} into")
    QTest.keyClicks(target, text)


def put_focus_on(widget: Any) -> None:
    """Move the focus to a field, as a click into it would, and check that it got there."""
    widget.window().activateWindow()
    widget.setFocus(Qt.FocusReason.MouseFocusReason)
    now = focused()
    if now is not widget and (now is None or now.parent() is not widget):
        raise StepError(f"the focus went to {describe(now)} instead of {describe(widget)}")


def describe(widget: Any) -> str:
    """A widget in a failure message: its class and what it shows."""
    if widget is None:
        return "nothing"
    text = widget.currentText() if isinstance(widget, QComboBox) else getattr(widget, "text", str)()
    return f"{type(widget).__name__}({text!r})"


# --- The scenario -----------------------------------------------------------------------


class StepError(Exception):
    """A step met something other than what a person would expect on screen."""


@dataclass
class Step:
    name: str
    ready: Callable[[], bool]  # what the person waits to see before acting
    act: Callable[[], None]
    timeout_s: float = STEP_TIMEOUT_S


@dataclass
class Outcome:
    ok: bool = False
    done: bool = False
    failed_step: str | None = None
    error: str | None = None
    data: dict[str, Any] = field(default_factory=dict)
    timings: dict[str, float] = field(default_factory=dict)
    unexpected_errors: list[str] = field(default_factory=list)


class BankPayoutScenario:
    """Sign in to the built-in sandbox, open a funded seeded EUR account in Payouts, send a
    bank payout through the confirmation, wait for the order, quit through the File menu."""

    def __init__(self, controller: Any, amount: str, outcome: Outcome) -> None:
        self.controller = controller
        self.amount = amount
        self.outcome = outcome
        self.steps = [
            Step("sign-in dialog shown", self.sign_in_is_up, self.press_enter_to_sign_in),
            Step("asked for a name", self.reviewer_name_is_up, self.accept_the_suggested_name),
            Step("signed in", self.main_window_is_up, self.open_payouts_tab),
            Step("Payouts tab open", self.payouts_tab_is_open, self.choose_account),
            Step("account loaded", self.account_is_loaded, self.fill_and_submit_bank_payout),
            Step("confirmation shown", self.confirmation_is_up, self.confirm_by_keyboard),
            Step("order created", self.order_is_created, self.note_the_order),
            Step("main window active again", self.main_window_is_up, self.open_file_menu),
            Step("File menu open", self.file_menu_is_open, self.choose_quit),
        ]
        self.index = 0
        self.started = time.monotonic()
        self.step_started = self.started
        self.acting = False
        self.order_id: str | None = None

    # --- the runner ---
    def begin(self) -> None:
        """Poll on Teller's own loop. The timer keeps firing while an action sits in a
        modal dialog's nested event loop (exec), which is why actions run on their own."""
        self.poller = QTimer()
        self.poller.setInterval(POLL_MS)
        self.poller.timeout.connect(self.tick)
        self.poller.start()
        QTimer.singleShot(int(TOTAL_TIMEOUT_S * 1000), self.overall_deadline)
        self.loop_watched = False  # asyncio's loop exists once the sign-in dialog has painted

    def watch_the_loop(self) -> None:
        if self.loop_watched:
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return
        loop.set_exception_handler(self.on_loop_exception)
        self.loop_watched = True

    def tick(self) -> None:
        """One poll: is what the current step waits for on screen yet? Act, or give up
        once its deadline has passed."""
        self.watch_the_loop()
        if self.outcome.done or self.acting or self.index >= len(self.steps):
            return
        step = self.steps[self.index]
        try:
            ready = step.ready()
        except Exception as exc:  # a lookup that raised: say which step, and stop
            self.fail(step.name, f"checking: {exc!r}\n{traceback.format_exc()}")
            return
        if ready:
            self.outcome.timings[step.name] = round(time.monotonic() - self.started, 2)
            self.index += 1
            self.step_started = time.monotonic()
            self.acting = True
            QTimer.singleShot(0, lambda: self.run_action(step))
        elif time.monotonic() - self.step_started > step.timeout_s:
            self.fail(step.name, f"not seen within {step.timeout_s:.0f} s")

    def run_action(self, step: Step) -> None:
        self.acting = False  # an action may block in a dialog's exec(); polling goes on
        try:
            step.act()
        except Exception as exc:
            detail = str(exc) if isinstance(exc, StepError) else traceback.format_exc()
            self.fail(step.name, detail)

    def fail(self, step: str, error: str) -> None:
        if self.outcome.done:
            return
        self.outcome.done = True
        self.outcome.ok = False
        self.outcome.failed_step = step
        self.outcome.error = error
        self.outcome.data["on_screen"] = self.what_the_screen_says()
        self.quit_now()

    def overall_deadline(self) -> None:
        if not self.outcome.done:
            self.fail(self.current_step_name(), f"the scenario passed {TOTAL_TIMEOUT_S:.0f} s")

    def current_step_name(self) -> str:
        return self.steps[min(self.index, len(self.steps) - 1)].name

    def quit_now(self) -> None:
        QApplication.quit()

    def on_loop_exception(self, loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
        """An exception nobody handled inside Teller's asyncio tasks fails the run."""
        self.outcome.unexpected_errors.append(str(context.get("exception") or context))
        loop.default_exception_handler(context)

    def what_the_screen_says(self) -> dict[str, list[str]]:
        return {
            w.windowTitle() or type(w).__name__: visible_texts(w)[:40]
            for w in QApplication.topLevelWidgets()
            if w.isVisible()
        }

    # --- step 1: sign in ---
    def sign_in_is_up(self) -> bool:
        dialog = sign_in_dialog()
        return dialog is not None and dialog.isActiveWindow() and focused() is not None

    def press_enter_to_sign_in(self) -> None:
        """The dialog preselects the built-in sandbox with demo / demo-key: Enter signs in
        (if the sandbox is still starting, the dialog waits for it)."""
        dialog = sign_in_dialog()
        environment = labelled_field(dialog, "Environment")
        code = labelled_field(dialog, "API code")
        if environment is None or environment.currentText() != "Sandbox (built in)":
            raise StepError(f"the environment is {describe(environment)}, not the sandbox")
        if code is None or code.text() != "demo":
            raise StepError(f"the API code field holds {describe(code)}, not 'demo'")
        key(focused(), "Return")

    # --- step 2: the main window ---
    def reviewer_name_is_up(self) -> bool:
        """A desk's first sign-in asks the name its journal entries are signed under."""
        dialog = reviewer_name_dialog()
        return dialog is not None and dialog.isVisible() and focused() is not None

    def accept_the_suggested_name(self) -> None:
        """The login name is suggested and selected: Enter takes it, as a person in a hurry
        would."""
        dialog = reviewer_name_dialog()
        name = labelled_field(dialog, "Display name")
        if name is None or not name.text().strip():
            raise StepError(f"the name field holds {describe(name)}, not a suggestion")
        key(focused(), "Return")

    def main_window_is_up(self) -> bool:
        """Shown and active, with a focused widget (offscreen, closing a modal dialog
        leaves no window active: a person would click into the main window)."""
        window = main_window()
        if window is None:
            return False
        if not window.isActiveWindow() or focused() is None:
            window.activateWindow()
            return False
        return True

    def open_payouts_tab(self) -> None:
        """Once signed in the sandbox is up: note its pid and database, find a funded
        account in the seeded data, and open Payouts with its mnemonic (Alt+P)."""
        from app.views.app_controller import sandbox_db_path

        self.outcome.data["sandbox_pid"] = self.controller.sandbox.pid
        db_path = sandbox_db_path()
        self.outcome.data["db_path"] = str(db_path)
        self.outcome.data |= funded_seeded_account(db_path, PAY_FROM_CURRENCY)
        key(focused() or main_window(), "P", "Alt")

    # --- step 3: choose the account to pay from ---
    def payouts_tab_is_open(self) -> bool:
        tabs, page = tab_page(main_window(), "Payouts")
        return tabs is not None and tabs.currentWidget() is page and page.isVisible()

    def choose_account(self) -> None:
        """The Account field by its mnemonic and the User field before it (Shift+Tab: the
        page has no letter left for User), then 'Use account' (Alt+U)."""
        window = main_window()
        key(focused() or window, "N", "Alt")  # Accou&nt
        key(focused(), "Backtab", "Shift")  # the User field, its text selected
        self.type_into_payouts_field("User", self.outcome.data["user_id"])
        key(focused(), "N", "Alt")
        self.type_into_payouts_field("Account", self.outcome.data["account_id"])
        key(focused(), "U", "Alt")

    def type_into_payouts_field(self, label: str, text: str) -> None:
        """A mnemonic selects the field's whole text, so typing replaces anything there."""
        _tabs, page = tab_page(main_window(), "Payouts")
        wanted = labelled_field(page, label)
        if wanted is None or focused() is not wanted:
            raise StepError(f"the {label!r} mnemonic put the focus on {describe(focused())}")
        type_into_focus(text)
        if wanted.text() != text:
            raise StepError(f"typing {text!r} into {label!r} left {wanted.text()!r}")

    # --- step 4: the bank payout form ---
    def bank_form(self) -> Any:
        _tabs, page = tab_page(main_window(), "Bank payout")
        return page

    def account_is_loaded(self) -> bool:
        """The balance of the account typed is shown (nothing replaced the ids meanwhile),
        the form is enabled and the relation catalogue is in."""
        _tabs, payouts = tab_page(main_window(), "Payouts")
        form = self.bank_form()
        if payouts is None or form is None or not form.isEnabled() or not form.isVisible():
            return False
        for label in ("User", "Account"):
            typed = self.outcome.data["user_id" if label == "User" else "account_id"]
            if labelled_field(payouts, label).text() != typed:
                raise StepError(f"the {label!r} field no longer holds {typed!r}")
        relation = labelled_field(form, "Relation")
        shown = " ".join(visible_texts(payouts))
        return (
            relation is not None
            and relation.findText("Friend") >= 0
            and "Available" in shown
            and self.outcome.data["account_alias"] in shown
        )

    def fill_and_submit_bank_payout(self) -> None:
        """Type each field the way a person fills a form, then Ctrl+Return ('Review and
        send…'). That opens the confirmation modally; the next step answers it."""
        form = self.bank_form()
        self.outcome.data["available_shown"] = next(
            (t for t in visible_texts(tab_page(main_window(), "Payouts")[1]) if "Available" in t),
            None,
        )
        self.fill(form, "Amount", self.amount)
        for label, text in RECIPIENT_FIELDS:
            self.fill(form, label, text)
        key(focused(), "Return", "Control")

    def fill(self, form: Any, label: str, text: str) -> None:
        widget = labelled_field(form, label)
        if widget is None:
            raise StepError(f"no field labelled {label!r} in the bank payout form")
        put_focus_on(widget)
        type_into_focus(text)
        if isinstance(widget, QComboBox) and widget.isEditable():
            key(focused(), "Escape")  # close the completer's list, keep what was typed
        value = widget.currentText() if isinstance(widget, QComboBox) else widget.text()
        if not value.startswith(text):
            raise StepError(f"typing {text!r} into {label!r} left {value!r}")

    # --- step 5: the confirmation ---
    def confirmation_is_up(self) -> bool:
        dialog = confirmation_dialog()
        return dialog is not None and dialog.isActiveWindow()

    def confirm_by_keyboard(self) -> None:
        """Enter alone never sends money here: the focus starts on Cancel. The person reads
        the debit, tabs to 'Send payout' and presses Space."""
        dialog = confirmation_dialog()
        shown = visible_texts(dialog)
        self.outcome.data["confirmation"] = shown
        self.outcome.data["confirmation_focus"] = describe(focused())
        if not any(self.amount in text for text in shown):
            raise StepError(f"the confirmation does not show {self.amount}: {shown}")
        send = button(dialog, "Send payout")
        for _ in range(6):
            if focused() is send:
                break
            key(focused() or dialog, "Tab")
        else:
            raise StepError(f"Tab never reached 'Send payout' (at {describe(focused())})")
        key(send, "Space")

    # --- step 6: the order ---
    def order_is_created(self) -> bool:
        for text in visible_texts(self.bank_form()):
            match = re.search(r"Payout created: (\S+)\.", text)
            if match:
                self.order_id = match.group(1)
                return True
        return False

    def note_the_order(self) -> None:
        self.outcome.data["order_id"] = self.order_id

    def open_file_menu(self) -> None:
        """Done: quit as a person would, through File > Quit (Alt+F, Q); Teller then stops
        its sandbox. (Ctrl+Q is the platform's Quit key: Linux desktops bind it, offscreen
        does not, nor does Windows.)"""
        key(focused() or main_window(), "F", "Alt")

    def file_menu_is_open(self) -> bool:
        return file_menu() is not None

    def choose_quit(self) -> None:
        self.outcome.ok = True
        self.outcome.done = True
        key(file_menu(), "Q")
        QTimer.singleShot(int(QUIT_TIMEOUT_S * 1000), self.quit_did_not_work)

    def quit_did_not_work(self) -> None:
        self.outcome.ok = False
        self.outcome.failed_step = "quit"
        self.outcome.error = f"File > Quit did not quit Teller within {QUIT_TIMEOUT_S:.0f} s"
        self.outcome.data["on_screen"] = self.what_the_screen_says()
        self.quit_now()


def funded_seeded_account(db_path: Path, currency: str) -> dict[str, Any]:
    """A seeded person's account in this currency with plenty available: what a tester
    looks up before starting. Read-only, while the sandbox runs (WAL allows it)."""
    with sqlite3.connect(f"file:{db_path}?mode=ro", uri=True) as db:
        row = db.execute(
            """
            SELECT a.user_id, a.id, a.alias, a.balance - a.pending_out
            FROM accounts a
            JOIN users u ON u.id = a.user_id
            JOIN merchants m ON m.id = a.merchant_id
            WHERE m.code = 'demo' AND u.type = 'PERSON' AND a.state = 'ACTIVE'
              AND a.currency = ? AND a.balance - a.pending_out >= 500000
            ORDER BY a.id
            LIMIT 1
            """,
            (currency,),
        ).fetchone()
    if row is None:
        raise StepError(f"no seeded person's {currency} account holds 5,000.00 in {db_path}")
    uid, aid, alias, available = row
    return {
        "user_id": uid,
        "account_id": aid,
        "account_alias": alias,
        "available_before": available,
    }


def install_scenario(amount: str, outcome: Outcome) -> None:
    """Hand the controller to the scenario once Teller has shown its sign-in dialog."""
    from app.views.app_controller import AppController

    original_start = AppController.start

    def start_then_drive(controller: AppController) -> None:
        original_start(controller)
        scenario = BankPayoutScenario(controller, amount, outcome)
        controller._e2e_scenario = scenario  # type: ignore[attr-defined]  # keep it alive
        scenario.begin()

    AppController.start = start_then_drive  # type: ignore[method-assign]


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--amount", default="123.45", help="what the person types, e.g. 123.45")
    args = parser.parse_args(argv)
    if Decimal(args.amount) >= 1000:
        parser.error("stay below 1,000.00: from there the sandbox asks for an OTP")
    return args


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    outcome = Outcome()

    def excepthook(kind: type[BaseException], value: BaseException, tb: Any) -> None:
        """An exception in one of Teller's slots fails the run instead of scrolling by."""
        outcome.unexpected_errors.append("".join(traceback.format_exception(kind, value, tb)))
        sys.__excepthook__(kind, value, tb)

    sys.excepthook = excepthook
    install_scenario(args.amount, outcome)
    from app.main import main as teller_main

    started = time.monotonic()
    teller_code = teller_main(["teller"])
    ok = outcome.ok and teller_code == 0 and not outcome.unexpected_errors
    result = {
        "ok": ok,
        "amount": args.amount,
        "amount_minor": int(Decimal(args.amount) * 100),
        "currency": PAY_FROM_CURRENCY,
        "teller_exit_code": teller_code,
        "failed_step": outcome.failed_step,
        "error": outcome.error,
        "unexpected_errors": outcome.unexpected_errors,
        "timings": outcome.timings,
        "seconds": round(time.monotonic() - started, 2),
        **outcome.data,
    }
    print(RESULT_PREFIX + json.dumps(result), flush=True)
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
