"""An order list's text search read through the trigram index (sandbox/db/text_index.py).

``where_clause`` says what a list answers; this says the same thing in a shape SQLite reads
quickly. A ``search`` (the exact id, or part of the reference) or an ``id_like`` of three
characters or more asks the index for the orders that may hold the text: when there are at
most ``MAX_CANDIDATES``, the list becomes ``id IN (those) AND <the whole condition as
before>``, read by the primary key, a few rows instead of every order of the merchant. The
condition as before stays whole (the index proposes, the ``LIKE`` decides), so the rows, the
total and the order are those of the plain query.

A text shorter than a trigram has its candidates read from the covering ``(scope,
reference, id)`` index instead (every entry of the scope's, but no row). A text held by
more orders than that (such as "BULK" in a seeded sandbox) reads as before: the plain
condition, whose count that index answers without reading rows, and whose page a walk of
the newest first finds at once, since such a text is common.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from sqlalchemy import ColumnElement, Connection, and_, func, select, text

from app.models.order_query import Operator, OrderFilter
from sandbox.db.tables import orders
from sandbox.db.text_index import FTS_TABLE

MAX_CANDIDATES = 1000  # about 10 µs each by the primary key: ~10 ms at most a query
TRIGRAM = 3  # the index holds runs of three characters: a shorter text matches none


def narrowed(
    conn: Connection, terms: list[ColumnElement[bool]], search: str | None, id_likes: list[str]
) -> ColumnElement[bool]:
    """The list's condition (``terms``, each of which a row must meet: the scope first, the
    search last when there is one), read through the candidates of the first text narrowed
    to ``MAX_CANDIDATES`` orders or fewer; the plain condition when none is.

    ``likely``, on each term by itself (SQLite's planner sees through it to the terms of an
    AND inside, and would forget the hint), says that the term holds for most rows (the
    scope does: one merchant's orders), so the planner reads the candidates by the primary
    key rather than walking the scope's index and testing each row against the list.
    """
    for found in _candidate_sets(conn, terms, search, id_likes):
        if found is not None:
            return and_(orders.c.id.in_(found), *(func.likely(term) for term in terms))
    return and_(*terms)


def _candidate_sets(
    conn: Connection, terms: list[ColumnElement[bool]], search: str | None, id_likes: list[str]
) -> Iterator[list[str] | None]:
    """Each text's candidates, asked only until one set is small enough."""
    if search is not None:
        if len(search) >= TRIGRAM:
            found = candidates(conn, "reference", search)
            yield None if found is None else [*found, search]  # the id itself too
        else:  # too short for trigrams: the scope's covering (reference, id) index
            yield scanned(conn, terms[0], terms[-1])
    for fragment in id_likes:
        yield candidates(conn, "order_id", fragment)


def scanned(
    conn: Connection, scope: ColumnElement[bool], search: ColumnElement[bool]
) -> list[str] | None:
    """Ids of the scope's orders the search term holds, read from the covering
    ``(scope, reference, id)`` index (no row read); None past ``MAX_CANDIDATES`` (then the
    text is common, and a walk of the newest finds a page of it at once)."""
    statement = select(orders.c.id).where(scope, search).limit(MAX_CANDIDATES + 1)
    found = list(conn.execute(statement).scalars())
    return None if len(found) > MAX_CANDIDATES else found


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
