"""Whether a point of ordinance text lies under a prohibition (its polarity).

A number's comparator can depend on it: "shall be placed within 5 feet of the curb" bounds the
distance from above, but "No person shall erect a sign within 500 feet of a playground" forbids
the near zone, so 500 feet is a minimum separation; "more than two hours" in "No person shall
park ... for more than two hours" is a maximum. The polarity at a point is set by the last
modal marker before it in its sentence (``rx.POLARITY``): a prohibition ("No ... shall",
"shall not", "it shall be unlawful", "is prohibited") makes it negative, a plain duty or
permission ("shall", "may", "is required to") positive; "unless", "except", "fail to" lift a
prohibition ("No permit shall be issued unless paid within 30 days": the deadline is a duty).
A sentence with no marker before the point is negative when it ends in "is prohibited"
("Parking within 15 feet of a hydrant is prohibited").

A list item carries no modal of its own when its chapeau does: "No newsrack shall be placed:
... (2) Within five feet of any crosswalk". Inside one text, a sentence inherits the polarity at
the end of the sentence before it when that one opens a list (ends with ":" or "the following")
or is an item that runs on ("...; or") and this one starts with a list marker. Across clauses
(extraction runs clause by clause) the caller passes the chapeau's polarity (``ends_prohibited``)
as ``lead`` for the item's first sentence.
"""
from __future__ import annotations

import re
from bisect import bisect_right

from . import regexes as rx
from .modality import sentence_spans


def _marks(text: str, start: int, end: int) -> list[tuple[int, str]]:
    """(start, kind) of every polarity marker of the sentence ``text[start:end]``; a cap on an amount that opens
    a list ("shall not exceed:") is none (``_CAP_AFTER``)."""
    return [(m.start(), m.lastgroup) for m in rx.POLARITY.finditer(text, start, end)
            if not (m.lastgroup == "neg" and _CAP_AFTER.match(text, m.end()))]


def _state_at(marks: list[tuple[int, str]], pos: int, state: bool) -> bool:
    """Polarity at ``pos`` of a sentence with markers ``marks``, starting in ``state``."""
    seen = False
    for start, kind in marks:
        if start >= pos:
            # "Parking within 15 feet of a hydrant is prohibited": the marker follows.
            if not seen and kind == "post":
                return True
            break
        if kind == "flip":
            state = False
            continue
        seen = True
        state = kind in ("neg", "post")
    return state


# A list item's sentence inherits the polarity of the sentence before it when that one opens
# the list ("... maintained:", "the following") or is itself an item that runs on ("...; or").
_OPENS_LIST = re.compile(r"(?::|\bfollowing\.?|[-\u2013\u2014])\s*$", re.I)
_RUNS_ON = re.compile(r"(?:[;,]|;\s*(?:and|or))\s*$", re.I)
# A chapeau that caps an amount ("The amount of the fee shall not exceed:") forbids no act: its "shall not" is no
# prohibition marker, so the items' own comparatives keep their sense ("(2) Ten dollars if the face amount ... is
# greater than $10 but does not exceed $100", Sebastian County AR: the check's amount is a band).
_CAP_AFTER = re.compile(r"\s*(?:not\s+)?(?:to\s+)?(?:exceed|be\s+(?:more|greater|less|fewer)\s+than)\s*:", re.I)
# An exception set off by a comma before a chapeau's colon excepts a manner, not the list: "(2) Stand or park a
# vehicle, whether occupied or not, except momentarily to pick up or discharge passengers: ... (b) Within 15 feet
# of a fire hydrant" (the Uniform Vehicle Code's wording: Easley SC, Cave Creek AZ, Manchester NH): the items are
# still forbidden (its adverb of time marks it; "except in these places:" opens the list itself).
_EXCEPTION_BEFORE_COLON = re.compile(r",\s*except\s+(?:momentarily|temporarily|briefly)\b[^,;:.]*:\s*$", re.I)
LIST_MARKER = re.compile(r"\s*(?:\((?:\d{1,3}|[a-zA-Z]{1,4})\)|(?:\d{1,3}|[a-zA-Z])[.)])(?=\s)")


def ends_prohibited(text: str, lead: bool = False) -> bool:
    """Polarity at the end of ``text`` (a chapeau: "No newsrack shall be placed:"); ``lead``
    is the polarity its own chapeau hands down when ``text`` is itself a list item."""
    return Polarity(text, lead=lead).at_end()


def opens_list(text: str) -> bool:
    """Whether ``text`` ends like a chapeau ("... shall not be placed:", "the following")."""
    return _OPENS_LIST.search(text[-40:]) is not None


class Polarity:
    """Polarity queries over one clause text; sentence spans are found once, on first use.
    ``lead``: the polarity handed down to the text's first sentence by a chapeau outside it."""

    __slots__ = ("text", "lead", "_sentences", "_starts", "_ends", "_marks")

    def __init__(self, text: str, sentences: list[tuple[int, int]] | None = None, lead: bool = False):
        self.text = text
        self.lead = lead
        self._sentences = sentences
        self._starts: list[int] | None = None
        self._ends: dict[int, bool] = {}
        self._marks: dict[int, list[tuple[int, str]]] = {}

    def _sentence_marks(self, i: int) -> list[tuple[int, str]]:
        marks = self._marks.get(i)
        if marks is None:
            s, e = self._sentences[i]
            marks = self._marks[i] = _marks(self.text, s, e)
        return marks

    def _load(self) -> None:
        if self._sentences is None:
            self._sentences = sentence_spans(self.text)
        self._starts = [s for s, _ in self._sentences]

    def _inherits(self, i: int) -> bool:
        """Whether sentence ``i`` (> 0) continues a list opened or run on by sentence ``i - 1``."""
        ps, pe = self._sentences[i - 1]
        prev = self.text[max(ps, pe - 40):pe]
        if _OPENS_LIST.search(prev):
            return True
        return _RUNS_ON.search(prev) is not None and LIST_MARKER.match(self.text, self._sentences[i][0]) is not None

    def _end_state(self, k: int, state: bool) -> bool:
        """The polarity at the end of sentence ``k``, which starts in ``state``."""
        s, e = self._sentences[k]
        marks = self._sentence_marks(k)
        end = _state_at(marks, e, state)
        if not end and (x := _EXCEPTION_BEFORE_COLON.search(self.text, max(s, e - 160), e)):
            return _state_at(marks, x.start(), state)
        return end

    def _start_state(self, i: int) -> bool:
        # Walk back over the chain of inheriting sentences, then forward: no recursion, so a
        # long run of items costs one pass.
        j = i
        while j > 0 and self._inherits(j):
            j -= 1
        state = self.lead if j == 0 else False
        for k in range(j, i):
            if k not in self._ends:
                self._ends[k] = self._end_state(k, state)
            state = self._ends[k]
        return state

    def prohibited(self, pos: int) -> bool:
        """Whether the number at ``pos`` is part of what a prohibition forbids."""
        if self._starts is None:
            self._load()
        i = bisect_right(self._starts, pos) - 1
        if i < 0:
            return self.lead
        return _state_at(self._sentence_marks(i), pos, self._start_state(i))

    def at_end(self) -> bool:
        """The polarity at the end of the text (what a chapeau hands down to its items)."""
        if self._starts is None:
            self._load()
        if not self._sentences:
            return self.lead
        i = len(self._sentences) - 1
        return self._end_state(i, self._start_state(i))
