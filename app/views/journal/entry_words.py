"""A journal entry's target, outcome and details in words, for the journal's table.

The store keeps what the door recorded (a review mark as its JSON, ids whole, slugs such as
``fake_or_altered``); the table shows it as a reviewer reads it: a mark, a decision, a reason
and a state named as the case names them (``app/views/widgets/review_words.py``), a business
by its name where this desk has seen it (the directory learns it from the compliance queue
and the accounts), an account by its name (whose · which · currency), any other id
shortened ("5e0c2a1b…"): app/views/widgets/target_names.py. Nothing is lost: the cell's tooltip
holds the details as stored, and Search and Export read the stored text.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from typing import Any

from app.services.journal import JournalEntry
from app.services.translation import QT_TRANSLATE_NOOP, translate
from app.views.widgets.numbers import money_text
from app.views.widgets.review_words import (
    code_words,
    decision_words,
    mark_words,
    reason_words,
    state_words,
)
from app.views.widgets.target_names import NameOf, short_ids

CONTEXT = "JournalTable"

OUTCOMES = {
    "done": QT_TRANSLATE_NOOP("JournalTable", "Done"),
    "found": QT_TRANSLATE_NOOP("JournalTable", "Done (found after a retry)"),
    "refused": QT_TRANSLATE_NOOP("JournalTable", "Refused"),
    "unknown": QT_TRANSLATE_NOOP("JournalTable", "Outcome unknown"),
}
# The members of a recorded result, labelled; those the row says already (the case and
# session are its target, the time its Time) or that are key ids beside a name are left out.
LABELS = {
    "mark": QT_TRANSLATE_NOOP("JournalTable", "Mark"),
    "decision": QT_TRANSLATE_NOOP("JournalTable", "Decision"),
    "state": QT_TRANSLATE_NOOP("JournalTable", "State"),
    "reason": QT_TRANSLATE_NOOP("JournalTable", "Reason"),
    "comment": QT_TRANSLATE_NOOP("JournalTable", "Comment"),
    "text": QT_TRANSLATE_NOOP("JournalTable", "Note"),
    "doc_id": QT_TRANSLATE_NOOP("JournalTable", "Document"),
    "by_name": QT_TRANSLATE_NOOP("JournalTable", "By"),
    "to_name": QT_TRANSLATE_NOOP("JournalTable", "To"),
    "proposed_by_name": QT_TRANSLATE_NOOP("JournalTable", "Proposed by"),
    "proposal_reason": QT_TRANSLATE_NOOP("JournalTable", "Proposal's reason"),
    "result": QT_TRANSLATE_NOOP("JournalTable", "Result"),
    "error": QT_TRANSLATE_NOOP("JournalTable", "Error"),
    "idempotencyKey": QT_TRANSLATE_NOOP("JournalTable", "Idempotency key"),
    "file_name": QT_TRANSLATE_NOOP("JournalTable", "File"),
    "file_sha256": QT_TRANSLATE_NOOP("JournalTable", "File's SHA-256"),
    "fingerprint": QT_TRANSLATE_NOOP("JournalTable", "Rows' fingerprint"),
    "rows": QT_TRANSLATE_NOOP("JournalTable", "Rows"),
    "totals": QT_TRANSLATE_NOOP("JournalTable", "Totals"),
}
# A batch's account and id are its target (``uid/aid/batch``); key ids stand beside names.
SAID_ELSEWHERE = frozenset(
    {
        "uid",
        "aid",
        "batch_id",
        "session_id",
        "at",
        "by",
        "to",
        "author",
        "proposed_by",
        "proposed_at",
    }
)


# The door's actions (``_perform``'s first argument), as the journal's Action column and its
# filter say them; the code stays in the cell's tooltip and in Search and Export.
ACTIONS = {
    "bank_payout": QT_TRANSLATE_NOOP("JournalTable", "Bank payout"),
    "crypto_payout": QT_TRANSLATE_NOOP("JournalTable", "Crypto payout"),
    "start_batch": QT_TRANSLATE_NOOP("JournalTable", "Send a batch of payouts"),
    "finish_batch": QT_TRANSLATE_NOOP("JournalTable", "End a batch of payouts"),
    "propose_batch": QT_TRANSLATE_NOOP("JournalTable", "Ask to confirm a batch of payouts"),
    "confirm_batch": QT_TRANSLATE_NOOP("JournalTable", "Confirm a batch of payouts"),
    "return_batch": QT_TRANSLATE_NOOP("JournalTable", "Return a batch of payouts"),
    "card_payin": QT_TRANSLATE_NOOP("JournalTable", "Card pay-in"),
    "validate_otp": QT_TRANSLATE_NOOP("JournalTable", "Confirm a payout's code"),
    "create_account": QT_TRANSLATE_NOOP("JournalTable", "Open an account"),
    "deactivate_viban": QT_TRANSLATE_NOOP("JournalTable", "Deactivate a vIBAN"),
    "issue_viban": QT_TRANSLATE_NOOP("JournalTable", "Issue a vIBAN"),
    "reveal": QT_TRANSLATE_NOOP("JournalTable", "Reveal personal data"),
    "copy_personal_data": QT_TRANSLATE_NOOP("JournalTable", "Copy personal data"),
    "save_document_copy": QT_TRANSLATE_NOOP("JournalTable", "Save a document's copy"),
    "open_document_externally": QT_TRANSLATE_NOOP("JournalTable", "Open a document outside"),
    "export_case_bundle": QT_TRANSLATE_NOOP("JournalTable", "Export a case bundle"),
    "export_orders": QT_TRANSLATE_NOOP("JournalTable", "Export orders"),
    "export_statement": QT_TRANSLATE_NOOP("JournalTable", "Export a statement"),
    "save_file": QT_TRANSLATE_NOOP("JournalTable", "Save a receipt, summary or results file"),
    "print_document": QT_TRANSLATE_NOOP("JournalTable", "Print a receipt or summary"),
    "start_kyb_session": QT_TRANSLATE_NOOP("JournalTable", "Start a KYB session"),
    "upload_kyb_document": QT_TRANSLATE_NOOP("JournalTable", "Upload a document"),
    "delete_kyb_document": QT_TRANSLATE_NOOP("JournalTable", "Delete a document"),
    "create_shareholder": QT_TRANSLATE_NOOP("JournalTable", "Add a shareholder"),
    "update_shareholder": QT_TRANSLATE_NOOP("JournalTable", "Edit a shareholder"),
    "set_kyb_session_state": QT_TRANSLATE_NOOP("JournalTable", "Move a case's state (testers)"),
    "mark_document": QT_TRANSLATE_NOOP("JournalTable", "Mark a document"),
    "decide_case": QT_TRANSLATE_NOOP("JournalTable", "Decide a case"),
    "propose_decision": QT_TRANSLATE_NOOP("JournalTable", "Propose a decision"),
    "confirm_decision": QT_TRANSLATE_NOOP("JournalTable", "Confirm a decision"),
    "return_decision": QT_TRANSLATE_NOOP("JournalTable", "Return a decision"),
    "claim_case": QT_TRANSLATE_NOOP("JournalTable", "Claim a case"),
    "release_case": QT_TRANSLATE_NOOP("JournalTable", "Release a case"),
    "assign_case": QT_TRANSLATE_NOOP("JournalTable", "Assign a case"),
    "override_claim": QT_TRANSLATE_NOOP("JournalTable", "Work on another's case"),
    "add_note": QT_TRANSLATE_NOOP("JournalTable", "Add a note"),
    "dismiss_flag": QT_TRANSLATE_NOOP("JournalTable", "Dismiss a flag"),
    "add_sandbox_orders": QT_TRANSLATE_NOOP("JournalTable", "Add sandbox orders (testers)"),
    "advance_order": QT_TRANSLATE_NOOP("JournalTable", "Advance an order (testers)"),
    "expire_quotes": QT_TRANSLATE_NOOP("JournalTable", "Expire quotes (testers)"),
    "fail_next_request": QT_TRANSLATE_NOOP("JournalTable", "Fail the next request (testers)"),
    "reset_sandbox": QT_TRANSLATE_NOOP("JournalTable", "Reset the sandbox (testers)"),
    "set_quote_validity": QT_TRANSLATE_NOOP("JournalTable", "Set quote validity (testers)"),
    "set_rate_limit": QT_TRANSLATE_NOOP("JournalTable", "Turn the rate limit on or off (testers)"),
}


def action_words(action: str) -> str:
    """A door action in words; one Teller does not know yet, its code spelled out."""
    return translate(CONTEXT, ACTIONS[action]) if action in ACTIONS else code_words(action)


def outcome_words(outcome: str) -> str:
    return translate(CONTEXT, OUTCOMES[outcome]) if outcome in OUTCOMES else code_words(outcome)


def _label(key: str) -> str:
    if key in LABELS:
        return translate(CONTEXT, LABELS[key])
    return code_words(re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "_", key))


def _value(key: str, value: Any, name_of: NameOf, *, with_reason_slug: bool) -> str:
    text = "" if value is None else str(value)
    if key == "mark":
        return mark_words(text)
    if key == "decision":
        return decision_words(text)
    if key == "state":
        return state_words(text) if text else ""
    if key == "reason" and with_reason_slug:
        return reason_words(text)
    if key == "totals" and isinstance(value, dict):  # a batch's: currency -> minor units
        return " + ".join(money_text(int(n), str(c)) for c, n in value.items())
    return short_ids(text, name_of)


def _members(data: Mapping[str, Any], name_of: NameOf) -> list[str]:
    """A recorded result's members in words: a mark's reason is a slug, a decision's is
    typed (``reason_words`` keeps typed text as it is either way)."""
    said = []
    slugged = "mark" in data
    for key, value in data.items():
        if key in SAID_ELSEWHERE or value in (None, "", [], {}):
            continue
        shown = _value(key, value, name_of, with_reason_slug=slugged)
        if shown:
            said.append(f"{_label(key)}: {shown}")
    return said


def details_words(entry: JournalEntry, name_of: NameOf) -> str:
    """The details as a reviewer reads them (see the module's docstring)."""
    said: list[str] = []
    for key, value in sorted(entry.details.items()):
        data = _json_object(value) if key == "result" else None
        if data is not None:
            said.extend(_members(data, name_of))
        elif value not in (None, ""):
            said.append(f"{_label(key)}: {short_ids(str(value), name_of)}")
    return ", ".join(said)


def details_stored(entry: JournalEntry) -> str:
    """The details as stored, for the tooltip."""
    return ", ".join(f"{key}: {value}" for key, value in sorted(entry.details.items()))


def _json_object(value: Any) -> dict[str, Any] | None:
    if isinstance(value, dict):
        return value
    if not isinstance(value, str) or not value.startswith("{"):
        return None
    try:
        data = json.loads(value)
    except ValueError:
        return None
    return data if isinstance(data, dict) else None
