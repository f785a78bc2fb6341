"""Base classes for the wire contract: camelCase on the wire, snake_case in Python."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, field_validator
from pydantic.alias_generators import to_camel

from app.models.text_policy import refuse_hidden_text


class WireModel(BaseModel):
    """A response resource. Tolerant: extra fields from a live server are ignored."""

    model_config = ConfigDict(
        alias_generator=to_camel,
        populate_by_name=True,
        extra="ignore",
        frozen=True,
    )

    def to_wire(self) -> dict[str, Any]:
        """The JSON-ready dict as it travels on the wire (aliases, no unset optionals)."""
        return self.model_dump(mode="json", by_alias=True, exclude_none=True)


class RequestModel(BaseModel):
    """A request body. Strict: an unknown member is a mistake worth reporting."""

    model_config = ConfigDict(
        alias_generator=to_camel,
        populate_by_name=True,
        extra="forbid",
        str_strip_whitespace=True,
    )

    # Every text field of every request: the text policy (text_policy.py), no control,
    # invisible or bidi characters. Open members (kyc.data) are dicts, not text, and keep
    # their shape; the card pay-in's payer checks its text members itself.
    _text_policy = field_validator("*")(refuse_hidden_text)

    def to_wire(self) -> dict[str, Any]:
        return self.model_dump(mode="json", by_alias=True, exclude_none=True)


class SnakeWireModel(BaseModel):
    """For the few resources the spec spells in snake_case (KYC state history)."""

    model_config = ConfigDict(extra="ignore", frozen=True)

    def to_wire(self) -> dict[str, Any]:
        return self.model_dump(mode="json", exclude_none=True)
