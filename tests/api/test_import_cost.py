"""What importing the client brings along (issue 18: memory)."""

from __future__ import annotations

import subprocess
import sys


def test_the_client_leaves_httpx_command_line_client_unloaded() -> None:
    """httpx imports its CLI (click, rich, pygments: about 100 modules and 5.7 MiB) when
    they are installed; Teller never runs it. A fresh interpreter, as Teller starts."""
    code = (
        "import sys, app.api.client, httpx; "
        "print(sorted(m for m in ('click', 'rich', 'pygments', 'httpx._main') "
        "if sys.modules.get(m) is not None))"
    )
    loaded = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout.strip()
    assert loaded == "[]"
