"""Real files for the seeded KYB cases, made at seed time with the standard library only:
PDFs (a minimal writer with the built-in Helvetica fonts) and PNG identity cards (a bitmap
font drawn into a pixel buffer). The same inputs give the same bytes, every time."""
