"""The sandbox's schema (SQLAlchemy Core), the same on SQLite and PostgreSQL.

Balances are kept on the account row and changed only together with the ledger entries
that explain them, in one transaction (sandbox/domain/ledger.py); the tests check that
they always agree.
"""

from __future__ import annotations

from sqlalchemy import (
    BigInteger,
    Boolean,
    Column,
    Float,
    ForeignKey,
    Index,
    Integer,
    LargeBinary,
    MetaData,
    String,
    Table,
    Text,
    UniqueConstraint,
)

metadata = MetaData()

# Minor units reach 10**15: PostgreSQL's INTEGER is 32 bits, SQLite's 64 whatever it is called
# (kept INTEGER there, so an existing file's schema stays as it was).
Money = BigInteger().with_variant(Integer(), "sqlite")
Counter = BigInteger().with_variant(Integer(), "sqlite")  # 64-bit, never money

merchants = Table(
    "merchants",
    metadata,
    Column("id", String, primary_key=True),
    Column("code", String, nullable=False, unique=True),
    Column("api_key_hash", String, nullable=False),
    Column("name", String, nullable=False),
    Column("created_at", String, nullable=False),
    # The tester's quote validity (PUT /sandbox/v1/quote-validity); NULL: --quote-validity.
    Column("quote_validity_seconds", Float),
)

users = Table(
    "users",
    metadata,
    Column("id", String, primary_key=True),
    Column("merchant_id", String, ForeignKey("merchants.id"), nullable=False, index=True),
    Column("type", String, nullable=False),  # PERSON | BUSINESS
    Column("name", String),
    Column("surname", String),
    Column("company_name", String),
    Column("email", String),
    Column("created_at", String, nullable=False),
)

accounts = Table(
    "accounts",
    metadata,
    Column("id", String, primary_key=True),
    Column("merchant_id", String, ForeignKey("merchants.id"), nullable=False),
    Column("user_id", String, ForeignKey("users.id"), nullable=False, index=True),
    Column("alias", String, nullable=False),
    Column("currency", String, nullable=False),
    Column("state", String, nullable=False),
    Column("type", String, nullable=False),
    Column("balance", Money, nullable=False, default=0),
    Column("pending_in", Money, nullable=False, default=0),
    Column("pending_out", Money, nullable=False, default=0),
    Column("iban", String),
    Column("created_at", String, nullable=False),
)

orders = Table(
    "orders",
    metadata,
    Column("id", String, primary_key=True),
    Column("merchant_id", String, ForeignKey("merchants.id"), nullable=False),
    Column("account_id", String, ForeignKey("accounts.id"), nullable=False),
    Column("user_id", String, ForeignKey("users.id"), nullable=False),
    Column("type", String, nullable=False),
    Column("display_type", String, nullable=False),
    Column("direction", String, nullable=False),  # IN | OUT
    Column("state", String, nullable=False),
    Column("reference", String, nullable=False, default=""),
    Column("description", String),
    Column("counterparty", String, nullable=False, default=""),
    Column("origin_amount", Money, nullable=False),
    Column("origin_currency", String, nullable=False),
    Column("destination_amount", Money, nullable=False),
    Column("destination_currency", String, nullable=False),
    Column("fee_amount", Money, nullable=False, default=0),
    Column("fee_currency", String, nullable=False),
    Column("merchant_fee", Money, nullable=False, default=0),
    Column("system_fee", Money, nullable=False, default=0),
    Column("fx_pair", String),
    Column("fx_rate", Float),  # an exchange rate, never money
    Column("fx_timestamp", String),
    Column("recipient_json", Text),  # the flat recipient record (bank) or address/network
    Column("otp_required", Boolean, nullable=False, default=False),
    Column("otp_validated_at", String),
    Column("fail_at_settlement", Boolean, nullable=False, default=False),
    Column("next_step_at", Float),  # epoch seconds of the next automatic step; NULL: none
    Column("created_at", String, nullable=False),
    Column("updated_at", String, nullable=False),
    Column("settled_at", String),
    Column("failed_at", String),
    Column("canceled_at", String),
    Column("reversed_at", String),
    Column("cancel_requested_at", String),
    # A list's order is (created_at, id): with id in the index SQLite walks it in order and
    # needs no sort, so a deep page costs milliseconds (113 -> 7 ms at offset 99,900).
    Index("ix_orders_account_created_id", "account_id", "created_at", "id"),
    Index("ix_orders_merchant_created_id", "merchant_id", "created_at", "id"),
    # A search's count over a short or common text (where the trigram index does not narrow
    # it, sandbox/db/text_index.py) reads these alone: reference and id, no row (0.8 s ->
    # 50 ms at 100,000 orders).
    Index("ix_orders_merchant_reference_id", "merchant_id", "reference", "id"),
    Index("ix_orders_account_reference_id", "account_id", "reference", "id"),
    # An amount asked for (the search's ``amount_eq``), newest first, without a walk.
    Index(
        "ix_orders_merchant_amount_created_id", "merchant_id", "origin_amount", "created_at", "id"
    ),
    # Covering indexes for the count behind a list's total, the usual filters being state
    # and amount: the count reads the index only (5x faster at 300,000 orders).
    Index("ix_orders_account_state_amount", "account_id", "state", "origin_amount"),
    Index("ix_orders_merchant_state_amount", "merchant_id", "state", "origin_amount"),
    Index("ix_orders_next_step", "next_step_at"),
)

