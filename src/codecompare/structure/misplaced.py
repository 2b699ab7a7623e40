"""Headings printed away from their text (a defect of some General Code exports).

In ``000`` the heading "§ 308-7 Excavations of streets, alleys, public ways and grounds" sits
between paragraphs about finishing concrete sidewalks; its text ("Permit required. No person …
shall make … any opening or excavation in any public street, public alley, public way, public
ground …") starts seven paragraphs later. A heading is compared with the paragraph right after
it and with the paragraphs that follow (caption plus opening words, by shared vocabulary and
fuzzy caption match). The boundary moves only on strong evidence:

* a later unmarked paragraph matches the heading clearly better than the first one does, or
* the first paragraphs cannot open a section — plain items and a stray printed item number
  above 1 such as "(5)" continue the previous section's list — and the first run-in caption
  after them matches the heading at least as well as the first paragraph.

The paragraphs in between go back to the previous section. A heading's text may even stand
after later headings (``000`` prints § 308-14's heading inside § 308-10 and its text after
§ 308-13), so the look-ahead crosses headings but never takes a section's first paragraph.
"""
from __future__ import annotations

from dataclasses import dataclass

from rapidfuzz import fuzz

from ._text import stems
from .headings import Heading
from .paras import Para

WINDOW = 25  # paragraphs looked ahead for a heading's real text
_OPENING_CHARS = 400  # caption plus opening sentences: where a section states its topic
STRONG = 0.6
MARGIN = 0.35
WEAK_FIRST = 0.5


@dataclass(frozen=True)
class Move:
    heading_index: int
    region: int  # region holding the real first paragraph
    para: int  # index of that paragraph in its region
    first_score: float
    score: float
    reason: str


def _opening(text: str, p: Para) -> str:
    return text[p.body_start : min(p.end, p.body_start + _OPENING_CHARS)]


class _Scorer:
    """Heading-vs-paragraph similarity with each vocabulary computed once per document."""

    def __init__(self, text: str) -> None:
        self.text = text
        self._para: dict[int, tuple[frozenset, frozenset]] = {}
        self._heading: dict[int, frozenset] = {}

    def heading_stems(self, h: Heading) -> frozenset:
        hs = self._heading.get(h.start)
        if hs is None:
            hs = self._heading[h.start] = stems(h.title or "")
        return hs

    def para_stems(self, p: Para) -> tuple[frozenset, frozenset]:
        got = self._para.get(p.start)
        if got is None:
            cap = stems(p.caption.text) if p.caption is not None else frozenset()
            got = self._para[p.start] = (stems(_opening(self.text, p)), cap)
        return got

    def score(self, h: Heading, p: Para) -> float:
        hs = self.heading_stems(h)
        if not hs:
            return 0.0
        ps, cs = self.para_stems(p)
        overlap = len(hs & ps) / len(hs)
        if p.caption is not None and len(cs) >= 2:
            overlap = max(overlap, fuzz.token_set_ratio(h.title, p.caption.text) / 100.0)
        return overlap


def _can_open(p: Para) -> bool:
    return not p.markers and not p.is_term


def _continues_list(p: Para) -> bool:
    """Plain items or a printed item number above 1: the tail of the previous section's list."""
    if p.markers:
        return p.markers[0].values[0] > 1
    return p.caption is None


def find_moves(text: str, headings: list[Heading], regions: list[list[Para]]) -> list[Move]:
    """``regions[i]`` holds the paragraphs printed after ``headings[i]`` (before the next one)."""
    moves: list[Move] = []
    sc = _Scorer(text)
    for i, h in enumerate(headings):
        body = regions[i]
        hs = sc.heading_stems(h)
        if not body or not hs:
            continue
        # A heading's topic may be announced by a chapeau and stated just after it
        # ("Definition. … the following terms:" + "TERRACE AREA"), so look at three paragraphs.
        first = max(sc.score(h, p) for p in body[:3])
        if first >= WEAK_FIRST:
            continue
        lead = 0
        printed_tail = False
        while lead < len(body) and _continues_list(body[lead]):
            printed_tail = printed_tail or bool(body[lead].markers)
            lead += 1
        if printed_tail and lead < len(body) and body[lead].caption is not None and not body[lead].markers:
            s = sc.score(h, body[lead])
            if s >= first:
                moves.append(Move(i, i, lead, first, s, "the first paragraphs continue the previous section's numbered list"))
                continue
        best: tuple[float, int, int] | None = None
        seen = 0
        for r in range(i, len(regions)):
            for k, p in enumerate(regions[r]):
                if (r == i and k == 0) or (r > i and k == 0):
                    continue
                seen += 1
                if seen > WINDOW:
                    break
                if not _can_open(p):
                    continue
                s = sc.score(h, p)
                if r > i and s <= sc.score(headings[r], p):
                    continue
                if len(hs) == 1 and not (hs & sc.para_stems(p)[1]):
                    continue
                if best is None or s > best[0]:
                    best = (s, r, k)
            if seen > WINDOW:
                break
        if best is not None and best[0] >= STRONG and best[0] - first >= MARGIN:
            moves.append(Move(i, best[1], best[2], first, best[0], "a later paragraph matches the heading"))
    return moves
