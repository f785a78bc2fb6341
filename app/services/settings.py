"""What Teller remembers between runs (QSettings): never the api key (see credentials.py)."""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import QByteArray, QSettings

from app.services.environments import EnvironmentKind, Profile

RECENT_USERS_LIMIT = 12
THEME_SYSTEM, THEME_LIGHT, THEME_DARK = "system", "light", "dark"
THEMES = (THEME_SYSTEM, THEME_LIGHT, THEME_DARK)
LANGUAGE_SYSTEM = "system"
LANGUAGES = (LANGUAGE_SYSTEM, "en", "es")


class AppSettings:
    def __init__(self, settings: QSettings | None = None) -> None:
        self._s = settings if settings is not None else QSettings()

    # --- sign-in ---
    @property
    def environment_kind(self) -> EnvironmentKind:
        value = str(self._s.value("signin/environment", EnvironmentKind.SANDBOX.value))
        try:
            return EnvironmentKind(value)
        except ValueError:
            return EnvironmentKind.SANDBOX

    @environment_kind.setter
    def environment_kind(self, kind: EnvironmentKind) -> None:
        self._s.setValue("signin/environment", kind.value)

    @property
    def custom_base_url(self) -> str:
        return str(self._s.value("signin/base_url", "https://"))

    @custom_base_url.setter
    def custom_base_url(self, url: str) -> None:
        self._s.setValue("signin/base_url", url)

    @property
    def custom_api_code(self) -> str:
        return str(self._s.value("signin/api_code", ""))

    @custom_api_code.setter
    def custom_api_code(self, code: str) -> None:
        self._s.setValue("signin/api_code", code)

    @property
    def profile_id(self) -> str:
        """The connection profile chosen at the last sign-in ('' for sandbox or custom)."""
        return str(self._s.value("signin/profile", ""))

    @profile_id.setter
    def profile_id(self, pid: str) -> None:
        self._s.setValue("signin/profile", pid)

    def profiles(self) -> list[Profile]:
        """Named servers (never their api keys: those are in the keyring, per profile)."""
        found = self._json("environments/profiles", [])
        if not isinstance(found, list):
            return []
        profiles = [Profile.from_json(p) for p in found if isinstance(p, dict)]
        return [p for p in profiles if p is not None]

    def save_profiles(self, profiles: list[Profile]) -> None:
        self._set_json("environments/profiles", [p.to_json() for p in profiles])

    @property
    def remember_api_key(self) -> bool:
        return _as_bool(self._s.value("signin/remember_key", False))

    @remember_api_key.setter
    def remember_api_key(self, remember: bool) -> None:
        self._s.setValue("signin/remember_key", remember)

    # --- window ---
    def window_state(self) -> tuple[QByteArray | None, QByteArray | None]:
        geometry = self._s.value("window/geometry")
        state = self._s.value("window/state")
        return (
            geometry if isinstance(geometry, QByteArray) else None,
            state if isinstance(state, QByteArray) else None,
        )

    def save_window_state(self, geometry: QByteArray, state: QByteArray) -> None:
        self._s.setValue("window/geometry", geometry)
        self._s.setValue("window/state", state)

    # --- display ---
    @property
    def times_in_utc(self) -> bool:
        """Times on screen in UTC rather than this machine's local time (exports are UTC)."""
        return _as_bool(self._s.value("display/times_in_utc", False))

    @times_in_utc.setter
    def times_in_utc(self, utc: bool) -> None:
        self._s.setValue("display/times_in_utc", utc)

    @property
    def theme(self) -> str:
        """'system' (follow the desktop), 'light' or 'dark'."""
        value = str(self._s.value("display/theme", THEME_SYSTEM))
        return value if value in THEMES else THEME_SYSTEM

    @theme.setter
    def theme(self, theme: str) -> None:
        self._s.setValue("display/theme", theme if theme in THEMES else THEME_SYSTEM)

    @property
    def language(self) -> str:
        """'system' (the desktop's locale, when Teller speaks it), 'en' or 'es'."""
        value = str(self._s.value("display/language", LANGUAGE_SYSTEM))
        return value if value in LANGUAGES else LANGUAGE_SYSTEM

    @language.setter
    def language(self, language: str) -> None:
        self._s.setValue("display/language", language if language in LANGUAGES else LANGUAGE_SYSTEM)

    @property
    def unmask_sandbox(self) -> bool:
        """Show personal data unmasked in sandbox sessions (made-up data; never on a live server)."""
        return _as_bool(self._s.value("privacy/unmask_sandbox", False))

    @unmask_sandbox.setter
    def unmask_sandbox(self, unmasked: bool) -> None:
        self._s.setValue("privacy/unmask_sandbox", unmasked)

    # --- files ---
    @property
    def export_folder(self) -> str:
        """The folder an export was last saved in ('' before the first)."""
        return str(self._s.value("files/export_folder", ""))

    @export_folder.setter
    def export_folder(self, folder: str) -> None:
        self._s.setValue("files/export_folder", folder)

    # --- per-environment memory ---
    def recent_users(self, env_key: str) -> list[str]:
        return [str(u) for u in self._json(f"recent_users/{_slot(env_key)}", [])]

    def add_recent_user(self, env_key: str, uid: str) -> None:
        users = [u for u in self.recent_users(env_key) if u != uid]
        users.insert(0, uid)
        self._set_json(f"recent_users/{_slot(env_key)}", users[:RECENT_USERS_LIMIT])

    def known_accounts(self, env_key: str, uid: str) -> list[str]:
        table = self._json(f"known_accounts/{_slot(env_key)}", {})
        return [str(a) for a in table.get(uid, [])]

    def add_known_account(self, env_key: str, uid: str, aid: str) -> None:
        key = f"known_accounts/{_slot(env_key)}"
        table = self._json(key, {})
        ids = [a for a in table.get(uid, []) if a != aid]
        ids.append(aid)
        table[uid] = ids
        self._set_json(key, table)

    def directory(self, env_key: str) -> dict[str, Any]:
        """Names of the users and accounts seen in an environment (app/services/directory.py)."""
        found = self._json(f"directory/{_slot(env_key)}", {})
        return found if isinstance(found, dict) else {}

    def save_directory(self, env_key: str, data: dict[str, Any]) -> None:
        self._set_json(f"directory/{_slot(env_key)}", data)

    # --- compliance ---
    def compliance_filter(self) -> tuple[str, str]:
        """The case queue's last filter: (session state, '' for all; search text)."""
        found = self._json("compliance/filter", {})
        if not isinstance(found, dict):
            return "", ""
        return str(found.get("state", "")), str(found.get("search", ""))

    def set_compliance_filter(self, state: str, search: str) -> None:
        self._set_json("compliance/filter", {"state": state, "search": search})

    def recent_cases(self, env_key: str) -> list[str]:
        """Business user ids whose case was opened here, newest first (a live server cannot
        list cases)."""
        found = self._json(f"recent_cases/{_slot(env_key)}", [])
        return [str(u) for u in found] if isinstance(found, list) else []

    def add_recent_case(self, env_key: str, uid: str) -> None:
        cases = [u for u in self.recent_cases(env_key) if u != uid]
        cases.insert(0, uid)
        self._set_json(f"recent_cases/{_slot(env_key)}", cases[:RECENT_USERS_LIMIT])

    def value(self, key: str, default: Any = None) -> Any:
        return self._s.value(key, default)

    def set_value(self, key: str, value: Any) -> None:
        self._s.setValue(key, value)

    def sync(self) -> None:
        self._s.sync()

    @property
    def file_name(self) -> str:
        return self._s.fileName()

    def _json(self, key: str, default: Any) -> Any:
        raw = self._s.value(key)
        if not isinstance(raw, str):
            return default
        try:
            return json.loads(raw)
        except ValueError:
            return default

    def _set_json(self, key: str, value: Any) -> None:
        self._s.setValue(key, json.dumps(value))


def _slot(env_key: str) -> str:
    """QSettings keys may not hold '/' or ':' safely: hex-encode the environment key."""
    return env_key.encode().hex()


def _as_bool(value: Any) -> bool:
    if isinstance(value, str):
        return value.lower() in {"1", "true", "yes"}
    return bool(value)
