"""Each shareholder's identity-verification steps as cards a reviewer reads at a glance.

The provider's payload says "watchlists 200" and an error code; a card says "Watchlist
screening", the outcome in words with a symbol (never by colour alone), who matched on which
lists with what score and whether PEP, sanctions or adverse media, the step's facts and its
error as a sentence. A step that sent nothing says so rather than showing an empty card.
The cards come from ``app.services.evidence`` (``ScreeningCard``); this module only words
them. Each card takes the focus on Tab (its accessible name and description read it whole)
and the arrows move between cards, so the column is read by keyboard.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from app.services.evidence.model import ScreeningCard, ScreeningMatch, ScreeningOutcome
from app.services.masking import Kind, Masking
from app.services.translation import QT_TRANSLATE_NOOP, translate
from app.views.widgets.long_text import breakable
from app.views.widgets.numbers import localized_number
from app.views.widgets.scrolling import scrolling
from app.views.widgets.terms import document_type_name
from app.views.widgets.visible_text import visible

CONTEXT = "ScreeningCards"
STEP_NAMES = {
    "watchlists": QT_TRANSLATE_NOOP("ScreeningCards", "Watchlist screening"),
    "facematch": QT_TRANSLATE_NOOP("ScreeningCards", "Face match"),
    "age-check": QT_TRANSLATE_NOOP("ScreeningCards", "Age check"),
    "expiration-detection": QT_TRANSLATE_NOOP("ScreeningCards", "Document expiry"),
    "document-reading": QT_TRANSLATE_NOOP("ScreeningCards", "Document reading"),
    "liveness": QT_TRANSLATE_NOOP("ScreeningCards", "Liveness"),
    "ip-validation": QT_TRANSLATE_NOOP("ScreeningCards", "IP address check"),
}
OUTCOMES = {
    ScreeningOutcome.CLEAR: ("✓", QT_TRANSLATE_NOOP("ScreeningCards", "Clear"), "good"),
    ScreeningOutcome.MATCH: ("⚠", QT_TRANSLATE_NOOP("ScreeningCards", "Match"), "bad"),
    ScreeningOutcome.ERROR: ("✕", QT_TRANSLATE_NOOP("ScreeningCards", "Error"), "bad"),
    ScreeningOutcome.PENDING: ("…", QT_TRANSLATE_NOOP("ScreeningCards", "Pending"), "wait"),
    ScreeningOutcome.NOT_RUN: ("–", QT_TRANSLATE_NOOP("ScreeningCards", "Not run"), "off"),
}
UNREADABLE = QT_TRANSLATE_NOOP(
    "ScreeningCards",
    "The document photo could not be read ({0}); the person must send a clearer one.",
)
ERRORS = {
    "expirationDetection.documentExpired": QT_TRANSLATE_NOOP(
        "ScreeningCards", "The document has expired."
    ),
    "facematch.notMatched": QT_TRANSLATE_NOOP(
        "ScreeningCards", "The selfie does not match the document's photo."
    ),
}
UNREADABLE_WHY = {
    "documentReading.rotatedImage": QT_TRANSLATE_NOOP("ScreeningCards", "it was turned"),
    "documentReading.glare": QT_TRANSLATE_NOOP("ScreeningCards", "glare"),
}
CATEGORIES = {
    "pep": QT_TRANSLATE_NOOP("ScreeningCards", "PEP"),
    "sanctions": QT_TRANSLATE_NOOP("ScreeningCards", "Sanctions"),
    "adverse_media": QT_TRANSLATE_NOOP("ScreeningCards", "Adverse media"),
    "other": QT_TRANSLATE_NOOP("ScreeningCards", "Other list"),
}
FACT_LABELS = {  # the facts app/services/evidence/screening.py names
    "score": QT_TRANSLATE_NOOP("ScreeningCards", "Score"),
    "age": QT_TRANSLATE_NOOP("ScreeningCards", "Age"),
    "threshold": QT_TRANSLATE_NOOP("ScreeningCards", "Minimum age"),
    "expires": QT_TRANSLATE_NOOP("ScreeningCards", "Expires"),
    "ip": QT_TRANSLATE_NOOP("ScreeningCards", "IP address"),
    "ip_safe": QT_TRANSLATE_NOOP("ScreeningCards", "Safe address"),
    "matches": QT_TRANSLATE_NOOP("ScreeningCards", "Entries matched"),
}
YES_NO = {
    "yes": QT_TRANSLATE_NOOP("ScreeningCards", "yes"),
    "no": QT_TRANSLATE_NOOP("ScreeningCards", "no"),
}
PERSONAL_FACTS = {"ip": Kind.IP}  # shown masked while the session masks personal data
PERCENT_FACTS = frozenset({"score"})
CARD_STYLE = """
QFrame#ScreeningCard { border: 1px solid palette(mid); border-radius: 6px; }
QFrame#ScreeningCard:focus { border: 2px solid palette(highlight); }
QLabel#ScreeningOutcome { font-weight: 600; padding: 1px 8px; border-radius: 8px; }
QLabel#ScreeningOutcome[tone="good"] { background: rgba(30, 150, 80, 0.20); }
QLabel#ScreeningOutcome[tone="wait"] { background: rgba(230, 150, 20, 0.25); }
QLabel#ScreeningOutcome[tone="bad"] { background: rgba(210, 40, 40, 0.22); }
QLabel#ScreeningOutcome[tone="off"] { background: rgba(128, 128, 128, 0.18); }
"""


def _tr(text: str) -> str:
    return translate(CONTEXT, text)


def step_name(step: str) -> str:
    """``watchlists`` -> "Watchlist screening"; a step Teller does not know, as sent."""
    return _tr(STEP_NAMES[step]) if step in STEP_NAMES else visible(step)


def outcome_text(outcome: ScreeningOutcome) -> str:
    """ "⚠ Match": the symbol and the word, so the outcome never rests on colour."""
    symbol, word, _tone = OUTCOMES[outcome]
    return f"{symbol} {_tr(word)}"


def error_words(code: str, message: str) -> str:
    """A known error code as a sentence; else the provider's own message (or its code)."""
    if code in ERRORS:
        return _tr(ERRORS[code])
    if code in UNREADABLE_WHY:
        return _tr(UNREADABLE).format(_tr(UNREADABLE_WHY[code]))
    if message:
        return visible(message)
    return (
        translate("ScreeningCards", "The step failed with the code {0}.").format(visible(code))
        if code
        else ""
    )


