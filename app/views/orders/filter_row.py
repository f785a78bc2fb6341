"""One condition of the filter panel: field, operator, and a value editor of the field's kind.

Fields are named for a person ("Origin currency"), not as on the wire (``originCurrency``);
the boxes are as wide as their longest entry; Enter in the value applies the filters.
"""

from __future__ import annotations

from datetime import date

from PySide6.QtCore import QDate, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDateEdit,
    QHBoxLayout,
    QLineEdit,
    QMenu,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.models.money import Currency, format_amount
from app.models.order_query import (
    LIST_OPERATORS,
    MAX_QUERY_VALUE_LENGTH,
    OPERATORS_BY_KIND,
    Operator,
    OrderFilter,
    Scope,
    ValueKind,
    fields_for,
)
from app.models.orders import Direction, OrderState, OrderType
from app.services.translation import QT_TRANSLATE_NOOP, translate
from app.views.widgets.field_error import FieldErrorLabel
from app.views.widgets.numbers import localized_number, parse_typed_amount
from app.views.widgets.screen_reader import clearable, name_combo
from app.views.widgets.terms import order_type_name, state_name

KNOWN_VALUES: dict[str, list[str]] = {
    "state": [s.value for s in OrderState],
    "type": [t.value for t in OrderType],
    "direction": [d.value for d in Direction],
    "originCurrency": [c.value for c in Currency],
    "destinationCurrency": [c.value for c in Currency],
}
# Amounts keep their thousands commas ("1,250.00"), so a list of them is split on semicolons.
AMOUNT_SEPARATOR = ";"
LIST_SEPARATOR = ","
# How a person names each field; the wire name stays the item's data.
FIELD_LABELS = {
    "state": QT_TRANSLATE_NOOP("FilterRow", "State"),
    "type": QT_TRANSLATE_NOOP("FilterRow", "Type"),
    "id": QT_TRANSLATE_NOOP("FilterRow", "Order id"),
    "direction": QT_TRANSLATE_NOOP("FilterRow", "Direction"),
    "originCurrency": QT_TRANSLATE_NOOP("FilterRow", "Origin currency"),
    "destinationCurrency": QT_TRANSLATE_NOOP("FilterRow", "Destination currency"),
    "createdAt": QT_TRANSLATE_NOOP("FilterRow", "Created"),
    "amount": QT_TRANSLATE_NOOP("FilterRow", "Amount"),
}
OPERATOR_LABELS = {
    Operator.EQ: QT_TRANSLATE_NOOP("FilterRow", "is"),
    Operator.NEQ: QT_TRANSLATE_NOOP("FilterRow", "is not"),
    Operator.GT: QT_TRANSLATE_NOOP("FilterRow", "after / above"),
    Operator.LT: QT_TRANSLATE_NOOP("FilterRow", "before / below"),
    Operator.GTE: QT_TRANSLATE_NOOP("FilterRow", "from / at least"),
    Operator.LTE: QT_TRANSLATE_NOOP("FilterRow", "until / at most"),
    Operator.LIKE: QT_TRANSLATE_NOOP("FilterRow", "contains"),
    Operator.IN: QT_TRANSLATE_NOOP("FilterRow", "is any of"),
    Operator.NIN: QT_TRANSLATE_NOOP("FilterRow", "is none of"),
}


def tr(text: str) -> str:
    return translate("FilterRow", text)


def field_label(name: str) -> str:
    """'Origin currency' for ``originCurrency``; a field unknown here keeps its wire name."""
    return tr(FIELD_LABELS[name]) if name in FIELD_LABELS else name


def fit_to_longest(box: QComboBox, texts: list[str]) -> None:
    """The box never narrower than its longest entry (it showed "from / at le"), whichever
    entry it holds now: its width does not jump as the field changes its operators."""
    sizer = QComboBox()  # the style's own frame, arrow and margins around the longest text
    sizer.setFont(box.font())
    sizer.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
    sizer.addItems(texts)
    box.setMinimumWidth(sizer.sizeHint().width())
    sizer.deleteLater()


