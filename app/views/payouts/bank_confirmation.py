"""What the confirmation of a bank payout shows before anything is sent.

The spec has no bank payout simulation, so the side that is not fixed (received for a fixed
debit, or the other way) and the fee are named, not guessed: the server sets them.
"""

from __future__ import annotations

from app.models.payouts import BankPayoutRequest, BeneficiaryType
from app.services.translation import translate
from app.views.widgets.numbers import money_text


def confirmation_rows(request: BankPayoutRequest, relation_name: str) -> list[tuple[str, str]]:
    amounts, recipient = request.amounts, request.recipient
    if amounts.debited_amount.amount:
        money = [
            (
                translate("BankPayoutForm", "Debited"),
                money_text(amounts.debited_amount.amount, amounts.debited_amount.currency)
                + translate("BankPayoutForm", " (fee included)"),
            ),
            (
                translate("BankPayoutForm", "Received"),
                translate("BankPayoutForm", "the rest, in {0}, after the fee").format(
                    amounts.received_amount.currency
                ),
            ),
        ]
    else:
        money = [
            (
                translate("BankPayoutForm", "Received"),
                money_text(amounts.received_amount.amount or 0, amounts.received_amount.currency),
            ),
            (
                translate("BankPayoutForm", "Debited"),
                translate("BankPayoutForm", "what that costs in {0}, plus the fee").format(
                    amounts.debited_amount.currency
                ),
            ),
        ]
    who = (
        f"{recipient.name} {recipient.surname} ({relation_name})"
        if recipient.beneficiary_type is BeneficiaryType.PERSON
        else f"{recipient.company_name} (business)"
    )
    return [
        *money,
        (
            translate("BankPayoutForm", "Fee"),
            translate(
                "BankPayoutForm",
                "set by the server and taken from the debit; shown once the payout exists",
            ),
        ),
        (translate("BankPayoutForm", "To"), who),
        (
            translate("BankPayoutForm", "Account"),
            f"{recipient.account_number} · {recipient.routing_data.value} · "
            f"{recipient.bank_country}",
        ),
        (translate("BankPayoutForm", "Description"), request.description or "—"),
    ]
