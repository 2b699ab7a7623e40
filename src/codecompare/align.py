"""Compare municipalities: align equivalent provisions, diff them numbers first, flag outliers.

``run(db)`` is the corpus-level pass (re-run after every ingest; idempotent; one transaction):

1. topics      every section and clause gets a canonical topic (``codecompare.topics``).
2. alignments  section- and clause-level, between municipalities. Candidates only within a
               topic family and, inside it, only a bounded window of lexically nearby
               provisions scored with rapidfuzz ``cdist`` (a sorted-neighbourhood block), so the
               cost grows linearly with the number of municipalities; each pair of
               municipalities then gets a one-to-one optimal assignment (networkx
               ``max_weight_matching``) above a score threshold.
3. diffs       ``quantity_diffs`` pair the quantities of aligned clauses by (measures, unit);
               then ``alignments.level = 'measure'`` rows (left/right ids are clause ids, as
               at clause level) pair quantities that state the same canonical measure
               (data/measures.toml) in one topic family of two municipalities that some
               section or clause alignment connects, when no clause alignment compared them
               (the 1994 seed's joint spacing sits in its "Concrete." paragraph). ``section``
               and ``clause`` rows keep their meaning: equivalent provisions. Relations: for a
               minimum the larger value is stricter, for a maximum or deadline the smaller;
               a minimum against a maximum, exact values and ranges are ``differs``.
               Word-level diffs are computed on demand by ``word_diff`` (pages and the
               ``diff`` command): storing one per alignment cost more than the alignment itself.
4. findings    ``outlier_vs_peers`` where one municipality departs from the agreeing majority
               in a way that reads as an error (order inverted, polarity reversed, a word
               repeated from nearby, or a numeric range whose lower bound exceeds its upper
               bound where a peer states it in order), ``typo_suspect`` for single-word
               near-misses.

Ordinances are mostly model text copied between villages, so equivalent clauses are close in
wording once numbers (policy) are masked; officials and small edits are what differ.
"""
from __future__ import annotations

import difflib
import hashlib
import json
import re
from collections import Counter, defaultdict
from dataclasses import dataclass
from typing import Iterable, Iterator, NamedTuple

import networkx as nx
import numpy as np
import sqlite_utils
from rapidfuzz import fuzz, process, utils
from rapidfuzz.distance import Levenshtein

from . import topics as topics_mod
from .errors import InputError

METHOD_VERSION = "v1"
CLAUSE_THRESHOLD = 0.55  # below this two clauses are not the same provision
SECTION_THRESHOLD = 0.45
WINDOW = 32  # sorted-neighbourhood window: each provision is scored against at most 3*WINDOW others
TOP_K = 8  # candidate partners kept per provision
PEER_SCORE = 0.6  # aligned peers strong enough to vote on wording

# ------------------------------------------------------------------------------ text forms

_NUMBER_WORDS = frozenset(
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen "
    "sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred "
    "thousand million half halves third thirds fourth fourths fourths quarter quarters".split()
)
_WORD = re.compile(r"[a-z0-9]+")
# An amount is one token in a diff: "$500,000" against "$100,000" is one changed number, not a
# changed "500" between an unchanged "$" and ",000". Covers currency, thousands separators,
# decimals, percents and fractions with their whole part ("1 1/2 inches", "1/4 inch").
_NUMBER_TOKEN = r"\$?\d+(?:,\d{3})*(?:\.\d+)?(?:[ \t]+\d+/\d+\b|/\d+\b)?%?"
_DISPLAY_TOKEN = re.compile(_NUMBER_TOKEN + r"|\w+|[^\w\s]")


def _is_number(word: str) -> bool:
    return word.isdigit() or word in _NUMBER_WORDS


def masked_words(text: str) -> list[str]:
    """Lowercase words with every number (digits or words) masked as '#', runs collapsed.

    Numbers are policy choices (a $100,000 vs $500,000 insurance minimum), so they must not
    make two copies of the same model provision look different.
    """
    out: list[str] = []
    for w in _WORD.findall(text.lower()):
        if _is_number(w):
            if out and out[-1] == "#":
                continue
            w = "#"
        out.append(w)
    return out


def masked_text(text: str) -> str:
    return " ".join(masked_words(text))


def _word_spans(text: str) -> list[tuple[str, int, int]]:
    """Masked words with their character spans in ``text`` (a masked run spans all its numbers)."""
    out: list[tuple[str, int, int]] = []
    for m in _WORD.finditer(text.lower()):
        w = m.group()
        if _is_number(w):
            if out and out[-1][0] == "#":
                out[-1] = ("#", out[-1][1], m.end())
                continue
            w = "#"
        out.append((w, m.start(), m.end()))
    return out


def _pieces(text: str) -> list[tuple[str, str]]:
    """(exact slice, comparison key) per word/punctuation mark; slices partition the text."""
    ms = list(_DISPLAY_TOKEN.finditer(text))
    if not ms:
        return [(text, "")] if text else []
    starts = [0] + [m.start() for m in ms[1:]]
    ends = starts[1:] + [len(text)]
    return [(text[s:e], " ".join(m.group().lower().split())) for s, e, m in zip(starts, ends, ms)]


def word_diff(left_text: str, right_text: str) -> list[tuple[str, str]]:
    """Word-level diff: [(op, text)] with op 'equal' | 'delete' | 'insert'.

    ``delete`` text is only in the left, ``insert`` only in the right; each text is an exact
    slice of its source including the whitespace around it, so joining the equal+delete parts
    gives back the left text exactly, and equal+insert parts the right text up to spacing and
    case. Words are compared case-insensitively and a hard wrap is not a change: an 'equal'
    part carries the left text's spacing.
    """
    lp, rp = _pieces(left_text), _pieces(right_text)
    sm = difflib.SequenceMatcher(None, [k for _, k in lp], [k for _, k in rp], autojunk=False)
    ops: list[tuple[str, str]] = []
    for tag, i1, i2, j1, j2 in sm.get_opcodes():
        left = "".join(t for t, _ in lp[i1:i2])
        right = "".join(t for t, _ in rp[j1:j2])
        if tag == "equal":
            # same words; hard wraps and capitals are layout, not change (the left's are kept)
            ops.append(("equal", left))
            continue
        if left:
            ops.append(("delete", left))
        if right:
            ops.append(("insert", right))
    return [(op, t) for op, t in ops if t]


def render_diff(ops: list[tuple[str, str]], color: bool = False) -> str:
    """`[-old-]{+new+}` marks (git's --word-diff=plain), or ANSI red/green when color."""
    parts = []
    for op, text in ops:
        core, tail = text.rstrip(), text[len(text.rstrip()):]
        if op == "equal":
            parts.append(text)
        elif color:
            parts.append(("\x1b[31;9m" if op == "delete" else "\x1b[32m") + core + "\x1b[0m" + tail)
        else:
            parts.append(("[-" + core + "-]" if op == "delete" else "{+" + core + "+}") + tail)
    return "".join(parts)


def _sha(*parts: object) -> str:
    return hashlib.sha1("|".join(str(p) for p in parts).encode("utf-8")).hexdigest()[:20]


def alignment_id(left_id: str, right_id: str, level: str) -> str:
    return _sha(left_id, right_id, level)


# ------------------------------------------------------------------------------ topics


