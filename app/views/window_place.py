"""Where a person was in the main window, carried to the window built again in another
language (View > Language builds the window anew: the words of a built window do not change
by themselves).

What is kept: the tab, the open compliance case, what was typed in the payout forms (and the
form on top; a form whose payout was sent stays sent, beside its result), the orders' search
and selected order. What is worked on (the current user and account) is the session's context
and needs no carrying.

Typed values are matched by the attribute a form keeps its field under, never by position or
by the words on screen (those are what changed); a choice in a list by its data (a currency,
a country code), not its translated text.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, TypeVar

from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QLineEdit,
    QPlainTextEdit,
    QWidget,
)

from app.services.context import AccountRef
from app.views.compliance.workspace import ComplianceWorkspace
from app.views.orders.workspace import OrdersWorkspace
from app.views.payouts.form_state import FormState
from app.views.payouts.workspace import PayoutsWorkspace

if TYPE_CHECKING:
    from app.views.workspace_window import WorkspaceWindow

Value = str | bool | tuple[str, Any]
FORMS = ("bank", "crypto", "transfer", "card")
W = TypeVar("W", bound=QWidget)


@dataclass
class FormPlace:
    account: Any = None  # the account answer the values were typed against
    capabilities: Any = None
    values: dict[str, Value] = field(default_factory=dict)
    sent: Any = None  # (order, account ref) of a form whose payout was sent: it stays sent


@dataclass
class WindowPlace:
    tab: int = 0
    case_uid: str | None = None  # the compliance case open (not only listed)
    payout_form: int | None = None  # the payout form on top
    forms: dict[str, FormPlace] = field(default_factory=dict)
    order_search: str | None = None
    order_id: str | None = None  # the selected order
    waiting_shown: bool | None = None  # the "waiting for you" list (None: the window has none)


def _inputs(form: QWidget) -> dict[str, QWidget]:
    """The fields a person types or picks in, by the name the form keeps them under."""
    kinds = (QLineEdit, QPlainTextEdit, QComboBox, QAbstractButton)
    return {
        name: value
        for name, value in vars(form).items()
        if isinstance(value, kinds)
        and not name.startswith("_")
        and (not isinstance(value, QAbstractButton) or value.isCheckable())
        and not (isinstance(value, QLineEdit | QPlainTextEdit) and value.isReadOnly())
    }


def _value(widget: QWidget) -> Value:
    if isinstance(widget, QLineEdit):
        return widget.text()
    if isinstance(widget, QPlainTextEdit):
        return widget.toPlainText()
    if isinstance(widget, QComboBox):
        data = widget.currentData()
        if data is not None and data != "":
            return ("data", data)
        return ("text", widget.currentText()) if widget.isEditable() else ("index", "")
    assert isinstance(widget, QAbstractButton)
    return widget.isChecked()


def form_values(form: QWidget) -> dict[str, Value]:
    return {name: _value(widget) for name, widget in _inputs(form).items()}


def restore_form_values(form: QWidget, values: dict[str, Value]) -> None:
    """Choices first (a person/business switch shows other rows, an account's currency is
    chosen for it), then what was typed, each announced as typed so the form checks it."""
    inputs = _inputs(form)
    ordered = sorted(values.items(), key=lambda item: isinstance(inputs.get(item[0]), QLineEdit))
    for name, value in ordered:
        widget = inputs.get(name)
        if isinstance(widget, QAbstractButton) and isinstance(value, bool):
            if widget.isChecked() != value:
                widget.setChecked(value)
        elif isinstance(widget, QComboBox) and isinstance(value, tuple):
            how, what = value
            if how == "data":
                index = widget.findData(what)
                if index >= 0:
                    widget.setCurrentIndex(index)
            elif how == "text" and widget.isEditable():
                widget.setEditText(str(what))
        elif isinstance(widget, QLineEdit) and isinstance(value, str):
            if widget.text() != value:
                widget.setText(value)
                widget.textEdited.emit(value)
        elif isinstance(widget, QPlainTextEdit) and isinstance(value, str):
            widget.setPlainText(value)


def _built(window: WorkspaceWindow, kind: type[W]) -> W | None:
    """The window's workspace of this kind if it was made (asking would make it)."""
    return next((p for p in window.tabs.built_pages() if isinstance(p, kind)), None)


