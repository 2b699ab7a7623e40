"""Municode and enCodePlus: ``Sec. 18-41. - Street numbering.`` / ``Sec. 12-1. Street names.``

Reserved ranges print as ``Secs. 12-26-12-45. Reserved.`` (one section, no clauses). Subsections
``(a)`` with ``(1)`` nested; "Cross reference(s) – …" and "State law reference(s) – …" paragraphs
and ``(Code 1992, § 6-1-3)`` history lines are notes.
"""
from __future__ import annotations

import re

from ._text import Line
from .headings import Heading, single_line, with_run_in

LAYOUT = "municode"

HEADING = re.compile(
    r"Secs?\.[ \t\u00a0]*(?P<num>\d+[A-Z]?-\d+(?:\.\d+)?(?:[ \t]*(?:[-–—,]|through|to)[ \t]*\d+[A-Z]?-\d+(?:\.\d+)?)?)"
    r"\.?[ \t\u00a0]*(?:[-–—][ \t\u00a0]*)?(?P<title>[A-Z\"“].*?)[ \t\u00a0]*"
)


# Exports that print each section on one line run the text in after the heading, set off by two
# or more spaces: "Sec. 39-19. - Street light districts created.     The city council has ...".
RUN_IN = re.compile(
    r"Sec\.[ \t\u00a0]*(?P<num>\d+[A-Z]?-\d+(?:\.\d+)?)\.?[ \t\u00a0]*(?:[-–—][ \t\u00a0]*)?"
    r"(?P<title>[A-Z\"“][^\n]{0,160}?\.)(?=[ \t\u00a0]{2,}\S)"
)


def find_headings(text: str, lines: list[Line]) -> list[Heading]:
    return with_run_in(text, lines, single_line(text, lines, HEADING, lambda t: True), RUN_IN)
