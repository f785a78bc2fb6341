"""Base URL rules: https, except for this machine (loopback), and well-formed before any request."""

from __future__ import annotations

import ipaddress
import re
from urllib.parse import urlsplit

import httpx

from app.api.errors import InvalidBaseUrl

# A DNS name: no spaces or URL punctuation (internationalised names pass as typed).
_NAME = re.compile(r"^[^\s/\\@:?#\[\]<>\"'`{}|^%]+$")


def is_loopback(host: str) -> bool:
    if host.lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def _is_ip(host: str) -> bool:
    try:
        ipaddress.ip_address(host)
    except ValueError:
        return False
    return True


def check_base_url(url: str) -> str:
    """The normalized base URL (no trailing slash), or InvalidBaseUrl with a sentence."""
    text = url.strip()
    try:
        parts = urlsplit(text)
        host = parts.hostname
        parts.port  # noqa: B018 - raises on a malformed port
    except ValueError:
        raise InvalidBaseUrl(f"“{text}” is not a valid address.") from None
    if parts.scheme not in ("http", "https") or not host:
        raise InvalidBaseUrl("Enter the full address, e.g. https://api.example.com.")
    if "@" in parts.netloc:
        raise InvalidBaseUrl(
            "Leave the user name and password out of the address; sign in with the API code "
            "and key instead."
        )
    if not _is_ip(host) and (not _NAME.match(host) or ".." in host or host[0] in ".-"):
        raise InvalidBaseUrl(f"“{host}” is not a valid server name.")
    if parts.query or parts.fragment:
        raise InvalidBaseUrl("The address may not contain ? or #.")
    if parts.scheme == "http" and not is_loopback(host):
        raise InvalidBaseUrl(
            "Use https:// for a server on the network; plain http is only allowed for this machine."
        )
    normalized = text.rstrip("/")
    try:
        httpx.URL(normalized).host  # noqa: B018 - the URL parser the requests will use
    except (httpx.InvalidURL, UnicodeError, ValueError):
        raise InvalidBaseUrl(f"“{text}” is not a valid address.") from None
    return normalized
