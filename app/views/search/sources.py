"""What the popup's local half is fed with, and when.

One catalogue a session (kept with its directory, so a window built again in another
language keeps it). Opening the popup reads what may have changed since, in the background,
each part at most once every ``FRESH_SECONDS``: on the sandbox its users (names, e-mails), the
accounts of users not listed yet (into the directory, as the account chooser does), the
IBANs of accounts' virtual IBANs (at most ``IBAN_ACCOUNTS`` accounts a session), and its cases;
on any server the merchant's newest orders and the current account's. Against a live server
the people and cases are the ones opened here (recent users and cases, named by the
directory), since the API lists neither.
"""

from __future__ import annotations

import asyncio
import time
import weakref
from collections.abc import Callable

from app.models.order_query import OrderQuery
from app.models.orders import OrderList
from app.models.sandbox_helpers import SandboxUser, SandboxUserDetail
from app.services.directory import Directory
from app.services.search.catalogue import SearchCatalogue
from app.services.search.entries import case_entry
from app.services.session import Session
from app.services.settings import AppSettings
from app.views.task_runner import Binding, TaskRunner

FRESH_SECONDS = 30.0
RECENT_PAGE = 100  # the newest orders the local half knows without a server search
IBAN_ACCOUNTS = 200  # virtual IBANs are one request an account
AT_ONCE = 4

_CATALOGUES: weakref.WeakKeyDictionary[Directory, SearchCatalogue] = weakref.WeakKeyDictionary()
_READ_AT: weakref.WeakKeyDictionary[SearchCatalogue, dict[str, float]] = weakref.WeakKeyDictionary()


def catalogue_for(session: Session) -> SearchCatalogue:
    """The session's catalogue, made on first use."""
    found = _CATALOGUES.get(session.directory)
    if found is None:
        found = _CATALOGUES[session.directory] = SearchCatalogue(session.directory)
    return found


class SearchSources:
    def __init__(
        self,
        session: Session,
        settings: AppSettings | None,
        runner: TaskRunner,
        learned: Callable[[], None],
    ) -> None:
        """``learned`` is called after each part is read (the popup searches again)."""
        self._session = session
        self._settings = settings
        self._runner = runner
        self._learned = learned
        self.catalogue = catalogue_for(session)
        self.tasks: list[asyncio.Task[None]] = []

    def _due(self, part: str) -> bool:
        """True (and noted as read now) when ``part`` was not read in the last seconds."""
        read = _READ_AT.setdefault(self.catalogue, {})
        now = time.monotonic()
        if now - read.get(part, -FRESH_SECONDS) < FRESH_SECONDS:
            return False
        read[part] = now
        return True

    def forget_freshness(self) -> None:
        """Everything is read again at the next open (something changed on the server)."""
        _READ_AT.pop(self.catalogue, None)

    def load(self) -> list[asyncio.Task[None]]:
        self._learn_recent_names()
        if self._session.sandbox is not None:
            if self._due("people"):
                self._run(self._read_people())
            if self._due("cases"):
                self._run(self._read_cases())
        if self._due("orders"):
            self._run(self._read_orders())
        return self.tasks

    def _run(self, factory: Callable[[], object]) -> None:
        def done(_result: object) -> None:
            self._learned()

        self.tasks.append(
            self._runner.run(factory, on_success=done, binding=Binding.FREE)  # type: ignore[arg-type]
        )

    # --- the parts ---
    def _learn_recent_names(self) -> None:
        """People and cases opened here before: what a live server has of them."""
        settings, directory = self._settings, self._session.directory
        if settings is None:
            return
        env = self._session.environment.key
        users = settings.recent_users(env)
        self.catalogue.learn_names((uid, directory.user_name(uid)) for uid in users)
        if self._session.sandbox is None:
            cases = [
                case_entry(uid, directory.user_name(uid)) for uid in settings.recent_cases(env)
            ]
            self.catalogue.set_cases(cases)

    def _read_people(self) -> Callable[[], object]:
        sandbox, directory, catalogue = (
            self._session.sandbox,
            self._session.directory,
            self.catalogue,
        )
        assert sandbox is not None

        async def read() -> None:
            users: list[SandboxUser] = await sandbox.list_users()
            catalogue.learn_users(users)
            self._learned()
            new = [u.id for u in users if not directory.listed(u.id)]
            limit = asyncio.Semaphore(AT_ONCE)

            async def detail(uid: str) -> tuple[str, SandboxUserDetail]:
                async with limit:
                    return uid, await sandbox.get_user(uid)

            for uid, user in await asyncio.gather(*(detail(uid) for uid in new)):
                # Paired with the user its request asked for (the directory's rule).
                directory.remember_user(uid, user.display_name, listed=True)
                for account in user.accounts:
                    directory.remember_account(uid, account)
            self._learned()
            await self._read_ibans()

        return read

    async def _read_ibans(self) -> None:
        sandbox, catalogue = self._session.sandbox, self.catalogue
        assert sandbox is not None
        wanted = [
            e.aid for e in self._session.directory.entries() if not catalogue.knows_ibans(e.aid)
        ][:IBAN_ACCOUNTS]
        limit = asyncio.Semaphore(AT_ONCE)

        async def ibans(aid: str) -> None:
            async with limit:
                found = await sandbox.list_virtual_ibans(aid)
            catalogue.learn_ibans(aid, (v.account_number or "" for v in found))

        await asyncio.gather(*(ibans(aid) for aid in wanted))

    def _read_cases(self) -> Callable[[], object]:
        sandbox, catalogue = self._session.sandbox, self.catalogue
        assert sandbox is not None

        async def read() -> None:
            cases = await sandbox.kyb_cases()
            catalogue.set_cases(
                [
                    case_entry(
                        c.user_id,
                        c.company_name or "",
                        state=c.session.state if c.session is not None else "",
                        session_id=c.session.id if c.session is not None else None,
                        created_at=c.created_at,
                        last_change=c.last_change,
                    )
                    for c in cases
                ]
            )

        return read

    def _read_orders(self) -> Callable[[], object]:
        client, catalogue, ref = self._session.client, self.catalogue, self._session.context.account
        newest = OrderQuery(page_size=RECENT_PAGE)

        async def read() -> None:
            merchant: OrderList = await client.list_merchant_orders(newest)
            catalogue.learn_orders(reversed(merchant.orders))  # the newest learned last
            if ref is not None:
                mine = await client.list_account_orders(ref.uid, ref.aid, newest)
                catalogue.learn_orders(reversed(mine.orders), ref.uid, ref.aid)

        return read
