"""Writes Spanish translations into resources/translations/teller_es.ts from TRANSLATIONS
(source text -> Spanish; a source text has the same translation in every context, unless
IN_CONTEXT gives it another in one context).

Usage: python -m tools.fill_es   (after `make translations` found new strings)
"""

from __future__ import annotations

import xml.etree.ElementTree as ET

from tools.es_strings import IN_CONTEXT, TRANSLATIONS
from tools.translations import catalogue


def fill() -> tuple[int, int]:
    path = catalogue("es")
    tree = ET.parse(path)
    done = total = 0
    for context in tree.getroot().iter("context"):
        for message in context.iter("message"):
            total += 1
            source = message.findtext("source") or ""
            translation = message.find("translation")
            assert translation is not None
            spanish = IN_CONTEXT.get((context.findtext("name") or "", source))
            spanish = spanish or TRANSLATIONS.get(source)
            if spanish:
                translation.text = spanish
                translation.attrib.pop("type", None)
            if translation.get("type") is None and translation.text:
                done += 1
    ET.indent(tree, "    ")
    with open(path, "wb") as out:
        out.write(b'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n')
        tree.write(out, encoding="utf-8", xml_declaration=False)
        out.write(b"\n")
    return done, total


if __name__ == "__main__":
    done, total = fill()
    print(f"{done} of {total} messages translated")
