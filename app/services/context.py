"""The one current context: which user and account Teller is working on, in which environment.

Every workspace and dialog observes this object; none keeps its own copy of "the current
account". Choosing an account anywhere makes it current everywhere, and whatever was shown
for the previous one is cleared by its view. An action that changed something on the server
announces it here (``changed``) so that every view showing it refreshes.

``generation`` counts context moves: a load remembers the generation it was asked in and its
answer is dropped if the context has moved on since (a ``Binding.LOAD`` of the views' task
runner, their default), so a slow answer for a previous account can never become the account a
payout leaves from.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from PySide6.QtCore import QObject, Signal

from app.services.environments import Environment


@dataclass(frozen=True)
class AccountRef:
    """An account and the user who owns it: the API addresses accounts by both."""

    uid: str
    aid: str


class ChangeKind(StrEnum):
    """What an action changed on the server; the id says which one."""

    ACCOUNT = "account"  # an account's balances or state (id: account id)
    ACCOUNTS = "accounts"  # a user's list of accounts (id: user id)
    ORDER = "order"  # an order was made or moved (id: the account id it belongs to)
    VIBAN = "viban"  # an account's vIBANs, and so its funding methods (id: account id)
    KYB_CASE = "kyb"  # a business's onboarding case (id: user id)
    QUOTES = "quotes"  # the merchant's quotes ended early (id: "", all of them)


class WorkContext(QObject):
    user_changed = Signal(object)  # str | None
    account_changed = Signal(object)  # AccountRef | None
    changed = Signal(str, str)  # ChangeKind, id

    def __init__(self, environment: Environment, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._environment = environment
        self._user: str | None = None
        self._account: AccountRef | None = None
        self._generation = 0

    @property
    def environment(self) -> Environment:
        """Fixed for a session: signing in elsewhere makes a new session and a new context."""
        return self._environment

    @property
    def user(self) -> str | None:
        return self._user

    @property
    def account(self) -> AccountRef | None:
        return self._account

    @property
    def generation(self) -> int:
        return self._generation

    def is_current(self, generation: int) -> bool:
        return generation == self._generation

    def is_current_account(self, ref: AccountRef | None) -> bool:
        return ref is not None and ref == self._account

    def choose_user(self, uid: str | None) -> None:
        """Work on this user; an account of another user stops being current."""
        uid = uid or None
        if uid == self._user:
            return
        self._generation += 1
        self._user = uid
        account_left = self._account is not None and self._account.uid != uid
        if account_left:
            self._account = None
        self.user_changed.emit(uid)
        if account_left:
            self.account_changed.emit(None)

    def choose_account(self, uid: str, aid: str) -> None:
        """Work on this account (and so on its user), everywhere at once."""
        ref = AccountRef(uid, aid)
        if ref == self._account:
            return
        self._generation += 1
        user_moved = uid != self._user
        self._user = uid
        self._account = ref
        if user_moved:
            self.user_changed.emit(uid)
        self.account_changed.emit(ref)

    def announce(self, kind: ChangeKind, target: str) -> None:
        """Something changed on the server: views showing it refresh."""
        self.changed.emit(kind.value, target)
