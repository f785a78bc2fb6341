"""The search's Qt-free core: folding, reading a query, ranking."""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest

from app.models.money import Currency, Money
from app.models.orders import OrderSummary
from app.models.sandbox_helpers import SandboxUser
from app.services.search.catalogue import SearchCatalogue
from app.services.search.entries import account_entry, case_entry, order_entry, person_entry
from app.services.search.index import Entry, Group, Quality, SearchIndex
from app.services.search.normalise import compact, fold, matches_all_words
from app.services.search.query import AmountGuess, parse_query
from app.services.search.server import Why, server_asks


def person(uid: str, name: str, surname: str, email: str = "") -> Entry:
    return person_entry(
        SandboxUser(id=uid, type="PERSON", name=name, surname=surname, email=email or None)
    )


def order(oid: str, reference: str, amount: int, currency: str = "EUR", **more: object) -> Entry:
    money = Money(amount=amount, currency=Currency(currency))
    return order_entry(
        OrderSummary(
            id=oid,
            reference=reference,
            state="SETTLED",
            type="BANK_PAY_OUT",
            origin=money,
            destination=money,
            created_at=datetime(2026, 11, 23, 22, 30, tzinfo=UTC),
            **more,  # type: ignore[arg-type]
        )
    )


def titles(index: SearchIndex, text: str, group: Group, language: str = "en") -> list[str]:
    return [h.entry.title for h in index.search(parse_query(text, language)).of(group)]


# --- folding ---


@pytest.mark.parametrize(
    ("typed", "folded"),
    [
        ("Lucía  Fernández", "lucia fernandez"),
        ("MARÍN", "marin"),
        ("Łódź Søren Æther", "lodz soren aether"),
        ("Straße", "strasse"),
    ],
)
def test_text_is_folded_without_case_accents_or_extra_spaces(typed: str, folded: str) -> None:
    assert fold(typed) == folded


def test_codes_are_compared_without_spaces_or_dashes() -> None:
    assert compact("ES91 2100-0418 4502") == compact("es9121000418450 2") == "es91210004184502"


def test_the_simple_filters_rule_ignores_accents_and_word_order() -> None:
    assert matches_all_words("lucia fern", "Lucía Fernández · Person")
    assert matches_all_words("FERNANDEZ lucía", "Lucía Fernández")
    assert not matches_all_words("lucia gomez", "Lucía Fernández")


# --- the query ---


@pytest.mark.parametrize(
    ("typed", "language", "minor", "currency"),
    [
        ("1.250,50", "es", 125_050, None),
        ("1250,5", "es", 125_050, None),
        ("1,250.50", "en", 125_050, None),
        ("1250.5 EUR", "en", 125_050, "EUR"),
        ("EUR 1250,50", "es", 125_050, "EUR"),
        ("1.250,50", "en", 125_050, None),  # not English: read as the other language writes it
        ("12.50", "es", 1_250, None),  # a point that groups no three digits is the decimal
        ("€12,50", "es", 1_250, "EUR"),
        ("1,250", "en", 125_000, None),
        ("1,250", "es", 125, None),
    ],
)
def test_an_amount_is_read_as_the_language_writes_it(
    typed: str, language: str, minor: int, currency: str | None
) -> None:
    assert parse_query(typed, language).amount == AmountGuess(minor, currency)


@pytest.mark.parametrize("typed", ["lucia", "12 foo", "1250 XYZ", "-5", "0", "EUR USD 12"])
def test_what_is_not_an_amount_is_not_read_as_one(typed: str) -> None:
    assert parse_query(typed, "en").amount is None


@pytest.mark.parametrize(
    ("typed", "language"),
    [("2026-11-23", "en"), ("23/11/2026", "es"), ("11/23/2026", "en"), ("23.11.2026", "en")],
)
def test_a_day_is_read_in_the_language_order(typed: str, language: str) -> None:
    query = parse_query(typed, language)
    assert query.day == date(2026, 11, 23)
    assert query.id_fragment is None  # a day with dashes is not a piece of an id


