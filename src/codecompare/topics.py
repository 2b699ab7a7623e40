"""Canonical topics: which subject a section or clause regulates, shared across municipalities.

The lexicon (``data/topics.toml``) is data. A clause is scored against every topic from four
kinds of evidence, strongest first: its own run-in caption ("Frozen ground."), the caption of
the paragraph it hangs under ("Protection of public." above three uncaptioned paragraphs),
the section title, and which topic terms occur in its text. Captions are compared fuzzily
(rapidfuzz ``token_set_ratio``) because publishers extend a stock caption ("Removal by
Village for sidewalk obstructions and encroachments") or shorten it ("Bond.").

Sections get a root topic: the one their title names, else the one most of their text falls
under. That matters for the 1994 seed, which prints no titles (its sections carry the first
caption as title, e.g. "Permit required", which by itself could be a sidewalk or an excavation
permit) and for exports whose headings stand paragraphs away from their text.
"""
from __future__ import annotations

import re
import sys
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

from rapidfuzz import fuzz, process, utils

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

# Weights of the evidence. A caption match alone (2.0) outranks any amount of vocabulary, so a
# clause captioned "Bond" inside an excavation section is a bond clause; terms decide between
# topics that share a caption (excavation bond vs. street privilege bond).
W_CAPTION = 2.0
W_ANCESTOR = 1.0
W_SECTION = 0.8
W_TERM = 0.6
MAX_TERMS = 3
W_PRIOR = 0.5  # the clause sits in a section already classified under this topic's family
CAPTION_CUTOFF = 85.0
# A generic caption ("Enforcement.", "Penalty.", "Definitions.", "Fee.") names a provision only
# inside its subject: under a snow section "Penalty." is the snow penalty, under a wireless
# facilities section it is not. Outside the family it counts this much, so it can tip a clause
# whose words agree but never classifies one on its own (W_CAPTION * 0.5 < MIN_SCORE).
FAMILY_CAPTION_OUTSIDE = 0.5
MIN_SCORE = 1.2  # below this a clause has no topic of its own and inherits one


@dataclass(frozen=True)
class Topic:
    slug: str
    label: str
    parent: str | None
    captions: tuple[str, ...]
    terms: tuple[str, ...]
    family_captions: tuple[str, ...] = ()  # generic captions: full weight only inside the family

    @property
    def root(self) -> str:
        return self.parent or self.slug


# eq=False: hashed by identity, so the lru caches keyed on it stay cheap.
@dataclass(frozen=True, eq=False)
class Lexicon:
    version: str
    topics: tuple[Topic, ...]
    # Word pairs that are both correct and differ only by house style ("into"/"onto" the tax
    # roll): never reported as typos.
    interchangeable: frozenset = frozenset()

    def get(self, slug: str | None) -> Topic | None:
        return self._by_slug().get(slug) if slug else None

    def root_of(self, slug: str | None) -> str | None:
        t = self.get(slug)
        return t.root if t else None

    @lru_cache(maxsize=None)
    def _by_slug(self) -> dict[str, Topic]:
        return {t.slug: t for t in self.topics}

    @lru_cache(maxsize=None)
    def caption_index(self) -> tuple[tuple[str, ...], tuple[int, ...], tuple[bool, ...]]:
        """All captions (processed), the topic index each belongs to, and whether it is a
        family caption, for one extract call."""
        caps, owners, family = [], [], []
        for i, t in enumerate(self.topics):
            for cs, fam in ((t.captions, False), (t.family_captions, True)):
                for c in cs:
                    caps.append(utils.default_process(c))
                    owners.append(i)
                    family.append(fam)
        return tuple(caps), tuple(owners), tuple(family)


