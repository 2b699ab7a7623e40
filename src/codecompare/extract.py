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
from .nlp import FEE_CELLS, GENERAL_LAWS, LEAD_PROHIBITED, LEADER_DOLLARS, build_nlp, payloads, sentences_of
from .nlp.quantities import has_fee_cell, prints_dollar_cells, prints_leader_dollars
from .nlp import regexes as rx
from .nlp.polarity import ends_prohibited, opens_list
from .nlp.citations import (AMENDED_SECTION_NUMBER, DOT_NAMES, OF_ANOTHER, REGULATIONS_STANDARDS_GAP, STATE_MUTCD, adopted_model_code, amended_items, indiana_target,
                             as_model_code_section, cites_general_laws, drop_self_names, find_citations, model_code_amendment_blocks,
                             model_code_sections, normalize_local, self_names)
from .nlp.quantities import comparator_left, resolve_limit_references
from .nlp.intervals import SpanSet
from .nlp.tables import (column_table_cells, count_table_cells, flattened_table_cells, paren_unit_column_cells, point_table_cells,
                         schedule_column_cells, sieve_table_rows, unit_column_cells)

try:  # the regex parser, to find the words a lexicon pattern cannot match without
    import re._constants as _sc
    import re._parser as _sp
except ImportError:  # Python < 3.11
    import sre_constants as _sc  # type: ignore[no-redef]
    import sre_parse as _sp  # type: ignore[no-redef]

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
    "placed made kept done left located provided required given set determined per one "
    "approximately about least thereof therefor therein thereon "
    # not what a number limits: conjunctions, positions, clock and ordinal fragments
    "but yet so during first next last same case manner some someone anyone above below beyond ahead "
    "along directly forward parallel thereto herein hereof p m am pm "
    # printed dimensions, which `_DIMENSIONS` turns into the attribute
    "thick wide deep high long tall".split()
)
_WORD = re.compile(r"[A-Za-z][A-Za-z\-']*")
# Verbs that ordinances put right before a limit ("shall remain ... more than", "project no more
# than"); with the -ed/-ing forms below they end a noun phrase instead of being its head.
_VERBS = frozenset(
    "maintain provide allow replace decide meet remain install store respond occur place loiter expire "
    "fall take become project extend cover obstruct exceed mix test pay notify apply file complete remove "
    "restore repair cure submit construct issue specify consider pave equip plant reclaim address hold "
    "commence deny establish implement dispense deposit shovel clear clean act approve renew deliver "
    "review relocate correct abate inspect fine neglect operate perform stand park keep use".split()
) | frozenset(("brought",))
# Parties: who must act or be told, not what the number limits ("in writing to the applicant
# within three days").
_PARTIES = frozenset(
    "applicant permittee owner occupant person provider city village town county board council clerk "
    "clerk-treasurer treasurer engineer manager director superintendent inspector officer official "
    "contractor holder licensee registrant someone anyone resident".split()
)
# -ed / -ing words that are nouns in ordinances, not verb forms
_ING_ED_NOUNS = frozenset(
    "building opening crossing parking siding planting hearing ceiling railing paving spacing coating "
    "setting filling backfilling lighting marking housing dwelling landing curbing flooring engineering "
    "meeting training offering drawing wiring boring heading signing fencing edging footing covering "
    "sidewalk-crossing bedding grading sewering awning clearing drainage hundred bed shed speed need "
    "seed feed deed".split()
)
# A verb that heads the words before a time limit names the act: "completed within 30 days" is a
# completion deadline, "filed within thirty days" a filing deadline.
_NOMINAL_BASE = {
    "complete": "completion", "remove": "removal", "restore": "restoration", "replace": "replacement",
    "repair": "repair", "file": "filing", "pay": "payment", "mix": "mixing", "return": "return",
    "cure": "cure", "notify": "notice", "apply": "application", "submit": "submission",
    "construct": "construction", "install": "installation", "expire": "expiration", "decide": "decision",
    "correct": "correction", "abate": "abatement", "commence": "commencement", "fine": "fine",
    "clean": "cleaning", "relocate": "relocation", "respond": "response", "issue": "issuance",
    "approve": "approval", "inspect": "inspection", "renew": "renewal", "deliver": "delivery",
    "review": "review", "act": "action", "furnish": "furnishing", "obtain": "obtaining",
}


def _verb_forms(base: str) -> tuple[str, ...]:
    stem = base[:-1] if base.endswith("e") else base
    past = base + "d" if base.endswith("e") else (stem[:-1] + "ied" if base.endswith("y") and base != "pay" else base + "ed")
    third = base[:-1] + "ies" if base.endswith("y") and base != "pay" else base + ("es" if base.endswith(("sh", "ch", "x")) else "s")
    return (base, past, third, stem + "ing", base + "ing")


_NOMINAL = {form: noun for base, noun in _NOMINAL_BASE.items() for form in _verb_forms(base)}
_NOMINAL.update({"paid": "payment", "submitted": "submission"})
_VERB_FORMS = frozenset(f for b in _VERBS | set(_NOMINAL_BASE) for f in _verb_forms(b)) | frozenset(_NOMINAL)
_DEADLINE_CUE = re.compile(r"\b(?:within|later\s+than|by)\b[^.;,]{0,30}$", re.I)
_PERIOD_CUE = re.compile(r"\bfor\b[^.;,]{0,30}$", re.I)
_TO_VERB = re.compile(r"\s+to\s+([a-z]+)\b", re.I)
_TIME_UNITS = frozenset(("minute", "hour", "day", "business_day", "week", "month", "year"))


def _verb_like(word: str) -> bool:
    w = word.lower()
    if w in _VERB_FORMS:
        return True
    if w in _ING_ED_NOUNS or "-" in w:
        return False
    return (len(w) > 4 and w.endswith("ed")) or (len(w) > 5 and w.endswith("ing"))


def _singular(word: str) -> str:
    if len(word) > 3 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]
    return word


def _phrase(words: Iterable[str]) -> str:
    return " ".join(_singular(re.sub(r"'s?$", "", w.lower())) for w in words)


def _content(word: str) -> bool:
    return len(word) > 1 and word.lower() not in _STOP


def _noun_before(left: str) -> tuple[list[str], str | None, list[str]]:
    """Content words ending the text left of a number, e.g. `public liability insurance`; when a
    verb ends that text instead (`... must be completed within`), no words, the verb, and the
    content words before the verb (its subject, a last resort)."""
    cut = max(left.rfind(","), left.rfind("("))
    left = left[cut + 1:] if cut >= 0 else left
    words = _WORD.findall(left)
    i = len(words) - 1
    while i >= 0 and not _content(words[i]):
        i -= 1
    verb = None
    if i >= 0 and _verb_like(words[i]):
        verb = words[i].lower()
        i -= 1
        while i >= 0 and (not _content(words[i]) or _verb_like(words[i])):
            i -= 1
    out: list[str] = []
    while i >= 0 and _content(words[i]) and not _verb_like(words[i]) and len(out) < 3:
        out.insert(0, words[i])
        i -= 1
    if out and _singular(out[-1].lower()) in _PARTIES:
        out = []
    return ([], verb, out) if verb else (out, None, [])


_SIZE_WORD = re.compile(r"[a-z]+(?:-[a-z]+)*-(?:inch|foot|pound|yard|mile|hour|day)$", re.I)
_OF_LEAD = re.compile(r"^\W*(?:of|in)\s+(?:(?:the|a|an|any|all|each|every|such|said)\s+)?", re.I)


def _noun_after(text: str, end: int, of: bool = False) -> list[str]:
    """Content words right after a number ("six-inch strip"); with ``of``, also after a leading
    "of the" ("75 percent of all new plantings")."""
    window = text[end:end + 50]
    if of:
        m = _OF_LEAD.match(window)
        if m:
            window = window[m.end():]
    out = []
    for w in _WORD.findall(window):
        if of and not out and _SIZE_WORD.match(w):
            continue  # "four inches of three-inch crushed stone": the stone, not its size
        if w.lower() in _STOP or len(w) < 2:
            if out or w.lower() not in ("minimum", "maximum"):
                break
            continue
        if w.lower() in _VERB_FORMS:
            break
        out.append(w)
        if len(out) == 2:
            break
    while out and _verb_like(out[-1]):
        out.pop()
    return out


def measures_for(text: str, q, caption: str | None, sentence_start: int = 0) -> str | None:
    """Deterministic `measures` for a quantity match ``q`` found in ``text``."""
    compound = "-" in text[q.start:q.end] and q.unit not in ("date", "usd", "percent")
    words: list[str] = []
    subject: list[str] = []
    if compound and q.dimension is None:
        words = _noun_after(text, q.end)
    if not words:
        raw = text[max(sentence_start, q.start - 120):q.start]
        left = raw
        m = comparator_left(left)
        if m:
            left = left[: m.start()]
        words, verb, subject = _noun_before(left)
        if verb:
            noun = _NOMINAL.get(verb)
            if noun and q.unit in _TIME_UNITS and _DEADLINE_CUE.search(raw):
                words = [noun, "deadline"]
            elif noun and q.unit in _TIME_UNITS and _PERIOD_CUE.search(raw):
                words = [noun, "period"]
            elif noun and q.unit not in _TIME_UNITS:
                words = [noun]
    if not words and q.unit in _TIME_UNITS:
        # "a minimum of ten calendar days to cure its breach"
        m = _TO_VERB.match(text, q.end)
        if m and m.group(1).lower() in _NOMINAL:
            words = [_NOMINAL[m.group(1).lower()], "period"]
    if q.unit == "count":
        # "one lane", "two illuminated red or amber lamps": the number counts its own noun
        own = [w for w in _WORD.findall(text[q.start:q.end]) if _content(w) and not _verb_like(w)]
        if own:
            words = [own[-1], "count"]
    if not words and not compound:
        words = _noun_after(text, q.end)
    if not words and not compound and not (caption or "").strip():
        words = _noun_after(text, q.end, of=True)
    if not words and not (caption or "").strip() and subject:
        words = subject
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


def _literal_runs(seq) -> list:
    """Literal runs that every match of a parsed regex sequence contains: a string, or a tuple of
    strings of which every match contains one (from a group of alternatives)."""
    out, cur = [], ""
    for op, av in seq:
        if op is _sc.LITERAL:
            cur += chr(av).lower()
            continue
        if cur:
            out.append(cur)
            cur = ""
        if op is _sc.SUBPATTERN:
            out.extend(_literal_runs(av[-1]))
        elif op is _sc.BRANCH:
            alts = [max((r for r in _literal_runs(b) if isinstance(r, str)), key=len, default="") for b in av[1]]
            if all(len(a) >= 3 for a in alts):
                out.append(tuple(alts))
        # repeats (optional parts), lookarounds, classes: nothing required
    if cur:
        out.append(cur)
    return out


def _required_words(pattern: str) -> tuple[str, ...] | None:
    """Lower-case strings of which every match of ``pattern`` contains at least one, or None.

    A plain substring test on the lower-cased window rejects most quantities before the regex
    runs (a case-insensitive pattern starting with ``\\b`` is tried at every position)."""
    runs = _literal_runs(_sp.parse(pattern, re.I))
    words = [r for r in runs if isinstance(r, str) and len(r) >= 3]
    if words:
        return (max(words, key=len),)
    return next((r for r in runs if isinstance(r, tuple)), None)


@dataclass(frozen=True)
class MeasureRule:
    """One entry of ``data/measures.toml``: a canonical measure and when it applies.

    Each condition is a tuple of patterns that must all be found (a TOML string or list)."""

    name: str
    units: frozenset[str] | None
    context: tuple[re.Pattern, ...]
    left: tuple[re.Pattern, ...]
    right: tuple[re.Pattern, ...]
    not_context: tuple[re.Pattern, ...]
    clause: tuple[re.Pattern, ...] = ()
    # per `left` pattern: words one of which the window must contain (None: no such words)
    left_words: tuple[tuple[str, ...] | None, ...] = ()

    def applies(self, unit: str, context: str, left: str, right: str, clause: str | None = None) -> bool:
        clause = context if clause is None else clause
        return ((self.units is None or unit in self.units)
                and all(p.search(context) for p in self.context)
                and all(p.search(left) for p in self.left)
                and all(p.search(right) for p in self.right)
                and all(p.search(clause) for p in self.clause)
                and not any(p.search(context) for p in self.not_context))


def _compile(pattern: str | list[str] | None) -> tuple[re.Pattern, ...]:
    if not pattern:
        return ()
    return tuple(re.compile(p, re.I) for p in ([pattern] if isinstance(pattern, str) else pattern))


@lru_cache(maxsize=1)
def measure_rules() -> tuple[MeasureRule, ...]:
    """The canonical measures lexicon, in file order (first match wins)."""
    data = tomllib.loads(resources.files("codecompare").joinpath("data", "measures.toml").read_text(encoding="utf-8"))
    return tuple(
        MeasureRule(name=e["name"].lower(), units=frozenset(e["units"]) if "units" in e else None,
                    context=_compile(e.get("context")), left=_compile(e.get("left")),
                    right=_compile(e.get("right")), not_context=_compile(e.get("not_context")),
                    clause=_compile(e.get("clause")),
                    left_words=tuple(_required_words(p.pattern) for p in _compile(e.get("left"))))
        for e in data["measure"])


class SentenceContexts:
    """Each sentence's ``context`` conditions, searched once per sentence and rule.

    Every quantity of a sentence shares its context (caption plus sentence), so searching it
    again per quantity made a long sentence full of numbers quadratic ("$1, $1, …": thousands
    of amounts times a whole-sentence search). ``left``/``right`` windows stay per quantity:
    they are bounded slices around the number. ``clause`` conditions (caption plus the whole
    clause text) are searched once per clause and pattern.
    """

    __slots__ = ("text", "caption", "_strings", "_hits", "_clause_hits")

    def __init__(self, text: str, caption: str | None):
        self.text = text
        self.caption = caption
        self._strings: dict[tuple[int, int], str] = {}
        self._hits: dict[tuple[tuple[int, int], re.Pattern], bool] = {}
        self._clause_hits: dict[re.Pattern, bool] = {}

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

    def found_in_clause(self, pattern: re.Pattern) -> bool:
        hit = self._clause_hits.get(pattern)
        if hit is None:
            hit = self._clause_hits[pattern] = pattern.search(f"{self.caption or ''}\n{self.text}") is not None
        return hit