class FilterRow(QWidget):
    remove_requested = Signal(object)  # self
    changed = Signal()
    submitted = Signal()  # Enter in the value: apply the filters

    def __init__(self, scope: Scope, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._scope = scope
        self.field = QComboBox()
        for name in fields_for(scope):
            self.field.addItem(field_label(name), name)
        self.field.setAccessibleName(self.tr("Field"))
        name_combo(self.field)
        fit_to_longest(self.field, [self.field.itemText(i) for i in range(self.field.count())])
        self.operator = QComboBox()
        self.operator.setAccessibleName(self.tr("Condition"))
        name_combo(self.operator)
        fit_to_longest(self.operator, [tr(label) for label in OPERATOR_LABELS.values()])
        self.text_value = QLineEdit()
        clearable(self.text_value)
        self.text_value.setMaxLength(MAX_QUERY_VALUE_LENGTH)
        self.text_value.setAccessibleName(self.tr("Value"))
        self.date_value = QDateEdit(QDate.currentDate())
        self.date_value.setCalendarPopup(True)
        self.date_value.setDisplayFormat("yyyy-MM-dd")
        self.date_value.setAccessibleName(self.tr("Date"))
        self.pick = QToolButton()
        self.pick.setText("▾")
        self.pick.setToolTip(self.tr("Pick known values"))
        self.pick.setAccessibleName(self.tr("Pick known values"))
        self.pick.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.remove = QToolButton()
        self.remove.setText("✕")
        self.remove.setToolTip(self.tr("Remove this condition"))
        self.remove.setAccessibleName(self.tr("Remove this condition"))
        self.remove.clicked.connect(lambda: self.remove_requested.emit(self))
        self.error = FieldErrorLabel(self.text_value)
        line = QHBoxLayout()
        line.setContentsMargins(0, 0, 0, 0)
        for widget, stretch in (
            (self.field, 0),
            (self.operator, 0),
            (self.text_value, 1),
            (self.date_value, 1),
            (self.pick, 0),
            (self.remove, 0),
        ):
            line.addWidget(widget, stretch)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(2)
        outer.addLayout(line)
        outer.addWidget(self.error)
        self.field.currentIndexChanged.connect(self._on_field)
        self.operator.currentIndexChanged.connect(self._on_operator)
        self.text_value.textEdited.connect(lambda _t: self._edited())
        self.text_value.returnPressed.connect(self.submitted.emit)
        self.date_value.dateChanged.connect(lambda _d: self._edited())
        self.date_value.installEventFilter(self)
        self._on_field()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        """Enter in the date applies the filters, as in the text value."""
        if (
            watched is self.date_value
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        ):
            self.submitted.emit()
            return True
        return False

    @property
    def value_editor(self) -> QWidget:
        """The editor the value is typed in now (text or date): where a message points."""
        date_editor = self.kind is ValueKind.DATE and self.op not in LIST_OPERATORS
        return self.date_value if date_editor else self.text_value

    # --- what the row says ---
    @property
    def field_name(self) -> str:
        return str(self.field.currentData())

    @property
    def kind(self) -> ValueKind:
        return fields_for(self._scope)[self.field_name]

    @property
    def op(self) -> Operator:
        return Operator(self.operator.currentData())

    @property
    def param(self) -> str:
        return f"{self.field_name}_{self.op.value}"

    def value(self) -> object:
        """The value in the builder's terms; amounts typed as decimals become minor units."""
        if self.kind is ValueKind.DATE and self.op not in LIST_OPERATORS:
            qdate = self.date_value.date()
            return date(qdate.year(), qdate.month(), qdate.day())
        parts = (
            [p.strip() for p in self.text_value.text().split(self.separator)]
            if self.op in LIST_OPERATORS
            else [self.text_value.text().strip()]
        )
        if self.kind is ValueKind.AMOUNT:
            minor = [parse_typed_amount(p) for p in parts if p]
            if not minor:
                raise ValueError(self.tr("Enter an amount."))
            return minor if self.op in LIST_OPERATORS else minor[0]
        values = [p for p in parts if p]
        return values if self.op in LIST_OPERATORS else (values[0] if values else "")

    @property
    def separator(self) -> str:
        return AMOUNT_SEPARATOR if self.kind is ValueKind.AMOUNT else LIST_SEPARATOR

    def value_text(self) -> str:
        if self.kind is ValueKind.DATE and self.op not in LIST_OPERATORS:
            return self.date_value.date().toString("yyyy-MM-dd")
        return self.text_value.text().strip()

    def set_condition(self, field_name: str, operator: str, text: str) -> None:
        self.field.setCurrentIndex(max(0, self.field.findData(field_name)))
        self.operator.setCurrentIndex(max(0, self.operator.findData(operator)))
        if self.kind is ValueKind.DATE and self.op not in LIST_OPERATORS:
            self.date_value.setDate(QDate.fromString(text, "yyyy-MM-dd"))
        else:
            self.text_value.setText(text)

    def set_filter(self, active: OrderFilter) -> None:
        """Show an applied condition again, as the person would have typed it."""
        self.set_condition(active.field, active.operator.value, filter_text(active))

    def show_error(self, message: str) -> None:
        self.error.show_message(message)

    # --- reactions ---
    def _on_field(self) -> None:
        current = self.operator.currentData()
        self.operator.blockSignals(True)
        self.operator.clear()
        operators = OPERATORS_BY_KIND[self.kind]
        if self.field_name in KNOWN_VALUES:  # a pick of known values: a list comes first
            operators = (
                *(o for o in operators if o in LIST_OPERATORS),
                *(o for o in operators if o not in LIST_OPERATORS),
            )
        for op in operators:
            self.operator.addItem(self.tr(OPERATOR_LABELS[op]), op.value)
        index = self.operator.findData(current)
        self.operator.setCurrentIndex(max(0, index))
        self.operator.blockSignals(False)
        self._build_menu()
        self._on_operator()

    def _on_operator(self) -> None:
        date_editor = self.kind is ValueKind.DATE and self.op not in LIST_OPERATORS
        self.date_value.setVisible(date_editor)
        self.text_value.setVisible(not date_editor)
        self.pick.setVisible(self.field_name in KNOWN_VALUES and not date_editor)
        hints = {
            ValueKind.AMOUNT: self.tr("an amount, e.g. 1,250.00"),
            ValueKind.DATE: self.tr("dates as YYYY-MM-DD"),
            ValueKind.CURRENCY: self.tr("a currency, e.g. EUR"),
            ValueKind.TEXT: self.tr("text"),
        }
        hint = hints[self.kind]
        separated = (
            self.tr("{0}; several separated by semicolons")
            if self.kind is ValueKind.AMOUNT
            else self.tr("{0}, separated by commas")
        )
        self.text_value.setPlaceholderText(
            separated.format(hint) if self.op in LIST_OPERATORS else hint
        )
        self._edited()

    def _build_menu(self) -> None:
        menu = QMenu(self)
        for value in KNOWN_VALUES.get(self.field_name, []):
            action = menu.addAction(value_words(self.field_name, value))
            action.setData(value)  # what the condition holds: the API's value
            action.setCheckable(True)
            action.triggered.connect(lambda _checked=False, v=value: self._pick(v))
        menu.aboutToShow.connect(self._check_picked)
        self.pick.setMenu(menu)

    def _check_picked(self) -> None:
        """Tick the values the field lists now (typed or picked)."""
        menu = self.pick.menu()
        if menu is None:
            return
        picked = {p.strip() for p in self.text_value.text().split(LIST_SEPARATOR)}
        for action in menu.actions():
            action.setChecked(action.data() in picked)

    def _pick(self, value: str) -> None:
        if self.op in LIST_OPERATORS:
            values = [p.strip() for p in self.text_value.text().split(",") if p.strip()]
            values = [v for v in values if v != value] if value in values else [*values, value]
            self.text_value.setText(",".join(values))
        else:
            self.text_value.setText(value)
        self._edited()

    def _edited(self) -> None:
        self.error.clear_message()
        self.changed.emit()


def _scalar_text(active: OrderFilter, value: object) -> str:
    if active.field == "amount" and isinstance(value, int):
        return localized_number(format_amount(value))
    return value.isoformat() if isinstance(value, date) else str(value)


def filter_text(active: OrderFilter) -> str:
    """A condition's value as a person types it: decimals for amounts, dates as dates."""
    values = active.value if isinstance(active.value, tuple) else (active.value,)
    separator = f"{AMOUNT_SEPARATOR} " if active.field == "amount" else LIST_SEPARATOR
    return separator.join(_scalar_text(active, v) for v in values)


def value_words(field_name: str, value: str) -> str:
    """A known value as the rest of Teller says it: a state or an order type in words
    ("Settled", "Bank payout"), the others (directions, currencies) as the API names them."""
    if field_name == "state":
        return state_name(value)
    if field_name == "type":
        return order_type_name(value)
    return value


def chip_text(active: OrderFilter) -> str:
    """``Amount from / at least 125.50`` rather than ``amount gte 12550``; ``State is any of
    Pending, Settled`` rather than ``state in PENDING,SETTLED``."""
    if active.field in ("state", "type"):
        values = active.value if isinstance(active.value, tuple) else (active.value,)
        shown = ", ".join(value_words(active.field, str(v)) for v in values)
    else:
        shown = filter_text(active)
    return f"{field_label(active.field)} {tr(OPERATOR_LABELS[active.operator])} {shown}"
