"""Testers' tools, only when signed in to a sandbox: move the selected order by hand, reset
to the seed, add orders, expire nothing by surprise, fail the next request on purpose
(docs/sandbox.md, "Testers' tools"). Everything goes through the door (app/services/actions.py)."""
