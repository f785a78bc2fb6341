"""The skeleton every "this account's …" view shares (the vIBANs, ledger and statement
dialogs, the accounts workspace's account pane): it shows the work context's current
account, never a copy of its own.

Another account made current replaces the one shown (``show`` resets and reads it); no account
closes a dialog (a pane says so instead: ``gone``); a change the door announces about this
account (``watched`` kinds) reads it again. A dialog's title and heading name the account as a
person knows it ("Elena Marín · Payouts · EUR"), its ids in the heading's tooltip, and follow
the directory when it learns the name after the dialog opened.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QLabel, QWidget

from app.services.context import AccountRef, ChangeKind
from app.services.session import Session
from app.views.accounts.choose_account import account_name

Titled = Callable[[str], str]  # the account's name -> the dialog's title


class AccountFollower(QObject):
    """Keeps ``view`` on the current account; see the module's docstring."""

    def __init__(
        self,
        view: QWidget,
        session: Session,
        *,
        show: Callable[[AccountRef], object],
        title: Titled | None = None,
        watched: Iterable[ChangeKind] = (),
        changed: Callable[[], object] | None = None,
        gone: Callable[[], object] | None = None,
        heading: QLabel | None = None,
    ) -> None:
        """``show``: the account just made current, to be read; ``changed``: the door said
        this account's ``watched`` things changed (default: ``show`` it again); ``gone``: no
        account is current (default: the view closes); ``title``: the window's title for
        the account's name (none: the view names the account itself)."""
        super().__init__(view)
        self._dialog = view
        self._gone = gone
        self._session = session
        self._context = session.context
        self._title = title
        self._show = show
        self._watched = frozenset(watched)
        self._changed = changed
        self.heading = heading
        if heading is not None:
            heading.setWordWrap(True)  # a long name wraps; it never widens the dialog
        self._context.account_changed.connect(self._follow)
        self._context.changed.connect(self._on_server_change)
        session.directory.changed.connect(self.retitle)

    @property
    def ref(self) -> AccountRef | None:
        """The account shown: always the current one."""
        return self._context.account

    def name(self, ref: AccountRef | None = None) -> str:
        """The account as a person names it (its id's start while the name is not known)."""
        return account_name(self._session, ref or self.ref)

    def start(self) -> None:
        """Show the current account (call once the dialog's widgets are built)."""
        self._follow(self.ref)

    def retitle(self) -> None:
        ref = self.ref
        if ref is None or self._title is None:
            return
        title = self._title(self.name(ref))
        self._dialog.setWindowTitle(title)
        if self.heading is not None:
            self.heading.setText(title)
            self.heading.setToolTip(self.tr("User {0}\nAccount {1}").format(ref.uid, ref.aid))

    def _follow(self, ref: AccountRef | None) -> None:
        if ref is None:
            if self._gone is not None:
                self._gone()
            else:
                self._dialog.close()
            return
        self.retitle()
        self._show(ref)

    def _on_server_change(self, kind: str, target: str) -> None:
        ref = self.ref
        if ref is None or target != ref.aid or kind not in self._watched:
            return
        if self._changed is not None:
            self._changed()
        else:
            self._show(ref)
