"""GET /api/v1/reference/user-relations: no token; English or Spanish names."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Header

from app.models.reference import UserRelationList
from sandbox.domain.relations import preferred_language, relation_names

router = APIRouter(tags=["Reference data"])


@router.get(
    "/api/v1/reference/user-relations",
    response_model=UserRelationList,
    operation_id="list_user_relations",
)
def user_relations(
    accept_language: Annotated[str | None, Header(alias="Accept-Language")] = None,
) -> UserRelationList:
    relations = [
        {"slug": slug, "name": name}
        for slug, name in relation_names(preferred_language(accept_language))
    ]
    total = len(relations)
    return UserRelationList.model_validate(
        {
            "relations": relations,
            "pagination": {"page": 1, "pageSize": total, "numPages": 1, "total": total},
        }
    )
