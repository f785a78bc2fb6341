"""A flag as a sentence in the UI's language, made from its kind and facts (the English
``Flag.sentence`` is the door's and the journal's), with personal values masked as the case
pane masks them: a document number or a birth date in a flag is never shown whole without a
reveal. A flag whose facts are missing falls back to its English sentence, unless it may
hold a personal value, which is then left out."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from app.services.evidence.model import FieldKey, Flag, FlagKind
from app.services.masking import Kind, Masking
from app.views.compliance.evidence_words import field_name, shown_value
from app.views.widgets.visible_text import visible

NEEDED: dict[FlagKind, tuple[str, ...]] = {
    FlagKind.DECLARED_DIFFERS: ("field", "declared", "found"),
    FlagKind.ID_EXPIRED: ("name", "expires"),
    FlagKind.ID_EXPIRING: ("name", "expires", "days"),
    FlagKind.UNDERAGE: ("name", "age"),
    FlagKind.CHECKSUM: ("field", "number"),
    FlagKind.COMPANY_NAME_DIFFERS: ("names",),
    FlagKind.ADDRESS_PROOF_OLD: ("document", "dated", "months"),
    FlagKind.SCREENING: ("name", "step"),
    FlagKind.OWNER_WITHOUT_KYC: ("name", "missing"),
    FlagKind.SHARES_NOT_100: ("total",),
}


def kind_name(kind: FlagKind | str) -> str:
    names = {
        FlagKind.DECLARED_DIFFERS: QCoreApplication.translate(
            "Flags", "Declared value differs from a document"
        ),
        FlagKind.ID_EXPIRED: QCoreApplication.translate("Flags", "Identity document expired"),
        FlagKind.ID_EXPIRING: QCoreApplication.translate("Flags", "Identity document expiring"),
        FlagKind.UNDERAGE: QCoreApplication.translate("Flags", "Under 18"),
        FlagKind.CHECKSUM: QCoreApplication.translate("Flags", "Number fails its check"),
        FlagKind.COMPANY_NAME_DIFFERS: QCoreApplication.translate(
            "Flags", "Company name differs between documents"
        ),
        FlagKind.ADDRESS_PROOF_OLD: QCoreApplication.translate("Flags", "Proof of address too old"),
        FlagKind.SCREENING: QCoreApplication.translate("Flags", "Screening result"),
        FlagKind.OWNER_WITHOUT_KYC: QCoreApplication.translate("Flags", "Owner without KYC"),
        FlagKind.SHARES_NOT_100: QCoreApplication.translate(
            "Flags", "Shares do not add up to 100 %"
        ),
    }
    try:
        return names[FlagKind(kind)]
    except ValueError:
        return str(kind)


def _quoted(value: str) -> str:
    return f"“{visible(value)}”"


def flag_text(flag: Flag, masking: Masking) -> str:
    """The flag in the UI's language, personal values masked when the session masks."""
    get = flag.fact
    if not all(get(name) for name in NEEDED.get(flag.kind, ("?",))):
        return _fallback(flag)
    name = visible(get("name") or flag.subject_name)
    kind = flag.kind
    if kind is FlagKind.DECLARED_DIFFERS:
        field = get("field")
        declared = shown_value(field, get("declared"), masking)[0]
        found = shown_value(field, get("found"), masking)[0]
        where = visible(get("document")) or QCoreApplication.translate("Flags", "a document")
        text = QCoreApplication.translate("Flags", "{0}: declared {1}, {2} reads {3}.").format(
            field_name(field), _quoted(declared), where, _quoted(found)
        )
        return f"{visible(flag.subject_name)} · {text}" if flag.subject_name else text
    if kind is FlagKind.ID_EXPIRED:
        return QCoreApplication.translate(
            "Flags", "{0}'s identity document expired on {1}."
        ).format(name, get("expires"))
    if kind is FlagKind.ID_EXPIRING:
        return QCoreApplication.translate(
            "Flags", "{0}'s identity document expires on {1}, in {2} days."
        ).format(name, get("expires"), get("days"))
    if kind is FlagKind.UNDERAGE:
        born = masking.show(Kind.BIRTH_DATE, get("born")) if get("born") else "—"
        return QCoreApplication.translate("Flags", "{0} is {1}: under 18 (born {2}).").format(
            name, get("age"), born
        )
    if kind is FlagKind.CHECKSUM:
        scheme = " ".join(p for p in (get("country"), get("scheme")) if p)
        return QCoreApplication.translate(
            "Flags", "The {0} {1} is not a valid {2} number: its check digit fails."
        ).format(
            field_name(get("field")).lower(),
            visible(get("number")),
            scheme or QCoreApplication.translate("Flags", "such"),
        )
    if kind is FlagKind.COMPANY_NAME_DIFFERS:
        return QCoreApplication.translate(
            "Flags", "The company's name differs between documents: {0} ({1})."
        ).format(visible(get("names")), visible(get("documents")))
    if kind is FlagKind.ADDRESS_PROOF_OLD:
        return QCoreApplication.translate(
            "Flags",
            "The proof of address {0} is dated {1}: {2} months before it was uploaded (3 at most).",
        ).format(visible(get("document")), get("dated"), get("months"))
    if kind is FlagKind.SCREENING:
        return _screening_text(flag, name)
    if kind is FlagKind.OWNER_WITHOUT_KYC:
        missing = (
            QCoreApplication.translate("Flags", "no shareholder record")
            if get("missing") == "shareholder record"
            else QCoreApplication.translate("Flags", "no passed KYC")
        )
        return QCoreApplication.translate("Flags", "{0} owns {1} % and has {2}.").format(
            name, get("percent") or "?", missing
        )
    if kind is FlagKind.SHARES_NOT_100:
        source = (
            QCoreApplication.translate("Flags", "the certificate")
            if get("source") == "certificate"
            else QCoreApplication.translate("Flags", "the declaration")
        )
        return QCoreApplication.translate(
            "Flags", "The shares in {0} add up to {1} %, not 100 %."
        ).format(source, get("total"))
    return _fallback(flag)


