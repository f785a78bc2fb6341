"""A seeded shareholder's kyc payload, as an identity-verification provider would send it:
the document read, the face and age checks, the watchlists and the device (docs/sandbox.md).
Drawn for each holder of a seeded KYB case by seed_kyb.py.
"""

from __future__ import annotations

from typing import Any

from sandbox.seed_data import ANCHOR
from sandbox.seed_kyb_people import Holder, ListMatch


def kyc_payload(holder: Holder, uid: str, ids: Any, photo: str | None) -> dict[str, Any]:
    """kyc.data as an identity-verification provider would send it (docs/sandbox.md)."""
    today = ANCHOR.date()
    expired = holder.expires < today
    age = (
        today.year
        - holder.born.year
        - ((today.month, today.day) < (holder.born.month, holder.born.day))
    )
    status = {"passed": "verified", "failed": "rejected", "pending": "pending"}[holder.outcome]
    kind = "national-id"
    document_steps: list[dict[str, Any]] = [
        _step("document-reading", 200),
        _step("age-check", 200, {"age": age, "ageThreshold": 18, "underage": age < 18}),
        _step("expiration-detection", 200, {"expirationDate": holder.expires.isoformat()}),
        _step("facematch", 200, {"score": 91.4}),
        _watchlists(holder.watchlist),
    ]
    if holder.problem == "expirationDetection.documentExpired":
        document_steps[2]["error"] = {
            "type": "StepError",
            "code": holder.problem,
            "message": f"The document expired on {holder.expires.isoformat()}.",
        }
    elif holder.problem == "facematch.notMatched":
        document_steps[3] = _step("facematch", 200, {"score": 23.7})
        document_steps[3]["error"] = {
            "type": "StepError",
            "code": holder.problem,
            "message": "The selfie does not match the photo of the document.",
        }
    elif holder.problem == "ageCheck.underage":
        document_steps[1]["error"] = {
            "type": "StepError",
            "code": holder.problem,
            "message": f"The person is {age}, under the age threshold of 18.",
        }
    elif holder.problem is not None:  # a document to send again: its later steps wait
        document_steps[0]["error"] = {
            "type": "StepError",
            "code": holder.problem,
            "message": "The document photo could not be read; the person was asked for another.",
        }
        for step in document_steps[1:]:
            step.update(status=0, data=None)
    if holder.outcome == "pending" and holder.problem is None:
        for step in document_steps[1:]:
            step.update(status=100)
    person_steps = [
        _step("liveness", 200 if holder.outcome != "pending" else 100),
        _step("ip-validation", 200, {"ip": holder.ip, "safe": True}),
    ]
    if holder.step_error is not None:
        step = next(s for s in person_steps if s["id"] == holder.step_error.step)
        step.update(status=200, data={"ip": holder.ip} if step["id"] == "ip-validation" else {})
        step["error"] = {
            "type": "StepError",
            "code": holder.step_error.code,
            "message": holder.step_error.message,
        }
    return {
        "data": {
            "id": ids(),
            "profileId": ids(),
            "expired": expired,
            "hasProblem": holder.outcome == "failed"
            or holder.problem is not None
            or bool(holder.watchlist)
            or holder.step_error is not None,
            "identity": {"id": ids(), "status": status},
            "computed": {
                "age": {"data": age},
                "isDocumentExpired": {"data": {kind: expired}},
            },
            "documents": [
                {
                    "country": holder.country,
                    "region": "",
                    "type": kind,
                    "fields": {
                        "firstName": {"value": holder.given},
                        "surname": {"value": holder.surnames},
                        "documentNumber": {"value": holder.document_number},
                        "dateOfBirth": {"value": holder.born.isoformat()},
                        "emissionDate": {"value": holder.issued.isoformat()},
                        "expirationDate": {"value": holder.expires.isoformat()},
                        "sex": {"value": holder.sex},
                        "nationality": {"value": holder.country},
                    },
                    "merchantFields": [],
                    "photos": [photo] if photo else [],
                    "steps": document_steps,
                }
            ],
            "steps": person_steps,
            "deviceFingerprint": _device(holder),
            "flow": {"id": "kyb-shareholder", "name": "Verificación de accionistas"},
            "metadata": {"userId": uid},
            "masJobToBePostpone": False,
            "videoAgreement": [],
        }
    }


def _step(step_id: str, status: int, data: dict[str, Any] | None = None) -> dict[str, Any]:
    return {"id": step_id, "status": status, "data": data}


def _watchlists(matches: tuple[ListMatch, ...]) -> dict[str, Any]:
    """The watchlist step: clear, or the entries matched with the lists that hold them (the
    provider's shape app/services/evidence/screening.py reads)."""
    step = _step(
        "watchlists",
        200,
        {
            "matches": [
                {
                    "name": match.name,
                    "score": match.score,
                    "lists": [{"id": key, "name": name} for key, name in match.lists],
                    "categories": list(match.categories),
                    "pep": "pep" in match.categories,
                    "sanctions": "sanctions" in match.categories,
                    "adverseMedia": "adverse_media" in match.categories,
                    "country": match.country,
                }
                for match in matches
            ]
        },
    )
    if matches:
        lists = list(dict.fromkeys(name for match in matches for _key, name in match.lists))
        entries = "1 entry" if len(matches) == 1 else f"{len(matches)} entries"
        step["error"] = {
            "type": "StepError",
            "code": "watchlists.matchFound",
            "message": f"The person matches {entries} on {' and '.join(lists)}.",
        }
    return step


def _device(holder: Holder) -> dict[str, Any]:
    if holder.device == "smartphone":
        return {
            "app": {"platform": "ios", "version": "4.12.0"},
            "browser": {"major": "18", "name": "Mobile Safari", "version": "18.1"},
            "device": {"type": "smartphone"},
            "engine": {"major": "605", "name": "WebKit", "version": "605.1.15"},
            "os": {"major": "18", "name": "iOS", "version": "18.1"},
            "ip": holder.ip,
            "ua": "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 "
            "(KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
        }
    return {
        "app": {"platform": "web", "version": "4.12.0"},
        "browser": {"major": "131", "name": "Chrome", "version": "131.0.6778.86"},
        "device": {"type": "desktop"},
        "engine": {"major": "131", "name": "Blink", "version": "131.0.6778.86"},
        "os": {"major": "10", "name": "Windows", "version": "10"},
        "ip": holder.ip,
        "ua": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) "
        "Chrome/131.0.0.0 Safari/537.36",
    }
