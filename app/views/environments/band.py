"""How loudly the window says where it is: a band naming a production environment in words
(never colour alone), and a frame in its colour around the workspaces."""

from __future__ import annotations

from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from app.services.environments import Environment


def _text_colour(background: str) -> str:
    """White on dark colours, black on light ones, so the words stay readable."""
    value = background.lstrip("#")
    if len(value) != 6:
        return "white"
    try:
        r, g, b = (int(value[i : i + 2], 16) for i in (0, 2, 4))
    except ValueError:
        return "white"
    return "black" if (0.299 * r + 0.587 * g + 0.114 * b) > 160 else "white"


def badge_style(environment: Environment) -> str:
    colour = environment.badge_colour
    return (
        f"QLabel {{ background: {colour}; color: {_text_colour(colour)}; border-radius: 4px;"
        " padding: 1px 8px; font-weight: 700; }"
    )


class ProductionFrame(QFrame):
    """The workspaces inside a frame in the environment's colour, under a band that says
    PRODUCTION and the environment's name."""

    def __init__(self, environment: Environment, content: QWidget) -> None:
        super().__init__()
        colour = environment.badge_colour
        self.setObjectName("ProductionFrame")
        self.setStyleSheet(f"QFrame#ProductionFrame {{ border: 4px solid {colour}; }}")
        self.band = QLabel(
            self.tr("PRODUCTION — {0} — actions here change real data and move real money").format(
                environment.badge
            )
        )
        self.band.setObjectName("ProductionBand")
        self.band.setStyleSheet(
            f"QLabel {{ background: {colour}; color: {_text_colour(colour)};"
            " font-weight: 700; padding: 3px 8px; }"
        )
        self.band.setAccessibleName(self.band.text())
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 0, 4, 4)
        layout.setSpacing(0)
        top = QHBoxLayout()
        top.addWidget(self.band, 1)
        layout.addLayout(top)
        layout.addWidget(content, 1)