def canonical_measure(text: str, start: int, end: int, unit: str, caption: str | None,
                      sentence: tuple[int, int], contexts: SentenceContexts | None = None) -> str | None:
    """The lexicon's name for the quantity at ``text[start:end]``, or None when no entry fits.

    Pass one ``contexts`` per clause text to share sentence-wide searches between quantities.
    """
    rules = _rules_by_unit().get(unit)
    if rules is None:
        rules = _rules_by_unit()[None]
    if not rules:
        return None
    s, e = sentence
    left = text[max(s, start - 300):start]
    right = text[end:min(max(e, end), end + 160)]
    contexts = contexts or SentenceContexts(text, caption)
    found, in_clause = contexts.found, contexts.found_in_clause
    low = left.lower()
    for rule in rules:
        # Cheap, bounded conditions first (a substring test before each `left` regex); the
        # conjunction is the same in any order.
        for p, words in zip(rule.left, rule.left_words):
            if (words is not None and not any(w in low for w in words)) or p.search(left) is None:
                break
        else:
            for p in rule.right:
                if p.search(right) is None:
                    break
            else:
                for p in rule.context:
                    if not found(sentence, p):
                        break
                else:
                    for p in rule.clause:
                        if not in_clause(p):
                            break
                    else:
                        for p in rule.not_context:
                            if found(sentence, p):
                                break
                        else:
                            return rule.name
    return None


@lru_cache(maxsize=1)
def _rules_by_unit() -> dict[str | None, tuple[MeasureRule, ...]]:
    """The lexicon's entries that can apply to each unit, in file order (None: any other unit)."""
    rules = measure_rules()
    units = {u for r in rules if r.units for u in r.units}
    out: dict[str | None, tuple[MeasureRule, ...]] = {
        u: tuple(r for r in rules if r.units is None or u in r.units) for u in units}
    out[None] = tuple(r for r in rules if r.units is None)
    return out


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


def extract_text(text: str, caption: str | None = None, base_offset: int = 0, nlp=None,
                 municipality: str | None = None) -> ClauseExtraction:
    """Extract one clause; offsets returned are ``base_offset`` + offsets in ``text``.

    ``municipality``: the name of the municipality whose law the text is ("City of Cairo"), as a
    manifest gives it; its own zoning ordinance, cited by kind alone, is then named after it."""
    nlp = nlp or build_nlp()
    out = {0: _to_extraction(nlp(text), caption, base_offset)}
    _document_passes(text, None, municipality, out, {}, [(base_offset, base_offset + len(text), 0)], base_offset)
    return out[0]


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


# What the whole document shows that a clause extracted alone needs to know: (the Doc's user_data key, whether
# the document shows it, whether the clause could use it).
_DOCUMENT_EVIDENCE = (
    # a fee table's rows are clauses of their own: the "$" one row prints after a dot leader makes the others'
    # leader amounts dollars, as it does through the whole text
    (LEADER_DOLLARS, prints_leader_dollars, lambda text: "..." in text or "\u2026" in text),
    # and a fee table flattened to one cell per line: "  $165.00" in one cell, "41.25" in the next row's
    (FEE_CELLS, prints_dollar_cells, has_fee_cell),
    # a Massachusetts code's "Section 14 of Chapter 30A" is the General Laws when the document cites them
    # "... of the General Laws" somewhere, maybe in another clause
    (GENERAL_LAWS, cites_general_laws, lambda text: "hapter" in text),
)


def extract_document(doc: Document, nlp=None, batch_size: int = 256) -> ExtractedDocument:
    """Extract every clause of every section; offsets are document offsets.

    Clauses go through ``nlp.pipe`` one by one; a list item under a prohibitive chapeau goes in
    as a Doc with ``doc.user_data[LEAD_PROHIBITED]`` set, so its components read "(2) Within five feet
    of any crosswalk" as part of the prohibition (and a clause with each key of ``_DOCUMENT_EVIDENCE`` set
    that the document shows: a fee table's row when another row prints the "$"). Offsets stay those of the
    clause itself."""
    nlp = nlp or build_nlp()
    source = doc.source.text
    evidence = [(key, wants) for key, shows, wants in _DOCUMENT_EVIDENCE if shows(source)]
    keys, texts, meta = [], [], []
    for section in doc.sections:
        leads = _list_leads(source, section) if len(section.clauses) > 1 else [False] * len(section.clauses)
        for clause, lead in zip(section.clauses, leads):
            keys.append((section.ordinal, clause.ordinal))
            text = source[clause.start:clause.end]
            flags = [key for key, wants in evidence if wants(text)] + ([LEAD_PROHIBITED] if lead else [])
            if flags:
                text = nlp.make_doc(text)
                for key in flags:
                    text.user_data[key] = True
            texts.append(text)
            meta.append((clause.caption, clause.start))
    out = {}
    for key, (caption, start), sdoc in zip(keys, meta, nlp.pipe(texts, batch_size=batch_size)):
        out[key] = _to_extraction(sdoc, caption, start)
    for section in doc.sections:
        _resolve_section_references(source, section, out)
    notes = _note_citations(doc, nlp, batch_size)
    clauses = sorted((c.start, c.end, (section.ordinal, c.ordinal)) for section in doc.sections for c in section.clauses)
    note_spans = sorted((note.start, note.end, (ordinal, n)) for ordinal, noted in _noted(doc)
                        for n, note in enumerate(noted, 1) if note.kind in NOTE_KINDS_WITH_CITATIONS)
    _document_passes(source, doc.title, doc.meta.municipality_name, out, notes, clauses, state=doc.meta.state,
                     note_spans=note_spans)
    return ExtractedDocument(document=doc, clauses=out, note_citations=notes)


def _document_passes(source: str, title: str | None, municipality: str | None, out: dict, notes: dict,
                     clauses: list[tuple[int, int, object]], base: int = 0, state: str | None = None,
                     note_spans: list[tuple[int, int, object]] = ()) -> None:
    """The passes that judge citations by the whole document (its names for itself, the model code it
    adopts, the municipality it belongs to, a list's lead-in), over every clause's and note's citations in
    place, and that read a table's cells by its caption; the same for ``extract_document`` and
    ``extract_text`` (``clauses``: (start, end, key of ``out``) of each clause, by start; ``base``: the
    offset of ``source``'s first character in those offsets; ``state``: the municipality's two-letter state
    when the manifest gives it, else read from a name like "City of Gresham, OR"; ``note_spans``: (start, end,
    key of ``notes``) of each note whose citations are kept, by start)."""
    _table_cells(source, out, clauses, base)
    if "Sieve" in source:
        _sieve_tables(source, out, clauses, base)
    _schedule_cells(source, out, clauses, base, _state_of(municipality, state))
    _kentucky_standards_of_safety(source, out, notes, clauses, note_spans, base, _state_of(municipality, state))
    _defined_abbreviations(source, out, clauses, base)
    _drop_document_self_names(source, title, out, notes)
    _article_list_sections(source, out, notes, base)
    _illinois_plumbing_sections(source, out, notes)
    _adopted_code_sections(source, out, notes)
    _amended_model_code_items(source, out, notes, clauses, base)
    _new_designations(source, out, notes, base)
    _own_four_decimal_sections(out, notes, source, base, _state_of(municipality, state))
    place = municipality_place(municipality)
    _city_zoning_code_place(out, source, notes, place)
    _own_zoning_place(out, source, notes, place, base)
    _own_subdivision_place(out, source, notes, place, base)
    _city_named_codes(out, source, notes, _municipality(municipality), place)
    _place_named_before_code(out, source, notes, place, base)
    _possessive_place_documents(out, source, notes, place, base)
    _another_government_code(out, source, notes, base, _municipality(municipality))
    _short_names_of_county_documents(out, notes)
    _fema_place(out, source, notes, _municipality(municipality))
    _indiana_code(out, notes, _state_of(municipality, state))
    _oklahoma_admin_code(out, notes, _state_of(municipality, state))
    _idaho_chapters(out, notes)
    _nevada_chapters(out, notes)
    _south_carolina_regulations(out, notes)
    _state_vehicle_code(source, out, clauses, base, _state_of(municipality, state))
    _pennsylvania_vehicle_code_sections(out, notes, _state_of(municipality, state))
    _illinois_vehicle_code_articles(out, source, notes, base, _state_of(municipality, state))
    _state_manual_unnamed(out, source, notes, base, _state_of(municipality, state))
    _north_carolina_general_statutes(out, notes, _state_of(municipality, state))
    _clean_water_act_sections(source, out, clauses, base)
    _section_column_cells(source, out, clauses, base)
    _lettered_articles(source, out, clauses, base)
    _fine_table_sections(source, out, clauses, base)
    _cross_reference_lines(source, out, clauses, base)
    _section_cells(source, out, clauses, base)
    _lettered_schedules(source, out, notes, clauses, base)
    _state_general_permits(source, out, clauses, base)
    _illinois_epa_sections(source, out, clauses, base, _state_of(municipality, state))
    _adopted_statute_lists(source, out, clauses, base)
    _state_subject_codes(source, out, notes, _state_of(municipality, state))
    _state_law_references(source, out, notes, clauses, note_spans, base, _state_of(municipality, state))
    _defined_code_references(source, out, notes, base)
    _chapter_appendices(source, out, notes, base)


# The municipality's own zoning ordinance cited by kind alone ("the zoning ordinance", "the Zoning
# Ordinance, Article XII") is the ordinance of the place the document belongs to: "Cairo Zoning
# Ordinance" (after the document's names for itself are dropped: a zoning ordinance citing "the zoning
# ordinance" cites itself).
# (its planning and zoning code too: "the appropriate requirements of the Planning and\nZoning Code", Kingwood WV, as the labels
# name it after the place: "Kingwood Planning and Zoning Code", "Boston Heights Planning and Zoning Code")
# (and its floodplain and shoreland-wetland zoning: "When the Floodplain Zoning Code, Shoreland-Wetland Code and the\nZoning Code
# regulations conflict" (Newburg WI): "Newburg Floodplain Zoning Code", "Newburg Shoreland-Wetland Code")
# ("Unified Zoning Ordinance", Tippecanoe County IN's)
_OWN_ZONING_TARGET = re.compile(r"(?:(?:Planning and |Floodplain |Unified )?Zoning (?:Ordinance|Code|Regulations)|Shoreland-Wetland (?:Zoning )?(?:Code|Ordinance)|(?:Unified |Land )?Development Code|Unified Development Ordinance)"
                                r"(?: art\. \w+| \d[\w\-.()]*| title \d+(?:, subtitle \d+)?)?")
# "Baltimore City": the place is Baltimore, as "the Zoning Code of Baltimore City" names it
_CITY_SUFFIX = re.compile(r"^(?P<place>[A-Z][a-z]+) City$")
# (a Michigan charter township too: "Charter Township of Clayton" -> "Clayton Township", as its label names its ordinances)
_PLACE_PREFIX = re.compile(r"(?:Charter\s+)?(?:City|Town|Village|Township|Borough|(?:Unified|Consolidated) Government) of\s+")


def municipality_place(name: str | None) -> str | None:
    """The place a manifest's municipality name names: "City of Cairo" -> "Cairo", "Lee County" -> "Lee
    County", "Baltimore City" -> "Baltimore", "City of Scott City" -> "Scott City", "Township of Bedminster" ->
    "Bedminster Township"; None for an unidentified one."""
    name = _municipality(name)
    place = (_PLACE_PREFIX.sub("", name, count=1).strip() or None) if name else None
    if place and name.startswith(("Township of ", "Charter Township of ")):
        return f"{place} Township"  # (a township goes by "Upper Milford Township", as the labels name its ordinances)
    if place and place == name and (city := _CITY_SUFFIX.match(place)):
        return city.group("place")  # (only where no "City of" came first: there "City" is the name's)
    return place


def _state_of(municipality: str | None, state: str | None) -> str | None:
    """The municipality's two-letter state: the manifest's, else the one its name ends with ("City of Gresham, OR")."""
    if state:
        return state.upper()
    named = re.search(r",\s*([A-Z]{2})$", (municipality or "").strip())
    return named.group(1) if named else None


# "I.C." is Idaho's code and Indiana's: the finder reads a three-part number as Idaho's title-chapter-section, but
# Indiana's chapters have three parts too ("I.C. 5-3-1", Huntingburg IN): in an Indiana municipality's code it is
# Indiana's chapter.
# (the number glued on: "designated as part\nof the state highway system under I.C.8-23-4", Whiteland IN)
_IC_PRINTED = re.compile(r"I\.?\s?C\.?,?\s|I\.C\.(?=\d)")


def _oklahoma_admin_code(out: dict, notes: dict, state: str | None) -> None:
    """"OAC 748:20-1-1" in an Oklahoma town (Vici OK) is the Oklahoma Administrative Code, as the labels name it (Okla. Admin.
    Code), not Ohio's, which the finder reads the initials as."""
    if state != "OK":
        return

    def rewrite(found):
        return [replace(c, target="Okla. Admin. Code " + c.target[len("OAC "):], jurisdiction="OK")
                if c.kind == "other_code" and c.jurisdiction == "OH" and c.target.startswith("OAC ") and ":" in c.target else c
                for c in found]
    _rewrite_citations(out, notes, rewrite)


def _indiana_code(out: dict, notes: dict, state: str | None) -> None:
    if state != "IN":
        return

    def rewrite(found):
        # (the rest of a list after "I.C." too: "pursuant to I.C. 36-1-3, 36-9-\n23 and 36-7-10.1", Boswell IN)
        new, listed = [], False
        for c in found:
            if c.kind == "state_statute" and c.jurisdiction == "ID" and (_IC_PRINTED.match(c.text) or listed and c.start - new[-1].end <= 6):
                c = replace(c, jurisdiction="IN", target=indiana_target(c.target))
                listed = True
            else:
                listed = False
            new.append(c)
        return new
    _rewrite_citations(out, notes, rewrite)


