"""A version number per merchant that changes with every committed write to its orders.

Order lists cache what they can only learn by reading every matching row (the exact
``total``, where a page ends) under the version they were computed at
(sandbox/list_cache.py). The versions are kept by triggers in the database itself,
so no write path can forget them: payouts, lifecycle steps, helpers, the testers' reset and
generate tools, the seed, and SQL typed by hand all go through ``orders``. Being in the
database, they also hold across ``--workers`` processes, each with its own cache.

SQLite has one writer at a time, so a row trigger bumping ``data_versions`` is enough.

PostgreSQL: the bump runs in a *deferred* constraint trigger, at commit, so the version
row's lock is held only while the transaction commits (taken at the first write, it would
make every order-writing transaction of a merchant wait for the others to finish). Row
locks make commits bump in turn, so a higher version always means a later commit; a
transaction bumps once however many rows it writes (``xid``). Readers see the version and
the orders in one snapshot (``Database.snapshot``), so a count or page boundary is always
stored under exactly the version of the data it was computed from.
"""

from __future__ import annotations

from sqlalchemy import Connection, bindparam, select, text

from sandbox.db.tables import data_versions

# Read by every order list: built once, bound at each execution.
_VERSION = select(data_versions.c.version).where(data_versions.c.scope == bindparam("p_scope"))
_SQLITE_BUMP = (
    "INSERT INTO data_versions (scope, version) VALUES ({m}, 1) "
    "ON CONFLICT (scope) DO UPDATE SET version = version + 1"
)
SQLITE_TRIGGERS = {
    "orders_version_insert": f"AFTER INSERT ON orders BEGIN {_SQLITE_BUMP.format(m='NEW.merchant_id')}; END",
    "orders_version_update": f"AFTER UPDATE ON orders BEGIN {_SQLITE_BUMP.format(m='OLD.merchant_id')}; END",
    "orders_version_moved": (
        "AFTER UPDATE OF merchant_id ON orders WHEN NEW.merchant_id IS NOT OLD.merchant_id "
        f"BEGIN {_SQLITE_BUMP.format(m='NEW.merchant_id')}; END"
    ),
    "orders_version_delete": f"AFTER DELETE ON orders BEGIN {_SQLITE_BUMP.format(m='OLD.merchant_id')}; END",
}

POSTGRES_FUNCTIONS = """
CREATE OR REPLACE FUNCTION teller_bump_version(merchant text) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO data_versions (scope, version, xid) VALUES (merchant, 1, txid_current())
  ON CONFLICT (scope) DO UPDATE SET version = data_versions.version + 1, xid = EXCLUDED.xid
  WHERE data_versions.xid IS DISTINCT FROM EXCLUDED.xid
$$;
CREATE OR REPLACE FUNCTION teller_orders_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM teller_bump_version(OLD.merchant_id);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.merchant_id IS DISTINCT FROM OLD.merchant_id) THEN
    PERFORM teller_bump_version(NEW.merchant_id);
  END IF;
  RETURN NULL;
END
$$;
"""
POSTGRES_TRIGGER = (
    "CREATE CONSTRAINT TRIGGER orders_version AFTER INSERT OR UPDATE OR DELETE ON orders "
    "DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION teller_orders_changed()"
)


def install_triggers(conn: Connection) -> None:
    """Made once (under the schema lock on PostgreSQL); an existing trigger is left alone,
    so a worker starting beside busy ones takes no lock on ``orders``."""
    if conn.dialect.name == "postgresql":
        present = conn.execute(
            text("SELECT 1 FROM pg_trigger WHERE tgname = 'orders_version' AND NOT tgisinternal")
        ).first()
        if present is None:
            conn.execute(text(POSTGRES_FUNCTIONS))
            conn.execute(text(POSTGRES_TRIGGER))
        return
    for name, body in SQLITE_TRIGGERS.items():
        conn.exec_driver_sql(f"CREATE TRIGGER IF NOT EXISTS {name} {body}")


def orders_version(conn: Connection, merchant_id: str) -> int:
    """The merchant's orders' version as ``conn``'s snapshot sees it (0 before any write)."""
    found = conn.execute(_VERSION, {"p_scope": merchant_id}).scalar()
    return int(found or 0)
