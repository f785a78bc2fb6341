"""What waits for the person (issue 27, item 3): payouts waiting for their OTP, payouts that
failed since they last looked, batches left unfinished or waiting for their confirmation, and
cases whose decision waits for them as the second reviewer.

Rebuilt from the server's order lists and the local stores on every look, never kept only in
memory, so a restart shows the same list (``watch.WaitingWatch``)."""
