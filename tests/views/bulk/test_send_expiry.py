"""A batch whose session ends while it is sent: the send page asks for a sign-in (the window's
re-login prompt) and runs the batch on, every row under its own key, so each row makes one
order. Before, the run stopped with "Your session has expired; sign in again." and offered
neither a sign-in nor a way on in the window."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from app.services.bulk.batch_store import SqliteBatchStore
from app.views.bulk.send_page import SendPage
from tests.helpers.session_tokens import secret_sandbox
from tests.views.bulk.test_review_page import bank_rows
from tests.views.bulk.test_send_page import account, stored
from tests.views.test_session_expiry_keeps_typing import (
    expire,
    prompt_of,
    sign_in_at,
    window_for,
)


@pytest.fixture(scope="module")
def live_sandbox(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """This module's sandbox signs with a secret the tests know, so a token can be ended."""
    with secret_sandbox(tmp_path_factory.mktemp("bulk-expiry")) as base_url:
        yield base_url


def test_a_batch_whose_session_ends_asks_for_a_sign_in_and_goes_on_paying_each_row_once(
    qtbot, qloop, session, settings, arun, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    store = SqliteBatchStore(tmp_path / "batches.sqlite3")
    window = window_for(qtbot, session, settings)
    ref = account(session, arun)
    batch_id = stored(store, ref, bank_rows(*(f"{10 + i}.00" for i in range(6))), session)
    page = SendPage(session, window.bulk_runner, store=store)
    qtbot.addWidget(page)
    page.show()
    expire(session)  # the token ends before the first row leaves
    page.send(batch_id)

    sign_in_at(qtbot, prompt_of(qtbot, window))
    qtbot.waitUntil(lambda: page.result is not None and page.result.finished, timeout=30_000)
    rows = store.rows(batch_id)
    assert {row.state.value for row in rows} == {"created"}
    orders = arun(
        _orders(session, ref.uid, ref.aid)
    )  # one order a row: the rows' own keys, never new ones
    assert len(orders) == 6
    assert {row.order_id for row in rows} == set(orders)
    assert not page.banner.isVisible() or "expired" not in page.banner.text
    store.close()


async def _orders(session, uid: str, aid: str) -> list[str]:  # type: ignore[no-untyped-def]
    orders = session.client.iter_account_orders(uid, aid)
    return [o.id async for o in orders if o.type.endswith("PAY_OUT")]  # not the deposit
