"""Each shareholder's identity-verification steps as readable cards (watchlists, face match,
age, expiry, IP ...), so a reviewer sees which lists matched and why a step failed instead of
"Step watchlists success (200)".

The steps are read from the stored kyc payload: ``data.steps[]`` (person-level) and
``data.documents[].steps[]`` (per document). A step is ``{"id", "status", "data", "error"}``.

Outcome:
- an ``error`` present: ERROR, or MATCH for a step whose error means "did not pass"
  (watchlists, facematch, age-check);
- status 100: PENDING; status 0: NOT_RUN;
- status 200 (any 2xx): CLEAR, unless its data shows a match (watchlist matches, an underage
  age, a face-match score under the threshold, an unsafe IP, ``passed``/``success`` false);
- anything else without data: NOT_RUN.

The watchlist match shape (helper D seeds one in it; /work/briefs/25/watchlist_shape.md)::

    {"id": "watchlists", "status": 200,
     "data": {"matches": [{
         "name": "Andres Felipe Cardenas Rojas",   # the name on the list
         "score": 92.5,                             # 0..100 (a 0..1 fraction is read x100)
         "lists": [{"id": "ofac-sdn", "name": "OFAC SDN List"}, "Colombia PEP register"],
         "categories": ["sanctions", "pep"],        # pep | sanctions | adverse_media | other
         "pep": true, "sanctions": true, "adverseMedia": false,   # optional, OR-ed in
         "country": "CO"}]},
     "error": {"type": "StepError", "code": "watchlists.matchFound",
               "message": "The person matches 1 entry on OFAC SDN List."}}

It is read generously: matches under ``matches`` | ``hits`` | ``results``; the name under
``name`` | ``matchedName`` | ``fullName``; the score under ``score`` | ``matchScore`` |
``confidence``; lists under ``lists`` | ``list`` | ``listName`` | ``source`` | ``sources``;
categories under ``categories`` | ``types`` plus the booleans above, and a list named like
"PEP", "sanction"/"OFAC"/"UN"/"EU", "adverse"/"media" implies its category.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from app.services.evidence.flag_words import facts, flag_key, sentence_end
from app.services.evidence.model import (
    CaseMaterial,
    Flag,
    FlagKind,
    MaterialPerson,
    ScreeningCard,
    ScreeningMatch,
    ScreeningOutcome,
)

FACEMATCH_THRESHOLD = 70.0  # a face-match score under this is a failed match (0..100)
# steps whose error means the person did not pass (a match), not that the step broke
_FAILING_STEPS = frozenset({"watchlists", "watchlist", "facematch", "age-check"})
CATEGORIES = ("pep", "sanctions", "adverse_media", "other")
_LIST_HINTS = (
    ("pep", ("pep", "politically exposed", "expuesta")),
    ("sanctions", ("sanction", "ofac", "sdn", "un consolidated", "eu consolidated", "interpol")),
    ("adverse_media", ("adverse", "media", "news")),
)


def screening_cards(material: CaseMaterial) -> list[ScreeningCard]:
    """One card per step per shareholder: person-level steps, then each document's."""
    cards: list[ScreeningCard] = []
    for person in material.people:
        for step, document_type in _steps(person):
            cards.append(_card(person, step, document_type))
    return cards


def _steps(person: MaterialPerson) -> Iterator[tuple[Mapping[str, Any], str]]:
    data = _mapping(person.kyc.get("data")) if isinstance(person.kyc, Mapping) else {}
    for step in _sequence(data.get("steps")):
        if isinstance(step, Mapping):
            yield step, ""
    for document in _sequence(data.get("documents")):
        if not isinstance(document, Mapping):
            continue
        kind = str(document.get("type") or "document")
        for step in _sequence(document.get("steps")):
            if isinstance(step, Mapping):
                yield step, kind