def assign_topics(db: sqlite_utils.Database, lex: topics_mod.Lexicon) -> tuple[dict, dict, dict[str, frozenset]]:
    """Classify every clause and section; write ``clauses.topic``, ``sections.topic(_score)``.

    Returns (section topic, clause topic, further topics each clause qualifies for).
    """
    also_topics: dict[str, frozenset] = {}
    sections = {r["id"]: r for r in db.query(
        "SELECT id, title, text FROM sections ORDER BY id")}
    by_section: dict[str, list[dict]] = defaultdict(list)
    for r in db.query("SELECT id, section_id, caption, depth, text FROM clauses ORDER BY section_id, ordinal"):
        by_section[r["section_id"]].append(r)
    clause_topic: dict[str, str | None] = {}
    section_topic: dict[str, str | None] = {}
    section_rows = []
    for sid, sec in sections.items():
        title_root, title_score = topics_mod.classify_section_title(lex, sec["title"])
        stack: list[tuple[int, str | None, str | None]] = []  # (depth, caption, topic) of open ancestors
        found = []
        for cl in by_section.get(sid, []):
            depth = cl["depth"] or 1
            while stack and stack[-1][0] >= depth:
                stack.pop()
            anc_caption = next((c for _, c, _ in reversed(stack) if c), None)
            anc_topic = next((t for _, _, t in reversed(stack) if t), None)
            slug, score, also = topics_mod.classify_clause_all(
                lex, cl["caption"], anc_caption, sec["title"], cl["text"] or "", title_root)
            if slug is None:
                slug = anc_topic  # an uncaptioned paragraph belongs to the provision it hangs under
            clause_topic[cl["id"]] = slug
            if also:
                also_topics[cl["id"]] = also
            found.append((slug, score, len(cl["text"] or "")))
            stack.append((depth, cl["caption"], slug))
        root, score = topics_mod.section_topic(lex, title_root, title_score, found, sec["text"] or "")
        section_topic[sid] = root
        section_rows.append((root, score if root else None, sid))
        for cl in by_section.get(sid, []):
            if clause_topic[cl["id"]] is None:
                clause_topic[cl["id"]] = root
    db.conn.executemany("UPDATE sections SET topic = ?, topic_score = ? WHERE id = ?", section_rows)
    db.conn.executemany("UPDATE clauses SET topic = ? WHERE id = ?", [(t, cid) for cid, t in clause_topic.items()])
    return section_topic, clause_topic, also_topics


# ------------------------------------------------------------------------------ alignment


@dataclass(frozen=True)
class Provision:
    """A section or clause as the aligner sees it."""

    id: str
    municipality_id: str
    topic: str  # most specific topic
    root: str  # topic family: the blocking key
    caption: str  # processed caption/title ('' when none)
    masked: str  # processed text with numbers masked
    topics: frozenset = frozenset()  # every topic of the family it qualifies for


class Alignment(NamedTuple):
    """One ``alignments`` row, in column order (a tuple: a million of them stay small)."""

    id: str
    topic: str
    left_id: str
    right_id: str
    left_municipality_id: str
    right_municipality_id: str
    level: str
    score: float
    method: str


class QuantityDiff(NamedTuple):
    """One ``quantity_diffs`` row, in column order."""

    alignment_id: str
    left_quantity_id: str | None
    right_quantity_id: str | None
    measures: str | None
    left_value: float | None
    right_value: float | None
    unit: str
    relation: str
    left_text: str | None
    right_text: str | None
    left_value_text: str | None
    right_value_text: str | None
    comparator: str | None


def _insert(db: sqlite_utils.Database, table: str, rows: Iterable[tuple], cols: tuple[str, ...]) -> None:
    # plain executemany: sqlite-utils' insert_all inspects every value of every row, which cost
    # more than the alignment itself at a thousand municipalities
    db.conn.executemany(f"INSERT INTO [{table}] ({', '.join(f'[{c}]' for c in cols)}) "
                        f"VALUES ({', '.join('?' for _ in cols)})", rows)


def _shares_provision(a: Provision, b: Provision) -> bool:
    """Both name the same specific provision (not just the family), e.g. both are "Jointing"."""
    return any(t != a.root for t in (a.topics & b.topics))


def _topic_factor(a: Provision, b: Provision) -> float:
    if a.topic == b.topic or (a.topics & b.topics):
        return 1.0
    if a.topic == a.root or b.topic == b.root:
        return 0.85  # one side only knows the family ("Excavations"): weaker, still comparable
    return 0.6  # two different provisions of one family (insurance vs. bond)


def _pair_score(text_ratio: float, text_set: float, a: Provision, b: Provision) -> float:
    # ratio punishes a clause that the other municipality merged with its neighbour;
    # token_set_ratio forgives it but also flatters short clauses: take their mean.
    text = (text_ratio + text_set) / 200.0
    if a.caption and b.caption:
        text = 0.8 * text + 0.2 * fuzz.token_set_ratio(a.caption, b.caption) / 100.0
    if _shares_provision(a, b):
        # Same specific provision drafted independently ("Jointing." vs "Expansion joints."):
        # the topic itself is evidence, the wording only ranks the candidates.
        text = 0.35 + 0.65 * text
    return round(text * _topic_factor(a, b), 4)


SCORE_CHARS = 1000  # compare the opening of long texts: enough to tell provisions apart, bounded cost


def candidate_edges(items: list[Provision], window: int = WINDOW, top_k: int = TOP_K, threshold: float = 0.0) -> dict[tuple[int, int], float]:
    """Scored candidate pairs (indexes into ``items``), never across topic families.

    Within a family, items are sorted so that same-topic, same-caption, similarly worded
    provisions sit together, and each chunk of ``window`` items is scored against its
    neighbourhood only (sorted-neighbourhood blocking): O(n * window) comparisons instead of
    O(n^2). Small families (the bundled corpus) fit in one window and are compared exhaustively.
    ``fuzz.ratio`` for the whole neighbourhood runs in rapidfuzz's ``cdist``; the costlier
    token-set score and the topic/caption terms only for each item's best few by ratio.
    """
    edges: dict[tuple[int, int], float] = {}
    families: dict[str, list[int]] = defaultdict(list)
    for i, it in enumerate(items):
        families[it.root].append(i)
    shortlist = 2 * top_k
    for root in sorted(families):
        idx = sorted(families[root], key=lambda i: (items[i].topic, items[i].caption, items[i].masked, items[i].id))
        n = len(idx)
        best: dict[int, list[tuple[float, int]]] = defaultdict(list)
        for start in range(0, n, window):
            q = idx[start:start + window]
            lo, hi = max(0, start - window), min(n, start + 2 * window)
            c = idx[lo:hi]
            ratio = process.cdist([items[i].masked[:SCORE_CHARS] for i in q], [items[i].masked[:SCORE_CHARS] for i in c],
                                  scorer=fuzz.ratio, workers=-1, dtype=np.float32)
            cm = np.array([items[i].municipality_id for i in c])
            ct = np.array([items[i].topic for i in c])
            for a, ia in enumerate(q):
                pa = items[ia]
                row = np.where(cm == pa.municipality_id, -1.0, ratio[a])
                # the best by ratio overall, plus the best of the same topic: a paragraph that a
                # neighbour merged with the next one has a low ratio but is the same provision
                top = set(_top(row, shortlist)) | set(_top(np.where(ct == pa.topic, row, -1.0), shortlist))
                for b in sorted(top):
                    if row[b] < 0:
                        continue
                    pb = items[c[b]]
                    tset = fuzz.token_set_ratio(pa.masked[:SCORE_CHARS], pb.masked[:SCORE_CHARS])
                    s = _pair_score(float(row[b]), tset, pa, pb)
                    if s >= threshold:
                        best[ia].append((s, c[b]))
                # keep only the top k as we go: the lists of every item of a large family at
                # once were the largest structure of the pass
                lst = best.get(ia)
                if lst and len(lst) > top_k:
                    lst.sort(key=lambda p: (-p[0], items[p[1]].id))
                    del lst[top_k:]
        for ia, lst in best.items():
            lst.sort(key=lambda p: (-p[0], items[p[1]].id))
            for s, ib in lst[:top_k]:
                key = (ia, ib) if ia < ib else (ib, ia)
                edges[key] = s
    return edges


def _top(row: np.ndarray, k: int) -> np.ndarray:
    if k >= len(row):
        return np.arange(len(row))
    return np.argpartition(-row, k - 1)[:k]