def number_text(value: float | str) -> str:
    """91.4 -> "91.4" ("91,4" in Spanish); 87.0 -> "87"; text that is not a number as it is."""
    try:
        number = float(value)
    except (TypeError, ValueError):
        return visible(str(value))
    text = f"{number:,.2f}".rstrip("0").rstrip(".")
    return localized_number(text)


def fact_text(name: str, value: str, masking: Masking) -> str:
    """("score", "91.4") -> "Score: 91.4 %"; personal values (an IP) masked as the session
    masks them."""
    label = _tr(FACT_LABELS[name]) if name in FACT_LABELS else visible(name)
    if name in PERSONAL_FACTS:
        shown = visible(masking.show(PERSONAL_FACTS[name], value))
    elif name in PERCENT_FACTS:
        shown = f"{number_text(value)} %"
    elif value in YES_NO:
        shown = _tr(YES_NO[value])
    else:
        shown = visible(value)
    return translate("ScreeningCards", "{0}: {1}").format(label, shown)


def match_lines(match: ScreeningMatch) -> list[str]:
    """The matched name and score, the lists, and what kind of listing it is."""
    head = translate("ScreeningCards", "Matched name: {0}").format(
        visible(match.name) or translate("ScreeningCards", "not given")
    )
    if match.score is not None:
        head = translate("ScreeningCards", "{0} (score {1})").format(head, number_text(match.score))
    lines = [head]
    if match.lists:
        lines.append(
            translate("ScreeningCards", "Lists: {0}").format(
                ", ".join(visible(name) for name in match.lists)
            )
        )
    if match.categories:
        kinds = [
            _tr(CATEGORIES[kind]) if kind in CATEGORIES else visible(kind)
            for kind in match.categories
        ]
        lines.append(" · ".join(kinds))
    return lines


def card_lines(card: ScreeningCard, masking: Masking) -> list[str]:
    """What a card says below its title and outcome, line by line."""
    lines: list[str] = []
    for match in card.matches:
        lines.extend(match_lines(match))
    lines.extend(fact_text(name, value, masking) for name, value in card.facts)
    error = error_words(card.error_code, card.error_message)
    if error:
        lines.append(error)
    if not card.has_data:
        lines.append(translate("ScreeningCards", "The provider sent no data for this step."))
    return lines


