"""Line and paragraph segmentation shared by every layout family.

Everything here works on offsets into the one document string, never on copies, so every span
we hand out indexes ``SourceText.text`` exactly. Two physical conventions exist in the corpus:

* blank-line separated paragraphs (General Code exports, Ohio, Municode/enCodePlus), where a
  paragraph is one long line or a run of hard-wrapped lines between blank lines;
* hard-wrapped text with no blank lines at all (the 1994 plain export, Brandon), where a new
  paragraph can only be inferred: a marker starts one, and so does a line that follows a line
  ending a sentence *short of the wrap width* (the typist pressed Enter). A full-width line
  that happens to end a sentence is ambiguous; only a strong provision opener ("No person
  shall …") breaks there.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from ..numbers import NUMBER_WORDS

# Characters that exports leave in front of markers or at line ends but that a reader never
# sees: zero-width space (Springboro puts U+200B before every "(a)"), BOM, word joiner, NBSP.
_INVISIBLE = frozenset("\u200b\u200c\u200d\u2060\ufeff\u00a0")

# A marker at the start of a line: "A." "(1)" "(a)" "[1]" "1." "a." "(iv)" "(A)".
MARKER_AT = re.compile(
    r"(?:\((?P<paren>\d{1,3}|[A-Za-z]|([a-z])\2|[ivxlIVXL]{2,6})\)"
    r"|\[(?P<brack>\d{1,3})\]"
    r"|(?P<dot>\d{1,3}|[A-Za-z]|[ivx]{2,5})\.)"
    r"(?=[ \t\u00a0\u200b]|\n|$)"
)
# A line that is nothing but a marker ("A." "(1)" "[1]"), as General Code and the hard-wrapped
# export print them when the letters survive.
MARKER_ONLY = re.compile(
    r"(?:\((?:\d{1,3}|[A-Za-z]|([a-z])\1|[ivxlIVXL]{2,6})\)|\[\d{1,3}\]|(?:\d{1,3}|[A-Za-z])\.)"
)
_SEPARATOR = re.compile(r"[_=\-*]{5,}")
# Sentence end at a line end, allowing a closing quote/bracket and a glued footnote "[1]".
_ENDS_SENTENCE = re.compile(r"[.:;?!][\"'’”)\]]*(?:\[\d{1,3}\])?$")
# A provision opener strong enough to start a paragraph even after a full-width line.
_STRONG_OPENER = re.compile(r"(?:No|Whoever|Nothing in)\b[^.\n]{0,80}\bshall\b")
_WORD = re.compile(r"\S+")
# Lines that open a non-normative block whatever precedes them (Brandon's history blocks).
_NOTE_LINE = re.compile(r"(?:Legislative History|Authority|Cross[- ][Rr]eferences?|Statutory [Rr]eferences?|Editor[’']s [Nn]ote|Opinions of the Attorney General)\s*:")
# A chapter's heading in capitals on its own line, where an export runs the next chapter on after the
# last section's history ("(`90 Code, \u00a7 15-11)\nCHAPTER 72: STOPPING, STANDING AND PARKING", American Legal)
CHAPTER_HEAD_LINE = re.compile(r"CHAPTER[ \t]+\d+[A-Z]?(?:\.\d+)?[ \t]*:[ \t]*[A-Z][^a-z\n]*")


# Every character str.isspace() accepts (all lie below U+3001) plus the invisible ones, for
# str.strip, which runs in C where a loop over characters would run in Python.
_BLANK_CHARS = "".join(c for c in map(chr, range(0x3001)) if c.isspace()) + "".join(sorted(_INVISIBLE))


def strip_span(text: str, start: int, end: int) -> tuple[int, int]:
    """Narrow [start, end) to its visible content (may return an empty span)."""
    if start >= end:
        return start, end
    seg = text[start:end]
    left = seg.lstrip(_BLANK_CHARS)
    if not left:
        return end, end
    start += len(seg) - len(left)
    return start, start + len(left.rstrip(_BLANK_CHARS))


@dataclass(frozen=True)
class Line:
    start: int  # first visible character
    end: int  # one past the last visible character; start == end for a blank line

    @property
    def blank(self) -> bool:
        return self.start >= self.end


def lines_of(text: str, start: int = 0, end: int | None = None) -> list[Line]:
    """Physical lines in [start, end), narrowed to their visible content."""
    end = len(text) if end is None else end
    out: list[Line] = []
    i = start
    find = text.find
    while i < end:
        j = find("\n", i, end)
        if j == -1:
            j = end
        s, e = strip_span(text, i, j)
        if s < e and _SEPARATOR.fullmatch(text, s, e):
            s = e  # a rule line ("_____") separates, it says nothing
        out.append(Line(s, e))
        i = j + 1
    return out


@dataclass(frozen=True)
class Wrapping:
    """How a document lays out its paragraphs (measured once per document)."""

    wrapped: bool  # lines continue each other without blank lines
    short: int  # a line shorter than this (plus the next word) was ended on purpose


def measure_wrapping(text: str, lines: list[Line]) -> Wrapping:
    """Hard-wrapped text shows many line pairs where the next line starts in lower case."""
    lengths: list[int] = []
    nonblank = 0
    for a, b in zip(lines, lines[1:]):
        if a.blank:
            continue
        nonblank += 1
        if not b.blank and text[b.start].islower():
            lengths.append(a.end - a.start)
    if len(lengths) < 3 or len(lengths) < 0.05 * max(nonblank, 1):
        return Wrapping(False, 0)
    lengths.sort()
    # Publishers wrap with proportional fonts, so the width varies by a few characters; the
    # lower decile of certainly-wrapped lines is a safe "this line was full" threshold.
    return Wrapping(True, lengths[len(lengths) // 10])


def ends_sentence(text: str, line: Line) -> bool:
    # (the reference words are searched in the line's last characters only: the pattern is anchored
    # at the end, and a search over the whole line would try it at every position)
    return bool(_ENDS_SENTENCE.search(text, line.start, line.end)) and not _ENDS_REFERENCE.search(
        text, max(line.start, line.end - 14), line.end)


def _first_word_len(text: str, line: Line) -> int:
    m = _WORD.match(text, line.start, line.end)
    return len(m.group()) if m else 0


# A section number alone on its line: scrapes that keep the code's links as lines print a
# cited section so ("... listed in Sec.\n24.04\n(3)(b) below"); the subdivision on the next line
# belongs to it and opens no paragraph.
_CITED_NUMBER_LINE = re.compile(r"[ \t]*\d{1,3}\.\d{2,4}[ \t]*")
# A line that ends on a word that takes a number ("... pursuant to Sec.", "the provisions of
# Subsection", "for more than one"): the number on the next line continues the sentence, even
# when it is printed like a subsection marker ("(16)", "(1) available time period").
_ENDS_REFERENCE = re.compile(
    r"(?<![\w.])(?:Secs?|Subsecs?|[Ss]ec|[Ss]ubsec|§+)\.?[ \t]*$"
    # (Wisconsin's "s.", "sub.", "par." and American Legal's "division": "as required by division\n(A) above",
    # Linden WI; "See also s.\n8-4 of this Municipal Code", Rochester WI)
    r"|(?<![\w.])(?:ss?|subs?|pars?)\.[ \t]*$"
    r"|\b(?:[Ss]ubsections?|[Ss]ections?|[Pp]aragraphs?|[Ss]ubdivisions?|[Dd]ivisions?)[ \t]*$"
    # (or inside a number broken at its own hyphen: "pursuant to S.C. Code § 10-1-\n165.", Kershaw SC)
    r"|(?<=\d)-[ \t]*$"
    # (or on an Ohio-style code part's initials, the section on the next line: "Loads dropping or leaking - see TRAF.\n347.04",
    # "see HLTH. & SAN.\n1105.05", "see ADM. Art\n147", Wellsburg WV)
    r"|(?<![\w.])(?:TRAF|OFF|SAN|BLDG|ADM|CHTR|REG|P\.\s?S|&\s?Z)\.(?:\s?Art)?[ \t]*$")
# (or on a reference with its first level, the next level wrapped onto the next line and the sentence going on:
# "made pursuant to division (B)\n(2) above shall be a final decision", Limon CO)
_ENDS_REFERENCE_PATH = re.compile(r"\b(?:[Dd]ivisions?|[Ss]ubsections?|[Pp]aragraphs?|[Ss]ubdivisions?)[ \t]+(?:\([A-Za-z0-9]{1,3}\))+[ \t]*$")
# (or on a list of levels before its conjunction, the last level wrapped: "fail to comply with divisions (F)(1),(2) and\n(3)
# above shall be deemed guilty", Paintsville KY)
_ENDS_LEVEL_LIST = re.compile(r"\)[ \t]*,?[ \t]*(?:and/or|and|or)[ \t]*$")
_LEVEL_GOES_ON = re.compile(r"[ \t]*(?:\([A-Za-z0-9]{1,3}\))+[ \t]+(?:above|below|of|hereof|and|or)\b")
_NUMBER_WORD_END = re.compile(
    r"\b(?:" + "|".join(sorted(NUMBER_WORDS, key=len, reverse=True)) + r")[ \t]*$", re.I)


_MONTH_END = re.compile(r"\b(?:January|February|March|April|May|June|July|August|September|October|November|December)[ \t]*$")
_DAY_OPENS = re.compile(r"[ \t]*(?:[1-9]|[12]\d|3[01])(?:st|nd|rd|th)?\b")
_CANNOT_END = re.compile(r"(?:,|\b(?:of|the|a|an|and|or|nor|to|by|than|with|under|per)|(?<=[A-Za-z])-)[ \t]*$")


def _starts_new(text: str, prev: Line, cur: Line, gap: bool, wrapping: Wrapping) -> bool:
    if not gap and text[prev.end - 1: prev.end] in (":", ",") and _CITED_NUMBER_LINE.fullmatch(text, cur.start, cur.end):
        return False  # "... are:\n8.33\n(5) (edible landscaping),": a list of cited sections
    if MARKER_AT.match(text, cur.start, cur.end) and not gap and (
            _CITED_NUMBER_LINE.fullmatch(text, prev.start, prev.end)
            or _ENDS_REFERENCE.search(text, max(prev.start, prev.end - 14), prev.end)
            or _NUMBER_WORD_END.search(text, max(prev.start, prev.end - 11), prev.end)
            # (a date wrapped between its month and its day: "between January 1 and January\n31.", Shaker Heights OH)
            or (_MONTH_END.search(text, max(prev.start, prev.end - 10), prev.end) and _DAY_OPENS.match(text, cur.start, cur.end))
            or ((_ENDS_REFERENCE_PATH.search(text, max(prev.start, prev.end - 40), prev.end)
                 or _ENDS_LEVEL_LIST.search(text, max(prev.start, prev.end - 16), prev.end))
                and _LEVEL_GOES_ON.match(text, cur.start, cur.end))):
        return False
    if (MARKER_AT.match(text, cur.start, cur.end) or _NOTE_LINE.match(text, cur.start, cur.end)
            or CHAPTER_HEAD_LINE.fullmatch(text, cur.start, cur.end)):
        return True
    first = text[cur.start]
    if gap:
        # A blank line inside a sentence is a page break of the export, not a paragraph end; so is
        # one after a line that cannot end a sentence, whatever case the next line opens in (a PDF
        # export doubles every line break: "Section 11-52-80, \n\nCode of Alabama").
        if _CANNOT_END.search(text, max(prev.start, prev.end - 8), prev.end):
            return False
        return not (first.islower() and not ends_sentence(text, prev))
    if not ends_sentence(text, prev):
        return False  # the sentence goes on: "… pursuant to" / "§ 66.0907, Wis. Stats., the …"
    if not wrapping.wrapped:
        return not first.islower()
    if first.islower():
        return False
    if (prev.end - prev.start) + 1 + _first_word_len(text, cur) < wrapping.short:
        return True
    return bool(_STRONG_OPENER.match(text, cur.start, cur.end))


_LIST_SUBSECTION_LINE = re.compile(r"\((?:\d{1,2}[a-z]?|[a-z])\)(?:\([0-9a-z]{1,3}\))*(?:,?[ \t]*|,?[ \t]{2,}\S.*)")
_ADOPTED_ROW = re.compile(r"\d{1,3}\.\d{2,4}[a-z]?(?:,?[ \t]|,?$)")


def paragraphs(text: str, lines: list[Line], wrapping: Wrapping) -> list[tuple[int, int]]:
    """Group lines into paragraphs. A marker alone on its line opens the paragraph that follows
    it ("(a)" + blank + "Requirements of petition. …" is one paragraph starting at "(a)")."""
    out: list[tuple[int, int]] = []
    cur_start = -1
    cur_end = -1
    prev: Line | None = None
    prev_marker_only = False
    gap = False
    for line in lines:
        if line.blank:
            gap = True
            continue
        marker_only = MARKER_ONLY.fullmatch(text, line.start, line.end) is not None
        if prev is None:
            cur_start, cur_end = line.start, line.end
        elif prev_marker_only or not _starts_new(text, prev, line, gap, wrapping) or (
                not gap and (_LIST_SUBSECTION_LINE.fullmatch(text, line.start, line.end) or _ADOPTED_ROW.match(text, line.start, line.end))
                and "adopted by reference" in (para := text[cur_start:cur_end]) and "following" in para and "tatutes" in para):
            # (a list of the statutes a sentence adopts, "The following statutes ... are adopted by reference.\n29.601
            # Deleterious substances\n(3)(a)" (Newburg WI): its rows, and a statute's subsection wrapped to a line of its
            # own, are no paragraph or subsection of the code's own; the list goes on)
            cur_end = line.end
        else:
            out.append((cur_start, cur_end))
            cur_start, cur_end = line.start, line.end
        prev = line
        prev_marker_only = marker_only
        gap = False
    if prev is not None:
        out.append((cur_start, cur_end))
    return out


# --- vocabulary, for comparing headings with the text that follows them -----------------

_STOP = frozenset(
    """a an and or of the to in on by for from with without at as any all such this that these
    those its his her their be is are shall may must will not no nor than then there here which
    who whom when where upon into onto under over other same said each every per herein thereof
    therefor hereby about after before within between except provided including""".split()
)
_ALPHA = re.compile(r"[A-Za-z]+")


@lru_cache(maxsize=16384)
def stem(word: str) -> str:
    # Cached: headings and openings of every section repeat the same few hundred words.
    w = word.lower()
    if len(w) > 4 and w.endswith("ies"):
        w = w[:-3] + "y"
    elif len(w) > 3 and w.endswith("s") and not w.endswith("ss"):
        w = w[:-1]
    for suffix in ("ing", "ed"):
        if len(w) > len(suffix) + 3 and w.endswith(suffix):
            w = w[: -len(suffix)]
            break
    return w


def stems(s: str) -> frozenset[str]:
    words = {w.lower() for w in _ALPHA.findall(s) if len(w) > 2}
    return frozenset(stem(w) for w in words if w not in _STOP)