def assign_one_to_one(items: list[Provision], edges: dict[tuple[int, int], float], threshold: float = 0.0) -> list[tuple[int, int, float]]:
    """Per pair of municipalities, the maximum-weight one-to-one matching of candidate edges.

    A match is worth its margin over the threshold, not its score: otherwise two barely
    acceptable matches outweigh one clear one (Clyman's "Jointing." would give up ch. 308's
    "Expansion joints." so that a reinforcement-rod paragraph could take it).
    """
    by_pair: dict[tuple[str, str], list[tuple[int, int, float]]] = defaultdict(list)
    for (a, b), s in edges.items():
        ma, mb = items[a].municipality_id, items[b].municipality_id
        if ma > mb or (ma == mb and items[a].id > items[b].id):
            a, b, ma, mb = b, a, mb, ma
        by_pair[(ma, mb)].append((a, b, s))
    out: list[tuple[int, int, float]] = []
    for pair in sorted(by_pair):
        es = sorted(by_pair[pair], key=lambda e: (items[e[0]].id, items[e[1]].id))
        deg = Counter([a for a, _, _ in es] + [b for _, b, _ in es])
        if max(deg.values()) == 1:
            out.extend(es)  # no two candidates compete: the matching is the edges themselves
            continue
        g = nx.Graph()
        for a, b, s in es:
            g.add_edge(a, b, weight=s - threshold + 1e-3, score=s)
        for u, v in nx.max_weight_matching(g):
            a, b = (u, v) if items[u].municipality_id == pair[0] and items[v].municipality_id == pair[1] else (v, u)
            if items[a].municipality_id == items[b].municipality_id and items[a].id > items[b].id:
                a, b = b, a
            out.append((a, b, g[u][v]["score"]))
    out.sort(key=lambda e: (items[e[0]].id, items[e[1]].id))
    return out


def align_provisions(items: list[Provision], level: str, threshold: float, lex_version: str,
                     peer_score: float = PEER_SCORE) -> tuple[list[Alignment], dict[str, set[str]]]:
    """Alignment rows, plus every candidate pair scored at least ``peer_score``, by id, in both
    directions (the peers that vote on wording)."""
    edges = candidate_edges(items, threshold=threshold)
    method = f"topic+fuzzy:{METHOD_VERSION};lexicon:{lex_version}"
    rows = []
    for a, b, s in assign_one_to_one(items, edges, threshold):
        pa, pb = items[a], items[b]
        topic = pa.topic if pa.topic == pb.topic else pa.root
        rows.append(Alignment(alignment_id(pa.id, pb.id, level), topic, pa.id, pb.id, pa.municipality_id,
                              pb.municipality_id, level, s, method))
    peers: dict[str, set[str]] = defaultdict(set)
    for (a, b), s in edges.items():
        if s >= peer_score:
            peers[items[a].id].add(items[b].id)
            peers[items[b].id].add(items[a].id)
    return rows, peers


def _provisions(rows: Iterable[dict], topic_of: dict[str, str | None], lex: topics_mod.Lexicon, caption_key: str,
                also: dict[str, frozenset] | None = None) -> list[Provision]:
    out = []
    cache: dict[str, str] = {}
    for r in rows:
        slug = topic_of.get(r["id"])
        if not slug:
            continue
        text = r["text"] or ""
        m = cache.get(text)
        if m is None:
            m = cache[text] = masked_text(text)
        if not m:
            continue
        out.append(Provision(
            id=r["id"], municipality_id=r["municipality_id"], topic=slug, root=lex.root_of(slug) or slug,
            caption=utils.default_process(r[caption_key] or ""), masked=m,
            topics=(also or {}).get(r["id"], frozenset({slug})) | {slug},
        ))
    return out


# ------------------------------------------------------------------------------ quantities


def _convert(value: float, unit: str, to: str) -> float | None:
    try:
        from .units import convert
    except ImportError:  # pragma: no cover - units.py is part of the extraction stage
        return value if unit == to else None
    return convert(value, unit, to)


_TIME_UNITS = frozenset({"minute", "hour", "day", "week"})


_UNIT_CLASSES = {
    **{u: "time" for u in ("minute", "hour", "day", "business_day", "week", "month", "year")},
    **{u: "length" for u in ("inch", "foot", "yard", "mile")},
}


def _unit_class(unit: str | None) -> str | None:
    return _UNIT_CLASSES.get(unit, unit)


def _comparable(lq: dict, rq: dict, same_measure: bool = False) -> bool:
    # Time bases convert ("24 hours" vs "one day"); lengths do not pair across units, because
    # "1/2 inch" and "20 feet" in one paragraph are a thickness and a spacing, not one rule --
    # unless both name the same measure: then "one business day" and "24 hours" before work
    # are one rule stated in bases that do not convert (the relation is ``differs``).
    if lq["unit"] == rq["unit"]:
        return True
    if lq["value"] is None or rq["value"] is None:
        return False
    if same_measure:
        return _unit_class(lq["unit"]) == _unit_class(rq["unit"])
    return lq["unit"] in _TIME_UNITS and rq["unit"] in _TIME_UNITS


def pair_quantities(left: list[dict], right: list[dict], canonical: frozenset | set = frozenset()) -> list[tuple[dict | None, dict | None]]:
    """Pair quantities of two aligned clauses: exact (unit, measures) first, then fuzzy
    measures within a unit, then order of appearance within a unit; leftovers are unpaired.

    Exact wording of ``measures`` is the extraction stage's choice and drifts between texts
    ("public liability insurance per person" / "liability insurance per one person"), hence the
    fuzzy and positional fallbacks. A quantity whose measure is a ``canonical`` name (the
    measures lexicon recognized what it is) pairs only with the same measure: a positional guess
    would compare Clyman's fifty-foot joint spacing with ch. 308's five-foot block length, and
    the measure level (``measure_pairs``) finds its real counterpart in another paragraph.
    """
    left = sorted(left, key=lambda q: (q["start_offset"] or 0, q["id"]))
    right = sorted(right, key=lambda q: (q["start_offset"] or 0, q["id"]))
    used_l: set[int] = set()
    used_r: set[int] = set()
    pairs: list[tuple[int, int]] = []
    # 1. exact measures and unit, in order
    for i, lq in enumerate(left):
        for j, rq in enumerate(right):
            if j in used_r or i in used_l:
                continue
            if lq["measures"] and lq["measures"] == rq["measures"] and _comparable(lq, rq, same_measure=True):
                pairs.append((i, j)); used_l.add(i); used_r.add(j)
    # 2. fuzzy measures within a comparable unit, best first
    scored = []
    fixed_l = {i for i, q in enumerate(left) if q["measures"] in canonical}
    fixed_r = {j for j, q in enumerate(right) if q["measures"] in canonical}
    used_l |= fixed_l
    used_r |= fixed_r
    for i, lq in enumerate(left):
        for j, rq in enumerate(right):
            if i in used_l or j in used_r or not (lq["measures"] and rq["measures"]) or not _comparable(lq, rq):
                continue
            s = fuzz.token_set_ratio(lq["measures"], rq["measures"], processor=utils.default_process)
            if s >= 80:
                scored.append((-s, i, j))
    for _, i, j in sorted(scored):
        if i not in used_l and j not in used_r:
            pairs.append((i, j)); used_l.add(i); used_r.add(j)
    # 3. remaining within the same unit, by the words leading up to each quantity ("one
    #    expansion joint shall be located at least every" / "Expansion joints must be ... at
    #    intervals not to exceed"), ties broken by order of appearance
    scored = []
    for i, lq in enumerate(left):
        for j, rq in enumerate(right):
            if i in used_l or j in used_r or lq["unit"] != rq["unit"]:
                continue
            s = fuzz.token_set_ratio(_what(lq), _what(rq), processor=None)
            scored.append((-s, abs(i - j), i, j))
    for _, _, i, j in sorted(scored):
        if i not in used_l and j not in used_r:
            pairs.append((i, j)); used_l.add(i); used_r.add(j)
    used_l -= fixed_l - {i for i, _ in pairs}
    used_r -= fixed_r - {j for _, j in pairs}
    out: list[tuple[dict | None, dict | None]] = [(left[i], right[j]) for i, j in sorted(pairs)]
    out += [(lq, None) for i, lq in enumerate(left) if i not in used_l]
    out += [(None, rq) for j, rq in enumerate(right) if j not in used_r]
    return out


def _what(q: dict) -> str:
    return f"{q.get('context') or ''} {utils.default_process(q.get('measures') or '')}"


def quantity_context(clause_text: str, offset_in_clause: int) -> str:
    """Masked words of the sentence leading up to a quantity: what it measures, in the law's words."""
    before = clause_text[:max(0, offset_in_clause)]
    cut = max(before.rfind(". "), before.rfind("; "), before.rfind(":"), before.rfind("\n\n"))
    return " ".join(w for w in masked_words(before[cut + 1:]) if w != "#")