def place_of(window: WorkspaceWindow) -> WindowPlace:
    place = WindowPlace(tab=window.tabs.currentIndex())
    panel = _waiting_panel(window)
    if panel is not None:  # open by itself at sign-in, it stays open in the new language too
        place.waiting_shown = panel.isVisible()
    compliance = _built(window, ComplianceWorkspace)
    if compliance is not None and compliance.pages.currentWidget() is compliance.case:
        place.case_uid = compliance.case.uid
    payouts = _built(window, PayoutsWorkspace)
    if payouts is not None:
        place.payout_form = payouts.forms.currentIndex()
        for name in FORMS:
            form = getattr(payouts, name)
            account = getattr(form, "account", None)
            place.forms[name] = FormPlace(
                account, getattr(form, "capabilities", None), form_values(form), _sent(form)
            )
    orders = _built(window, OrdersWorkspace)
    if orders is not None:
        place.order_search = orders.search.text()
        selected = orders.selected_order()
        place.order_id = selected.id if selected is not None else None
    return place


def _sent(form: QWidget) -> tuple[Any, Any] | None:
    """The order and account of a form showing its sent payout, else None."""
    result = getattr(form, "result", None)
    if getattr(form, "state", None) != FormState.DONE or result is None:
        return None
    if result.order is None or result.ref is None:
        return None
    return result.order, result.ref


def restore_place(window: WorkspaceWindow, place: WindowPlace) -> None:
    """Put the person back where ``place`` says, in a window just built for the same session."""
    if place.forms:
        _restore_payouts(window.payouts, place, window.session.context.account)
    if place.order_search is not None or place.order_id is not None:
        _restore_orders(window.orders, place)
    if place.case_uid is not None:
        window.compliance.open_case(place.case_uid)
    window.tabs.setCurrentIndex(place.tab)
    panel = _waiting_panel(window)
    if panel is not None and place.waiting_shown is not None:
        panel.setVisible(place.waiting_shown)


def _waiting_panel(window: WorkspaceWindow) -> QWidget | None:
    """The waiting list's dock, if the window installed one (read by name: the list's module
    imports this window's type, so typing it here would close an import circle)."""
    waiting = getattr(window, "waiting", None)
    panel = getattr(waiting, "panel", None)
    return panel if isinstance(panel, QWidget) else None


def _restore_payouts(payouts: PayoutsWorkspace, place: WindowPlace, ref: AccountRef | None) -> None:
    """Each form first gets the account answer its values were typed against (the same
    current account: the workspace's own answer for it then only updates the figures), so
    choosing the account's currency on arrival does not undo a choice carried over."""
    for name, saved in place.forms.items():
        form = getattr(payouts, name)
        account = saved.account
        if account is not None and ref is not None and account.id == ref.aid:
            if name == "transfer":
                form.set_account(account)
            else:
                form.set_account(account, saved.capabilities)
        restore_form_values(form, saved.values)
        if saved.sent is not None:  # never the same values open to send again
            form.keep_sent(*saved.sent)
    if place.payout_form is not None:
        payouts.forms.setCurrentIndex(place.payout_form)


def _restore_orders(orders: OrdersWorkspace, place: WindowPlace) -> None:
    if place.order_search:
        orders.search.setText(place.order_search)
    wanted = place.order_id
    if wanted is None:
        return
    model = orders.model

    def loaded(loading: bool) -> None:
        """Selected again once the first page it is on is in (one look: not searched for)."""
        if loading:
            return
        model.loading_changed.disconnect(loaded)
        row = model.row_of(wanted)
        if row is not None:
            orders.table.selectRow(row)

    model.loading_changed.connect(loaded)
