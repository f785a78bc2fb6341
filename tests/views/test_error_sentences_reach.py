"""Every error class Teller raises says its default sentence, and names its Retry, in the
language on screen: a new refusal of the door (ActionRefused, ReviewRefused, NothingLeft,
OutcomeUnknown...) was shown in English in Spanish because its sentence was not listed for
the catalogue. The classes are found by walking ApiError's subclasses after importing every
module of app/api and app/services, so a new one is covered without anyone listing it."""

from __future__ import annotations

import importlib
import pkgutil

import pytest

import app.api
import app.services
from app.api.errors import ApiError
from app.views.language import install_language
from app.views.widgets.api_messages import in_language, retry_label


def _all_subclasses(cls: type) -> set[type]:
    found = set(cls.__subclasses__())
    for sub in list(found):
        found |= _all_subclasses(sub)
    return found


def error_classes() -> list[type[ApiError]]:
    for package in (app.api, app.services):
        for module in pkgutil.iter_modules(package.__path__, package.__name__ + "."):
            importlib.import_module(module.name)
    return sorted(_all_subclasses(ApiError), key=lambda c: c.__qualname__)


@pytest.fixture
def spanish(qapp):  # type: ignore[no-untyped-def]
    install_language("es")
    yield
    install_language("en")


def test_every_error_class_says_its_default_sentence_in_spanish(spanish) -> None:  # type: ignore[no-untyped-def]
    classes = error_classes()
    assert len(classes) > 20  # the walk found the tree, not nothing
    english = [
        f"{c.__module__}.{c.__qualname__}: {c.default_message!r}"
        for c in [ApiError, *classes]
        if in_language(c.default_message) == c.default_message
    ]
    assert english == [], "list these in app/views/widgets/api_messages.py EXACT"


def test_every_retry_label_is_said_in_spanish(spanish) -> None:  # type: ignore[no-untyped-def]
    english = []
    for cls in error_classes():
        label = getattr(cls, "retry_label", None)
        if isinstance(label, str) and label:
            error = cls.__new__(cls)
            if retry_label(error) == label:
                english.append(f"{cls.__qualname__}: {label!r}")
    assert english == []