def _mmdd(q: dict) -> str | None:
    vt = q.get("value_text")
    return vt if vt and re.fullmatch(r"\d\d-\d\d(/\d\d-\d\d)?", vt) else None


def quantity_relation(lq: dict | None, rq: dict | None) -> str:
    """equal | stricter_left | stricter_right | differs | missing_left | missing_right.

    For a minimum (``not less than $500,000``) the larger value is stricter; for a maximum or a
    deadline (``within 24 hours``, ``on or before September 15``) the smaller one is. Exact
    values, ranges and mismatched comparators have no order: ``differs``.
    """
    if lq is None:
        return "missing_left"
    if rq is None:
        return "missing_right"
    cl, cr = lq["comparator"], rq["comparator"]
    if lq["unit"] == "date" or rq["unit"] == "date":
        dl, dr = _mmdd(lq), _mmdd(rq)
        if dl is not None and dl == dr:
            return "equal"
        if dl and dr and cl == cr and cl in ("min", "max") and "/" not in dl + dr:
            earlier_left = dl < dr
            return ("stricter_left" if earlier_left else "stricter_right") if cl == "max" else (
                "stricter_right" if earlier_left else "stricter_left")
        return "differs"
    lv, rv = lq["value"], rq["value"]
    if lv is None or rv is None:
        return "equal" if (lq["value_text"] or lq["text"]) == (rq["value_text"] or rq["text"]) else "differs"
    rv = _convert(rv, rq["unit"], lq["unit"])
    if rv is None:
        return "differs"
    if cl == "range" or cr == "range":
        lh = lq["value_high"]
        rh = _convert(rq["value_high"], rq["unit"], lq["unit"]) if rq["value_high"] is not None else None
        return "equal" if (cl == cr and abs(lv - rv) < 1e-9 and lh == rh) else "differs"
    if abs(lv - rv) < 1e-9:
        return "equal" if cl == cr else "differs"
    if cl != cr or cl not in ("min", "max"):
        return "differs"
    larger_left = lv > rv
    if cl == "min":
        return "stricter_left" if larger_left else "stricter_right"
    return "stricter_right" if larger_left else "stricter_left"


def _diff_row(alignment_id: str, lq: dict | None, rq: dict | None) -> QuantityDiff:
    unit = (lq or rq)["unit"]
    rv = rq["value"] if rq else None
    if lq and rq and rv is not None and rq["unit"] != lq["unit"]:
        rv = _convert(rv, rq["unit"], lq["unit"])
    return QuantityDiff(
        alignment_id, lq["id"] if lq else None, rq["id"] if rq else None,
        (lq or {}).get("measures") or (rq or {}).get("measures"), lq["value"] if lq else None, rv, unit,
        quantity_relation(lq, rq), lq["text"] if lq else None, rq["text"] if rq else None,
        lq["value_text"] if lq else None, rq["value_text"] if rq else None, (lq or rq)["comparator"],
    )


def quantity_diff_rows(alignments: Iterable[Alignment], quantities: dict[str, list[dict]],
                       canonical: frozenset | set = frozenset()) -> Iterator[tuple[Alignment, QuantityDiff]]:
    for al in alignments:
        lqs, rqs = quantities.get(al.left_id), quantities.get(al.right_id)
        if not lqs and not rqs:
            continue
        for lq, rq in pair_quantities(lqs or [], rqs or [], canonical):
            yield al, _diff_row(al.id, lq, rq)


# A measure-level alignment pairs two clauses only because they state the same canonical
# measure (data/measures.toml), e.g. expansion joint spacing. Model text gets merged and split
# differently in each village: the 1994 seed's "Concrete." paragraph also sets the joint spacing
# that other villages put under "Jointing.", so the one-to-one clause assignment pairs it with
# their "Concrete." paragraphs and the spacing would never be compared. Numbers are the point of
# the comparison, so they get a second chance at this level; the clauses need not be equivalent.
MEASURE_LEVEL = "measure"


def measure_pairs(
    links: Iterable[tuple[str, str, str, str]],
    by_clause: dict[str, dict[tuple[str, str], list[dict]]],
    by_section: dict[str, dict[tuple[str, str], list[dict]]],
    paired: set[tuple[str, str]],
) -> list[tuple[dict, dict]]:
    """Quantities that state the same canonical measure in a clause and in the section its
    clause alignment points into, when no clause alignment has compared them yet.

    links: (clause, section of its aligned partner, the clause's municipality, the partner's
    municipality), one per direction of every clause alignment. A quantity is compared only
    inside sections its own clause aligns into, so each finds at most a few partners and the
    work grows with the alignments (scoping by municipality pair and topic family made the rows
    grow 40-fold from 100 to 1,000 generated chapters; by connected sections still 38-fold).
    by_clause / by_section: {(measure, unit class): quantities}. paired: (quantity id, other
    municipality) already compared; each quantity gets at most one partner per municipality.
    Several candidates pair one-to-one by the words leading up to them, best first.
    """
    used = set(paired)
    out: list[tuple[dict, dict]] = []
    for cid, sid, mine, theirs in sorted(set(links)):
        left, right = by_clause.get(cid), by_section.get(sid)
        if not left or not right:
            continue
        for key in sorted(left.keys() & right.keys()):
            lqs = [q for q in left[key] if (q["id"], theirs) not in used]
            rqs = [q for q in right[key] if (q["id"], mine) not in used]
            if not lqs or not rqs:
                continue
            scored = sorted((-fuzz.token_set_ratio(_what(lq), _what(rq), processor=None), lq["id"], rq["id"], i, j)
                            for i, lq in enumerate(lqs) for j, rq in enumerate(rqs) if _comparable(lq, rq, same_measure=True))
            for _, lid, rid, i, j in scored:
                if (lid, theirs) not in used and (rid, mine) not in used:
                    used.add((lid, theirs)); used.add((rid, mine))
                    out.append((lqs[i], rqs[j]))
    return out


def measure_alignments(
    pairs: list[tuple[dict, dict]], clause_topic: dict[str, str | None], lex: topics_mod.Lexicon,
) -> tuple[list[Alignment], list[QuantityDiff]]:
    """``measure``-level alignment rows (left/right ids are clause ids, left municipality first,
    as at the other levels; one row per clause pair) and their quantity diffs. The score is how
    alike the words leading up to the two numbers are (0..1): it ranks, it does not gate."""
    rows: dict[str, Alignment] = {}
    diffs = []
    method = f"measure:{METHOD_VERSION};lexicon:{lex.version}"
    for lq, rq in pairs:
        if lq["municipality_id"] > rq["municipality_id"]:
            lq, rq = rq, lq
        lc, rc = lq["clause_id"], rq["clause_id"]
        aid = alignment_id(lc, rc, MEASURE_LEVEL)
        score = round(fuzz.token_set_ratio(_what(lq), _what(rq), processor=None) / 100.0, 4)
        if aid not in rows:
            lt, rt = clause_topic.get(lc), clause_topic.get(rc)
            rows[aid] = Alignment(aid, lt if lt == rt else lex.root_of(lt) or lt, lc, rc, lq["municipality_id"],
                                  rq["municipality_id"], MEASURE_LEVEL, score, method)
        elif score > rows[aid].score:
            rows[aid] = rows[aid]._replace(score=score)
        diffs.append(_diff_row(aid, lq, rq))
    return sorted(rows.values()), diffs


# ------------------------------------------------------------------------------ outliers and typos

_NEGATION_PREFIXES = ("un", "non", "in", "im", "il", "ir", "dis")
_CONTEXT = 2  # matching words required on each side of a local change
_MAX_CHANGE = 4  # words; longer differences are rewrites, not slips


@dataclass(frozen=True)
class LocalChange:
    """A small replacement between two aligned clauses, in masked-word positions of the first."""

    i1: int
    i2: int
    theirs: tuple[str, ...]
    lo: int = 0  # the sentence it sits in (word positions), for context checks
    hi: int = 0


_SENTENCE_END = re.compile(r"(?<=[.;:!?])\s+|\n\s*\n")