def _fallback(flag: Flag) -> str:
    """The English sentence, unless the flag may carry a personal value (then its kind only)."""
    field = flag.fact("field")
    personal = flag.kind is FlagKind.UNDERAGE or (
        flag.kind is FlagKind.DECLARED_DIFFERS
        and (not field or field in (FieldKey.DOCUMENT_NUMBER.value, FieldKey.DATE_OF_BIRTH.value))
    )
    if personal or not flag.sentence:
        who = visible(flag.subject_name)
        return f"{kind_name(flag.kind)}: {who}" if who else kind_name(flag.kind)
    return visible(flag.sentence)


def _screening_text(flag: Flag, name: str) -> str:
    """A screening flag in words: the step by its name, a watchlist match with its lists and
    categories, an error by what it means (the provider's message for a code Teller does not
    know)."""
    from app.views.compliance.screening_cards import CATEGORIES, error_words, step_name

    get = flag.fact
    step = step_name(get("step"))
    if get("matched") or get("lists"):
        kinds = [
            _tr_cards(CATEGORIES[c]) if c in CATEGORIES else visible(c)
            for c in get("categories").split(",")
            if c
        ]
        where = visible(get("lists")) or QCoreApplication.translate("Flags", "a watchlist")
        text = QCoreApplication.translate(
            "Flags", "{0} was found on a watchlist ({1}): {2}."
        ).format(name, where, visible(get("matched")) or name)
        listed = QCoreApplication.translate("Flags", "Listed as: {0}.").format(", ".join(kinds))
        return f"{text} {listed}" if kinds else text
    if get("outcome") == "error":
        said = error_words(get("code"), get("message"))
        text = QCoreApplication.translate("Flags", "{0}: {1} reported an error.").format(name, step)
        return f"{text} {said}" if said else text
    detail = visible(get("detail"))
    text = QCoreApplication.translate("Flags", "{0}: {1} did not pass.").format(name, step)
    return f"{text} {detail}" if detail else text


def _tr_cards(text: str) -> str:
    return QCoreApplication.translate("ScreeningCards", text)
