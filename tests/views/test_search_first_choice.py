"""The search's highlighted row is its best result, never the Accounts group's "Browse every
account…" (seen under Xvfb: typing "lucia" left the chooser's row highlighted above Lucía's
own rows, so Enter opened the chooser; with no account found, the chooser's row came first)."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from app.views.search.results_list import BROWSE_ACCOUNTS, ResultsList, Row, Section


def row(key: str) -> Row:
    return Row(key, key, key, key)


def browse() -> Row:
    return Row(BROWSE_ACCOUNTS, "Browse every account…", "", BROWSE_ACCOUNTS)


def test_the_best_result_is_highlighted_not_the_account_chooser(qtbot) -> None:  # type: ignore[no-untyped-def]
    owner = QWidget()
    qtbot.addWidget(owner)
    results = ResultsList(owner)
    # Only the chooser at first (a letter typed before anything matched): it is highlighted...
    results.show_sections([Section("Accounts", (browse(),))])
    assert results.current_row() == browse()
    # ...and gives way to the first result once there is one, though it was highlighted.
    people = Section("People", (row("person:lucia"),))
    results.show_sections([people, Section("Accounts", (row("account:eur"), browse()))])
    assert results.current_row() == row("person:lucia")
    # With no account found, the chooser's group comes first but an order is highlighted.
    orders = Section("Orders", (row("order:po-1"), row("order:po-2")))
    results.show_sections([Section("Accounts", (browse(),)), orders])
    assert results.current_row() == row("order:po-1")
