"""The built-in sandbox: ``teller-sandbox`` run as a child process on a free loopback port.

The child is started with ``--stop-on-stdin-eof``: it holds the read end of a pipe whose
write end only this process has, so when Teller exits, even by a crash or a kill, the OS
closes the pipe and the child stops. No orphan server is left behind.

If the child dies while Teller uses it, ``crashed`` says so in a sentence, and ``restart``
brings it back on the same database file and the same port, with the same JWT secret (given
to every child of this Teller through the environment): the signed-in session carries on.
"""

from __future__ import annotations

import re
import secrets
import sys
from enum import StrEnum
from pathlib import Path
from urllib.parse import urlsplit

from PySide6.QtCore import QObject, QProcess, QProcessEnvironment, QTimer, Signal

LISTENING = re.compile(r"Sandbox listening on (http://\S+)")
STOP_GRACE_MS = 3000
JWT_SECRET_VARIABLE = "TELLER_SANDBOX_JWT_SECRET"  # read by sandbox/cli.py


class SandboxState(StrEnum):
    STOPPED = "stopped"
    STARTING = "starting"
    READY = "ready"
    FAILED = "failed"


def sandbox_command(db_path: Path, port: int = 0) -> list[str]:
    """How to start the sandbox from this interpreter or from the packaged app."""
    args = ["--port", str(port), "--db", str(db_path), "--stop-on-stdin-eof"]
    if getattr(sys, "frozen", False):  # PyInstaller: the app binary dispatches --sandbox
        return [sys.executable, "--sandbox", *args]
    return [sys.executable, "-m", "sandbox", *args]


class BuiltInSandbox(QObject):
    state_changed = Signal(str)  # SandboxState value
    ready = Signal(str)  # base URL
    failed = Signal(str)  # a sentence for the sign-in dialog
    crashed = Signal(str)  # it stopped while in use (after ready): a sentence for the window

    def __init__(
        self,
        db_path: Path,
        *,
        command: list[str] | None = None,
        start_timeout_ms: int = 30_000,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._db_path = db_path
        self._command = command
        self._process: QProcess | None = None
        self._stdout = ""
        self._stderr = ""
        self._state = SandboxState.STOPPED
        self.base_url: str | None = None
        self._port = 0  # 0 until the first start chose one; restarts reuse it
        self._jwt_secret = secrets.token_hex(32)  # one per Teller run: tokens outlive restarts
        self._timeout = QTimer(self)
        self._timeout.setSingleShot(True)
        self._timeout.setInterval(start_timeout_ms)
        self._timeout.timeout.connect(self._on_timeout)

    @property
    def state(self) -> SandboxState:
        return self._state

    @property
    def pid(self) -> int | None:
        return int(self._process.processId()) if self._process is not None else None

    @property
    def db_path(self) -> Path:
        return self._db_path

    def start(self) -> None:
        """Start the child unless it runs; ``ready`` fires (again) once it answers."""
        if self._state is SandboxState.READY and self.base_url:
            self.ready.emit(self.base_url)
            return
        if self._state is SandboxState.STARTING:
            return
        folder = self._db_path.parent
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            self._fail(
                f"The built-in sandbox cannot keep its data in {folder} "
                f"({exc.strerror or type(exc).__name__}). Check that this folder can be "
                "written to, or sign in to a custom server."
            )
            return
        program, *args = self._command or sandbox_command(self._db_path, self._port)
        process = QProcess(self)
        process.setProgram(program)
        process.setArguments(args)
        environment = QProcessEnvironment.systemEnvironment()
        environment.insert(JWT_SECRET_VARIABLE, self._jwt_secret)
        process.setProcessEnvironment(environment)
        process.readyReadStandardOutput.connect(self._read_stdout)
        process.readyReadStandardError.connect(self._read_stderr)
        process.errorOccurred.connect(self._on_error)
        process.finished.connect(self._on_finished)
        self._process = process
        self._stdout = self._stderr = ""
        self._set_state(SandboxState.STARTING)
        self._timeout.start()
        process.start()

    def restart(self) -> None:
        """Start it again after it stopped: same database file (its data kept), same port and
        JWT secret, so a client and its token from before go on working."""
        if self._state is SandboxState.READY or self._state is SandboxState.STARTING:
            return
        self.start()

    def stop(self) -> None:
        """Ask the child to stop (EOF on its stdin, then SIGTERM), kill it if it lingers."""
        process = self._process
        self._process = None
        self._timeout.stop()
        self.base_url = None
        if process is not None and process.state() != QProcess.ProcessState.NotRunning:
            process.finished.disconnect(self._on_finished)
            process.closeWriteChannel()
            process.terminate()
            if not process.waitForFinished(STOP_GRACE_MS):
                process.kill()
                process.waitForFinished(1000)
        self._set_state(SandboxState.STOPPED)

    def _read_stdout(self) -> None:
        if self._process is None:
            return
        self._stdout += bytes(self._process.readAllStandardOutput().data()).decode(errors="replace")
        match = LISTENING.search(self._stdout)
        if match and self._state is SandboxState.STARTING:
            self._timeout.stop()
            self.base_url = match.group(1)
            self._port = urlsplit(self.base_url).port or 0
            self._set_state(SandboxState.READY)
            self.ready.emit(self.base_url)

    def _read_stderr(self) -> None:
        if self._process is not None:
            chunk = bytes(self._process.readAllStandardError().data()).decode(errors="replace")
            self._stderr = (self._stderr + chunk)[-4000:]

    def _on_error(self, error: QProcess.ProcessError) -> None:
        if error is QProcess.ProcessError.FailedToStart:
            self._fail("The built-in sandbox could not be started; is Teller fully installed?")

    def _on_finished(self, code: int, status: QProcess.ExitStatus) -> None:
        self._read_stderr()
        was_ready = self._state is SandboxState.READY
        if self._process is not None:
            self._process.deleteLater()
        self._process = None
        last = next((ln for ln in reversed(self._stderr.strip().splitlines()) if ln.strip()), "")
        detail = f" It said: {last.strip()}" if last else ""
        how = (
            "was stopped from outside"
            if status is QProcess.ExitStatus.CrashExit
            else f"stopped (exit code {code})"
        )
        self._fail(f"The built-in sandbox {how}.{detail}")
        if was_ready:
            self.crashed.emit(
                self.tr("The built-in sandbox stopped. Restart it to carry on; your data is kept.")
            )

    def _on_timeout(self) -> None:
        process = self._process
        if process is not None:  # its exit must not replace the reason said here
            process.finished.disconnect(self._on_finished)
            process.kill()
        self._fail("The built-in sandbox did not start in time. Try again, or restart Teller.")

    def _fail(self, message: str) -> None:
        self._timeout.stop()
        self.base_url = None
        self._set_state(SandboxState.FAILED)
        self.failed.emit(message)

    def _set_state(self, state: SandboxState) -> None:
        if state is not self._state:
            self._state = state
            self.state_changed.emit(state.value)
