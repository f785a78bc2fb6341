"""SQLite's writers queue in the process, first come first served (sandbox/db/turns.py)."""

from __future__ import annotations

import threading

import pytest

from sandbox.db.turns import WriterTurns


def test_writers_get_their_turn_in_the_order_they_asked() -> None:
    turns = WriterTurns()
    order: list[int] = []
    inside = 0
    most_inside = 0
    asked = threading.Semaphore(0)

    def writer(number: int) -> None:
        nonlocal inside, most_inside
        asked.release()
        with turns:
            inside += 1
            most_inside = max(most_inside, inside)
            order.append(number)
            inside -= 1

    with turns:  # held while the writers line up, one after the other
        threads = []
        for number in range(8):
            thread = threading.Thread(target=writer, args=(number,))
            thread.start()
            asked.acquire()
            while len(turns._waiting) < number + 1:  # it is in the queue
                threading.Event().wait(0.001)
            threads.append(thread)
    for thread in threads:
        thread.join(5)
    assert order == list(range(8))
    assert most_inside == 1


def test_the_holder_may_enter_again_and_an_error_releases_the_turn() -> None:
    turns = WriterTurns()

    def fails() -> None:
        with turns, turns:
            raise RuntimeError("rolled back")

    with pytest.raises(RuntimeError):
        fails()
    taken = threading.Event()

    def other() -> None:
        with turns:
            taken.set()

    thread = threading.Thread(target=other)
    thread.start()
    thread.join(5)
    assert taken.is_set()
