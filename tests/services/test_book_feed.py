"""The one replay path: a session's books take the trusted chain once, then what other desks
append, in sequence; arrivals past a gap ask for the chain again instead of folding out of
order; a claim of this desk's reviewer that the store's order shows lost is said, once."""

from __future__ import annotations

import json

from app.services.action_log import ActionLog, ActionRecord, Outcome
from app.services.book_feed import BookFeed
from app.services.claims import CLAIM_ACTION, ClaimEvent, claim_book
from app.services.journal import JournalEntry
from app.services.reviewers import Reviewer

ANA = Reviewer("a" * 64, "Ana")
BEA = Reviewer("b" * 64, "Bea")
ENV, MERCHANT = "sandbox", "demo"


def claim(seq: int, by: Reviewer, at: str) -> JournalEntry:
    event = ClaimEvent("biz-1", by.key_id, by.name, at=at)
    detail = json.dumps({"result": event.id})
    return JournalEntry(
        seq, at, ENV, MERCHANT, "os", CLAIM_ACTION, "biz-1", "done", detail, "", "", by.key_id
    )


def other(seq: int) -> JournalEntry:
    return JournalEntry(seq, "t", ENV, MERCHANT, "os", "sign_in", "x", "done", "{}", "", "")


def bea_desk(qtbot) -> tuple[ActionLog, BookFeed, list[tuple[str, Reviewer]], list[bool]]:  # type: ignore[no-untyped-def]
    log = ActionLog()
    feed = BookFeed(log, ENV, MERCHANT, lambda: BEA)
    lost: list[tuple[str, Reviewer]] = []
    reloads: list[bool] = []
    feed.claim_lost.connect(lambda uid, owner: lost.append((uid, owner)))
    feed.reload_needed.connect(lambda: reloads.append(True))
    return log, feed, lost, reloads


def test_a_claim_written_first_elsewhere_wins_over_ours_and_we_are_told(qtbot) -> None:  # type: ignore[no-untyped-def]
    log, feed, lost, _reloads = bea_desk(qtbot)
    feed.replay([other(1), other(2)])
    mine = claim(4, BEA, "2026-01-01T10:00:00.100+00:00")  # Bea's clock: earlier
    log.record(ActionRecord(CLAIM_ACTION, "biz-1", Outcome.DONE, mine.details["result"]))
    assert claim_book(log).owner("biz-1") == BEA  # her door saw it unclaimed
    feed.take([claim(3, ANA, "2026-01-01T10:00:00.900+00:00")])
    assert claim_book(log).owner("biz-1") == ANA  # the store's order, not the clock
    assert lost == []  # her own entry is not in the store's order yet
    feed.take([mine])
    assert lost == [("biz-1", ANA)]
    feed.take([mine])  # met again: nothing new, nothing said again
    assert lost == [("biz-1", ANA)]


def test_arrivals_past_a_gap_read_the_chain_again_and_a_lost_claim_is_still_said(qtbot) -> None:  # type: ignore[no-untyped-def]
    log, feed, lost, reloads = bea_desk(qtbot)
    feed.take([other(1)])  # before the first read ends: kept
    feed.replay([other(1), other(2)])
    assert feed.replayed == 2
    ana_claim, bea_claim = claim(3, ANA, "2026-01-01T10:00:01+00:00"), claim(4, BEA, "x")
    feed.take([bea_claim])  # entry 3 was never handed on: a gap
    assert reloads == [True]
    assert claim_book(log).owner("biz-1") is None  # nothing folded out of order
    feed.replay([other(1), other(2), ana_claim, bea_claim])
    assert claim_book(log).owner("biz-1") == ANA
    assert lost == [("biz-1", ANA)]
    assert feed.replayed == 4


def test_the_first_read_tells_nothing_of_old_lost_claims(qtbot) -> None:  # type: ignore[no-untyped-def]
    _log, feed, lost, _reloads = bea_desk(qtbot)
    feed.replay([claim(1, ANA, "2026-01-01T10:00:01+00:00"), claim(2, BEA, "x")])
    assert lost == []  # that was news last week, not now
