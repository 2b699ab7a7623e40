"""Clauses from printed markers (every layout whose markers survived the export).

Clause span convention: a clause starts AT its printed marker when one is printed ("(a)" in
"(a)\\n\\nRequirements of petition. The …" starts the span) and at its first visible character
otherwise; it ends at the end of its own paragraph(s), never covering its children.
"""
from __future__ import annotations

from dataclasses import dataclass

from .markers import MarkerStack
from .paras import Para


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


def printed_clauses(text: str, paras: list[Para]) -> tuple[list[ClauseRec], list[LabelIssue]]:
    stack = MarkerStack()
    out: list[ClauseRec] = []
    issues: list[LabelIssue] = []
    prev_colon = False
    for p in paras:
        if p.markers:
            for k, mk in enumerate(p.markers):
                kind, value, expected = stack.push_marker(mk)
                if value > expected:
                    issues.append(LabelIssue("label_gap", mk.start, f"{mk.text} follows a gap in the lettering (expected item {expected})"))
                elif value < expected and value != 1:
                    issues.append(LabelIssue("label_order", mk.start, f"{mk.text} repeats or goes back in the lettering"))
                last = k == len(p.markers) - 1
                out.append(
                    ClauseRec(
                        label=stack.label(),
                        caption=p.caption.text if (last and p.caption) else None,
                        start=mk.start,
                        end=p.end if last else mk.end,
                        depth=stack.depth,
                        marker=mk.text,
                    )
                )
        else:
            depth = stack.depth + 1 if (prev_colon and stack.depth) else 1
            out.append(ClauseRec(None, p.caption.text if p.caption else None, p.start, p.end, depth))
        prev_colon = p.ends_colon
    return out, issues
