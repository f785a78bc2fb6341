"""The door's statement export: a statement names counterparties (personal data), so a CSV
or PDF of it leaving Teller asks the environment's guard first and is journalled with how
many movements went under what name (ARCHITECTURE.md, "One door")."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from app.services.data_actions import DataLeft
from app.services.door import Door


class StatementActions(Door):
    async def export_statement(
        self, target: str, file_name: str, write: Callable[[], Awaitable[int]]
    ) -> DataLeft:
        """``write`` writes the file and returns how many movements it holds."""

        async def export() -> DataLeft:
            count = await write()
            return DataLeft(f"{count} movements to {file_name}", count=count)

        return await self._perform(
            "export_statement", target, f"Export a statement to {file_name}", export, changes=[]
        )
