"""Which publisher's layout a text is in: the family whose section headings it prints most."""
from __future__ import annotations

from . import american_legal, code_publishing, general_code, markdown, municode, number_line, ohio
from ._text import Line
from .headings import Heading

# Order matters only for ties.
FAMILIES = (general_code, american_legal, municode, ohio, code_publishing, markdown, number_line)


def detect(text: str, lines: list[Line]) -> tuple[str | None, list[Heading]]:
    """The layout family and its headings; (None, []) when the text prints no headings."""
    best: tuple[str | None, list[Heading]] = (None, [])
    for family in FAMILIES:
        found = family.find_headings(text, lines)
        if len(found) > len(best[1]):
            best = (family.LAYOUT, found)
    return best
