"""Teller's translation catalogues: ``update`` rescans app/ into resources/translations/*.ts
(pyside6-lupdate), ``build`` compiles each .ts into its .qm (pyside6-lrelease).

The .ts files are the sources (committed, filled by translators); the .qm files are build
outputs (git-ignored), made by ``make`` before Teller or its tests run.

Usage: python -m tools.translations update|build [--out FOLDER]
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FOLDER = ROOT / "resources" / "translations"
LANGUAGES = ("es",)


def _tool(name: str) -> str:
    """The PySide6 tool beside this interpreter (the venv's bin), else on PATH."""
    beside = Path(sys.executable).parent / name
    return str(beside) if beside.exists() else name


def catalogue(language: str) -> Path:
    return FOLDER / f"teller_{language}.ts"


def update(target: Path | None = None) -> None:
    """Rescans app/ into each language's .ts (or into ``target``, for one language)."""
    sources = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "app").rglob("*.py"))
    for language in LANGUAGES:
        ts = target or catalogue(language)
        subprocess.run(
            [
                _tool("pyside6-lupdate"),
                *sources,
                "-no-obsolete",
                "-locations",
                "none",
                "-target-language",
                language,
                "-ts",
                str(ts),
            ],
            cwd=ROOT,
            check=True,
        )


def build(out: Path = FOLDER) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    built = []
    for language in LANGUAGES:
        qm = out / f"teller_{language}.qm"
        subprocess.run(
            [_tool("pyside6-lrelease"), "-silent", str(catalogue(language)), "-qm", str(qm)],
            check=True,
        )
        built.append(qm)
    return built


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in ("update", "build"):
        print(__doc__, file=sys.stderr)
        return 2
    if argv[0] == "update":
        update()
    else:
        out = Path(argv[2]) if len(argv) > 2 and argv[1] == "--out" else FOLDER
        build(out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
