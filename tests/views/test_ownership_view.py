"""The ownership tree: the business at the top, owners below with their share and where it
is stated, their record and KYC; an owner of 25 % or more without a record or a passed KYC,
sources that disagree and shares that do not add up to 100 % are marked with ⚠ and words."""

from __future__ import annotations

from collections.abc import Iterator
from decimal import Decimal

import pytest

from app.services.evidence.model import FlagKind, OwnerNode, OwnerShare, Ownership, Source
from app.services.evidence.ownership import ownership_flags
from app.services.masking import Masking
from app.views.compliance.ownership_view import (
    DOCUMENT,
    NAME,
    RECORD,
    SHARE,
    SOURCES,
    OwnershipView,
    percent_text,
)
from app.views.language import install_language
from tests.views.test_language import spanish_catalogue  # noqa: F401  (a fixture)

COMPANY = "Andes Logística S.A.S."


def share(name: str, percent: str | None, source: Source, document: str = "") -> OwnerShare:
    amount = None if percent is None else Decimal(percent)
    return OwnerShare(name, amount, document, source, "cert" if source is Source.TEXT else "")


def node(name: str, percent: str | None, *sources: OwnerShare, **more) -> OwnerNode:  # type: ignore[no-untyped-def]
    return OwnerNode(name, None if percent is None else Decimal(percent), sources, **more)


VALERIA = node(
    "Valeria Ospina Restrepo",
    "40",
    share("Valeria Ospina Restrepo", "40", Source.TEXT, "C.C. 1.020.456.789"),
    share("Valeria Ospina Restrepo", "40", Source.DECLARED, "C.C. 1.020.456.789"),
    shareholder_id="s1",
    kyc_state="APPROVED",
)


def shown(qtbot, ownership: Ownership | None) -> OwnershipView:  # type: ignore[no-untyped-def]
    view = OwnershipView()
    qtbot.addWidget(view)
    view.resize(900, 300)
    view.set_ownership(ownership)
    view.show()
    return view


def test_the_business_on_top_and_its_owners_below_with_their_shares(qtbot) -> None:  # type: ignore[no-untyped-def]
    rodrigo = node(
        "Rodrigo Salazar Mejía",
        "60",
        share("Rodrigo Salazar Mejía", "60", Source.TEXT),
        share("Rodrigo Salazar Mejía", "60", Source.DECLARED),
        shareholder_id="s3",
        kyc_state="APPROVED",
    )
    view = shown(qtbot, Ownership(COMPANY, (rodrigo, VALERIA), Decimal(100)))
    business = view.tree.topLevelItem(0)
    assert view.tree.topLevelItemCount() == 1
    assert business.text(NAME) == COMPANY
    rows = [business.child(i) for i in range(business.childCount())]
    assert [(r.text(NAME), r.text(SHARE)) for r in rows] == [
        ("Rodrigo Salazar Mejía", "60 %"),
        ("Valeria Ospina Restrepo", "40 %"),
        ("Total", "100 %"),
    ]
    assert rows[1].text(SOURCES) == "certificate, declared"
    assert rows[2].text(SOURCES) == "certificate 100 % · declared 100 %"
    assert rows[1].text(RECORD) == "KYC Approved"
    assert view.marked() == []  # nothing to judge


def test_an_owner_of_25_percent_without_a_record_or_kyc_is_marked(qtbot) -> None:  # type: ignore[no-untyped-def]
    """As the flags judge it (app/services/evidence/ownership.py): no record, or a record
    whose KYC never started; a KYC that ran and failed is said, and blocks at the door as the
    shareholder's, not marked twice."""
    camila = node("Camila Herrera", "25", share("Camila Herrera", "25", Source.TEXT))
    andres = node(
        "Andrés Cárdenas",
        "10",
        share("Andrés Cárdenas", "10", Source.TEXT),
        share("Andrés Cárdenas", "30", Source.DECLARED),  # 25 % or more by one source
        shareholder_id="s2",
        kyc_state="CREATED",
    )
    rodrigo = node(
        "Rodrigo Salazar",
        "15",
        share("Rodrigo Salazar", "15", Source.TEXT),
        shareholder_id="s3",
        kyc_state="REJECTED",
    )
    small = node("Pedro Gómez", "10", share("Pedro Gómez", "10", Source.TEXT))
    tree = Ownership(COMPANY, (VALERIA, camila, andres, rodrigo, small), Decimal(100))
    view = shown(qtbot, tree)
    records = sorted(mark for mark in view.marked() if mark[1] == RECORD)
    assert records == [("Andrés Cárdenas", RECORD), ("Camila Herrera", RECORD)]
    by_name = {item.text(NAME): item for item in view.owners}
    assert by_name["Camila Herrera"].text(RECORD) == "⚠ No shareholder record"
    assert by_name["Andrés Cárdenas"].text(RECORD) == "⚠ Shareholder record; no KYC started"
    assert by_name["Rodrigo Salazar"].text(RECORD) == "KYC Rejected: not passed"
    assert "25 % or more" in by_name["Camila Herrera"].toolTip(RECORD)
    assert by_name["Pedro Gómez"].text(RECORD) == "No shareholder record"  # under 25 %: said


