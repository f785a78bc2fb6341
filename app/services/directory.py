"""Names for ids: who a user is and what an account is called, as far as Teller has seen them.

People pick accounts by name ("Elena Marín · Payouts · EUR"), not by pasting UUIDs. The API
has no list of users or accounts, so the directory learns from every answer the views load
(and, on the sandbox, from its user list), keeps the recent and pinned accounts per
environment, and lets any view show a name with its id second.

Whose an account is comes only from a request that fetched it: ``remember_account`` takes the
user in that request's path, which the server's answer confirms. ``used`` (the context made an
account current) never pairs an account with a user: a pairing the context brings is a guess
(an account chosen under the wrong user is refused by the server) and stays unconfirmed, out
of the lists and names, until a request confirms it. Pairings read from settings that no
request confirmed are unconfirmed too, and ``recheck`` asks the server about them.
"""

from __future__ import annotations

import time
import unicodedata
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from app.api.errors import ApiError, NotFound, SessionExpired
from app.models.accounts import Account

if TYPE_CHECKING:
    from app.services.settings import AppSettings

RECENT_KEPT = 30
CONFIRMED = "confirmed"  # a row's key: a request with this user in its path returned it

FetchAccount = Callable[[str, str], Awaitable[Account]]  # (uid, aid): the account, or NotFound


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
                    known = self._accounts.get(str(aid))
                    if known is not None and known.get(CONFIRMED):
                        continue  # confirmed in this session: the stored row says less
                    stored = dict(row)
                    stored[CONFIRMED] = stored.get(CONFIRMED) is True  # only if saved so
                    self._accounts[str(aid)] = stored
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
        """``account`` as a request with ``uid`` in its path returned it: a confirmed pairing.
        Pass that request's user, never the context's (it may have moved since)."""
        row = self._accounts.setdefault(account.id, {})
        new = {
            "uid": uid,
            "alias": account.alias or "",
            "currency": account.currency,
            CONFIRMED: True,
        }
        if any(row.get(k) != v for k, v in new.items()):
            row.update(new)
            if row.get("used_at") or row.get("pinned"):
                self._save()  # a remembered row: its confirmation outlives the session
            self.changed.emit()

    def used(self, uid: str, aid: str) -> None:
        """Made current: it goes to the top of the recent ones. The context's pairing is not
        trusted: an account known under another user stays that user's (and is not moved up),
        and an account not known yet waits, unconfirmed, for a request to confirm it."""
        row = self._accounts.get(aid)
        if row is None:
            row = self._accounts[aid] = {"uid": uid, "alias": "", "currency": "", CONFIRMED: False}
        elif row.get("uid") != uid:
            return
        row["used_at"] = time.time()
        self._save()
        self.changed.emit()

    def forget(self, uid: str, aid: str) -> None:
        """A pairing the server refused (the account is not that user's): gone, unless a
        request has confirmed the account (under any user) meanwhile."""
        row = self._accounts.get(aid)
        if row is not None and row.get("uid") == uid and not row.get(CONFIRMED):
            del self._accounts[aid]
            self._save()
            self.changed.emit()

    def doubt_all(self) -> None:
        """The server's data was replaced (a sandbox reset deletes what was made since the
        seed): no pairing is shown until a request confirms it again, and every user's
        accounts are listed anew; ``recheck`` drops the accounts that are gone."""
        self._listed.clear()
        for row in self._accounts.values():
            row[CONFIRMED] = False
        self._save()
        self.changed.emit()

    def unconfirmed(self) -> list[tuple[str, str]]:
        """(uid, aid) of the pairings no request has confirmed: what ``recheck`` asks about."""
        return [
            (str(row.get("uid", "")), aid)
            for aid, row in self._accounts.items()
            if not row.get(CONFIRMED)
        ]

    async def recheck(self, fetch: FetchAccount) -> None:
        """Ask the server about each unconfirmed pairing: its answer confirms it, a "not
        found" drops it; any other failure leaves it unconfirmed for the next time."""
        for uid, aid in self.unconfirmed():
            try:
                account = await fetch(uid, aid)
            except NotFound:
                self.forget(uid, aid)
                continue
            except SessionExpired:
                raise  # the caller's re-login, then the same again
            except ApiError:
                continue
            self.remember_account(uid, account)

    def pin(self, aid: str, pinned: bool) -> None:
        if aid in self._accounts:
            self._accounts[aid]["pinned"] = pinned
            self._save()
            self.changed.emit()

    # --- reading ---
    def user_name(self, uid: str | None) -> str:
        return self._users.get(uid or "", "")

    def entry(self, aid: str) -> AccountEntry | None:
        """The account as confirmed by a request (None while its pairing is unconfirmed: a
        guessed owner's name is never shown beside it)."""
        row = self._accounts.get(aid)
        if row is None or not row.get(CONFIRMED):
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

    def account_ids(self) -> list[str]:
        """Every account known, confirmed or not, unsorted: what a reader going through them
        a few at a time (the search's index) starts from; ``entry`` says each one."""
        return list(self._accounts)

    def entries(self) -> list[AccountEntry]:
        """Pinned first, then the most recently used, then the rest by name."""
        found = [e for aid in self._accounts if (e := self.entry(aid)) is not None]
        return sorted(found, key=lambda e: (not e.pinned, -e.used_at, e.label.casefold()))

    def account_label(self, aid: str | None) -> str:
        entry = self.entry(aid or "")
        return entry.label if entry is not None else ""
