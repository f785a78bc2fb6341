"""Rules the sandbox adds to the payout models' own: they need the catalogue or the chains.

Each failure is a 400 naming the field by its dotted path from the root of the body.
"""

from __future__ import annotations

from app.models.money import CRYPTO_CURRENCIES
from app.models.payouts import BankRecipient, BeneficiaryType, PayoutAmounts
from app.models.validation import FieldIssue
from sandbox.domain.crypto_networks import CRYPTO_NETWORKS, networks_for
from sandbox.domain.relations import RELATION_SLUGS
from sandbox.errors import validation_error


def check_bank_payout(amounts: PayoutAmounts, recipient: BankRecipient) -> None:
    issues: list[FieldIssue] = []
    if (
        recipient.beneficiary_type is BeneficiaryType.PERSON
        and recipient.relation not in RELATION_SLUGS
    ):
        issues.append(
            FieldIssue(
                "recipient.relation",
                "Choose a relation from the user-relations catalogue, e.g. FRIEND or FAMILY.",
            )
        )
    if amounts.received_amount.currency in CRYPTO_CURRENCIES:
        issues.append(
            FieldIssue(
                "amounts.receivedAmount.currency",
                "A bank receives fiat money; send crypto with a crypto payout.",
            )
        )
    if issues:
        raise validation_error(issues)


def check_crypto_destination(amounts: PayoutAmounts, network: str) -> str:
    """Returns the network upper-cased, once it is known and carries the currency."""
    normalized = network.strip().upper()
    currency = amounts.received_amount.currency.value
    if normalized not in CRYPTO_NETWORKS:
        raise validation_error(
            [
                FieldIssue(
                    "recipient.network",
                    "Choose a network the sandbox knows: " + ", ".join(CRYPTO_NETWORKS) + ".",
                )
            ]
        )
    if currency not in CRYPTO_CURRENCIES:
        raise validation_error(
            [
                FieldIssue(
                    "amounts.receivedAmount.currency",
                    "A crypto payout delivers a crypto currency: "
                    + ", ".join(sorted(CRYPTO_CURRENCIES))
                    + ".",
                )
            ]
        )
    if normalized not in networks_for(currency):
        raise validation_error(
            [
                FieldIssue(
                    "recipient.network",
                    f"{currency} does not travel on {normalized}; use "
                    + " or ".join(networks_for(currency))
                    + ".",
                )
            ]
        )
    return normalized