def test_shares_that_do_not_add_up_to_100_are_marked(qtbot) -> None:  # type: ignore[no-untyped-def]
    andres = node(
        "Andrés Cárdenas",
        "35",
        share("Andrés Cárdenas", "35", Source.TEXT),
        share("Andrés Cárdenas", "30", Source.DECLARED),
        shareholder_id="s2",
        kyc_state="APPROVED",
    )
    view = shown(qtbot, Ownership(COMPANY, (VALERIA, andres), Decimal(75)))
    assert view.total is not None
    assert view.total.text(SHARE) == "⚠ 75 %"
    assert view.total.text(SOURCES) == "certificate 75 % · declared 70 %"
    assert "do not add up to 100 %" in view.total.toolTip(SHARE)
    assert ("Total", SHARE) in view.marked()
    row = next(item for item in view.owners if item.text(NAME) == "Andrés Cárdenas")
    assert row.text(SOURCES) == "⚠ certificate 35 % · declared 30 %"  # both shown
    assert ("Andrés Cárdenas", SOURCES) in view.marked()


def test_sources_each_adding_up_but_naming_different_owners_are_marked(qtbot) -> None:  # type: ignore[no-untyped-def]
    on_paper = node("Ana Ruiz", "60", share("Ana Ruiz", "60", Source.TEXT))
    declared = node("Luis Ruiz", "60", share("Luis Ruiz", "60", Source.DECLARED))
    view = shown(qtbot, Ownership(COMPANY, (VALERIA, on_paper, declared), Decimal(160)))
    assert view.total is not None
    assert view.total.text(SHARE) == "⚠ 160 %"
    assert "different owners" in view.total.toolTip(SHARE)


def test_identity_documents_are_masked_and_names_shown_as_held(qtbot) -> None:  # type: ignore[no-untyped-def]
    hidden = node("Evil\u202egnp.exe", "60", share("Evil\u202egnp.exe", "60", Source.TEXT))
    view = shown(qtbot, Ownership(COMPANY, (VALERIA, hidden), Decimal(100)))
    valeria = view.owners[0]
    assert "1.020.456.789" not in valeria.text(DOCUMENT)
    assert valeria.text(DOCUMENT).endswith("89")
    assert view.owners[1].text(NAME) == "Evil⟨U+202E⟩gnp.exe"
    view.set_masking(Masking(sandbox=True, off_for_sandbox=True))
    assert view.owners[0].text(DOCUMENT) == "C.C. 1.020.456.789"


def test_no_ownership_read_yet_and_none_stated_say_so(qtbot) -> None:  # type: ignore[no-untyped-def]
    view = shown(qtbot, None)
    assert view.tree.topLevelItemCount() == 0
    assert view.note.text() == "Ownership has not been read yet."
    view.set_ownership(Ownership(COMPANY))
    assert "name the owners" in view.note.text()
    assert view.total is None


@pytest.fixture
def spanish(qapp, spanish_catalogue) -> Iterator[None]:  # type: ignore[no-untyped-def]  # noqa: F811
    assert install_language("es") == "es"
    yield
    install_language("en")


def test_percentages_are_written_for_the_language(spanish) -> None:  # type: ignore[no-untyped-def]
    assert percent_text(Decimal("12.50")) == "12,5 %"
    assert percent_text(Decimal("40")) == "40 %"
    assert percent_text(None) == "—"


def test_percentages_in_english() -> None:
    assert percent_text(Decimal("12.50")) == "12.5 %"
    assert percent_text(Decimal("1E+2")) == "100 %"


def test_the_marks_are_the_flags_the_checks_raise(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The tree marks the owners and the total the service flags, no more and no fewer."""
    owners = (
        VALERIA,
        node("Camila Herrera", "30", share("Camila Herrera", "30", Source.TEXT)),
        node(
            "Luis Mora",
            "20",
            share("Luis Mora", "20", Source.TEXT),
            shareholder_id="s9",
            kyc_state=None,
        ),
        node(
            "Ana Ruiz",
            "25",
            share("Ana Ruiz", "25", Source.TEXT),
            shareholder_id="s8",
            kyc_state="CREATED",
        ),
    )
    tree = Ownership(COMPANY, owners, Decimal(115))
    view = shown(qtbot, tree)
    flags = ownership_flags(tree)
    flagged = sorted(f.subject_name for f in flags if f.kind is FlagKind.OWNER_WITHOUT_KYC)
    assert sorted(name for name, column in view.marked() if column == RECORD) == flagged
    assert (("Total", SHARE) in view.marked()) == any(
        f.kind is FlagKind.SHARES_NOT_100 for f in flags
    )
