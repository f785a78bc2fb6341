"""The async client of the banking API (see core.py and client.py).

httpx imports its command-line client (``httpx._main``: click, rich and pygments, about 100
modules and 5.7 MiB) whenever those are installed, as they are beside uvicorn and the dev
tools. Teller never runs it, so the import is refused before httpx is first imported (this
package is the only one in the app that imports httpx); ``httpx.main`` is then httpx's own
stand-in that says the CLI's extras are missing.
"""

import sys

sys.modules.setdefault("httpx._main", None)  # type: ignore[arg-type]
