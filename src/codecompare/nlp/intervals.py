"""A set of character spans with logarithmic overlap checks.

The finders ask "does this candidate overlap anything taken or blocked?" once per candidate;
a linear scan made a whole chapter passed as one text quadratic.
"""
from __future__ import annotations

from bisect import bisect_left, bisect_right


class SpanSet:
    """Disjoint, sorted half-open spans; added spans that touch or overlap are merged."""

    __slots__ = ("starts", "ends")

    def __init__(self, spans=()):
        self.starts: list[int] = []
        self.ends: list[int] = []
        for s, e in sorted(spans):
            self.add(s, e)

    def overlaps(self, s: int, e: int) -> bool:
        i = bisect_left(self.starts, e) - 1
        return i >= 0 and self.ends[i] > s

    def add(self, s: int, e: int) -> None:
        lo = bisect_left(self.ends, s)  # first span that ends at or after s
        hi = bisect_right(self.starts, e)  # spans starting after e are untouched
        if lo < hi:
            s = min(s, self.starts[lo])
            e = max(e, self.ends[hi - 1])
        self.starts[lo:hi] = [s]
        self.ends[lo:hi] = [e]
