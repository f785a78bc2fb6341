"""Request shapes in /openapi.json that say what validation enforces where FastAPI cannot see
it (sandbox/openapi.py calls ``refine_request_shapes`` once on the built description):

- the KYB upload's ``file`` is binary (``format: binary``; FastAPI writes only a
  ``contentMediaType``, which generators read as a string), and its ``category`` and ``type``
  are the catalogue's (which types go with which category is said in the description);
- the KYB state helper takes the KYB session states only (the KYC transitions share its
  body model and take any state name, so the enum is declared on this operation alone);
- every free-text member of a model that applies the text rule (each ``RequestModel``, and
  the snake_case transition helper's ``new_state``) carries it as a ``pattern``: the
  characters a request refuses, found by asking the rule itself (app/models/text_limits.py),
  so the pattern cannot drift from it. The open ``kyc.data`` shapes are not held to it.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterator
from functools import lru_cache
from typing import Any

from app.models import text_limits
from app.models.base import RequestModel
from app.models.kyb_catalogue import KYB_SESSION_STATES
from app.models.sandbox_helpers import TransitionRequest
from sandbox.domain.kyb_catalogue import CATEGORIES

UPLOAD_OPERATION = "upload_kyb_document"
KYB_STATE_OPERATION = "set_kyb_state"
COMPONENTS = "#/components/schemas/"
# The categories a refused character can be in: control, format, surrogate, line and
# paragraph separators. Only these are asked of the rule (asking all 1.1 million code points
# takes seconds); tests/sandbox/test_openapi_shapes.py checks every code point once.
_SUSPECT_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Zl", "Zp"})
# Surrogates are no character: a JSON Schema regex cannot name one (the rule refuses them).
_SURROGATES = range(0xD800, 0xE000)


def refine_request_shapes(schema: dict[str, Any]) -> None:
    components = schema.get("components", {}).get("schemas", {})
    for operation in _operations(schema):
        body = operation.get("requestBody", {}).get("content", {})
        if operation.get("operationId") == UPLOAD_OPERATION:
            _upload_form(components, body.get("multipart/form-data", {}))
        if operation.get("operationId") == KYB_STATE_OPERATION:
            _kyb_states_only(components, body.get("application/json", {}))
    ruled = _ruled_models()
    for name in _request_components(schema):
        if name in ruled:
            _one_line_texts(components[name], ruled[name])


def _operations(schema: dict[str, Any]) -> Iterator[dict[str, Any]]:
    for item in schema.get("paths", {}).values():
        yield from item.values()


def _upload_form(components: dict[str, Any], media: dict[str, Any]) -> None:
    form = components[media["schema"]["$ref"].removeprefix(COMPONENTS)]
    properties = form["properties"]
    properties["file"] = {
        "type": "string",
        "format": "binary",
        "description": "The document: a PDF, PNG or JPEG of 1 byte to 10 MB (read by content).",
    }
    properties["category"] = {
        "type": "string",
        "enum": [slug for slug, _names, _types in CATEGORIES],
        "description": "A category of GET /sandbox/v1/kyb/catalogue.",
    }
    properties["type"] = {
        "type": "string",
        "enum": [slug for _c, _n, types in CATEGORIES for slug, _names in types],
        "description": "A type of the chosen category (GET /sandbox/v1/kyb/catalogue).",
    }
    # Which types go with which category is said in words, not as if/then: schemathesis
    # cannot test a conditional over a binary part, and a generator ignores one.
    properties["type"]["description"] += " " + "; ".join(
        f"{slug}: {', '.join(t for t, _names in types)}" for slug, _names, types in CATEGORIES
    )


def _kyb_states_only(components: dict[str, Any], media: dict[str, Any]) -> None:
    """The state helper's body as its own component, ``new_state`` one of the KYB states."""
    shared = components[media["schema"]["$ref"].removeprefix(COMPONENTS)]
    own = {
        **shared,
        "title": "KybStateRequest",
        "properties": {
            **shared["properties"],
            "new_state": {
                "type": "string",
                "enum": list(KYB_SESSION_STATES),
                "description": "NEEDS_MORE_INFO is the applicant's turn; APPROVED and "
                "REJECTED are final.",
            },
        },
    }
    components["KybStateRequest"] = own
    media["schema"] = {"$ref": f"{COMPONENTS}KybStateRequest"}


def _request_components(schema: dict[str, Any]) -> list[str]:
    """Every component a request body refers to, directly or through another component."""
    found: list[str] = []
    pending = [
        media.get("schema", {})
        for operation in _operations(schema)
        for media in operation.get("requestBody", {}).get("content", {}).values()
    ]
    components = schema.get("components", {}).get("schemas", {})
    while pending:
        node = pending.pop()
        if isinstance(node, dict):
            ref = node.get("$ref")
            if isinstance(ref, str) and ref.startswith(COMPONENTS):
                name = ref.removeprefix(COMPONENTS)
                if name not in found and name in components:
                    found.append(name)
                    pending.append(components[name])
            pending.extend(node.values())
        elif isinstance(node, list):
            pending.extend(node)
    return found


def _ruled_models() -> dict[str, frozenset[str] | None]:
    """Component name -> the members the text rule runs on (None: every member)."""
    ruled: dict[str, frozenset[str] | None] = {TransitionRequest.__name__: frozenset({"new_state"})}
    pending: list[type] = [RequestModel]
    while pending:
        model = pending.pop()
        ruled[model.__name__] = None
        pending.extend(model.__subclasses__())
    return ruled


def _one_line_texts(component: dict[str, Any], members: frozenset[str] | None) -> None:
    """Each free-text string member (no enum, format or pattern of its own) gets the text
    policy's pattern, alone or inside an ``anyOf`` with null."""
    for name, member in component.get("properties", {}).items():
        if members is not None and name not in members:
            continue
        for shape in [member, *member.get("anyOf", [])]:
            free = shape.get("type") == "string" and not (
                {"enum", "const", "format", "pattern"} & shape.keys()
            )
            if free:
                shape["pattern"] = one_line_pattern()


@lru_cache(maxsize=1)
def one_line_pattern() -> str:
    """``^[^…]*$`` over the characters the request text rule refuses wherever they stand.

    A character refused alone but kept between two accented letters (the zero-width joiner
    and non-joiner, which some scripts need inside words) is left out: a pattern cannot say
    where it stands, and the rule still refuses it elsewhere with a 400.
    """
    refused = [
        code
        for code in range(0x110000)
        if code not in _SURROGATES
        and unicodedata.category(chr(code)) in _SUSPECT_CATEGORIES
        and _refused(chr(code))
    ]
    return "^[^" + "".join(_ranges(refused)) + "]*$"


def _refused(char: str) -> bool:
    problem = text_limits.control_character_message
    return problem(char) is not None and problem(f"é{char}é") is not None


def _ranges(codes: list[int]) -> Iterator[str]:
    start = previous = codes[0]
    for code in [*codes[1:], -1]:
        if code == previous + 1:
            previous = code
            continue
        yield _escaped(start) if start == previous else f"{_escaped(start)}-{_escaped(previous)}"
        start = previous = code


def _escaped(code: int) -> str:
    """``\\uXXXX`` in the Basic Multilingual Plane (ECMA-262, Python and Rust regexes all read
    it); above it the character itself, which every Unicode regex engine reads alike."""
    return f"\\u{code:04X}" if code <= 0xFFFF else chr(code)
