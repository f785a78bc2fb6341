"""Every row of an imported file checked by the single forms' rules, with each error at its cell.

A row's cells become the body the single form would send (the same members, trimmed and
written the same way: an IBAN without spaces, a SWIFT code in capitals, the ABA code only
where the bank needs one), and the same request model judges it (BankPayoutRequest or
CryptoPayoutRequest: recipient rules, IBAN/BIC and address checksums, the text policy), with
the same sentences (app/models/validation.py ``field_issues``, which the forms show). Each
sentence goes to the cell of the column it is about, so the grid can put it there. The money
rule (the account's balance and its feature's limits) is the forms' too
(app/models/payout_limits.py), checked for each row as if it were sent alone; what the whole
batch needs against the balance is the review's to say.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from pydantic import ValidationError

from app.models.accounts import Account, AccountCapabilities
from app.models.money import CRYPTO_CURRENCIES, Currency, to_decimal
from app.models.payout_limits import BANK_PAYOUT, CRYPTO_PAYOUT, payout_problem
from app.models.payouts import BankPayoutRequest, CryptoPayoutRequest, aba_required
from app.models.validation import FieldIssue, field_issues
from app.services.bulk.amount_text import DEBITED, read_amount_cells
from app.services.bulk.duplicates import flag_duplicates, identity
from app.services.bulk.model import CellError, CheckedRow, ImportedRow, ImportResult, PayoutKind
from app.services.translation import translate

BANK_CURRENCIES = tuple(c.value for c in Currency if c not in CRYPTO_CURRENCIES)
CRYPTO_CURRENCY_CODES = tuple(sorted(c.value for c in CRYPTO_CURRENCIES))

# The request's wire path (as field_issues names it) -> the column key of its cell.
_AMOUNT_PATHS = {
    "amounts": "amount",
    "amounts.debitedAmount": "amount",
    "amounts.debitedAmount.amount": "amount",
    "amounts.receivedAmount": "amount",
    "amounts.receivedAmount.amount": "amount",
    "amounts.receivedAmount.currency": "currency",
}
BANK_CELLS: dict[str, str] = {
    **_AMOUNT_PATHS,
    "recipient.beneficiaryType": "beneficiary_type",
    "recipient.routingData": "routing_data",
    "recipient.accountNumber": "account_number",
    "recipient.bankCountry": "bank_country",
    "recipient.name": "name",
    "recipient.surname": "surname",
    "recipient.relation": "relation",
    "recipient.companyName": "company_name",
    "recipient.document.documentType": "document_type",
    "recipient.document.number": "document_number",
    "recipient.abaRoutingCode": "aba_routing_code",
    "recipient.swift": "swift",
    "recipient.institutionNumber": "institution_number",
    "recipient.transitNumber": "transit_number",
    "recipient.address.line1": "line1",
    "recipient.address.city": "city",
    "recipient.address.postalCode": "postal_code",
    "recipient.address.province": "province",
    "recipient.address.country": "country",
    "recipient.contact.phone": "phone",
    "description": "description",
    "ownReference": "own_reference",
}
CRYPTO_CELLS: dict[str, str] = {
    **_AMOUNT_PATHS,
    "recipient.address": "address",
    "recipient.network": "network",
    "ownReference": "own_reference",
}


@dataclass(frozen=True)
class PayoutLimits:
    """The account paid from and what it may pay (capabilities: None while unknown)."""

    account: Account
    capabilities: AccountCapabilities | None = None


def _cell(cells: Mapping[str, str], key: str) -> str:
    return (cells.get(key) or "").strip()


def _optional(cells: Mapping[str, str], key: str) -> str | None:
    return _cell(cells, key) or None


def _code(cells: Mapping[str, str], key: str) -> str:
    """A code (type, routing, country, currency, network) as the form's pickers give it."""
    return _cell(cells, key).upper()


