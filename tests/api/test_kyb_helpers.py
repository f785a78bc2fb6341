"""The client's KYB reviewer helpers against the sandbox in process: typed cases, catalogue,
sessions with tombstones, shareholders with their KYC link, and documents' raw bytes."""

from __future__ import annotations

import pytest

from app.api.client import BankingClient
from app.api.errors import NotFound
from app.api.sandbox_helpers import SandboxHelpers, file_name_of
from app.models.kyb_cases import DocumentContent, KybCase
from app.models.kyb_catalogue import KybCatalogue
from app.models.onboarding import ShareholderDetail

pytestmark = pytest.mark.anyio

PDF = b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj << >> endobj\n%%EOF\n"
PNG = b"\x89PNG\r\n\x1a\n" + bytes(range(256))
KYC = {
    "data": {
        "identity": {"id": "i-1", "status": "verified"},
        "expired": False,
        "computed": {"age": {"data": 41}},
        "documents": [{"country": "CO", "type": "national-id", "fields": {"x": {"value": 1}}}],
        "deviceFingerprint": {"ip": "198.51.100.7"},
        "providerScore": 0.93,  # a member the spec does not list: kept
    }
}


async def business_with_documents(client: BankingClient) -> tuple[str, str, list[str]]:
    helpers = SandboxHelpers(client)
    business = await helpers.create_user({"type": "BUSINESS", "companyName": "Andes SAS"})
    session = await client.create_kyb_session(business.id)
    ids = []
    for name, content, category, type_ in (
        ("escritura constitución.pdf", PDF, "COMPANY", "CERTIFICATE_OF_INCORPORATION"),
        ("cédula.png", PNG, "IDENTITY", "ID_CARD"),
    ):
        document = await helpers.upload_kyb_document(
            business.id,
            session.id,
            file_name=name,
            content=content,
            category=category,
            type_=type_,
        )
        ids.append(document.id)
    return business.id, session.id, ids


async def test_sessions_with_and_without_tombstones(client: BankingClient) -> None:
    helpers = SandboxHelpers(client)
    uid, sid, (pdf_id, png_id) = await business_with_documents(client)
    await client.delete_kyb_document(uid, sid, png_id)

    live = await helpers.list_kyb_sessions(uid)
    assert [d.id for d in live[0].documents] == [pdf_id]
    assert live[0].documents[0].media_type == "application/pdf"
    assert live[0].documents[0].deleted_at is None
    everything = await helpers.list_kyb_sessions(uid, include_deleted=True)
    by_id = {d.id: d for d in everything[0].documents}
    assert set(by_id) == {pdf_id, png_id}
    assert by_id[png_id].deleted_at is not None
    assert by_id[png_id].media_type == "image/png"
    one = await helpers.get_kyb_session(uid, sid, include_deleted=True)
    assert {d.id for d in one.documents} == {pdf_id, png_id}
    assert [d.id for d in (await helpers.get_kyb_session(uid, sid)).documents] == [pdf_id]


async def test_a_documents_bytes_type_and_name(client: BankingClient) -> None:
    helpers = SandboxHelpers(client)
    uid, sid, (pdf_id, png_id) = await business_with_documents(client)
    await client.delete_kyb_document(uid, sid, png_id)

    pdf = await helpers.kyb_document_content(uid, sid, pdf_id)
    assert pdf == DocumentContent(
        content=PDF, media_type="application/pdf", file_name="escritura constitución.pdf"
    )
    tombstone = await helpers.kyb_document_content(uid, sid, png_id)
    assert (tombstone.content, tombstone.media_type, tombstone.file_name) == (
        PNG,
        "image/png",
        "cédula.png",
    )
    logged = client.request_log.entries()[-1]
    assert logged.response_body == f"<image/png, {len(PNG):,} bytes>"
    with pytest.raises(NotFound):
        await helpers.kyb_document_content(uid, sid, "no-such-document")


