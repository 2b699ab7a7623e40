"""Section number alone on a line, title in capitals on the next one or two (Brandon, SD):

    10-2-9
    PARKING DURING SNOW REMOVAL ALERT IN ALL AREAS OF
    THE CITY

followed by the text and a "Legislative History: / Authority: / Cross Reference:" block (notes).
"RESERVED FOR FUTURE USE" stands where the title would. A number inside a sentence
("… section\n10-1-1 the owner …") is no heading: it is not alone on its line.
"""
from __future__ import annotations

import re

from ._text import Line
from .headings import Heading, clean_title

LAYOUT = "number_line"

HEADING = re.compile(r"(?P<num>\d+-\d+-\d+(?:\.\d+)?)[ \t\u00a0]*")
_CAPS_LINE = re.compile(r"[A-Z0-9][^a-z\n]*")
_NOT_TITLE_CAPS = re.compile(r"(?:LEGISLATIVE HISTORY|AUTHORITY|CROSS[- ]REFERENCE)", re.I)


def find_headings(text: str, lines: list[Line]) -> list[Heading]:
    """Brandon-style: the section number alone on a line, the caps title on the next one or two."""
    out: list[Heading] = []
    n = len(lines)
    for i, line in enumerate(lines):
        if line.blank:
            continue
        # A number alone on its line followed by a caps title is unambiguous, even right after
        # an unpunctuated history line ("Ordinance No. 574, 2/5/19").
        m = HEADING.fullmatch(text, line.start, line.end)
        if not m:
            continue
        j = i + 1
        # PDF text may put blank lines between the number and its title ("13-1-1 \n \nTITLE")
        while j < n and j <= i + 2 and lines[j].blank:
            j += 1
        title_lines: list[Line] = []
        while j < n and len(title_lines) < 3 and not lines[j].blank:
            tl = lines[j]
            if not _CAPS_LINE.fullmatch(text, tl.start, tl.end) or _NOT_TITLE_CAPS.match(text, tl.start, tl.end):
                break
            if HEADING.fullmatch(text, tl.start, tl.end) or len(re.findall(r"[A-Z]", text[tl.start : tl.end])) < 2:
                break
            title_lines.append(tl)
            j += 1
        if not title_lines:
            continue
        end = title_lines[-1].end
        title = clean_title(" ".join(text[t.start : t.end] for t in title_lines))
        out.append(Heading(line.start, end, m.group("num"), title))
    return out
