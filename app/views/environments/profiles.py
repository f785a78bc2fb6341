"""Connection profiles: named servers (name, base URL, kind, colour, read-only), kept in the
settings; their api keys stay in the keyring, one slot per profile."""

from __future__ import annotations

import dataclasses

from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QCheckBox,
    QColorDialog,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.services.credentials import CredentialStore
from app.services.environments import (
    DEFAULT_COLOURS,
    PROFILE_KINDS,
    EnvironmentKind,
    Profile,
    review_store_problem,
    review_store_secret,
)
from app.services.settings import AppSettings


class ProfilesDialog(QDialog):
    def __init__(
        self,
        settings: AppSettings,
        credentials: CredentialStore | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Environments"))
        self.setMinimumWidth(560)
        self._settings = settings
        self._credentials = credentials
        self.profiles: list[Profile] = settings.profiles()
        self._removed: list[Profile] = []
        self._loading = False

        self.list = QListWidget()
        self.list.setAccessibleName(self.tr("Environments"))
        self.add_button = QPushButton(self.tr("&Add"))
        self.remove_button = QPushButton(self.tr("&Remove"))
        for button in (self.add_button, self.remove_button):
            button.setAutoDefault(False)
        self.add_button.clicked.connect(self.add_profile)
        self.remove_button.clicked.connect(self.remove_profile)

        self.name = QLineEdit()
        self.base_url = QLineEdit()
        self.base_url.setPlaceholderText("https://api.example.com")
        self.kind = QComboBox()
        names = {
            EnvironmentKind.SANDBOX: self.tr("Sandbox (made-up data)"),
            EnvironmentKind.STAGING: self.tr("Staging"),
            EnvironmentKind.PRODUCTION: self.tr("Production (real money)"),
        }
        for kind in PROFILE_KINDS:
            self.kind.addItem(names[kind], kind.value)
        self.colour = QLineEdit()
        self.colour.setPlaceholderText(self.tr("the kind's colour"))
        self.colour.setAccessibleName(self.tr("Colour"))
        self.colour_button = QPushButton(self.tr("C&hoose…"))
        self.colour_button.setAutoDefault(False)
        self.colour_button.clicked.connect(self._choose_colour)
        self.read_only = QCheckBox(self.tr("Rea&d-only: refuse every change until unlocked"))
        self.four_eyes = QCheckBox(
            self.tr("&Four-eyes decisions: approve and reject need a second reviewer")
        )
        self.four_eyes.setToolTip(
            self.tr("On by default for production, off for the sandbox and staging.")
        )
        self.api_code = QLineEdit()
        self.review_store = QLineEdit()
        self.review_store.setPlaceholderText(self.tr("this desk's own file"))
        self.review_store.setAccessibleName(self.tr("Review store"))
        self.review_store.setToolTip(
            self.tr(
                "A team's shared review store: postgresql://user@host/database. Leave it "
                "empty to keep the review on this desk."
            )
        )
        self.review_store_password = QLineEdit()
        self.review_store_password.setEchoMode(QLineEdit.EchoMode.Password)
        self.review_store_password.setAccessibleName(self.tr("Review store password"))
        self.review_store_password.setPlaceholderText(self.tr("kept in the keyring"))
        self._store_passwords: dict[str, str] = {}  # profile id -> typed, saved on Save
        self.error = QLabel()
        self.error.setProperty("role", "fieldError")
        self.error.setWordWrap(True)
        colour_row = QHBoxLayout()
        colour_row.addWidget(self.colour, 1)
        colour_row.addWidget(self.colour_button)
        form = QFormLayout()
        form.addRow(self.tr("&Name"), self.name)
        form.addRow(self.tr("Base &URL"), self.base_url)
        form.addRow(self.tr("&Kind"), self.kind)
        # A row of two widgets has no buddy of its own: the label names the field, so its Alt
        # letter works (it read a literal "C&olour").
        colour_label = QLabel(self.tr("C&olour"))
        colour_label.setBuddy(self.colour)
        form.addRow(colour_label, colour_row)
        form.addRow("", self.read_only)
        form.addRow("", self.four_eyes)
        form.addRow(self.tr("API &code"), self.api_code)
        form.addRow("", QLabel(self.tr("The API key is asked at sign-in and kept in the keyring.")))
        form.addRow(self.tr("Review s&tore"), self.review_store)
        form.addRow(self.tr("Store &password"), self.review_store_password)
        self.form = QWidget()
        self.form.setLayout(form)

        left = QVBoxLayout()
        list_label = QLabel(self.tr("&Environments"))
        list_label.setBuddy(self.list)
        left.addWidget(list_label)
        left.addWidget(self.list, 1)
        row = QHBoxLayout()
        row.addWidget(self.add_button)
        row.addWidget(self.remove_button)
        left.addLayout(row)
        body = QHBoxLayout()
        body.addLayout(left, 1)
        body.addWidget(self.form, 2)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
        )
        # Alt letters on both: without one, Alt+S typed "s" into the field with the focus.
        self.buttons.button(QDialogButtonBox.StandardButton.Save).setText(self.tr("&Save"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("Cance&l"))
        self.buttons.accepted.connect(self.save)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(body, 1)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)

        self.review_store_password.textEdited.connect(self._password_typed)
        for edit in (self.name, self.base_url, self.colour, self.api_code, self.review_store):
            edit.textEdited.connect(self._store)
        self.kind.currentIndexChanged.connect(self._store)
        self.read_only.toggled.connect(self._store)
        self.four_eyes.toggled.connect(self._four_eyes_chosen)
        self.list.currentRowChanged.connect(self._show)
        self._refill()

    # --- list ---
    def _refill(self, select: int = 0) -> None:
        self._loading = True
        self.list.clear()
        for profile in self.profiles:
            self.list.addItem(self._item_text(profile))
        self._loading = False
        if self.profiles:
            self.list.setCurrentRow(min(select, len(self.profiles) - 1))
        self._show(self.list.currentRow())

    def _item_text(self, profile: Profile) -> str:
        word = " · PRODUCTION" if profile.kind is EnvironmentKind.PRODUCTION else ""
        return f"{profile.name}{word}"

    def add_profile(self) -> Profile:
        profile = Profile(self.tr("New server"), "https://", EnvironmentKind.PRODUCTION)
        self.profiles.append(profile)
        self._refill(len(self.profiles) - 1)
        self.name.setFocus()
        self.name.selectAll()
        return profile

    def remove_profile(self) -> None:
        row = self.list.currentRow()
        if 0 <= row < len(self.profiles):
            self._removed.append(self.profiles.pop(row))
            self._refill(row)

    # --- form ---
    def _show(self, row: int) -> None:
        has = 0 <= row < len(self.profiles)
        self.form.setEnabled(has)
        self.remove_button.setEnabled(has)
        if not has:
            return
        profile = self.profiles[row]
        self._loading = True
        self.name.setText(profile.name)
        self.base_url.setText(profile.base_url)
        self.kind.setCurrentIndex(self.kind.findData(profile.kind.value))
        self.colour.setText(profile.colour)
        self.read_only.setChecked(profile.read_only)
        self.api_code.setText(profile.api_code)
        self.four_eyes.setChecked(profile.asks_four_eyes)
        self.review_store.setText(profile.review_store)
        self.review_store_password.setText(self._store_passwords.get(profile.id, ""))
        self._loading = False

    def _store(self) -> None:
        row = self.list.currentRow()
        if self._loading or not 0 <= row < len(self.profiles):
            return
        profile = dataclasses.replace(
            self.profiles[row],
            name=self.name.text().strip(),
            base_url=self.base_url.text().strip(),
            kind=EnvironmentKind(self.kind.currentData()),
            colour=self.colour.text().strip(),
            read_only=self.read_only.isChecked(),
            api_code=self.api_code.text().strip(),
            review_store=self.review_store.text().strip(),
        )
        self.profiles[row] = profile
        if profile.four_eyes is None:  # not chosen: it follows the kind
            self._loading = True
            self.four_eyes.setChecked(profile.asks_four_eyes)
            self._loading = False
        item = self.list.item(row)
        if item is not None:
            item.setText(self._item_text(profile))
        self.error.clear()

    def _password_typed(self, text: str) -> None:
        row = self.list.currentRow()
        if not self._loading and 0 <= row < len(self.profiles):
            self._store_passwords[self.profiles[row].id] = text

    def _four_eyes_chosen(self, on: bool) -> None:
        row = self.list.currentRow()
        if self._loading or not 0 <= row < len(self.profiles):
            return
        self.profiles[row] = dataclasses.replace(self.profiles[row], four_eyes=on)

    def _choose_colour(self) -> None:
        kind = str(self.kind.currentData())
        start = QColor(self.colour.text() or DEFAULT_COLOURS.get(kind, "#c62828"))
        chosen = QColorDialog.getColor(start, self, self.tr("Environment colour"))
        if chosen.isValid():
            self.colour.setText(chosen.name())
            self._store()

    def problem(self) -> str:
        """The first profile that cannot be saved, in a sentence; '' when all can."""
        names: set[str] = set()
        for profile in self.profiles:
            if not profile.name:
                return self.tr("Give every environment a name.")
            if profile.name.lower() in names:
                return self.tr("Two environments are named {0}; names must differ.").format(
                    profile.name
                )
            names.add(profile.name.lower())
            if (
                not profile.base_url.startswith(("https://", "http://"))
                or len(profile.base_url.split("://", 1)[1]) == 0
            ):
                return self.tr("Enter the address of {0}, e.g. https://api.example.com.").format(
                    profile.name
                )
            store = self._store_problem(profile)
            if store:
                return store
            if profile.colour and not QColor(profile.colour).isValid():
                return self.tr("{0}: the colour is not one Teller knows (e.g. #c62828).").format(
                    profile.name
                )
        return ""

    def _store_problem(self, profile: Profile) -> str:
        found = review_store_problem(profile.review_store)
        sentences = {
            "scheme": self.tr(
                "{0}: a review store is a PostgreSQL address starting with postgresql://."
            ),
            "password": self.tr(
                "{0}: leave the password out of the review store's address and type it in "
                "the password field; it is kept in the keyring."
            ),
            "host": self.tr(
                "{0}: the review store's address needs a server (postgresql://user@host/database)."
            ),
            "database": self.tr(
                "{0}: the review store's address needs a database name after the server."
            ),
        }
        return sentences[found].format(profile.name) if found else ""

    def save(self) -> None:
        problem = self.problem()
        if problem:
            self.error.setText(problem)
            return
        self._settings.save_profiles(self.profiles)
        if self._credentials is not None:
            for profile in self.profiles:
                typed = self._store_passwords.get(profile.id)
                if typed:
                    self._credentials.save_secret(review_store_secret(profile.id), typed)
            for gone in self._removed:  # a removed profile's key leaves the keyring with it
                env = gone.environment()
                self._credentials.forget(env.credential_key, gone.api_code)
        self.accept()
