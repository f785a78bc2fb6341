from __future__ import annotations

from datetime import date

import pytest

from app.models.money import MAX_AMOUNT_MINOR
from app.models.order_query import (
    MAX_PAGE,
    FilterError,
    Operator,
    OrderFilter,
    OrderQuery,
    Scope,
    parse_page_number,
)


def test_list_operators_join_values() -> None:
    f = OrderFilter.build(Scope.ACCOUNT, "state", "in", ["PENDING", "SETTLED"])
    assert (f.param, f.query_value()) == ("state_in", "PENDING,SETTLED")


def test_kinds_are_converted() -> None:
    assert OrderFilter.build(Scope.MERCHANT, "amount", Operator.GTE, "1000").value == 1000
    assert OrderFilter.build(Scope.MERCHANT, "createdAt", "lt", "2026-01-31").value == date(
        2026, 1, 31
    )
    assert OrderFilter.build(Scope.MERCHANT, "originCurrency", "eq", "eur").value == "EUR"


@pytest.mark.parametrize(
    ("scope", "field", "op", "value", "param"),
    [
        (Scope.MERCHANT, "direction", "eq", "IN", "direction_eq"),
        (Scope.ACCOUNT, "colour", "eq", "red", "colour_eq"),
        (Scope.ACCOUNT, "state", "between", "x", "state_between"),
        (Scope.ACCOUNT, "amount", "gt", "12.5", "amount_gt"),
        (Scope.ACCOUNT, "amount", "like", "1", "amount_like"),
        (Scope.ACCOUNT, "createdAt", "eq", "31/01/2026", "createdAt_eq"),
        (Scope.ACCOUNT, "originCurrency", "eq", "XYZ", "originCurrency_eq"),
        (Scope.ACCOUNT, "state", "eq", ["A", "B"], "state_eq"),
    ],
)
def test_bad_conditions_are_refused_naming_the_param(
    scope: Scope, field: str, op: str, value: object, param: str
) -> None:
    with pytest.raises(FilterError) as caught:
        OrderFilter.build(scope, field, op, value)
    assert caught.value.param == param


def test_parse_is_the_inverse_of_params() -> None:
    f = OrderFilter.parse(Scope.ACCOUNT, "direction_nin", "IN,OUT")
    assert f == OrderFilter.build(Scope.ACCOUNT, "direction", "nin", ("IN", "OUT"))


def test_query_params() -> None:
    query = OrderQuery(
        filters=[OrderFilter.build(Scope.ACCOUNT, "state", "eq", "FAILED")],
        newest_first=False,
        search="INV-1",
        page=2,
        page_size=100,
    )
    assert query.params() == [
        ("page", "2"),
        ("pageSize", "100"),
        ("sort", "createdAt"),
        ("search", "INV-1"),
        ("state_eq", "FAILED"),
    ]


@pytest.mark.parametrize(
    ("value", "param"),
    [
        ("²", "amount_eq"),
        ("٣", "amount_eq"),
        ("-²", "amount_eq"),
        ("99999999999999999999", "amount_eq"),
        ("-99999999999999999999", "amount_eq"),
        (MAX_AMOUNT_MINOR + 1, "amount_eq"),
        (-MAX_AMOUNT_MINOR - 1, "amount_eq"),
    ],
)
def test_amount_filters_are_ascii_and_bounded(value: object, param: str) -> None:
    with pytest.raises(FilterError) as caught:
        OrderFilter.build(Scope.ACCOUNT, "amount", "eq", value)
    assert caught.value.param == param
    with pytest.raises(FilterError):
        OrderFilter.parse(Scope.ACCOUNT, "amount_in", f"1,{value}")


def test_amount_filter_bounds_are_inclusive() -> None:
    assert OrderFilter.parse(Scope.ACCOUNT, "amount_lte", str(MAX_AMOUNT_MINOR)).value == (
        MAX_AMOUNT_MINOR
    )
    assert OrderFilter.build(Scope.ACCOUNT, "amount", "gte", -MAX_AMOUNT_MINOR).value == (
        -MAX_AMOUNT_MINOR
    )


@pytest.mark.parametrize(
    ("text", "expected"),
    [("1", 1), ("0042", 42), (str(MAX_PAGE), MAX_PAGE), ("0", None), ("²", None), ("", None)],
)
def test_page_numbers_are_ascii_and_bounded(text: str, expected: int | None) -> None:
    assert parse_page_number(text, MAX_PAGE) == expected
    assert parse_page_number(str(MAX_PAGE + 1), MAX_PAGE) is None
