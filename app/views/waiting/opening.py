"""Enter on a waiting item: the action it waits for, where that action already lives.

- a payout waiting for its OTP: the code prompt the payout result uses (sandbox), or the order
  in Orders against a live server (its OTP is validated outside Teller);
- a failed payout: seen, and shown in Orders under its account when Teller knows it;
- an unfinished batch: the start-up offer to resume it (Resume, Later, Show results);
- a batch to confirm: Payouts > Batches waiting for confirmation, on that batch;
- a decision to confirm: the case, in Compliance.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

from app.services.context import AccountRef
from app.services.search.entries import CaseTarget, OrderTarget
from app.services.waiting.items import WaitingItem, WaitingKind
from app.services.waiting.watch import WaitingWatch
from app.views.payouts.otp_dialog import OtpDialog
from app.views.search.opening import open_target

if TYPE_CHECKING:
    from app.views.workspace_window import WorkspaceWindow

NO_ACCOUNT = AccountRef("", "")  # a payout made elsewhere: the sandbox needs only its id


def open_item(window: WorkspaceWindow, item: WaitingItem, watch: WaitingWatch) -> QWidget | None:
    """What was opened (a dialog, a workspace), or None."""
    order = item.order
    if item.kind is WaitingKind.OTP and order is not None:
        if window.session.sandbox is not None:
            return ask_otp(window, item)
        return _show_order(window, item)
    if item.kind is WaitingKind.FAILED and order is not None:
        watch.mark_seen(item)
        return _show_order(window, item)
    if item.kind is WaitingKind.UNFINISHED_BATCH and item.batch is not None:
        return window.offer_batch(item.batch)
    if item.kind is WaitingKind.BATCH_TO_CONFIRM and item.proposal is not None:
        from app.views.bulk.confirm_batches import ID_ROLE  # the bulk views load when used

        dialog = window.open_batch_confirmations()
        for row in range(dialog.table.rowCount()):
            cell = dialog.table.item(row, 0)
            if cell is not None and cell.data(ID_ROLE) == item.proposal.batch_id:
                dialog.table.selectRow(row)
                break
        dialog.table.setFocus()
        return dialog
    if item.kind is WaitingKind.CASE_TO_CONFIRM and item.case is not None:
        open_target(window, CaseTarget(item.case.uid))
        return window.compliance
    return None


def ask_otp(window: WorkspaceWindow, item: WaitingItem) -> OtpDialog | None:
    """The payout's code prompt, for its own account when known; a code entered is recorded
    by the door, and the watch drops the item as soon as it is."""
    order = item.order
    if order is None:
        return None
    dialog = OtpDialog(
        window.session, item.account or NO_ACCOUNT, order, window.bulk_runner, window
    )
    dialog.finished.connect(dialog.deleteLater)
    dialog.open()
    dialog.code.setFocus()
    return dialog


def _show_order(window: WorkspaceWindow, item: WaitingItem) -> QWidget | None:
    order = item.order
    if order is None:
        return None
    ref = item.account
    open_target(
        window,
        OrderTarget(order, ref.uid if ref is not None else None, ref.aid if ref else None),
    )
    return window.orders
