"""General Code (eCode360) exports: rebuild the subsection letters the export dropped.

General Code prints sections as ``§ 370-7 Title.`` and subsections as A. → (1) → (a) → [1].
Plain-text exports of eCode360 pages lose most of those letters but keep what readers see as
typography: the run-in caption ("Frozen ground. No openings …"), caption-only paragraphs
("Bond.") whose following paragraphs are its numbered items, and a few stray markers that the
export printed on their own line ("(5)", "(a)", "[1]"). The chapter's own citations
("§ 370-7G", "Subsection D or E") show how the letters were assigned, and the rules below
reproduce them:

* a run-in-captioned paragraph without a marker is the next top-level subsection (A, B, C…),
  unless it continues a list of captioned items under a caption-only parent, recognizable
  because its caption shares vocabulary with the parent's caption ("Standards; fees." →
  "Municipal standards.", "Fee.") or with the previous item ("Bituminous pavement street." →
  "Concrete pavement street.");
* the paragraphs after a caption-only paragraph, or after one ending in a colon, are its
  items (1), (2), …;
* a chapeau that ends in a colon ("… shall fully comply with the following requirements:")
  announces a list, so captioned paragraphs after its first captioned item stay its items
  (§ 308-15 "Liability insurance.", "Cooperation with law enforcement officials.",
  "Cleanup.", … are C(1)–C(4)) until one reads as a subsection of the level above instead:
  its caption shares more words with the section title and the chapeau's siblings than with
  the items ("Snow and ice not to encroach." after "Notice and removal of snow …: Hazardous
  conditions." in "Snow and ice removal" is C), or the letters the chapter cites
  ("Subsection D or E", "§ 370-7G") could no longer all exist if the list went on;
* text after a printed list under a colon chapeau that is neither captioned nor marked is
  the chapeau's flush text (see ``clauses.py`` for the representation);
* a stray printed marker is trusted over our count: a "(6)" after five reconstructed
  top-level items means those items were (1)–(5) of a subsection whose letter line was lost,
  and a printed "(a)" right after an unlabelled paragraph means that paragraph was its
  parent's own text, not item (a).

Every reconstructed label is marked ``label_reconstructed=True``.
"""
from __future__ import annotations

import re
import string
from functools import lru_cache
from dataclasses import dataclass, field

from ._text import Line, stems
from .clauses import ClauseRec, LabelIssue
from .headings import SECTION_SIGN, Heading, is_caps, single_line
from .paras import Para

LAYOUT = "general_code"


def find_headings(text: str, lines: list[Line]) -> list[Heading]:
    """``§ 370-7 Regulations governing excavations and openings.`` on its own paragraph."""
    return single_line(text, lines, SECTION_SIGN, lambda t: not is_caps(t))

# The General Code outline, top to bottom.
_ORDER = ("upper", "num", "lower", "bracket")


def _gc_kind(kind: str) -> str:
    if kind.endswith("[]"):
        return "bracket"
    for k in ("upper", "num", "lower"):
        if kind.startswith(k):
            return k
    return "lower" if kind.startswith("roman") and not kind.startswith("romanU") else "upper"


def _part(kind: str, value: int, depth: int) -> str:
    if kind == "upper":
        letter = _letters(value).upper()
        return letter if depth == 1 else f"({letter})"
    if kind == "lower":
        return f"({_letters(value)})"
    if kind == "bracket":
        return f"[{value}]"
    return f"({value})"


