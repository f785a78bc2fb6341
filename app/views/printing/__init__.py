"""Pages for paper and PDF: Qt's own QTextDocument drawn onto QPdfWriter or QPrinter, shared by
the case report, a batch's summary and a payout's receipt."""
