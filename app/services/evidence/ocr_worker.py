"""Characters recognised in images and scanned pages, in a worker process.

The OCR engine (rapidocr-onnxruntime) pulls in opencv and onnxruntime: opencv-python carries
its own Qt plugin paths, which must never meet PySide6 in Teller's process; recognition is
CPU-heavy; and a crash inside a native library must not take Teller down. So one long-lived
process (multiprocessing, "spawn": a fresh interpreter, nothing of Qt inherited) does it,
started on first need and stopped by ``close``. Bytes go in; lines come back with boxes in
fractions of the page. Nothing in this module imports the engine in Teller's process.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import itertools
import multiprocessing
import threading
from dataclasses import dataclass
from multiprocessing.connection import Connection
from typing import Any

ENGINE_MODULE = "rapidocr_onnxruntime"
SCAN_DPI = 200  # scanned PDF pages are rendered this fine before recognition
MIN_SCORE = 0.5  # recognised runs less sure than this are dropped
TURNED_ENOUGH = 0.75  # a page read turned upright must read this much of the first reading
STOP = None  # the request that ends the worker


class OcrUnavailableError(Exception):
    """The engine cannot be loaded in the worker (not installed, or broken)."""


class OcrFailedError(Exception):
    """The worker died or answered with an error: nothing was recognised."""


class UnreadableImageError(Exception):
    """The bytes are not an image the engine can decode."""


@dataclass(frozen=True)
class OcrLine:
    page: int
    text: str
    left: float
    top: float
    width: float
    height: float
    score: float


@dataclass(frozen=True)
class OcrResult:
    lines: tuple[OcrLine, ...]
    pages: int
    seconds: float  # time spent recognising, in the worker


class OcrWorker:
    """Teller's side of the worker: one process, requests answered in any order by id."""

    def __init__(self, engine_module: str = ENGINE_MODULE) -> None:
        self._engine_module = engine_module
        self._process: Any = None
        self._connection: Connection | None = None
        # request id -> (the connection it went down, its answer)
        self._pending: dict[int, tuple[Connection, concurrent.futures.Future[Any]]] = {}
        self._ids = itertools.count(1)
        self._lock = threading.Lock()  # one sender at a time; start and stop too
        self.starts = 0  # how many worker processes were started (tests read it)

    @property
    def running(self) -> bool:
        return self._process is not None and self._process.is_alive()

    async def image(self, content: bytes) -> OcrResult:
        return await self._ask(("image", content, (), SCAN_DPI))

    async def pdf_pages(self, content: bytes, pages: tuple[int, ...]) -> OcrResult:
        return await self._ask(("pdf", content, pages, SCAN_DPI))

    async def _ask(self, job: tuple[str, bytes, tuple[int, ...], int]) -> OcrResult:
        future: concurrent.futures.Future[Any] = concurrent.futures.Future()
        await asyncio.to_thread(self._send, future, job)  # starting and pickling: off the loop
        try:
            status, payload = await asyncio.wrap_future(future)
        finally:
            with self._lock:
                self._pending = {k: v for k, v in self._pending.items() if v[1] is not future}
        if status == "ok":
            lines, pages, seconds = payload
            return OcrResult(tuple(OcrLine(*line) for line in lines), pages, seconds)
        if status == "unavailable":
            raise OcrUnavailableError(payload)
        if status == "unreadable":
            raise UnreadableImageError(payload)
        raise OcrFailedError(payload)

    def _send(self, future: concurrent.futures.Future[Any], job: tuple[Any, ...]) -> None:
        with self._lock:
            connection = self._connection if self.running else None
            if connection is None:
                try:
                    connection = self._start()
                except Exception as exc:  # no process could be made: said as a failure
                    _answer(future, ("died", f"the OCR worker could not start ({exc})"))
                    return
            job_id = next(self._ids)
            self._pending[job_id] = (connection, future)
            try:
                connection.send((job_id, *job))
            except (OSError, ValueError) as exc:
                self._pending.pop(job_id, None)
                _answer(future, ("died", f"the OCR worker stopped ({exc})"))

    def _start(self) -> Connection:
        context = multiprocessing.get_context("spawn")
        ours, theirs = context.Pipe()
        process = context.Process(
            target=serve, args=(theirs, self._engine_module), name="teller-ocr", daemon=True
        )
        process.start()
        theirs.close()
        self._process, self._connection = process, ours
        self.starts += 1
        threading.Thread(
            target=self._receive, args=(ours,), name="teller-ocr-answers", daemon=True
        ).start()
        return ours

    def _receive(self, connection: Connection) -> None:
        """Hands each answer to its request; when the worker is gone, fails what waits."""
        while True:
            try:
                job_id, status, payload = connection.recv()
            except (EOFError, OSError):
                break
            with self._lock:
                _sent, future = self._pending.pop(job_id, (connection, None))
            if future is not None:
                _answer(future, (status, payload))
        with self._lock:
            if self._connection is connection:
                self._connection = None
            lost = [k for k, (sent, _future) in self._pending.items() if sent is connection]
            waiting = [self._pending.pop(k)[1] for k in lost]
        for future in waiting:
            _answer(future, ("died", "the OCR worker stopped"))

    async def close(self) -> None:
        await asyncio.to_thread(self._stop)

    def _stop(self) -> None:
        with self._lock:
            process, connection = self._process, self._connection
            self._process = self._connection = None
        if connection is not None:
            with contextlib.suppress(OSError, ValueError):
                connection.send(STOP)
        if process is not None:
            process.join(timeout=5)
            if process.is_alive():
                process.kill()
                process.join(timeout=5)
        if connection is not None:
            connection.close()

    def kill(self) -> None:
        """End the worker at once, as a crash would (the tests' way to make it die)."""
        if self._process is not None:
            self._process.kill()
            self._process.join(timeout=5)


