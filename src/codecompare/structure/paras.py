"""A paragraph seen the way a drafter reads it: printed marker, run-in caption, chapeau.

Run-in captions are the short noun phrases codifiers put before the text of a subsection
("Frozen ground. No openings …"). General Code exports drop the subsection letters but keep
these captions, so they are the strongest structural signal in those files. A caption is short,
capitalized, ends in a period (or a colon), and contains no finite verb a sentence would have;
it is never an abbreviation ("Wis. Stats.", "Ord. No.").
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from ._text import strip_span
from .markers import Marker, marker_at, markers_run

_CAPTION = re.compile(
    r"(?P<cap>[A-Z\"“][^\n.:?!]{0,200}?)[ \u00a0]?(?P<term>[.:])(?=(?P<ws>[ \t\n\u00a0]+)(?P<next>\S)|[ \t\u00a0]*$)"
)
_VERBS = frozenset("shall may must will is are was were be been means mean should can cannot does did".split())
_ABBREVIATIONS = frozenset(
    """no nos sec secs ord ords st stat stats wis mr mrs dr co inc corp art ch chs vol res ref
    seq al etc vs approx dept govt twp p pp u.s r.c gen off traf ohio""".split()
)
# Words that open sentences, not captions; a long "caption" starting with one is a sentence
# ("Before pouring the concrete, check the forms …").
_SENTENCE_OPENERS = frozenset(
    """before after when whenever if unless upon in where except prior for to as all any each no
    the this such it every said these those there""".split()
)
_WORDS = re.compile(r"[A-Za-z’'\-]+")
_TRAILING_HISTORY = re.compile(
    r"\(\s*(?:Ord\.|Ords\.|Res\.|ORC\b|Ohio R\.C\.|Prior Code|Code \d{4}|\d{4}\s+Code|Passed|Adopted|Amended)"
    r"[^()]{0,200}\)\s*$"
)
# The bracket first and the look-behind after it: a pattern that opens with a literal lets the
# engine skip to each "[" in C instead of testing the look-behind at every character.
_GLUED_FOOTNOTE = re.compile(r"\[(?<=[^\s\[]\[)(\d{1,3})\]")
_ALL_CAPS_TERM = re.compile(r"[A-Z][A-Z0-9 \-’'/&,]{1,60}")


@dataclass(frozen=True)
class Caption:
    text: str  # without its final period/colon
    start: int
    end: int  # end of the caption words (before the period)


@dataclass(frozen=True)
class Para:
    start: int
    end: int  # end of normative text (a trailing history parenthesis is cut off as a note)
    markers: tuple[Marker, ...]  # printed markers at its start ("(A) (1)" gives two)
    body_start: int  # first character after the markers
    caption: Caption | None
    caption_only: bool  # the paragraph is nothing but its caption ("Bond.")
    ends_colon: bool  # a chapeau announcing a list ("… the following:")
    is_term: bool  # an all-caps defined term standing alone ("TERRACE AREA")
    history: tuple[int, int] | None = None  # trailing "(Ord. …)" cut off the paragraph
    inline: tuple[Marker, ...] = ()  # enumeration markers inside the text ("…: (1) … (2) …")

    @property
    def marker(self) -> Marker | None:
        return self.markers[-1] if self.markers else None


def find_caption(text: str, start: int, end: int) -> Caption | None:
    m = _CAPTION.match(text, start, end)
    if not m:
        return None
    cap = m.group("cap").strip()
    words = _WORDS.findall(cap)
    if not words or len(words) > 25 or "§" in cap or any(c.isdigit() for c in cap):
        return None
    lower = [w.lower() for w in words]
    if any(w in _VERBS for w in lower) or (len(words) > 5 and lower[0] in _SENTENCE_OPENERS):
        return None
    if lower[-1].rstrip("’'") in _ABBREVIATIONS or (len(words[-1]) == 1 and m.group("term") == "."):
        return None
    nxt = m.group("next")
    if m.group("term") == "." and nxt is not None and not (nxt[0].isupper() or nxt[0] in "\"“(§$[0123456789"):
        return None
    if m.group("term") == ":" and len(words) > 6:
        return None
    if nxt is None and len(words) > 8:
        return None  # a long phrase standing alone is a list item, not a caption-only heading
    cap_end = m.start("term")
    while cap_end > start and text[cap_end - 1] in " \u00a0":
        cap_end -= 1
    return Caption(" ".join(text[m.start("cap") : cap_end].split()), m.start("cap"), cap_end)


def classify(text: str, start: int, end: int) -> Para:
    """Describe the paragraph text[start:end] (already narrowed to visible content)."""
    history = None
    hm = _TRAILING_HISTORY.search(text, start, end)
    if hm and hm.start() > start:
        new_end = strip_span(text, start, hm.start())[1]
        if new_end > start:
            history = (hm.start(), end)
            end = new_end
    markers = tuple(markers_run(text, start, end))
    body = markers[-1].end if markers else start
    body = strip_span(text, body, end)[0] if body < end else end
    caption = find_caption(text, body, end) if body < end else None
    caption_only = False
    if caption is not None:
        rest = strip_span(text, caption.end + 1, end)
        caption_only = rest[0] >= rest[1]
    tail = _GLUED_FOOTNOTE.sub("", text[max(body, end - 12) : end]).rstrip()
    ends_colon = tail.endswith(":")
    is_term = (
        not markers
        and body < end
        and "\n" not in text[body:end]
        and _ALL_CAPS_TERM.fullmatch(text, body, end) is not None
        and sum(c.isalpha() for c in text[body:end]) >= 3
    )
    inline = inline_markers(text, body, end, markers)
    return Para(start, end, markers, body, caption, caption_only, ends_colon, is_term, history, inline)


# --- enumerations printed inside a paragraph -------------------------------------------------
#
# Some exports (Somerville's enCodePlus text, American Legal run-ons) print a whole list on one
# line: "(b) Application for a tree permit: (1) A property owner … (2) The tree warden …" or
# "(1) Fees : a. A $50.00 … b. A $500.00 …". The same shapes occur as references ("Subsection
# B(1) and (2)", "under paragraph (5)", "47 C.F.R. 1.1307(b)"), so a marker inside a line only
# splits the paragraph when it is one of a run that counts up from the start of a list: the
# first item opens after a colon or a sentence end (or continues the paragraph's own printed
# marker), each next item has the next value in the same style, and none is preceded by a word
# that makes it a reference.

# The space before a marker is matched (not looked behind) so the engine skips in C to the next
# space; the marker is group 1.
_INLINE_CANDIDATE = re.compile(
    r"[ \t\n\u00a0]((?:\((?:\d{1,3}|[A-Za-z]|[ivx]{2,5})\)|(?:\d{1,2}|[A-Za-z])\.))(?=[ \u00a0]+\S)"
)
_NEXT_VISIBLE = re.compile(r"[ \u00a0]*(.?)", re.S)
_REFERENCE_WORDS = frozenset(
    """subsection subsections paragraph paragraphs division divisions section sections clause
    clauses item items subdivision subdivisions subparagraph subparagraphs sub part parts
    article articles chapter chapters title titles see under in of and or to through""".split()
)
_LAST_WORD = re.compile(r"([A-Za-z]+)[ \t\n\u00a0]*$")


def _style(mk: Marker) -> tuple[str, int]:
    # A single letter counts as a letter here: an inline roman list would start at "(i)",
    # which as a letter is item 9 and so never opens a run — such lists stay unsplit.
    return mk.kinds[0], mk.values[0]


def _boundary(text: str, lo: int, pos: int) -> str:
    """What precedes an inline marker: "open" (colon or sentence end), "list" (semicolon,
    comma, "; and"), "ref" (a reference word: "paragraph (5)", "B(1) and (2)") or "word"."""
    before = text[max(lo, pos - 40) : pos].rstrip(" \t\n\u00a0")
    if not before:
        return "open"
    if before[-1] in ":.?!":
        return "open"
    if before[-1] in ";,—":
        return "list"
    m = _LAST_WORD.search(before)
    if m and m.group(1).lower() in ("and", "or"):
        rest = before[: m.start()].rstrip(" \t\n\u00a0")
        if rest.lower().endswith("and/"):  # "; and/or (7)"
            rest = rest[:-4].rstrip(" \t\n\u00a0")
        return "list" if rest[-1:] in (";", ",") else "ref"
    if m and m.group(1).lower() in _REFERENCE_WORDS:
        return "ref"
    return "word"


def inline_markers(text: str, body: int, end: int, leading: tuple[Marker, ...] = ()) -> tuple[Marker, ...]:
    """Markers inside [body, end) that enumerate items (see the comment above)."""
    runs: list[list[Marker]] = []  # candidate runs, in order of their first marker
    open_runs: dict[str, list[Marker]] = {}
    seeded: dict[str, int] = {}  # the paragraph's own printed markers, continued inline
    for mk in leading:
        kind, value = _style(mk)
        seeded[kind] = value
    for m in _INLINE_CANDIDATE.finditer(text, max(body - 1, 0), end):
        at = m.start(1)
        if at < body:
            continue
        mk = marker_at(text, at, end)
        if mk is None:
            continue
        kind, value = _style(mk)
        if mk.text.endswith(".") and not _NEXT_VISIBLE.match(text, m.end()).group(1).isupper():
            continue  # "a. A $50.00 fee" — a dotted item starts a sentence; "c. 40 § 21D" does not
        where = _boundary(text, body, at)
        if where == "ref":
            continue
        run = open_runs.get(kind)
        if run is not None and _style(run[-1])[1] + 1 == value:
            run.append(mk)
            continue
        if kind in seeded and seeded[kind] + 1 == value and where in ("open", "list"):
            seeded.pop(kind)  # "(a) … . (b) …": the line goes on with the paragraph's own list
            run = [mk]
            runs.append(run)
            open_runs[kind] = run
            continue
        if value == 1 and where == "open":
            run = [mk]
            runs.append(run)
            open_runs[kind] = run
    out: list[Marker] = []
    for run in runs:
        if len(run) >= 2 or _style(run[0])[1] > 1:  # a run from 1 needs a second item; a seeded one does not
            out.extend(run)
    return tuple(sorted(out, key=lambda mk: mk.start))


def glued_footnotes(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """Footnote references glued to text ("therefor.[2]"): General Code's editor's-note calls."""
    return [(m.start(), m.end()) for m in _GLUED_FOOTNOTE.finditer(text, start, end)]