def sentence_words(text: str) -> list[list[tuple[str, int, int]]]:
    """Masked words with spans, per sentence (a clause merges several model sentences)."""
    out, pos = [], 0
    for m in list(_SENTENCE_END.finditer(text)) + [None]:
        end = m.start() if m else len(text)
        words = [(w, s + pos, e + pos) for w, s, e in _word_spans(text[pos:end])]
        if words:
            out.append(words)
        if m:
            pos = m.end()
    return out


def local_changes(mine: list[list[str]], theirs: list[list[str]]) -> tuple[list[LocalChange], list[bool]]:
    """Small replacements inside matching sentences, and which of my words the peer shares.

    Each of my sentences is compared with the peer's most similar sentence, so a clause that a
    neighbour merged with the next paragraph, or wrote in another order, still lines up. A
    change must be a few words, with agreeing words (or the sentence edge) on both sides.
    """
    flat_len = sum(len(x) for x in mine)
    same = [False] * flat_len
    out: list[LocalChange] = []
    joined = [" ".join(t) for t in theirs]
    exact = {j: k for k, j in reversed(list(enumerate(joined)))}
    offset = 0
    for sent in mine:
        key = " ".join(sent)
        if key in exact:
            # copied model text: the peer words this sentence exactly (most peers, most sentences)
            same[offset:offset + len(sent)] = [True] * len(sent)
        else:
            best = process.extractOne(key, joined, scorer=fuzz.ratio, score_cutoff=70) if joined else None
            if best is not None:
                out += _sentence_changes(sent, theirs[best[2]], offset, same)
        offset += len(sent)
    return out, same


def _sentence_changes(mine: list[str], theirs: list[str], offset: int, same: list[bool]) -> list[LocalChange]:
    sm = difflib.SequenceMatcher(None, mine, theirs, autojunk=False)
    ops = sm.get_opcodes()
    local_same = [False] * len(mine)
    for tag, i1, i2, _, _ in ops:
        if tag == "equal":
            for k in range(i1, i2):
                local_same[k] = True
                same[offset + k] = True
    # Merge changes separated by a single shared word: "sunrise to sunset" / "sunset to sunrise".
    regions: list[list[int]] = []
    for k, (tag, i1, i2, j1, j2) in enumerate(ops):
        if tag == "equal":
            continue
        if regions and k >= 2 and ops[k - 1][0] == "equal" and ops[k - 1][2] - ops[k - 1][1] == 1 and regions[-1][4] == k - 2:
            regions[-1][1], regions[-1][3], regions[-1][4] = i2, j2, k
        else:
            regions.append([i1, i2, j1, j2, k])
    out = []
    n = len(mine)
    for i1, i2, j1, j2, _ in regions:
        if i2 - i1 > _MAX_CHANGE or j2 - j1 > _MAX_CHANGE or (i1 == i2 and j1 == j2):
            continue
        before = i1 == 0 or (i1 >= _CONTEXT and all(local_same[i1 - _CONTEXT:i1]))
        after = i2 == n or (i2 + _CONTEXT <= n and all(local_same[i2:i2 + _CONTEXT]))
        if before and after and not (i1 == 0 and i2 == n):
            out.append(LocalChange(offset + i1, offset + i2, tuple(theirs[j1:j2]), offset, offset + n))
    return out


def _negates(a: str, b: str) -> bool:
    return any(a == p + b or b == p + a for p in _NEGATION_PREFIXES)


def _inflection(a: str, b: str) -> bool:
    short, long_ = sorted((a, b), key=len)
    return long_.startswith(short) and long_[len(short):] in ("s", "es", "d", "ed", "ing", "ly")


def classify_change(mine: list[str], ch: LocalChange) -> tuple[str, str] | None:
    """('outlier_vs_peers' | 'typo_suspect', reason) when the change reads as an error."""
    left, right = tuple(mine[ch.i1:ch.i2]), ch.theirs
    if "#" in left or "#" in right:
        return None  # numbers are policy
    if len(left) == len(right) >= 2 and sorted(left) == sorted(right) and left != right:
        return "outlier_vs_peers", "order inverted"
    if (left, right) in ((("not",), ()), ((), ("not",))):
        return "outlier_vs_peers", "polarity reversed"
    if len(left) == 1 and len(right) == 1:
        a, b = left[0], right[0]
        if not (a.isalpha() and b.isalpha()) or a == b:
            return None
        if _negates(a, b):
            return "outlier_vs_peers", "polarity reversed"
        window = mine[max(0, ch.i1 - 6):ch.i1] + mine[ch.i2:ch.i2 + 6]
        if a in window and b not in window and not (a.startswith(b) or b.startswith(a)) and len(a) > 3:
            return "outlier_vs_peers", "word repeated from nearby text"
        dist = Levenshtein.distance(a, b)
        if dist <= 2 and dist < min(len(a), len(b)) and not _inflection(a, b):
            return "typo_suspect", "near-miss spelling"
    return None


class PhraseCounts:
    """How often a word sequence occurs in the corpus, via the clauses' FTS index.

    The corpus is the referee for typos: a slip makes word sequences that occur nowhere else
    ("thereon form more", "bracing, lugging, sheathing"), while the peers' wording recurs in
    other municipalities' texts.
    """

    def __init__(self, db: sqlite_utils.Database):
        self.db = db
        self._cache: dict[tuple[str, ...], tuple[int, int]] = {}

    def __call__(self, words: tuple[str, ...]) -> tuple[int, int]:
        """(clauses containing the phrase, distinct municipalities); (0, 0) when not countable."""
        if words in self._cache:
            return self._cache[words]
        if not words or "#" in words:
            out = (0, 0)
        else:
            # FTS (porter stems) finds the candidates; the exact words confirm them, because a
            # stem would let "build or construct" vouch for "built or constructed".
            phrase = '"' + " ".join(words) + '"'
            n, munis = 0, set()
            for text, muni in self.db.execute(
                    "SELECT c.text, c.municipality_id FROM clauses_fts f JOIN clauses c ON c.rowid = f.rowid "
                    "WHERE clauses_fts MATCH ?", ["text : " + phrase]):
                if _contains(masked_words(text or ""), words):
                    n += 1
                    munis.add(muni)
            out = (n, len(munis))
        self._cache[words] = out
        return out


def _contains(seq: list[str], words: tuple[str, ...]) -> bool:
    k = len(words)
    return any(tuple(seq[i:i + k]) == words for i in range(len(seq) - k + 1))


def _trigrams(mine: list[str], i1: int, i2: int, words: tuple[str, ...]) -> list[tuple[str, ...]]:
    """Every three-word window that includes the changed words, with ``words`` in their place."""
    seq = list(mine[max(0, i1 - 2):i1]) + list(words) + list(mine[i2:i2 + 2])
    first = min(i1, 2)
    last = first + len(words) - 1
    return [tuple(seq[k:k + 3]) for k in range(len(seq) - 2) if k <= last and k + 2 >= first]


def typo_evidence(counts: PhraseCounts, mine: list[str], i1: int, i2: int, theirs: tuple[str, ...]) -> bool:
    """The suspect wording occurs nowhere else; the peers' wording recurs in two municipalities."""
    suspect = _trigrams(mine, i1, i2, tuple(mine[i1:i2]))
    peer = _trigrams(mine, i1, i2, theirs)
    if not suspect or any(counts(t)[0] > 1 for t in suspect):
        return False
    return any(counts(t)[1] >= 2 for t in peer)