async def test_a_ten_megabyte_file_comes_back_whole(client: BankingClient) -> None:
    helpers = SandboxHelpers(client)
    uid, sid, _ids = await business_with_documents(client)
    big = b"%PDF-1.7\n" + bytes(i % 251 for i in range(10 * 2**20 - 9))
    document = await helpers.upload_kyb_document(
        uid, sid, file_name="big.pdf", content=big, category="OTHER", type_="OTHER"
    )
    assert document.file_size == 10 * 2**20
    read = await helpers.kyb_document_content(uid, sid, document.id)
    assert read.content == big
    assert read.media_type == "application/pdf"


async def test_catalogue_in_both_languages(client: BankingClient) -> None:
    helpers = SandboxHelpers(client)
    english = await helpers.kyb_catalogue()
    spanish = await helpers.kyb_catalogue(language="es")
    assert isinstance(english, KybCatalogue)
    assert english.category_name("COMPANY") == "Company"
    assert spanish.category_name("COMPANY") == "Empresa"
    assert english.type_name("PROOF_OF_ADDRESS") == "Proof of address"
    assert spanish.type_name("PROOF_OF_ADDRESS") == "Justificante de domicilio"
    assert spanish.session_state_name("IN_REVIEW") == "En revisión"
    assert english.kyc_state_name("NEEDS_MORE_INFO") == "Needs more information"
    assert english.type_name("SOMETHING_NEW") == "SOMETHING_NEW"  # unknown: shown raw
    assert [c.slug for c in english.categories] == [c.slug for c in spanish.categories]


async def test_cases_and_shareholders_with_their_kyc(client: BankingClient) -> None:
    helpers = SandboxHelpers(client)
    uid, sid, (_pdf_id, png_id) = await business_with_documents(client)
    await client.delete_kyb_document(uid, sid, png_id)
    holder = await client.create_shareholder(
        uid, {"email": "ana@example.com", "name": "Ana", "surname": "Ruiz", "kyc": KYC}
    )
    listed = (await helpers.list_shareholders(uid)).shareholders
    assert [type(h) for h in listed] == [ShareholderDetail]
    detail = listed[0]
    assert detail.id == holder.id
    assert detail.kyc is not None
    assert detail.kyc.data is not None
    assert detail.kyc.data.identity is not None
    assert detail.kyc.data.identity.status == "verified"
    assert detail.kyc.data.computed is not None
    assert detail.kyc.data.computed.age is not None
    assert detail.kyc.data.computed.age.data == 41
    assert detail.kyc.to_wire() == KYC  # as sent, unknown members too
    assert detail.identity_verification_id is not None
    await helpers.add_identity_transition(uid, detail.identity_verification_id, "REJECTED")
    history = await client.get_kyc_state_history(uid, detail.identity_verification_id)
    assert [log.new_state for log in history.logs] == ["CREATED", "REJECTED"]

    cases = await helpers.kyb_cases()
    assert [type(c) for c in cases] == [KybCase]
    case = cases[0]
    assert (case.user_id, case.company_name) == (uid, "Andes SAS")
    assert case.session is not None
    assert (case.session.id, case.session.state) == (sid, "CREATED")
    assert (case.documents, case.deleted_documents, case.shareholders) == (1, 1, 1)
    assert case.worst_kyc_state == "REJECTED"
    assert case.last_change is not None
    assert case.created_at is not None
    assert case.last_change >= case.created_at


def test_file_names_from_content_disposition() -> None:
    assert file_name_of('inline; filename="a.pdf"') == "a.pdf"
    assert (
        file_name_of("inline; filename=\"cedula.png\"; filename*=UTF-8''c%C3%A9dula.png")
        == "cédula.png"
    )
    assert file_name_of("attachment; filename=plain.pdf") == "plain.pdf"
    assert file_name_of("inline") is None
    assert file_name_of("") is None