def _answer(future: concurrent.futures.Future[Any], answer: tuple[str, Any]) -> None:
    """Give a request its answer unless its wait was given up (cancelled) meanwhile."""
    with contextlib.suppress(concurrent.futures.InvalidStateError):
        future.set_result(answer)


# --- the worker process ---
def serve(connection: Connection, engine_module: str) -> None:
    """The worker's loop: load the engine once, then answer each request in turn."""
    import os

    os.environ.setdefault("OPENCV_LOG_LEVEL", "FATAL")  # a damaged image is answered, not logged
    engine: Any = None
    problem = ""
    try:
        engine = _load_engine(engine_module)
    except Exception as exc:  # ImportError, or a broken install failing in its own way
        problem = f"{type(exc).__name__}: {exc}"
    while True:
        try:
            request = connection.recv()
        except (EOFError, OSError):
            return  # Teller is gone
        if request is STOP:
            return
        job_id, kind, content, pages, dpi = request
        if engine is None:
            connection.send((job_id, "unavailable", problem))
            continue
        try:
            answer = _recognise(engine, kind, content, pages, dpi)
        except UnreadableImageError as exc:
            connection.send((job_id, "unreadable", str(exc)))
        except Exception as exc:
            connection.send((job_id, "error", f"{type(exc).__name__}: {exc}"))
        else:
            connection.send((job_id, "ok", answer))


def _load_engine(module_name: str) -> Any:
    import importlib

    module = importlib.import_module(module_name)
    return module.RapidOCR()


def _recognise(
    engine: Any, kind: str, content: bytes, pages: tuple[int, ...], dpi: int
) -> tuple[list[tuple[Any, ...]], int, float]:
    import time

    started = time.perf_counter()
    lines: list[tuple[Any, ...]] = []
    if kind == "image":
        for line in _image_lines(engine, _decode(content), 0):
            lines.append(line)
        return lines, 1, time.perf_counter() - started
    import pypdfium2 as pdfium  # type: ignore[import-untyped]

    document = pdfium.PdfDocument(content)
    try:
        for index in pages:
            page = document[index]
            try:
                bitmap = page.render(scale=dpi / 72, fill_color=(255, 255, 255, 255))
                image = bitmap.to_numpy()[:, :, :3].copy()  # B,G,R as opencv wants
            finally:
                page.close()
            lines.extend(_image_lines(engine, image, index))
        return lines, len(document), time.perf_counter() - started
    finally:
        document.close()


