"""The search popup (Ctrl+K from any tab): people, accounts, orders and cases in one place."""