def parse_lexicon(text: str, path: str = "topics.toml") -> Lexicon:
    from .errors import InputError

    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise InputError(path, f"invalid TOML: {exc}") from None
    topics = []
    seen = set()
    for i, raw in enumerate(data.get("topic", []), 1):
        slug = raw.get("slug")
        if not slug or slug in seen:
            raise InputError(path, f"topic {i}: missing or duplicate slug {slug!r}")
        seen.add(slug)
        topics.append(Topic(
            slug=slug, label=raw.get("label", slug), parent=raw.get("parent"),
            captions=tuple(raw.get("captions", ())), terms=tuple(normalize(t) for t in raw.get("terms", ())),
            family_captions=tuple(raw.get("family_captions", ())),
        ))
    for t in topics:
        if t.parent and t.parent not in seen:
            raise InputError(path, f"topic {t.slug!r}: unknown parent {t.parent!r}")
    pairs = data.get("wording", {}).get("interchangeable", [])
    inter = frozenset(frozenset(normalize(w) for w in p) for p in pairs if len(p) == 2)
    return Lexicon(version=str(data.get("version", "0")), topics=tuple(topics), interchangeable=inter)


@lru_cache(maxsize=1)
def load_lexicon() -> Lexicon:
    text = resources.files("codecompare").joinpath("data/topics.toml").read_text(encoding="utf-8")
    return parse_lexicon(text, "codecompare/data/topics.toml")


_NON_WORD = re.compile(r"[^a-z0-9]+")


def normalize(text: str) -> str:
    """Lowercase words separated by single spaces: the form topic terms are written in."""
    return _NON_WORD.sub(" ", text.lower()).strip()


def caption_scores(lex: Lexicon, caption: str | None, family: str | None = None,
                   outside: float = FAMILY_CAPTION_OUTSIDE) -> dict[int, float]:
    """Best fuzzy match (0..1) of a caption against each topic's captions, above the cutoff.

    A match on a topic's family caption counts fully when ``family`` is that topic's root,
    else it is scaled by ``outside``."""
    if not caption or not caption.strip():
        return {}
    out: dict[int, float] = {}
    for i, s, fam in _caption_scores(lex, utils.default_process(caption)):
        if fam and lex.topics[i].root != family:
            s *= outside
        if s > 0.0 and s > out.get(i, 0.0):
            out[i] = s
    return out


@lru_cache(maxsize=65536)
def _caption_scores(lex: Lexicon, processed: str) -> tuple[tuple[int, float, bool], ...]:
    caps, owners, family = lex.caption_index()
    best: dict[tuple[int, bool], float] = {}
    for _, score, idx in process.extract(
        processed, caps, scorer=fuzz.token_set_ratio, processor=None, score_cutoff=CAPTION_CUTOFF, limit=None
    ):
        # token_set_ratio rewards a caption that merely contains a short stock caption; an exact
        # (or near-exact) caption is stronger evidence than a containing one.
        exact = fuzz.ratio(processed, caps[idx]) / 100.0
        s = 0.85 * score / 100.0 + 0.15 * exact
        # The other way round it is no evidence of its own: "Removal." is contained in "Snow
        # removal" but lacks the word that names the subject (Springboro's "Removal." of
        # abandoned wireless equipment). Scale by the share of the stock caption it has.
        mine, stock = set(processed.split()), set(caps[idx].split())
        if mine < stock:
            s *= len(mine) / len(stock)
        key = (owners[idx], family[idx])
        if s > best.get(key, 0.0):
            best[key] = s
    return tuple((i, s, fam) for (i, fam), s in sorted(best.items()))


def term_hits(lex: Lexicon, text: str) -> dict[int, int]:
    """How many distinct terms of each topic occur in the text (word-prefix match)."""
    return dict(_term_hits(lex, " " + normalize(text)))


@lru_cache(maxsize=65536)
def _term_hits(lex: Lexicon, padded: str) -> tuple[tuple[int, int], ...]:
    out = []
    for i, t in enumerate(lex.topics):
        n = sum(1 for term in t.terms if " " + term in padded)
        if n:
            out.append((i, n))
    return tuple(out)


