"""Module sources PySide6 reads at import are not kept in linecache (about 16 MiB), and what
it answers is unchanged. In a fresh interpreter, since the check wraps a process-wide hook."""

from __future__ import annotations

import subprocess
import sys
import textwrap

PROBE = textwrap.dedent(
    """
    import linecache, os, sys
    from app.source_cache import forget_sources_pyside_reads
    forget = sys.argv[1] == "forget"
    if forget:
        assert forget_sources_pyside_reads()
        assert not forget_sources_pyside_reads()  # wrapped once only
    import app.views.main_window  # noqa: F401  # Teller's views, as sign-in imports them
    ours = [name for name in linecache.cache if "app" in name.split(os.sep)]
    print("kept" if len(ours) > 20 else "dropped")
    """
)


def run(mode: str) -> str:
    done = subprocess.run(
        [sys.executable, "-c", PROBE, mode], capture_output=True, text=True, check=True
    )
    return done.stdout.strip()


def test_the_sources_pyside_reads_are_dropped() -> None:
    assert run("keep") == "kept"  # PySide6 does read and keep them: the hook is still there
    assert run("forget") == "dropped"
