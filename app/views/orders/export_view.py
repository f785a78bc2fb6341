"""Export of the orders a workspace's query matches: which list to walk (one account's or
the merchant's), under which target the door journals it, and the progress shown
(export_progress.py)."""

from __future__ import annotations

import asyncio
from pathlib import Path

from PySide6.QtWidgets import QProgressDialog, QWidget

from app.models.order_query import OrderQuery
from app.services.context import AccountRef
from app.services.order_export import bank_payout_descriptions
from app.services.session import Session
from app.views.orders.export_progress import start_export
from app.views.task_runner import TaskRunner
from app.views.widgets.error_banner import ErrorBanner


def export_shown_orders(
    owner: QWidget,
    session: Session,
    runner: TaskRunner,
    banner: ErrorBanner,
    query: OrderQuery,
    ref: AccountRef | None,
    path: Path,
    *,
    expected: int,
    button: QWidget,
    progress_delay_ms: int,
) -> tuple[asyncio.Task[None], QProgressDialog]:
    """Every order ``query`` matches, of ``ref``'s account or (None) the merchant's, to
    ``path``, through the door (journalled as that account or "merchant")."""
    client = session.client
    if ref is not None:
        orders = client.iter_account_orders(ref.uid, ref.aid, query)
        target = f"{ref.uid}/{ref.aid}"
    else:
        orders = client.iter_merchant_orders(query)
        target = "merchant"
    return start_export(
        owner,
        runner,
        banner,
        orders,
        path,
        expected=expected,
        button=button,
        progress_delay_ms=progress_delay_ms,
        through_door=lambda write: session.actions.export_orders(target, path.name, write),
        describe=bank_payout_descriptions(client.get_bank_payout),
    )
