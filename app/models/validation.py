"""Field errors a person can read, with the dotted wire path of the field.

Cross-field rules (PERSON needs a surname, WIRE needs an ABA code) are raised as one
``rules`` error carrying every broken rule, so that a form and the sandbox's 400 body can
name each field at once. ``field_issues`` flattens any pydantic ``ValidationError`` to
``FieldIssue``s; both the client (before sending) and the sandbox (in its envelope) use it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from pydantic import ValidationError
from pydantic_core import ErrorDetails, InitErrorDetails, PydanticCustomError

RULES_ERROR_TYPE = "rules"


@dataclass(frozen=True)
class FieldIssue:
    field: str
    message: str


def rules_error(issues: Sequence[FieldIssue]) -> PydanticCustomError:
    """One error for all broken cross-field rules of a model (fields relative to it)."""
    summary = "; ".join(f"{i.field}: {i.message}" for i in issues)
    return PydanticCustomError(
        RULES_ERROR_TYPE,
        "{summary}",
        {"summary": summary, "issues": [(i.field, i.message) for i in issues]},
    )


def with_rule_issues(exc: ValidationError, issues: Sequence[FieldIssue]) -> ValidationError:
    """``exc`` plus the broken rules on fields it does not already name.

    Lets a model that failed field checks still report its cross-field rules in the same
    answer. The original errors keep their type, message and context.
    """
    errors = exc.errors()
    named = {join_path(error["loc"]) for error in errors}
    extra = [issue for issue in issues if issue.field not in named]
    if not extra:
        return exc
    line_errors: list[InitErrorDetails] = [
        {
            "type": PydanticCustomError(error["type"], error["msg"], error.get("ctx")),
            "loc": error["loc"],
            "input": error["input"],
        }
        for error in errors
    ]
    line_errors.append({"type": rules_error(extra), "loc": (), "input": None})
    return ValidationError.from_exception_data(exc.title, line_errors)


def join_path(parts: Iterable[Any]) -> str:
    return ".".join(str(p) for p in parts if p != "__root__")


_MESSAGES: dict[str, str] = {
    "missing": "This field is required.",
    "string_type": "Enter text here.",
    # A lone surrogate (JSON's "\ud800"): pydantic refuses it before the text policy can.
    "string_unicode": "Remove the broken character: this text holds half of a character alone.",
    "int_type": "Enter a whole number.",
    "int_parsing": "Enter a whole number.",
    "int_from_float": "Enter a whole number (amounts are in minor units, e.g. 12345 for 123.45).",
    "bool_type": "Enter true or false.",
    "bool_parsing": "Enter true or false.",
    "dict_type": "This must be an object.",
    "model_type": "This must be an object.",
    "model_attributes_type": "This must be an object.",
    "list_type": "This must be a list.",
    "extra_forbidden": "This field is not part of the request.",
    "json_invalid": "The request body is not valid JSON.",
    "date_from_datetime_parsing": "Enter a date as YYYY-MM-DD.",
    "date_parsing": "Enter a date as YYYY-MM-DD.",
    "datetime_parsing": "Enter a date and time in ISO 8601 form.",
    "datetime_from_date_parsing": "Enter a date and time in ISO 8601 form.",
}


# pydantic's EmailStr puts this before email-validator's own sentence ("An email address
# must have an @-sign."): the sentence alone is what a person needs.
_EMAIL_PREFIX = "value is not a valid email address: "


def _message(error: ErrorDetails) -> str:
    kind = error["type"]
    ctx = error.get("ctx") or {}
    if kind in _MESSAGES:
        return _MESSAGES[kind]
    if kind == "string_too_short":
        n = ctx.get("min_length", 1)
        return "This field is required." if n == 1 else f"Enter at least {n} characters."
    if kind == "string_too_long":
        given = error.get("input")
        length = f"; this has {len(given.strip())}" if isinstance(given, str) else ""
        return f"Enter at most {ctx.get('max_length')} characters{length}."
    if kind == "string_pattern_mismatch":
        return "This value does not have the expected format."
    if kind == "enum" or kind == "literal_error":
        expected = str(ctx.get("expected", "")).replace("'", "")
        return f"Choose one of: {expected}."
    if kind in {"greater_than", "greater_than_equal"}:
        bound = ctx.get("gt", ctx.get("ge"))
        return f"Enter a value greater than {'or equal to ' if 'ge' in ctx else ''}{bound}."
    if kind in {"less_than", "less_than_equal"}:
        bound = ctx.get("lt", ctx.get("le"))
        return f"Enter a value less than {'or equal to ' if 'le' in ctx else ''}{bound}."
    message = error["msg"]
    for prefix in ("Value error, ", "Assertion failed, ", _EMAIL_PREFIX):
        if message.startswith(prefix):
            message = message[len(prefix) :]
    return message


def issues_from_errors(errors: Iterable[ErrorDetails], *, strip: int = 0) -> list[FieldIssue]:
    """Flatten pydantic error dicts; ``strip`` drops leading loc parts (FastAPI's 'body')."""
    issues: list[FieldIssue] = []
    for error in errors:
        loc = tuple(error["loc"])[strip:]
        if error["type"] == RULES_ERROR_TYPE:
            for field, message in (error.get("ctx") or {}).get("issues", []):
                issues.append(FieldIssue(join_path((*loc, field)), message))
        else:
            issues.append(FieldIssue(join_path(loc), _message(error)))
    return issues


def field_issues(exc: ValidationError) -> list[FieldIssue]:
    return issues_from_errors(exc.errors())
