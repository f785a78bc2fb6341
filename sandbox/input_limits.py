"""The limits of what a request may carry as text, and the checks that name what breaks
them (docs/api-decisions.md, "Limits of input"); sandbox/input_gate.py applies them.

A NUL character is refused: PostgreSQL's text cannot hold one, and no name, id or reference
means one. A JSON body is UTF-8 and nests at most ``MAX_JSON_DEPTH`` levels; a query
parameter has at most ``MAX_QUERY_VALUE_LENGTH`` characters. Pure functions of the text:
each returns the field issues to answer, none when the input is fine.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from itertools import accumulate
from typing import Any

from starlette.datastructures import UploadFile

from app.models.order_query import LIST_OPERATORS, MAX_QUERY_VALUE_LENGTH
from app.models.validation import FieldIssue, join_path

# Four times the deepest shape the spec shows (a shareholder's kyc.data steps, 8 levels) and
# far below what a serializer on the way takes: pydantic gives up near 255, Python's json 990.
MAX_JSON_DEPTH = 32
# How much of a name the sender made up (a query parameter, a JSON key) a refusal repeats.
MAX_SHOWN_NAME = 120

NUL = "\x00"
NUL_MESSAGE = "Remove the NUL character (U+0000): no text the sandbox keeps can hold one."
NOT_UTF8_MESSAGE = (
    "Send the body as JSON in UTF-8; this one is in another encoding (UTF-16 or UTF-32?)."
)
TOO_DEEP_MESSAGE = (
    f"This value nests deeper than {MAX_JSON_DEPTH} levels; a request body takes at most "
    f"{MAX_JSON_DEPTH}."
)


def shown(name: str) -> str:
    """A name as a refusal repeats it: a NUL written visibly, a long name cut."""
    visible = name.replace(NUL, "\\u0000")
    return visible if len(visible) <= MAX_SHOWN_NAME else visible[:MAX_SHOWN_NAME] + "…"


def query_issues(items: Iterable[tuple[str, str]]) -> list[FieldIssue]:
    """A NUL anywhere, or a value past ``MAX_QUERY_VALUE_LENGTH``: each value of an in/nin
    list counts alone (how many a list holds is the order list's own rule)."""
    issues: list[FieldIssue] = []
    for name, value in items:
        if NUL in name or NUL in value:
            issues.append(FieldIssue(shown(name), NUL_MESSAGE))
            continue
        listed = name.rpartition("_")[2] in LIST_OPERATORS
        longest = max(map(len, value.split(","))) if listed else len(value)
        if max(longest, len(name)) > MAX_QUERY_VALUE_LENGTH:
            issues.append(FieldIssue(shown(name), _too_long(listed, max(longest, len(name)))))
    return issues


def _too_long(listed: bool, length: int) -> str:
    if listed:
        return (
            f"Each value of a list takes at most {MAX_QUERY_VALUE_LENGTH:,} characters; "
            f"the longest here has {length:,}."
        )
    return (
        f"A query parameter takes at most {MAX_QUERY_VALUE_LENGTH:,} characters; "
        f"this one has {length:,}."
    )


def header_issues(items: Iterable[tuple[str, str]]) -> list[FieldIssue]:
    """HTTP forbids a NUL in a header (RFC 9110); h11 refuses one on the wire, and this
    refuses one that arrives any other way, before a header is used as text."""
    return [
        FieldIssue(shown(_header(name)), NUL_MESSAGE)
        for name, value in items
        if NUL in name + value
    ]


def _header(name: str) -> str:
    """'idempotency-key' (as ASGI carries it) -> 'Idempotency-Key' (as the API names it)."""
    return "-".join(part.capitalize() for part in name.split("-"))


def form_issues(items: Iterable[tuple[str, Any]]) -> list[FieldIssue]:
    issues: list[FieldIssue] = []
    for name, value in items:
        text = (value.filename or "") if isinstance(value, UploadFile) else str(value)
        if NUL in name or NUL in text:
            issues.append(FieldIssue(shown(name), NUL_MESSAGE))
    return issues


def json_body_issue(body: bytes) -> FieldIssue | None:
    """What is wrong with a (non-form) body as text: its encoding, a NUL, its depth.

    Cheap for every body: the walk of its tokens runs only for one nested past the limit
    or holding an escaped NUL somewhere, to name where."""
    if not body:
        return None
    try:
        text = body.decode("utf-8")
    except UnicodeDecodeError:
        return FieldIssue("body", NOT_UTF8_MESSAGE)
    if NUL in text:  # never valid in UTF-8 JSON; what UTF-16 and UTF-32 look like
        return FieldIssue("body", NOT_UTF8_MESSAGE)
    if _depth(text) <= MAX_JSON_DEPTH and "\\u0000" not in text:
        return None
    return _scan(text)  # only for a body to refuse: its walk names where


def _depth(text: str) -> int:
    """How deep the body's brackets nest outside its strings, at C speed for the most part:
    a megabyte of small objects takes milliseconds, not the token walk's half second."""
    if text.count("{") + text.count("[") <= MAX_JSON_DEPTH:
        return 0  # too few brackets to nest past the limit
    brackets = _NOT_BRACKETS.sub("", _STRINGS.sub("", text))
    return max(accumulate(1 if c in "{[" else -1 for c in brackets), default=0)


# A JSON string (escapes kept) or one structural character; numbers and literals are skipped.
_TOKENS = re.compile(r'"(?:[^"\\]|\\.)*"|[\[\]{},:]', re.DOTALL)
_STRINGS = re.compile(r'"(?:[^"\\]|\\.)*"', re.DOTALL)
_NOT_BRACKETS = re.compile(r"[^\[\]{}]+")


def _scan(text: str) -> FieldIssue | None:
    """Walk the tokens without recursion (a 100,000-deep body costs no stack), keeping the
    path to where the walk is: the first value nested too deep or holding a NUL is named."""
    path: list[list[Any]] = []  # one [is_object, current key or index] per open container
    expecting_key = False
    for match in _TOKENS.finditer(text):
        token = match.group()
        if token in "{[":
            if len(path) == MAX_JSON_DEPTH:
                return FieldIssue(_field(path), TOO_DEEP_MESSAGE)
            path.append([token == "{", None if token == "{" else 0])
            expecting_key = token == "{"
        elif token in "}]":
            if path:
                path.pop()
            expecting_key = False
        elif token == ",":
            if path and path[-1][0]:
                expecting_key = True
            elif path:
                path[-1][1] += 1
        elif token == ":":
            expecting_key = False
        else:  # a string: decoded only if it is a key (for the path) or may hold a NUL
            value = _string(token) if expecting_key or "\\u0000" in token else ""
            if expecting_key and path:
                path[-1][1] = value
            if NUL in value:
                return FieldIssue(_field(path), NUL_MESSAGE)
    return None


def _string(token: str) -> str:
    try:
        value = json.loads(token)
    except ValueError:  # not valid JSON: FastAPI's own parse says so
        return ""
    return value if isinstance(value, str) else ""


def _field(path: list[list[Any]]) -> str:
    parts = [shown(str(key)) for _, key in path if key is not None]
    return shown(join_path(parts)) or "body"


# Starlette's words for a form it could not parse (starlette/formparsers.py), by their start:
# the field to blame and the sentence to say instead.
_FORM_FAILURES: tuple[tuple[str, str, str], ...] = (
    (
        "Missing boundary",
        "Content-Type",
        "Send the upload as multipart/form-data with its boundary, as HTTP libraries write it.",
    ),
    (
        "The Content-Disposition header field",
        "body",
        "Every part of the form needs a name in its Content-Disposition (file, category, type).",
    ),
    (
        "Too many fields",
        "body",
        "This form has too many fields; an upload sends file, category and type, once each.",
    ),
    (
        "Too many files",
        "body",
        "This form has too many files; an upload sends one file.",
    ),
    (
        "Field exceeded",
        "body",
        "A form field other than the file takes at most 1 MB.",
    ),
    (
        "Part exceeded",
        "body",
        "A form field other than the file takes at most 1 MB.",
    ),
)


def unreadable_form_issue(detail: str) -> FieldIssue:
    """The field issue of a form Starlette could not parse, from its message."""
    for start, field, message in _FORM_FAILURES:
        if detail.startswith(start):
            return FieldIssue(field, message)
    return FieldIssue("body", "The form could not be read; send it as multipart/form-data.")


def unreadable_body_issue(body: bytes) -> FieldIssue:
    """The field issue of a body FastAPI could not parse as JSON at all: too deep for
    Python's json (990 levels), not UTF-8, or something else."""
    return json_body_issue(body) or FieldIssue(
        "body", "The body could not be read as JSON; send a JSON object in UTF-8."
    )
