"""Ohio codified ordinances: ``1022.01 PERMIT REQUIRED.`` (chapter.section, title in capitals).

The chapter opens with "CHAPTER 1022 Excavations", a table of contents whose entries the export
runs together, and a "CROSS REFERENCES" block — all document notes. Subsections ``(a) (1) A.``
printed after a zero-width space; history "(Ord. 08-22. Passed 7-3-08.)" after the text. Only
capital titles count: "1022.02 shall be deemed forfeited." inside a sentence is no heading.
"""
from __future__ import annotations

import re

from ._text import Line
from .headings import Heading, is_caps, single_line

LAYOUT = "ohio"

HEADING = re.compile(r"(?P<num>\d{2,4}\.\d{2,3})[ \t\u00a0]+(?P<title>[A-Z][^a-z\n]*?[A-Z)\"”])\.*[ \t\u00a0]*")


def find_headings(text: str, lines: list[Line]) -> list[Heading]:
    return single_line(text, lines, HEADING, is_caps)
