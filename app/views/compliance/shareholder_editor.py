"""Add or correct a shareholder: name, surname, email and the kyc payload, as a form for the
common members beside a JSON editor of the whole payload (the two kept in step).

Everything is checked against the request models (ShareholderCreateRequest for a new one,
ShareholderUpdateRequest for a correction) before sending, with each error at its field; a
payload error no form field holds is shown under the JSON editor with its path. The request
goes through the action door.
"""

from __future__ import annotations

import copy
import json
from enum import StrEnum
from typing import Any

from pydantic import ValidationError
from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.models.onboarding import Shareholder, ShareholderCreateRequest, ShareholderUpdateRequest
from app.models.validation import FieldIssue, field_issues
from app.services.session import Session
from app.views.compliance.case_source import ShareholderFile
from app.views.compliance.kyc_form import KycForm
from app.views.task_runner import RunnerFactory
from app.views.widgets.dialog_focus import make_primary
from app.views.widgets.error_banner import ErrorBanner
from app.views.widgets.field_map import FieldMap
from app.views.widgets.screen_fit import fit_to_screen

KYC_PATH = "kyc"


class FormState(StrEnum):
    EDITING = "editing"
    INVALID = "invalid"
    SUBMITTING = "submitting"
    DONE = "done"
    FAILED = "failed"


