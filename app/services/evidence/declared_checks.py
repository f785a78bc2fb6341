"""A declared value that differs from what a document says (or, for an identifier, nearly
differs), raised once per field, subject and document."""

from __future__ import annotations

from collections.abc import Iterable

from app.services.evidence.case_lookup import FIELD_WORDS, CaseLookup
from app.services.evidence.flag_words import facts, flag_key
from app.services.evidence.model import Comparison, FieldKey, Flag, FlagKind, Source, Verdict

IDENTIFIERS = frozenset({FieldKey.REGISTRATION_NUMBER, FieldKey.TAX_ID, FieldKey.DOCUMENT_NUMBER})


def declared_differs_flags(case: CaseLookup, comparisons: Iterable[Comparison]) -> Iterable[Flag]:
    comparisons = list(comparisons)
    # An OCR misreading (0 read as 9 on a worn card) is not evidence against the declaration
    # when a reading that is not OCR (the provider's fields, a text layer) of the same value
    # matches it: the row still shows the difference, the flag is not raised.
    confirmed = {
        (c.field, c.subject)
        for c in comparisons
        if c.verdict is Verdict.MATCH and c.found is not None and c.found.source is not Source.OCR
    }
    for comparison in comparisons:
        found = comparison.found
        if found is None:
            continue
        if found.source is Source.OCR and (comparison.field, comparison.subject) in confirmed:
            continue
        near_counts = comparison.verdict is Verdict.NEAR and comparison.field in IDENTIFIERS
        if comparison.verdict is not Verdict.DIFFERS and not near_counts:
            continue
        document = case.file_name(found.document_id)
        words = FIELD_WORDS.get(comparison.field, comparison.field.value.replace("_", " "))
        whose = f"{comparison.subject_name}'s" if comparison.subject else "The"
        sentence = (
            f'{whose} declared {words} "{comparison.declared}" differs from '
            f'"{found.value}" in {document}.'
        )
        yield Flag(
            kind=FlagKind.DECLARED_DIFFERS,
            key=flag_key(
                FlagKind.DECLARED_DIFFERS,
                comparison.subject,
                f"{comparison.field}:{found.document_id or 'provider'}",
            ),
            sentence=sentence,
            subject=comparison.subject,
            subject_name=comparison.subject_name,
            facts=facts(
                field=comparison.field.value,
                declared=comparison.declared,
                found=found.value,
                document=document,
                verdict=comparison.verdict.value,
            ),
            evidence=(found,),
        )