# The Idaho Code's chapters are numbered in their title, "chapter 23-13 of the Idaho Code", "IC ch. 39-18": the labels
# write them "title 23, ch. 13" (8 of 8, as "chapter 10 of title 23, Idaho Code" reads; Kamiah ID, Twin Falls ID)
# (after the Indiana pass, which takes "I.C." chapters of an Indiana text)
_IDAHO_CHAPTER = re.compile(r"ch\. (\d{1,2}[A-Z]?)-(\d{1,3}[A-Z]?)")


# Nevada's statutes number every section in its chapter ("NRS 243.010"): a bare whole number after the name is the
# chapter ("as set forth in NRS 243", "Pursuant to the provisions of Nevada Revised Statutes 474", Lincoln County NV)
_NEVADA_CHAPTER = re.compile(r"\d{1,3}[A-Z]?")


def _nevada_chapters(out: dict, notes: dict) -> None:
    _rewrite_citations(out, notes, lambda found: [
        replace(c, target=f"ch. {c.target}")
        if c.kind == "state_statute" and c.jurisdiction == "NV" and _NEVADA_CHAPTER.fullmatch(c.target) else c
        for c in found])


# South Carolina's statutes number sections in three parts ("S.C. Code § 16-11-110"); a two-part number with a
# decimal is a regulation of the state's Code of Regulations printed as if it were a statute ("DHEC Air Quality
# Regulations, S.C. Code §§ 61-62.2 and 61-62.4", New Ellenton SC), as the labels cite it: "S.C. Code Regs. 61-62.2"
_SC_REGULATION = re.compile(r"\d{1,3}-\d{1,3}\.\d{1,3}")


def _south_carolina_regulations(out: dict, notes: dict) -> None:
    _rewrite_citations(out, notes, lambda found: [
        replace(c, kind="other_code", target=f"S.C. Code Regs. {c.target}")
        if c.kind == "state_statute" and c.jurisdiction == "SC" and _SC_REGULATION.fullmatch(c.target) else c
        for c in found])


def _idaho_chapters(out: dict, notes: dict) -> None:
    _rewrite_citations(out, notes, lambda found: [
        replace(c, target=f"title {m.group(1)}, ch. {m.group(2)}")
        if c.kind == "state_statute" and c.jurisdiction == "ID" and (m := _IDAHO_CHAPTER.fullmatch(c.target)) else c
        for c in found])


# A bare four-decimal section, "Section 11.0203" or "§ 66.0907(3)", is read as a Wisconsin statute (the
# statutes number their sections so; a Wisconsin code cites them so). A municipality of another state that
# numbers its own code so (Gresham OR's Development Code: "Section 11.0402(D)(5)") cites its own sections:
# unless "Wis." or "Stat" is printed in the citation or right after it (maybe after the rest of its list:
# "§§ 66.0907 and 66.0911, Wis. Stats."), such a citation is local.
_FOUR_DECIMAL_TARGET = re.compile(r"\d{1,3}\.\d{4}(?!\d)")
_WISCONSIN_MARK = re.compile(r"Wis|Stat", re.I)
_WISCONSIN_AFTER = re.compile(r"(?:[\s,]*(?:and|or|through|to)?\s*(?:\u00a7\u00a7?\s*)?\d[\w.()]*)*[\s,]*\(?(?:Wis|Stat)", re.I)


def _own_four_decimal_sections(out: dict, notes: dict, source: str, base: int, state: str | None) -> None:
    if state is None or state == "WI":
        return

    def marked(c) -> bool:
        return _WISCONSIN_MARK.search(c.text) is not None or _WISCONSIN_AFTER.match(source, c.end - base) is not None \
            or c.text.lstrip().startswith(("s.", "ss."))

    _rewrite_citations(out, notes, lambda found: [
        replace(c, kind="local_code", jurisdiction=None)
        if c.kind == "state_statute" and c.jurisdiction == "WI" and _FOUR_DECIMAL_TARGET.match(c.target) and not marked(c)
        else c for c in found])


def _municipality(name: str | None) -> str | None:
    """A manifest's municipality name without its state: "City of Cairo, GA" -> "City of Cairo"; None
    for an unidentified one."""
    if not name or name.lower().startswith(("unidentified", "unknown")):
        return None
    return re.sub(r",\s*[A-Z]{2}$", "", name.strip()).strip() or None


# A text that is zoning law itself (it names a zoning administrator, zoning districts, a zoning map,
# rezoning or a board of zoning appeals) means itself by "the zoning ordinance" in lower case: no citation
# (in the outside labels, 22 of 27 such mentions in such texts were not labelled).
_ZONING_TEXT = re.compile(r"\bzoning\s+(?:administrator|districts?|map)\b|\brezoning\b|\bboard\s+of\s+zoning\s+appeals\b", re.I)


# A zoning code cited by the city's initials ("KZC 105.10" in Kirkland's code): named after the place
# when its initials are the place's ("Kirkland Zoning Code 105.10").
_CITY_ZONING_CODE = re.compile(r"(?P<init>[A-Z]{1,2})ZC (?P<part>.+)")


def _city_named_codes(out: dict, source: str, notes: dict, municipality: str | None, place: str | None) -> None:
    """A code named with the municipality's formal name, "the Baltimore City Building Code", is the place's,
    named as "the Building Code of Baltimore City" is: Baltimore Building Code. Only where the text names the
    place so ("... of Baltimore City") and never as "the City of Kansas City": there "City" is the name's."""
    if not municipality or not place or municipality == place or not municipality.startswith(place + " ") \
            or f"of {municipality}" not in source or f"City of {municipality}" in source:
        return
    prefix = municipality + " "
    _rewrite_citations(out, notes, lambda found: [
        replace(c, target=place + " " + c.target[len(prefix):]) if c.kind == "other_code" and c.target.startswith(prefix) else c
        for c in found])


def _place_named_before_code(out: dict, source: str, notes: dict, place: str | None, base: int) -> None:
    """The municipality's name printed just before a code the finder read without it is part of the code's name:
    "the Hudson Floodplain Management\nOrdinance" (Hudson IA) is "Hudson Floodplain Management Ordinance", as the
    labels name a place's own ordinance. (Not an ordinance by its number: "authorized by City of Avon Ordinance 59-93" is
    "Ord. 59-93", Avon OH, as the labels name numbered ordinances.)"""
    if not place or (place + " " not in source and place + "\n" not in source):
        return
    n = len(place) + 1

    def rewrite(found):
        new = []
        for c in found:
            s = c.start - base
            if (c.kind == "other_code" and not c.target.startswith((place, "Ord. ", "Res. ")) and s - n >= 1 and source[s - 1] in " \n"
                    and source[s - n:s - 1] == place and not source[s - n - 1].isalnum()):
                c = replace(c, text=source[s - n:c.end - base], start=c.start - n, target=f"{place} {c.target}")
            new.append(c)
        return new
    _rewrite_citations(out, notes, rewrite)


# A section or chapter "of the Racine County Code of Ordinances" or "of the Town of Rochester Code of Ordinances" (the town
# the village took over) in another government's text, maybe with the chapter's title between ("Chapter XXIV, Holding
# Tanks,\nof the Town of Rochester Code", Rochester WI)
# (or a city named before "City": "Chapter 1145 and 1147 of the Columbus\nCity Code", Westerville OH, which adopts Columbus's
# sewer-use chapters)
_OTHER_GOVERNMENT_CODE = re.compile(
    r"(?:[ \t]*,[ \t]*[A-Z][\w \t\-]{1,40},)?\s+of\s+the\s+(?P<gov>(?:[A-Z][a-z]+\s+){1,3}County"
    r"|(?:City|Town|Village|Township)\s+of\s+(?:[A-Z][a-z]+\s+){0,2}[A-Z][a-z]+|[A-Z][a-z]+\s+City)\s+Code(?:\s+of\s+Ordinances)?\b")


# ... or a county named before the section: "per Lincoln County \u00a7\n92.07 Dangerous Dogs" (Lincolnton NC), "Pepin County's
# code of ordinances, \u00a7\u00a7 28.01 and 28.04" (Pepin WI), a list after it going on in the same code; not the county as a
# place before a comma ("In Lincoln County, \u00a7 10.99 applies")
_COUNTY_WORD = r"(?!(?:In|The|See|Per|Of|By|Under|And|Or|For)\b)[A-Z][a-z]+"
_COUNTY_CODE_BEFORE = re.compile(rf"\b(?P<gov>{_COUNTY_WORD}(?:[ \t]{_COUNTY_WORD})?[ \t]+County)"
                                 # (or its ordinance by chapter: "Wright County Ordinance\nChapter 90", St. Michael MN)
                                 r"(?:(?P<own>['\u2019]s)?[ \t]+(?P<code>[Cc]ode|Ordinance)(?:[ \t]+of[ \t]+[Oo]rdinances)?"
                                 r"(?:[ \t]+\((?P<init>[A-Z]{2,5})\))?(?P<comma>[ \t]*,)?)?[ \t]*\n?[ \t]*$")
_CODE_LIST_GAP = re.compile(r"\s*,?\s*(?:(?:and|or)\s+)?")


def _another_government_code(out: dict, source: str, notes: dict, base: int, municipality: str | None) -> None:
    """A local section of another government's code is that code's (other_code "Racine County Code ch. 19"); of the
    municipality's own ("of the Barrow County Code of Ordinances" in Barrow County's) it stays local."""
    if not municipality or (" Code" not in source and " County" not in source):
        return

    own = _PLACE_PREFIX.sub("", municipality, count=1).strip()

    initials: dict[str, str] = {}  # a county code's initials defined in parentheses -> the county

    def rewrite(found):
        new = []
        listed = None  # the county whose code the citation before was read in: a list goes on in it
        for c in found:
            last, listed = listed, None
            if c.kind != "local_code":
                pass
            elif (m := _OTHER_GOVERNMENT_CODE.match(source, c.end - base)) \
                    and (gov := " ".join(m.group("gov").split())) != municipality and gov.removesuffix(" City") != own:
                # ("Chapter 27 of the City of Jackson Code", Summit Township MI: "Jackson Code ch. 27", as a county's is
                # "Racine County Code"; but the town's code a village of the same name took over keeps its kind, "Town of
                # Rochester Code" in Rochester WI)
                bare = _PLACE_PREFIX.sub("", gov, count=1)
                c = replace(c, kind="other_code", target=f"{gov if bare == own else bare} Code {c.target}")
            elif (m := _COUNTY_CODE_BEFORE.search(source, max(0, c.start - base - 60), c.start - base)) \
                    and (gov := " ".join(m.group("gov").split())) != own:
                listed = gov
                if m.group("init"):
                    initials[m.group("init")] = gov
                if m.group("code") in ("Code", "Ordinance") and not m.group("own") and not m.group("comma"):
                    # the code's name printed right before the section is part of the span, as the labels read it
                    # ("Kootenai County Code Title 5, Chapter 1", Hauser ID; "the Washington County Code (WCC) Chapter\n6.04",
                    # Forest Grove OR); not a county alone ("Lincoln County \u00a7 92.07") nor a name set off by a comma
                    c = replace(c, text=source[m.start("gov"):c.end - base], start=base + m.start("gov"))
                word = "Ordinance" if m.group("code") == "Ordinance" else "Code"  # ("code" printed lower case is "Code")
                c = replace(c, kind="other_code", target=f"{gov} {word} {c.target}")
            elif (c.text[:c.text.find(" ")] in initials and c.target.startswith(("ch. ", "title "))
                  and c.text.find(" ") > 1):
                # the code's initials defined in parentheses, cited again ("Violation of WCC Chapter 6.04", Forest Grove OR)
                c = replace(c, kind="other_code", target=f"{initials[c.text[:c.text.find(' ')]]} Code {c.target}")
            elif last and new and new[-1].end <= c.start and _CODE_LIST_GAP.fullmatch(source, new[-1].end - base, c.start - base):
                listed = last
                c = replace(c, kind="other_code", target=f"{last} Code {c.target}")
            new.append(c)
        # (a list's first items read before the code named after its last: "Chapter 1145 and 1147 of the Columbus City Code")
        for k in range(len(new) - 2, -1, -1):
            c, nxt = new[k], new[k + 1]
            if (c.kind == "local_code" and nxt.kind == "other_code" and " Code ch. " in nxt.target and c.target.startswith("ch. ")
                    and c.end <= nxt.start and _CODE_LIST_GAP.fullmatch(source, c.end - base, nxt.start - base)):
                new[k] = replace(c, kind="other_code", target=f"{nxt.target.split(' Code ch. ', 1)[0]} Code {c.target}")
        return new

    _rewrite_citations(out, notes, rewrite)


# ("the town\u2019s Stormwater Technical Standards Manual", Pendleton IN, seventeen times)
_PLACE_POSSESSIVE_BEFORE = re.compile(r"\b(?:[Cc]ity|[Tt]own|[Vv]illage)['\u2019]s\s+$")


def _possessive_place_documents(out: dict, source: str, notes: dict, place: str | None, base: int) -> None:
    """A manual or standard the text calls the place's own by a possessive ("the town\u2019s Stormwater Technical Standards
    Manual", Pendleton IN) is named for the place, its span from the possessive, as the labels name a place's own manual."""
    if not place or ("\u2019s " not in source and "'s " not in source and "\u2019s\n" not in source and "'s\n" not in source):
        return

    def rewrite(found):
        new = []
        for c in found:
            s = c.start - base
            if c.kind == "external_standard" and not c.target.startswith(place) \
                    and (own := _PLACE_POSSESSIVE_BEFORE.search(source, max(0, s - 12), s)) is not None:
                c = replace(c, text=source[own.start():c.end - base], start=base + own.start(), target=f"{place} {c.target}")
            new.append(c)
        return new
    _rewrite_citations(out, notes, rewrite)


