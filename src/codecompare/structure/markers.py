"""Subsection markers ("A." "(1)" "(a)" "[1]" "(i)") and the labels built from them.

Publishers nest marker *styles*, not depths: General Code prints A. → (1) → (a) → [1], Ohio
(a) → (1) → A., Code Publishing A. → 1. → a. A style seen for the first time opens a deeper
level; a style already open closes everything below it. "(i)" is a letter after "(h)" and a
roman numeral otherwise — the classic ambiguity of legal outlines.

Label convention (the full path, as users cite it): a top level printed with a period is bare
(``A``, ``1``), a top level printed in parentheses keeps them (``(a)``); deeper levels are
parenthesized (``A(2)``, ``B(1)(a)``, ``(b)(1)``) and bracketed levels stay bracketed
(``F(1)(b)[1]``).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from ._text import MARKER_AT

_ROMAN = {"i": 1, "v": 5, "x": 10, "l": 50}


@lru_cache(maxsize=1024)
def roman_value(s: str) -> int | None:
    s = s.lower()
    if not s or any(c not in _ROMAN for c in s):
        return None
    total = 0
    for a, b in zip(s, s[1:] + " "):
        va = _ROMAN[a]
        total += -va if b != " " and _ROMAN[b] > va else va
    return total if total > 0 else None


@dataclass(frozen=True)
class Marker:
    text: str  # exactly as printed, e.g. "(5)", "A.", "[1]"
    start: int
    end: int
    kinds: tuple[str, ...]  # candidate styles, most likely first
    values: tuple[int, ...]  # ordinal for each candidate style
    inner: str  # "5", "A", "1", "iv"


@lru_cache(maxsize=1024)  # (a run of "A." markers repeats a few inners: a page of them costs a lookup each)
def _styles(inner: str, shape: str) -> tuple[tuple[str, ...], tuple[int, ...]]:
    if inner.isdigit():
        return (f"num{shape}",), (int(inner),)
    if len(inner) == 1 and inner.isalpha():
        letter = (f"{'upper' if inner.isupper() else 'lower'}{shape}", ord(inner.lower()) - 96)
        r = roman_value(inner)
        if r is not None:
            roman = (f"roman{'U' if inner.isupper() else ''}{shape}", r)
            return (letter[0], roman[0]), (letter[1], roman[1])
        return (letter[0],), (letter[1],)
    if len(inner) == 2 and inner[0] == inner[1] and inner.islower():
        r = roman_value(inner)
        if r is not None:  # "(ii)" is roman unless it continues "(z)", "(aa)" …
            return (f"roman{shape}", f"lower{shape}"), (r, 26 + ord(inner[0]) - 96)
        return (f"lower{shape}",), (26 + ord(inner[0]) - 96,)  # (aa) after (z)
    r = roman_value(inner)
    return (f"roman{'U' if inner.isupper() else ''}{shape}",), (r or 1,)


def marker_at(text: str, pos: int, end: int | None = None) -> Marker | None:
    m = MARKER_AT.match(text, pos, len(text) if end is None else end)
    if not m:
        return None
    if m.group("paren") is not None:
        inner, shape = m.group("paren"), "()"
    elif m.group("brack") is not None:
        inner, shape = m.group("brack"), "[]"
    else:
        inner, shape = m.group("dot"), "."
    kinds, values = _styles(inner, shape)
    return Marker(m.group(), m.start(), m.end(), kinds, values, inner)


_BETWEEN_MARKERS = re.compile(r"[ \t\n\u00a0\u200b]*")


def markers_run(text: str, pos: int, end: int) -> list[Marker]:
    """Markers printed one after the other at a paragraph start: "(A) (1) The owner…"."""
    out: list[Marker] = []
    while pos < end:
        mk = marker_at(text, pos, end)
        if mk is None:
            break
        out.append(mk)
        pos = _BETWEEN_MARKERS.match(text, mk.end, end).end()
    return out


def label_part(kind: str, inner: str, depth: int) -> str:
    if kind.endswith("[]"):
        return f"[{inner}]"
    if depth == 1:
        return inner if kind.endswith(".") else f"({inner})"
    return f"({inner})"


@dataclass
class Level:
    kind: str
    value: int
    part: str  # label component, e.g. "A", "(2)"
    reconstructed: bool = False


class MarkerStack:
    """The open outline levels while walking a section's paragraphs in order."""

    def __init__(self) -> None:
        self.levels: list[Level] = []

    def kinds(self) -> list[str]:
        return [lv.kind for lv in self.levels]

    def choose_kind(self, mk: Marker) -> tuple[str, int]:
        open_kinds = self.kinds()
        if len(mk.kinds) == 1:
            return mk.kinds[0], mk.values[0]
        # Letter-or-roman: prefer whichever continues an open sequence.
        for kind, value in zip(mk.kinds, mk.values):
            if kind in open_kinds and self.levels[open_kinds.index(kind)].value + 1 == value:
                return kind, value
        by_kind = dict(zip(mk.kinds, mk.values))
        roman_kind = next(k for k in mk.kinds if k.startswith("roman"))
        letter_kind = next(k for k in mk.kinds if not k.startswith("roman"))
        if letter_kind in open_kinds and by_kind[roman_kind] == 1:
            return roman_kind, 1  # "(i)" under "(a)" that is not at "(h)"
        if roman_kind in open_kinds or len(mk.inner) > 1:
            return roman_kind, by_kind[roman_kind]
        return letter_kind, by_kind[letter_kind]

    def push_marker(self, mk: Marker) -> tuple[str, int, int]:
        """Place a printed marker; returns (kind, value, expected value at its level)."""
        kind, value = self.choose_kind(mk)
        open_kinds = self.kinds()
        if kind in open_kinds:
            idx = open_kinds.index(kind)
            expected = self.levels[idx].value + 1
            del self.levels[idx + 1 :]
            lv = self.levels[idx]
            lv.value, lv.part, lv.reconstructed = value, label_part(kind, mk.inner, idx + 1), False
        else:
            expected = 1
            self.levels.append(Level(kind, value, label_part(kind, mk.inner, len(self.levels) + 1)))
        return kind, value, expected

    def label(self) -> str:
        return "".join(lv.part for lv in self.levels)

    def reconstructed(self) -> bool:
        return any(lv.reconstructed for lv in self.levels)

    @property
    def depth(self) -> int:
        return len(self.levels)
