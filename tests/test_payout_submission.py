from __future__ import annotations

from app.services.payout_submission import PayoutSubmission

PATH = "/api/v1/account/users/u/accounts/a/bank-payouts"


def test_the_same_body_reuses_its_key_until_it_succeeds() -> None:
    submission = PayoutSubmission()
    body = {"amounts": {"debitedAmount": {"amount": 100, "currency": "EUR"}}, "description": "x"}
    first = submission.key_for(body, PATH)
    assert submission.key_for({"description": "x", **body}, PATH) == first  # key order is no change
    assert submission.pending_key == first
    submission.succeeded()
    assert submission.pending_key is None
    assert submission.key_for(body, PATH) != first


def test_a_changed_body_or_account_gets_a_new_key() -> None:
    submission = PayoutSubmission()
    first = submission.key_for({"amount": 100}, PATH)
    second = submission.key_for({"amount": 101}, PATH)
    assert second != first
    assert submission.key_for({"amount": 101}, PATH.replace("/a/", "/b/")) != second
    assert submission.key_for({"amount": 100}, PATH) not in (first, second)  # not resurrected
