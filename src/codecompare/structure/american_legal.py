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


# (some exports print the number with no sign and the title in title case after a wide gap: "22-99   Seventy-Two Hour
# Parking" (Grand Island NE), "15-2.01   Definitions." (Bowling Green KY); the section's text on the next line. A
# table of contents prints the same lines one after another, and a contents line ends its block; in an export
# that prints the sign, such a line is always a contents line.)
_BARE_NUMBER_LINE = re.compile(r"(?P<num>\d+[A-Z]?(?:[-.]\d+[A-Z]?)+)[ \t]{2,}(?P<title>[A-Z][^\n]{1,100}?)[ \t]*")
_TITLE_WORD = re.compile(r"[A-Za-z][\w'\u2019\-]*")
_NOT_A_TITLE = re.compile(r"\b(?:shall|must|may|is|are)\b")


def _title_case(title: str) -> bool:
    words = _TITLE_WORD.findall(title)
    return bool(words) and not _NOT_A_TITLE.search(title) and all(w[0].isupper() for w in words if len(w) > 3)


# Sterling Codifiers' codes as American Legal exports them: "9-8-4: PERMIT FEE:" (title-chapter-section, a colon, the
# title in capitals closed by a colon), the chapter's contents above in title case ("9-8-4: Permit Fee"), history
# notes and "Statutory reference:" blocks running on into the next heading with no blank line (Lewistown MT, Thayne WY,
# Farmington UT): the line alone is a heading wherever it stands.
_STERLING = re.compile(r"(?P<num>\d{1,3}[A-Z]?(?:-\d{1,3}[A-Z]?){1,2}):[ \t]+(?P<title>[A-Z][^\n]{0,150}?):[ \t]*")


def find_headings(text: str, lines: list[Line]) -> list[Heading]:
    found = [_with_wrapped_title(text, h) for h in single_line(text, lines, _SECTION, is_caps, _closes_with_period)]
    if not found and ":" in text:
        sterling = single_line(text, lines, _STERLING, is_caps, lambda text, line: True)
        found = sterling if len(sterling) >= 2 else []
    # (where the sign is printed, a bare number's line is a contents line: "70.99   Penalty")
    return found or _bare_number_headings(text, lines)


def _bare_number_headings(text: str, lines: list[Line]) -> list[Heading]:
    bare = single_line(text, lines, _BARE_NUMBER_LINE, _title_case)
    if len(bare) < 2:
        return []  # (one such line alone is too little to read the text as this layout)
    # (every such line, a paragraph's end before it or not)
    ends = {line.start: line.end for line in lines if line.start < line.end and _BARE_NUMBER_LINE.fullmatch(text, line.start, line.end)}
    starts = set(ends)
    caps = {s for s, e in ends.items() if is_caps(text[s:e])}
    index = {line.start: i for i, line in enumerate(lines)}
    found = []
    for h in bare:
        i = index[h.start]
        nxt = lines[i + 1] if i + 1 < len(lines) else None
        prev = lines[i - 1] if i > 0 else None
        # (the next line is the section's text: not blank, not another such line, not a line in capitals; the line
        # before is no contents line either, unless a subchapter's heading in capitals: "15-2   DONATION DROP-OFF BINS.")
        if h.start in caps or nxt is None or nxt.blank or nxt.start in starts or is_caps(text[nxt.start:nxt.end]) \
                or (prev is not None and prev.start in starts and prev.start not in caps):
            continue
        found.append(h)
    return found if len(found) >= 2 else []


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