def _short_names_of_county_documents(out: dict, notes: dict) -> None:
    """A county's manual named in full once and short after ("the Boone County Stormwater Technical Standards Manual" ... "the
    Stormwater Technical Standards Manual", Boone County IN): the short name is that county's, as the labels name it."""
    full: dict[str, str] = {}
    for found in [x.citations for x in out.values()] + list(notes.values()):
        for c in found:
            head, sep, rest = c.target.partition(" County ")
            if c.kind == "external_standard" and sep and head and " " not in head and head[0].isupper():
                full.setdefault(rest, c.target)
    if not full:
        return

    def rewrite(found):
        return [replace(c, target=full[c.target]) if c.kind == "external_standard" and c.target in full else c for c in found]

    _rewrite_citations(out, notes, rewrite)


def _city_zoning_code_place(out: dict, source: str, notes: dict, place: str | None) -> None:
    if not place or "ZC" not in source:
        return
    initials = "".join(w[0] for w in place.split() if w[0].isupper())

    def by_initials(found):
        return [replace(c, target=f"{place} Zoning Code {z.group('part')}")
                if c.kind == "other_code" and (z := _CITY_ZONING_CODE.fullmatch(c.target)) and z.group("init") == initials[:len(z.group("init"))]
                else c for c in found]

    _rewrite_citations(out, notes, by_initials)


# ("consistent with the adopted zoning ordinance", "the adopted subdivision regulations ordinance and zoning ordinance (if
# adopted)", Cache OK: a text names the zoning ordinance adopted, or lists it after another, as a document apart from itself)
_ADOPTED_BEFORE = re.compile(r"\b(?:adopted|ordinance\s+and)\s+$")
# ("the zoning regulations of the village", Lyons IL: the place's own, named so)
_OF_THE_GOVERNMENT = re.compile(r"\sof\s+the\s+(?:city|village|town|county)$")
_GOVERNMENT_WORD = re.compile(r"(?:city|village|town|township|county|parish)(?:['\u2019]s)?\s", re.I)


def _own_zoning_place(out: dict, source: str, notes: dict, place: str | None, base: int) -> None:
    if "oning" not in source and "evelopment" not in source:
        return  # (no "zoning" or "Zoning", before a space or a line break, nor a development code)
    itself = _ZONING_TEXT.search(source) is not None

    def rewrite(found):
        kept = []
        for c in found:
            if c.kind == "other_code" and _OWN_ZONING_TARGET.fullmatch(c.target):
                if (itself and (c.text[:1].islower() or c.text.startswith("Comprehensive")) and not _GOVERNMENT_WORD.match(c.text)
                        and not _OF_THE_GOVERNMENT.search(c.text)
                        and not _ADOPTED_BEFORE.search(source, max(0, c.start - base - 20), c.start - base)):
                    # (the text's own name: "an indispensable part of the Comprehensive Zoning Ordinance", Augusta GA; not
                    # "the village\nzoning ordinance" in a blight chapter that names a zoning district, Lakewood Club MI)
                    continue
                if c.text[:7].lower() == "county " and not (place or "").endswith(("County", "Parish")):
                    # (a village's code citing the county's: "A proposed county zoning ordinance or amendment", Reedsville WI's
                    # plan commission: the county's, not the village's)
                    c = replace(c, target=f"County {c.target}")
                elif place:
                    c = replace(c, target=f"{place} {c.target}")
            kept.append(c)
        return kept

    _rewrite_citations(out, notes, rewrite)


# The place's subdivision regulations cited by kind ("the Subdivision Regulations", "the Town Subdivision
# Regulations") are the place's: "Nolensville Subdivision Regulations", as every outside label names them
# (9 of 9; the labels name the place's other ordinances by subject alone: "Flood Damage Prevention Ordinance").
# (So is a subject code the place names as its own: "the Village Building Code" (Rochester WI), "the City Building Code"
# (Medford WI): "Rochester Building Code", "Medford Building Code", as the labels name them; a bare "the Building
# Code" stays unnamed, as twelve labels keep it.)
# (and its land use ordinance, 2 of 2 labels: "Demorest Land Use Ordinance", "Roanoke Rapids Land Use Ordinance"; and a
# Pennsylvania subdivision and land development ordinance, 2 of 2: "Springfield Township ...", "Clifton Township ...")
_SUBJECT_CODE_NAME = r"(?:Building|Plumbing|Electrical|Mechanical|Fire(?: Prevention)?|Housing) Code"
# (and its property maintenance code, named bare or after the kind of place, in capitals or not: 13 of 14 labels name it after the
# place, "Streamwood Property Maintenance Code" for "the village property maintenance code" (Streamwood IL), "Calumet Park Property
# Maintenance Code"; the model code is cited by its name, "International Property Maintenance Code")
_OWN_SUBDIVISION_TARGET = re.compile(r"(?:(?:City|Town|Village|County)\s+)?(?P<what>Subdivision (?:Regulations|Ordinance|Code|and Land Development Ordinance)|Land Use Ordinance"
                                     r"|Property Maintenance Code)"
                                     rf"|(?:City|Town|Village)\s+(?P<code>{_SUBJECT_CODE_NAME})")
# (or named after it, in capitals: "without first paying the fee required therefor by the Building Code of the city", Ashland
# KY; Sunland Park NM's label keeps "the plumbing code of the city" in lower case unnamed)
_SUBJECT_CODE = re.compile(_SUBJECT_CODE_NAME)
_OF_THE_PLACE_AFTER = re.compile(r"[ \t\n]+of[ \t\n]+the[ \t\n]+(?:[Cc]ity|[Vv]illage|[Tt]own)\b")


def _own_subdivision_place(out: dict, source: str, notes: dict, place: str | None, base: int) -> None:
    if not place or not ("Subdivision " in source or "subdivision and land" in source or "Village " in source or "City " in source or "Town " in source
                         or "subdivision" in source or "Land Use " in source or " of the " in source
                         or "roperty maintenance code" in source or "roperty Maintenance Code" in source):
        return  # (no scan of every clause's citations where none can be renamed)
    _rewrite_citations(out, notes, lambda found: [
        replace(c, target=f"{place} {d.group('what') or d.group('code')}")
        if c.kind == "other_code" and (d := _OWN_SUBDIVISION_TARGET.fullmatch(c.target)) else
        replace(c, target=f"{place} {c.target}")
        if c.kind == "other_code" and _SUBJECT_CODE.fullmatch(c.target) and c.text[:1].isupper()
        and _OF_THE_PLACE_AFTER.match(source, c.end - base) else
        # (the standards printed with them in one title, named after the place as they are: "Village of Minster Subdivision
        # Regulations and Design Standards", Minster OH)
        replace(c, target=f"{place} {c.target}")
        if c.kind == "external_standard" and k and found[k - 1].kind == "other_code" and found[k - 1].target.endswith("Subdivision Regulations")
        and REGULATIONS_STANDARDS_GAP.fullmatch(source, found[k - 1].end - base, c.start - base) else c
        for k, c in enumerate(found)])


# FEMA makes a flood insurance rate map and study for one community ("the FIRM", "the flood insurance
# study"): their citations name that community, the one the text names ("the Flood Insurance Study (FIS) for Dane
# County", Madison WI: a countywide study) or else the document's municipality ("FEMA Flood Insurance
# Rate Map: City of Americus"), as a researcher comparing floodplain chapters needs.
_FEMA_TARGET = re.compile(r"FEMA Flood (?:Insurance (?:Rate Map|Study)|Boundary and Floodway Map)")
_FEMA_PLACE_IN_TEXT = re.compile(
    r"\b(?:[Ff]lood\s+[Ii]nsurance\s+(?:[Ss]tudy|[Rr]ate\s+[Mm]aps?)|FIRMs?|FIS)\b(?:\s*\((?:FIRMs?|FIS)\))?,?\s+for\s+(?:the\s+)?"
    r"(?P<place>(?:[A-Z][a-z]+\s+){1,2}(?:County|Parish)|(?:City|Town|Village)\s+of\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)\b")


def _fema_place(out: dict, source: str, notes: dict, municipality: str | None) -> None:
    if "FIRM" not in source and "lood Insurance" not in source and "lood insurance" not in source and "Floodway Map" not in source:
        return  # (no FEMA document is cited: no scan of the whole text)
    named = _FEMA_PLACE_IN_TEXT.search(source) if "for " in source else None
    place = " ".join(named.group("place").split()) if named else municipality
    if not place:
        return
    _rewrite_citations(out, notes, lambda found: [
        replace(c, target=f"{c.target}: {place}") if c.kind == "external_standard" and _FEMA_TARGET.fullmatch(c.target) else c
        for c in found])


def _adopted_code_sections(source: str, out: dict, notes: dict) -> None:
    """A chapter that adopts one model code and amends it section by section cites the code's sections
    bare ("Section 1504.10"), in clauses the adoption is not in (``adopted_model_code``)."""
    code = adopted_model_code(source)
    if code is not None:
        _rewrite_citations(out, notes, lambda found: model_code_sections(found, code))


# A village that adopts the Illinois Plumbing Code and amends it section by section cites its sections bare: "Section
# 890.110(c) General Regulations", "Section 890.1360" (Bedford Park IL): the sections of 77 Ill. Adm. Code 890 (whatever
# model code the chapter names besides: this pass runs before the model-code passes, which rename only local sections)
_IL_PLUMBING_ADOPTED = re.compile(r"Illinois\s+Plumbing\s+Code\b[^.]{0,80}?\b(?:is|are)\s+(?:hereby\s+)?adopted\b")
_IL_PLUMBING_SECTION = re.compile(r"890\.\d{3,4}(?:\([a-z0-9]{1,3}\))*")


def _illinois_plumbing_sections(source: str, out: dict, notes: dict) -> None:
    if "Illinois Plumbing Code" not in source or not _IL_PLUMBING_ADOPTED.search(source):
        return
    _rewrite_citations(out, notes, lambda found: [
        replace(c, kind="other_code", target=f"77 Ill. Adm. Code {c.target}", jurisdiction="IL")
        if c.kind == "local_code" and _IL_PLUMBING_SECTION.fullmatch(c.target) else c for c in found])


_MODEL_CODE_CHAPTER = re.compile(r"ch\. \d{1,2}")


def _amended_model_code_items(source: str, out: dict, notes: dict, clauses: list[tuple[int, int, object]], base: int) -> None:
    """In a stretch amending a model code item by item (``model_code_amendment_blocks``), each amended or
    cited section is the model code's: a local citation numbered like it is renamed, one no clause found
    ("Subsection 101.1 Insert ...", the items of "Sections 302.4, 302. 10, 305, and 306") is added to the
    clause that holds it."""
    blocks = model_code_amendment_blocks(source)
    if not blocks:
        return

    def code_at(c) -> str | None:
        return next((code for s, e, code in blocks if s <= c.start - base < e), None)

    def as_model_code(c, code: str):
        # (a chapter of it too: "Chapters 25, 26, 27 ... shall be deleted", Grundy County IL's IRC amendments)
        if c.kind == "local_code" and _MODEL_CODE_CHAPTER.fullmatch(c.target):
            return replace(c, kind="other_code", target=f"{code} {c.target}", jurisdiction=None)
        return as_model_code_section(c, code, AMENDED_SECTION_NUMBER)

    _rewrite_citations(out, notes, lambda found: [
        # (nor a list's earlier items, which share its qualifier: "Chapters\n96,\n97, and\n98 of this Code of Ordinances",
        # Holstein IA)
        as_model_code(c, code) if (code := code_at(c)) and not OF_ANOTHER.match(source, c.end - base)
        and not (c.qualifier or "").startswith(("of this", "of the")) else c for c in found])
    _add_where_free(out, clauses, (
        Citation(text=source[s:e], start=base + s, end=base + e, kind="other_code", target=f"{code} {number}")
        for s0, e0, code in blocks for s, e, number in amended_items(source, s0, e0)))


# The numbers an amendment creates are no references: "substitute the following new Section 105.5:", "Amend by adding the
# following new Sections 110.3.12 and 110.3.13:", and the replacement's own headings printed under it, "Section 105.5 Extension
# and expiration of building permit.", "Section 113.1 Application for Appeal:" (Willowbrook IL's IBC amendments; the labels
# leave new designations out: Stickney and Inverness IL, Lafayette GA, La Jara CO)
# (the model code's "[F]" mark before the number: "the following new [F] Section 3003.2:" / "[F] Section 3003.2 Fire Fighters'
# Emergency Operation."; a number printed with a period: "Section 3303.6.1. Abandonment of wells:")
_NEW_DESIGNATION = re.compile(r"\b[Nn]ew\s+(?:\[[A-Z]{1,2}\]\s+)?(?:[Ss]ections?|SECTIONS?)\s+(?P<list>\d[\w.\-]*(?:(?:\s*,\s*(?:and\s+)?|\s+and\s+)\d[\w.\-]*)*)")
_NEW_NUMBER = re.compile(r"\d[\w.\-]*\w")
_SECTION_HEADING_LINE = re.compile(r"^[ \t]*(?:\[[A-Z]{1,2}\][ \t]+)?(?:Section|SECTION)[ \t]+(?P<n>\d[\w.\-]*\w)\.?[ \t]+(?=[A-Z])", re.M)


def _new_designations(source: str, out: dict, notes: dict, base: int) -> None:
    if "ew Section" not in source and "ew section" not in source and "ew SECTION" not in source and "ew [" not in source:
        return
    spans = []
    for m in _NEW_DESIGNATION.finditer(source):
        spans.append(m.span())
        numbers = _NEW_NUMBER.findall(m.group("list"))
        for h in _SECTION_HEADING_LINE.finditer(source, m.end(), min(len(source), m.end() + 4000)):
            if any(h.group("n") == n or h.group("n").startswith(n + ".") for n in numbers):
                spans.append(h.span())
    if spans:
        spans.sort()
        starts = [s for s, _ in spans]
        _rewrite_citations(out, notes, lambda found: [
            c for c in found if not ((i := bisect_right(starts, c.start - base) - 1) >= 0 and c.start - base < spans[i][1])])


