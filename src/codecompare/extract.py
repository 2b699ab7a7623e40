"""Extraction stage: clause text -> quantities, citations and obligations (typed values).

``extract_text`` handles one clause; ``extract_document`` runs every clause of a parsed
``Document`` through ``nlp.pipe`` in batches and returns document offsets.

``measures`` is what a number limits, built deterministically so the same provision in two
villages gets the same words: the noun phrase the number modifies ("twelve-inch maximum
layer" -> "layer"; "public liability insurance of not less than $500,000 per one person" ->
"public liability insurance per person"), plus the printed dimension ("thick" -> thickness),
falling back to the clause caption when the sentence names nothing.
"""
from __future__ import annotations

import re
import tomllib
from bisect import bisect_left, bisect_right
from dataclasses import dataclass, replace
from functools import lru_cache
from importlib import resources
from typing import Iterable

from .model import Citation, ClauseExtraction, Document, ExtractedDocument, Obligation, Quantity
from .nlp import LEAD_PROHIBITED, build_nlp, payloads, sentences_of
from .nlp import regexes as rx
from .nlp.polarity import ends_prohibited, opens_list
from .nlp.quantities import comparator_left, resolve_limit_references

_DIMENSIONS = {
    "thick": "thickness", "in thickness": "thickness", "wide": "width", "in width": "width",
    "deep": "depth", "in depth": "depth", "high": "height", "in height": "height",
    "long": "length", "in length": "length",
}
_STOP = frozenset(
    "a an the of to for in on at by with from into within upon over under than as and or nor not no "
    "shall must may be is are was been being have has had will would should can could any every each "
    "all such said this that these those which who it its his her their he she they there "
    "minimum maximum least less more most than up exceed exceeding exceeds excess period total sum amount "
    "prior after before until then if when where whenever unless except only also further following "
    "placed made kept done left located provided required given brought set determined per one "
    "approximately about least thereof therefor therein thereon".split()
)
_WORD = re.compile(r"[A-Za-z][A-Za-z\-']*")


def _singular(word: str) -> str:
    if len(word) > 3 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]
    return word


def _phrase(words: Iterable[str]) -> str:
    return " ".join(_singular(w.lower()) for w in words)


def _noun_before(left: str) -> list[str]:
    """Content words ending the text left of a number, e.g. `public liability insurance`."""
    cut = max(left.rfind(","), left.rfind("("))
    left = left[cut + 1:] if cut >= 0 else left
    words = _WORD.findall(left)
    out: list[str] = []
    i = len(words) - 1
    while i >= 0 and words[i].lower() in _STOP:
        i -= 1
    while i >= 0 and words[i].lower() not in _STOP and len(out) < 3:
        out.insert(0, words[i])
        i -= 1
    return out


def _noun_after(text: str, end: int) -> list[str]:
    words = _WORD.findall(text[end:end + 50])
    out = []
    for w in words:
        if w.lower() in _STOP:
            if out or w.lower() not in ("minimum", "maximum"):
                break
            continue
        out.append(w)
        if len(out) == 2:
            break
    return out


def measures_for(text: str, q, caption: str | None, sentence_start: int = 0) -> str | None:
    """Deterministic `measures` for a quantity match ``q`` found in ``text``."""
    compound = "-" in text[q.start:q.end] and q.unit not in ("date", "usd", "percent")
    words: list[str] = []
    if compound and q.dimension is None:
        words = _noun_after(text, q.end)
    if not words:
        left = text[max(sentence_start, q.start - 120):q.start]
        m = comparator_left(left)
        if m:
            left = left[: m.start()]
        words = _noun_before(left)
    if not words and not compound:
        words = _noun_after(text, q.end)
    parts = [_phrase(words)] if words else []
    if q.dimension and q.dimension in _DIMENSIONS:
        parts.append(_DIMENSIONS[q.dimension])
    if q.per and not q.per.startswith(("inch", "foot", "feet", "yard", "mile", "square")):
        parts.append(f"per {_singular(q.per)}")
    elif q.per:
        parts.append(f"per {_singular(q.per).replace('feet', 'foot')}")
    # A bare "per accident" is left for _carry_list_measures to complete from the list it is in.
    if not parts or (not words and caption and not (q.per and len(parts) == 1)):
        base = (caption or "").strip().rstrip(".").lower()
        if base:
            parts.insert(0, base)
    out = " ".join(p for p in parts if p).strip()
    return out or None


@dataclass(frozen=True)
class MeasureRule:
    """One entry of ``data/measures.toml``: a canonical measure and when it applies."""

    name: str
    units: frozenset[str] | None
    context: re.Pattern | None
    left: re.Pattern | None
    right: re.Pattern | None
    not_context: re.Pattern | None

    def applies(self, unit: str, context: str, left: str, right: str) -> bool:
        return ((self.units is None or unit in self.units)
                and (self.context is None or self.context.search(context) is not None)
                and (self.left is None or self.left.search(left) is not None)
                and (self.right is None or self.right.search(right) is not None)
                and (self.not_context is None or self.not_context.search(context) is None))


