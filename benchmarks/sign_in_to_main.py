"""Sign-in to the main window on screen with the accounts workspace filled, on the built-in
sandbox, driving the real app offscreen (``app.main.start``, the same start-up as ``teller``).

Run: .venv/bin/python -m benchmarks.sign_in_to_main   (about 30 s: RUNS fresh processes)

Each run is a fresh Teller process on one data folder (so its built-in sandbox keeps the demo
data between runs). The dialog's fields hold the sandbox's demo credentials; Sign in is clicked
as soon as the sandbox is ready, as a person pressing Enter at once would. Measured from the
click: the main window's first paint, and the accounts workspace painted with the accounts of
the user last worked on (opened the moment the window exists, as a person choosing their
recent user would; a preparing run signs in once and opens the first demo user to have one).
Baseline, in the same child: the sign-in request itself (login through a bare httpx client).
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time

from benchmarks.common import app_environment, machine, median

RUNS = 5
PROFILE = os.environ.get("SIGN_IN_PROFILE", "")  # a path: cProfile from the click to the paint


def child(prepare: bool) -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from app.main import run, start

    started = start([sys.argv[0]])
    app, controller = started.app, started.controller
    dialog = controller.sign_in
    assert dialog is not None
    from PySide6.QtCore import QEvent, QObject, QTimer

    from app.services.settings import AppSettings

    recent = AppSettings().recent_users("sandbox")
    import cProfile

    profiler = cProfile.Profile()
    marks: dict[str, float] = {"start": time.perf_counter()}

    class Painted(QObject):
        def __init__(self, name: str, when: object = None) -> None:
            super().__init__()
            self.name, self.when = name, when

        def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
            ready = self.when is None or self.when()  # type: ignore[operator]
            if event.type() == QEvent.Type.Paint and self.name not in marks and ready:
                marks[self.name] = time.perf_counter()
                if PROFILE and self.name == "main window painted":
                    profiler.disable()
                    profiler.dump_stats(PROFILE)
                watched.removeEventFilter(self)
                QTimer.singleShot(0, finish)
            return False

    filters: list[Painted] = []
    tasks: list[object] = []

    def watch(widget: object, name: str, when: object = None) -> None:
        probe = Painted(name, when)
        filters.append(probe)
        widget.installEventFilter(probe)  # type: ignore[attr-defined]

    watch(dialog, "dialog painted")

    def click() -> None:
        if "click" in marks:
            return
        if PROFILE:
            profiler.enable()
        marks["click"] = time.perf_counter()
        warm_up = getattr(controller, "warm_up", None)  # none before start-up had one
        worker = getattr(warm_up, "worker", None)
        marks["warm-up done at click"] = float(worker is not None and not worker.is_alive())
        dialog.submit()

    def signed_in(session: object) -> None:
        window = controller.window
        assert window is not None
        watch(window, "main window painted")
        users = window.accounts.users.accounts
        watch(users.viewport(), "accounts painted", lambda: users.count() > 0)
        if recent:
            window.accounts.open_user(recent[0])
        else:
            import asyncio

            async def first_user() -> None:
                people = [u for u in await window.session.sandbox.list_users()]
                window.accounts.open_user(people[0].id)

            tasks.append(asyncio.ensure_future(first_user()))

    def finish() -> None:
        if "accounts painted" in marks and "main window painted" in marks:
            QTimer.singleShot(300 if prepare else 0, app.quit)  # prepare: recent user saved

    dialog.signed_in.connect(signed_in)
    controller.sandbox.ready.connect(lambda _url: QTimer.singleShot(0, click))
    QTimer.singleShot(60_000, app.quit)
    run(started)
    base = marks.get("click", 0.0)
    for name in ("dialog painted", "main window painted", "accounts painted"):
        if name in marks:
            print(f"{name} {(marks[name] - base) * 1000:.1f}")
    print(f"dialog-to-click {(marks['click'] - marks['dialog painted']) * 1000:.1f}")
    print(f"warm-up-done {marks['warm-up done at click']:.0f}")


def main() -> None:
    with tempfile.TemporaryDirectory() as home:
        env = app_environment(home)
        command = [sys.executable, "-m", "benchmarks.sign_in_to_main"]
        subprocess.run([*command, "--prepare"], env=env, check=True, timeout=120)
        results: dict[str, list[float]] = {}
        for _ in range(RUNS):
            out = subprocess.run(
                [*command, "--child"],
                env=env,
                check=True,
                timeout=120,
                capture_output=True,
                text=True,
            ).stdout
            for line in out.splitlines():
                name, _, value = line.rpartition(" ")
                results.setdefault(name, []).append(float(value))
    print(f"Machine: {machine()}\n")
    print(f"| measure (from the click on Sign in) | best of {RUNS} | median |")
    print("|---|---|---|")
    for name, label in (
        ("main window painted", "main window's first paint"),
        ("accounts painted", "accounts workspace painted with the user's accounts"),
    ):
        values = results.get(name, [])
        if values:
            print(f"| {label} | {min(values):.0f} ms | {median(values):.0f} ms |")
    print(
        f"\nSign in clicked {median(results['dialog-to-click']):.0f} ms (median) after the "
        f"dialog's first paint, when the sandbox was ready; warm-up finished by then in "
        f"{sum(results['warm-up-done']):.0f} of {RUNS} runs."
    )


if __name__ == "__main__":
    if "--child" in sys.argv or "--prepare" in sys.argv:
        child(prepare="--prepare" in sys.argv)
    else:
        main()
