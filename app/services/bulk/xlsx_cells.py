"""A spreadsheet cell's value as the text a person reads in it: numbers in their format's
decimals and the person's decimal mark, dates as ISO dates, formulas as their text.

These are openpyxl 3.1's rules, kept so the expat sheet reader (xlsx_sheet) gives the text
the openpyxl reader gave: its table of built-in number formats, its test of a date or a
duration format, its reading of a date serial (to the millisecond, Excel's 29 February 1900
included). ``tests/services/bulk/test_xlsx_sheet.py`` compares them with openpyxl's own.
openpyxl itself is imported only for rare cells (an ISO date written as such, a shared
formula moved to another cell): importing it costs a quarter of a second.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date, datetime, time, timedelta
from decimal import Decimal, InvalidOperation
from typing import Any

WINDOWS_EPOCH = datetime(1899, 12, 30)
MAC_EPOCH = datetime(1904, 1, 1)
SECONDS_PER_DAY = 86400

# ECMA-376 18.8.30: the number formats a workbook uses by id without writing them out (the
# table openpyxl 3.1 keeps; the test compares them).
BUILTIN_FORMATS = {
    0: "General",
    1: "0",
    2: "0.00",
    3: "#,##0",
    4: "#,##0.00",
    5: '"$"#,##0_);("$"#,##0)',
    6: '"$"#,##0_);[Red]("$"#,##0)',
    7: '"$"#,##0.00_);("$"#,##0.00)',
    8: '"$"#,##0.00_);[Red]("$"#,##0.00)',
    9: "0%",
    10: "0.00%",
    11: "0.00E+00",
    12: "# ?/?",
    13: "# ??/??",
    14: "mm-dd-yy",
    15: "d-mmm-yy",
    16: "d-mmm",
    17: "mmm-yy",
    18: "h:mm AM/PM",
    19: "h:mm:ss AM/PM",
    20: "h:mm",
    21: "h:mm:ss",
    22: "m/d/yy h:mm",
    37: "#,##0_);(#,##0)",
    38: "#,##0_);[Red](#,##0)",
    39: "#,##0.00_);(#,##0.00)",
    40: "#,##0.00_);[Red](#,##0.00)",
    41: r'_(* #,##0_);_(* \(#,##0\);_(* "-"_);_(@_)',
    42: r'_("$"* #,##0_);_("$"* \(#,##0\);_("$"* "-"_);_(@_)',
    43: r'_(* #,##0.00_);_(* \(#,##0.00\);_(* "-"??_);_(@_)',
    44: r'_("$"* #,##0.00_)_("$"* \(#,##0.00\)_("$"* "-"??_)_(@_)',
    45: "mm:ss",
    46: "[h]:mm:ss",
    47: "mmss.0",
    48: "##0.0E+0",
    49: "@",
}
# What makes a format a date's or a duration's (openpyxl's rules: quoted literals and
# [locale] or [colour] groups do not count; [h], [mm], [ss] make a duration).
_NOT_DATE_PARTS = re.compile(r'".*?"|\[(?!hh?\]|mm?\]|ss?\])[^\]]*\]')
_DATE_LETTER = re.compile(r"(?<![_\\])[dmhysDMHYS]")
_DURATION = re.compile(r"\[hh?\](:mm(:ss(\.0*)?)?)?|\[mm?\](:ss(\.0*)?)?|\[ss?\](\.0*)?", re.I)
_DECIMALS = re.compile(r"0\.(0+)")


@dataclass(frozen=True)
class CellStyles:
    """The number format of each cell style (a workbook's cellXfs), by index."""

    formats: tuple[str, ...] = ()
    dates: frozenset[int] = frozenset()  # styles whose format shows a date or a time
    durations: frozenset[int] = frozenset()  # ... or a duration ([h]:mm)

    @classmethod
    def of(cls, custom: dict[int, str], cell_formats: list[int]) -> CellStyles:
        """From the workbook's own formats (id -> code) and each style's format id."""
        raw = [custom[i] if i in custom else BUILTIN_FORMATS.get(i) for i in cell_formats]
        dates = frozenset(i for i, fmt in enumerate(raw) if fmt is not None and is_date_format(fmt))
        durations = frozenset(
            i
            for i, fmt in enumerate(raw)
            if fmt is not None and _DURATION.search(fmt.split(";")[0])
        )
        return cls(tuple(fmt or "General" for fmt in raw), dates, durations)

    def format_of(self, style: int) -> str:
        return self.formats[style] if 0 <= style < len(self.formats) else "General"


@dataclass
class SharedFormulas:
    """Shared formulas by their group id: the first cell writes the text, the rest refer to
    it and get it moved to their own place (as openpyxl's Translator does)."""

    shared: dict[str, Any] = field(default_factory=dict)


def is_date_format(number_format: str) -> bool:
    """A format that shows a date or a time (its first section, literals aside)."""
    first = _NOT_DATE_PARTS.sub("", number_format.split(";")[0])
    return _DATE_LETTER.search(first) is not None


def value_text(
    kind: str,
    value: str | None,
    attributes: dict[str, str],
    styles: CellStyles,
    epoch: datetime,
    mark: str,
) -> str:
    """A cell's text other than a formula's or a string's, as openpyxl typed it."""
    if not value:
        return ""
    if kind == "n":
        style = int(attributes.get("s") or 0)
        number: int | float = (
            float(value) if "." in value or "e" in value or "E" in value else int(value)
        )
        if style in styles.dates:
            try:
                return cell_text(_from_excel(number, epoch, style in styles.durations))
            except (OverflowError, ValueError):  # past the dates a calendar holds
                return "#VALUE!"
        if isinstance(number, float):
            return cell_text(number, styles.format_of(style), mark)
        return str(number)
    if kind == "b":
        return "TRUE" if int(value) else "FALSE"
    if kind == "d":
        from openpyxl.utils.datetime import from_ISO8601  # rare: ISO dates written as such

        return cell_text(from_ISO8601(value))
    return value  # "s" without a value, "str" (a formula's cached text), "e" (#N/A) ...


def formula_text(
    attributes: dict[str, str], text: str, ref: str | None, formulas: SharedFormulas
) -> str:
    formula = "=" + text
    if attributes.get("t") == "shared":
        group = attributes.get("si", "")
        first = formulas.shared.get(group)
        if first is not None:
            return str(first.translate_formula(ref))
        if formula != "=":
            from openpyxl.formula.translate import Translator  # rare: moved like Excel does

            formulas.shared[group] = Translator(formula, ref)
    return formula


def _from_excel(value: float, epoch: datetime, duration: bool) -> datetime | time | timedelta:
    """A date serial as openpyxl's ``from_excel`` reads it (to the millisecond)."""
    if duration:
        span = timedelta(days=value)
        if span.microseconds:
            span = timedelta(
                seconds=span.total_seconds() // 1, microseconds=round(span.microseconds, -3)
            )
        return span
    day, fraction = divmod(value, 1)
    diff = timedelta(milliseconds=round(fraction * SECONDS_PER_DAY * 1000))
    if 0 <= value < 1 and diff.days == 0:
        minutes, seconds = divmod(diff.seconds, 60)
        hours, minutes = divmod(minutes, 60)
        return time(hours, minutes, seconds, diff.microseconds)
    if 0 < value < 60 and epoch == WINDOWS_EPOCH:
        day += 1  # Excel's 29 February 1900, which never was
    return epoch + timedelta(days=day) + diff


# --- a cell's text ---
def cell_text(value: Any, number_format: str = "General", decimal_mark: str = ".") -> str:
    """A spreadsheet cell as the text a person reads in it, for the grid and the checks.

    Numbers are exact decimals without grouping ('1234.50' for 1234.5 shown with two
    decimals; never '1234.4999999'); the format pads decimals but never rounds money. The
    decimal mark is the person's language's ('1234,50' in Spanish), because the row checks read
    amounts as that language writes them: with a point, Spanish would read the number 1.234
    (a sub-cent amount to refuse) as 1234.
    Dates are ISO. A formula is its text (``=SUM(B2:B9)``), unevaluated.
    """
    if value is None:
        return ""
    if isinstance(value, bool):
        return "TRUE" if value else "FALSE"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        return _number_text(value, number_format).replace(".", decimal_mark)
    if isinstance(value, datetime):
        if value.time() == time(0):
            return value.date().isoformat()
        return value.isoformat(sep=" ")
    if isinstance(value, date | time):
        return value.isoformat()
    if isinstance(value, timedelta):
        return str(value)
    text = getattr(value, "text", None)  # an array or data-table formula
    return text if isinstance(text, str) else str(value)


def _number_text(value: float, number_format: str) -> str:
    try:
        number = Decimal(repr(value))  # the shortest text that reads back as this float
    except InvalidOperation:  # inf, nan
        return str(value)
    if number == number.to_integral_value():
        number = number.quantize(Decimal(1))
    else:
        number = number.normalize()
    found = _DECIMALS.search(number_format.split(";")[0])
    places = len(found.group(1)) if found and "%" not in number_format else 0
    exponent = number.as_tuple().exponent
    if isinstance(exponent, int) and places > -exponent:
        number = number.quantize(Decimal(1).scaleb(-places))
    return format(number, "f")