def _compile(pattern: str | None) -> re.Pattern | None:
    return re.compile(pattern, re.I) if pattern else None


@lru_cache(maxsize=1)
def measure_rules() -> tuple[MeasureRule, ...]:
    """The canonical measures lexicon, in file order (first match wins)."""
    data = tomllib.loads(resources.files("codecompare").joinpath("data", "measures.toml").read_text(encoding="utf-8"))
    return tuple(
        MeasureRule(name=e["name"].lower(), units=frozenset(e["units"]) if "units" in e else None,
                    context=_compile(e.get("context")), left=_compile(e.get("left")),
                    right=_compile(e.get("right")), not_context=_compile(e.get("not_context")))
        for e in data["measure"])


class SentenceContexts:
    """Each sentence's ``context`` conditions, searched once per sentence and rule.

    Every quantity of a sentence shares its context (caption plus sentence), so searching it
    again per quantity made a long sentence full of numbers quadratic ("$1, $1, …": thousands
    of amounts times a whole-sentence search). ``left``/``right`` windows stay per quantity:
    they are bounded slices around the number.
    """

    __slots__ = ("text", "caption", "_strings", "_hits")

    def __init__(self, text: str, caption: str | None):
        self.text = text
        self.caption = caption
        self._strings: dict[tuple[int, int], str] = {}
        self._hits: dict[tuple[tuple[int, int], re.Pattern], bool] = {}

    def found(self, sentence: tuple[int, int], pattern: re.Pattern) -> bool:
        key = (sentence, pattern)
        hit = self._hits.get(key)
        if hit is None:
            context = self._strings.get(sentence)
            if context is None:
                s, e = sentence
                context = self._strings[sentence] = f"{self.caption or ''}\n{self.text[s:e]}"
            hit = self._hits[key] = pattern.search(context) is not None
        return hit


def canonical_measure(text: str, start: int, end: int, unit: str, caption: str | None,
                      sentence: tuple[int, int], contexts: SentenceContexts | None = None) -> str | None:
    """The lexicon's name for the quantity at ``text[start:end]``, or None when no entry fits.

    Pass one ``contexts`` per clause text to share sentence-wide searches between quantities.
    """
    s, e = sentence
    left = text[max(s, start - 300):start]
    right = text[end:min(max(e, end), end + 160)]
    contexts = contexts or SentenceContexts(text, caption)
    for rule in measure_rules():
        # Cheap, bounded conditions first; the conjunction is the same in any order.
        if ((rule.units is None or unit in rule.units)
                and (rule.left is None or rule.left.search(left) is not None)
                and (rule.right is None or rule.right.search(right) is not None)
                and (rule.context is None or contexts.found(sentence, rule.context))
                and (rule.not_context is None or not contexts.found(sentence, rule.not_context))):
            return rule.name
    return None


def _carry_list_measures(quantities: list[Quantity], sentence_start) -> list[Quantity]:
    """`insurance of not less than $500,000 per one person, $500,000 for one accident`: the
    second amount names only its basis; it measures the same coverage as the first."""
    out = []
    for q in quantities:
        prev = out[-1] if out else None
        if (prev and q.measures and q.measures.startswith("per ") and prev.measures and " per " in prev.measures
                and q.unit == prev.unit and sentence_start(q.start) == sentence_start(prev.start)):
            q = replace(q, measures=prev.measures.split(" per ")[0] + " " + q.measures)
        out.append(q)
    return out


