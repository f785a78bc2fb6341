"""The current context: one place says which user and account are worked on."""

from __future__ import annotations

from app.services.context import AccountRef, ChangeKind, WorkContext
from app.services.environments import Environment, EnvironmentKind


def make_context() -> tuple[WorkContext, list[tuple[str, object]]]:
    context = WorkContext(Environment(EnvironmentKind.SANDBOX, "http://127.0.0.1:1"))
    heard: list[tuple[str, object]] = []
    context.user_changed.connect(lambda uid: heard.append(("user", uid)))
    context.account_changed.connect(lambda ref: heard.append(("account", ref)))
    context.changed.connect(lambda kind, target: heard.append((kind, target)))
    return context, heard


def test_choosing_an_account_makes_its_user_current_too() -> None:
    context, heard = make_context()
    context.choose_account("u1", "a1")
    assert (context.user, context.account) == ("u1", AccountRef("u1", "a1"))
    assert heard == [("user", "u1"), ("account", AccountRef("u1", "a1"))]


def test_another_account_of_the_same_user_moves_only_the_account() -> None:
    context, heard = make_context()
    context.choose_account("u1", "a1")
    heard.clear()
    context.choose_account("u1", "a2")
    assert heard == [("account", AccountRef("u1", "a2"))]


def test_choosing_the_current_account_again_says_nothing() -> None:
    context, heard = make_context()
    context.choose_account("u1", "a1")
    generation = context.generation
    heard.clear()
    context.choose_account("u1", "a1")
    context.choose_user("u1")
    assert heard == []
    assert context.is_current(generation)


def test_another_user_leaves_no_account_of_the_previous_one_current() -> None:
    context, heard = make_context()
    context.choose_account("u1", "a1")
    heard.clear()
    context.choose_user("u2")
    assert context.account is None
    assert heard == [("user", "u2"), ("account", None)]


def test_every_move_ages_what_was_asked_before() -> None:
    context, _ = make_context()
    asked = context.generation
    context.choose_account("u1", "a1")
    assert not context.is_current(asked)
    asked = context.generation
    context.choose_user("u2")
    assert not context.is_current(asked)


def test_an_announcement_names_what_changed() -> None:
    context, heard = make_context()
    context.announce(ChangeKind.VIBAN, "a1")
    assert heard == [("viban", "a1")]