def _add_citation(out: dict, key, found: Citation) -> None:
    """``found`` joins the citations of clause ``key``, in order."""
    x = out[key]
    out[key] = replace(x, citations=tuple(sorted(x.citations + (found,), key=lambda k: (k.start, k.end))))


# A document or code given its initials where it is first cited, "the Charlotte Land Development Standards
# Manual (CLDSM)", is cited by them after (Charlotte NC's development ordinance): each later "CLDSM" is the
# same citation. Only initials the text defines right after a citation it found; a zoning district's, "an
# industrial park (IP)", never.
_DEFINED_INITIALS = re.compile(r"[ \t]*\((?P<abbr>[A-Z][A-Z&]{2,7})\)")


# (initials defined after a provision name the document, not the provision: "Section 903.2 of the Indiana Fire Code (IFC)",
# Huntington IN, then "the IFC (675 IAC 22)" is the Indiana Fire Code)
_PROVISION_OF_THE = re.compile(r"(?:[Ss]ections?|Secs?\.|\u00a7+|[Aa]rticles?|[Cc]hapters?|[Cc]h\.)\s*(?P<n>[\w.()\-]+)\s+of\s+the\s+")


def _named_whole(c: Citation) -> str:
    if (m := _PROVISION_OF_THE.match(c.text)) and (tail := re.search(rf" (?:art\. |ch\. )?{re.escape(m.group('n'))}$", c.target)):
        return c.target[:tail.start()]
    return c.target


def _defined_abbreviations(source: str, out: dict, clauses: list[tuple[int, int, object]], base: int) -> None:
    if "(" not in source:
        return
    defined: dict[str, Citation] = {}
    for x in out.values():
        for c in x.citations:
            if c.kind in ("external_standard", "other_code") and (d := _DEFINED_INITIALS.match(source, c.end - base)) \
                    and d.group("abbr") not in c.text:
                defined.setdefault(d.group("abbr"), c)
    if not defined:
        return
    _add_where_free(out, clauses, (
        Citation(text=abbr, start=base + m.start(), end=base + m.end(), kind=c.kind, target=_named_whole(c), jurisdiction=c.jurisdiction)
        for abbr, c in defined.items()
        for m in re.finditer(rf"(?<![\w(]){re.escape(abbr)}(?![\w)])", source) if base + m.start() >= c.end))


# A Wisconsin code adopts the state's offenses by a list, one statute a line after a lead-in that names the
# statutes ("The following provisions of the Wisconsin Statutes ... are hereby adopted by the City by reference."):
# "§ 943.01 (Damage to property)", "All of Chapter 945 (Gambling)" (Medford WI's 13.1.01). Each line's number is a
# statute, not a section of the code (Rochester WI prints the same as a table: the citation finder's
# ``_number_tables``). The list ends at the first line that is neither a row nor a row's subject wrapped.
# (or a statute's subsections, the rows bare numbers with their titles after a gap: "... in the following-enumerated Subsections
# of Sec. 23.33,\nWis. Stats., and any future amendments or revisions, are hereby adopted by\nreference ..." / "23.33(2j)   All-Terrain
# Vehicles ..." / "23.33(4c) through 23.33(4z)   Intoxicated Operation ...", Edgar WI's all-terrain vehicle chapter)
# (or the statutes named after the verb, the rows bare numbers: "Specifically adopted by reference are the\nfollowing statutes
# regulating in-line skates and play vehicles, as amended:\n349.235\n349.94\n340.01(24m)", Edgar WI)
_ADOPTED_STATUTES_LEAD = re.compile(
    r"(?:(?:provisions|sections|statutes)\s+of\s+(?:the\s+)?|[Ss]ubsections\s+of\s+(?:Sec\.|§|[Ss]ection)\s*\d{2,3}\.\d{2,4}\s*,\s*)"
    r"Wis(?:consin|\.)\s+Stat(?:utes|s?\.)(?:(?!\n[ \t]*§)[^§]){0,600}?"
    r"\badopted\b(?:(?!\n[ \t]*§)[^§]){0,300}?\bby\s+reference\b"
    r"|\badopted\s+by\s+reference\s+(?:are|is)\s+the\s+following\s+statutes\b")
_ADOPTED_STATUTE_ROW = re.compile(
    r"[ \t]*(?:All[ \t]+of[ \t]+)?(?:(?P<cite>§[ \t]*(?P<n>\d{2,3}\.\d{2,4}(?:\([0-9a-z]{1,4}\))*)|Chapter[ \t]+(?P<ch>\d{2,3}(?:\.\d{1,4})?))"
    r"[ \t]*\(|(?P<bare>\d{2,3}\.\d{2,4}(?:\([0-9a-z]{1,4}\))*)(?:[ \t]+through[ \t]+(?P<bare2>\d{2,3}\.\d{2,4}(?:\([0-9a-z]{1,4}\))+))?"
    r"(?=[ \t]{2,}[A-Z]|[ \t]*$))")


def _adopted_statute_lists(source: str, out: dict, clauses: list[tuple[int, int, object]], base: int) -> None:
    if "adopted" not in source or "Wis" not in source:
        return
    found = []
    for lead in _ADOPTED_STATUTES_LEAD.finditer(source):
        pos = source.find("\n", lead.end()) + 1
        started, open_subject, prose = False, False, 0
        while 0 < pos < len(source):
            end = source.find("\n", pos)
            end = len(source) if end < 0 else end
            line = source[pos:end]
            if (row := _ADOPTED_STATUTE_ROW.match(source, pos, end)) and row.group("bare"):
                found += [Citation(text=row.group(g), start=base + row.start(g), end=base + row.end(g), kind="state_statute",
                                   target=row.group(g), jurisdiction="WI") for g in ("bare", "bare2") if row.group(g)]
                started, open_subject = True, False
            elif row:
                number = row.group("n") or row.group("ch")
                found.append(Citation(text=row.group("cite"), start=base + row.start("cite"), end=base + row.end("cite"),
                                      kind="state_statute", target=number if row.group("n") or "." in number else f"ch. {number}",
                                      jurisdiction="WI"))
                started, open_subject = True, ")" not in line[row.end() - pos:]
            elif started and open_subject:
                open_subject = ")" not in line  # (the row's subject wrapped onto this line)
            elif started and line[:1].islower():
                pass  # (a bare row's title wrapped onto this line: "or Utility Terrain Vehicle and Related Laws")
            elif not started and prose < 6 and line.strip():
                prose += 1  # (the lead-in's sentence goes on)
            else:
                break
            pos = end + 1
    _replace_local_readings(out, clauses, found)


def _replace_local_readings(out: dict, clauses: list[tuple[int, int, object]], found: list[Citation]) -> None:
    """The citations ``found`` by a document pass join their clauses, each replacing what the finder had read inside
    its span as the code's own section ("\u00a7 943.01" of an adopted-statute list, "\u00a7 405" of "\u00a7 405 of the Act")."""
    if not found:
        return
    _rewrite_citations(out, {}, lambda cited: [c for c in cited if not (
        c.kind == "local_code" and any(f.start <= c.start and c.end <= f.end for f in found))])
    _add_where_free(out, clauses, found)


# A sewer-use ordinance cites the Clean Water Act by its sections as "the Act" ("sludge ... developed under
# Section 405 of the Act", "categorical standards under section 307(b) of the Act"), the model pretreatment
# ordinance's wording, where the text names the Act (by its 1972 name or its 1977 one) somewhere else:
# "Clean Water Act § 405", as the seven outside files that print the phrase label it. A section of the Act is
# three digits (101-607); a text that defines "the Act" as another law does not qualify.
_CWA_NAMED = re.compile(rx.CLEAN_WATER_ACT)
_ACT_DEFINED_OTHER = re.compile(r"[\"“]Act[\"”]\s+(?:means|shall\s+mean)\s+(?:the\s+)?(?!Federal\s+Water|Clean\s+Water)[A-Z]")
_OF_THE_ACT_AFTER = re.compile(r"\s+of\s+the\s+Act\b")
# (or the Act named after a comma: "Pretreatment standards under Section 307(a), Clean Water Act of 1977", Edgar WI: one citation, the
# name's own reading dropped)
# (several subsections of one section, listed, a blank before the first: "regulated under Section 307 (b), (c) or (d)\nof the Act",
# the model pretreatment ordinance's definition of an indirect discharge (Peru IN): one citation each, as the labels split it)
_SECTION_OF_THE_ACT = re.compile(
    r"(?:\b[Ss]ections?\s+|§\s*)(?P<n>[1-6]\d\d(?:\([a-z0-9]{1,3}\))*(?:(?<=\d) (?=\())?(?:\([a-z0-9]{1,3}\))*)"
    r"(?P<more>(?:(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+)\([a-z0-9]{1,3}\))*)(?:\s+of\s+the\s+Act\b"
    rf"|\s*,\s*(?:the\s+)?(?P<named>{rx.CLEAN_WATER_ACT})(?:\s+of\s+(?:19)?\d\d\b)?)")


_PAREN_ITEM = re.compile(r"\([a-z0-9]{1,3}\)")
_CODIFIED_AFTER = re.compile(r"\s*(?:\(|,\s*being\s+)\s*\d{1,2}\s+U\.?\s?S\.?\s?C\b")


def _clean_water_act_sections(source: str, out: dict, clauses: list[tuple[int, int, object]], base: int) -> None:
    if "Act" not in source:
        return
    if not _CWA_NAMED.search(source) or _ACT_DEFINED_OTHER.search(source):
        # "\u00a7 307(a) of the Act, being 33 U.S.C. \u00a7 1317(a)" (Ansted WV, which names no Act in the stretch): the
        # section is some act's, never the code's own; the U.S.C. number after it is the citation
        _rewrite_citations(out, {}, lambda cited: [c for c in cited if not (
            c.kind == "local_code" and _OF_THE_ACT_AFTER.match(source, c.end - base))])
        return
    # (not a section restated by its codification: "\u00a7 307(a)\nof the Act (33 U.S.C. \u00a7 1317(a))", Fergus Falls MN, "\u00a7 307(a) of the
    # Act, being 33 U.S.C. \u00a7 1317(a)": the code's section is the one citation, as the labels read it)
    matches, codified = [], []
    for m in _SECTION_OF_THE_ACT.finditer(source):
        (codified if _CODIFIED_AFTER.match(source, m.end()) else matches).append(m)
    if codified:
        _rewrite_citations(out, {}, lambda cited: [c for c in cited if not (
            c.kind == "local_code" and any(m.start() <= c.start - base < m.end() for m in codified))])
    found = []
    for m in matches:
        number = m.group("n").replace(" ", "")
        if not m.group("more"):
            found.append(Citation(text=m.group(), start=base + m.start(), end=base + m.end(), kind="other_code",
                                  target=f"Clean Water Act § {number}", jurisdiction="US"))
            continue
        section = number.split("(")[0]
        found.append(Citation(text=source[m.start():m.end("n")], start=base + m.start(), end=base + m.end("n"), kind="other_code",
                              target=f"Clean Water Act § {number}", jurisdiction="US"))
        found += [Citation(text=i.group(), start=base + i.start(), end=base + i.end(), kind="other_code",
                           target=f"Clean Water Act § {section}{i.group()}", jurisdiction="US")
                  for i in _PAREN_ITEM.finditer(source, *m.span("more"))]
    matches = [m for m in matches for _ in range(1 + len(_PAREN_ITEM.findall(m.group("more") or "")))]
    if named := [(f.start, f.end) for f, m in zip(found, matches) if m.group("named")]:
        # (the Act's name read alone inside a section's span)
        _rewrite_citations(out, {}, lambda cited: [c for c in cited if not (
            c.kind == "other_code" and c.target == "Clean Water Act" and any(s <= c.start and c.end <= e for s, e in named))])
    _replace_local_readings(out, clauses, found)


# A use table's column of the specific standards each use must meet, a cell at the end of its row: "Brew pub
# P*             739.04(i)(3)" (South Euclid OH): the code's own section and its subdivisions (local_code); a number with no
# subdivision in such a cell may be an amount, and stays unread
_SECTION_CELL = re.compile(r"(?m)(?<=\S[ \t]{3})[ \t]*(?P<n>\d{1,4}\.\d{2,4}(?:\([a-zA-Z0-9]{1,3}\))+)[;,]?[ \t]*$")


def _section_cells(source: str, out: dict, clauses: list[tuple[int, int, object]], base: int) -> None:
    if ")\n" in source:
        _add_section_numbers(_SECTION_CELL, source, out, clauses, base)


def _add_section_numbers(pattern: re.Pattern, source: str, out: dict, clauses: list[tuple[int, int, object]], base: int) -> None:
    """Each match's group "n", a section number printed as it is cited, joins its clause as the code's own (local_code)."""
    _add_where_free(out, clauses, [
        Citation(text=m.group("n"), start=base + m.start("n"), end=base + m.end("n"), kind="local_code", target=m.group("n"))
        for m in pattern.finditer(source)])


# An American Legal chapter's cross-reference note, its title wrapped and the reference alone on the next line with no sign:
# "Cross-reference:" / "   Wild and Scenic Rum River Protection Area," / "Ch. 154" (Milaca MN), "   See also Water and Sewer
# Tap-on Fees," / "160.09" (Elwood IL): the code's own chapter or section (local_code); the note runs to a blank line
_CROSS_REFERENCE_HEAD = re.compile(r"(?m)^[ \t]*Cross-references?:[ \t]*$")
_CROSS_REFERENCE_LINE = re.compile(r"(?m)(?<=,\n)(?:(?P<ch>(?:Ch\.|Chapter)[ \t]*(?P<c>\d{1,4}[A-Z]?))|(?P<s>\d{1,4}\.\d{1,3}))[ \t]*$")


