"""Bulk payouts from a file: one window of four pages (import, grid, review, send) over the
Qt-free core in app/services/bulk/."""
