"""The packaged app's single entry point.

One binary serves both jobs: ``teller`` opens the desktop app, and ``teller --sandbox
ARGS`` runs the built-in sandbox server, which the app starts as its own child process.
"""

from __future__ import annotations

import sys


def run() -> int:
    if len(sys.argv) > 1 and sys.argv[1] == "--sandbox":
        from sandbox.cli import main as sandbox_main

        return sandbox_main(sys.argv[2:])
    from app.main import main as app_main

    return app_main()


if __name__ == "__main__":
    raise SystemExit(run())
