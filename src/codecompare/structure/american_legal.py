"""American Legal Publishing: ``§ 92.04  SIDEWALK CONSTRUCTION.`` / ``§ 7-1-5 SIDEWALKS.``

Titles in capitals, often two spaces after the number; subsections ``(A) (1) (a)`` with several
markers run together on one line ("(A) (1) The owner …"), which ``markers.markers_run`` splits.
History follows the section: "(Prior Code, § 7.04) (Ord. 12-01, passed 6-4-2012) Penalty, see
§ 92.99" — one history note.
"""
from __future__ import annotations

from ._text import Line
from .headings import SECTION_SIGN, Heading, is_caps, single_line

LAYOUT = "american_legal"


def find_headings(text: str, lines: list[Line]) -> list[Heading]:
    return single_line(text, lines, SECTION_SIGN, is_caps, _closes_with_period)


def _closes_with_period(text: str, line: Line) -> bool:
    # The export runs a heading on straight after the previous section's history line ("(`90 Code,
    # \u00a7 15-1)") or after the chapter's table of contents ("71.99   Penalty"), with no blank line
    # between: a whole line "\u00a7 70.02 POWERS AND DUTIES OF COUNCIL." (capitals, closing period) is a
    # heading wherever it stands (Easley SC, Hopkinsville KY).
    return text[line.end - 1] == "."
