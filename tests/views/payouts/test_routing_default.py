"""Issue 28, item 9: the bank form's routing defaults to one that fits the account's currency
(SEPA, a euro transfer, only for euros), and a routing the person picked is left alone."""

from __future__ import annotations

import pytest

from tests.helpers.full_client import full_client
from tests.views.test_payouts_workspace import open_workspace


def account_in(currency: str, helpers, session, arun) -> tuple[str, str]:  # type: ignore[no-untyped-def]
    user = arun(helpers.create_user({"type": "PERSON", "name": "Ana", "surname": "Ruiz"}))
    account = arun(
        full_client(session).create_account(user.id, {"alias": currency, "currency": currency})
    )
    return user.id, account.id


@pytest.mark.parametrize(
    ("currency", "routing"), [("EUR", "SEPA"), ("USD", "WIRE"), ("ARS", "SWIFT")]
)
def test_the_routing_fits_the_accounts_currency(
    qtbot, qloop, session, helpers, arun, currency: str, routing: str
) -> None:  # type: ignore[no-untyped-def]
    form = open_workspace(qtbot, session, *account_in(currency, helpers, session, arun)).bank
    assert form.routing.currentData() == routing
    assert "Euro" not in form.routing_hint.text() or currency == "EUR"


def test_a_routing_the_person_picked_stays_until_another_account(
    qtbot, qloop, session, helpers, arun
) -> None:  # type: ignore[no-untyped-def]
    workspace = open_workspace(qtbot, session, *account_in("USD", helpers, session, arun))
    form = workspace.bank
    form.routing.setCurrentIndex(form.routing.findData("SWIFT"))
    ref = session.context.account
    form.set_account(arun(session.client.get_account(ref.uid, ref.aid)))  # a refresh of it
    form.clear_form()  # a new payout from the same account
    assert form.routing.currentData() == "SWIFT"
    uid, aid = account_in("EUR", helpers, session, arun)
    workspace.use_account(uid, aid)
    qtbot.waitUntil(lambda: form.account is not None and form.account.id == aid, timeout=5_000)
    assert form.routing.currentData() == "SEPA"