class ShareholderEditor(QDialog):
    saved = Signal(object)  # Shareholder

    def __init__(
        self,
        session: Session,
        uid: str,
        runner_factory: RunnerFactory,
        shareholder: ShareholderFile | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._session = session
        self.uid = uid
        self.shareholder = shareholder
        self.state = FormState.EDITING
        self._kyc_known = shareholder is None or shareholder.kyc is not None
        self._kyc_touched = False
        self.setWindowTitle(
            self.tr("Add a shareholder")
            if shareholder is None
            else self.tr("Correct {0}").format(shareholder.display_name)
        )
        fit_to_screen(self, 860, 620)
        self.banner = ErrorBanner()
        self.runner = runner_factory(self, self.banner)
        self.fields = FieldMap(self)

        self.name = QLineEdit()
        self.surname = QLineEdit()
        self.email = QLineEdit()
        self.email.setPlaceholderText(self.tr("name@example.com"))
        person = QGroupBox(self.tr("Person"))
        person_form = QFormLayout(person)
        for label, widget, path in (
            (self.tr("Name"), self.name, "name"),
            (self.tr("Surname"), self.surname, "surname"),
            (self.tr("Email"), self.email, "email"),
        ):
            widget.setAccessibleName(label)
            holder = QWidget()
            column = QVBoxLayout(holder)
            column.setContentsMargins(0, 0, 0, 0)
            column.setSpacing(2)
            column.addWidget(widget)
            column.addWidget(self.fields.add(path, widget))
            person_form.addRow(label, holder)

        self.kyc_form = KycForm()
        self.kyc_form.add_rows(lambda path, widget: self.fields.add(path, widget))
        common = QGroupBox(self.tr("KYC: the common members"))
        QVBoxLayout(common).addWidget(self.kyc_form)

        self.json = QPlainTextEdit()
        self.json.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.json.setAccessibleName(self.tr("kyc.data as JSON"))
        self.json.setTabChangesFocus(True)
        self.json_error = self.fields.add(KYC_PATH, self.json, "kyc.data")
        self.json_note = QLabel()
        self.json_note.setWordWrap(True)
        self.json_note.setProperty("role", "subtle")
        whole = QGroupBox(self.tr("KYC: kyc.data as JSON"))
        whole_layout = QVBoxLayout(whole)
        whole_layout.addWidget(self.json_note)
        whole_layout.addWidget(self.json, 1)
        whole_layout.addWidget(self.json_error)

        self.save_button = QPushButton(
            self.tr("Add shareholder") if shareholder is None else self.tr("Save correction")
        )
        self.cancel_button = QPushButton(self.tr("Cancel"))
        buttons = QDialogButtonBox()
        buttons.addButton(self.save_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.cancel_button, QDialogButtonBox.ButtonRole.RejectRole)
        make_primary(self.save_button, self.cancel_button)

        left = QVBoxLayout()
        left.addWidget(person)
        left.addWidget(common)
        left.addStretch(1)
        columns = QHBoxLayout()
        columns.addLayout(left, 1)
        columns.addWidget(whole, 1)
        bottom = QHBoxLayout()
        bottom.addWidget(self.banner, 1)  # floats beside the buttons, never over a field
        bottom.addWidget(buttons)
        layout = QVBoxLayout(self)
        layout.addLayout(columns, 1)
        layout.addLayout(bottom)

        self._fill(shareholder)
        self.kyc_form.edited.connect(self._form_edited)
        self.json.textChanged.connect(self._json_edited)
        for widget in (self.name, self.surname, self.email):
            widget.textEdited.connect(lambda _t: self._check_touched())
        self.save_button.clicked.connect(self.submit)
        self.cancel_button.clicked.connect(self.reject)

    def _fill(self, shareholder: ShareholderFile | None) -> None:
        data: dict[str, Any] = {}
        if shareholder is not None:
            self.name.setText(shareholder.name or "")
            self.surname.setText(shareholder.surname or "")
            self.email.setText(shareholder.email or "")
            kyc = shareholder.kyc or {}
            found = kyc.get("data", {}) if isinstance(kyc, dict) else {}
            data = copy.deepcopy(found) if isinstance(found, dict) else {}
        if not self._kyc_known:
            self.json_note.setText(
                self.tr(
                    "The server does not return the kyc payload: leave it empty to keep the "
                    "one it holds; what you enter replaces it."
                )
            )
        else:
            self.json_note.setText(
                self.tr("The form and this JSON are the same payload: edit either.")
            )
        self._set_json(data)
        self.kyc_form.fill_from(data)

    # --- keeping the form and the JSON in step ---
    def _set_json(self, data: dict[str, Any]) -> None:
        self.json.blockSignals(True)
        self.json.setPlainText(json.dumps(data, indent=2, ensure_ascii=False))
        self.json.blockSignals(False)

    def payload(self) -> tuple[dict[str, Any] | None, str]:
        """kyc.data as the JSON editor holds it, or None and why it cannot be read."""
        text = self.json.toPlainText().strip() or "{}"
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            return None, self.tr("This is not valid JSON (line {0}, column {1}: {2}).").format(
                exc.lineno, exc.colno, exc.msg
            )
        if not isinstance(data, dict):
            return None, self.tr("kyc.data must be a JSON object ({ … }).")
        return data, ""

    def _form_edited(self) -> None:
        data, problem = self.payload()
        if data is None:
            self.json_error.show_message(problem + " " + self.tr("Fix it before using the form."))
            return
        self._kyc_touched = True
        self.kyc_form.apply_to(data)
        self._set_json(data)
        self._check_touched()

    def _json_edited(self) -> None:
        self._kyc_touched = True
        data, _problem = self.payload()
        if data is not None:
            self.kyc_form.fill_from(data)
        self._check_touched()

    # --- checking ---
    def body(self) -> dict[str, Any]:
        body: dict[str, Any] = {
            "name": self.name.text().strip(),
            "surname": self.surname.text().strip(),
            "email": self.email.text().strip(),
        }
        if self.shareholder is not None:  # a correction sends what is given, nothing empty
            body = {k: v for k, v in body.items() if v}
        data, _problem = self.payload()
        if self._kyc_known or self._kyc_touched:
            body["kyc"] = {"data": data if data is not None else {}}
        return body

    def issues(self) -> list[FieldIssue]:
        data, problem = self.payload()
        if data is None:
            return [FieldIssue(KYC_PATH, problem)]
        model = ShareholderCreateRequest if self.shareholder is None else ShareholderUpdateRequest
        try:
            model.model_validate(self.body())
        except ValidationError as exc:
            return field_issues(exc)
        return []

    def show_issues(self, issues: list[FieldIssue]) -> bool:
        """Mark each field; payload errors no form field holds go under the JSON editor."""
        unplaced = self.fields.show(issues)
        payload = [i for i in unplaced if i.field.startswith("kyc")]
        if payload and (self.fields.show_all or KYC_PATH in self.fields.touched):
            lines = [
                f"{i.field}: {i.message}" if i.field != KYC_PATH else i.message for i in payload
            ]
            self.json_error.show_message("\n".join(lines))
        return len(unplaced) == len(payload)

    def _check_touched(self) -> None:
        if self.state in (FormState.INVALID, FormState.FAILED) or self.fields.touched:
            issues = self.issues()
            self.show_issues(issues)
            if self.state is FormState.INVALID and not issues:
                self.state = FormState.EDITING

    # --- sending ---
    def submit(self) -> None:
        if self.state is FormState.SUBMITTING:
            return
        self.fields.show_all = True
        issues = self.issues()
        if issues:
            self.state = FormState.INVALID
            self.show_issues(issues)
            self.banner.show_error(
                self.tr("Some fields need attention; see the messages beside them.")
            )
            first = self.fields.first_invalid(issues) or self.json
            first.setFocus(Qt.FocusReason.OtherFocusReason)
            return
        self.show_issues([])
        self.banner.clear()
        self.state = FormState.SUBMITTING
        actions, uid, body = self._session.actions, self.uid, self.body()
        shareholder = self.shareholder

        async def send() -> Shareholder:
            if shareholder is None:
                return await actions.create_shareholder(uid, body)
            return await actions.update_shareholder(uid, shareholder.id, body)

        def fields(issues: Any) -> bool:
            self.state = FormState.INVALID
            return self.show_issues(list(issues))

        self.runner.run(
            send,
            controls=[self.save_button],
            on_success=self._done,
            on_fields=fields,
            on_failure=self._failed,
        )

    def _done(self, shareholder: Shareholder) -> None:
        self.state = FormState.DONE
        self.saved.emit(shareholder)
        self.accept()

    def _failed(self, _exc: BaseException) -> None:
        if self.state is FormState.SUBMITTING:
            self.state = FormState.FAILED
