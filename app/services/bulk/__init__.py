"""Bulk payouts from a file (issue 26), Qt-free: ``import_file`` reads a CSV or .xlsx into rows
under canonical columns (``columns``), ``row_checks`` turns each row into the same request
model the single payout forms send (errors at their cells), ``batch_store`` keeps a batch and
one idempotency key per row in the data folder before anything is sent, and ``sender`` sends
the rows through the door with bounded concurrency and resumes a batch after a crash."""
