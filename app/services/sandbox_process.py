"""The built-in sandbox: ``teller-sandbox`` run as a child process on a free loopback port.

The child is started with ``--stop-on-stdin-eof``: it holds the read end of a pipe whose
write end only this process has, so when Teller exits, even by a crash or a kill, the OS
closes the pipe and the child stops. No orphan server is left behind.

If the child dies while Teller uses it, ``crashed`` says so in a sentence, and ``restart``
brings it back on the same database file and the same port, with the same JWT secret (given
to every child of this Teller through the environment): the signed-in session carries on.

Its client's failures are reworded by ``explain`` (set as the client's ``explain_failure``):
a request that could not reach a stopped sandbox says the sandbox stopped and offers
"Restart sandbox", wherever it is shown; "check the address" and a Retry that cannot help
were said before, beside the status bar's notice.
"""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Callable
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

from PySide6.QtCore import QObject, QProcess, QProcessEnvironment, QTimer, Signal

from app.services.translation import QT_TRANSLATE_NOOP

if TYPE_CHECKING:  # the client loads after the sign-in dialog is on screen
    from app.api.errors import ApiError

LISTENING = re.compile(r"Sandbox listening on (http://\S+)")
STOP_GRACE_MS = 3000
JWT_SECRET_VARIABLE = "TELLER_SANDBOX_JWT_SECRET"  # read by sandbox/cli.py
# A request failed at once and the child is still said to run: it may have just died (its
# exit not read yet). This long at most is spent finding out, once per such failure.
EXIT_PROBE_MS = 1000  # a killed child exits in microseconds; a loaded machine may lag

# The client's sentences for a stopped sandbox (translated where shown: api_messages.py).
STOPPED = QT_TRANSLATE_NOOP(
    "ApiMessages", "The built-in sandbox stopped. Restart it to carry on; your data is kept."
)
STOPPED_UNSURE = QT_TRANSLATE_NOOP(
    "ApiMessages",
    "The built-in sandbox stopped before it answered. Restart it, then check whether this "
    "was done before trying again; your data is kept.",
)
RESTART = QT_TRANSLATE_NOOP("ApiMessages", "Restart sandbox")
_STOPPED_BY = "_stopped_sandbox"  # the failure's attribute: the sandbox, and whether to resend


class SandboxState(StrEnum):
    STOPPED = "stopped"
    STARTING = "starting"
    READY = "ready"
    FAILED = "failed"


def sandbox_command(db_path: Path, port: int = 0) -> list[str]:
    """How to start the sandbox from this interpreter or from the packaged app. Without its
    rate limit: a person's own export of 100,000 orders waited 18 s on it; testers turn it
    on in the Sandbox menu (docs/sandbox.md, "Testers' tools")."""
    args = ["--port", str(port), "--db", str(db_path), "--stop-on-stdin-eof", "--rate-limit-off"]
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
        # One per Teller run: tokens outlive restarts. os.urandom is what secrets.token_hex
        # reads; secrets (with hmac and hashlib) cost start-up about 4 ms before the paint.
        self._jwt_secret = os.urandom(32).hex()
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
                self.tr(
                    "The built-in sandbox cannot keep its data in {0} ({1}). Check that this "
                    "folder can be written to, then restart the sandbox, or sign in to a "
                    "custom server."
                ).format(folder, exc.strerror or type(exc).__name__)
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

    def restart_then(self, then: Callable[[], None] | None) -> None:
        """Restart, and once it answers run ``then`` (what failed, sent again). A restart that
        fails runs nothing: ``failed`` says why."""
        if then is None or self._state is SandboxState.READY:
            self.restart()
            if then is not None:
                then()
            return

        def on_ready(_base_url: str) -> None:
            forget()
            then()

        def forget(*_args: object) -> None:
            self.ready.disconnect(on_ready)
            self.failed.disconnect(forget)

        self.ready.connect(on_ready)
        self.failed.connect(forget)
        self.restart()

    def explain(self, exc: ApiError) -> None:
        """Reword a failure of this sandbox's client that its stop explains (the client's
        ``explain_failure``): the sentence says the sandbox stopped, the button restarts it."""
        from app.api.errors import TransportError, may_have_taken_effect

        if not isinstance(exc, TransportError) or not self._has_stopped():
            return
        # A read, or a request that proves nothing was done, is sent again once it is back;
        # anything else may have been done: the person checks before sending it again.
        resend = exc.method in (None, "GET") or not may_have_taken_effect(exc)
        exc.message = STOPPED if resend else STOPPED_UNSURE
        exc.args = (exc.message,)
        setattr(exc, "retry_label", RESTART)  # noqa: B010 (read by api_messages.retry_label)
        setattr(exc, _STOPPED_BY, (self, resend))

    def _has_stopped(self) -> bool:
        process = self._process
        if self._state is SandboxState.READY and process is not None:
            process.waitForFinished(EXIT_PROBE_MS)  # a child that just died: its exit read now
        return self._state is not SandboxState.READY

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
            self._fail(
                self.tr("The built-in sandbox could not be started; is Teller fully installed?")
            )

    def _on_finished(self, code: int, status: QProcess.ExitStatus) -> None:
        self._read_stderr()
        was_ready = self._state is SandboxState.READY
        if self._process is not None:
            self._process.deleteLater()
        self._process = None
        last = next((ln for ln in reversed(self._stderr.strip().splitlines()) if ln.strip()), "")
        said = (
            self.tr("The built-in sandbox was stopped from outside.")
            if status is QProcess.ExitStatus.CrashExit
            else self.tr("The built-in sandbox stopped (exit code {0}).").format(code)
        )
        if last:
            said += " " + self.tr("It said: {0}").format(last.strip())
        self._fail(said)
        if was_ready:
            self.crashed.emit(
                self.tr("The built-in sandbox stopped. Restart it to carry on; your data is kept.")
            )

    def _on_timeout(self) -> None:
        process = self._process
        if process is not None:  # its exit must not replace the reason said here
            process.finished.disconnect(self._on_finished)
            process.kill()
        self._fail(
            self.tr(
                "The built-in sandbox did not start in time. Restart it; if it keeps "
                "happening, restart Teller."
            )
        )

    def _fail(self, message: str) -> None:
        self._timeout.stop()
        self.base_url = None
        self._set_state(SandboxState.FAILED)
        self.failed.emit(message)

    def _set_state(self, state: SandboxState) -> None:
        if state is not self._state:
            self._state = state
            self.state_changed.emit(state.value)


def restart_action(exc: BaseException, again: Callable[[], None]) -> Callable[[], None] | None:
    """What the button beside a failure does when the built-in sandbox's stop explains it:
    restart the sandbox, then ``again`` (for a read, or a request that proves nothing was
    done). None for any other failure."""
    found = getattr(exc, _STOPPED_BY, None)
    if found is None:
        return None
    sandbox, resend = found
    assert isinstance(sandbox, BuiltInSandbox)
    return lambda: sandbox.restart_then(again if resend else None)
