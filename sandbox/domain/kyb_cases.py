"""The KYB case list: one row per business user of a merchant, in one SQL statement.

Each business's newest session, the live and soft-deleted document counts of that session,
its shareholders with their worst KYC state (the latest state of each linked identity
verification, ranked by ``KYC_STATES_WORST_FIRST``) and the moment anything of the case last
changed. The subqueries are grouped per business and joined once, so the cost does not grow
with one query per business (a test runs it over 1,000 businesses).
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import Connection, case, func, select

from app.models.kyb_cases import KybCase
from app.models.kyb_catalogue import KYC_STATES_WORST_FIRST, UNKNOWN_KYC_STATE_RANK
from sandbox.db.tables import (
    identity_verification_logs,
    kyb_details,
    kyb_documents,
    kyb_sessions,
    shareholders,
    users,
)


def kyb_cases(conn: Connection, merchant_id: str) -> list[KybCase]:
    """Newest change first (ties: company name, then id)."""
    rows = conn.execute(_cases_query(merchant_id)).all()
    cases = [_case(row) for row in rows]
    cases.sort(key=lambda c: ((c.company_name or "").casefold(), c.user_id))
    cases.sort(key=lambda c: c.last_change.isoformat() if c.last_change else "", reverse=True)
    return cases


def _cases_query(merchant_id: str) -> Any:
    s, d, h, log = kyb_sessions, kyb_documents, shareholders, identity_verification_logs
    business = (users.c.merchant_id == merchant_id) & (users.c.type == "BUSINESS")

    ranked_sessions = (
        select(
            s.c.id,
            s.c.user_id,
            s.c.kyb_id,
            s.c.state,
            s.c.created_at,
            s.c.updated_at,
            func.row_number()
            .over(partition_by=s.c.user_id, order_by=(s.c.created_at.desc(), s.c.id.desc()))
            .label("position"),
        )
        .where(s.c.merchant_id == merchant_id)
        .subquery("ranked_sessions")
    )
    newest = (
        select(ranked_sessions).where(ranked_sessions.c.position == 1).subquery("newest_session")
    )
    document_counts = (
        select(
            d.c.session_id,
            func.sum(case((d.c.deleted_at.is_(None), 1), else_=0)).label("live"),
            func.count(d.c.deleted_at).label("deleted"),
        )
        .where(d.c.session_id.in_(select(newest.c.id)))
        .group_by(d.c.session_id)
        .subquery("document_counts")
    )
    session_activity = (
        select(
            s.c.user_id,
            func.max(s.c.updated_at).label("session_at"),
            func.max(d.c.updated_at).label("document_at"),
        )
        .select_from(s.outerjoin(d, d.c.session_id == s.c.id))
        .where(s.c.merchant_id == merchant_id)
        .group_by(s.c.user_id)
        .subquery("session_activity")
    )
    latest_log = (
        select(log.c.session_id, func.max(log.c.id).label("log_id"))
        .where(
            log.c.session_id.in_(
                select(h.c.identity_verification_id).where(h.c.merchant_id == merchant_id)
            )
        )
        .group_by(log.c.session_id)
        .subquery("latest_log")
    )
    rank = case(
        {state: index for index, state in enumerate(KYC_STATES_WORST_FIRST)},
        value=log.c.new_state,
        else_=UNKNOWN_KYC_STATE_RANK,
    )
    by_holder = (h.c.user_id,)
    ranked_holders = (
        select(
            h.c.user_id,
            log.c.new_state.label("kyc_state"),
            func.count().over(partition_by=by_holder).label("holders"),
            func.max(h.c.updated_at).over(partition_by=by_holder).label("holder_at"),
            func.max(log.c.created_at).over(partition_by=by_holder).label("kyc_at"),
            func.row_number()
            .over(partition_by=by_holder, order_by=(log.c.new_state.is_(None), rank, h.c.id))
            .label("position"),
        )
        .select_from(
            h.outerjoin(
                latest_log, latest_log.c.session_id == h.c.identity_verification_id
            ).outerjoin(log, log.c.id == latest_log.c.log_id)
        )
        .where(h.c.merchant_id == merchant_id)
        .subquery("ranked_holders")
    )
    holders = (
        select(ranked_holders).where(ranked_holders.c.position == 1).subquery("holder_summary")
    )
    details = (
        select(kyb_details.c.user_id, func.max(kyb_details.c.created_at).label("detail_at"))
        .where(kyb_details.c.user_id.in_(select(users.c.id).where(business)))
        .group_by(kyb_details.c.user_id)
        .subquery("detail_activity")
    )
    return (
        select(
            users.c.id,
            users.c.company_name,
            users.c.created_at,
            newest.c.id.label("session_id"),
            newest.c.kyb_id,
            newest.c.state,
            newest.c.created_at.label("session_created_at"),
            newest.c.updated_at.label("session_updated_at"),
            document_counts.c.live,
            document_counts.c.deleted,
            session_activity.c.session_at,
            session_activity.c.document_at,
            holders.c.holders,
            holders.c.kyc_state,
            holders.c.holder_at,
            holders.c.kyc_at,
            details.c.detail_at,
        )
        .select_from(
            users.outerjoin(newest, newest.c.user_id == users.c.id)
            .outerjoin(document_counts, document_counts.c.session_id == newest.c.id)
            .outerjoin(session_activity, session_activity.c.user_id == users.c.id)
            .outerjoin(holders, holders.c.user_id == users.c.id)
            .outerjoin(details, details.c.user_id == users.c.id)
        )
        .where(business)
    )


def _case(row: Any) -> KybCase:
    moments = [
        row.session_at,
        row.document_at,
        row.holder_at,
        row.kyc_at,
        row.detail_at,
    ]
    last_change = max((m for m in moments if m), default=row.created_at)
    session = None
    if row.session_id is not None:
        session = {
            "id": row.session_id,
            "kybId": row.kyb_id,
            "state": row.state,
            "createdAt": row.session_created_at,
            "updatedAt": row.session_updated_at,
        }
    return KybCase.model_validate(
        {
            "userId": row.id,
            "companyName": row.company_name,
            "createdAt": row.created_at,
            "session": session,
            "documents": row.live or 0,
            "deletedDocuments": row.deleted or 0,
            "shareholders": row.holders or 0,
            "worstKycState": row.kyc_state,
            "lastChange": last_change,
        }
    )
