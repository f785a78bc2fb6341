"""The sentence under a sign-in field takes the field's width and all the lines it needs (it
kept a label's narrow size hint: "The API code or API key is wrong." wrapped in two lines in a
box one line high, cut in half; seen under Xvfb)."""

from __future__ import annotations

from app.services.credentials import CredentialStore
from app.services.environments import EnvironmentKind
from app.views.sign_in.dialog import SignInDialog


def test_a_field_error_is_as_wide_as_its_field_and_not_cut(
    qtbot, qloop, settings, sandbox_child
) -> None:  # type: ignore[no-untyped-def]
    settings.environment_kind = EnvironmentKind.CUSTOM
    dialog = SignInDialog(settings, CredentialStore(), sandbox_child)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    for field, error in (
        (dialog.api_key, dialog.api_key_error),
        (dialog.base_url, dialog.base_url_error),
    ):
        error.show_message("The API code or API key is wrong.")
        qtbot.waitUntil(lambda error=error, field=field: error.width() == field.width())
        assert error.height() >= error.heightForWidth(error.width())
        assert (
            error.geometry().bottom()
            < dialog.sign_in_button.mapTo(dialog, dialog.sign_in_button.rect().topLeft()).y()
        )
