"""The compliance workspace in Spanish (issue 25, item 6): the words the evidence, flags,
screening, ownership, declared data, kyc facts and the reasons' rules say reach Spanish.

Each of these was English on a Spanish screen: a one-argument ``_tr`` wrapper or a context in
a constant hid the strings from lupdate (field names, verdicts, flag kinds and sentences,
ownership sources, screening lines, the reasons' and notes' rules), the declared data showed
its keys spelled out from camelCase and the session's state as its code, and the kyc facts
named a step and a document type by the provider's code."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QLabel

from app.models.onboarding import KybDetailEntry
from app.services.deletions import deletion_problem
from app.services.evidence.flag_book import reason_problem
from app.services.evidence.model import (
    FieldKey,
    FlagKind,
    OwnerShare,
    ScreeningOutcome,
    Source,
    Verdict,
)
from app.services.notes import note_problem
from app.views.compliance.details_view import DetailsView, label_of, value_of
from app.views.compliance.evidence_words import field_name, source_text, verdict_text
from app.views.compliance.flag_sentences import kind_name
from app.views.compliance.kyc_facts import facts
from app.views.compliance.ownership_view import source_name
from app.views.compliance.screening_cards import outcome_text
from app.views.language import install_language
from tests.views.test_language import spanish_catalogue  # noqa: F401  (a fixture)


@pytest.fixture
def spanish(qapp, spanish_catalogue) -> Iterator[None]:  # type: ignore[no-untyped-def]  # noqa: F811
    assert install_language("es") == "es"
    yield
    install_language("en")


def test_the_evidence_words_are_spanish(spanish) -> None:  # type: ignore[no-untyped-def]
    assert field_name(FieldKey.COMPANY_NAME) == "Razón social"
    assert field_name(FieldKey.REGISTRATION_NUMBER) == "Número de registro"
    assert verdict_text(Verdict.DIFFERS).startswith("✗ Difiere")
    assert source_text(Source.OCR) == "leído por OCR"
    assert kind_name(FlagKind.UNDERAGE) == "Menor de 18 años"
    assert kind_name(FlagKind.SHARES_NOT_100) == "Las participaciones no suman 100 %"
    assert outcome_text(ScreeningOutcome.CLEAR) == "✓ Sin coincidencias"
    assert outcome_text(ScreeningOutcome.MATCH) == "⚠ Coincidencia"
    scanned = OwnerShare(name="Ana", percent=None, document="", source=Source.OCR)
    assert source_name(scanned) == "certificado (escaneado)"


def test_the_reasons_and_notes_rules_are_spanish(spanish) -> None:  # type: ignore[no-untyped-def]
    assert deletion_problem("") == (
        "Diga por qué se elimina el documento: el motivo queda en el diario."
    )
    assert reason_problem("") == (
        "Escriba por qué la alerta no procede: una alerta se descarta con un motivo."
    )
    assert note_problem("") == "Escriba primero la nota: está vacía."


def test_declared_data_says_its_keys_and_state_in_spanish(qtbot, spanish) -> None:  # type: ignore[no-untyped-def]
    assert label_of("companyName") == "Razón social"
    assert label_of("kybSessionId") == "Sesión KYB"
    assert value_of("state", "IN_REVIEW") == "En revisión"
    assert value_of("state", "NEEDS_MORE_INFO") == "A la espera del solicitante"
    assert value_of("companyName", "IN_REVIEW") == "IN_REVIEW"  # only the state is a code
    view = DetailsView()
    qtbot.addWidget(view)
    declared = {"companyName": "Andes SAS", "state": "CREATED", "taxId": "NIT 901", "owners": "A"}
    view.show_entries(
        [
            KybDetailEntry.model_validate(
                {
                    "createdAt": "2026-03-02T10:00:00Z",
                    "details": [{"key": k, "value": v} for k, v in declared.items()],
                }
            )
        ]
    )
    texts = {label.text() for label in view.body.findChildren(QLabel)}
    assert {"Razón social", "Estado", "Identificación fiscal", "Titulares", "Creada"} <= texts
    assert not texts & {"Company name", "State", "Tax id", "Owners", "CREATED"}


def test_kyc_facts_name_steps_and_documents_in_spanish(spanish) -> None:  # type: ignore[no-untyped-def]
    kyc = {
        "data": {
            "identity": {"status": "reviewNeeded"},
            "steps": [{"id": "liveness", "status": 200}],
            "documents": [
                {
                    "country": "ES",
                    "type": "passport",
                    "steps": [
                        {
                            "id": "expiration-detection",
                            "status": 400,
                            "error": {"code": "expirationDetection.documentExpired"},
                        }
                    ],
                }
            ],
        }
    }
    found = {f.label: f.value for f in facts(kyc)}
    assert found["Estado de la identidad"] == "revisión necesaria (reviewNeeded)"
    assert "Paso: Prueba de vida" in found
    assert found["Documento 1"] == "Pasaporte · ES"
    assert found["Paso: Caducidad del documento (documento 1)"].endswith(
        "error: El documento ha caducado."
    )
