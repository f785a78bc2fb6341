"""What an action was about, as a person names it: the door records a target of ids
(``{uid}/{aid}``, ``{uid}/{aid}/{viban}``, ``{uid}/{session}/{document}``); the journal and the
production confirmation say the user and the account by their names where this desk has seen
them (the directory), and any other id by its start ("5e0c2a1b…"). The ids stay whole in the
stored journal, its tooltips and the confirmation's second line."""

from __future__ import annotations

import re
from collections.abc import Callable

from app.services.directory import Directory, short_id

NameOf = Callable[[str], str]  # a user's, business's or account's name for its id; "" unknown
UUID = re.compile(
    r"\b[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}\b"
)
LABEL_JOIN = " · "  # how an account's label joins whose, which and the currency


def directory_names(directory: Directory) -> NameOf:
    """A person's or business's name, else an account's ("Elena Marín · Payouts · EUR")."""

    def name_of(value: str) -> str:
        return directory.user_name(value) or directory.account_label(value)

    return name_of


def short_ids(text: str, name_of: NameOf) -> str:
    """Every UUID in ``text`` as the name it stands for, else its start."""
    return UUID.sub(lambda m: name_of(m.group(0)) or short_id(m.group(0)), text)


def target_words(target: str, name_of: NameOf) -> str:
    """``{uid}/{aid}/…`` with each id named; an account's name says whose it is, so its
    owner is not said twice ("Elena Marín · Payouts · EUR", not "Elena Marín/Elena…")."""
    parts = target.split("/")
    named = [short_ids(part, name_of) for part in parts]
    if len(parts) >= 2:
        owner, account = name_of(parts[0]), name_of(parts[1])
        if owner and account.startswith(owner + LABEL_JOIN):
            named = named[1:]
    return "/".join(named)


def target_line(target: str, name_of: NameOf) -> str:
    """The target by name with its ids whole second, for a sentence that must show both
    (what a person types to confirm may be an id's end): "Elena Marín · Payouts · EUR
    (3f2a…-…/9c1d…-…)" when a name is known, the ids alone otherwise."""
    if not any(name_of(part) for part in target.split("/")):
        return target
    return f"{target_words(target, name_of)} ({target})"
