"""How the checks name a case's things in their sentences: a document by its file name, a
person by their name, a field in words; and whose a found value is (its subject, or the
shareholder whose ID card the document is)."""

from __future__ import annotations

from dataclasses import dataclass

from app.services.evidence.model import CaseMaterial, FieldKey, Found, MaterialDocument

FIELD_WORDS = {
    FieldKey.COMPANY_NAME: "company name",
    FieldKey.LEGAL_FORM: "legal form",
    FieldKey.REGISTRATION_NUMBER: "registration number",
    FieldKey.TAX_ID: "tax id",
    FieldKey.ADDRESS: "address",
    FieldKey.INCORPORATED: "incorporation date",
    FieldKey.PERSON_NAME: "name",
    FieldKey.DOCUMENT_NUMBER: "document number",
    FieldKey.DATE_OF_BIRTH: "date of birth",
    FieldKey.NATIONALITY: "nationality",
    FieldKey.SHARE: "share",
}


@dataclass(frozen=True)
class CaseLookup:
    """One case's material, looked up by id for the checks' sentences."""

    material: CaseMaterial

    def file_name(self, document_id: str) -> str:
        document = self.document(document_id)
        return document.file_name if document else ("identity provider" if not document_id else "")

    def document(self, document_id: str) -> MaterialDocument | None:
        return next((d for d in self.material.documents if d.id == document_id), None)

    def person_name(self, subject: str) -> str:
        person = next((p for p in self.material.people if p.id == subject), None)
        return person.full_name if person else ""

    def subject_of(self, item: Found) -> str:
        """A person's field: its subject, or the shareholder whose ID card the document is."""
        if item.subject:
            return item.subject
        person = next(
            (
                p
                for p in self.material.people
                if item.document_id and p.card_document_id == item.document_id
            ),
            None,
        )
        return person.id if person else ""
