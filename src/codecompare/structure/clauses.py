"""Clauses from printed markers (every layout whose markers survived the export).

Clause span convention: a clause starts AT its printed marker when one is printed ("(a)" in
"(a)\\n\\nRequirements of petition. The …" starts the span) and at its first visible character
otherwise; it ends at the end of its own paragraph(s), never covering its children.

Inline enumerations ("(b) Application for a tree permit: (1) A property owner … (2) …",
``Para.inline``) are split: the paragraph's own clause ends before its first inline marker and
each inline item is a clause from its marker to the next one.

Flush text. Drafters often resume the chapeau's sentence after its items ("… insufficient:"
(a) (b) (c) "If 80% of a property owner's sidewalk blocks are determined to be defective …").
That text belongs to the chapeau, not to the last item, but a clause span cannot cover the
chapeau and skip its children. So flush text is its own clause that repeats the chapeau's
label (``(11)``), at the chapeau's depth, with ``marker=None`` and no caption: a label
printed twice in a section, the second time without a marker, is the chapeau's flush text.
Label lookups take the first clause with a label (the chapeau itself). A plain paragraph is
flush text when it follows the items of a list opened right after a colon; after a list with
no colon chapeau it stays an unlabelled clause, as before.
"""
from __future__ import annotations

from dataclasses import dataclass

from ._text import strip_span
from .markers import Marker, MarkerStack
from .paras import Para, find_caption


@dataclass
class ClauseRec:
    label: str | None
    caption: str | None
    start: int
    end: int
    depth: int = 1
    reconstructed: bool = False
    marker: str | None = None


@dataclass(frozen=True)
class LabelIssue:
    kind: str  # label_gap | label_order
    start: int
    message: str


@dataclass(frozen=True)
class _Piece:
    """A paragraph, or the part of one that an inline marker starts."""

    markers: tuple[Marker, ...]
    start: int
    end: int
    caption: str | None
    ends_colon: bool


def pieces(text: str, p: Para) -> list[_Piece]:
    if not p.inline:
        return [_Piece(p.markers, p.start, p.end, p.caption.text if p.caption else None, p.ends_colon)]
    bounds = [mk.start for mk in p.inline] + [p.end]
    first_end = strip_span(text, p.start, bounds[0])[1]
    cap = p.caption.text if (p.caption and p.caption.end <= first_end) else None
    out = [_Piece(p.markers, p.start, first_end, cap, text[:first_end].endswith(":"))]
    for mk, nxt in zip(p.inline, bounds[1:]):
        end = strip_span(text, mk.start, nxt)[1]
        body = strip_span(text, mk.end, end)[0]
        c = find_caption(text, body, end) if body < end else None
        if c is not None and not text[c.end + 1 : end].strip():
            c = None  # an item that is one short sentence ("(D) Enforcement of this article.")
        out.append(_Piece((mk,), mk.start, end, c.text if c else None, text[:end].endswith(":")))
    return out


def printed_clauses(text: str, paras: list[Para]) -> tuple[list[ClauseRec], list[LabelIssue]]:
    stack = MarkerStack()
    chapeaus: list[ClauseRec | None] = []  # per open level: the colon chapeau it was opened under
    out: list[ClauseRec] = []
    issues: list[LabelIssue] = []
    prev_colon = False
    flush: ClauseRec | None = None  # the flush clause a following plain paragraph continues
    for piece in (pc for p in paras for pc in pieces(text, p)):
        if piece.markers:
            flush = None
            for k, mk in enumerate(piece.markers):
                before = stack.depth
                chapeau = out[-1] if (out and prev_colon and k == 0) else None
                kind, value, expected = stack.push_marker(mk)
                if stack.depth > before:
                    chapeaus[stack.depth - 1 :] = [chapeau]
                else:
                    del chapeaus[stack.depth :]
                if value > expected:
                    issues.append(LabelIssue("label_gap", mk.start, f"{mk.text} follows a gap in the lettering (expected item {expected})"))
                elif value < expected and value != 1:
                    issues.append(LabelIssue("label_order", mk.start, f"{mk.text} repeats or goes back in the lettering"))
                last = k == len(piece.markers) - 1
                out.append(
                    ClauseRec(
                        label=stack.label(),
                        caption=piece.caption if last else None,
                        start=mk.start,
                        end=piece.end if last else mk.end,
                        depth=stack.depth,
                        marker=mk.text,
                    )
                )
        elif flush is not None and piece.caption is None:
            out.append(ClauseRec(flush.label, None, piece.start, piece.end, flush.depth, flush.reconstructed))
        elif stack.depth and chapeaus and chapeaus[-1] is not None and piece.caption is None and not prev_colon:
            flush = chapeaus[-1]
            if flush.label is not None:
                del stack.levels[flush.depth :]  # the items' list is closed
                del chapeaus[flush.depth :]
            out.append(ClauseRec(flush.label, None, piece.start, piece.end, flush.depth, flush.reconstructed))
        else:
            flush = None
            depth = stack.depth + 1 if (prev_colon and stack.depth) else 1
            out.append(ClauseRec(None, piece.caption, piece.start, piece.end, depth))
        prev_colon = piece.ends_colon
    return out, issues