def _cross_reference_lines(source: str, out: dict, clauses: list[tuple[int, int, object]], base: int) -> None:
    if "ross-reference" not in source:
        return
    found = []
    for head in _CROSS_REFERENCE_HEAD.finditer(source):
        stop = min(_to_blank_line(source, head.end()), head.end() + 600)
        for m in _CROSS_REFERENCE_LINE.finditer(source, head.end(), stop):
            target = f"ch. {m.group('c')}" if m.group("ch") else m.group("s")
            found.append(Citation(text=m.group().rstrip(), start=base + m.start(), end=base + m.start() + len(m.group().rstrip()),
                                  kind="local_code", target=target))
    _add_where_free(out, clauses, found)


# A fine schedule flattened with its section sign on one line and the section's number glued to its caption on the next ("\u00a7
# $100.00" / "90.02\u2014Fail To License", Tillamook OR): each row's number is the section its fine applies to (local_code), as
# the labels read a schedule's section column
_FINE_ROW_SECTION = re.compile(r"(?m)^\u00a7[ \t]+\$?\d[\d,]*(?:\.\d{2})?[ \t]*\n(?P<n>\d{1,4}\.\d{1,3})(?=[\u2014\u2013])")


def _fine_table_sections(source: str, out: dict, clauses: list[tuple[int, int, object]], base: int) -> None:
    if "\u00a7 " in source:
        _add_section_numbers(_FINE_ROW_SECTION, source, out, clauses, base)


# A code whose articles are lettered, as its headings show ("**** Article D:   Planned Unit Development (PUD) Overlay District
# Procedures", Edgar WI's zoning chapter): its text cites them bare, "as described in Article E, shall", "shall proceed per Article M
# procedures" (local_code "art. E"), where the finder reads a lettered article only with "of this chapter" after it; a heading
# itself is no citation
# (or as one is named elsewhere with its place: "shall conform with Article H of this Chapter", Edgar WI's § 13-1-59)
_LETTERED_ARTICLE_HEAD = re.compile(r"(?m)^[ \t*]*(?:ARTICLE|Article)[ \t]+[A-Z][ \t]*:|\bArticle\s+[A-Z]\s+of\s+this\s+(?:Chapter|Title)\b")
_LETTERED_ARTICLE = re.compile(r"\bArticle(?:[ \t]+|[ \t]*\n[ \t]*)(?P<a>[A-Z])(?![\w.\-:])")


def _lettered_articles(source: str, out: dict, clauses: list[tuple[int, int, object]], base: int) -> None:
    if "Article " not in source or not _LETTERED_ARTICLE_HEAD.search(source):
        return
    found = []
    for m in _LETTERED_ARTICLE.finditer(source):
        if source[source.rfind("\n", 0, m.start()) + 1:m.start()].strip(" \t*"):
            found.append(Citation(text=m.group(), start=base + m.start(), end=base + m.end(), kind="local_code",
                                  target=f"art. {m.group('a')}"))
    _add_where_free(out, clauses, found)


# A chapter's schedules printed after it under headings of their own ("SCHEDULE A" alone on its line, then its title, Lakewood OH's
# sewer charges): its text cites them in ordinary type, "contained in Schedule A." (local_code "Schedule A", as the labels read
# them), and a heading is no citation of itself
_SCHEDULE_HEADING = re.compile(r"(?m)^[ \t]*SCHEDULE[ \t]+(?P<s>[A-Z])[ \t]*$")
_SCHEDULE_IN_TEXT = re.compile(r"\bSchedule(?:[ \t]+|[ \t]*\n[ \t]*)(?P<s>[A-Z])\b(?![\w\-]|\.\w)")


def _lettered_schedules(source: str, out: dict, notes: dict, clauses: list[tuple[int, int, object]], base: int) -> None:
    if "SCHEDULE" not in source:
        return
    heads = list(_SCHEDULE_HEADING.finditer(source))
    if not heads:
        return
    spans = [(base + h.start(), base + h.end()) for h in heads]
    _rewrite_citations(out, notes, lambda found: [c for c in found if not any(s <= c.start and c.end <= e for s, e in spans)])
    letters = {h.group("s") for h in heads}
    _add_where_free(out, clauses, [
        Citation(text=m.group(), start=base + m.start(), end=base + m.end(), kind="local_code", target=f"Schedule {m.group('s')}")
        for m in _SCHEDULE_IN_TEXT.finditer(source) if m.group("s") in letters])


# A schedule whose first column is headed "Section" lists the code's own sections a row each: "Section        Description
# First   ..." / "51.15          Required use of public sewers          $100    $200" (Linden WI's deposit schedule), "Section   Fee
# Description   Fee" / "5-7-3B    Central station alarms - registration fee    15.00" (Des Plaines IL): each row's number is the
# section the row's amount applies to, as the labels read such a column (local_code); the table runs to its first blank line.
_SECTION_COLUMN_HEAD = re.compile(r"(?m)^[ \t]*Section[ \t]{2,}(?=[A-Z][a-z])[^\n]*$")
_SECTION_COLUMN_ROW = re.compile(r"[ \t]{0,3}(?P<n>\d{1,4}(?:\.\d{1,3}|-\d{1,3}(?:-\d{1,3})?[A-Z]?))(?=[ \t]{2,}[A-Z(])")
_BLANK_LINE_AT = re.compile(r"\n[ \t]*\n")


def _to_blank_line(source: str, pos: int) -> int:
    """Where the block that runs on from ``pos`` ends: its first blank line, or the text's end."""
    blank = _BLANK_LINE_AT.search(source, pos)
    return blank.start() if blank else len(source)


def _column_rows(source: str, head_pattern: re.Pattern, row_pattern: re.Pattern):
    """(head, row) for each line under a table's head, up to its first blank line, that ``row_pattern`` matches at the
    line's start."""
    for head in head_pattern.finditer(source):
        stop = _to_blank_line(source, head.end())
        pos = head.end() + 1
        while pos < stop:
            end = source.find("\n", pos, stop)
            end = stop if end < 0 else end
            if row := row_pattern.match(source, pos, end):
                yield head, row
            pos = end + 1


def _section_column_cells(source: str, out: dict, clauses: list[tuple[int, int, object]], base: int) -> None:
    if "Section " not in source:
        return
    found = [Citation(text=row.group("n"), start=base + row.start("n"), end=base + row.end("n"), kind="local_code",
                      target=normalize_local(row.group("n")))
             for _, row in _column_rows(source, _SECTION_COLUMN_HEAD, _SECTION_COLUMN_ROW)]
    _add_where_free(out, clauses, found)
    if " Section " in source:
        _replace_local_readings(out, clauses, _state_section_column_cells(source, base))


# ... or headed by a state's code and "Section": a table of the statutes a city adopts, a row each ("Utah Code Annotated Section
# Description" / "41-6a-210                      Failure to Stop for an officer" / "41-6a Part 16, in its entirety Vehicle
# Equipment", Holladay UT): each row's number is that statute (state_statute), the table running to its first blank line
_STATE_COLUMN_CODES = {"Utah Code Annotated": "UT", "Utah Code": "UT", "U.C.A.": "UT", "Iowa Code": "IA", "Code of Iowa": "IA",
                       "Idaho Code": "ID", "Indiana Code": "IN", "Ohio Revised Code": "OH", "Revised Code": "OH",
                       "Wisconsin Statutes": "WI", "Wis. Stats.": "WI", "Wis. Stat.": "WI", "Minnesota Statutes": "MN",
                       "Minn. Stat.": "MN", "SDCL": "SD", "NRS": "NV", "ORS": "OR", "RCW": "WA"}
_STATE_COLUMN_HEAD = re.compile(r"(?m)^[ \t]*(?P<code>" + "|".join(re.escape(k) for k in sorted(_STATE_COLUMN_CODES, key=len, reverse=True))
                                + r")[ \t]+Sections?[ \t]{2,}(?=[A-Z][a-z])[^\n]*$")
_STATE_COLUMN_ROW = re.compile(r"[ \t]{0,3}(?:(?P<t>\d{1,3})-(?P<c>\d{1,3}[a-z]?)[ \t]+Part[ \t]+(?P<p>\d{1,3})\b"
                               r"|(?P<n>\d{1,3}[A-Z]?(?:-\d{1,4}[a-z]?){1,2}(?:\.\d{1,2})?|\d{1,3}[A-Z]?\.\d{1,4}[A-Z]?))(?=[ \t,]{2,}\S|,)")


def _state_section_column_cells(source: str, base: int) -> list[Citation]:
    found = []
    for head, row in _column_rows(source, _STATE_COLUMN_HEAD, _STATE_COLUMN_ROW):
        s, e = row.span("n") if row.group("n") else (row.start("t"), row.end("p"))
        target = row.group("n") or f"title {row.group('t')}, ch. {row.group('c')}, part {row.group('p')}"
        found.append(Citation(text=source[s:e], start=base + s, end=base + e, kind="state_statute", target=target,
                              jurisdiction=_STATE_COLUMN_CODES[head.group("code")]))
    return found


# Iowa's storm-water permit for construction sites, which a city's erosion-control chapter enforces, cited by its number:
# "coverage under General Permit No. 2", "General\nPermit No. 2", "General permit No.2", "the GP#2" (Hudson IA): the Iowa
# DNR's permit, as the labels name it, in a text that names the Iowa DNR as the permit's issuer; not the short name a
# definition gives it in quotation marks ('("General Permit No. 2")')
_GENERAL_PERMIT = re.compile(r"(?<![\"\u201c])\bGeneral[ \t]*\n?[ \t]*[Pp]ermit[ \t]+No\.[ \t]?(?P<n>\d{1,2})\b(?![\"\u201d])"
                             r"|(?<![\w\"\u201c])GP[ \t]?#[ \t]?(?P<n2>\d{1,2})\b")
_IOWA_DNR = re.compile(r"\bIowa\s+(?:DNR|Department\s+of\s+Natural\s+Resources)\b")


# (and Minnesota's, the MPCA's construction storm-water permit by its number, "No. MN R100001", or the scan's "MN Rl00001" (Robbinsdale
# MN, Dakota MN), and by its name where the text gives its number: "the MPCA's current NPDES Construction General Permit")
_MN_GENERAL_PERMIT = re.compile(r"\bMN[ \t]?R(?P<n>[0-9lI]{6})\b")
_CONSTRUCTION_GENERAL_PERMIT = re.compile(r"\b(?:NPDES\s+)?Construction\s+General\s+Permit\b")


def _state_general_permits(source: str, out: dict, clauses: list[tuple[int, int, object]], base: int) -> None:
    found = []
    if ("ermit No" in source or "GP" in source) and _IOWA_DNR.search(source):
        found += [Citation(text=m.group(), start=base + m.start(), end=base + m.end(), kind="external_standard",
                           target=f"Iowa DNR General Permit No. {m.group('n') or m.group('n2')}")
                  for m in _GENERAL_PERMIT.finditer(source)]
    if "MN" in source and (numbers := list(_MN_GENERAL_PERMIT.finditer(source))):
        def mpca(m: re.Match) -> str:
            return "MPCA General Permit MN R" + m.group("n").replace("l", "1").replace("I", "1")
        found += [Citation(text=m.group(), start=base + m.start(), end=base + m.end(), kind="external_standard", target=mpca(m))
                  for m in numbers]
        found += [Citation(text=m.group(), start=base + m.start(), end=base + m.end(), kind="external_standard",
                           target=mpca(numbers[0])) for m in _CONSTRUCTION_GENERAL_PERMIT.finditer(source)]
    _add_where_free(out, clauses, sorted(found, key=lambda c: c.start))


# Illinois's setback-zone ordinances for community water wells cite the state's Environmental Protection Act by its
# sections, named or as "the act" they define ("established under section 14.2 of the environmental protection act 1
# ("act")", "pursuant to section 14.2(c) and section 14.3(e) of the act", Germantown Hills IL): 415 ILCS 5/<section>, as
# the labels name it. Only in an Illinois text, and "the act" only where the text defines it so.
_IL_EPA_DEFINED = re.compile(r"environmental\s+protection\s+act(?:\s*\d{1,2})?\W{0,12}\(\s*[\"\u201c]act[\"\u201d]\s*\)"
                             r"|\bact\s*(?::|means|shall\s+mean)\s*(?:the\s+)?(?:Illinois\s+)?environmental\s+protection\s+act", re.I)
_IL_EPA_SECTION = r"\d{1,2}(?:\.\d{1,2})?"
_IL_EPA_SUBS = r"(?:\([a-z0-9]{1,3}\))*"
_IL_EPA_CHAIN = re.compile(
    rf"\b[Ss]ections?\s+{_IL_EPA_SECTION}{_IL_EPA_SUBS}(?:\s*(?:,|and|or)\s*(?:[Ss]ection\s+)?{_IL_EPA_SECTION}{_IL_EPA_SUBS})*"
    r"\s+of\s+the\s+(?P<named>(?:Illinois\s+)?environmental\s+protection\s+act|act)\b(?!\s+of\b)", re.I)
_IL_EPA_PIECE = re.compile(rf"(?:[Ss]ections?\s+)?(?P<n>{_IL_EPA_SECTION})(?P<sub>{_IL_EPA_SUBS})")


def _illinois_epa_sections(source: str, out: dict, clauses: list[tuple[int, int, object]], base: int, state: str | None) -> None:
    if "rotection act" not in source.lower() or not (state == "IL" or "ILCS" in source):
        return
    defined = bool(_IL_EPA_DEFINED.search(source))
    found = []
    for m in _IL_EPA_CHAIN.finditer(source):
        if m.group("named").lower() == "act" and not defined:
            continue
        pieces = list(_IL_EPA_PIECE.finditer(source, m.start(), m.start("named")))
        for k, p in enumerate(pieces):
            end = m.end() if k == len(pieces) - 1 else p.end()
            found.append(Citation(text=source[p.start():end], start=base + p.start(), end=base + end, kind="state_statute",
                                  target=f"415 ILCS 5/{p.group('n')}{p.group('sub')}", jurisdiction="IL"))
    _replace_local_readings(out, clauses, found)


