"""asyncio on the Qt loop, set up once the first window is on screen.

qasync's ``QEventLoop(app, already_running=True)`` makes asyncio run on Qt's own ``exec``,
exactly as ``QEventLoop.run_forever`` would, so the loop can be made after ``exec`` began:
start-up shows the sign-in dialog first and imports asyncio and qasync (about 40 ms) in the
turn after its first paint, before anything of the dialog's awaits.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import asyncio

    from PySide6.QtWidgets import QApplication

UNWIND_TURNS = 100  # turns of the Qt loop for tasks cancelled at exit to finish


class AsyncioOnQt:
    def __init__(self, app: QApplication) -> None:
        self._app = app
        self.loop: asyncio.AbstractEventLoop | None = None

    def start(self) -> None:
        """Make the loop (once; later calls do nothing)."""
        if self.loop is not None:
            return
        import asyncio

        import qasync

        self.loop = qasync.QEventLoop(self._app, already_running=True)
        asyncio.set_event_loop(self.loop)

    def close(self) -> None:
        """After ``exec`` returned: cancel what still runs (a sign-in, a keyring look-up), let
        it unwind, and close the loop, as ``run_forever``'s caller would."""
        loop = self.loop
        if loop is None:
            return
        import asyncio

        pending = [task for task in asyncio.all_tasks(loop) if not task.done()]
        for task in pending:
            task.cancel()
        for _ in range(UNWIND_TURNS):
            if all(task.done() for task in pending):
                break
            self._app.processEvents()
        asyncio.events._set_running_loop(None)
        loop.stop()
        loop.close()
        asyncio.set_event_loop(None)
