"""Messages of the request models are sentences a person reads at the field."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from app.models.sandbox_helpers import SandboxUserCreate
from app.models.validation import field_issues


@pytest.mark.parametrize(
    ("email", "sentence"),
    [
        ("ana.example.com", "An email address must have an @-sign."),
        ("ana@" + "x" * 250 + ".com", "The email address is too long"),
    ],
)
def test_a_bad_email_is_said_in_one_sentence(email: str, sentence: str) -> None:
    with pytest.raises(ValidationError) as caught:
        SandboxUserCreate.model_validate({"type": "PERSON", "email": email})
    [issue] = field_issues(caught.value)
    assert issue.field == "email"
    assert issue.message.startswith(sentence)
    assert not issue.message.startswith("value is")
