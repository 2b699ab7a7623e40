"""Municode and enCodePlus: ``Sec. 18-41. - Street numbering.`` / ``Sec. 12-1. Street names.``

Reserved ranges print as ``Secs. 12-26-12-45. Reserved.`` (one section, no clauses). Subsections
``(a)`` with ``(1)`` nested; "Cross reference(s) – …" and "State law reference(s) – …" paragraphs
and ``(Code 1992, § 6-1-3)`` history lines are notes.
"""
from __future__ import annotations

import re

from ._text import Line
from .headings import Heading, single_line

LAYOUT = "municode"

HEADING = re.compile(
    r"Secs?\.[ \t\u00a0]*(?P<num>\d+[A-Z]?-\d+(?:\.\d+)?(?:[ \t]*(?:[-–—,]|through|to)[ \t]*\d+[A-Z]?-\d+(?:\.\d+)?)?)"
    r"\.?[ \t\u00a0]*(?:[-–—][ \t\u00a0]*)?(?P<title>[A-Z\"“].*?)[ \t\u00a0]*"
)


def find_headings(text: str, lines: list[Line]) -> list[Heading]:
    return single_line(text, lines, HEADING, lambda t: True)