# The states whose vehicle statute is named "Vehicle Code" (California's; Pennsylvania's, 75 Pa.C.S.): their
# places cite it bare, "as required by Vehicle Code" (Williamsport PA), "pursuant to the State Vehicle Code"
# (Signal Hill CA); that is the state's code, as the labels name it. Not where a section follows (the statute's
# own citation) or "this" names the text itself.
# (Pennsylvania's boroughs cite the state's Borough Code so too: "in accordance with the Borough Code", Swarthmore PA)
_VEHICLE_CODE_STATES = {"CA": "California", "PA": "Pennsylvania"}
# (nor where its citation follows the state's name: "the Vehicle Code of Pennsylvania\n(75 Pa. C.S.A. §101 et seq.)"
# (Marysville PA), "the Vehicle Code of the state, being 75 Pa.C.S. §§ 101 et seq." (Bedminster PA): one citation, the
# statute's, as the labels keep it)
_BARE_VEHICLE_CODE = re.compile(r"(?<!\bthis\s)(?<!\bThis\s)\b(?:State\s+)?(?P<subj>Vehicle|Borough)\s+Code\b"
                                r"(?!(?:\s+of\s+(?:the\s+)?(?:Commonwealth(?:\s+of\s+Pennsylvania)?|Pennsylvania|California|[Ss]tate))?"
                                r"\s*,?\s*(?:being\s+)?\(?(?:[Ss]ec(?:tions?\b|s?\.)|§|\d))"
                                # (not an officer's title: "the Borough Code Enforcement Officer", North Braddock PA)
                                r"(?!\s+(?:Enforcement|Officers?|Officials?|Inspectors?|Compliance)\b)")


def _state_vehicle_code(source: str, out: dict, clauses: list[tuple[int, int, object]], base: int, state: str | None) -> None:
    name = _VEHICLE_CODE_STATES.get(state or "")
    if name is None or not ("Vehicle" in source or state == "PA" and "Borough" in source):  # ("the Borough\nCode", Blossburg PA)
        return
    _add_where_free(out, clauses, (
        Citation(text=m.group(), start=base + m.start(), end=base + m.end(), kind="other_code",
                 target=f"{name} {m.group('subj')} Code", jurisdiction=state)
        for m in _BARE_VEHICLE_CODE.finditer(source)
        if m.group("subj") == "Vehicle" or state == "PA"))


# A section or chapter of "the Vehicle Code" in a Pennsylvania place is the state's (75 Pa.C.S.), not California's, whose
# name the finder reads unnamed: "designated by the State Police under \u00a7 6106\nof the \u201cVehicle Code\u201d" (Monroe
# Township PA) is 75 Pa.C.S. 6106, "Chapter 73 of the Vehicle Code" title 75, ch. 73, as the labels name them.
_CALIFORNIA_VEHICLE_SECTION = re.compile(r"Veh\. Code (?P<ch>ch\. )?(?P<n>\d[\w.()\-]*)")


# "the General Statutes" unnamed are North Carolina's in a North Carolina place (its statutes' own name, "G.S."), not
# Connecticut's, whose name the finder reads alone: "Article 7 of Chapter 74 of the General Statutes" (Johnston County NC)
def _north_carolina_general_statutes(out: dict, notes: dict, state: str | None) -> None:
    if state != "NC":
        return
    _rewrite_citations(out, notes, lambda found: [
        replace(c, jurisdiction="NC") if c.kind == "state_statute" and c.jurisdiction == "CT" and "General Statutes" in c.text
        and "Conn" not in c.text else c for c in found])


# The state's traffic manual named by "State" alone: "State manual on uniform traffic control devices" (Edinburg IL) is the state's
# own edition (IMUTCD), as its name spelt out is, the word "State" in the span
_STATE_WORD_BEFORE = re.compile(r"\b[Ss]tate[ \t]+$")


def _state_manual_unnamed(out: dict, source: str, notes: dict, base: int, state: str | None) -> None:
    target = STATE_MUTCD.get(_STATE_NAMES.get(state or "", ""))
    if target is None or "tate manual" not in source and "tate Manual" not in source:
        return

    def rewrite(found):
        new = []
        for c in found:
            if c.kind == "external_standard" and c.target == "MUTCD" and (w := _STATE_WORD_BEFORE.search(source, max(0, c.start - base - 8), c.start - base)):
                c = replace(c, text=source[w.start():c.end - base], start=base + w.start(), target=target)
            new.append(c)
        return new
    _rewrite_citations(out, notes, rewrite)


# An article of a chapter of Illinois's vehicle code, named after it: "the mandatory insurance requirements under Article VI of
# Chapter 7\nof the State Vehicle Code" (Davis IL) is the state's, 625 ILCS 5, not the village's chapter
_VEHICLE_CODE_AFTER = re.compile(r"\s+of\s+the\s+(?:State\s+|Illinois\s+)?Vehicle\s+Code\b")
_CHAPTER_ARTICLE_TARGET = re.compile(r"ch\. (?P<ch>\d{1,2}), art\. (?P<art>[IVXL]+)")


def _illinois_vehicle_code_articles(out: dict, source: str, notes: dict, base: int, state: str | None) -> None:
    if state != "IL" or "Vehicle Code" not in source:
        return
    _rewrite_citations(out, notes, lambda found: [
        replace(c, kind="state_statute", target=f"625 ILCS 5, {c.target}", jurisdiction="IL")
        if c.kind == "local_code" and _CHAPTER_ARTICLE_TARGET.fullmatch(c.target) and _VEHICLE_CODE_AFTER.match(source, c.end - base)
        else c for c in found])


def _pennsylvania_vehicle_code_sections(out: dict, notes: dict, state: str | None) -> None:
    if state != "PA":
        return

    def rewrite(found):
        return [replace(c, target=f"title 75, ch. {m.group('n')}" if m.group("ch") else f"75 Pa.C.S. {m.group('n')}", jurisdiction="PA")
                if c.kind == "state_statute" and c.jurisdiction == "CA" and (m := _CALIFORNIA_VEHICLE_SECTION.fullmatch(c.target))
                and "Cal" not in c.text else c for c in found]

    _rewrite_citations(out, notes, rewrite)


# "the State Building Code", "the state's Plumbing Code": the code of the municipality's state ("Wisconsin State
# Building Code", as the codes print it with the state's name: "Wisconsin State Electrical Code"). (Not the
# sanitary code, by which Massachusetts and Louisiana name theirs; not Massachusetts, whose building code is cited
# by its own name.)
_STATE_SUBJECT_CODE = re.compile(r"(?P<poss>state's )?(?:State )?(?P<subj>Building|Plumbing|Fire(?: Prevention)?|Electrical|Housing|Energy|Construction"
                                 r"|(?<=state's )Vehicle) Code(?P<art> art\. \w+)?")
_STATE_NAMES = {abbr: name for abbr, name, _ in rx.STATES}
_STATE_CONSTITUTION_ABBR = {abbr: bluebook for abbr, _, bluebook in rx.STATES}
# States whose codes are named "<State> <Subject> Code" without "State": "Michigan Plumbing Code" (so its rules title it, as
# every outside label of a Michigan text names it, 5 of 5: Imlay City, Grand Blanc)
_STATE_NAMED_CODES = {"MI": ("Plumbing", "Building", "Residential", "Mechanical")}
# States whose fire code is titled "State Fire Code": "Minnesota State Fire Code" (2 labels), "Nebraska State Fire Code" (Lyons NE)
_STATE_FIRE_CODE_STATES = frozenset({"MN", "NE"})


def _state_subject_codes(source: str, out: dict, notes: dict, state: str | None) -> None:
    name = _STATE_NAMES.get(state or "")
    if name is None or state == "MA" or not ("State " in source or "state's" in source or "state\u2019s" in source or "state " in source
                                             or "State\n" in source or "Session Laws" in source or "of the state," in source
                                             or "Procedure for\nthe District" in source or "Procedure for the District" in source
                                             or "Bridge" in source):
        return

    def rewrite(found):
        kept = []
        for c in found:
            if c.kind == "other_code" and c.jurisdiction is None and (m := _STATE_SUBJECT_CODE.fullmatch(c.target)) \
                    and (m.group("poss") or c.target.startswith("State ")):
                # ("the state\u2019s Plumbing Code" is the Kentucky State Plumbing Code, as "the State Plumbing Code" is: 7 of
                # 9 outside labels keep "State", Shepherdsville KY, Hodgenville KY, Luverne MN, Wisconsin texts)
                subject = "State " + c.target[m.end('poss'):] if m.group('poss') else c.target
                # (and its vehicle code, "the state\u2019s Vehicle Code": the Oregon Vehicle Code, Monroe OR, as the states
                # name theirs)
                if (state in _STATE_NAMED_CODES and m.group("subj") in _STATE_NAMED_CODES[state]) or (
                        m.group("subj").startswith("Fire") and state not in _STATE_FIRE_CODE_STATES) or m.group("subj") == "Vehicle":
                    # ("the State Plumbing Code" in Michigan: the Michigan Plumbing Code; a state's fire code is "<State>
                    # Fire Code" wherever the labels name one, "the State Fire Code" in Mount Holly NC as the North
                    # Carolina Fire Code, Ohio's and Oregon's so too; "the State Fire Prevention Code" in Cave Springs AR the Arkansas
                    # Fire Prevention Code)
                    subject = subject.removeprefix("State ")
                c = replace(c, target=f"{name} {subject}", jurisdiction=state)
            elif c.kind == "other_code" and c.target in (f"{name} State Fire Code", f"{name} State Fire Prevention Code") \
                    and state not in _STATE_FIRE_CODE_STATES:
                # printed with the state's name too: "The North Carolina State Fire Code, most current edition" (Scotland
                # Neck NC), the same North Carolina Fire Code
                c = replace(c, target=c.target.replace(" State Fire ", " Fire ", 1), jurisdiction=state)
            elif c.kind == "other_code" and c.jurisdiction is None and c.target == "State Uniform Building Code":
                # ("State Uniform Building Code, current edition", Arapaho OK: the labels keep "State" in its name)
                c = replace(c, target=f"{name} {c.target}", jurisdiction=state)
            elif c.kind == "state_statute" and c.jurisdiction is None and c.target.startswith("Laws ") and "Session Laws" in source:
                # ("Chapter 503 of the 1971 Session Laws" in Dare County NC: the state's session laws)
                c = replace(c, jurisdiction=state)
            elif c.kind == "other_code" and c.jurisdiction is None and c.target.startswith("State Rules of "):
                # "under the State Rules of Criminal Procedure": the municipality's state's (Antis PA)
                c = replace(c, target=f"{name} {c.target[len('State '):]}", jurisdiction=state)
            elif c.kind == "other_code" and c.target.startswith("State Const. "):
                # "Article VIII of the state constitution": the municipality's state's (Mount Pleasant SC)
                c = replace(c, target=f"{_STATE_CONSTITUTION_ABBR[state]} {c.target[len('State '):]}", jurisdiction=state)
            elif c.kind == "external_standard" and c.target == "Standard Specifications for Road and Bridge Construction" \
                    and (dot := DOT_NAMES.get(name.lower())):
                # the state DOT's specifications named by title alone: "Class \"X\" Concrete in the Standard Specifications for
                # Road\nand Bridge Construction" in Tinley Park IL is IDOT's (the labels: IDOT in Illinois, WisDOT in Wisconsin)
                c = replace(c, target=f"{dot} {c.target}")
            elif c.kind == "external_standard" and c.target.startswith("State DOT ") and (dot := DOT_NAMES.get(name.lower())):
                # "State Department of Transportation Gradation No. 1" in a Wisconsin village: WisDOT's (Turtle Lake WI)
                c = replace(c, target=f"{dot} {c.target[len('State DOT '):]}")
            kept.append(c)
        return kept

    _rewrite_citations(out, notes, rewrite)


# American Legal's Iowa codes note the statute a section restates: "[State Law Ref. 321.358(1)]" (Ames IA): each
# number is a section of the municipality's state's code.
_STATE_LAW_REF = re.compile(r"\[State\s+Law\s+Ref(?:erences?|s?\.)\s*(?P<list>[^\]\n]{1,200})\]")
_STATE_LAW_REF_ITEM = re.compile(r"(?<![\w.])\d{1,3}[A-Z]?(?:[.:\-]\d{1,4}[A-Z]?)+(?:\(\w{1,3}\))*")


def _state_law_references(source: str, out: dict, notes: dict, clauses: list[tuple[int, int, object]],
                          note_spans: list[tuple[int, int, object]], base: int, state: str | None) -> None:
    if state is None or "State Law Ref" not in source:
        return
    # the reference printed on a line of its own, after the section's text, is a note of that section
    _add_where_free(out, clauses, notes=notes, note_spans=note_spans, found=(
        Citation(text=i.group(), start=base + i.start(), end=base + i.end(), kind="state_statute", target=i.group(),
                 jurisdiction=state)
        for m in _STATE_LAW_REF.finditer(source) for i in _STATE_LAW_REF_ITEM.finditer(source, *m.span("list"))))


def _add_where_free(out: dict, clauses: list[tuple[int, int, object]], found, notes: dict | None = None,
                    note_spans: list[tuple[int, int, object]] = ()) -> None:
    """Each citation of ``found`` (in document offsets, in order) joins the clause that holds it, or else
    the note of ``note_spans`` that holds it (its citations in ``notes``), unless a citation already found,
    or one added before it, overlaps it."""
    taken = SpanSet([(c.start, c.end) for x in out.values() for c in x.citations]
                    + [(c.start, c.end) for cited in (notes or {}).values() for c in cited])
    clause_at, note_at = _clause_finder(clauses), _clause_finder(note_spans)
    for c in found:
        if taken.overlaps(c.start, c.end):
            continue
        if (key := clause_at(c.start, c.end)) is not None:
            _add_citation(out, key, c)
        elif notes is not None and (key := note_at(c.start, c.end)) is not None:
            notes[key] = tuple(sorted(notes.get(key, ()) + (c,), key=lambda k: (k.start, k.end)))
        else:
            continue
        taken.add(c.start, c.end)


