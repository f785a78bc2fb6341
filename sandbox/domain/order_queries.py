"""Order lists: the spec's ``<field>_<operator>=<value>`` grammar turned into SQL.

Sorted by createdAt (ties by id, so pages never overlap) over the indexes
``(account_id, created_at)`` / ``(merchant_id, created_at)``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from datetime import date, timedelta
from typing import Any
from urllib.parse import urlencode

from sqlalchemy import (
    Boolean,
    ColumnElement,
    Connection,
    String,
    and_,
    func,
    literal,
    not_,
    or_,
    select,
    tuple_,
)
from sqlalchemy.ext.compiler import compiles
from sqlalchemy.sql.compiler import SQLCompiler
from sqlalchemy.sql.visitors import InternalTraversal
from starlette.datastructures import QueryParams

from app.models.order_query import (
    DEFAULT_PAGE,
    DEFAULT_PAGE_SIZE,
    MAX_PAGE,
    MAX_PAGE_SIZE,
    PAGE_PARAM,
    PAGE_SIZE_PARAM,
    SEARCH_PARAM,
    SORT_FIELD,
    SORT_PARAM,
    FilterError,
    Operator,
    OrderFilter,
    Scope,
    parse_page_number,
)
from app.models.validation import FieldIssue
from sandbox.db.tables import orders
from sandbox.domain.order_search import id_like_values, narrowed
from sandbox.domain.order_wire import SUMMARY_COLUMNS
from sandbox.errors import validation_error
from sandbox.list_cache import ListCache, QueryKey

COLUMNS = {
    "state": orders.c.state,
    "type": orders.c.type,
    "id": orders.c.id,
    "direction": orders.c.direction,
    "originCurrency": orders.c.origin_currency,
    "destinationCurrency": orders.c.destination_currency,
    "amount": orders.c.origin_amount,
    "createdAt": orders.c.created_at,
}
# SQLite refuses an expression deeper than 1,000 (each term is an AND, each date of a list an
# OR): far below that, and far above any list a person builds (docs/api-decisions.md).
MAX_FILTER_TERMS = 50
MAX_LIST_VALUES = 100


@dataclass(frozen=True)
class ListRequest:
    filters: tuple[OrderFilter, ...]
    page: int
    page_size: int
    newest_first: bool
    search: str | None
    raw: tuple[tuple[str, str], ...]


def parse_list_request(scope: Scope, params: QueryParams) -> ListRequest:
    """Read and check every query parameter; 400 naming each bad one."""
    issues: list[FieldIssue] = []
    filters: list[OrderFilter] = []
    page, page_size, newest_first, search = DEFAULT_PAGE, DEFAULT_PAGE_SIZE, True, None
    raw = tuple((str(k), str(v)) for k, v in params.multi_items())
    terms, over = 0, ""
    for name, value in raw:
        if name == PAGE_PARAM:
            page = _bounded(name, value, MAX_PAGE, issues) or page
        elif name == PAGE_SIZE_PARAM:
            page_size = _bounded(name, value, MAX_PAGE_SIZE, issues) or page_size
        elif name == SORT_PARAM:
            if value not in (SORT_FIELD, f"-{SORT_FIELD}"):
                issues.append(FieldIssue(name, "Sort by createdAt or -createdAt (newest first)."))
            newest_first = value.startswith("-")
        elif name == SEARCH_PARAM:
            search = value.strip() or None
        else:
            terms += 1
            if terms > MAX_FILTER_TERMS:
                over = over or name  # counted, not parsed: the issue below names the first
                continue
            count = value.count(",") + 1
            if name.endswith(("_in", "_nin")) and count > MAX_LIST_VALUES:
                issues.append(FieldIssue(name, _too_many_values(count)))
                continue
            try:
                filters.append(OrderFilter.parse(scope, name, value))
            except FilterError as exc:
                issues.append(FieldIssue(exc.param, exc.message))
    if over:
        issues.append(FieldIssue(over, _too_many_terms(terms)))
    if issues:
        raise validation_error(issues)
    return ListRequest(tuple(filters), page, page_size, newest_first, search, raw)


def _too_many_values(count: int) -> str:
    return f"A list takes at most {MAX_LIST_VALUES} values; this one has {count}."


def _too_many_terms(count: int) -> str:
    return (
        f"A list takes at most {MAX_FILTER_TERMS} filter terms; this request has {count}. "
        "Combine values with _in instead."
    )


def _bounded(name: str, value: str, maximum: int, issues: list[FieldIssue]) -> int | None:
    number = parse_page_number(value, maximum)
    if number is None:
        issues.append(FieldIssue(name, f"Use a whole number from 1 to {maximum}."))
    return number


def _day(d: date) -> str:
    return f"{d.isoformat()}T00:00:00.000Z"


def _date_condition(op: Operator, values: tuple[date, ...]) -> ColumnElement[bool]:
    column = orders.c.created_at

    def on(d: date) -> ColumnElement[bool]:
        return and_(column >= _day(d), column < _day(d + timedelta(days=1)))

    first = values[0]
    if op is Operator.EQ:
        return on(first)
    if op is Operator.NEQ:
        return not_(on(first))
    if op is Operator.LT:
        return column < _day(first)
    if op is Operator.LTE:
        return column < _day(first + timedelta(days=1))
    if op is Operator.GT:
        return column >= _day(first + timedelta(days=1))
    if op is Operator.GTE:
        return column >= _day(first)
    days = or_(*(on(d) for d in values))
    return days if op is Operator.IN else not_(days)


def condition(f: OrderFilter) -> ColumnElement[bool]:
    values = f.value if isinstance(f.value, tuple) else (f.value,)
    if f.field == "createdAt":
        return _date_condition(f.operator, tuple(v for v in values if isinstance(v, date)))
    column = COLUMNS[f.field]
    value = values[0]
    match f.operator:
        case Operator.EQ:
            return column == value
        case Operator.NEQ:
            return column != value
        case Operator.GT:
            return column > value
        case Operator.LT:
            return column < value
        case Operator.GTE:
            return column >= value
        case Operator.LTE:
            return column <= value
        case Operator.LIKE:
            return contains_any_case(column, str(value))
        case Operator.IN:
            return column.in_(values)
        case Operator.NIN:
            return column.not_in(values)
    raise AssertionError(f.operator)  # pragma: no cover - every operator is matched above


def _escape(text: str) -> str:
    return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")


class _ContainsAnyCase(ColumnElement[bool]):
    """``column`` holds ``text``, ASCII case aside, wildcards in it literal: ``ILIKE`` on
    PostgreSQL; on SQLite its own ``LIKE``, which ignores ASCII case already (SQLAlchemy's
    ``ilike`` there is ``lower(x) LIKE lower(y)``: the same answer at twice the cost, 40 ->
    22 ms of CPU counting 100,000 references)."""

    inherit_cache = True
    type = Boolean()
    _traverse_internals = [  # noqa: RUF012 (SQLAlchemy's own attribute: what its cache key reads)
        ("column", InternalTraversal.dp_clauseelement),
        ("pattern", InternalTraversal.dp_clauseelement),
    ]

    def __init__(self, column: ColumnElement[str], text: str) -> None:
        self.column = column
        self.pattern = literal(f"%{_escape(text)}%", String())


@compiles(_ContainsAnyCase)
def _ilike(element: _ContainsAnyCase, compiler: SQLCompiler, **kw: Any) -> str:
    column, pattern = (
        compiler.process(element.column, **kw),
        compiler.process(element.pattern, **kw),
    )
    return f"{column} ILIKE {pattern} ESCAPE '\\'"


@compiles(_ContainsAnyCase, "sqlite")
def _like(element: _ContainsAnyCase, compiler: SQLCompiler, **kw: Any) -> str:
    column, pattern = (
        compiler.process(element.column, **kw),
        compiler.process(element.pattern, **kw),
    )
    return f"{column} LIKE {pattern} ESCAPE '\\'"


def contains_any_case(column: ColumnElement[Any], text: str) -> ColumnElement[bool]:
    return _ContainsAnyCase(column, text)


def where_clause(scope_filter: ColumnElement[bool], request: ListRequest) -> ColumnElement[bool]:
    """What a list answers: every row of the scope that meets every term."""
    return and_(*where_terms(scope_filter, request))


def where_terms(
    scope_filter: ColumnElement[bool], request: ListRequest
) -> list[ColumnElement[bool]]:
    parts = [scope_filter, *(condition(f) for f in request.filters)]
    if request.search:
        parts.append(
            or_(
                orders.c.id == request.search,
                contains_any_case(orders.c.reference, request.search),
            )
        )
    return parts


@dataclass(frozen=True)
class Page:
    rows: list[Any]
    pagination: dict[str, Any]


@dataclass(frozen=True)
class ListScope:
    """Whose orders a list shows, and under which data version it is read.

    ``key`` names the list (``("account", aid)`` or ``("merchant", mid)``); ``version`` is
    the merchant's orders' version read in the same snapshot as the page
    (sandbox/db/versions.py). ``cache`` None: nothing remembered (tests of the plain path).
    """

    condition: ColumnElement[bool]
    merchant_id: str
    key: tuple[str, str]
    version: int
    cache: ListCache | None
    # Texts searched through SQLite's trigram index (sandbox/domain/order_search.py); False:
    # none there, or PostgreSQL, whose planner uses its own without being asked.
    text_index: bool = False


def query_key(scope: ListScope, request: ListRequest) -> QueryKey:
    # The parameters as sent, in order (a repeated ``search`` counts its last value), so the
    # same key always means the same WHERE clause; page, size and sort do not change a count.
    params = tuple((k, v) for k, v in request.raw if k not in _NOT_FILTERS)
    return (scope.version, scope.merchant_id, *scope.key, params)


_NOT_FILTERS = frozenset({PAGE_PARAM, PAGE_SIZE_PARAM, SORT_PARAM})


def fetch_page(conn: Connection, scope: ListScope, request: ListRequest, path: str) -> Page:
    """One page and the exact total, reusing what an earlier request of the same list at the
    same data version counted or walked past (sandbox/list_cache.py)."""
    terms = where_terms(scope.condition, request)
    where = and_(*terms)
    if scope.text_index:  # the same rows, read through the trigram index where it narrows
        where = narrowed(conn, terms, request.search, id_like_values(request.filters))
    cache = scope.cache
    key = query_key(scope, request)
    total = cache.total(key) if cache is not None else None
    if total is None:
        total = conn.execute(select(func.count()).select_from(orders).where(where)).scalar_one()
        if cache is not None:
            cache.store_total(key, total)
    newest = request.newest_first
    sort = (orders.c.created_at, orders.c.id)
    offset = (request.page - 1) * request.page_size
    statement = select(*SUMMARY_COLUMNS).order_by(*(c.desc() if newest else c.asc() for c in sort))
    known = cache.nearest(key, newest, offset) if cache is not None and offset else None
    if known is not None:
        start, (created_at, oid) = known
        after = tuple_(*sort) < (created_at, oid) if newest else tuple_(*sort) > (created_at, oid)
        where = and_(where, after)
        offset -= start
    rows = list(conn.execute(statement.where(where).limit(request.page_size).offset(offset)).all())
    if cache is not None and rows and offset + len(rows) <= total:
        end = (request.page - 1) * request.page_size + len(rows)
        cache.store_boundary(key, newest, end, (rows[-1].created_at, rows[-1].id))
    num_pages = math.ceil(total / request.page_size)
    return Page(rows, pagination(request, total, num_pages, path))


def pagination(request: ListRequest, total: int, num_pages: int, path: str) -> dict[str, Any]:
    def link(page: int) -> str:
        params = [(k, v) for k, v in request.raw if k != PAGE_PARAM] + [(PAGE_PARAM, str(page))]
        return f"{path}?{urlencode(params)}"

    return {
        "page": request.page,
        "pageSize": request.page_size,
        "numPages": num_pages,
        "total": total,
        "next": link(request.page + 1) if request.page < num_pages else None,
        "previous": link(request.page - 1) if 1 < request.page <= num_pages + 1 else None,
    }
