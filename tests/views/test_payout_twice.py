"""A second identical payout is never one click away, and money that cannot leave is said at
the amount before anything is confirmed, in money."""

from __future__ import annotations

from typing import Any

from app.models.order_query import OrderQuery
from app.views.payouts.confirmation import Confirmation
from tests.views.test_payouts_workspace import fill_person, open_workspace

DEBITED = "amounts.debitedAmount.amount"


def answering(form: Any, answer: bool) -> list[Confirmation]:
    asked: list[Confirmation] = []

    def confirm(confirmation: Confirmation) -> bool:
        asked.append(confirmation)
        return answer

    form.confirm = confirm
    return asked


def bank_payouts(session, uid: str, aid: str, arun) -> list[Any]:  # type: ignore[no-untyped-def]
    orders = arun(session.client.list_account_orders(uid, aid, OrderQuery(page_size=20)))
    return [o for o in orders.orders if o.type == "BANK_PAY_OUT"]


def send(qtbot, form) -> None:  # type: ignore[no-untyped-def]
    task = form.submit()
    assert task is not None
    qtbot.waitUntil(task.done, timeout=10_000)


def test_after_a_payout_the_form_is_done_and_a_repeat_is_deliberate(
    qtbot, qloop, session, funded, arun
) -> None:  # type: ignore[no-untyped-def]
    uid, aid = funded
    form = open_workspace(qtbot, session, uid, aid).bank
    asked = answering(form, True)
    fill_person(form, "25.00")
    send(qtbot, form)
    [first] = bank_payouts(session, uid, aid, arun)
    assert asked[0].warning is None  # nothing like it was sent before
    assert asked[0].send_text is None

    # Done: what was sent stays, read-only; Review and send is gone, Repeat is offered.
    assert not form.amount.isEnabled()
    assert not form.name.isEnabled()
    assert form.submit_button.isHidden()
    assert form.repeat_button.isVisibleTo(form)
    assert form.submit() is None  # Ctrl+Enter on a done form sends nothing
    assert len(bank_payouts(session, uid, aid, arun)) == 1

    form.repeat_button.click()
    assert form.amount.isEnabled()
    assert form.amount.text() == "25.00"  # the same values, open for review
    form.confirm = lambda confirmation: asked.append(confirmation) is None and False
    send(qtbot, form)  # the person reads the warning and says no
    warned = asked[-1]
    assert warned.send_text == "Send again"
    assert warned.warning is not None
    assert first.reference in warned.warning
    assert "25.00 EUR" in warned.warning
    assert len(bank_payouts(session, uid, aid, arun)) == 1  # declined: nothing sent

    answering(form, True)
    send(qtbot, form)  # "Send again", deliberately
    assert len(bank_payouts(session, uid, aid, arun)) == 2


def test_a_different_amount_is_no_twin(qtbot, qloop, session, funded, arun) -> None:  # type: ignore[no-untyped-def]
    uid, aid = funded
    form = open_workspace(qtbot, session, uid, aid).bank
    asked = answering(form, True)
    fill_person(form, "25.00")
    send(qtbot, form)
    form.repeat_button.click()
    form.amount.setText("26.00")
    send(qtbot, form)
    assert asked[-1].warning is None
    assert len(bank_payouts(session, uid, aid, arun)) == 2


def test_new_payout_empties_the_done_form(qtbot, qloop, session, funded) -> None:  # type: ignore[no-untyped-def]
    uid, aid = funded
    form = open_workspace(qtbot, session, uid, aid).bank
    answering(form, True)
    fill_person(form, "25.00")
    send(qtbot, form)
    form.clear_button.click()
    assert form.amount.isEnabled()
    assert form.amount.text() == ""
    assert form.name.text() == ""
    assert not form.result.isVisibleTo(form)
    assert form.submit_button.isVisibleTo(form)


def test_money_that_cannot_leave_is_said_at_the_amount_before_any_confirmation(
    qtbot, qloop, session, funded, arun
) -> None:  # type: ignore[no-untyped-def]
    uid, aid = funded  # 10,000.00 EUR
    form = open_workspace(qtbot, session, uid, aid).bank
    asked = answering(form, True)
    fill_person(form, "20000.00")
    assert form.submit() is None
    assert form.fields.message_at(DEBITED) == (
        "This account has 10,000.00 EUR available; this bank payout needs at least 20,000.00 EUR."
    )
    assert form.window().focusWidget() is form.amount  # the keyboard is at the field at fault
    fill_person(form, "60000.00")  # above the feature's maximum
    assert form.submit() is None
    assert form.fields.message_at(DEBITED) == (
        "The largest bank payout from this account is 50,000.00 EUR."
    )
    fill_person(form, "0.50")  # below its minimum
    assert form.submit() is None
    assert form.fields.message_at(DEBITED) == (
        "The smallest bank payout from this account is 1.00 EUR."
    )
    assert asked == []  # nothing reached a confirmation
    assert bank_payouts(session, uid, aid, arun) == []
