"""Where Teller signs in: the built-in sandbox, a named connection profile, or a custom server.

A profile names a server and says what kind it is (sandbox, staging, production); the kind
decides the guard (app/services/guard.py) and how loudly the window says where it is.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any
from urllib.parse import urlparse

SANDBOX_API_CODE = "demo"
SANDBOX_API_KEY = "demo-key"
PRODUCTION_COLOUR = "#c62828"
DEFAULT_COLOURS = {"sandbox": "#2e7d32", "staging": "#ef6c00", "production": PRODUCTION_COLOUR}


class EnvironmentKind(StrEnum):
    SANDBOX = "sandbox"
    CUSTOM = "custom"  # a server typed at sign-in, no profile: guarded like production
    STAGING = "staging"
    PRODUCTION = "production"


def _new_id() -> str:
    """A profile's id. ``uuid`` is imported here, when a profile is made: with ``platform``
    it cost start-up about 3 ms before the sign-in dialog painted."""
    import uuid

    return uuid.uuid4().hex[:12]


@dataclass(frozen=True)
class Environment:
    kind: EnvironmentKind
    base_url: str
    name: str = ""  # the profile's name; '' for the built-in sandbox and a custom server
    colour: str = ""
    read_only: bool = False
    profile_id: str = ""
    four_eyes: bool = False  # approve and reject need a second reviewer (four_eyes.py)
    review_store: str = ""  # a team's postgresql:// store, no password; '' = this desk's file

    @property
    def is_sandbox(self) -> bool:
        return self.kind is EnvironmentKind.SANDBOX

    @property
    def is_production(self) -> bool:
        """Real money: a production profile, or a server nobody labelled (custom)."""
        return self.kind in (EnvironmentKind.PRODUCTION, EnvironmentKind.CUSTOM)

    @property
    def badge(self) -> str:
        """The profile's name, SANDBOX, or the live server's host."""
        if self.name:
            return self.name
        if self.is_sandbox:
            return "SANDBOX"
        return urlparse(self.base_url).hostname or self.base_url

    @property
    def label(self) -> str:
        """What the status bar and title show: production always says PRODUCTION in words,
        never by colour alone."""
        return f"{self.badge} · PRODUCTION" if self.is_production else self.badge

    @property
    def badge_colour(self) -> str:
        return self.colour or DEFAULT_COLOURS.get(self.kind.value, PRODUCTION_COLOUR)

    @property
    def key(self) -> str:
        """A stable name for per-environment memory (recent users, known accounts)."""
        if self.is_sandbox and not self.profile_id:
            return "sandbox"
        parsed = urlparse(self.base_url)
        return f"{parsed.scheme}://{parsed.netloc}".lower()

    @property
    def credential_key(self) -> str:
        """Where its api key is kept in the keyring: one slot per profile."""
        return f"profile:{self.profile_id}" if self.profile_id else self.key


PROFILE_KINDS = (EnvironmentKind.SANDBOX, EnvironmentKind.STAGING, EnvironmentKind.PRODUCTION)


def four_eyes_by_default(kind: EnvironmentKind) -> bool:
    """Production decisions take two reviewers unless the profile says otherwise; a sandbox
    or staging profile decides alone unless it asks (testers turn it on to try it)."""
    return kind is EnvironmentKind.PRODUCTION


@dataclass(frozen=True)
class Profile:
    """A named server; its api key is in the keyring under ``profile:<id>``, never here."""

    name: str
    base_url: str
    kind: EnvironmentKind = EnvironmentKind.PRODUCTION
    colour: str = ""
    read_only: bool = False
    api_code: str = ""
    id: str = field(default_factory=_new_id)
    four_eyes: bool | None = None  # None: the kind's default (four_eyes_by_default)
    # A team's review store (postgresql://user@host/db, never its password: that is in the
    # keyring under ``review-store:<id>``); '' = the desk's own SQLite file.
    review_store: str = ""

    @property
    def asks_four_eyes(self) -> bool:
        return four_eyes_by_default(self.kind) if self.four_eyes is None else self.four_eyes

    def environment(self) -> Environment:
        return Environment(
            self.kind,
            self.base_url,
            name=self.name,
            colour=self.colour or DEFAULT_COLOURS.get(self.kind.value, ""),
            read_only=self.read_only,
            profile_id=self.id,
            four_eyes=self.asks_four_eyes,
            review_store=self.review_store,
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "name": self.name,
            "base_url": self.base_url,
            "kind": self.kind.value,
            "colour": self.colour,
            "read_only": self.read_only,
            "api_code": self.api_code,
            "four_eyes": self.four_eyes,  # null: the kind's default
            "review_store": self.review_store,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Profile | None:
        try:
            kind = EnvironmentKind(str(data.get("kind", "production")))
        except ValueError:
            kind = EnvironmentKind.PRODUCTION  # unknown: the careful reading
        if kind is EnvironmentKind.CUSTOM:
            kind = EnvironmentKind.PRODUCTION
        name, url, pid = (str(data.get(k, "")) for k in ("name", "base_url", "id"))
        if not name or not url or not pid:
            return None
        return cls(
            name=name,
            base_url=url,
            kind=kind,
            colour=str(data.get("colour", "")),
            read_only=bool(data.get("read_only", False)),
            api_code=str(data.get("api_code", "")),
            id=pid,
            four_eyes=None if data.get("four_eyes") is None else bool(data["four_eyes"]),
            review_store=str(data.get("review_store", "")),
        )


def review_store_problem(url: str) -> str:
    """'' if ``url`` can name a team's review store; else which part is wrong (the dialog
    says it in words): scheme, password, host or database."""
    from urllib.parse import urlsplit

    if not url:
        return ""
    parts = urlsplit(url)
    if parts.scheme not in ("postgresql", "postgres"):
        return "scheme"
    if parts.password:
        return "password"
    if not parts.hostname and "host=" not in parts.query:
        return "host"
    if not parts.path.strip("/"):
        return "database"
    return ""


def review_store_secret(profile_id: str) -> str:
    """The keyring account of a profile's review-store password."""
    return f"review-store:{profile_id}"
