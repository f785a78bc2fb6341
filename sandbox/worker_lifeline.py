"""A ``--workers`` process ends when the process that started it dies, however it died.

uvicorn's supervisor (``uvicorn.supervisors.Multiprocess``) stops its workers when it is
asked to stop, but ``kill -9`` of it asks nothing: its workers went on serving and holding
the port, and the same command on the same port exited 2 until they were killed by hand.

Two ties, each enough on its own:

- Linux: the kernel sends the worker SIGTERM when its parent dies (``PR_SET_PDEATHSIG``).
  The parent may have died before the worker asked for it, so the parent's pid is checked
  afterwards: an orphan already has another parent.
- Anywhere: a thread waits on multiprocessing's sentinel of the parent (a pipe whose other
  end only the parent holds; on Windows its process handle), which the parent's death
  closes: no polling, and a parent that died early is seen at once.

SIGTERM makes uvicorn stop as on Ctrl+C: it closes the listening socket first (the port is
free again within a tick of its loop), then lets requests in flight finish. A worker that
has not ended ``grace`` seconds later (a request held open by a slow client) is ended
outright; like ``kill -9`` of the worker itself, that loses nothing acknowledged: the
database rolls back what was not committed.

Kernel caveat: the death signal follows the *thread* that started the worker. uvicorn starts
and restarts workers from its main thread, which lives as long as the supervisor.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import logging
import multiprocessing
import multiprocessing.connection
import os
import signal
import sys
import threading

PR_SET_PDEATHSIG = 1  # <linux/prctl.h>
GRACE_SECONDS = 5.0
logger = logging.getLogger(__name__)


def tie_to_parent(grace: float = GRACE_SECONDS) -> bool:
    """Make this process end when its multiprocessing parent dies; False when it has none
    (not started by multiprocessing: nothing to tie to)."""
    parent = multiprocessing.parent_process()
    if parent is None or parent.pid is None:
        return False
    if _ask_kernel(signal.SIGTERM) and os.getppid() != parent.pid:
        _end(grace)  # it died before the kernel was asked: the kernel will not say so
    threading.Thread(
        target=_watch, args=(parent.sentinel, grace), name="parent-lifeline", daemon=True
    ).start()
    return True


def _ask_kernel(signum: int) -> bool:
    """``prctl(PR_SET_PDEATHSIG, signum)`` on Linux; False where it cannot be asked (the
    sentinel is then the only tie)."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6", use_errno=True)
        if libc.prctl(PR_SET_PDEATHSIG, signum, 0, 0, 0) == 0:
            return True
        logger.warning("prctl(PR_SET_PDEATHSIG) failed: errno %d", ctypes.get_errno())
    except (OSError, AttributeError) as exc:
        logger.warning("prctl(PR_SET_PDEATHSIG) is not available: %s", exc)
    return False


def _watch(sentinel: int, grace: float) -> None:
    multiprocessing.connection.wait([sentinel])  # returns when the parent is gone
    _end(grace)


def _end(grace: float) -> None:
    """Stop as on SIGTERM (uvicorn's graceful stop); past ``grace`` seconds, exit outright.
    Called from the watching thread, or from the main thread before serving began."""
    logger.warning("The sandbox's parent process died; this worker stops.")
    if threading.current_thread() is threading.main_thread():
        os._exit(1)  # nothing is served yet: nothing to finish
    os.kill(os.getpid(), signal.SIGTERM)
    threading.Event().wait(grace)
    os._exit(1)