def test_ids_and_iban_fragments_are_recognised() -> None:
    whole = "d5a1c0e2-8b3c-4a6f-9d1e-123456789abc"
    assert parse_query(whole.upper(), "en").uuid == whole
    assert parse_query("8b3c-4a6f", "en").id_fragment == "8b3c-4a6f"
    assert parse_query("beef", "en").id_fragment is None  # a word, not an id
    assert parse_query("ES91 2100", "en").iban_fragment == "ES912100"


# --- ranking ---


def test_accents_and_case_do_not_matter() -> None:
    index = SearchIndex()
    index.put(person("u1", "Lucía", "Fernández", "lucia.f@example.com"))
    assert titles(index, "lucia", Group.PEOPLE) == ["Lucía Fernández"]
    assert titles(index, "FERNANDEZ", Group.PEOPLE) == ["Lucía Fernández"]
    assert titles(index, "lucia.f@exa", Group.PEOPLE) == ["Lucía Fernández"]


def test_exact_then_prefix_then_word_prefix_then_substring() -> None:
    index = SearchIndex()
    for uid, (name, surname) in enumerate(
        [("Ana", "Lana"), ("Ana", ""), ("Anabel", "Ruiz"), ("Marta", "Anaya")]
    ):
        index.put(person(str(uid), name, surname))
    found = index.search(parse_query("ana", "en")).of(Group.PEOPLE)
    assert [(h.entry.title, h.quality) for h in found] == [
        ("Ana", Quality.EXACT),
        ("Ana Lana", Quality.PREFIX),
        ("Anabel Ruiz", Quality.PREFIX),
        ("Marta Anaya", Quality.WORD_PREFIX),
    ]
    assert [h.quality for h in index.search(parse_query("nab", "en")).of(Group.PEOPLE)] == [
        Quality.SUBSTRING
    ]


def test_every_word_must_match_in_any_field_and_order() -> None:
    index = SearchIndex()
    index.put(
        Entry(Group.ACCOUNTS, "a1", "Elena Marín · Payouts · EUR", texts=("Elena Marín", "Payouts"))
    )
    index.put(Entry(Group.ACCOUNTS, "a2", "Elena Ruiz · Ops · EUR", texts=("Elena Ruiz", "Ops")))
    assert titles(index, "payouts marin", Group.ACCOUNTS) == ["Elena Marín · Payouts · EUR"]
    assert len(titles(index, "elena", Group.ACCOUNTS)) == 2


def test_pinned_and_recent_come_first_among_equal_matches() -> None:
    index = SearchIndex()
    index.put(Entry(Group.ACCOUNTS, "a", "Ops A", texts=("Ops A",), weight=1.0))
    index.put(Entry(Group.ACCOUNTS, "b", "Ops B", texts=("Ops B",), weight=5.0))
    assert titles(index, "ops", Group.ACCOUNTS) == ["Ops B", "Ops A"]


def test_an_order_is_found_by_amount_in_either_language_and_by_currency() -> None:
    index = SearchIndex()
    index.put(order("o1", "INV-7", 125_050, "EUR"))
    index.put(order("o2", "INV-8", 125_050, "USD"))
    assert set(titles(index, "1.250,50", Group.ORDERS, "es")) == {"INV-7", "INV-8"}
    assert set(titles(index, "1,250.50", Group.ORDERS, "en")) == {"INV-7", "INV-8"}
    assert titles(index, "1250.5 EUR", Group.ORDERS) == ["INV-7"]


def test_an_order_is_found_by_id_fragment_reference_counterparty_and_day() -> None:
    index = SearchIndex()
    index.put(
        order("d5a1c0e2-8b3c-4a6f-9d1e-123456789abc", "PAYROLL-11", 100, counterparty="Andes SAS")
    )
    assert titles(index, "8b3c4a6f", Group.ORDERS) == ["PAYROLL-11"]
    assert titles(index, "payroll", Group.ORDERS) == ["PAYROLL-11"]
    assert titles(index, "andes", Group.ORDERS) == ["PAYROLL-11"]
    assert titles(index, "2026-11-23", Group.ORDERS) == ["PAYROLL-11"]  # its UTC day


