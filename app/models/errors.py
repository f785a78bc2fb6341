"""The error envelope every failure of the API answers with."""

from __future__ import annotations

from enum import StrEnum

from pydantic import Field

from app.models.base import WireModel


class ErrorCode(StrEnum):
    INVALID_REQUEST = "INVALID_REQUEST"
    UNAUTHORIZED = "UNAUTHORIZED"
    FORBIDDEN = "FORBIDDEN"
    NOT_FOUND = "NOT_FOUND"
    INTERNAL_SERVER_ERROR = "INTERNAL_SERVER_ERROR"
    UNKNOWN_ERROR = "UNKNOWN_ERROR"
    NOT_IMPLEMENTED = "NOT_IMPLEMENTED"
    TOO_MANY_REQUESTS = "TOO_MANY_REQUESTS"
    QUOTE_EXPIRED = "QUOTE_EXPIRED"
    BAD_GATEWAY = "BAD_GATEWAY"


class ErrorType(StrEnum):
    VALIDATION_ERROR = "VALIDATION_ERROR"
    CONFLICT_ERROR = "CONFLICT_ERROR"
    UNPROCESSABLE_ERROR = "UNPROCESSABLE_ERROR"
    AUTHENTICATION_ERROR = "AUTHENTICATION_ERROR"
    AUTHORIZATION_ERROR = "AUTHORIZATION_ERROR"
    NOT_FOUND_ERROR = "NOT_FOUND_ERROR"
    INTERNAL_ERROR = "INTERNAL_ERROR"
    NOT_IMPLEMENTED_ERROR = "NOT_IMPLEMENTED_ERROR"
    UNKNOWN_ERROR = "UNKNOWN_ERROR"
    RATE_LIMIT_ERROR = "RATE_LIMIT_ERROR"
    BAD_GATEWAY_ERROR = "BAD_GATEWAY_ERROR"


# The HTTP status the sandbox answers for each type (docs/api-decisions.md).
STATUS_BY_TYPE: dict[ErrorType, int] = {
    ErrorType.VALIDATION_ERROR: 400,
    ErrorType.AUTHENTICATION_ERROR: 401,
    ErrorType.AUTHORIZATION_ERROR: 403,
    ErrorType.NOT_FOUND_ERROR: 404,
    ErrorType.CONFLICT_ERROR: 409,
    ErrorType.UNPROCESSABLE_ERROR: 422,
    ErrorType.RATE_LIMIT_ERROR: 429,
    ErrorType.INTERNAL_ERROR: 500,
    ErrorType.UNKNOWN_ERROR: 500,
    ErrorType.NOT_IMPLEMENTED_ERROR: 501,
    ErrorType.BAD_GATEWAY_ERROR: 502,
}


class ErrorDetail(WireModel):
    field: str
    message: str


class ErrorBody(WireModel):
    code: str  # str, not ErrorCode: a live server's new code must still parse
    type: str
    message: str
    details: list[ErrorDetail] = Field(default_factory=list)


class ErrorEnvelope(WireModel):
    error: ErrorBody
