"""Names for ids: who a user is and what an account is called, as far as Teller has seen them.

People pick accounts by name ("Elena Marín · Payouts · EUR"), not by pasting UUIDs. The API
has no list of users or accounts, so the directory learns from every answer the views load
(and, on the sandbox, from its user list), keeps the recent and pinned accounts per
environment, and lets any view show a name with its id second.
"""

from __future__ import annotations

import time
import unicodedata
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from app.models.accounts import Account

if TYPE_CHECKING:
    from app.services.settings import AppSettings

RECENT_KEPT = 30


@dataclass(frozen=True)
class AccountEntry:
    uid: str
    aid: str
    user_name: str  # "" when not known
    alias: str
    currency: str
    pinned: bool = False
    used_at: float = 0.0  # when it was last made current (0: never here)

    @property
    def label(self) -> str:
        """How a person names it: whose, which, in what currency."""
        parts = [p for p in (self.user_name, self.alias or short_id(self.aid), self.currency) if p]
        return " · ".join(parts)

    def matches(self, text: str) -> bool:
        """Every word typed appears somewhere, accents and case aside ("marin" finds Marín)."""
        haystack = folded(" ".join((self.user_name, self.alias, self.currency, self.uid, self.aid)))
        return all(word in haystack for word in folded(text).split())


def folded(text: str) -> str:
    """Without accents or case: how a search compares names typed on any keyboard."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def short_id(value: str) -> str:
    """The start of an id: how ids are told apart at a glance."""
    return value[:8] + "…" if len(value) > 9 else value


class Directory(QObject):
    changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._users: dict[str, str] = {}
        self._listed: set[str] = set()  # users whose accounts were all listed this session
        self._accounts: dict[str, dict[str, Any]] = {}
        self._settings: AppSettings | None = None
        self._env_key = ""

    # --- persistence ---
    def attach(self, settings: AppSettings, env_key: str) -> None:
        """Remember across sessions, per environment."""
        self._settings, self._env_key = settings, env_key
        data = settings.directory(env_key)
        users, accounts = data.get("users", {}), data.get("accounts", {})
        if isinstance(users, dict):
            self._users.update({str(k): str(v) for k, v in users.items()})
        if isinstance(accounts, dict):
            for aid, row in accounts.items():
                if isinstance(row, dict) and "uid" in row:
                    self._accounts.setdefault(str(aid), {}).update(row)
        self.changed.emit()

    def _save(self) -> None:
        if self._settings is None:
            return
        kept = sorted(
            self._accounts.items(),
            key=lambda item: (not item[1].get("pinned", False), -item[1].get("used_at", 0.0)),
        )
        remembered = dict(
            (aid, row)
            for index, (aid, row) in enumerate(kept)
            if row.get("pinned") or (row.get("used_at") and index < RECENT_KEPT)
        )
        users = {
            row["uid"]: self._users[row["uid"]]
            for row in remembered.values()
            if row["uid"] in self._users
        }
        self._settings.save_directory(self._env_key, {"users": users, "accounts": remembered})

    # --- learning ---
    def listed(self, uid: str) -> bool:
        """Were all this user's accounts listed in this session (the sandbox's user list)?"""
        return uid in self._listed

    def remember_user(self, uid: str, name: str, *, listed: bool = False) -> None:
        if listed:
            self._listed.add(uid)
        if name and self._users.get(uid) != name:
            self._users[uid] = name
            self.changed.emit()

    def remember_account(self, uid: str, account: Account) -> None:
        row = self._accounts.setdefault(account.id, {})
        new = {"uid": uid, "alias": account.alias or "", "currency": account.currency}
        if any(row.get(k) != v for k, v in new.items()):
            row.update(new)
            self.changed.emit()

    def used(self, uid: str, aid: str) -> None:
        """Made current: it goes to the top of the recent ones."""
        row = self._accounts.setdefault(aid, {"uid": uid, "alias": "", "currency": ""})
        row["uid"] = uid
        row["used_at"] = time.time()
        self._save()
        self.changed.emit()

    def pin(self, aid: str, pinned: bool) -> None:
        if aid in self._accounts:
            self._accounts[aid]["pinned"] = pinned
            self._save()
            self.changed.emit()

    # --- reading ---
    def user_name(self, uid: str | None) -> str:
        return self._users.get(uid or "", "")

    def entry(self, aid: str) -> AccountEntry | None:
        row = self._accounts.get(aid)
        if row is None:
            return None
        uid = str(row.get("uid", ""))
        return AccountEntry(
            uid=uid,
            aid=aid,
            user_name=self._users.get(uid, ""),
            alias=str(row.get("alias", "")),
            currency=str(row.get("currency", "")),
            pinned=bool(row.get("pinned", False)),
            used_at=float(row.get("used_at", 0.0)),
        )

    def entries(self) -> list[AccountEntry]:
        """Pinned first, then the most recently used, then the rest by name."""
        found = [e for aid in self._accounts if (e := self.entry(aid)) is not None]
        return sorted(found, key=lambda e: (not e.pinned, -e.used_at, e.label.casefold()))

    def account_label(self, aid: str | None) -> str:
        entry = self.entry(aid or "")
        return entry.label if entry is not None else ""