def peer_findings(
    clauses: dict[str, dict], masked: dict[str, list[str]], peers: dict[str, list[str]],
    counts: PhraseCounts, interchangeable: frozenset = frozenset(),
) -> list[dict]:
    """Findings for each clause whose wording departs from its peers in an error-like way.

    ``peers[cid]``: clauses of other municipalities scored as the same provision. Each
    municipality votes once. An outlier needs at least two municipalities saying the same other
    thing and none agreeing with it (with one peer there is no majority: who is wrong?). A typo
    needs one and the corpus as referee (``typo_evidence``).
    """
    out = []
    diff_cache: dict[tuple[str, str], tuple[list[LocalChange], list[bool]]] = {}
    for cid in sorted(peers):
        mine_s = masked[cid]
        mine = [w for sent in mine_s for w in sent]
        key_mine = " | ".join(" ".join(x) for x in mine_s)
        votes: dict[tuple[int, int, tuple[str, ...]], set[str]] = defaultdict(set)
        supporters: dict[tuple[int, int, tuple[str, ...]], list[str]] = defaultdict(list)
        bounds: dict[tuple[int, int, tuple[str, ...]], tuple[int, int]] = {}
        sames: list[tuple[str, list[bool]]] = []
        for pid in peers[cid]:
            key = (key_mine, " | ".join(" ".join(x) for x in masked[pid]))
            if key not in diff_cache:
                diff_cache[key] = local_changes(mine_s, masked[pid])
            changes, same = diff_cache[key]
            muni = clauses[pid]["municipality_id"]
            sames.append((muni, same))
            for ch in changes:
                k = (ch.i1, ch.i2, ch.theirs)
                votes[k].add(muni)
                supporters[k].append(pid)
                bounds[k] = (ch.lo, ch.hi)
        for (i1, i2, theirs), munis in sorted(votes.items()):
            s_lo, s_hi = bounds[(i1, i2, theirs)]
            lo, hi = max(s_lo, i1 - _CONTEXT), min(s_hi, i2 + _CONTEXT)
            if any(all(same[lo:hi]) for m, same in sames if m not in munis):
                continue  # another municipality words it exactly as this one does
            if frozenset({" ".join(mine[i1:i2]), " ".join(theirs)}) in interchangeable:
                continue
            verdict = classify_change(mine, LocalChange(i1, i2, theirs))
            if verdict is None:
                continue
            kind, reason = verdict
            if kind == "outlier_vs_peers" and len(munis) < 2:
                continue
            if kind == "typo_suspect" and not typo_evidence(counts, mine, i1, i2, theirs):
                continue
            out.append(_finding(clauses, cid, i1, i2, theirs, supporters[(i1, i2, theirs)], kind, reason))
    return out


def _peer_names(clauses: dict[str, dict], clause_ids) -> list[str]:
    """The municipalities of peer clauses as a reader knows them ("Village of Clyman"), not by id."""
    return sorted({clauses[p].get("municipality_name") or clauses[p]["municipality_id"] for p in clause_ids})


def _finding(clauses, cid, i1, i2, theirs, supporters, kind, reason) -> dict:
    cl = clauses[cid]
    spans = [w for sent in sentence_words(cl["text"]) for w in sent]
    start, end = spans[i1][1], spans[i2 - 1][2]
    # Quote a little context so the message reads like the law: "kept on from sunrise to sunset".
    cstart = spans[max(0, i1 - 2)][1]
    cend = spans[min(len(spans) - 1, i2 + 1)][2]
    quoted = " ".join(cl["text"][cstart:cend].split())
    found = " ".join(cl["text"][start:end].split())
    peer_words = " ".join(theirs)
    munis = _peer_names(clauses, supporters)
    if kind == "typo_suspect":
        message = f"typo suspect: '{found}' in \"{quoted}\" where aligned peers ({', '.join(munis)}) say '{peer_words}'"
    else:
        message = f"outlier vs peers ({reason}): \"{quoted}\" where {len(munis)} aligned peers ({', '.join(munis)}) say '{peer_words}'"
    return {
        "id": f"align-{_sha(kind, cid, i1, i2, peer_words)}", "municipality_id": cl["municipality_id"],
        "document_id": cl["document_id"], "section_id": cl["section_id"], "clause_id": cid, "kind": kind,
        "severity": "warning", "message": message,
        "evidence": json.dumps({"found": found, "peers_say": peer_words, "reason": reason,
                                "peer_clause_ids": sorted(supporters)}, ensure_ascii=False, sort_keys=True),
        "line": (cl["line"] or 1) + cl["text"].count("\n", 0, start), "col": None, "pass": "align",
        "_offset": (cl["start_offset"] or 0) + start,
    }


# ------------------------------------------------------------------------------ inverted ranges

# "not less than 15 feet nor more than 30 feet": a lower bound joined to an upper bound by a
# conjunction, a few words apart. Further apart, a minimum and a maximum in one sentence usually
# bound different things (a width and a spacing), so they are not read as a range.
_RANGE_JOIN = re.compile(r"^[\s,]*(?:and|but|nor|or|to)\b[^.;:\d]{0,30}$", re.I)
_BASE_UNIT = {"time": "hour", "length": "inch"}


class Bound(NamedTuple):
    """A range a clause states: low..high in one unit class, and the character span stating it."""

    unit_class: str
    low: float
    high: float
    start: int  # offsets in the clause text
    end: int

    @property
    def inverted(self) -> bool:
        return self.low > self.high + 1e-9


def _base(value: float, unit: str) -> float | None:
    to = _BASE_UNIT.get(_unit_class(unit) or "")
    return value if to is None else _convert(value, unit, to)


def clause_bounds(qs: list[dict], clause_text: str, clause_start: int) -> list[Bound]:
    """Ranges a clause states, as printed: a range quantity ("20 feet to 30 feet"), or a minimum
    joined to the maximum right after it. Dates are left out: "November 15 to April 1" is a
    season across the new year, not an inverted range."""
    out = []
    qs = sorted((q for q in qs if q["unit"] != "date" and q["value"] is not None), key=lambda q: q["start_offset"] or 0)
    for i, q in enumerate(qs):
        s, e = (q["start_offset"] or 0) - clause_start, (q["end_offset"] or 0) - clause_start
        if q["comparator"] == "range" and q["value_high"] is not None:
            lo, hi = _base(q["value"], q["unit"]), _base(q["value_high"], q["unit"])
            if lo is not None and hi is not None:
                out.append(Bound(_unit_class(q["unit"]), lo, hi, s, e))
        elif q["comparator"] == "min" and i + 1 < len(qs) and qs[i + 1]["comparator"] == "max":
            nxt = qs[i + 1]
            ns = (nxt["start_offset"] or 0) - clause_start
            if _unit_class(nxt["unit"]) != _unit_class(q["unit"]) or not _RANGE_JOIN.match(clause_text[e:ns]):
                continue
            lo, hi = _base(q["value"], q["unit"]), _base(nxt["value"], nxt["unit"])
            if lo is not None and hi is not None:
                out.append(Bound(_unit_class(q["unit"]), lo, hi, s, (nxt["end_offset"] or 0) - clause_start))
    return out


def range_findings(quantities: dict[str, list[dict]], clause_rows: dict[str, dict],
                   alignments: Iterable[Alignment], peers: dict[str, set[str]]) -> list[dict]:
    """``outlier_vs_peers`` where a clause's lower bound exceeds its upper bound and a peer (an
    aligned clause or a voting candidate) states the same kind of range in order. Number
    differences between municipalities are policy; a range nobody can satisfy is a slip
    (typically the two numbers swapped), and a peer confirms the numbers form a range."""
    out = []
    bounds_of: dict[str, list[Bound]] = {}

    def bounds(cid: str) -> list[Bound]:
        if cid not in bounds_of:
            cl = clause_rows[cid]
            bounds_of[cid] = clause_bounds(quantities.get(cid, []), cl["text"] or "", cl["start_offset"] or 0)
        return bounds_of[cid]

    suspects = {cid for cid in quantities if cid in clause_rows and any(b.inverted for b in bounds(cid))}
    if not suspects:
        return out
    partners: dict[str, set[str]] = {cid: set(peers.get(cid, ())) for cid in suspects}
    for al in alignments:
        if al.left_id in suspects:
            partners[al.left_id].add(al.right_id)
        if al.right_id in suspects:
            partners[al.right_id].add(al.left_id)
    for cid in sorted(suspects):
        for b in bounds(cid):
            if not b.inverted:
                continue
            support = sorted(p for p in partners[cid] if p in clause_rows
                             and any(pb.unit_class == b.unit_class and not pb.inverted for pb in bounds(p)))
            if support:
                out.append(_range_finding(clause_rows, cid, b, support, bounds))
    return out


