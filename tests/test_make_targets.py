"""The Makefile on a fresh or broken machine, with a stand-in python that only notes what it is
asked (no network, no real venv): a half-made venv is made again, ``make run`` installs only
what running needs (and shows pip's progress), ``make test`` the dev tools, ``make install``
puts the launcher and icon in the user's folders and ``make uninstall`` takes them away."""

from __future__ import annotations

import os
import shutil
import stat
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

pytestmark = pytest.mark.skipif(shutil.which("make") is None, reason="needs make")

# Stands in for python3 and for the venv's python: `-m venv DIR` makes DIR with this same
# script as bin/python (and a bin/teller), `-m pip ...` notes its arguments and succeeds.
FAKE_PYTHON = """#!/bin/sh
echo "$*" >> "{log}"
if [ "$1" = "-m" ] && [ "$2" = "venv" ]; then
    mkdir -p "$3/bin"
    cp "$0" "$3/bin/python"
    printf '#!/bin/sh\\necho teller-ran >> "{log}"\\n' > "$3/bin/teller"
    chmod +x "$3/bin/teller"
fi
exit 0
"""

# What a venv looks like when python3-venv was missing at the first try: the interpreter is
# there, pip is not.
HALF_MADE_PYTHON = """#!/bin/sh
echo "/usr/bin/python3: No module named pip" >&2
exit 1
"""


def executable(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    path.chmod(path.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    return path


def make(*args: str, **variables: str | Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        ["make", "--no-print-directory", "-C", str(ROOT), *args]
        + [f"{name}={value}" for name, value in variables.items()],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
        env={k: v for k, v in os.environ.items() if not k.startswith("MAKE")},
    )


@pytest.fixture
def fake(tmp_path: Path) -> tuple[Path, Path]:
    """(a stand-in python3, the log of every call made to it or to the venv it makes)."""
    log = tmp_path / "calls.log"
    log.touch()
    return executable(tmp_path / "python3", FAKE_PYTHON.format(log=log)), log


def pip_installs(log: Path) -> list[str]:
    return [line for line in log.read_text().splitlines() if line.startswith("-m pip install")]


def test_a_half_made_venv_is_made_again_by_make_run(tmp_path: Path, fake) -> None:  # type: ignore[no-untyped-def]
    python3, log = fake
    venv = tmp_path / ".venv"
    executable(venv / "bin" / "python", HALF_MADE_PYTHON)
    (venv / "leftover").touch()
    result = make("run", PYTHON=python3, VENV=venv)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "No module named pip" not in result.stderr
    assert not (venv / "leftover").exists()  # removed, then made anew
    calls = log.read_text().splitlines()
    assert f"-m venv {venv}" in calls
    assert calls[-1] == "teller-ran"


def test_make_run_installs_only_what_running_needs_and_shows_progress(
    tmp_path: Path,
    fake,  # type: ignore[no-untyped-def]
) -> None:
    python3, log = fake
    result = make("run", PYTHON=python3, VENV=tmp_path / ".venv")
    assert result.returncode == 0, result.stdout + result.stderr
    installs = pip_installs(log)
    assert any(call.endswith("-e .") for call in installs), installs
    assert not any("[dev]" in call for call in installs), installs
    assert not any("--quiet" in call.split() or "-q" in call.split() for call in installs)


def test_make_test_installs_the_dev_tools(tmp_path: Path, fake) -> None:  # type: ignore[no-untyped-def]
    python3, log = fake
    venv = tmp_path / ".venv"
    # The venv's tools are stand-ins too: the point is what gets installed before they run.
    result = make("-n", "pytest", PYTHON=python3, VENV=venv)
    assert "-e '.[dev]'" in result.stdout, result.stdout
    result = make("run", PYTHON=python3, VENV=venv)
    assert result.returncode == 0, result.stderr
    for tool in ("ruff", "mypy", "lint-imports", "pytest"):
        executable(venv / "bin" / tool, f'#!/bin/sh\necho {tool}-ran >> "{log}"\n')
    result = make("test", PYTHON=python3, VENV=venv)
    assert result.returncode == 0, result.stdout + result.stderr
    assert any(call.endswith("-e .[dev]") for call in pip_installs(log)), pip_installs(log)
    assert "pytest-ran" in log.read_text().splitlines()


def test_install_puts_the_launcher_and_icon_in_the_users_folders(tmp_path: Path) -> None:
    dist = tmp_path / "dist"
    binary = executable(dist / "teller" / "teller", "#!/bin/sh\n")
    share = tmp_path / "share"
    result = make("install", DIST=dist, PREFIX_DATA=share)
    assert result.returncode == 0, result.stdout + result.stderr
    desktop = share / "applications" / "teller.desktop"
    icon = share / "icons" / "hicolor" / "scalable" / "apps" / "teller.svg"
    assert icon.read_bytes() == (ROOT / "resources" / "icons" / "teller.svg").read_bytes()
    entry = desktop.read_text().splitlines()
    assert f'Exec="{binary}"' in entry
    assert "Icon=teller" in entry
    result = make("uninstall", PREFIX_DATA=share)
    assert result.returncode == 0, result.stderr
    assert not desktop.exists()
    assert not icon.exists()


def test_install_without_a_package_says_what_to_do(tmp_path: Path) -> None:
    result = make("install", DIST=tmp_path / "nothing", PREFIX_DATA=tmp_path / "share")
    assert result.returncode != 0
    assert "make package" in result.stderr
    assert not (tmp_path / "share").exists()