def _letters(value: int) -> str:
    # A..Z, then AA, BB … as General Code continues long lists.
    value = max(value, 1)
    base = chr(96 + ((value - 1) % 26) + 1)
    return base * ((value - 1) // 26 + 1)


@dataclass
class _Level:
    kind: str
    value: int
    reconstructed: bool
    origin: str  # top | caption | colon | printed: what opened this level
    captioned: bool = False  # its items so far carry run-in captions
    parent_stems: frozenset = frozenset()
    last_stems: frozenset = frozenset()
    parent_rec: int | None = None
    rec_ids: list[int] = field(default_factory=list)
    all_stems: frozenset = frozenset()  # caption words of every item at this level so far
    colon_chapeau: bool = False  # opened right after a paragraph ending in ":"


# "Subsection B", "Subsections B and C", "Subsection D or E", "Subsection B(1) and (2)": the
# letters a section cites of itself (General Code prints its top level as capitals).
_SUBSECTION_REF = re.compile(r"\bSubsections?\s+(?P<first>[A-Z])(?![A-Za-z])(?P<more>(?:\(\w{1,3}\))*(?:\s*(?:,|and|or|through)\s+[A-Z](?![A-Za-z])(?:\(\w{1,3}\))*)*)")
_MORE_LETTERS = re.compile(r"(?<![A-Za-z(])[A-Z](?![A-Za-z])")


def cited_letters(text: str, start: int, end: int, number: str | None = None, chapter_text: str = "") -> int:
    """The highest top-level letter (A = 1) that the section's own text, or the chapter citing
    ``§ <number>G``, says exists. References name real subsections far more often than lost
    ones, so a list reconstruction that would leave a cited letter without a subsection is
    wrong."""
    best = 0
    for m in _SUBSECTION_REF.finditer(text, start, end):
        tail = text[m.end() : m.end() + 16]
        if re.match(r"\s+of\s+(?:§|Section|Sec\.|Chapter)", tail):
            continue  # "Subsection C of § 308-7" names another section's letter
        letters = [m.group("first")] + _MORE_LETTERS.findall(m.group("more"))
        best = max([best] + [ord(c) - 64 for c in letters])
    if number:
        # "§ <number><letter>" not followed by another letter, read from the chapter's "§" tokens
        # (collected once per document: a scan of the whole chapter per section was quadratic).
        best = max(best, _cited_letter_index(chapter_text).get(number, 0))
    return best


_SIGN_TOKEN = re.compile(r"§(?=\s*(\S+))")  # at every "§", also the second of "§§"
_ASCII_LETTERS = frozenset(string.ascii_letters)


@lru_cache(maxsize=4)
def _cited_letter_index(chapter_text: str) -> dict[str, int]:
    """Section number -> highest letter (A = 1) cited as "§ <number><letter>" anywhere in the
    chapter, the letter not followed by another letter. Built once per document from its "§"
    tokens, every split of a token before a capital being a possible number."""
    index: dict[str, int] = {}
    for tok in _SIGN_TOKEN.findall(chapter_text):
        for k in range(1, len(tok)):
            if "A" <= tok[k] <= "Z" and tok[k + 1 : k + 2] not in _ASCII_LETTERS:
                number, letter = tok[:k], ord(tok[k]) - 64
                if letter > index.get(number, 0):
                    index[number] = letter
    return index


class _Builder:
    def __init__(self, title: str | None = None, cited: int = 0, captioned_after: list[int] | None = None) -> None:
        self.stack: list[_Level] = []
        self.out: list[ClauseRec | None] = []
        self.issues: list[LabelIssue] = []
        self.title_stems = stems(title or "")
        self.cited = cited  # highest top-level letter the chapter cites in this section
        self.captioned_after = captioned_after or []  # captioned paragraphs after paragraph k
        self.k = 0  # index of the paragraph being placed

    # -- helpers ---------------------------------------------------------------------
    def label(self) -> str:
        return "".join(_part(lv.kind, lv.value, i + 1) for i, lv in enumerate(self.stack))

    def any_reconstructed(self) -> bool:
        return any(lv.reconstructed for lv in self.stack)

    def current_rec(self) -> int | None:
        return self.stack[-1].rec_ids[-1] if self.stack and self.stack[-1].rec_ids else None

    def emit(self, p: Para, start: int, caption: str | None, marker: str | None) -> int:
        rec = ClauseRec(self.label(), caption, start, p.end, len(self.stack), self.any_reconstructed(), marker)
        self.out.append(rec)
        idx = len(self.out) - 1
        self.stack[-1].rec_ids.append(idx)
        if caption:
            self.stack[-1].all_stems |= stems(caption)
        return idx

    def emit_free(self, p: Para, depth: int, caption: str | None = None) -> int:
        self.out.append(ClauseRec(None, caption, p.start, p.end, depth))
        return len(self.out) - 1

    def push_child(self, kind: str | None, origin: str, prev: Para | None, captioned: bool, reconstructed: bool, value: int) -> None:
        if kind is None:
            top = self.stack[-1].kind if self.stack else None
            kind = _ORDER[min(_ORDER.index(top) + 1, len(_ORDER) - 1)] if top else "upper"
        cap = prev.caption.text if (prev is not None and prev.caption) else ""
        self.stack.append(
            _Level(kind, value, reconstructed, origin, captioned, stems(cap), frozenset(), self.current_rec(),
                   colon_chapeau=prev is not None and prev.ends_colon)
        )

    # -- paragraph kinds ---------------------------------------------------------------
    def printed(self, p: Para, prev: Para | None, slot: bool) -> None:
        for k, mk in enumerate(p.markers):
            kind = _gc_kind(mk.kinds[0])
            value = mk.values[0]
            kinds = [lv.kind for lv in self.stack]
            if kind in kinds:
                idx = kinds.index(kind)
                lv = self.stack[idx]
                expected = lv.value + 1
                if value == 1 and lv.reconstructed and lv.origin in ("caption", "colon") and not lv.captioned:
                    self._fold_into_parent(idx)
                    # The folded paragraph is now the chapeau of the printed list.
                    lv.colon_chapeau = prev is not None and prev.ends_colon
                elif value > expected:
                    self.issues.append(LabelIssue("label_gap", mk.start, f"printed {mk.text} after {lv.value} reconstructed item(s); the export lost item(s)"))
                elif value < expected:
                    self.issues.append(LabelIssue("label_order", mk.start, f"printed {mk.text} where item {expected} was expected"))
                del self.stack[idx + 1 :]
                lv.value, lv.reconstructed = value, False
            elif self._demote_for(kind, value):
                pass
            else:
                rank = _ORDER.index(kind)
                while self.stack and _ORDER.index(self.stack[-1].kind) >= rank:
                    self.stack.pop()
                if value != 1:
                    self.issues.append(LabelIssue("label_gap", mk.start, f"printed {mk.text} opens a list whose earlier items are missing"))
                origin = "caption" if (slot and prev is not None and prev.caption_only) else "printed"
                self.push_child(kind, origin, prev if slot else None, False, False, value)
            last = k == len(p.markers) - 1
            caption = p.caption.text if (last and p.caption) else None
            idx = self.emit(p, mk.start, caption, mk.text)
            if not last:
                self.out[idx].end = mk.end

    def _fold_into_parent(self, idx: int) -> None:
        """A printed "(a)" right after reconstructed items: those items were the parent's text."""
        lv = self.stack[idx]
        if lv.parent_rec is None or not lv.rec_ids:
            return
        parent = self.out[lv.parent_rec]
        last_end = max(self.out[i].end for i in lv.rec_ids if self.out[i] is not None)
        for i in lv.rec_ids:
            self.out[i] = None
        if parent is not None:
            parent.end = max(parent.end, last_end)
        lv.rec_ids.clear()
        lv.value = 0

    def _demote_for(self, kind: str, value: int) -> bool:
        """A printed "(6)" after five reconstructed top-level items: they were (1)–(5)."""
        if kind != "num" or value < 2 or len(self.stack) != 1:
            return False
        bottom = self.stack[0]
        if bottom.kind != "upper" or not bottom.reconstructed or bottom.value != value - 1:
            return False
        live = [i for i, r in enumerate(self.out) if r is not None and r.label is not None]
        if live != bottom.rec_ids:
            return False  # the top-level items have children or were printed: not a flat list
        for n, i in enumerate(bottom.rec_ids, start=1):
            self.out[i].label = f"({n})"
        bottom.kind, bottom.value, bottom.reconstructed = "num", value, False
        return True

    def captioned(self, p: Para, prev: Para | None, slot: bool) -> None:
        cs = stems(p.caption.text)
        if slot and self.stack:
            origin = "caption" if prev.caption_only else "colon"
            self.push_child(None, origin, prev, True, True, 1)
            self.stack[-1].last_stems = cs
        elif not self.stack:
            self.stack.append(_Level("upper", 1, True, "top", True, last_stems=cs))
        else:
            target = 0
            for i in range(len(self.stack) - 1, 0, -1):
                lv = self.stack[i]
                if not (lv.reconstructed and lv.captioned):
                    continue
                if self._letters_run_out():
                    break
                if lv.origin == "colon":
                    if not self._reads_as_outer(i, cs):
                        target = i
                        break
                    continue
                pool = lv.last_stems | (lv.parent_stems if lv.origin == "caption" else frozenset())
                if cs & pool:
                    target = i
                    break
            del self.stack[target + 1 :]
            lv = self.stack[target]
            lv.value += 1
            lv.reconstructed = True
            lv.captioned = True
            lv.last_stems = cs
        self.emit(p, p.start, p.caption.text, None)

    def _reads_as_outer(self, i: int, cs: frozenset) -> bool:
        """A caption under a colon list that shares more words with the level above (its
        chapeau's siblings, and the section title for the top level) than with the items."""
        outer = self.stack[i - 1].all_stems | (self.title_stems if i == 1 else frozenset())
        return len(cs & outer) > len(cs & self.stack[i].all_stems)

    def _letters_run_out(self) -> bool:
        """Continuing a list here would leave too few captioned paragraphs for the letters the
        chapter cites (e.g. "Subsection D or E" needs a D and an E)."""
        if not self.stack or self.stack[0].kind != "upper" or not self.cited:
            return False
        return self.stack[0].value + self.captioned_after[self.k] < self.cited

    def plain(self, p: Para, prev: Para | None, slot: bool, cont_rec: int | None) -> int | None:
        """A paragraph with neither marker nor caption. Returns the clause that a following
        plain paragraph continues, if any."""
        if slot and self.stack:
            origin = "caption" if prev.caption_only else "colon"
            self.push_child(None, origin, prev, False, True, 1)
            self.emit(p, p.start, None, None)
            return None
        if self._is_item_list(-1):
            self.stack[-1].value += 1
            self.emit(p, p.start, None, None)
            return None
        if self.stack and not self.stack[-1].reconstructed:
            closed: _Level | None = None
            while self.stack and not self.stack[-1].reconstructed and len(self.stack) > 1:
                closed = self.stack.pop()
            if self._is_item_list(-1):
                self.stack[-1].value += 1
                self.emit(p, p.start, None, None)
                return None
            chapeau = self.out[closed.parent_rec] if (closed and closed.colon_chapeau and closed.parent_rec is not None) else None
            if chapeau is not None:
                return self.emit_flush(p, chapeau)
            self.emit_free(p, len(self.stack) + 1)  # closing text after a printed list
            return None
        if cont_rec is not None:
            self.out[cont_rec].end = p.end  # a further paragraph of the same subsection
            return cont_rec
        self.emit_free(p, len(self.stack) + 1 if self.stack else 1)
        return None

    def emit_flush(self, p: Para, chapeau: ClauseRec) -> int:
        """Flush text: the chapeau's own words resuming after its printed items."""
        self.out.append(ClauseRec(chapeau.label, None, p.start, p.end, chapeau.depth, chapeau.reconstructed, None))
        return len(self.out) - 1

    def _is_item_list(self, i: int) -> bool:
        if not self.stack or len(self.stack) < 2:
            return False
        lv = self.stack[i]
        return lv.reconstructed and not lv.captioned and lv.origin in ("caption", "colon")


def reconstruct(text: str, paras: list[Para], title: str | None = None, cited: int = 0) -> tuple[list[ClauseRec], list[LabelIssue]]:
    """Clauses of one section. ``title`` is its heading's title, ``cited`` the highest
    top-level letter the chapter cites in it (``cited_letters``)."""
    after = [0] * len(paras)
    for k in range(len(paras) - 2, -1, -1):
        nxt = paras[k + 1]
        after[k] = after[k + 1] + (1 if nxt.caption is not None and not nxt.markers else 0)
    b = _Builder(title, cited, after)
    prev: Para | None = None
    cont_rec: int | None = None  # the clause a following plain paragraph continues
    for k, p in enumerate(paras):
        b.k = k
        slot = prev is not None and (prev.caption_only or prev.ends_colon)
        if p.markers:
            b.printed(p, prev, slot)
            cont_rec = None
        elif p.is_term:
            depth = len(b.stack) + 1 if b.stack else 1
            cont_rec = b.emit_free(p, depth, caption=" ".join(text[p.body_start : p.end].split()))
            prev = p
            continue
        elif p.caption is not None:
            b.captioned(p, prev, slot)
            cont_rec = None if (p.caption_only or p.ends_colon) else len(b.out) - 1
        else:
            cont_rec = b.plain(p, prev, slot, cont_rec if not slot else None)
        prev = p
    return [r for r in b.out if r is not None], b.issues
