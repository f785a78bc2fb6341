"""Every library Qt's xcb plugin needs is checked before Qt starts, and a missing one is named
with its Debian package in one sentence (only libxcb-cursor was checked: a missing
libxcb-icccm4 still ended in Qt's multi-line abort)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from app.display import display_problem


def problem_without(*missing: str) -> str | None:
    return display_problem(
        {"DISPLAY": ":0"},
        "linux",
        x_server_answers=lambda _display: True,
        library_present=lambda soname: soname not in missing,
    )


@pytest.mark.parametrize(
    ("soname", "package"),
    [
        ("libxcb-icccm.so.4", "libxcb-icccm4"),
        ("libxcb-keysyms.so.1", "libxcb-keysyms1"),
        ("libxcb-image.so.0", "libxcb-image0"),
        ("libxcb-render-util.so.0", "libxcb-render-util0"),
        ("libxcb-shape.so.0", "libxcb-shape0"),
        ("libxkbcommon-x11.so.0", "libxkbcommon-x11-0"),
        ("libxcb-randr.so.0", "libxcb-randr0"),
        ("libxcb-cursor.so.0", "libxcb-cursor0"),
    ],
)
def test_a_missing_xcb_library_is_named_with_its_package(soname: str, package: str) -> None:
    problem = problem_without(soname)
    assert problem is not None
    assert "\n" not in problem
    assert f"apt-get install {package})" in problem
    assert soname in problem


def test_several_missing_libraries_are_one_sentence_with_every_package() -> None:
    problem = problem_without("libxcb-icccm.so.4", "libxkbcommon-x11.so.0")
    assert problem is not None
    assert "\n" not in problem
    assert "apt-get install libxcb-icccm4 libxkbcommon-x11-0)" in problem
    assert "libxcb-cursor0" not in problem


def test_nothing_missing_is_no_problem() -> None:
    assert problem_without() is None


def _plugin_files() -> list[Path]:
    import PySide6

    qt = Path(PySide6.__file__).parent / "Qt"
    return [qt / "plugins" / "platforms" / "libqxcb.so", qt / "lib" / "libQt6XcbQpa.so.6"]


@pytest.mark.skipif(shutil.which("objdump") is None, reason="needs objdump (binutils)")
def test_the_list_covers_what_the_installed_xcb_plugin_links() -> None:
    """A PySide6 update that links one more system library must extend the list."""
    from app.display import XCB_PLUGIN_LIBRARIES

    files = [path for path in _plugin_files() if path.exists()]
    if not files:
        pytest.skip("this PySide6 has no xcb plugin")
    bundled = {path.name for path in files[0].parents[2].joinpath("lib").iterdir()}
    system_base = ("libc.so", "libm.so", "libstdc++", "libgcc_s", "libpthread", "libdl.so", "ld-")
    needed: set[str] = set()
    for path in files:
        dump = subprocess.run(
            ["objdump", "-p", str(path)], capture_output=True, text=True, check=True
        ).stdout
        needed |= {
            line.split()[1] for line in dump.splitlines() if line.strip().startswith("NEEDED")
        }
    from_the_system = {
        name for name in needed if name not in bundled and not name.startswith(system_base)
    }
    assert from_the_system - set(XCB_PLUGIN_LIBRARIES) == set()
