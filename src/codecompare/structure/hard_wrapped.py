"""Plain exports with no section headings (``001``: a 1994 code printed hard-wrapped).

With no headings, sections are recovered from the lettering: each section's subsections run
A., B., C. …, so a top-level letter that repeats or goes back ("B." after "B.", "A." after
"J.") opens a new section, while a skip forward ("A." then "C.") is a gap inside the same
section (the source lost "B."). An unlabelled paragraph after a finished lettered clause opens
a new topic too ("No person shall burn any leaves …"), unless the clause before it announced
it (caption-only "Bond." or a chapeau ending in ":"). Such sections have no number; their
title is their first caption.
"""
from __future__ import annotations

from .paras import Para


def _top_kind(paras: list[Para]) -> str | None:
    for p in paras:
        if p.markers:
            return p.markers[0].kinds[0]
    return None


def split_sections(paras: list[Para]) -> list[list[Para]]:
    top = _top_kind(paras)
    sections: list[list[Para]] = []
    cur: list[Para] = []
    last_top = 0  # value of the last top-level letter in the current section
    for p in paras:
        announced = bool(cur) and (cur[-1].caption_only or cur[-1].ends_colon)
        if p.markers and top is not None and top in p.markers[0].kinds:
            value = p.markers[0].values[p.markers[0].kinds.index(top)]
            restart = bool(last_top) and value <= last_top
            after_plain = not last_top and not announced and any(not q.markers for q in cur)
            if cur and (restart or after_plain):
                sections.append(cur)
                cur = []
            last_top = value
        elif not p.markers and cur and not announced:
            sections.append(cur)
            cur = []
            last_top = 0
        cur.append(p)
    if cur:
        sections.append(cur)
    return sections
