"""What the confirmation says about the one-time password a payout may need.

The sandbox asks for one from a debit of 1,000.00 (docs/sandbox.md); a live server's rule is
not in the spec, so against one Teller only says what will happen after sending.
"""

from __future__ import annotations

from app.services.translation import translate
from app.views.widgets.numbers import money_text

SANDBOX_OTP_THRESHOLD = 100_000  # docs/sandbox.md: payouts debiting 1,000.00 or more


def otp_note(*, sandbox: bool, currency: str, debit: int | None) -> str:
    """``debit`` is the exact debit (fee included) when known, else None."""
    if not sandbox:
        return translate(
            "OtpNote",
            "If the server asks for an OTP, Teller says so once the payout is made; "
            "validating it happens outside this app.",
        )
    threshold = money_text(SANDBOX_OTP_THRESHOLD, currency)
    if debit is None:
        return translate(
            "OtpNote", "An OTP will be needed if the debit, fee included, reaches {0}."
        ).format(threshold)
    if debit >= SANDBOX_OTP_THRESHOLD:
        return translate(
            "OtpNote", "This payout will need an OTP: the sandbox asks for one from {0}."
        ).format(threshold)
    return translate(
        "OtpNote", "No OTP needed: the sandbox asks for one from a debit of {0}."
    ).format(threshold)