def _to_extraction(doc, caption: str | None, base_offset: int) -> ClauseExtraction:
    text = doc.user_data.get("cc_text") or doc.text  # Doc.text re-joins every token
    sentences = sentences_of(doc) or [(0, len(text))]
    starts = [s for s, _ in sentences]

    def sentence_at(pos: int) -> tuple[int, int]:
        i = bisect_right(starts, pos) - 1
        return sentences[i] if i >= 0 else (0, len(text))

    def sentence_start(pos: int) -> int:
        return sentence_at(pos)[0]

    contexts = SentenceContexts(text, caption)
    quantities = []
    for q in payloads(doc, "quantities"):
        quantities.append(Quantity(
            text=text[q.start:q.end], start=base_offset + q.start, end=base_offset + q.end,
            value=q.value, unit=q.unit, comparator=q.comparator, value_high=q.value_high,
            value_text=q.value_text,
            measures=(canonical_measure(text, q.start, q.end, q.unit, caption, sentence_at(q.start), contexts)
                      or measures_for(text, q, caption, sentence_start(q.start))),
        ))
    quantities = _carry_list_measures(quantities, lambda pos: sentence_start(pos - base_offset))
    citations = tuple(
        Citation(text=text[c.start:c.end], start=base_offset + c.start, end=base_offset + c.end,
                 kind=c.kind, target=c.target, jurisdiction=c.jurisdiction, malformed=c.malformed,
                 qualifier=c.qualifier)
        for c in payloads(doc, "citations")
    )
    # Quantities by start, so each modal looks only at its own sentence's numbers: a scan of
    # every quantity per modal was quadratic in a long clause of many short sentences.
    order = sorted(range(len(quantities)), key=lambda i: quantities[i].start)
    q_starts = [quantities[i].start for i in order]
    obligations = []
    for m in payloads(doc, "modals"):
        lo, hi = base_offset + m.sentence_start, base_offset + m.sentence_end
        inside = tuple(sorted(i for i in order[bisect_left(q_starts, lo):bisect_right(q_starts, hi)]
                              if quantities[i].end <= hi))
        obligations.append(Obligation(
            modality=m.modality, bearer=m.bearer, action=m.action,
            text=text[m.sentence_start:m.sentence_end],
            start=base_offset + m.sentence_start, end=base_offset + m.sentence_end,
            measures=quantities[inside[0]].measures if inside else None,
            quantity_indexes=inside,
        ))
    return ClauseExtraction(quantities=tuple(quantities), citations=citations, obligations=tuple(obligations))


def extract_text(text: str, caption: str | None = None, base_offset: int = 0, nlp=None) -> ClauseExtraction:
    """Extract one clause; offsets returned are ``base_offset`` + offsets in ``text``."""
    nlp = nlp or build_nlp()
    return _to_extraction(nlp(text), caption, base_offset)


def _list_leads(source: str, section) -> list[bool]:
    """For each clause of ``section``: whether it is a list item under a prohibitive chapeau.

    A chapeau is a clause ending like "... shall not be placed:" or "the following"; its items
    are the clauses after it that are deeper, or labelled at its depth when it has no label
    ("No newsrack shall be ...:" then "(1) ...", "(2) ..."). Nested chapeaus hand their polarity
    down ("(a) No person shall:" / "(1) place ...:" / "(i) within five feet of ...")."""
    leads = []
    open_: list[tuple[int, bool, bool]] = []  # (depth, unlabelled, prohibits) of open chapeaus
    for clause in section.clauses:
        while open_ and not (clause.depth > open_[-1][0] or (
                open_[-1][1] and clause.label is not None and clause.depth == open_[-1][0])):
            open_.pop()
        lead = open_[-1][2] if open_ else False
        leads.append(lead)
        text = source[clause.start:clause.end]
        if opens_list(text):
            open_.append((clause.depth, clause.label is None, ends_prohibited(text, lead)))
    return leads


def _resolve_section_references(source: str, section, out: dict) -> None:
    """"the 500-foot limit established in subsection (a)" in one clause takes the bound its
    statement in another clause of the section gives (``resolve_limit_references``)."""
    keys = [(section.ordinal, c.ordinal) for c in section.clauses]
    flat = [q for k in keys for q in out[k].quantities]
    if len(flat) < 2:
        return
    resolved = resolve_limit_references(source, flat)
    i = 0
    for k in keys:
        n = len(out[k].quantities)
        new = tuple(resolved[i:i + n])
        i += n
        if any(a is not b for a, b in zip(out[k].quantities, new)):
            out[k] = replace(out[k], quantities=new)


def extract_document(doc: Document, nlp=None, batch_size: int = 256) -> ExtractedDocument:
    """Extract every clause of every section; offsets are document offsets.

    Clauses go through ``nlp.pipe`` one by one; a list item under a prohibitive chapeau goes in
    as a Doc with ``doc.user_data[LEAD_PROHIBITED]`` set, so its components read "(2) Within five feet
    of any crosswalk" as part of the prohibition. Offsets stay those of the clause itself."""
    nlp = nlp or build_nlp()
    source = doc.source.text
    keys, texts, meta = [], [], []
    for section in doc.sections:
        leads = _list_leads(source, section) if len(section.clauses) > 1 else [False] * len(section.clauses)
        for clause, lead in zip(section.clauses, leads):
            keys.append((section.ordinal, clause.ordinal))
            text = source[clause.start:clause.end]
            if lead:
                text = nlp.make_doc(text)
                text.user_data[LEAD_PROHIBITED] = True
            texts.append(text)
            meta.append((clause.caption, clause.start))
    out = {}
    for key, (caption, start), sdoc in zip(keys, meta, nlp.pipe(texts, batch_size=batch_size)):
        out[key] = _to_extraction(sdoc, caption, start)
    for section in doc.sections:
        _resolve_section_references(source, section, out)
    return ExtractedDocument(document=doc, clauses=out)
