"""NEEDS_MORE_INFO, a KYB session waiting for the applicant: the state helper takes it (and
names it among the states it takes), uploads stay open in it as they are for a new session,
and the case list reports it as it is, not as a new case."""

from __future__ import annotations

import pytest

from tests.helpers.sandbox_api import SandboxApi
from tests.sandbox.test_kyb_documents import PDF, new_session, upload

pytestmark = pytest.mark.anyio


def state_path(uid: str, sid: str) -> str:
    return f"/sandbox/v1/business-users/{uid}/kyb-sessions/{sid}/state"


async def test_a_session_waits_for_the_applicant_and_takes_uploads(sandbox: SandboxApi) -> None:
    uid, sid = await new_session(sandbox)
    for state in ("IN_REVIEW", "NEEDS_MORE_INFO"):
        moved = await sandbox.post(state_path(uid, sid), json={"new_state": state})
        assert moved.status_code == 200, moved.text
    assert moved.json()["state"] == "NEEDS_MORE_INFO"

    sent = await upload(sandbox, uid, sid, PDF, name="bill.pdf")  # the applicant answers
    assert sent.status_code == 201, sent.text
    session = (await sandbox.get(f"/sandbox/v1/business-users/{uid}/kyb-sessions/{sid}")).json()
    assert session["state"] == "NEEDS_MORE_INFO"
    assert [d["fileName"] for d in session["documents"]] == ["bill.pdf"]

    cases = (await sandbox.get("/sandbox/v1/kyb/cases")).json()["cases"]
    (case,) = [c for c in cases if c["userId"] == uid]
    assert case["session"]["state"] == "NEEDS_MORE_INFO"


async def test_an_unknown_state_is_refused_naming_the_waiting_one(sandbox: SandboxApi) -> None:
    uid, sid = await new_session(sandbox)
    refused = await sandbox.post(state_path(uid, sid), json={"new_state": "ON_HOLD"})
    assert refused.status_code == 400
    message = refused.json()["error"]["details"][0]["message"]
    assert message == "Use one of: CREATED, IN_REVIEW, NEEDS_MORE_INFO, APPROVED, REJECTED."
