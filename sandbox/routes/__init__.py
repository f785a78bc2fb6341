"""One module per spec section; the list below is what the app mounts."""

from __future__ import annotations

from fastapi import APIRouter

from sandbox.routes import auth

ROUTERS: list[APIRouter] = [auth.router]
