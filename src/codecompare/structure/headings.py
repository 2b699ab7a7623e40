"""Section headings as each publisher prints them, and the layout detector.

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

_STATUTE_TITLE = re.compile(r"(?:Wis|Stat|Wisconsin|Ohio R|SDCL|M\.G\.L|G\.L|et seq)", re.I)

SECTION_SIGN = re.compile(r"§[ \t\u00a0]*(?P<num>\d+[A-Z]?(?:[-.]\d+[A-Z]?)+)\.?[ \t\u00a0]+(?P<title>[A-Z\"“].*?)[ \t\u00a0]*")
MUNICODE = re.compile(
    r"Secs?\.[ \t\u00a0]*(?P<num>\d+[A-Z]?-\d+(?:\.\d+)?(?:[ \t]*(?:[-–—,]|through|to)[ \t]*\d+[A-Z]?-\d+(?:\.\d+)?)?)"
    r"\.?[ \t\u00a0]*(?:[-–—][ \t\u00a0]*)?(?P<title>[A-Z\"“].*?)[ \t\u00a0]*"
)
OHIO = re.compile(r"(?P<num>\d{2,4}\.\d{2,3})[ \t\u00a0]+(?P<title>[A-Z][^a-z\n]*?[A-Z)\"”])\.*[ \t\u00a0]*")
CODE_PUBLISHING = re.compile(r"(?P<num>\d+[A-Z]?\.\d+[A-Z]?\.\d{3,}[A-Z]?)\.?[ \t\u00a0]+(?P<title>[A-Z\"“].*?)[ \t\u00a0]*")
MARKDOWN = re.compile(
    r"#{1,6}[ \t]+(?:(?:Section|Sec\.|§)[ \t]*)?(?P<num>\d+[A-Z]?(?:[-.]\d+[A-Z]?)*)\.?(?:[ \t]+[-–—])?[ \t]+(?P<title>\S.*?)[ \t]*"
)
NUMBER_LINE = re.compile(r"(?P<num>\d+-\d+-\d+(?:\.\d+)?)[ \t\u00a0]*")
_CAPS_LINE = re.compile(r"[A-Z0-9][^a-z\n]*")
_NOT_TITLE_CAPS = re.compile(r"(?:LEGISLATIVE HISTORY|AUTHORITY|CROSS[- ]REFERENCE)", re.I)


def _single_line(text: str, lines: list[Line], pattern: re.Pattern, accept) -> list[Heading]:
    out: list[Heading] = []
    for i, line in enumerate(lines):
        if line.blank:
            continue
        m = pattern.fullmatch(text, line.start, line.end)
        if not m or not _after_paragraph_end(text, lines, i):
            continue
        title = m.group("title")
        if len(title) > 200 or _STATUTE_TITLE.match(title) or not accept(title):
            continue
        out.append(Heading(line.start, line.end, m.group("num"), clean_title(title)))
    return out


def _is_caps(title: str) -> bool:
    letters = [c for c in title if c.isalpha()]
    return len(letters) >= 2 and all(c.isupper() for c in letters)


def general_code(text: str, lines: list[Line]) -> list[Heading]:
    return _single_line(text, lines, SECTION_SIGN, lambda t: not _is_caps(t))


def american_legal(text: str, lines: list[Line]) -> list[Heading]:
    return _single_line(text, lines, SECTION_SIGN, _is_caps)


def municode(text: str, lines: list[Line]) -> list[Heading]:
    return _single_line(text, lines, MUNICODE, lambda t: True)


def ohio(text: str, lines: list[Line]) -> list[Heading]:
    return _single_line(text, lines, OHIO, _is_caps)


def code_publishing(text: str, lines: list[Line]) -> list[Heading]:
    return _single_line(text, lines, CODE_PUBLISHING, lambda t: not t.endswith(","))


def markdown(text: str, lines: list[Line]) -> list[Heading]:
    return _single_line(text, lines, MARKDOWN, lambda t: True)


def number_line(text: str, lines: list[Line]) -> list[Heading]:
    """Brandon-style: the section number alone on a line, the caps title on the next one or two."""
    out: list[Heading] = []
    n = len(lines)
    for i, line in enumerate(lines):
        if line.blank:
            continue
        # A number alone on its line followed by a caps title is unambiguous, even right after
        # an unpunctuated history line ("Ordinance No. 574, 2/5/19").
        m = NUMBER_LINE.fullmatch(text, line.start, line.end)
        if not m:
            continue
        j = i + 1
        title_lines: list[Line] = []
        while j < n and len(title_lines) < 3 and not lines[j].blank:
            tl = lines[j]
            if not _CAPS_LINE.fullmatch(text, tl.start, tl.end) or _NOT_TITLE_CAPS.match(text, tl.start, tl.end):
                break
            if NUMBER_LINE.fullmatch(text, tl.start, tl.end) or len(re.findall(r"[A-Z]", text[tl.start : tl.end])) < 2:
                break
            title_lines.append(tl)
            j += 1
        if not title_lines:
            continue
        end = title_lines[-1].end
        title = clean_title(" ".join(text[t.start : t.end] for t in title_lines))
        out.append(Heading(line.start, end, m.group("num"), title))
    return out


# Detector order matters only for ties; the family with the most headings wins.
FAMILIES = (
    ("general_code", general_code),
    ("american_legal", american_legal),
    ("municode", municode),
    ("ohio", ohio),
    ("code_publishing", code_publishing),
    ("markdown", markdown),
    ("number_line", number_line),
)


def detect(text: str, lines: list[Line]) -> tuple[str | None, list[Heading]]:
    """The layout family whose section headings this text prints, and those headings."""
    best: tuple[str | None, list[Heading]] = (None, [])
    for name, finder in FAMILIES:
        found = finder(text, lines)
        if len(found) > len(best[1]):
            best = (name, found)
    return best
