"""The query grammar of the two order lists: ``<field>_<operator>=<value>``, sort, search, paging.

One definition serves the client's filter builder (refuse a bad condition before sending)
and the sandbox's parser (answer it with a 400 naming the parameter).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date
from enum import StrEnum

from app.models.money import MAX_AMOUNT_MINOR, Currency, format_amount

DEFAULT_PAGE = 1
DEFAULT_PAGE_SIZE = 30
MAX_PAGE_SIZE = 100
# The highest page number a list takes (a 400 above): with MAX_PAGE_SIZE, the offset stays
# far inside SQLite's int64. A million pages of 100 is more orders than any list holds.
MAX_PAGE = 1_000_000
PAGE_PARAM = "page"
PAGE_SIZE_PARAM = "pageSize"
SORT_PARAM = "sort"
SEARCH_PARAM = "search"
# One value of a filter (each of an in/nin list) or a search: seven times the longest text a
# list can match (a 140-character reference), and far inside SQLite's 50,000-byte LIKE pattern.
# The sandbox refuses longer ones (sandbox/input_limits.py); Teller's fields stop there.
MAX_QUERY_VALUE_LENGTH = 1000
SORT_FIELD = "createdAt"


class Operator(StrEnum):
    EQ = "eq"
    NEQ = "neq"
    GT = "gt"
    LT = "lt"
    GTE = "gte"
    LTE = "lte"
    LIKE = "like"
    IN = "in"
    NIN = "nin"


class ValueKind(StrEnum):
    TEXT = "text"
    CURRENCY = "currency"
    DATE = "date"
    AMOUNT = "amount"  # integer minor units


class Scope(StrEnum):
    ACCOUNT = "account"
    MERCHANT = "merchant"


LIST_OPERATORS = frozenset({Operator.IN, Operator.NIN})
_TEXT_OPERATORS = (Operator.EQ, Operator.NEQ, Operator.LIKE, Operator.IN, Operator.NIN)
_ORDERED_OPERATORS = (
    Operator.EQ,
    Operator.NEQ,
    Operator.GT,
    Operator.LT,
    Operator.GTE,
    Operator.LTE,
    Operator.IN,
    Operator.NIN,
)

OPERATORS_BY_KIND: dict[ValueKind, tuple[Operator, ...]] = {
    ValueKind.TEXT: _TEXT_OPERATORS,
    ValueKind.CURRENCY: (Operator.EQ, Operator.NEQ, Operator.IN, Operator.NIN),
    ValueKind.DATE: _ORDERED_OPERATORS,
    ValueKind.AMOUNT: _ORDERED_OPERATORS,
}

ACCOUNT_FIELDS: dict[str, ValueKind] = {
    "state": ValueKind.TEXT,
    "type": ValueKind.TEXT,
    "id": ValueKind.TEXT,
    "direction": ValueKind.TEXT,
    "originCurrency": ValueKind.CURRENCY,
    "destinationCurrency": ValueKind.CURRENCY,
    "createdAt": ValueKind.DATE,
    "amount": ValueKind.AMOUNT,
}
MERCHANT_FIELDS: dict[str, ValueKind] = {
    k: v for k, v in ACCOUNT_FIELDS.items() if k != "direction"
}


def fields_for(scope: Scope) -> dict[str, ValueKind]:
    return ACCOUNT_FIELDS if scope is Scope.ACCOUNT else MERCHANT_FIELDS


FilterScalar = str | int | date
FilterValue = FilterScalar | tuple[FilterScalar, ...]


class FilterError(ValueError):
    """A condition the list cannot take; ``param`` is the query parameter to blame."""

    def __init__(self, param: str, message: str) -> None:
        super().__init__(message)
        self.param = param
        self.message = message


@dataclass(frozen=True)
class OrderFilter:
    """One condition. Build with ``OrderFilter.build`` so that the value is checked."""

    field: str
    operator: Operator
    value: FilterValue

    @property
    def param(self) -> str:
        return f"{self.field}_{self.operator.value}"

    def query_value(self) -> str:
        values = self.value if isinstance(self.value, tuple) else (self.value,)
        return ",".join(_format_scalar(v) for v in values)

    @classmethod
    def build(
        cls, scope: Scope, field_name: str, operator: Operator | str, value: object
    ) -> OrderFilter:
        kinds = fields_for(scope)
        param = f"{field_name}_{operator}"
        if field_name not in kinds:
            raise FilterError(param, _unknown_field_message(scope))
        kind = kinds[field_name]
        try:
            op = Operator(operator)
        except ValueError:
            raise FilterError(param, _unknown_operator_message()) from None
        if op not in OPERATORS_BY_KIND[kind]:
            allowed = ", ".join(o.value for o in OPERATORS_BY_KIND[kind])
            raise FilterError(param, f"This field takes the operators {allowed}.")
        if op in LIST_OPERATORS:
            items = value if isinstance(value, list | tuple | set | frozenset) else (value,)
            converted = tuple(_convert(param, kind, v) for v in items)
            if not converted:
                raise FilterError(param, "Give at least one value.")
            return cls(field_name, op, converted)
        if isinstance(value, list | tuple | set | frozenset):
            raise FilterError(param, f"'{op.value}' takes one value; use 'in' for a list.")
        return cls(field_name, op, _convert(param, kind, value))

    @classmethod
    def parse(cls, scope: Scope, param: str, raw: str) -> OrderFilter:
        """``state_in``, ``"PENDING,SETTLED"`` -> a checked filter (the sandbox's side)."""
        field_name, sep, operator = param.rpartition("_")
        if not sep:
            raise FilterError(
                param, "This list takes no such parameter; a filter is <field>_<operator>."
            )
        if field_name not in fields_for(scope):
            raise FilterError(param, _unknown_field_message(scope))
        try:
            op = Operator(operator)
        except ValueError:
            raise FilterError(param, _unknown_operator_message()) from None
        value: object = [p for p in raw.split(",")] if op in LIST_OPERATORS else raw
        return cls.build(scope, field_name, op, value)


def _ascii_int(text: str) -> int | None:
    """'-42' -> -42; None unless it is an optional minus and ASCII digits only.

    ``str.isdigit`` also accepts '²' and other scripts' digits, which ``int`` refuses or
    reads differently; the wire takes 0-9.
    """
    digits = text[1:] if text.startswith("-") else text
    if not digits or not (digits.isascii() and digits.isdigit()):
        return None
    return int(text)


def parse_page_number(text: str, maximum: int) -> int | None:
    """A page or page size as sent: ASCII digits, 1..maximum; None if it is not one."""
    value = _ascii_int(text)
    if value is None or not 1 <= value <= maximum:
        return None
    return value


_AMOUNT_MESSAGE = (
    "Amounts are whole numbers of minor units (12345 means 123.45), "
    f"at most {format_amount(MAX_AMOUNT_MINOR)} either way."
)


def _format_scalar(value: FilterScalar) -> str:
    return value.isoformat() if isinstance(value, date) else str(value)


def _convert(param: str, kind: ValueKind, value: object) -> FilterScalar:
    if kind is ValueKind.AMOUNT:
        if isinstance(value, bool):
            raise FilterError(param, _AMOUNT_MESSAGE)
        amount = value if isinstance(value, int) else _ascii_int(str(value).strip())
        if amount is None or abs(amount) > MAX_AMOUNT_MINOR:
            raise FilterError(param, _AMOUNT_MESSAGE)
        return amount
    if kind is ValueKind.DATE:
        if isinstance(value, date):
            return value
        try:
            return date.fromisoformat(str(value).strip())
        except ValueError:
            raise FilterError(param, "Dates are written YYYY-MM-DD, e.g. 2026-01-31.") from None
    text = str(value).strip()
    if not text:
        raise FilterError(param, "Give a value.")
    if kind is ValueKind.CURRENCY:
        if text.upper() not in Currency.__members__:
            raise FilterError(param, f"'{text}' is not a currency this API knows.")
        return text.upper()
    return text


def _unknown_field_message(scope: Scope) -> str:
    allowed = ", ".join(fields_for(scope))
    where = "An account's orders" if scope is Scope.ACCOUNT else "The merchant's orders"
    return f"{where} cannot be filtered by this field; filter by one of {allowed}."


def _unknown_operator_message() -> str:
    return f"There is no such operator; use one of {', '.join(o.value for o in Operator)}."


@dataclass(frozen=True)
class OrderQuery:
    """A whole list request: conditions, sort, search and the page."""

    filters: Sequence[OrderFilter] = field(default_factory=tuple)
    newest_first: bool = True
    search: str | None = None
    page: int = DEFAULT_PAGE
    page_size: int = DEFAULT_PAGE_SIZE

    def params(self) -> list[tuple[str, str]]:
        out: list[tuple[str, str]] = [
            (PAGE_PARAM, str(self.page)),
            (PAGE_SIZE_PARAM, str(self.page_size)),
            (SORT_PARAM, f"-{SORT_FIELD}" if self.newest_first else SORT_FIELD),
        ]
        if self.search:
            out.append((SEARCH_PARAM, self.search))
        out.extend((f.param, f.query_value()) for f in self.filters)
        return out
