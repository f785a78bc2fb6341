"""The bank payout form: PERSON and BUSINESS recipients with the spec's rules at each field.

Switching the recipient type swaps the fields shown (name, surname and relation for a
person; the company name for a business) and the document types offered (TAX_ID only for a
business). The ABA routing code appears, and is required, for US-territory banks and WIRE.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from app.models.accounts import Account
from app.models.money import CRYPTO_CURRENCIES, Currency
from app.models.orders import OrderSummary
from app.models.payout_limits import BANK_PAYOUT, payout_problem
from app.models.payouts import (
    BankPayoutRequest,
    BeneficiaryType,
    RoutingData,
    aba_required,
    document_types_for,
)
from app.models.reference import UserRelationList
from app.services.context import AccountRef
from app.services.session import Session
from app.views.language import ui_language
from app.views.payouts.bank_confirmation import confirmation_rows
from app.views.payouts.bank_routing import ROUTING_HINTS, routing_for
from app.views.payouts.form_base import PayoutFormBase, with_error
from app.views.payouts.payout_result import FOLLOW_INTERVAL_MS
from app.views.task_runner import Binding, RunnerFactory
from app.views.widgets.buddies import name_wrapped_fields
from app.views.widgets.country_picker import CountryPicker
from app.views.widgets.scrolling import scrolling
from app.views.widgets.terms import document_type_name

FIAT_CURRENCIES = tuple(c.value for c in Currency if c not in CRYPTO_CURRENCIES)


def _text(line: QLineEdit) -> str | None:
    value = line.text().strip()
    return value or None


class BankPayoutForm(PayoutFormBase):
    request_model = BankPayoutRequest
    kind = "bank payout"
    order_type = "BANK_PAY_OUT"

    def __init__(
        self,
        session: Session,
        runner_factory: RunnerFactory,
        parent: QWidget | None = None,
        follow_interval_ms: int = FOLLOW_INTERVAL_MS,
    ) -> None:
        super().__init__(session, runner_factory, parent, follow_interval_ms)
        for code in FIAT_CURRENCIES:
            self.received_currency.addItem(code, code)
        self.person = QRadioButton(self.tr("Person"))
        self.business = QRadioButton(self.tr("Business"))
        self.person.setChecked(True)
        types = QButtonGroup(self)
        types.addButton(self.person)
        types.addButton(self.business)
        self.name = QLineEdit()
        self.surname = QLineEdit()
        self.relation = QComboBox()
        self.relation.addItem(self.tr("Loading the catalogue…"), "")
        self.company_name = QLineEdit()
        self.document_type = QComboBox()
        self.document_number = QLineEdit()
        self.routing = QComboBox()
        for routing in RoutingData:
            self.routing.addItem(routing.value, routing.value)
        self.routing_hint = QLabel()
        self.routing_hint.setProperty("role", "subtle")
        self.routing_hint.setWordWrap(True)
        self.account_number = QLineEdit()
        self.account_number.setPlaceholderText(self.tr("IBAN or account number"))
        self.bank_country = CountryPicker()
        self.aba = QLineEdit()
        self.aba.setPlaceholderText(self.tr("9 digits"))
        self.aba.setMaxLength(9)
        self.swift = QLineEdit()
        self.swift.setPlaceholderText(self.tr("e.g. DEUTDEFF"))
        self.institution_number = QLineEdit()
        self.transit_number = QLineEdit()
        self.phone = QLineEdit()
        self.phone.setPlaceholderText("+49 30 1234567")
        self.line1 = QLineEdit()
        self.city = QLineEdit()
        self.postal_code = QLineEdit()
        self.province = QLineEdit()
        self.address_country = CountryPicker()
        self.description = QLineEdit()
        self.description.setPlaceholderText(self.tr("At least 3 characters, e.g. Rent for May"))
        self.own_reference = QLineEdit()
        self._build()
        self._connect()
        self._on_type()
        self._on_routing()
        self.load_relations()

    def _build(self) -> None:
        f = self.fields
        amounts = QGroupBox(self.tr("Amount"))
        amount_form = QFormLayout(amounts)
        self.amount_rows(amount_form)

        recipient = QGroupBox(self.tr("Recipient"))
        self.recipient_form = form = QFormLayout(recipient)
        kinds = QHBoxLayout()
        kinds.addWidget(self.person)
        kinds.addWidget(self.business)
        kinds.addStretch(1)
        form.addRow(self.tr("Type"), kinds)
        self._person_rows = [
            (self.tr("First name"), with_error(self.name, f, "recipient.name")),
            (self.tr("Surname"), with_error(self.surname, f, "recipient.surname")),
            (self.tr("Relation"), with_error(self.relation, f, "recipient.relation")),
        ]
        self._business_rows = [
            (self.tr("Company name"), with_error(self.company_name, f, "recipient.companyName")),
        ]
        for label, box in self._person_rows + self._business_rows:
            form.addRow(label, box)
        form.addRow(
            self.tr("Document type"),
            with_error(self.document_type, f, "recipient.document.documentType"),
        )
        form.addRow(
            self.tr("Document number"),
            with_error(self.document_number, f, "recipient.document.number"),
        )
        form.addRow(self.tr("Phone"), with_error(self.phone, f, "recipient.contact.phone"))

        bank = QGroupBox(self.tr("Bank"))
        self.bank_form = bank_form = QFormLayout(bank)
        routing = QWidget()
        routing_line = QVBoxLayout(routing)
        routing_line.setContentsMargins(0, 0, 0, 0)
        routing_line.addWidget(self.routing)
        routing_line.addWidget(self.routing_hint)
        routing.setFocusProxy(self.routing)
        bank_form.addRow(self.tr("Routing"), with_error(routing, f, "recipient.routingData"))
        bank_form.addRow(
            self.tr("Account number"),
            with_error(self.account_number, f, "recipient.accountNumber"),
        )
        bank_form.addRow(
            self.tr("Bank country"), with_error(self.bank_country, f, "recipient.bankCountry")
        )
        self._aba_box = with_error(self.aba, f, "recipient.abaRoutingCode")
        bank_form.addRow(self.tr("ABA routing code"), self._aba_box)
        bank_form.addRow(self.tr("SWIFT/BIC"), with_error(self.swift, f, "recipient.swift"))
        bank_form.addRow(
            self.tr("Institution number"),
            with_error(self.institution_number, f, "recipient.institutionNumber"),
        )
        bank_form.addRow(
            self.tr("Transit number"),
            with_error(self.transit_number, f, "recipient.transitNumber"),
        )

        address = QGroupBox(self.tr("Recipient's address"))
        address_form = QFormLayout(address)
        address_form.addRow(self.tr("Street"), with_error(self.line1, f, "recipient.address.line1"))
        address_form.addRow(self.tr("City"), with_error(self.city, f, "recipient.address.city"))
        address_form.addRow(
            self.tr("Postal code"), with_error(self.postal_code, f, "recipient.address.postalCode")
        )
        address_form.addRow(
            self.tr("Province"), with_error(self.province, f, "recipient.address.province")
        )
        address_form.addRow(
            self.tr("Country"), with_error(self.address_country, f, "recipient.address.country")
        )

        details = QGroupBox(self.tr("Details"))
        details_form = QFormLayout(details)
        details_form.addRow(self.tr("Description"), with_error(self.description, f, "description"))
        details_form.addRow(
            self.tr("Own reference"), with_error(self.own_reference, f, "ownReference")
        )

        columns = QHBoxLayout()
        left = QVBoxLayout()
        left.addWidget(amounts)
        left.addWidget(recipient)
        left.addWidget(details)
        left.addStretch(1)
        right = QVBoxLayout()
        right.addWidget(bank)
        right.addWidget(address)
        right.addStretch(1)
        columns.addLayout(left, 1)
        columns.addLayout(right, 1)
        body = QWidget()
        body_layout = QVBoxLayout(body)
        body_layout.addLayout(columns)
        body_layout.addWidget(self.result)
        scroll = scrolling(body, framed=True)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(scroll, 1)
        outer.addLayout(self.buttons_row(self.banner))
        name_wrapped_fields(self)

    def _connect(self) -> None:
        self.person.toggled.connect(self._on_type)
        self.routing.currentIndexChanged.connect(self._on_routing)
        self.bank_country.currentTextChanged.connect(self._on_routing)
        for line in (
            self.name,
            self.surname,
            self.company_name,
            self.document_number,
            self.account_number,
            self.aba,
            self.swift,
            self.institution_number,
            self.transit_number,
            self.phone,
            self.line1,
            self.city,
            self.postal_code,
            self.province,
            self.description,
            self.own_reference,
        ):
            line.textEdited.connect(self.changed)
        for combo in (self.relation, self.document_type, self.routing):
            combo.currentIndexChanged.connect(self.changed)
        for picker in (self.bank_country, self.address_country):
            picker.currentTextChanged.connect(self.changed)

    def recipient_name(self) -> str:
        if self.business.isChecked():
            return self.company_name.text().strip()
        return f"{self.name.text().strip()} {self.surname.text().strip()}"

    def money_problem(self) -> str | None:
        """Debiting exactly: the balance and the feature's limits. The fee is not known before
        sending (the API simulates no bank payout), so the debit is the least it needs."""
        debited, _ = self.debited_and_received()
        if self.account is None or debited is None:
            return None
        return payout_problem(
            self.account, self.capabilities, BANK_PAYOUT, debited, "bank payout", fee_known=False
        )

    # --- reactions ---
    def account_changed(self, account: Account) -> None:
        index = self.received_currency.findData(account.currency)
        if index >= 0:
            self.received_currency.setCurrentIndex(index)
        # The routing that fits its currency (a person's pick for the previous account stays
        # through refreshes and new payouts of that account, not into another's).
        routing = routing_for(account.currency)
        self.routing.setCurrentIndex(self.routing.findData(routing.value))

    def _set_rows_visible(self, rows: list[tuple[str, QWidget]], visible: bool) -> None:
        for _label, box in rows:
            self.recipient_form.setRowVisible(box, visible)

    def _on_type(self, *_args: object) -> None:
        person = self.person.isChecked()
        self._set_rows_visible(self._person_rows, person)
        self._set_rows_visible(self._business_rows, not person)
        kind = BeneficiaryType.PERSON if person else BeneficiaryType.BUSINESS
        current = self.document_type.currentData()
        self.document_type.blockSignals(True)
        self.document_type.clear()
        for doc_type in document_types_for(kind):
            self.document_type.addItem(document_type_name(doc_type), doc_type)
        index = self.document_type.findData(current)
        self.document_type.setCurrentIndex(max(index, 0))
        self.document_type.blockSignals(False)
        self.changed()

    def _on_routing(self, *_args: object) -> None:
        routing = self.routing.currentData()
        self.routing_hint.setText(self.tr(ROUTING_HINTS[RoutingData(routing)]))
        self.bank_form.setRowVisible(self._aba_box, self.aba_needed())

    def aba_needed(self) -> bool:
        return aba_required(self.bank_country.code() or None, self.routing.currentData())

    def clear_form(self) -> None:
        """Also forget the last recipient's relation and document type: a new recipient's are
        chosen afresh, never carried over unseen (routing and amount mode stay, as a run of
        similar payouts shares them)."""
        self.relation.setCurrentIndex(0)
        self.document_type.setCurrentIndex(0)
        super().clear_form()

    def load_relations(self) -> None:
        """The catalogue in the UI's language."""
        language = ui_language()
        client = self._session.client

        async def load() -> UserRelationList:
            return await client.list_user_relations(language)

        def show(catalogue: UserRelationList) -> None:
            current = self.relation.currentData()
            self.relation.clear()
            self.relation.addItem(self.tr("Choose…"), "")
            for relation in catalogue.relations:
                self.relation.addItem(relation.name, relation.slug)
            self.relation.setCurrentIndex(max(self.relation.findData(current), 0))

        self.runner.run(load, on_success=show, binding=Binding.FREE)  # not the account's

    # --- the request ---
    def body(self) -> dict[str, Any]:
        person = self.person.isChecked()
        recipient: dict[str, Any] = {
            "beneficiaryType": "PERSON" if person else "BUSINESS",
            "routingData": self.routing.currentData(),
            "accountNumber": self.account_number.text().strip().replace(" ", ""),
            "bankCountry": self.bank_country.code(),
            "address": {
                "line1": self.line1.text().strip(),
                "city": self.city.text().strip(),
                "postalCode": self.postal_code.text().strip(),
                "province": self.province.text().strip(),
                "country": self.address_country.code(),
            },
            "document": {
                "documentType": self.document_type.currentData() or "",
                "number": self.document_number.text().strip(),
            },
        }
        if person:
            recipient |= {
                "name": _text(self.name),
                "surname": _text(self.surname),
                "relation": self.relation.currentData() or None,
            }
        else:
            recipient["companyName"] = _text(self.company_name)
        optional = {
            "abaRoutingCode": _text(self.aba) if self.aba_needed() else None,
            "swift": (_text(self.swift) or "").replace(" ", "").upper() or None,
            "institutionNumber": _text(self.institution_number),
            "transitNumber": _text(self.transit_number),
        }
        recipient |= {k: v for k, v in optional.items() if v is not None}
        if _text(self.phone):
            recipient["contact"] = {"phone": _text(self.phone)}
        body: dict[str, Any] = {"amounts": self.amounts_body(), "recipient": recipient}
        if self.description.text().strip():
            body["description"] = self.description.text().strip()
        if _text(self.own_reference):
            body["ownReference"] = _text(self.own_reference)
        return body

    def path(self, ref: AccountRef) -> str:
        return f"/api/v1/account/users/{ref.uid}/accounts/{ref.aid}/bank-payouts"

    async def send_request(self, ref: AccountRef, request: Any, key: str) -> OrderSummary:
        return await self._session.actions.create_bank_payout(ref, request, key)

    def confirm_title(self) -> str:
        return self.tr("Send this bank payout?")

    def confirmation_rows(self) -> list[tuple[str, str]]:
        request = BankPayoutRequest.model_validate(self.body())
        return confirmation_rows(request, self.relation.currentText())
