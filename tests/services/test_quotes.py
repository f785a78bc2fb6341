"""The door and the quotes on screen: nothing is sent on a quote that has ended, and the
testers' "Expire quotes now" ends every quote Teller holds and says so to the views."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from app.services.action_log import Outcome
from app.services.quotes import QuoteBook, QuoteEnd, QuoteEnded
from tests.helpers.bodies import crypto_payout
from tests.services.test_actions import door_over

pytestmark = pytest.mark.anyio


async def test_a_payout_on_an_ended_quote_is_refused_before_it_is_sent(tmp_path: Path) -> None:
    async with door_over(tmp_path) as (door, seen):
        ref = await door.funded_account()
        ended = door.actions.quotes.hold(30.0, asked_at=time.monotonic() - 31.0)
        with pytest.raises(QuoteEnded) as caught:
            await door.actions.create_crypto_payout(ref, crypto_payout(10_000), "k-1", ended)
        assert "nothing was sent" in caught.value.message
        assert not [head for head in seen if b"crypto-payouts" in head]
        account = await door.client.get_account(ref.uid, ref.aid)
        assert account.pending_out == 0
        live = door.actions.quotes.hold(30.0)
        order = await door.actions.create_crypto_payout(ref, crypto_payout(10_000), "k-1", live)
    assert [(r.action, r.outcome) for r in door.log.records] == [
        ("crypto_payout", Outcome.REFUSED),
        ("crypto_payout", Outcome.DONE),
    ]
    assert door.log.records[-1].detail == order.id
    assert live.end is QuoteEnd.USED  # a payout took it: it is not offered again


async def test_expire_quotes_now_ends_every_held_quote_and_says_so(tmp_path: Path) -> None:
    async with door_over(tmp_path) as (door, _seen):
        held = [door.actions.quotes.hold(300.0) for _ in range(2)]
        await door.actions.expire_quotes()
    assert [q.end for q in held] == [QuoteEnd.EXPIRED_BY_TESTER] * 2
    assert all(q.seconds_left == 0 for q in held)
    assert ("quotes", "") in door.heard


def test_a_quote_ends_by_its_time_and_the_first_reason_stays() -> None:
    book = QuoteBook()
    quote = book.hold(10.0, asked_at=time.monotonic() - 11.0)
    assert quote.end is QuoteEnd.TIME
    fresh = book.hold(10.0)
    assert not fresh.ended
    fresh.end_now(QuoteEnd.USED)
    assert book.end_all(QuoteEnd.EXPIRED_BY_TESTER) == 0  # none still held: none ended now
    assert fresh.end is QuoteEnd.USED