ledger_entries = Table(
    "ledger_entries",
    metadata,
    Column("id", String, primary_key=True),
    Column("seq", Integer, nullable=False),  # per-account posting order
    Column("account_id", String, ForeignKey("accounts.id"), nullable=False),
    Column("order_id", String, ForeignKey("orders.id")),
    # balance: a real movement (a ledger transaction of the spec);
    # pending_in / pending_out: holds that explain pendingIn / pendingOut.
    Column("bucket", String, nullable=False),
    Column("amount", Money, nullable=False),  # signed minor units
    Column("is_fee", Boolean, nullable=False, default=False),
    Column("counterparty", String, nullable=False, default=""),
    Column("running_balance", Money, nullable=False),  # the bucket's total after this entry
    Column("created_at", String, nullable=False),
    Index("ix_ledger_account_seq", "account_id", "seq"),
    Index("ix_ledger_account_bucket_seq", "account_id", "bucket", "seq"),
    Index("ix_ledger_order", "order_id"),
)

idempotency_keys = Table(
    "idempotency_keys",
    metadata,
    Column("merchant_id", String, nullable=False),
    Column("key", String, nullable=False),
    Column("endpoint", String, nullable=False),
    Column("body_hash", String, nullable=False),
    Column("status", Integer, nullable=False),
    Column("response_json", Text, nullable=False),
    Column("created_at", Float, nullable=False),  # epoch seconds, for the retention window
    UniqueConstraint("merchant_id", "key", name="uq_idempotency_merchant_key"),
    # Every payout first deletes the keys past their retention: without this index that
    # read every key ever kept (a scan growing with each payout, 18,000 rows after a
    # minute at 300 a second).
    Index("ix_idempotency_created", "created_at"),
)

# The rate limit's token buckets when several workers share a PostgreSQL database (one
# process keeps them in memory; sandbox/ratelimit.py). Made on SQLite too: one schema.
rate_buckets = Table(
    "rate_buckets",
    metadata,
    Column("key", String, primary_key=True),
    Column("tokens", Float, nullable=False),
    Column("updated_at", Float, nullable=False),  # epoch seconds
)

virtual_ibans = Table(
    "virtual_ibans",
    metadata,
    Column("id", String, primary_key=True),
    Column("merchant_id", String, nullable=False),
    Column("account_id", String, ForeignKey("accounts.id"), nullable=False, index=True),
    Column("name", String, nullable=False),
    Column("account_holder", String, nullable=False),
    Column("account_number", String, nullable=False),
    Column("bank_name", String, nullable=False),
    Column("bic", String, nullable=False),
    Column("aba_routing_code", String),
    Column("rail", String, nullable=False),
    Column("state", String, nullable=False),
    Column("created_at", String, nullable=False),
    Column("updated_at", String, nullable=False),
)

kyb_sessions = Table(
    "kyb_sessions",
    metadata,
    Column("id", String, primary_key=True),
    Column("kyb_id", Integer, nullable=False),
    Column("merchant_id", String, nullable=False),
    Column("user_id", String, ForeignKey("users.id"), nullable=False, index=True),
    Column("state", String, nullable=False),
    Column("created_at", String, nullable=False),
    Column("updated_at", String, nullable=False),
)

