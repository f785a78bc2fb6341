"""No free-text field of a request takes a control character (NUL, \\x01, \\x1f, CR, LF, DEL,
C1): one rule for every request model (app/models/text_limits.py), refused at the field."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import BaseModel, ValidationError

from app.models.payouts import CardPayinRequest
from app.models.validation import field_issues
from tests.helpers.sandbox_api import SandboxApi
from tests.models.test_text_limits import CARD, CASES, ONLY_TOO_LONG, case_id, with_text

CONTROLS = ["\x00", "\x01", "\x1f", "\r", "\n", "\x7f", "\x85"]
ALL_FIELDS = CASES + ONLY_TOO_LONG
pytestmark = pytest.mark.anyio


@pytest.mark.parametrize("control", CONTROLS, ids=repr)
@pytest.mark.parametrize("case", ALL_FIELDS, ids=case_id)
def test_a_control_character_is_refused_at_its_field(
    case: tuple[type[BaseModel], dict[str, Any], str, int, Any], control: str
) -> None:
    model, body, path, _limit, prefix = case
    body = with_text(body, path, 4, prefix)
    leaf = body
    *parents, name = path.split(".")
    for part in parents:
        leaf = leaf[part]
    text = leaf[name]
    leaf[name] = text[:-1] + control + text[-1:]  # inside: surrounding spaces are stripped
    with pytest.raises(ValidationError) as caught:
        model.model_validate(body)
    at_field = [i.message for i in field_issues(caught.value) if i.field == path]
    code = f"U+{ord(control):04X}"
    assert at_field
    if case in ONLY_TOO_LONG:  # a rule of its own may speak first
        return
    assert at_field == [
        f"Remove the control character {code} (character {len(text)}): this field takes one "
        "line of "
        "printable text."
    ]


def test_the_payer_of_a_card_payin_is_checked_member_by_member() -> None:
    with pytest.raises(ValidationError) as caught:
        CardPayinRequest.model_validate({**CARD, "payer": {"name": "Ana\x00", "age": 3}})
    assert [i.field for i in field_issues(caught.value)] == ["payer.name"]


def test_printable_text_in_any_script_passes() -> None:
    CardPayinRequest.model_validate({**CARD, "reference": "Pago nº 7 – 東京 ✓"})


async def test_the_sandbox_answers_a_400_naming_the_field(sandbox: SandboxApi) -> None:
    uid, _aid = await sandbox.funded_account(0)
    response = await sandbox.post(
        f"/api/v1/account/users/{uid}/accounts", json={"currency": "EUR", "alias": "a\x00b"}
    )
    assert response.status_code == 400
    assert [d["field"] for d in response.json()["error"]["details"]] == ["alias"]
    response = await sandbox.post("/sandbox/v1/users", json={"type": "PERSON", "name": "A\nB"})
    assert response.status_code == 400
    assert [d["field"] for d in response.json()["error"]["details"]] == ["name"]
