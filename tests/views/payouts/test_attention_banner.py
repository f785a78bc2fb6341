"""Issue 28, item 3: "Some fields need attention…" lasts exactly as long as a field shows an
error: it goes once the fields marked are fixed (or changed), never lies behind the
confirmation of a corrected form, and a server's refusal stays at its field until that field
changes (an edit elsewhere neither erases the mark nor the banner)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from tests.views.test_payouts_workspace import fill_person, open_workspace

RELATION = "recipient.relation"
CITY = "recipient.address.city"
SURNAME = "recipient.surname"


def confirm_watching_the_banner(form: Any, answer: bool) -> list[bool]:
    """The confirmation, noting whether the banner showed behind it."""
    behind: list[bool] = []

    def confirm(_confirmation: Any) -> bool:
        behind.append(form.banner.isVisible())
        return answer

    form.confirm = confirm
    return behind


def test_fixing_the_marked_fields_takes_the_banner_away_before_the_confirmation(
    qtbot, qloop, session, funded
) -> None:  # type: ignore[no-untyped-def]
    form = open_workspace(qtbot, session, *funded).bank
    behind = confirm_watching_the_banner(form, answer=False)
    fill_person(form)
    form.city.clear()
    form.surname.clear()
    assert form.submit() is None
    assert form.banner.isVisible()
    assert "need attention" in form.banner.text
    assert form.fields.message_at(CITY)
    qtbot.keyClicks(form.city, "Berlin")
    form.revalidate()
    assert form.fields.message_at(CITY) == ""
    assert form.banner.isVisible()  # the surname is still marked
    assert form.fields.message_at(SURNAME)
    form.surname.setFocus()
    qtbot.keyClicks(form.surname, "Vogel")
    # Ctrl+Enter at once, before the check as the person types has run.
    qtbot.keyClick(form.surname, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: behind != [], timeout=10_000)
    assert behind == [False]  # no "need attention" behind the confirmation
    qtbot.waitUntil(lambda: form.submit_button.isEnabled(), timeout=5_000)
    assert not form.banner.isVisible()


def test_a_server_refusal_stays_at_its_field_until_that_field_changes(
    qtbot, qloop, session, funded
) -> None:  # type: ignore[no-untyped-def]
    form = open_workspace(qtbot, session, *funded).bank
    confirm_watching_the_banner(form, answer=True)
    fill_person(form)
    form.relation.addItem("Not in the catalogue", "NOT_A_RELATION")
    form.relation.setCurrentIndex(form.relation.count() - 1)
    task = form.submit()
    assert task is not None
    qtbot.waitUntil(task.done, timeout=10_000)
    assert "catalogue" in form.fields.message_at(RELATION)
    assert "need attention" in form.banner.text
    qtbot.keyClicks(form.city, " Mitte")  # an edit elsewhere
    form.revalidate()
    assert "catalogue" in form.fields.message_at(RELATION)  # the server's word still holds
    assert form.banner.isVisible()
    form.relation.setCurrentIndex(form.relation.findData("FRIEND"))  # the marked field fixed
    form.revalidate()
    assert form.fields.message_at(RELATION) == ""
    assert not form.banner.isVisible()


def test_a_newer_message_is_not_taken_away_by_fixing_the_fields(
    qtbot, qloop, session, funded
) -> None:  # type: ignore[no-untyped-def]
    form = open_workspace(qtbot, session, *funded).bank
    fill_person(form)
    form.city.clear()
    assert form.submit() is None
    form.banner.show_error("The sandbox stopped; restart it from the status bar.")
    qtbot.keyClicks(form.city, "Berlin")
    form.revalidate()
    assert form.banner.isVisible()
    assert form.banner.text.startswith("The sandbox stopped")


def test_the_servers_refusal_keeps_what_the_form_found_meanwhile(
    qtbot, qloop, session, funded
) -> None:  # type: ignore[no-untyped-def]
    form = open_workspace(qtbot, session, *funded).bank
    fill_person(form)
    form.relation.addItem("Not in the catalogue", "NOT_A_RELATION")
    form.relation.setCurrentIndex(form.relation.count() - 1)

    def confirm(_confirmation: Any) -> bool:
        form.city.clear()  # edited while the confirmation was open
        form.revalidate()
        return True

    form.confirm = confirm
    task = form.submit()
    assert task is not None
    qtbot.waitUntil(task.done, timeout=10_000)
    assert "catalogue" in form.fields.message_at(RELATION)
    assert form.fields.message_at(CITY)  # still marked: the server's answer did not wipe it


def test_a_corrected_card_payin_is_not_sent_under_the_old_attention(
    qtbot, qloop, session, funded
) -> None:  # type: ignore[no-untyped-def]
    card = open_workspace(qtbot, session, *funded).card
    card.open_url = lambda _url: None
    card.reference.setText("Top-up 42")
    card.amount.setText("abc")
    assert card.submit() is None
    assert not card.banner.isHidden()
    assert "need attention" in card.banner.text
    card.amount.setText("10.00")
    task = card.submit()
    assert task is not None
    assert card.banner.isHidden()  # not while the corrected pay-in is being created
    qtbot.waitUntil(task.done, timeout=10_000)
    assert card.payin is not None