kyb_documents = Table(
    "kyb_documents",
    metadata,
    Column("id", String, primary_key=True),
    Column("session_id", String, ForeignKey("kyb_sessions.id"), nullable=False, index=True),
    Column("category", String, nullable=False),
    Column("type", String, nullable=False),
    Column("file_name", String, nullable=False),
    Column("file_size", Integer, nullable=False),
    Column("created_at", String, nullable=False),
    Column("updated_at", String, nullable=False),
    Column("deleted_at", String),  # soft delete
    Column("media_type", String),  # read from the bytes: application/pdf, image/png, image/jpeg
    # The uploaded bytes as they came, last in the row: SQLite reads a column after a large
    # BLOB by walking the BLOB's overflow pages. Older databases kept base64 text; it is
    # converted on open (sandbox/db/upgrade.py).
    Column("content", LargeBinary),
    # The case list's counts and latest change read this index only, never a row.
    Index("ix_kyb_documents_session_deleted_updated", "session_id", "deleted_at", "updated_at"),
)

kyb_details = Table(
    "kyb_details",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("user_id", String, ForeignKey("users.id"), nullable=False, index=True),
    Column("created_at", String, nullable=False),
    Column("details_json", Text, nullable=False),  # [{"key": ..., "value": ...}]
)

shareholders = Table(
    "shareholders",
    metadata,
    Column("id", String, primary_key=True),
    Column("merchant_id", String, nullable=False),
    Column("user_id", String, ForeignKey("users.id"), nullable=False, index=True),
    Column("email", String, nullable=False),
    Column("name", String, nullable=False),
    Column("surname", String, nullable=False),
    Column("kyc_level", String, nullable=False),
    Column("kyc_json", Text, nullable=False),
    # The shareholder's own identity verification (KYC) session, opened with it under the
    # business user; NULL for shareholders made before the sandbox linked them.
    Column("identity_verification_id", String, ForeignKey("identity_verifications.id")),
    Column("created_at", String, nullable=False),
    Column("updated_at", String, nullable=False),
)

identity_verifications = Table(
    "identity_verifications",
    metadata,
    Column("id", String, primary_key=True),
    Column("merchant_id", String, nullable=False),
    Column("user_id", String, ForeignKey("users.id"), nullable=False, index=True),
    Column("created_at", String, nullable=False),
)

identity_verification_logs = Table(
    "identity_verification_logs",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column(
        "session_id",
        String,
        ForeignKey("identity_verifications.id"),
        nullable=False,
        index=True,
    ),
    Column("new_state", String, nullable=False),
    Column("created_at", String, nullable=False),
)

# The quotes simulations gave (sandbox/domain/quotes.py): a crypto payout on the same terms is
# held to its quote's validUntil, and "Expire quotes now" sets expired_at. Used ones are deleted.
quotes = Table(
    "quotes",
    metadata,
    Column("id", String, primary_key=True),
    Column("merchant_id", String, nullable=False, index=True),
    Column("account_id", String, nullable=False),
    Column("kind", String, nullable=False),  # CRYPTO_PAYOUT | TRANSFER
    Column("terms", String, nullable=False),  # what was priced: a payout is matched on it
    Column("rate", String, nullable=False),  # the quoted rate exactly (a Decimal's text)
    Column("rate_at", Float, nullable=False),  # epoch seconds: the quote's timestamp
    Column("valid_until", Float, nullable=False),  # epoch seconds
    Column("expired_at", Float),  # epoch seconds, set by "Expire quotes now"
    Index("ix_quotes_account_kind_terms", "account_id", "kind", "terms"),
)

# Per merchant, a number that every committed write to its orders changes, kept by triggers
# (sandbox/db/versions.py): order lists cache their totals and page boundaries under it.
# ``xid`` (PostgreSQL) lets one transaction bump it once, however many rows it writes.
data_versions = Table(
    "data_versions",
    metadata,
    Column("scope", String, primary_key=True),
    Column("version", Counter, nullable=False),
    Column("xid", Counter),
)

# Indexes that an older sandbox database may still carry and that newer ones replace.
OBSOLETE_INDEXES = (
    "ix_orders_account_created",
    "ix_orders_merchant_created",
    "ix_orders_merchant_reference",
)
