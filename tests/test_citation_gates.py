"""The literal gates of the citation finder: a pattern is skipped on a clause that prints none of the strings each of
its matches must hold (``codecompare.nlp.literals``). Skipping must never change what the finder returns.

The regexes of the first test are written by hand, with the sets they must give; the others run the real patterns
over the bundled corpus (real ordinance text)."""
import re
from pathlib import Path

import pytest

from codecompare.nlp import citations as C
from codecompare.nlp import regexes as rx
from codecompare.nlp.literals import required_literals

CORPUS = Path(__file__).resolve().parents[1] / "corpus"


@pytest.mark.parametrize("pattern,expected", [
    (r"\bOklahoma\s+Statutes\b", {"Oklahoma"}),  # the longest literal run of the sequence
    # one of the branches' strings (the parser takes their common "W" out first: "AC" or the longer run of the other)
    (r"(?:WAC|Washington\s+Administrative)\s+\d+", {"AC", "Administrative"}),
    (r"[Ss]ection\s+\d+", {"Section", "section"}),  # a small class multiplies the run
    (r"(?<=Wis\.\s)Stats?\.", {"Stat"}),  # a look-behind's literal lies outside the match: not taken
    (r"(?:Code\s+)?\d+", None),  # an optional group promises nothing
    (r"(?i:code)\s+\d+", None),  # nor a case-blind one
    (r"(?:Title|\d+)\s+of", {"of"}),  # a branch without a literal gives nothing; the run after it does
    (r"(?:ILCS)+\s+\d", {"ILCS"}),  # a repeat at least once gives its item's
    (r"(?P<a>x)?(?(a)Foo|Bar)", {"Foo", "Bar"}),  # a conditional gives both arms'
])
def test_required_literals_of_hand_written_patterns(pattern, expected):
    got = required_literals(re.compile(pattern))
    assert (set(got) if got is not None else None) == expected


def test_case_blind_pattern_has_no_gate():
    assert required_literals(re.compile(r"Oklahoma", re.I)) is None


def _corpus_texts():
    return [rx.plain_hyphens(p.read_text(encoding="utf-8", errors="replace")) for p in sorted(CORPUS.rglob("*.txt"))]


def test_every_match_of_a_gated_pattern_holds_one_of_its_strings():
    texts = _corpus_texts()
    assert texts and len(C._GATES) > 50  # most patterns are gated
    patterns = dict(rx.CITATION_PATTERNS)
    matched = 0
    for name, gate in C._GATES.items():
        for text in texts:
            for m in patterns[name].finditer(text):
                matched += 1
                assert any(g in m.group() for g in gate), (name, m.group())
    assert matched > 250  # the check saw real citations


def test_gates_change_nothing_the_finder_returns(monkeypatch):
    # each clause-sized paragraph of the corpus, found with the gates and without them
    paragraphs = [p for t in _corpus_texts() for p in re.split(r"\n[ \t]*\n", t) if p.strip()]
    gated = [[(c.start, c.end, c.kind, c.target, c.jurisdiction) for c in C.find_citations(p)] for p in paragraphs]
    monkeypatch.setattr(C, "_GATES", {})
    plain = [[(c.start, c.end, c.kind, c.target, c.jurisdiction) for c in C.find_citations(p)] for p in paragraphs]
    assert sum(map(len, plain)) > 250
    assert gated == plain