def test_an_iban_fragment_finds_its_account_however_it_is_spaced() -> None:
    class Known:
        uid, aid, user_name, alias, currency = "u", "a", "Elena Marín", "Payouts", "EUR"
        pinned, used_at, label = False, 0.0, "Elena Marín · Payouts · EUR"

    index = SearchIndex()
    index.put(account_entry(Known(), ("ES9121000418450200051332",)))
    assert titles(index, "2100 0418 4502", Group.ACCOUNTS) == ["Elena Marín · Payouts · EUR"]
    assert titles(index, "es91-2100", Group.ACCOUNTS) == ["Elena Marín · Payouts · EUR"]


def test_a_case_is_found_by_company_without_accents() -> None:
    index = SearchIndex()
    index.put(case_entry("b1", "Andes Logística SAS", state="IN_REVIEW"))
    assert titles(index, "logistica", Group.CASES) == ["Andes Logística SAS"]


def test_a_near_spelling_is_offered_when_nothing_matches_exactly() -> None:
    """A pass over every text: the catalogue's job of its own, after the typed results."""
    catalogue = SearchCatalogue()
    catalogue.index.put(person("u1", "Lucía", "Fernández"))
    query = parse_query("luica", "en")
    first = catalogue.search(query)
    assert first.wants_near
    assert first.of(Group.PEOPLE) == []
    catalogue.finish()
    found = catalogue.search(query).of(Group.PEOPLE)
    assert [(h.entry.title, h.quality) for h in found] == [("Lucía Fernández", Quality.FUZZY)]


def test_updates_replace_and_remove_and_typing_on_sees_them() -> None:
    index = SearchIndex()
    index.put(person("u1", "Lucía", "Fernández"))
    assert titles(index, "luc", Group.PEOPLE) == ["Lucía Fernández"]
    index.put(person("u2", "Lucas", "Gómez"))  # added between two keystrokes
    assert titles(index, "lucas", Group.PEOPLE)[0] == "Lucas Gómez"
    assert index.replace_group(Group.PEOPLE, [person("u2", "Lucas", "Gómez")]) == 1
    assert titles(index, "fernandez", Group.PEOPLE) == []
    assert len(index) == 1


def test_results_are_grouped_and_counted() -> None:
    index = SearchIndex()
    for n in range(20):
        index.put(person(f"u{n}", "Lucía", f"Fernández{n}"))
    index.put(case_entry("b", "Lucia Trading SL"))
    results = index.search(parse_query("lucia", "en"), limit=5)
    assert len(results.of(Group.PEOPLE)) == 5
    assert results.totals == {Group.PEOPLE: 20, Group.CASES: 1}


# --- what the server is asked ---


def test_the_server_is_asked_by_search_id_amount_and_day() -> None:
    asks = {a.why: a.query for a in server_asks(parse_query("1.250,50", "es"))}
    assert asks[Why.AMOUNT].filters[0].param == "amount_eq"
    assert asks[Why.AMOUNT].filters[0].value == 125_050
    assert asks[Why.SEARCH].search == "1.250,50"
    asks = {a.why: a.query for a in server_asks(parse_query("1250.5 EUR", "en"))}
    assert [f.param for f in asks[Why.AMOUNT].filters] == ["amount_eq", "originCurrency_eq"]
    asks = {a.why: a.query for a in server_asks(parse_query("23/11/2026", "es"))}
    assert asks[Why.DAY].filters[0].value == date(2026, 11, 23)
    asks = {a.why: a.query for a in server_asks(parse_query("8b3c4a6f", "en"))}
    assert asks[Why.ID].filters[0].param == "id_like"
    assert server_asks(parse_query("x", "en")) == []  # one letter matches half the references
