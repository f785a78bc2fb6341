"""Everything one session's search knows, kept in one index and kept up to date.

Fed from the directory (accounts and the names of their owners: refreshed when it says it
changed, by difference), the sandbox's user list (e-mails, persons or businesses), the IBANs
of accounts' virtual IBANs, the cases, and recent orders (the merchant's newest, and every
order a server search found; the oldest learned leave past ``RECENT_ORDERS``).
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterable
from typing import TYPE_CHECKING

from app.models.orders import OrderSummary
from app.models.sandbox_helpers import SandboxUser
from app.services.search.entries import (
    OrderTarget,
    account_entry,
    named_person_entry,
    order_entry,
    person_entry,
)
from app.services.search.index import Entry, Group, SearchIndex, SearchResults
from app.services.search.query import SearchQuery

if TYPE_CHECKING:
    from app.services.directory import AccountEntry, Directory

RECENT_ORDERS = 2_000


class SearchCatalogue:
    def __init__(self, directory: Directory | None = None) -> None:
        self.index = SearchIndex()
        self._directory = directory
        self._dirty = directory is not None
        self._people: dict[str, Entry] = {}  # listed by the sandbox: they say more
        self._named: dict[str, str] = {}  # people known only by a name: user id -> name
        self._ibans: dict[str, tuple[str, ...]] = {}  # account id -> its IBANs
        self._orders: OrderedDict[str, None] = OrderedDict()  # learned, oldest first
        self._made: dict[str, tuple[AccountEntry, tuple[str, ...], Entry]] = {}
        self.people_listed = False  # the sandbox's user list has been read
        if directory is not None:
            directory.changed.connect(self.directory_changed)

    # --- learning ---
    def directory_changed(self) -> None:
        """Marked only: the difference is taken at the next search (or ``refresh``), once
        however many changes came meanwhile."""
        self._dirty = True

    def refresh(self) -> int:
        """Accounts and named owners as the directory has them now; how many changed."""
        directory = self._directory
        if directory is None or not self._dirty:
            return 0
        self._dirty = False
        accounts = directory.entries()
        changes = self.index.replace_group(Group.ACCOUNTS, [self._account(a) for a in accounts])
        changes += self._learn_names((a.uid, a.user_name) for a in accounts)
        return changes

    def _account(self, account: AccountEntry) -> Entry:
        """The account's entry, the one made before while nothing it shows has changed."""
        ibans = self._ibans.get(account.aid, ())
        made = self._made.get(account.aid)
        if made is not None and made[0] == account and made[1] == ibans:
            return made[2]
        entry = account_entry(account, ibans)
        self._made[account.aid] = (account, ibans, entry)
        return entry

    def learn_users(self, users: Iterable[SandboxUser]) -> None:
        """The sandbox's users: names, e-mails and kinds (over a name the directory gave)."""
        for user in users:
            entry = person_entry(user)
            self._people[user.id] = entry
            self._named.pop(user.id, None)
            self.index.put(entry)
        self.people_listed = True

    def learn_names(self, names: Iterable[tuple[str, str]]) -> None:
        """(user id, name) pairs known otherwise (recent users, cases' companies)."""
        self._learn_names(names)

    def _learn_names(self, names: Iterable[tuple[str, str]]) -> int:
        changes = 0
        for uid, name in names:
            if name and uid not in self._people and self._named.get(uid) != name:
                self._named[uid] = name
                changes += self.index.put(named_person_entry(uid, name))
        return changes

    def learn_ibans(self, aid: str, ibans: Iterable[str]) -> None:
        found = tuple(i for i in ibans if i)
        if found != self._ibans.get(aid, ()):
            self._ibans[aid] = found
            known = self._directory.entry(aid) if self._directory is not None else None
            if known is not None:
                self.index.put(self._account(known))

    def knows_ibans(self, aid: str) -> bool:
        return aid in self._ibans

    def learn_orders(
        self, orders: Iterable[OrderSummary], uid: str | None = None, aid: str | None = None
    ) -> None:
        """Orders a list answered; under the account they were listed for, when there was
        one (a merchant list does not say whose an order is)."""
        for order in orders:
            owner = (uid, aid)
            if uid is None:  # a merchant list: keep the account an earlier answer named
                known = self.index.get(Group.ORDERS, order.id)
                if known is not None and isinstance(known.target, OrderTarget):
                    owner = (known.target.uid, known.target.aid)
            self.index.put(order_entry(order, *owner))
            self._orders.pop(order.id, None)
            self._orders[order.id] = None
        while len(self._orders) > RECENT_ORDERS:
            oid, _ = self._orders.popitem(last=False)
            self.index.remove(Group.ORDERS, oid)

    def set_cases(self, cases: list[Entry]) -> None:
        self.index.replace_group(Group.CASES, cases)

    # --- reading ---
    def search(self, query: SearchQuery, limit: int = 8) -> SearchResults:
        self.refresh()
        return self.index.search(query, limit)
