"""The Teller side of the bulk crash test (tests/e2e/test_bulk_crash.py), as its own process so
the test can kill it with SIGKILL at any point: sign in to a sandbox, open the batch store,
and send (or resume) a stored batch with the app's own ``BatchSender`` through the door.

Run: python -m tests.e2e.bulk_send_child --base URL --store PATH --batch ID --uid U --aid A

It prints ``DONE n`` each time the number of rows ended changes (the first line as the run
starts, with the rows ended before it), which the test watches to kill it at a row it drew,
and, if it lives to the end, ``ENDED {json}`` with the rows' states. No display is needed:
only QtCore is loaded (for translation), never QtGui or QtWidgets, and the last line says so.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from collections.abc import Callable
from pathlib import Path

from app.api.client import BankingClient
from app.api.sandbox_helpers import SandboxHelpers
from app.services.action_log import ActionLog
from app.services.actions import Actions
from app.services.bulk.batch_store import SqliteBatchStore
from app.services.bulk.progress import ProgressSnapshot
from app.services.bulk.sender import BatchSender
from app.services.context import AccountRef, WorkContext
from app.services.environments import Environment, EnvironmentKind

DONE = "DONE "
ENDED = "ENDED "
CONCURRENCY = 4


async def send(base: str, store_path: Path, batch_id: str, ref: AccountRef) -> dict[str, object]:
    """Send every row of the batch not ended yet; rows left in doubt are replayed by key."""
    store = SqliteBatchStore(store_path)
    try:
        async with BankingClient(base) as client:
            await client.login("demo", "demo-key")
            actions = Actions(
                client,
                WorkContext(Environment(EnvironmentKind.SANDBOX, base)),
                ActionLog(),
                sandbox=SandboxHelpers(client),
            )
            sender = BatchSender(actions, store, ref, concurrency=CONCURRENCY)
            sender.progress.subscribe(_say_done())
            result = await sender.run(batch_id)
    finally:
        store.close()
    counts: dict[str, int] = {}
    for row in result.rows:
        counts[row.state.value] = counts.get(row.state.value, 0) + 1
    return {
        "finished": result.finished,
        "counts": counts,
        "gui_modules": sorted(
            m for m in ("PySide6.QtGui", "PySide6.QtWidgets") if m in sys.modules
        ),
    }


def _say_done() -> Callable[[ProgressSnapshot], None]:
    """A progress listener printing ``DONE n`` when n, the rows ended, changes."""
    said = -1

    def say(snapshot: ProgressSnapshot) -> None:
        nonlocal said
        if snapshot.done != said:
            said = snapshot.done
            print(f"{DONE}{said}", flush=True)

    return say


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--base", required=True)
    parser.add_argument("--store", required=True, type=Path)
    parser.add_argument("--batch", required=True)
    parser.add_argument("--uid", required=True)
    parser.add_argument("--aid", required=True)
    args = parser.parse_args()
    ended = asyncio.run(send(args.base, args.store, args.batch, AccountRef(args.uid, args.aid)))
    print(ENDED + json.dumps(ended), flush=True)


if __name__ == "__main__":
    main()
