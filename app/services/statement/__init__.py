"""A balance explained: an account's statement for a period, built from its orders (and,
where a server lists them, its ledger transactions) and checked against its balance to the
unit. Qt-free; the window is app/views/statement/. How it is built: docs/statement.md."""
