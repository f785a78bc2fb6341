"""Stand-in OCR engines the reading tests name to the worker process (it imports an engine
by module name): one that never finishes loading, so a test can kill the worker mid-request."""

from __future__ import annotations

import time


class RapidOCR:
    def __init__(self) -> None:
        time.sleep(120)  # the test kills the worker long before this ends