def _range_finding(clause_rows: dict[str, dict], cid: str, b: Bound, support: list[str], bounds) -> dict:
    cl = clause_rows[cid]
    found = " ".join(cl["text"][b.start:b.end].split())
    first = clause_rows[support[0]]
    pb = next(x for x in bounds(support[0]) if x.unit_class == b.unit_class and not x.inverted)
    peers_say = " ".join(first["text"][pb.start:pb.end].split())
    munis = _peer_names(clause_rows, support)
    return {
        "id": f"align-{_sha('range_inverted', cid, b.start, b.end)}", "municipality_id": cl["municipality_id"],
        "document_id": cl["document_id"], "section_id": cl["section_id"], "clause_id": cid,
        "kind": "outlier_vs_peers", "severity": "warning",
        "message": f"outlier vs peers (range inverted): \"{found}\" puts the lower bound above the upper bound "
                   f"where {len(munis)} aligned peer(s) ({', '.join(munis)}) say '{peers_say}'",
        "evidence": json.dumps({"found": found, "peers_say": peers_say, "reason": "range inverted",
                                "peer_clause_ids": support}, ensure_ascii=False, sort_keys=True),
        "line": None, "col": None, "pass": "align", "_offset": (cl["start_offset"] or 0) + b.start,
    }


# ------------------------------------------------------------------------------ the pass

def _ensure_tables(db: sqlite_utils.Database) -> None:
    # store.TABLES declares these columns; databases built before they were declared get them here.
    qd = db["quantity_diffs"]
    for col, typ in (("left_text", str), ("right_text", str), ("left_value_text", str),
                     ("right_value_text", str), ("comparator", str)):
        if col not in qd.columns_dict:
            qd.add_column(col, typ)


def run(db: sqlite_utils.Database) -> None:
    """Topics, alignments, diffs and peer findings for the whole corpus (idempotent)."""
    lex = topics_mod.load_lexicon()
    with db.atomic():
        _ensure_tables(db)
        for table in ("quantity_diffs", "alignments"):
            db.conn.execute(f"DELETE FROM [{table}]")
        db.conn.execute("DELETE FROM findings WHERE pass = 'align'")
        section_topic, clause_topic, also_topics = assign_topics(db, lex)

        clause_rows = {r["id"]: r for r in db.query(
            "SELECT c.id, c.section_id, c.document_id, c.municipality_id, c.caption, c.text, c.line, c.start_offset, "
            "m.name AS municipality_name FROM clauses c JOIN municipalities m ON m.id = c.municipality_id ORDER BY c.id")}
        section_rows = list(db.query("SELECT id, municipality_id, title, text FROM sections ORDER BY id"))
        clause_items = _provisions(clause_rows.values(), clause_topic, lex, "caption", also_topics)
        section_items = _provisions(section_rows, section_topic, lex, "title")
        del section_rows
        clause_al, peers = align_provisions(clause_items, "clause", CLAUSE_THRESHOLD, lex.version)
        section_al, _ = align_provisions(section_items, "section", SECTION_THRESHOLD, lex.version)
        del clause_items, section_items
        # in primary-key order: ids are hashes, and random-order inserts into the key's B-tree
        # touch a different page per row
        _insert(db, "alignments", sorted(section_al + clause_al), Alignment._fields)

        quantities: dict[str, list[dict]] = defaultdict(list)
        for q in db.query("SELECT id, clause_id, section_id, municipality_id, text, value, value_high, value_text, unit, "
                          "comparator, measures, start_offset, end_offset FROM quantities ORDER BY id"):
            cl = clause_rows.get(q["clause_id"])
            if cl is not None:
                q["context"] = quantity_context(cl["text"] or "", (q["start_offset"] or 0) - (cl["start_offset"] or 0))
                quantities[q["clause_id"]].append(q)
        _diff_quantities(db, clause_al, quantities, clause_topic,
                         {cid: r["section_id"] for cid, r in clause_rows.items()}, lex)
        inverted = range_findings(quantities, clause_rows, clause_al, peers)
        del quantities, clause_al, section_al

        findings = _peer_pass(db, peers, clause_rows, lex) + inverted
        _set_columns(db, findings)
        db["findings"].insert_all(findings, batch_size=1000, alter=True)


def _diff_quantities(db: sqlite_utils.Database, clause_al: list[Alignment],
                     quantities: dict[str, list[dict]], clause_topic: dict[str, str | None],
                     section_of: dict[str, str], lex: topics_mod.Lexicon) -> None:
    """Clause-level quantity diffs (streamed into the table), then measure-level alignments and
    their diffs. A clause-level ``missing_*`` row of a quantity that the measure level pairs is
    dropped: the number is not missing in the other municipality, only stated in another paragraph."""
    from .extract import measure_rules  # the canonical names; extract is loaded by the pipeline anyway

    canonical = {r.name for r in measure_rules()}
    canonical_ids = {q["id"] for qs in quantities.values() for q in qs if q["measures"] in canonical}
    paired: set[tuple[str, str]] = set()  # (canonical quantity, other municipality) compared by a clause alignment
    held: list[tuple[str, str, QuantityDiff]] = []

    def clause_level() -> Iterator[QuantityDiff]:
        for al, d in quantity_diff_rows(clause_al, quantities, canonical):
            lm, rm = al.left_municipality_id, al.right_municipality_id
            if d.left_quantity_id and d.right_quantity_id:
                if d.left_quantity_id in canonical_ids:
                    paired.add((d.left_quantity_id, rm))
                if d.right_quantity_id in canonical_ids:
                    paired.add((d.right_quantity_id, lm))
            elif (d.left_quantity_id or d.right_quantity_id) in canonical_ids:
                held.append((lm, rm, d))
                continue
            yield d

    _insert(db, "quantity_diffs", clause_level(), QuantityDiff._fields)
    by_clause: dict[str, dict[tuple[str, str], list[dict]]] = defaultdict(lambda: defaultdict(list))
    by_section: dict[str, dict[tuple[str, str], list[dict]]] = defaultdict(lambda: defaultdict(list))
    for qs in quantities.values():
        for q in qs:
            if q["id"] in canonical_ids:
                key = (q["measures"], _unit_class(q["unit"]))
                by_clause[q["clause_id"]][key].append(q)
                by_section[q["section_id"]][key].append(q)
    # ch. 308 prints its joint spacing in "Expansion joints.", which the 1994 seed's "Concrete."
    # paragraph does not align with, but its "Concrete" paragraph in the same section does
    links = [link for al in clause_al if al.left_id in by_clause or al.right_id in by_clause
             for link in ((al.left_id, section_of[al.right_id], al.left_municipality_id, al.right_municipality_id),
                          (al.right_id, section_of[al.left_id], al.right_municipality_id, al.left_municipality_id))]
    pairs = measure_pairs(links, by_clause, by_section, paired)
    measure_al, measure_diffs = measure_alignments(pairs, clause_topic, lex)
    _insert(db, "alignments", measure_al, Alignment._fields)
    _insert(db, "quantity_diffs", measure_diffs, QuantityDiff._fields)
    found = {(q["id"], other["municipality_id"]) for a, b in pairs for q, other in ((a, b), (b, a))}
    _insert(db, "quantity_diffs", (d for lm, rm, d in held if not (
        (d.relation == "missing_right" and (d.left_quantity_id, rm) in found)
        or (d.relation == "missing_left" and (d.right_quantity_id, lm) in found))), QuantityDiff._fields)


def _peer_pass(db: sqlite_utils.Database, peers: dict[str, set[str]], clause_rows: dict[str, dict],
               lex: topics_mod.Lexicon) -> list[dict]:
    # Voting uses every candidate pair, not only the one-to-one assignment: a village that
    # merged two model paragraphs into one (the 1994 seed's "Protection of public.") still
    # votes on the wording of both.
    involved = set(peers) | {p for ps in peers.values() for p in ps}
    by_text: dict[str, list[list[str]]] = {}  # generated and model texts repeat verbatim
    masked = {}
    for cid in involved:
        text = clause_rows[cid]["text"] or ""
        if text not in by_text:
            by_text[text] = [[w for w, _, _ in sent] for sent in sentence_words(text)]
        masked[cid] = by_text[text]
    return peer_findings(clause_rows, masked, {c: sorted(ps) for c, ps in peers.items()}, PhraseCounts(db),
                         lex.interchangeable)


