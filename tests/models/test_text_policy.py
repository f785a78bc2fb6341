"""One text policy (app/models/text_policy.py) for every text field of every request model,
found by walking the models, so a field added tomorrow is covered without listing it here."""

from __future__ import annotations

import importlib
import pkgutil
import types
from typing import Any, Union, get_args, get_origin

import pytest
from pydantic import BaseModel, EmailStr, ValidationError

import app.models
from app.models.base import RequestModel
from app.models.payouts import CardPayinRequest
from app.models.sandbox_helpers import TransitionRequest
from app.models.text_policy import file_name_problem, first_hidden, text_problem
from app.models.validation import field_issues
from tests.models.test_text_limits import CARD

# One of each class the policy refuses; each is put inside "Evil…gnp".
HOSTILE = {
    "RLO U+202E": "\u202e",
    "LRE U+202A": "\u202a",
    "LRI U+2066": "\u2066",
    "PDI U+2069": "\u2069",
    "LRM U+200E": "\u200e",
    "ALM U+061C": "\u061c",
    "ZWSP U+200B": "\u200b",
    "BOM U+FEFF": "\ufeff",
    "soft hyphen U+00AD": "\u00ad",
    "tag U+E0041": "\U000e0041",
    "ZWJ between Latin letters": "\u200d",
    "ZWNJ between Latin letters": "\u200c",
    "line separator U+2028": "\u2028",
    "paragraph separator U+2029": "\u2029",
    "lone surrogate U+D800": "\ud800",
    "NUL": "\x00",
}
BROKEN = "Remove the broken character: this text holds half of a character alone."
KEPT = [
    "José Ñúñez-Çelik",
    "Ελληνικά Кириллица",
    "中文 日本語 한국어",
    "العربية عربي",
    "می\u200cخواهم",  # Persian needs the non-joiner inside a word
    "Ana 👨\u200d👩\u200d👧 ✓",  # an emoji sequence joins with U+200D
    "नमस्\u200dते",
    "Pago nº 7 – 東京",
]


def _request_models() -> list[type[BaseModel]]:
    for module in pkgutil.walk_packages(app.models.__path__, "app.models."):
        importlib.import_module(module.name)
    found: list[type[BaseModel]] = []
    pending: list[type[BaseModel]] = [RequestModel]
    while pending:
        model = pending.pop()
        for sub in model.__subclasses__():
            if sub not in found:
                found.append(sub)
                pending.append(sub)
    # Request bodies the sandbox spells in snake_case, outside RequestModel.
    return [*found, TransitionRequest]


def _is_text(annotation: Any) -> bool:
    if annotation is str or annotation is EmailStr:
        return True
    if get_origin(annotation) in (Union, types.UnionType):
        return any(_is_text(arg) for arg in get_args(annotation))
    return False


TEXT_FIELDS = [
    (model, field.alias or name)
    for model in _request_models()
    for name, field in model.model_fields.items()
    if _is_text(field.annotation)
]


def _field_id(case: tuple[type[BaseModel], str]) -> str:
    return f"{case[0].__name__}.{case[1]}"


def _messages_at(model: type[BaseModel], field: str, value: str) -> list[str]:
    try:
        model.model_validate({field: value})
    except ValidationError as exc:
        return [i.message for i in field_issues(exc) if i.field == field]
    return []


def test_the_walk_finds_the_names_and_free_texts_of_the_issue() -> None:
    found = {_field_id(case) for case in TEXT_FIELDS}
    expected = {
        "BankRecipient.name",
        "BankRecipient.surname",
        "BankRecipient.companyName",
        "BankPayoutRequest.description",
        "BankPayoutRequest.ownReference",
        "CryptoPayoutRequest.ownReference",
        "SandboxUserCreate.name",
        "SandboxUserCreate.companyName",
        "DepositRequest.counterparty",
        "DepositRequest.reference",
        "ShareholderCreateRequest.name",
        "ShareholderUpdateRequest.surname",
        "CreateAccountRequest.alias",
        "VirtualIbanCreate.name",
        "CardPayinRequest.reference",
        "TransitionRequest.new_state",
    }
    assert expected <= found


@pytest.mark.parametrize("hostile", HOSTILE.values(), ids=HOSTILE.keys())
@pytest.mark.parametrize("case", TEXT_FIELDS, ids=_field_id)
def test_every_text_field_of_every_request_refuses_it(
    case: tuple[type[BaseModel], str], hostile: str
) -> None:
    model, field = case
    value = f"Evil{hostile}gnp"
    refusals = _messages_at(model, field, value)
    assert refusals, f"{model.__name__}.{field} took {value!r}"
    if hostile == "\ud800":  # pydantic refuses it as no string at all, before the policy
        assert refusals == [BROKEN]
    elif not _messages_at(model, field, "Evilgnp"):  # no rule of its own speaks first
        assert refusals == [text_problem(value)]
        assert "(character 5)" in refusals[0]


def test_the_payer_of_a_card_payin_is_held_to_it_member_by_member() -> None:
    with pytest.raises(ValidationError) as caught:
        CardPayinRequest.model_validate({**CARD, "payer": {"name": "Evil\u202egnp", "age": 3}})
    assert [(i.field, i.message) for i in field_issues(caught.value)] == [
        ("payer.name", text_problem("Evil\u202egnp"))
    ]


@pytest.mark.parametrize("text", KEPT)
def test_accents_scripts_and_emoji_are_kept(text: str) -> None:
    assert first_hidden(text) is None
    for model, field in TEXT_FIELDS:
        if not _messages_at(model, field, "Evilgnp"):
            refused = [m for m in _messages_at(model, field, text) if m.startswith("Remove")]
            assert not refused, f"{model.__name__}.{field} refused {text!r}"


def test_a_joiner_is_refused_at_either_end_or_beside_ascii() -> None:
    for text in ("\u200dمی", "می\u200d", "a\u200cب", "ب\u200c1"):
        assert first_hidden(text) is not None, repr(text)


def test_the_message_says_which_character_and_where() -> None:
    assert text_problem("Evil\u202egnp.exe") == (
        "Remove the invisible character U+202E (character 5): it would make this text read "
        "differently from what it holds."
    )
    assert text_problem("A\nB") == (
        "Remove the control character U+000A (character 2): this field takes one line of "
        "printable text."
    )


@pytest.mark.parametrize(
    "name",
    [
        "Evil\u202egnp.exe",
        "../../etc/passwd",
        "..",
        "...",
        "a/b.pdf",
        "C:\\Windows\\x.pdf",
        "report..pdf",
        " ",
        "x" * 256 + ".pdf",
    ],
)
def test_a_file_name_is_a_name_in_the_policy(name: str) -> None:
    assert file_name_problem(name) is not None


@pytest.mark.parametrize("name", ["estatutos.pdf", "Acta de constitución.pdf", "营业执照.png"])
def test_an_ordinary_file_name_passes(name: str) -> None:
    assert file_name_problem(name) is None
