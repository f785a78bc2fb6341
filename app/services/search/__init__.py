"""One search across people, accounts, orders and cases (issue 27).

Qt-free: text folded as a person's keyboard types it (normalise), a query read for what it
names (an amount in the UI's language, a date, an id, an IBAN fragment: query), an index
built once and updated that ranks what Teller already knows (index), the entries made from
the API's answers (entries), and the order-list requests the server part sends (server).
The views add the debounce, the binding of answers to their text, and the popup.
"""
