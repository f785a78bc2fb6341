"""Reference data: the user-relations catalogue and the login exchange."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from app.models.base import WireModel
from app.models.orders import Pagination


class UserRelation(WireModel):
    name: str
    slug: str


class UserRelationList(WireModel):
    relations: list[UserRelation]
    pagination: Pagination | None = None


class LoginRequest(BaseModel):
    """snake_case on the wire, as the spec spells it."""

    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)

    api_code: str = Field(min_length=1)
    api_key: str = Field(min_length=1)


class LoginResponse(BaseModel):
    model_config = ConfigDict(extra="ignore")

    token: str