class RowChecker:
    """The rules of one import: its kind, the account's currency, the language its amounts are
    written in and, when known, the account's limits. The grid keeps one to check a row again
    after a fix (:meth:`recheck`) and to carry fixes over a re-import (:meth:`carry_fixes`)."""

    def __init__(
        self,
        kind: PayoutKind,
        *,
        currency: str,
        language: str,
        limits: PayoutLimits | None = None,
    ) -> None:
        self.kind = kind
        self.currency = currency
        self.language = language
        self.limits = limits
        self._crypto = crypto = kind is PayoutKind.CRYPTO  # (an enum member costs a lookup)
        self._model: type[BankPayoutRequest | CryptoPayoutRequest] = (
            CryptoPayoutRequest if crypto else BankPayoutRequest
        )
        self._cells_of = CRYPTO_CELLS if crypto else BANK_CELLS
        self._allowed = CRYPTO_CURRENCY_CODES if crypto else BANK_CURRENCIES

    # --- one row ---
    def check(self, row: ImportedRow, fixed: Mapping[str, str] | None = None) -> CheckedRow:
        """One row against the single form's rules; ``fixed``: its cells fixed in the grid."""
        cells = row.cells
        amount = read_amount_cells(
            cells.get("amount") or "", cells.get("amount_mode") or "", self.language
        )
        received_currency = _code(cells, "currency")
        minor = amount.minor
        debit = amount.side == DEBITED
        body: dict[str, Any] = {
            "amounts": {
                "debitedAmount": {"amount": minor if debit else 0, "currency": self.currency},
                "receivedAmount": {"amount": 0 if debit else minor, "currency": received_currency},
            },
            "recipient": self._recipient(cells),
        }
        body |= self._details(cells)
        issues = list(amount.issues)
        currency = self._currency_problem(received_currency)
        if currency is not None:
            issues.append(FieldIssue("currency", currency))
        # the form's rule: a typed amount's own sentence says more than the model's "enter an
        # amount", and the currency's own sentence more than the model's list of every code
        taken = {i.field for i in issues}
        money = self._money_problem(minor if debit else None)
        if money is not None:
            issues.append(FieldIssue("amount", money))
        request: BankPayoutRequest | CryptoPayoutRequest | None = None
        try:
            request = self._model.model_validate(body)
        except ValidationError as exc:
            issues += [i for i in self._at_cells(field_issues(exc)) if i.field not in taken]
        errors = tuple(CellError(row.number, i.field, i.message) for i in _distinct(issues))
        shown_currency = self.currency if debit else received_currency
        return CheckedRow(
            row=row,
            request=None if errors else request,
            errors=errors,
            currency=shown_currency,
            amount=None if minor is None else to_decimal(minor),
            fixed=dict(fixed or {}),
        )

    def _recipient(self, cells: Mapping[str, str]) -> dict[str, Any]:
        if self._crypto:
            return {"address": _cell(cells, "address"), "network": _code(cells, "network")}
        kind = _code(cells, "beneficiary_type")
        routing = _code(cells, "routing_data")
        recipient: dict[str, Any] = {
            "beneficiaryType": kind,
            "routingData": routing,
            "accountNumber": _cell(cells, "account_number").replace(" ", ""),
            "bankCountry": _code(cells, "bank_country"),
            "address": {
                "line1": _cell(cells, "line1"),
                "city": _cell(cells, "city"),
                "postalCode": _cell(cells, "postal_code"),
                "province": _cell(cells, "province"),
                "country": _code(cells, "country"),
            },
            "document": {
                "documentType": _code(cells, "document_type"),
                "number": _cell(cells, "document_number"),
            },
        }
        # As the form: a person's fields for a PERSON, the company's for a BUSINESS (the form
        # hides the others); a type the file misspelt keeps both, for the model to judge.
        if kind != "BUSINESS":
            recipient |= {
                "name": _optional(cells, "name"),
                "surname": _optional(cells, "surname"),
                "relation": _optional(cells, "relation"),
            }
        if kind != "PERSON":
            recipient["companyName"] = _optional(cells, "company_name")
        bank_country = recipient["bankCountry"] or None
        optional = {
            "abaRoutingCode": (
                _optional(cells, "aba_routing_code")
                if aba_required(bank_country, routing)
                else None
            ),
            "swift": _cell(cells, "swift").replace(" ", "").upper() or None,
            "institutionNumber": _optional(cells, "institution_number"),
            "transitNumber": _optional(cells, "transit_number"),
        }
        recipient |= {k: v for k, v in optional.items() if v is not None}
        phone = _optional(cells, "phone")
        if phone:
            recipient["contact"] = {"phone": phone}
        return recipient

    def _details(self, cells: Mapping[str, str]) -> dict[str, Any]:
        details: dict[str, Any] = {}
        if not self._crypto and _cell(cells, "description"):
            details["description"] = _cell(cells, "description")
        if _cell(cells, "own_reference"):
            details["ownReference"] = _cell(cells, "own_reference")
        return details

    def _money_problem(self, debited: int | None) -> str | None:
        """The forms' money rule for a debit typed exactly (without a quote, the debit is the
        least the payout needs)."""
        if self.limits is None or debited is None:
            return None
        crypto = self._crypto
        return payout_problem(
            self.limits.account,
            self.limits.capabilities,
            CRYPTO_PAYOUT if crypto else BANK_PAYOUT,
            debited,
            "crypto payout" if crypto else "bank payout",
            fee_known=False,
        )

    def _currency_problem(self, code: str) -> str | None:
        """The currencies the single form offers for this kind, and no other."""
        if not code:
            return translate(
                "BulkChecks", "Enter the currency the recipient gets, for example {0}."
            ).format(self._allowed[0])
        if code in self._allowed:
            return None
        if self._crypto:
            said = translate(
                "BulkChecks",
                "A crypto payout from this account cannot pay in {0}; use one of: {1}.",
            )
        else:
            said = translate(
                "BulkChecks", "A bank payout from this account cannot pay in {0}; use one of: {1}."
            )
        return said.format(code, ", ".join(self._allowed))

    def _at_cells(self, issues: Iterable[FieldIssue]) -> list[FieldIssue]:
        """Wire paths -> column keys; a rule about no one cell is the row's ('')."""
        return [FieldIssue(self._cells_of.get(i.field, ""), i.message) for i in issues]

    # --- the file ---
    def check_all(self, rows: Iterable[ImportedRow]) -> list[CheckedRow]:
        return flag_duplicates([self.check(row) for row in rows])

    def recheck(self, row: CheckedRow, cells: Mapping[str, str]) -> CheckedRow:
        """``row`` checked again with ``cells`` (column key -> text) typed over its own. Each
        cell remembers the file's text until it is typed back; a repeat of a recent payout
        stays flagged while the row still pays the same. Duplicates within the file depend on
        the other rows: :func:`flag_duplicates` over the list says them again."""
        fixed = dict(row.fixed)
        for key, text in cells.items():
            fixed.setdefault(key, row.row.cells.get(key, ""))
            if fixed[key] == text:
                del fixed[key]  # back to what the file says
        merged = {**row.row.cells, **cells}
        checked = self.check(ImportedRow(row.row.number, merged), fixed)
        same = row.ready and checked.ready and identity(row.request) == identity(checked.request)
        return replace(
            checked,
            duplicate_of=row.duplicate_of,
            recent_order=row.recent_order if same else "",
        )

    def carry_fixes(self, old: Sequence[CheckedRow], new: ImportResult) -> list[CheckedRow]:
        """The re-imported file checked, with the grid's fixes of the earlier import typed
        over the rows that still match: the same row number, and every cell that was not fixed
        reading as before. A fixed cell the file itself now changes keeps the file's text (the
        person fixed it there)."""
        before = {row.row.number: row for row in old if row.fixed}
        checked: list[CheckedRow] = []
        for row in new.rows:
            earlier = before.get(row.number)
            if earlier is None or not _still_matches(earlier, row):
                checked.append(self.check(row))
                continue
            fixes = {
                key: earlier.row.cells.get(key, "")
                for key, original in earlier.fixed.items()
                if row.cells.get(key, "") == original
            }
            kept = {key: earlier.fixed[key] for key in fixes}
            merged = ImportedRow(row.number, {**row.cells, **fixes})
            checked.append(self.check(merged, kept))
        return flag_duplicates(checked)


def _still_matches(earlier: CheckedRow, row: ImportedRow) -> bool:
    """Every cell of ``row`` that was not fixed reads as the earlier file's did."""
    file_then = {**earlier.row.cells, **earlier.fixed}
    keys = (set(file_then) | set(row.cells)) - set(earlier.fixed)
    return all(file_then.get(k, "") == row.cells.get(k, "") for k in keys)


def _distinct(issues: Iterable[FieldIssue]) -> list[FieldIssue]:
    return list(dict.fromkeys(issues))


def check_rows(
    result: ImportResult,
    *,
    currency: str,
    language: str,
    limits: PayoutLimits | None = None,
) -> list[CheckedRow]:
    """Every row of ``result`` checked, with repeats within the file flagged."""
    checker = RowChecker(result.kind, currency=currency, language=language, limits=limits)
    return checker.check_all(result.rows)