def _set_columns(db: sqlite_utils.Database, findings: list[dict]) -> None:
    """Fill each finding's column from its document's text (1-based, like an editor)."""
    docs = {f["document_id"] for f in findings}
    texts = {d: (db.execute("SELECT text FROM documents WHERE id = ?", [d]).fetchone() or [None])[0] for d in docs}
    for f in findings:
        off = f.pop("_offset")
        text = texts.get(f["document_id"])
        if text:
            f["col"] = off - (text.rfind("\n", 0, off) + 1) + 1
            f["line"] = text.count("\n", 0, off) + 1
        else:
            f["col"] = 1


# ------------------------------------------------------------------------------ codecompare diff


def resolve_municipality(db: sqlite_utils.Database, key: str, db_path: str) -> dict:
    rows = list(db.query("SELECT id, name FROM municipalities ORDER BY id"))
    k = key.strip().lower()
    exact = [r for r in rows if r["id"].lower() == k]
    if exact:
        return exact[0]
    hits = [r for r in rows if r["id"].lower().startswith(k) or (r["name"] or "").lower().startswith(k)
            or (r["name"] or "").lower().removeprefix("village of ").removeprefix("city of ").removeprefix("town of ").startswith(k)]
    if not hits and k:
        hits = [r for r in rows if k in r["id"].lower()]  # "1994", "ch308": unique part of the id
    if len(hits) == 1:
        return hits[0]
    known = ", ".join(r["id"] for r in rows) or "(none: the database has no municipalities)"
    if hits:
        raise InputError(db_path, f"municipality {key!r} is ambiguous: {', '.join(r['id'] for r in hits)}")
    raise InputError(db_path, f"unknown municipality {key!r}; known: {known}")


def _fmt_quantity(text: str | None, value_text: str | None) -> str:
    if text is None:
        return "—"
    return " ".join(text.split())


def diff_report(db_path: str, a: str, b: str, topic: str | None = None, color: bool = False) -> tuple[str, bool]:
    """Aligned provisions of A and B, per topic: differing numbers first, then changed words."""
    from pathlib import Path

    if not Path(db_path).is_file():
        raise InputError(db_path, "no such database (build one with `codecompare build`)")
    db = sqlite_utils.Database(db_path)
    try:
        if not db["alignments"].exists():
            raise InputError(db_path, "database has no alignments table (run `codecompare build`)")
        ma = resolve_municipality(db, a, db_path)
        mb = resolve_municipality(db, b, db_path)
        if ma["id"] == mb["id"]:
            raise InputError(db_path, f"A and B are the same municipality ({ma['id']})")
        return _report(db, db_path, ma, mb, topic, color)
    finally:
        db.close()


_FLIP = {"stricter_left": "stricter_right", "stricter_right": "stricter_left",
         "missing_left": "missing_right", "missing_right": "missing_left"}


def _report(db: sqlite_utils.Database, db_path: str, ma: dict, mb: dict, topic: str | None, color: bool) -> tuple[str, bool]:
    lex = topics_mod.load_lexicon()
    flipped = ma["id"] > mb["id"]
    lo, hi = (mb, ma) if flipped else (ma, mb)
    params = [lo["id"], hi["id"]]
    # measure-level rows only add numbers: their clauses share a measure, not a provision
    where = "a.level IN ('clause', 'measure') AND a.left_municipality_id = ? AND a.right_municipality_id = ?"
    if topic:
        family = [t.slug for t in lex.topics if t.slug == topic or t.parent == topic]
        if not family and not db.execute("SELECT 1 FROM alignments WHERE topic = ? LIMIT 1", [topic]).fetchone():
            raise InputError(db_path, f"unknown topic {topic!r}; known: {', '.join(t.slug for t in lex.topics)}")
        where += " AND a.topic IN (SELECT value FROM json_each(?))"
        params.append(json.dumps(family or [topic]))
    rows = list(db.query(f"""
        SELECT a.id, a.topic, a.score, a.left_id, a.right_id, a.level,
               l.text AS l_text, l.label AS l_label, l.caption AS l_caption, ls.number AS l_num, l.line AS l_line,
               r.text AS r_text, r.label AS r_label, r.caption AS r_caption, rs.number AS r_num, r.line AS r_line,
               ls.ordinal AS l_sord, l.ordinal AS l_ord, rs.ordinal AS r_sord, r.ordinal AS r_ord
        FROM alignments a
        JOIN clauses l ON l.id = a.left_id JOIN sections ls ON ls.id = l.section_id
        JOIN clauses r ON r.id = a.right_id JOIN sections rs ON rs.id = r.section_id
        WHERE {where}""", params))
    qd: dict[str, list[dict]] = defaultdict(list)
    if rows:
        ids = json.dumps([r["id"] for r in rows])
        for q in db.query("SELECT * FROM quantity_diffs WHERE alignment_id IN (SELECT value FROM json_each(?))", [ids]):
            qd[q["alignment_id"]].append(q)
    # Present in A's order: A is the reader's own code.
    a_side = "r" if flipped else "l"
    rows.sort(key=lambda r: (r[f"{a_side}_sord"], r[f"{a_side}_ord"], r["id"]))
    by_topic: dict[str, list[dict]] = defaultdict(list)
    order: list[str] = []
    for r in rows:
        t = lex.root_of(r["topic"]) or r["topic"]
        if t not in by_topic:
            order.append(t)
        by_topic[t].append(r)

    out = [f"codecompare diff: A = {ma['id']} ({ma['name']})  vs  B = {mb['id']} ({mb['name']})"]
    if topic:
        out[0] += f"  [topic {topic}]"
    if not rows:
        out.append("no aligned provisions" + (f" for topic {topic}" if topic else ""))
        return "\n".join(out), False
    any_diff = False
    for t in order:
        label = (lex.get(t).label if lex.get(t) else t)
        out += ["", f"=== {t}: {label} ==="]
        numbers = []
        for r in by_topic[t]:
            for q in qd.get(r["id"], []):
                if q["relation"] == "equal":
                    continue
                qa, qb = (q["right_text"], q["left_text"]) if flipped else (q["left_text"], q["right_text"])
                rel = _FLIP.get(q["relation"], q["relation"]) if flipped else q["relation"]
                rel = rel.replace("_left", "_A").replace("_right", "_B")
                numbers.append((_loc(r, "A", flipped), q["measures"] or "", _fmt_quantity(qa, None), _fmt_quantity(qb, None), q["unit"], rel))
        if numbers:
            any_diff = True
            out.append("numbers that differ:")
            w = [max(len(str(n[k])) for n in numbers + [("where", "measures", "A", "B", "unit", "relation")]) for k in range(6)]
            head = ("where", "measures", "A", "B", "unit", "relation")
            out.append("  " + "  ".join(str(h).ljust(w[k]) for k, h in enumerate(head)))
            for n in numbers:
                out.append("  " + "  ".join(str(v).ljust(w[k]) for k, v in enumerate(n)))
        for r in by_topic[t]:
            if r["level"] != "clause":
                continue
            ta, tb = (r["r_text"], r["l_text"]) if flipped else (r["l_text"], r["r_text"])
            ops = word_diff(ta or "", tb or "")
            changed = any(op != "equal" for op, _ in ops)
            any_diff = any_diff or changed
            out.append("")
            out.append(f"  * A {_loc(r, 'A', flipped)}  ~  B {_loc(r, 'B', flipped)}  (topic {r['topic']}, score {r['score']:.2f})")
            body = render_diff(ops, color) if changed else (ta or "") + "   [identical]"
            out.append("    " + " ".join(body.split()))
    return "\n".join(out), any_diff


def _loc(r: dict, side: str, flipped: bool) -> str:
    p = ("r" if flipped else "l") if side == "A" else ("l" if flipped else "r")
    num = r[f"{p}_num"]
    label = r[f"{p}_label"]
    cap = r[f"{p}_caption"]
    where = f"§ {num}" if num else f"line {r[f'{p}_line']}"
    if label:
        where += f"({label})" if num else f" {label}"
    if cap:
        where += f" {cap}"
    return where
