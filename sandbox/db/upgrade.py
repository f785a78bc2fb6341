"""An existing sandbox database brought up to today's schema when it is opened.

``create_all`` makes missing tables only. Here: columns added since a table was made get
added (nullable ones: old rows read NULL) on either engine, and KYB document content kept as base64 text by
older versions becomes the uploaded bytes in a BLOB, with the media type read from them.
"""

from __future__ import annotations

import base64
import binascii

from sqlalchemy import Connection, inspect, text

from sandbox.db.tables import kyb_documents, metadata
from sandbox.file_types import sniff


def upgrade_columns(conn: Connection) -> None:
    for table in metadata.sorted_tables:
        present = _columns(conn, table.name)
        for column in table.columns:
            if column.name in present or not column.nullable:
                continue
            kind = column.type.compile(dialect=conn.dialect)
            conn.execute(text(f'ALTER TABLE "{table.name}" ADD COLUMN "{column.name}" {kind}'))
    _document_content_as_blob(conn)


def _columns(conn: Connection, table: str) -> dict[str, str]:
    """Column name -> declared type, as the database has them (SQLite and PostgreSQL)."""
    found = inspect(conn).get_columns(table)
    return {column["name"]: str(column["type"]).upper() for column in found}


def _document_content_as_blob(conn: Connection) -> None:
    if _columns(conn, kyb_documents.name).get("content") != "TEXT":
        return
    conn.execute(text("ALTER TABLE kyb_documents ADD COLUMN content_bytes BLOB"))
    rows = conn.execute(
        text("SELECT id, content FROM kyb_documents WHERE content IS NOT NULL")
    ).all()
    for document_id, stored in rows:
        data = _decoded(stored)
        conn.execute(
            text(
                "UPDATE kyb_documents SET content_bytes = :data, media_type = :media WHERE id = :id"
            ),
            {"data": data, "media": sniff(data).media_type, "id": document_id},
        )
    conn.execute(text("ALTER TABLE kyb_documents DROP COLUMN content"))
    conn.execute(text("ALTER TABLE kyb_documents RENAME COLUMN content_bytes TO content"))


def _decoded(stored: str | bytes) -> bytes:
    """The bytes behind an older row's base64; text that is not base64 is kept as it is."""
    raw = stored.encode() if isinstance(stored, str) else stored
    try:
        return base64.b64decode(raw, validate=True)
    except (binascii.Error, ValueError):
        return raw