def _card(person: MaterialPerson, step: Mapping[str, Any], document_type: str) -> ScreeningCard:
    step_id = str(step.get("id") or "step")
    status = _int(step.get("status"))
    data = step.get("data")
    error = _mapping(step.get("error"))
    matches = _matches(data) if step_id.startswith("watchlist") else ()
    card_facts = _card_facts(step_id, _mapping(data))
    return ScreeningCard(
        subject=person.id,
        subject_name=person.full_name,
        step=step_id,
        status=status,
        outcome=_outcome(step_id, status, data, bool(error), matches, _mapping(data)),
        has_data=bool(data),
        matches=matches,
        facts=card_facts,
        error_code=str(error.get("code") or error.get("type") or "") if error else "",
        error_message=str(error.get("message") or "") if error else "",
        document_type=document_type,
    )


def _outcome(
    step_id: str,
    status: int,
    data: object,
    erred: bool,
    matches: tuple[ScreeningMatch, ...],
    values: Mapping[str, Any],
) -> ScreeningOutcome:
    if erred:
        return ScreeningOutcome.MATCH if step_id in _FAILING_STEPS else ScreeningOutcome.ERROR
    if status == 100:
        return ScreeningOutcome.PENDING
    if 200 <= status < 300:
        return (
            ScreeningOutcome.MATCH
            if matches or _failed(step_id, values)
            else (ScreeningOutcome.CLEAR)
        )
    return ScreeningOutcome.NOT_RUN  # 0 (skipped or waiting), unknown codes, no data


def _failed(step_id: str, data: Mapping[str, Any]) -> bool:
    """What a 200 step's data says about the person, even without an error."""
    if data.get("passed") is False or data.get("success") is False:
        return True
    if data.get("underage") is True:
        return True
    if data.get("safe") is False:
        return True
    if step_id == "facematch":
        score = _number(data.get("score"))
        threshold = _number(data.get("threshold")) or FACEMATCH_THRESHOLD
        return score is not None and score < threshold
    return False


def _card_facts(step_id: str, data: Mapping[str, Any]) -> tuple[tuple[str, str], ...]:
    """The values a reviewer reads on the card, named for a view to word."""
    named: list[tuple[str, str]] = []
    score = _number(data.get("score"))
    if score is not None and step_id == "facematch":
        named.append(("score", _plain(score)))
    for name, key in (("age", "age"), ("threshold", "ageThreshold")):
        if data.get(key) is not None:
            named.append((name, str(data[key])))
    if data.get("expirationDate"):
        named.append(("expires", str(data["expirationDate"])))
    if data.get("ip"):
        named.append(("ip", str(data["ip"])))
    if isinstance(data.get("safe"), bool):
        named.append(("ip_safe", "yes" if data["safe"] else "no"))
    if step_id.startswith("watchlist"):
        named.append(("matches", str(len(_match_items(data)))))
    return tuple(named)


