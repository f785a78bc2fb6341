"""An order list's text search read through the trigram index (sandbox/db/text_index.py).

``where_clause`` says what a list answers; this says the same thing in a shape SQLite reads
quickly. A ``search`` (the exact id, or part of the reference) or an ``id_like`` of three
characters or more asks the index for the orders that may hold the text: when there are at
most ``MAX_CANDIDATES``, the list becomes ``id IN (those) AND <the whole condition as
before>``, read by the primary key, a few rows instead of every order of the merchant. The
condition as before stays whole (the index proposes, the ``LIKE`` decides), so the rows, the
total and the order are those of the plain query.

A text the index cannot narrow (shorter than a trigram, or held by more orders than that,
such as "BULK" in a seeded sandbox) reads as before: the plain condition, whose count the
covering ``(scope, reference, id)`` indexes answer without reading rows, and whose page a
walk of the newest first finds quickly since such texts are common.
"""

from __future__ import annotations

from collections.abc import Iterable

from sqlalchemy import ColumnElement, Connection, and_, func, text

from app.models.order_query import Operator, OrderFilter
from sandbox.db.tables import orders
from sandbox.db.text_index import FTS_TABLE

MAX_CANDIDATES = 1000  # about 10 µs each by the primary key: ~10 ms at most a query
TRIGRAM = 3  # the index holds runs of three characters: a shorter text matches none


def narrowed(
    conn: Connection, terms: list[ColumnElement[bool]], search: str | None, id_likes: list[str]
) -> ColumnElement[bool]:
    """The list's condition (``terms``, each of which a row must meet), read through the
    candidates of the first text the index narrows to ``MAX_CANDIDATES`` orders or fewer;
    the plain condition when none does.

    ``likely``, on each term by itself (SQLite's planner sees through it to the terms of an
    AND inside, and would forget the hint), says that the term holds for most rows (the
    scope does: one merchant's orders), so the planner reads the candidates by the primary
    key rather than walking the scope's index and testing each row against the list.
    """
    plain = and_(*terms)
    asked: list[tuple[str, str, str | None]] = []
    if search is not None:
        asked.append(("reference", search, search))  # the id itself is a candidate too
    asked.extend(("order_id", fragment, None) for fragment in id_likes)
    for column, wanted, itself in asked:
        found = candidates(conn, column, wanted)
        if found is None:
            continue
        if itself is not None:
            found.append(itself)
        return and_(orders.c.id.in_(found), *(func.likely(term) for term in terms))
    return plain


def candidates(conn: Connection, column: str, wanted: str) -> list[str] | None:
    """Ids of the orders whose ``column`` may hold ``wanted`` (a superset of those whose
    ``LIKE`` does: the index folds case over all of Unicode); None when the text is too
    short for the index or more than ``MAX_CANDIDATES`` orders hold it."""
    if len(wanted) < TRIGRAM:
        return None
    phrase = '"' + wanted.replace('"', '""') + '"'  # every other character is literal
    found = list(
        conn.execute(
            text(f"SELECT order_id FROM {FTS_TABLE} WHERE {FTS_TABLE} MATCH :match LIMIT :limit"),
            {"match": f"{{{column}}} : {phrase}", "limit": MAX_CANDIDATES + 1},
        ).scalars()
    )
    return None if len(found) > MAX_CANDIDATES else found


def id_like_values(filters: Iterable[OrderFilter]) -> list[str]:
    """The ``id_like`` texts among a list's filters."""
    return [str(f.value) for f in filters if f.field == "id" and f.operator is Operator.LIKE]
