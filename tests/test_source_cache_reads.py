"""PySide6's per-module check answers as before without ``inspect.getsource``: a module with
a ``.py`` file is read as bytes (its tokenizing and line splitting cost 0.1-1 ms a module, and
about 100 modules load before the sign-in dialog paints). In a fresh interpreter, since the
check is a process-wide hook."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap

PROBE = textwrap.dedent(
    """
    import inspect, json, sys
    import PySide6.QtCore  # installs the check
    from app.source_cache import forget_sources_pyside_reads
    import shibokensupport.feature as feature
    original = feature._mod_uses_pyside
    assert forget_sources_pyside_reads()
    read = []
    real_getsource = inspect.getsource

    def counting(obj):
        if str(getattr(obj, "__file__", None)).endswith(".py"):  # a package without one
            read.append(getattr(obj, "__name__", "?"))  # (a namespace) goes to PySide6
        return real_getsource(obj)

    inspect.getsource = counting
    import app.views.main_window  # noqa: F401  # Teller's views, as sign-in imports them
    inspect.getsource = real_getsource
    ours = [m for name, m in list(sys.modules.items()) if name.startswith("app.")]
    plain = [m for name, m in list(sys.modules.items()) if name in ("json", "uuid", "typing")]
    differ = [
        m.__name__ for m in ours + plain if feature._mod_uses_pyside(m) != original(m)
    ]
    print(json.dumps({
        "getsource": read,
        "differ": differ,
        "checked": len(ours),
        "pyside": sum(feature._mod_uses_pyside(m) for m in ours),
    }))
    """
)


def test_the_check_reads_bytes_and_answers_as_pyside_does() -> None:
    done = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True, check=True)
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    assert seen["getsource"] == []  # no module of Teller's went through inspect
    assert seen["differ"] == []
    assert seen["checked"] > 100
    assert 0 < seen["pyside"] < seen["checked"]  # views use PySide6, models do not