def _clause_finder(clauses: list[tuple[int, int, object]]):
    """(start, end) -> the key of the clause that holds that span, or None."""
    starts = [s for s, _, _ in clauses]

    def clause_at(s: int, e: int):
        i = bisect_right(starts, s) - 1
        return clauses[i][2] if i >= 0 and clauses[i][1] >= e else None
    return clause_at


def _table_cells(source: str, out: dict, clauses: list[tuple[int, int, object]], base: int) -> None:
    """A table flattened to one cell per paragraph (``flattened_table_cells``), kept as columns under a unit header
    (``column_table_cells``), as rows under a header naming each column's unit (``unit_column_cells``) or as rows of
    demerit points (``point_table_cells``): each bare number whose unit the
    table names goes to the clause that holds it, unless that clause already found it."""
    cells = flattened_table_cells(source) + column_table_cells(source)
    if "Point" in source:
        cells += point_table_cells(source)
    if "Number of" in source:
        cells += count_table_cells(source)
    if "in feet" in source or "in inches" in source:
        cells += unit_column_cells(source)
    if "feet)\n" in source or "inches)\n" in source or "feet) \n" in source:
        cells += paren_unit_column_cells(source)
    if not cells:
        return
    clause_at = _clause_finder(clauses)
    for cell in cells:
        s, e = base + cell.start, base + cell.end
        if (key := clause_at(s, e)) is None or any(q.start < e and s < q.end for q in out[key].quantities):
            continue
        q = Quantity(text=source[cell.start:cell.end], start=s, end=e, value=cell.value, unit=cell.unit,
                     comparator=cell.comparator, measures=cell.label.lower() if cell.label else None, value_high=cell.value_high)
        out[key] = replace(out[key], quantities=out[key].quantities + (q,))


def _drop_quantities(x: ClauseExtraction, drop) -> ClauseExtraction:
    """``x`` without the quantities ``drop`` (a predicate) selects, each obligation's quantity indexes kept pointing at the
    quantities it had."""
    kept = [i for i, q in enumerate(x.quantities) if not drop(q)]
    if len(kept) == len(x.quantities):
        return x
    new_index = {old: new for new, old in enumerate(kept)}
    obligations = tuple(replace(o, quantity_indexes=tuple(new_index[i] for i in o.quantity_indexes if i in new_index))
                        for o in x.obligations)
    return replace(x, quantities=tuple(x.quantities[i] for i in kept), obligations=obligations)


def _sieve_tables(source: str, out: dict, clauses: list[tuple[int, int, object]], base: int) -> None:
    """A gradation table's rows (``sieve_table_rows``): the sieve's size names the row, no quantity; the share passing
    it is a percent, one figure or a band."""
    rows = sieve_table_rows(source)
    if not rows:
        return
    clause_at = _clause_finder(clauses)
    for row in rows:
        rs, re_ = base + row.start, base + row.end
        if (key := clause_at(base + row.cell_start, base + row.cell_end)) is None:
            continue
        x = _drop_quantities(out[key], lambda q: q.start < re_ and rs < q.end)
        s, e = base + row.cell_start, base + row.cell_end
        q = Quantity(text=source[row.cell_start:row.cell_end], start=s, end=e, value=row.value, unit="percent",
                     comparator="range" if row.value_high is not None else "exact", value_high=row.value_high)
        out[key] = replace(x, quantities=x.quantities + (q,))  # (appended, as ``_table_cells`` does: the obligations' indexes hold)


# Kentucky's state fire code named without the state in a Kentucky city's code: "The 1979 Edition of the Standards of Safety",
# "enforcement of the provisions of the standards of safety", "the requirements of the state standards of safety"
# (Madisonville KY, Hodgenville KY), as the labels cite it ("Kentucky Standards of Safety"; "Kentucky Standards of Safety"
# printed whole is the citation finder's own)
_STANDARDS_OF_SAFETY = re.compile(r"(?<!Kentucky\s)\b(?:state\s+)?(?:Standards\s+of\s+Safety|standards\s+of\s+safety)\b")


def _kentucky_standards_of_safety(source: str, out: dict, notes: dict, clauses: list[tuple[int, int, object]],
                                  note_spans: list[tuple[int, int, object]], base: int, state: str | None) -> None:
    if state != "KY" or ("tandards of" not in source and "tandards\nof" not in source):
        return
    _add_where_free(out, clauses, notes=notes, note_spans=note_spans, found=(
        Citation(text=m.group(), start=base + m.start(), end=base + m.end(), kind="other_code",
                 target="Kentucky Standards of Safety", jurisdiction="KY")
        for m in _STANDARDS_OF_SAFETY.finditer(source)))


def _schedule_cells(source: str, out: dict, clauses: list[tuple[int, int, object]], base: int, state: str | None) -> None:
    """A bond or deposit schedule kept as columns under a header naming them (``schedule_column_cells``): each
    amount goes to the clause that holds it unless that clause found it already; each section in a code column
    replaces what the clause read there (a bare "13.1.01" or "Chapter 350" says nothing of its code but its column)."""
    cells = schedule_column_cells(source)
    if not cells:
        return
    clause_at = _clause_finder(clauses)
    for cell in cells:
        s, e = base + cell.start, base + cell.end
        if (key := clause_at(s, e)) is None:
            continue
        x = out[key]
        if cell.kind == "usd":
            if not any(q.start < e and s < q.end for q in x.quantities):
                q = Quantity(text=source[cell.start:cell.end], start=s, end=e, value=cell.value, unit="usd", comparator="exact")
                out[key] = replace(x, quantities=x.quantities + (q,))
            continue
        c = Citation(text=source[cell.start:cell.end], start=s, end=e, kind=cell.kind, target=cell.target,
                     jurisdiction=state if cell.kind == "state_statute" else None)
        kept = tuple(k for k in x.citations if not (k.start < e and s < k.end))
        # (the number read there as a quantity goes, the obligations' indexes kept: ``_drop_quantities``)
        x = _drop_quantities(x, lambda q: q.start < e and s < q.end)
        out[key] = replace(x, citations=tuple(sorted(kept + (c,), key=lambda k: k.start)))


# A list whose lead-in names the state article its items are sections of: "(1) a violation of any of the
# following sections of the State Criminal Law Article:" then "(i) § 4-203 {Wearing, carrying ...};" on the
# lines after it (Baltimore art. 19): each item, a clause of its own, cites a section of that article.
_ARTICLE_LIST_LEAD = re.compile(rf"\bsections\s+of\s+the\s+(?:State\s+)?(?P<art>(?i:{rx._MD_ART}))\s+Article\s*:[ \t]*\n")
_LIST_ITEM_SECTION = re.compile(r"[ \t]*\((?:[ivxlc]{1,5}|\d{1,2}|[a-z])\)[ \t]*(?P<sec>§)[^\n]*(?:\n|$)")


def _article_list_sections(source: str, out: dict, notes: dict, base: int) -> None:
    if "Article:" not in source:
        return
    items: dict[int, str] = {}
    for lead in _ARTICLE_LIST_LEAD.finditer(source):
        article = rx.md_article_abbr(lead.group("art"))
        pos = lead.end()
        while item := _LIST_ITEM_SECTION.match(source, pos):
            items[base + item.start("sec")] = article
            pos = item.end()
    if items:
        _rewrite_citations(out, notes, lambda found: [
            replace(c, kind="state_statute", target=f"{items[c.start]} {c.target}", jurisdiction="MD")
            if c.kind == "local_code" and c.start in items else c for c in found])


def _rewrite_citations(out: dict, notes: dict, rewrite) -> None:
    """Apply a document-level ``rewrite`` (list of citations -> list) to every clause's and note's
    citations, in place; a clause or note whose citations it leaves equal is kept as it was."""
    for key, x in out.items():
        if x.citations and (new := rewrite(list(x.citations))) != list(x.citations):
            out[key] = replace(x, citations=tuple(new))
    for key, found in notes.items():
        if (new := rewrite(list(found))) != list(found):
            notes[key] = tuple(new)


# An American Legal chapter's own appendices, listed under its heading and printed after its last section ("CHAPTER 54:
# CEMETERIES" ... "Appendix A:   Rate sheet" ... "APPENDIX A: RATE SHEET"): its "Appendix A" is that chapter's, "ch. 54, app.
# A", as the outside labels name a chapter's appendix (73 of 128 appendix labels carry the chapter; Sparta NC).
_CHAPTER_HEAD = re.compile(r"^CHAPTER[ \t]+(?P<ch>\d{1,4}[A-Z]?):[ \t]", re.M)
_APPENDIX_HEAD = re.compile(r"^(?:APPENDIX|Appendix)[ \t]+(?P<app>[A-Z])[ \t]*:", re.M)
_BARE_APPENDIX = re.compile(r"app\. (?P<app>[A-Z])")


def _chapter_appendices(source: str, out: dict, notes: dict, base: int) -> None:
    if ("ppendix" not in source and "PPENDIX" not in source) or "CHAPTER" not in source:
        return
    heads = [(m.start(), m.group("ch")) for m in _CHAPTER_HEAD.finditer(source)]
    if not heads:
        return
    starts = [h[0] for h in heads]

    def chapter_at(offset: int) -> str | None:
        i = bisect_right(starts, offset) - 1
        return heads[i][1] if i >= 0 else None

    own = {(ch, m.group("app")) for m in _APPENDIX_HEAD.finditer(source) if (ch := chapter_at(m.start())) is not None}
    if not own:
        return

    def rewrite(found):
        kept = []
        for c in found:
            if c.kind == "local_code" and (a := _BARE_APPENDIX.fullmatch(c.target)) \
                    and (ch := chapter_at(c.start - base)) is not None and (ch, a.group("app")) in own:
                c = replace(c, target=f"ch. {ch}, app. {a.group('app')}")
            kept.append(c)
        return kept

    _rewrite_citations(out, notes, rewrite)


# A chapter that defines "the Code" as a state's code ("CODE. The Texas Local Government Code.", Willis TX's
# wireless-facilities subchapter, the Texas model of 2017) cites that code's sections as "§ 284.157 of the Code"
# and "Chapter 283 of the Code": each is the state code's, read as the finder reads it with the name spelt out.
_CODE_DEFINED = re.compile(r"^[ \t]*[\"\u201c]?CODE[\"\u201d]?\.?[ \t]+(?:means[ \t]+)?[Tt]he[ \t]+(?P<name>[A-Z][A-Za-z.\u2019' ]{3,60}? Code)\.", re.M)
_OF_THE_CODE = re.compile(r"[ \t]+of[ \t\n]+the[ \t\n]+Code\b(?![ \t]+of\b)")


def _defined_code_references(source: str, out: dict, notes: dict, base: int) -> None:
    if "CODE" not in source or not (d := _CODE_DEFINED.search(source)):
        return
    name = " ".join(d.group("name").split())

    def rewrite(found):
        kept = []
        for c in found:
            if c.kind == "local_code" and (m := _OF_THE_CODE.match(source, c.end - base)):
                spelt = f"{c.text} of the {name}"
                got = find_citations(spelt)
                if len(got) == 1 and got[0].start == 0 and got[0].end == len(spelt) and got[0].kind == "state_statute":
                    c = replace(c, end=base + m.end(), text=source[c.start - base:m.end()], kind=got[0].kind,
                                target=got[0].target, jurisdiction=got[0].jurisdiction, qualifier=None)
            kept.append(c)
        return kept

    _rewrite_citations(out, notes, rewrite)


def _drop_document_self_names(source: str, title: str | None, out: dict, notes: dict) -> None:
    """A code that names itself anywhere ("this Zoning Ordinance", a running head, its title) cites
    no other code by that name in any clause or note (``extract_document``: each clause alone cannot
    see the evidence; ``extract_text``: the text is its own evidence). The finder itself does not
    judge: what names a document is a property of the whole document."""
    if "oning" not in source and "evelopment" not in source and "Land Use" not in source:
        return
    names = self_names(source, title)
    if names:
        _rewrite_citations(out, notes, lambda found: drop_self_names(found, names))


# Notes whose citations are live references: "Cross reference(s) – ..., Ch. 4", "CROSS REFERENCES
# ... see Ohio R.C. 723.02", Brandon's "Legislative History: Authority: SDCL § 9-30-2.", an
# editor's note's "see Ch. 1, General Provisions, Art. II", "(ORC 723.11; Adopting Ordinance)".
# Not: tables of contents, headings and titles (they name the code's own sections) or adoption
# notes (the numbering the text was adopted under). The finder itself skips ordinance numbers.
NOTE_KINDS_WITH_CITATIONS = frozenset({"cross_reference", "history", "editors_note"})


def _noted(doc: Document) -> list[tuple[int, tuple]]:
    """(0, the document's own notes), then (ordinal, notes) of each section: the keys ``note_citations`` uses."""
    return [(0, doc.notes)] + [(sec.ordinal, sec.notes) for sec in doc.sections]


def _note_citations(doc: Document, nlp, batch_size: int) -> dict[tuple[int, int], tuple[Citation, ...]]:
    """Citations in the notes of ``doc`` (document offsets), through the same spaCy pipeline."""
    source = doc.source.text
    keys, texts = [], []
    for ordinal, notes in _noted(doc):
        for n, note in enumerate(notes, 1):
            if note.kind in NOTE_KINDS_WITH_CITATIONS:
                keys.append((ordinal, n, note.start))
                texts.append(source[note.start:note.end])
    out = {}
    # Only citations are kept from notes (their numbers are history): the other components stay off.
    off = [name for name in ("cc_sentences", "cc_quantities", "cc_modals") if name in nlp.pipe_names]
    for (ordinal, n, start), sdoc in zip(keys, nlp.pipe(texts, batch_size=batch_size, disable=off)):
        found = _to_extraction(sdoc, None, start).citations
        if found:
            out[(ordinal, n)] = found
    return out
