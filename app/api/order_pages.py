"""Order list queries for the client: the typed filter builder and page iteration."""

from __future__ import annotations

from collections.abc import Iterable

from app.api.errors import ValidationFailed
from app.models.order_query import (
    MAX_PAGE_SIZE,
    FilterError,
    Operator,
    OrderFilter,
    OrderQuery,
    Scope,
)
from app.models.validation import FieldIssue


def condition(scope: Scope, field: str, operator: Operator | str, value: object) -> OrderFilter:
    """One checked condition (``state``, ``in``, [...] -> ``state_in=A,B``).

    A field the list does not have, an operator the spec does not list, or a value of the
    wrong kind is refused here, as ValidationFailed naming the query parameter.
    """
    try:
        return OrderFilter.build(scope, field, operator, value)
    except FilterError as exc:
        raise ValidationFailed(exc.message, details=[FieldIssue(exc.param, exc.message)]) from None


def query(
    scope: Scope,
    conditions: Iterable[tuple[str, Operator | str, object]] = (),
    *,
    newest_first: bool = True,
    search: str | None = None,
    page: int = 1,
    page_size: int = 30,
) -> OrderQuery:
    if page < 1:
        raise ValidationFailed(
            "Pages are counted from 1.", details=[FieldIssue("page", "Pages are counted from 1.")]
        )
    if not 1 <= page_size <= MAX_PAGE_SIZE:
        raise ValidationFailed(
            f"A page holds 1 to {MAX_PAGE_SIZE} orders.",
            details=[FieldIssue("pageSize", f"A page holds 1 to {MAX_PAGE_SIZE} orders.")],
        )
    return OrderQuery(
        filters=tuple(condition(scope, f, op, v) for f, op, v in conditions),
        newest_first=newest_first,
        search=search or None,
        page=page,
        page_size=page_size,
    )
