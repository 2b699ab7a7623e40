"""Section headings: the shared value and helpers; each layout family's pattern lives in its module.

A heading is only a heading when it stands on its own line after a paragraph end (or a blank
line): "§ 66.0907, Wis. Stats., the Village Board …" at the start of a wrapped line, or
"1022.02 shall be deemed forfeited." inside an Ohio sentence, are citations, not headings.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from ._text import Line, ends_sentence


@dataclass(frozen=True)
class Heading:
    start: int
    end: int
    number: str | None
    title: str | None


def clean_title(raw: str) -> str | None:
    """Titles are stored without their final period(s) and footnote star, whitespace collapsed."""
    t = " ".join(raw.split()).rstrip("*").rstrip()
    t = re.sub(r"\s*\.+$", "", t).rstrip()
    return t or None


def _after_paragraph_end(text: str, lines: list[Line], i: int) -> bool:
    if i == 0:
        return True
    prev = lines[i - 1]
    return prev.blank or ends_sentence(text, prev) or MARKERLESS_HEADING_END.fullmatch(text, prev.start, prev.end) is not None


# A previous line that is itself a heading-ish all-caps line (Brandon, Ohio chapter lines).
MARKERLESS_HEADING_END = re.compile(r"[^a-z]{2,}")

# (a citation alone on its line, "\u00a7 66.0907, Wis. Stats.": no heading; not a title that begins with "State":
# "\u00a7 111.02 STATE LAW ADOPTED.", Hopkinsville KY)
_STATUTE_TITLE = re.compile(r"(?:Wis|Stats?\b|Wisconsin|Ohio R|SDCL|M\.G\.L|G\.L|et seq)", re.I)

def single_line(text: str, lines: list[Line], pattern: re.Pattern, accept, stands_alone=None) -> list[Heading]:
    """Headings ``pattern`` matches as a whole line after a paragraph's end, their title ``accept``-ed;
    ``stands_alone(text, line)``: a heading line so distinctive that it needs no paragraph end before it."""
    out: list[Heading] = []
    # Every layout family runs this over every line of a document (``detect``): the attribute
    # and bound-method lookups are hoisted, and blank lines tested inline, out of the hot loop.
    fullmatch = pattern.fullmatch
    for i, line in enumerate(lines):
        start, end = line.start, line.end
        if start >= end:
            continue
        m = fullmatch(text, start, end)
        if not m or not (_after_paragraph_end(text, lines, i) or (stands_alone is not None and stands_alone(text, line))):
            continue
        title = m.group("title")
        if len(title) > 200 or _STATUTE_TITLE.match(title) or not accept(title):
            continue
        out.append(Heading(line.start, line.end, m.group("num"), clean_title(title)))
    return out


def is_caps(title: str) -> bool:
    letters = [c for c in title if c.isalpha()]
    return len(letters) >= 2 and all(c.isupper() for c in letters)


# Section number after "§": "308-6", "92.04", "7-1-5". Shared by General Code and American Legal,
# which differ only in how they print the title (mixed case vs capitals).
SECTION_SIGN = re.compile(r"§[ \t\u00a0]*(?P<num>\d+[A-Z]?(?:[-.]\d+[A-Z]?)+)\.?[ \t\u00a0]+(?P<title>[A-Z\"“].*?)[ \t\u00a0]*")


def with_run_in(text: str, lines: list[Line], found: list[Heading], pattern: re.Pattern) -> list[Heading]:
    """``found`` plus the run-in headings ``pattern`` matches at the start of other lines: exports
    that print a section per line run its text in after the heading ("Sec. 39-19. - Title.
    Text ..."); the heading ends where the title does, so the section's text starts on that line.
    ``pattern`` has groups ``num`` and ``title``."""
    taken = {h.start for h in found}
    run_in = []
    for line in lines:
        if line.start in taken or line.start >= line.end:
            continue
        m = pattern.match(text, line.start, line.end)
        if m:
            run_in.append(Heading(line.start, m.end(), m.group("num"), clean_title(m.group("title"))))
    return sorted(found + run_in, key=lambda h: h.start) if run_in else found
