"""American Legal Publishing: ``§ 92.04  SIDEWALK CONSTRUCTION.`` / ``§ 7-1-5 SIDEWALKS.``

Titles in capitals, often two spaces after the number; subsections ``(A) (1) (a)`` with several
markers run together on one line ("(A) (1) The owner …"), which ``markers.markers_run`` splits.
History follows the section: "(Prior Code, § 7.04) (Ord. 12-01, passed 6-4-2012) Penalty, see
§ 92.99" — one history note.
"""
from __future__ import annotations

import re

from ._text import Line
from .headings import SECTION_SIGN, Heading, clean_title, is_caps, single_line

LAYOUT = "american_legal"

# A line that is a note in parentheses or brackets: "(Ord. No. 4379, 2-26-19)", "[State Law Ref. 321.358]"
_NOTE_LINE = re.compile(r"[ \t]*(?:\([^\n]*\)|\[[^\n]*\])[ \t]*")
# A title wrapped onto the next line, in capitals, closing with its period: "\u00a7 115.09 ADDITIONAL LICENSE
# FEE FOR VIDEO LOTTERY MACHINES ON LICENSED\nPREMISES." (Spearfish SD)
_TITLE_TAIL = re.compile(r"\n(?P<tail>[A-Z][A-Z0-9 ,;:'\u2019&()/\-]{0,100}\.)[ \t]*(?=\n|$)")


# (some of its codes print "Sec." for the sign: "Sec. 18.7. PARKING VIOLATIONS; METHOD OF CHARGING.", "Sec. 18.6
# GENERAL DUTY; EXCEPTION", Ames IA; the title in capitals tells them from Municode's "Sec. 4-1. - Definitions.")
# (and some no sign at all, a hyphenated number closed by a period: "8-33. PARENTAL LIABILITY.", Sterling Heights MI)
_SECTION = re.compile(SECTION_SIGN.pattern.replace("§", "(?:§|Sec\\.|(?=\\d+[A-Z]?(?:-\\d+[A-Z]?)+\\.[ \\t]))", 1))


def find_headings(text: str, lines: list[Line]) -> list[Heading]:
    return [_with_wrapped_title(text, h) for h in single_line(text, lines, _SECTION, is_caps, _closes_with_period)]


def _closes_with_period(text: str, line: Line) -> bool:
    # The export runs a heading on straight after the previous section's history line ("(`90 Code,
    # \u00a7 15-1)"), its statutory-reference note or the chapter's table of contents ("71.99   Penalty"),
    # with no blank line between: a whole line "\u00a7 70.02 POWERS AND DUTIES OF COUNCIL." (capitals,
    # closing period, maybe on the next line) is a heading wherever it stands (Easley SC, Hopkinsville KY,
    # Spearfish SD).
    # (or with no period, after a note in parentheses or brackets closing the section before: "(Ord. No. 4379,
    # 2-26-19)" / "Sec. 18.8 INFERENCE AS TO RESPONSIBILITY FOR PARKING", "[State Law Ref. 321.358]", Ames IA)
    if text[line.end - 1] == "." or _TITLE_TAIL.match(text, line.end) is not None:
        return True
    before = text.rfind("\n", 0, max(0, line.start - 1)) + 1
    return line.start > 0 and _NOTE_LINE.fullmatch(text, before, line.start - 1) is not None


def _with_wrapped_title(text: str, h: Heading) -> Heading:
    if text[h.end - 1] == "." or not (m := _TITLE_TAIL.match(text, h.end)):
        return h
    return Heading(h.start, m.end("tail"), h.number, clean_title(f"{h.title} {m.group('tail')}"))