class ScreeningCardView(QFrame):
    """One step of one person: focusable, read whole by a screen reader."""

    def __init__(
        self, card: ScreeningCard, masking: Masking, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.card = card
        self.setObjectName("ScreeningCard")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        title_text = step_name(card.step)
        if card.document_type:
            kind = document_type_name(card.document_type.upper().replace("-", "_"))
            title_text = self.tr("{0} · {1}").format(title_text, kind)
        self.title = QLabel(breakable(title_text))
        self.title.setWordWrap(True)
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        self.outcome = QLabel(outcome_text(card.outcome))
        self.outcome.setObjectName("ScreeningOutcome")
        self.outcome.setProperty("tone", OUTCOMES[card.outcome][2])
        self.outcome.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.lines = card_lines(card, masking)
        self.body = QLabel(breakable("\n".join(self.lines)), self)  # shown before laid out:
        # without its card as parent it became a window and took the activation away
        self.body.setWordWrap(True)
        self.body.setVisible(bool(self.lines))
        self.body.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.raw = QLabel(self.tr("Provider status {0}").format(card.status))
        self.raw.setProperty("role", "subtle")
        top = QHBoxLayout()
        top.addWidget(self.title, 1)
        top.addWidget(self.outcome, 0, Qt.AlignmentFlag.AlignTop)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 8, 10, 8)
        layout.addLayout(top)
        layout.addWidget(self.body)
        layout.addWidget(self.raw)
        self.setAccessibleName(
            self.tr("{0}: {1}").format(title_text, _tr(OUTCOMES[card.outcome][1]))
        )
        self.setAccessibleDescription("\n".join([*self.lines, self.raw.text()]))

    def text(self) -> str:
        """Everything the card says, as one text (tests, copying)."""
        return "\n".join([self.accessibleName(), *self.lines])

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        """Up and Down move between cards, as in a list."""
        if event.key() == Qt.Key.Key_Down:
            self.focusNextChild()
        elif event.key() == Qt.Key.Key_Up:
            self.focusPreviousChild()
        else:
            super().keyPressEvent(event)


class ScreeningCards(QWidget):
    """The screening cards of a case, grouped per person under their name."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cards: list[ScreeningCardView] = []
        self.headings: list[QLabel] = []
        self.masking = Masking(sandbox=False)  # masked until the case pane gives the session's
        self._shown: tuple[ScreeningCard, ...] = ()
        self.page = QWidget()
        self.page.setStyleSheet(CARD_STYLE)
        self.column = QVBoxLayout(self.page)
        self.column.setContentsMargins(4, 4, 4, 4)
        self.empty = QLabel()
        self.empty.setWordWrap(True)
        self.empty.setProperty("role", "subtle")
        self.area = scrolling(self.page)
        self.area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.area.setAccessibleName(self.tr("Screening results"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.area)
        self.setAccessibleName(self.tr("Screening results"))
        self.set_cards(())

    def set_masking(self, masking: Masking) -> None:
        """The session's masking of personal data (an IP address on a card)."""
        self.masking = masking
        self.set_cards(self._shown)

    def set_cards(self, cards: Sequence[ScreeningCard]) -> None:
        """Show ``cards`` (in their order), one group per person in order of first mention."""
        self._shown = tuple(cards)
        while self.column.count():
            item = self.column.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None and widget is not self.empty:
                widget.deleteLater()
        self.cards, self.headings = [], []
        groups: dict[str, list[ScreeningCard]] = {}
        for card in cards:
            groups.setdefault(card.subject, []).append(card)
        self.empty.setText(
            self.tr("No screening results: no shareholder has an identity verification.")
        )
        self.column.addWidget(self.empty)  # in the page first: shown alone, it was a window
        self.empty.setVisible(not groups)
        for person in groups.values():
            name = visible(person[0].subject_name) or self.tr("Unnamed")
            heading = QLabel(breakable(name))
            heading.setProperty("role", "heading")
            heading.setWordWrap(True)
            font = heading.font()
            font.setBold(True)
            heading.setFont(font)
            if self.headings:
                self.column.addSpacing(10)  # a gap between one person's cards and the next
            self.headings.append(heading)
            self.column.addWidget(heading)
            for card in person:
                view = ScreeningCardView(card, self.masking)
                view.setAccessibleName(self.tr("{0}, {1}").format(name, view.accessibleName()))
                self.cards.append(view)
                self.column.addWidget(view)
        self.column.addStretch(1)
