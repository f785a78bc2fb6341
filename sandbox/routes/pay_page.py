"""The hosted card payment page a card pay-in's paymentUrl points at (for a browser)."""

from __future__ import annotations

import html
import json
from typing import Annotated, Any

from fastapi import APIRouter, Form
from fastapi.responses import HTMLResponse, RedirectResponse, Response
from sqlalchemy import select

from app.models.money import format_money
from app.models.orders import OrderState
from sandbox.context import Ctx
from sandbox.db.tables import orders
from sandbox.domain.lifecycle import transition

router = APIRouter(tags=["Sandbox hosted payment page"], include_in_schema=False)

SUCCESS_CARD = "4242424242424242"
DECLINE_CARD = "4000000000000002"

STYLE = """
body{font-family:system-ui,sans-serif;background:#f3f5f9;margin:0;padding:40px;color:#1d2433}
main{max-width:420px;margin:auto;background:#fff;border-radius:12px;padding:28px;
box-shadow:0 4px 20px rgba(0,0,0,.08)}
h1{font-size:20px;margin:0 0 4px}.amount{font-size:30px;font-weight:700;margin:12px 0}
label{display:block;font-size:13px;margin-top:12px;color:#4a5568}
input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #cbd2e0;border-radius:6px;font-size:15px}
.row{display:flex;gap:12px}.row>div{flex:1}
button{margin-top:20px;width:100%;padding:12px;border:0;border-radius:6px;background:#2f6fdf;color:#fff;
font-size:16px;cursor:pointer}.error{background:#fdecea;color:#b3261e;padding:10px;border-radius:6px}
.hint{font-size:12px;color:#6b7385;margin-top:16px}.badge{background:#b8581a;color:#fff;font-size:11px;
padding:2px 6px;border-radius:4px;font-weight:700}
"""


def _page(title: str, body: str, status: int = 200) -> HTMLResponse:
    return HTMLResponse(
        f"<!doctype html><html lang=en><head><meta charset=utf-8><title>{html.escape(title)}</title>"
        f"<meta name=viewport content='width=device-width'><style>{STYLE}</style></head>"
        f"<body><main>{body}</main></body></html>",
        status_code=status,
    )


def _form(order: Any, error: str | None = None) -> HTMLResponse:
    amount = format_money(order.origin_amount, order.origin_currency)
    error_html = f"<p class=error role=alert>{html.escape(error)}</p>" if error else ""
    return _page(
        "Pay",
        f"<span class=badge>SANDBOX</span><h1>Card payment</h1>"
        f"<div>Reference {html.escape(order.reference)}</div><div class=amount>{html.escape(amount)}</div>"
        f"{error_html}<form method=post>"
        "<label for=name>Name on card</label><input id=name name=name autocomplete=cc-name>"
        "<label for=card>Card number</label>"
        "<input id=card name=card_number inputmode=numeric autocomplete=cc-number required>"
        "<div class=row><div><label for=exp>Expiry (MM/YY)</label>"
        "<input id=exp name=expiry placeholder=12/30 autocomplete=cc-exp required></div>"
        "<div><label for=cvc>CVC</label><input id=cvc name=cvc inputmode=numeric autocomplete=cc-csc required>"
        "</div></div><button type=submit>Pay " + html.escape(amount) + "</button></form>"
        "<p class=hint>Test cards: 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined. "
        "Any future expiry and any CVC.</p>",
    )


def _load(ctx: Ctx, order_id: str) -> Any:
    with ctx.db.read() as conn:
        return conn.execute(
            select(orders).where(orders.c.id == order_id, orders.c.type == "CARD_PAYIN")
        ).first()


def _not_found() -> HTMLResponse:
    return _page(
        "Not found", "<h1>Payment not found</h1><p>This payment link is not valid.</p>", 404
    )


def _closed(order: Any) -> HTMLResponse:
    return _page(
        "Closed",
        f"<h1>This payment is closed</h1><p>Reference {html.escape(order.reference)} is "
        f"{html.escape(order.state)}; it cannot be paid again.</p>",
        409,
    )


@router.get("/sandbox/pay/{order_id}", response_class=HTMLResponse)
def payment_page(order_id: str, ctx: Ctx) -> HTMLResponse:
    order = _load(ctx, order_id)
    if order is None:
        return _not_found()
    if order.state != OrderState.CREATED:
        return _closed(order)
    return _form(order)


@router.post("/sandbox/pay/{order_id}")
def pay(
    order_id: str,
    ctx: Ctx,
    card_number: Annotated[str, Form()] = "",
    expiry: Annotated[str, Form()] = "",
    cvc: Annotated[str, Form()] = "",
    name: Annotated[str, Form()] = "",
) -> Response:
    number = "".join(ch for ch in card_number if ch.isdigit())
    with ctx.db.write() as conn:
        order = conn.execute(
            select(orders).where(orders.c.id == order_id, orders.c.type == "CARD_PAYIN")
        ).first()
        if order is None:
            return _not_found()
        if order.state != OrderState.CREATED:
            return _closed(order)
        if number not in (SUCCESS_CARD, DECLINE_CARD):
            return _form(order, "Use one of the sandbox's test cards listed below.")
        if number == SUCCESS_CARD:
            transition(conn, order, OrderState.PENDING)
            pending = conn.execute(select(orders).where(orders.c.id == order_id)).one()
            transition(conn, pending, OrderState.SETTLED)
        else:
            transition(conn, order, OrderState.FAILED)
    urls = json.loads(order.recipient_json or "{}")
    target = urls.get("urlSuccess") if number == SUCCESS_CARD else urls.get("urlFailed")
    return RedirectResponse(str(target), status_code=303)