def _match_items(data: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    for key in ("matches", "hits", "results"):
        items = data.get(key)
        if isinstance(items, list):
            return [item for item in items if isinstance(item, Mapping)]
    return []


def _matches(data: object) -> tuple[ScreeningMatch, ...]:
    return tuple(_match(item) for item in _match_items(_mapping(data)))


def _match(item: Mapping[str, Any]) -> ScreeningMatch:
    name = next((str(item[k]) for k in ("name", "matchedName", "fullName") if item.get(k)), "")
    raw = next((item[k] for k in ("score", "matchScore", "confidence") if k in item), None)
    score = _number(raw)
    if score is not None and 0 < score <= 1 and isinstance(raw, float):
        score *= 100  # a fraction, not a percentage
    lists = tuple(dict.fromkeys(_list_names(item)))
    return ScreeningMatch(name=name, score=score, lists=lists, categories=_categories(item, lists))


def _list_names(item: Mapping[str, Any]) -> Iterator[str]:
    for key in ("lists", "list", "listName", "source", "sources"):
        value = item.get(key)
        for entry in value if isinstance(value, list) else [value]:
            if isinstance(entry, Mapping):
                entry = entry.get("name") or entry.get("id")
            if entry:
                yield str(entry)


def _categories(item: Mapping[str, Any], lists: tuple[str, ...]) -> tuple[str, ...]:
    found: set[str] = set()
    for key in ("categories", "types"):
        value = item.get(key)
        for entry in value if isinstance(value, list) else [value]:
            if isinstance(entry, str) and entry:
                word = entry.strip().lower().replace(" ", "_").replace("-", "_")
                found.add(word if word in CATEGORIES else _hinted(word) or "other")
    for key, category in (
        ("pep", "pep"),
        ("sanctions", "sanctions"),
        ("adverseMedia", "adverse_media"),
        ("adverse_media", "adverse_media"),
    ):
        if item.get(key) is True:
            found.add(category)
    for name in lists:
        if hinted := _hinted(name.lower()):
            found.add(hinted)
    return tuple(c for c in CATEGORIES if c in found)


def _hinted(text: str) -> str:
    for category, words in _LIST_HINTS:
        if any(word in text.replace("_", " ") for word in words):
            return category
    return ""


def _mapping(value: object) -> Mapping[str, Any]:
    return value if isinstance(value, Mapping) else {}


def _sequence(value: object) -> list[Any]:
    return value if isinstance(value, list) else []


def _int(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, (int, float, str)):
        return 0
    try:
        return int(value)
    except ValueError:
        return 0


def _number(value: object) -> float | None:
    if isinstance(value, bool) or not isinstance(value, (int, float, str)):
        return None
    try:
        return float(value)
    except ValueError:
        return None


def _plain(number: float) -> str:
    return f"{number:g}"


def match_detail(card: ScreeningCard) -> str:
    """English words for a card's finding: matched names and lists, or the error's message."""
    if card.matches:
        parts: list[str] = []
        for match in card.matches:
            score = f" ({_plain(match.score)})" if match.score is not None else ""
            lists = f" on {', '.join(match.lists)}" if match.lists else ""
            kinds = f" [{', '.join(match.categories)}]" if match.categories else ""
            parts.append(f"{match.name or 'a listed person'}{score}{lists}{kinds}")
        return "; ".join(parts)
    if card.error_message or card.error_code:
        return card.error_message or card.error_code
    known = dict(card.facts)
    if card.step == "facematch" and "score" in known:
        return f"face-match score {known['score']}"
    if "age" in known:
        threshold = f", under {known['threshold']}" if "threshold" in known else ""
        return f"age {known['age']}{threshold}"
    if known.get("ip_safe") == "no":
        return f"IP address {known.get('ip', '')} flagged as unsafe".replace("  ", " ")
    return "the step did not pass"


def screening_flags(cards: Sequence[ScreeningCard]) -> list[Flag]:
    """A flag for each card that matched or erred, keyed ``screening:<person id>:<step>``."""
    flags: list[Flag] = []
    used: set[str] = set()
    for card in cards:
        if card.outcome not in (ScreeningOutcome.MATCH, ScreeningOutcome.ERROR):
            continue
        key = flag_key(FlagKind.SCREENING, card.subject, card.step)
        if key in used:  # the same step on a second document
            key = flag_key(FlagKind.SCREENING, card.subject, f"{card.document_type}/{card.step}")
        used.add(key)
        detail = match_detail(card)
        name = card.subject_name or "A shareholder"
        if card.matches:
            sentence = f"{name} was found on a watchlist: {sentence_end(detail)}"
        elif card.outcome is ScreeningOutcome.MATCH:
            sentence = f"{name}'s {card.step} step did not pass: {sentence_end(detail)}"
        else:
            sentence = f"{name}'s {card.step} step reported an error: {sentence_end(detail)}"
        flags.append(
            Flag(
                kind=FlagKind.SCREENING,
                key=key,
                sentence=sentence,
                subject=card.subject,
                subject_name=card.subject_name,
                facts=facts(
                    name=name,
                    step=card.step,
                    outcome=card.outcome.value,
                    detail=detail,
                    # the parts a view words in its own language (``detail`` is English)
                    matched="; ".join(m.name for m in card.matches if m.name),
                    lists="; ".join(dict.fromkeys(x for m in card.matches for x in m.lists)),
                    categories=",".join(
                        dict.fromkeys(c for m in card.matches for c in m.categories)
                    ),
                    code=card.error_code,
                    message=card.error_message,
                ),
            )
        )
    return flags
