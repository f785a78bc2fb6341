"""The current account in full: header, balances, funding methods, capabilities, refresh.

It shows whatever account the context says is current, and nothing else: when the context
moves, the previous account's figures are cleared at once and the new one loads; when an
action changes this account on the server, it reloads."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.models.accounts import Account, AccountCapabilities, FundingMethods
from app.services.context import AccountRef, ChangeKind
from app.services.session import Session
from app.views.accounts.account_follow import AccountFollower
from app.views.accounts.capabilities_view import CapabilitiesView
from app.views.accounts.funding_view import FundingView
from app.views.accounts.money_card import MoneyCard
from app.views.accounts.viban_dialog import VirtualIbansDialog
from app.views.statement.dialog import StatementDialog, StatementFocus
from app.views.task_runner import RunnerFactory, TaskRunner
from app.views.widgets.copy_button import CopyButton
from app.views.widgets.error_banner import ErrorBanner
from app.views.widgets.scrolling import scrolling
from app.views.widgets.state_badge import StateBadge
from app.views.widgets.terms import account_type_name
from app.views.widgets.visible_text import visible


@dataclass(frozen=True)
class AccountSnapshot:
    ref: AccountRef  # as the requests had it: the user in their path
    account: Account
    funding: FundingMethods
    capabilities: AccountCapabilities


class AccountView(QWidget):
    loaded = Signal(object)  # AccountSnapshot

    def __init__(
        self, session: Session, runner_factory: RunnerFactory, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._session = session
        self.account: Account | None = None  # what is shown: always of the current account
        self.banner = ErrorBanner()
        self.runner: TaskRunner = runner_factory(self, self.banner)
        self._runner_factory = runner_factory
        self.statement_dialog: StatementDialog | None = None

        self.title = QLabel(self.tr("No account open"))
        self.title.setProperty("role", "heading")
        self.state = StateBadge()
        self.kind = QLabel()
        self.kind.setProperty("role", "subtle")
        self.account_id = QLabel()
        self.account_id.setProperty("role", "subtle")
        self.account_id.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.copy_id = CopyButton(
            lambda: self.ref.aid if self.ref else "", what=self.tr("the account id")
        )
        self.refresh_button = QPushButton(self.tr("&Refresh"))
        self.refresh_button.setShortcut("F5")
        self.refresh_button.setToolTip(self.tr("Reload the account (F5)"))
        self.refresh_button.clicked.connect(self.refresh)
        self.refresh_button.setEnabled(False)
        self.viban_button = QPushButton(self.tr("Virtual &IBANs…"))
        self.viban_button.setToolTip(self.tr("See and deactivate this account's vIBANs"))
        self.viban_button.clicked.connect(self.open_virtual_ibans)
        self.viban_button.setEnabled(False)
        self.viban_dialog: VirtualIbansDialog | None = None

        header = QHBoxLayout()
        header.addWidget(self.title)
        header.addWidget(self.state)
        header.addStretch(1)
        header.addWidget(self.viban_button)
        header.addWidget(self.refresh_button)
        ids = QHBoxLayout()
        ids.addWidget(self.kind)
        ids.addWidget(self.account_id)
        ids.addWidget(self.copy_id)
        ids.addStretch(1)

        self.balance = MoneyCard(self.tr("Balance"))
        self.available = MoneyCard(self.tr("Available"))
        self.pending_in = MoneyCard(self.tr("Pending in"))
        self.pending_out = MoneyCard(self.tr("Pending out"))
        cards = QGridLayout()
        for column, (card, focus) in enumerate(
            (
                (self.balance, StatementFocus.BALANCE),
                (self.available, StatementFocus.AVAILABLE),
                (self.pending_in, StatementFocus.PENDING_IN),
                (self.pending_out, StatementFocus.PENDING_OUT),
            )
        ):
            cards.addWidget(card, 0, column)
            card.explain_requested.connect(lambda f=focus: self.explain(f))

        self.funding = FundingView()
        self.capabilities = CapabilitiesView()

        body = QWidget()
        inner = QVBoxLayout(body)
        inner.addLayout(header)
        inner.addLayout(ids)
        inner.addWidget(self.banner)
        inner.addLayout(cards)
        inner.addWidget(self.funding)
        inner.addWidget(self.capabilities)
        inner.addStretch(1)
        scroll = scrolling(body)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(scroll)
        self.follower = AccountFollower(
            self,
            session,
            show=self._follow_context,
            watched=(ChangeKind.ACCOUNT, ChangeKind.VIBAN, ChangeKind.ORDER),
            changed=lambda: self.refresh(),
            gone=lambda: self._follow_context(None),
        )
        self.follower.start()

    @property
    def ref(self) -> AccountRef | None:
        return self.follower.ref

    def _follow_context(self, ref: AccountRef | None) -> None:
        """A new current account: nothing of the previous one may stay on screen."""
        self.account = None
        self.banner.clear()
        self.state.set_state("")
        self.state.hide()  # an empty badge reads as a state ("—"): none until one is known
        self.kind.clear()
        for card in (self.balance, self.available, self.pending_in, self.pending_out):
            card.set_amount(None, "")
        self.funding.show_nothing()
        self.capabilities.show_nothing()
        for control in (self.copy_id, self.refresh_button, self.viban_button):
            control.setEnabled(ref is not None)
        if ref is None:
            self.title.setText(self.tr("No account open"))
            self.account_id.clear()
            return
        self.title.setText(self.tr("Loading account…"))
        self.account_id.setText(ref.aid)
        self.refresh()

    def open_account(self, uid: str, aid: str) -> None:
        """Make this account current (everywhere); the view follows the context."""
        self._session.context.choose_account(uid, aid)

    def open_virtual_ibans(self) -> VirtualIbansDialog:
        dialog = VirtualIbansDialog(self._session, parent=self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        self.viban_dialog = dialog
        return dialog

    def explain(self, focus: StatementFocus) -> StatementDialog | None:
        """The statement of the current account, where the tile asked (one window: asked
        again from another tile, it shows that tile's part)."""
        if self.ref is None:
            return None
        dialog = self.statement_dialog
        if dialog is None:
            dialog = StatementDialog(self._session, self._runner_factory, focus=focus, parent=self)
            dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            dialog.destroyed.connect(lambda _obj=None: setattr(self, "statement_dialog", None))
            self.statement_dialog = dialog
        else:
            dialog.show_focus(focus)
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()
        return dialog

    def refresh(self) -> asyncio.Task[None] | None:
        ref = self.ref
        if ref is None:
            return None
        client = self._session.client

        async def load() -> AccountSnapshot:
            account, funding, capabilities = await asyncio.gather(
                client.get_account(ref.uid, ref.aid),
                client.get_funding_methods(ref.uid, ref.aid),
                client.get_capabilities(ref.aid),
            )
            return AccountSnapshot(ref, account, funding, capabilities)

        return self.runner.run(
            load, controls=[self.refresh_button], on_success=self._show, key="load"
        )

    def _show(self, snapshot: AccountSnapshot) -> None:
        account = snapshot.account
        self.account = account
        self._session.directory.remember_account(snapshot.ref.uid, account)
        self.title.setText(visible(account.alias) or account.id)
        self.state.set_state(account.state or "")
        self.state.setVisible(bool(account.state))
        kind = account_type_name(account.type) if account.type else ""
        self.kind.setText(" · ".join(p for p in (kind, account.currency) if p))
        self.kind.setToolTip(account.type or "")  # the API's code, for who searches by it
        self.balance.set_amount(account.balance, account.currency)
        self.available.set_amount(account.balance - account.pending_out, account.currency)
        self.pending_in.set_amount(account.pending_in, account.currency)
        self.pending_out.set_amount(account.pending_out, account.currency)
        self.funding.show_methods(snapshot.funding)
        self.capabilities.show_capabilities(snapshot.capabilities, account.currency)
        self.loaded.emit(snapshot)