def _decode(content: bytes) -> Any:
    import cv2  # in the worker only
    import numpy

    image = cv2.imdecode(numpy.frombuffer(content, dtype=numpy.uint8), cv2.IMREAD_COLOR)
    if image is None:
        raise UnreadableImageError("the bytes are not an image opencv can decode")
    return image


def _image_lines(engine: Any, image: Any, page: int) -> list[tuple[Any, ...]]:
    """Runs of text with fraction boxes. A page scanned a quarter turn off (most runs taller
    than wide) is read again turned upright, counter-clockwise first (a page laid on a scanner
    turned clockwise, the common case), and that reading is kept when it stands upright and
    reads nearly as much: its runs then come in the page's own order."""
    import cv2

    height, width = image.shape[:2]
    found = _runs(engine, image)
    if _mostly_upright(found):
        return [_line(page, run, width, height, 0) for run in found]
    for turn, code in ((270, cv2.ROTATE_90_COUNTERCLOCKWISE), (90, cv2.ROTATE_90_CLOCKWISE)):
        runs = _runs(engine, cv2.rotate(image, code))
        if _mostly_upright(runs) and _weight(runs) >= TURNED_ENOUGH * _weight(found):
            return [_line(page, run, width, height, turn) for run in runs]
    return [_line(page, run, width, height, 0) for run in found]


def _runs(engine: Any, image: Any) -> list[tuple[float, float, float, float, str, float]]:
    """(x0, y0, x1, y1, text, score) in the pixels of the image given."""
    result, _elapsed = engine(image)
    runs = []
    for polygon, text, score in result or ():
        if float(score) < MIN_SCORE or not str(text).strip():
            continue
        xs = [float(point[0]) for point in polygon]
        ys = [float(point[1]) for point in polygon]
        runs.append((min(xs), min(ys), max(xs), max(ys), " ".join(str(text).split()), float(score)))
    return _in_rows(runs)


def _in_rows(
    runs: list[tuple[float, float, float, float, str, float]],
) -> list[tuple[float, float, float, float, str, float]]:
    """Reading order in the frame the runs were read in (upright): rows top to bottom, a run
    joining a row when it shares half its height with the row's first run; left to right."""
    rows: list[list[tuple[float, float, float, float, str, float]]] = []
    for run in sorted(runs, key=lambda item: item[1]):
        if rows:
            first = rows[-1][0]
            overlap = min(first[3], run[3]) - max(first[1], run[1])
            if overlap >= 0.5 * min(first[3] - first[1], run[3] - run[1]) > 0:
                rows[-1].append(run)
                continue
        rows.append([run])
    return [run for row in rows for run in sorted(row, key=lambda item: item[0])]


def _mostly_upright(runs: list[tuple[float, float, float, float, str, float]]) -> bool:
    tall = sum(1 for x0, y0, x1, y1, text, _ in runs if len(text) > 2 and y1 - y0 > x1 - x0)
    wide = sum(1 for x0, y0, x1, y1, text, _ in runs if len(text) > 2 and y1 - y0 <= x1 - x0)
    return tall <= wide


def _weight(runs: list[tuple[float, float, float, float, str, float]]) -> float:
    return sum(len(text) * score for *_, text, score in runs)


def _line(
    page: int,
    run: tuple[float, float, float, float, str, float],
    width: int,
    height: int,
    turn: int,
) -> tuple[Any, ...]:
    """The run's box in fractions of the image as stored (before it was turned to be read)."""
    x0, y0, x1, y1, text, score = run
    if turn == 90:  # read turned clockwise: x' = H - y, y' = x
        left, top, right, bottom = y0, height - x1, y1, height - x0
    elif turn == 270:  # read turned counter-clockwise: x' = y, y' = W - x
        left, top, right, bottom = width - y1, x0, width - y0, x1
    else:
        left, top, right, bottom = x0, y0, x1, y1
    return (
        page,
        text,
        _clip(left / width),
        _clip(top / height),
        _clip((right - left) / width),
        _clip((bottom - top) / height),
        score,
    )


def _clip(value: float) -> float:
    return min(1.0, max(0.0, value))