def score_topics(
    lex: Lexicon, caption: str | None, ancestor_caption: str | None, section_title: str | None,
    text: str, prior_root: str | None = None,
) -> list[tuple[float, str]]:
    """Every topic with positive evidence, best first: [(score, slug)]."""
    scores: dict[int, float] = {}
    # Outside its family a generic caption counts once, as the clause's own caption: a section
    # titled "Enforcement" over a paragraph captioned "Enforcement." is one weak hint, not two.
    for weight, cap, outside in ((W_CAPTION, caption, FAMILY_CAPTION_OUTSIDE), (W_ANCESTOR, ancestor_caption, 0.0),
                                 (W_SECTION, section_title, 0.0)):
        for i, s in caption_scores(lex, cap, prior_root, outside).items():
            scores[i] = scores.get(i, 0.0) + weight * s
    for i, n in term_hits(lex, f"{caption or ''} {text}").items():
        scores[i] = scores.get(i, 0.0) + W_TERM * min(n, MAX_TERMS)
    if prior_root:
        for i, t in enumerate(lex.topics):
            if i in scores and t.root == prior_root:
                scores[i] += W_PRIOR
    ranked = sorted(((s, lex.topics[i].slug) for i, s in scores.items()), key=lambda p: (-p[0], p[1]))
    return ranked


def classify_clause(
    lex: Lexicon, caption: str | None, ancestor_caption: str | None, section_title: str | None,
    text: str, prior_root: str | None = None,
) -> tuple[str | None, float]:
    slug, score, _ = classify_clause_all(lex, caption, ancestor_caption, section_title, text, prior_root)
    return slug, score


def classify_clause_all(
    lex: Lexicon, caption: str | None, ancestor_caption: str | None, section_title: str | None,
    text: str, prior_root: str | None = None,
) -> tuple[str | None, float, frozenset[str]]:
    """Best topic, its score, and every topic of the same family the clause also qualifies for.

    A merged clause regulates several things: the 1994 seed's "Concrete." paragraph also sets
    the expansion joint spacing that other villages put under "Jointing.".
    """
    ranked = score_topics(lex, caption, ancestor_caption, section_title, text, prior_root)
    if not ranked or ranked[0][0] < MIN_SCORE:
        return None, ranked[0][0] if ranked else 0.0, frozenset()
    best = ranked[0][1]
    root = lex.root_of(best)
    also = frozenset(slug for s, slug in ranked if s >= MIN_SCORE and lex.root_of(slug) == root)
    return best, ranked[0][0], also


def classify_section_title(lex: Lexicon, title: str | None) -> tuple[str | None, float]:
    """Root topic a section title names, if any (the prior for its clauses)."""
    roots = {i: s for i, s in caption_scores(lex, title, outside=0.0).items() if lex.topics[i].parent is None}
    if not roots:
        return None, 0.0
    i, s = max(roots.items(), key=lambda p: (p[1], -p[0]))
    return lex.topics[i].slug, s


def section_topic(
    lex: Lexicon, title_root: str | None, title_score: float, clause_topics: list[tuple[str | None, float, int]],
    section_text: str,
) -> tuple[str | None, float]:
    """A section's root topic from its title and its clauses' topics (weighted by their length).

    clause_topics: (topic slug, score, text length) per clause.
    """
    weight: dict[str, float] = {}
    total = sum(n for _, _, n in clause_topics) or 1
    for slug, _, n in clause_topics:
        root = lex.root_of(slug)
        if root:
            weight[root] = weight.get(root, 0.0) + n / total
    if title_root:
        weight[title_root] = weight.get(title_root, 0.0) + 1.5 * title_score
    if not weight:
        # A section without clauses (e.g. "All vaults and cisterns under sidewalks shall be
        # prohibited.") is classified on its own words.
        # One matching term is enough here: the alternative is no topic at all. But only a
        # subject's own terms ("vaults"): a provision's term alone ("separate offense" of the
        # snow penalties) recurs in every chapter's penalty section.
        ranked = [(sc, slug) for sc, slug in score_topics(lex, None, None, None, section_text)
                  if sc >= MIN_SCORE or lex.get(slug).parent is None]
        if not ranked:
            return None, 0.0
        return lex.root_of(ranked[0][1]), round(ranked[0][0], 4)
    root, w = max(weight.items(), key=lambda p: (p[1], p[0]))
    return root, round(w, 4)
