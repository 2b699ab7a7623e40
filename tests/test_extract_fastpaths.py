"""The extraction fast paths find exactly what the plain patterns find, on the bundled texts.

Each fast path (two-pass number scan, end-anchored comparator search from the last words,
span-group payloads without Span objects) claims to be the same search done cheaper; these
tests hold them to that on every real text of the corpus, not on invented law.
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from codecompare.nlp import build_nlp, payloads
from codecompare.nlp import regexes as rx
from codecompare.nlp.quantities import NUMBER_RE, _number_spans, comparator_left
from codecompare.read import read_source

ROOT = Path(__file__).resolve().parents[1]
TEXTS = sorted((ROOT / "corpus").glob("*/*/*.txt"))


@pytest.fixture(scope="module")
def texts() -> list[str]:
    return [read_source(str(p)).text for p in TEXTS]


def test_corpus_present():
    assert len(TEXTS) == 12


def test_number_scan_in_two_passes_equals_one_scan(texts):
    for text in texts:
        for para in text.split("\n\n"):
            assert _number_spans(para) == [m.span() for m in NUMBER_RE.finditer(para)]


def test_number_scan_folds_case_like_re_i():
    # Capitalized and all-caps number words, and a character whose lower case is two
    # characters long (offsets would shift if the lowered text were scanned).
    for text in ("Five Thousand Dollars ($5,000.00)", "NINETY-FOUR feet", "\u0130 one-half inch, 3 feet"):
        assert _number_spans(text) == [m.span() for m in NUMBER_RE.finditer(text)]


def test_comparator_search_from_last_words_equals_full_search(texts):
    checked = hits = 0
    for text in texts:
        for m in re.finditer(r"\s(?=\S)", text):
            for width in (120,):
                left = text[max(0, m.end() - width):m.end()]
                for pos in (0, max(0, len(left) - 48)):
                    a = rx.COMPARATOR_LEFT.search(left, pos)
                    b = comparator_left(left, pos)
                    assert (a and a.span()) == (b and b.span()), left
                    checked += 1
                    hits += a is not None
    assert checked > 50_000 and hits > 1_000


def test_comparator_across_long_blank_runs():
    # Words joined by wide runs of blanks (hard-wrapped exports) still count as few words.
    left = "shall be placed at a depth of not" + " " * 300 + "less than "
    assert comparator_left(left).group("cmp").split() == ["not", "less", "than"]


def test_payloads_follow_a_replaced_span_group():
    nlp = build_nlp()
    doc = nlp("No person shall park within 20 feet of a fire hydrant.")
    assert [q.value for q in payloads(doc, "quantities")] == [20.0]
    # A later component that replaces the group: its spans' payloads are read, not the record.
    doc.spans["quantities"] = []
    assert payloads(doc, "quantities") == []


def test_number_word_flag_skips_only_scans_that_find_nothing(texts):
    # The component skips the word-number scan when no token carries the flag; on every
    # paragraph of the corpus that must give what the scan gives.
    from codecompare.nlp.quantities import find_quantities

    nlp = build_nlp()
    skipped = 0
    for text in texts:
        for para in (p for p in text.split("\n\n") if p.strip()):
            doc = nlp(para)
            assert payloads(doc, "quantities") == find_quantities(
                para, exclude=[(c.start, c.end) for c in payloads(doc, "citations")])
            flagged = any(t.check_flag(_flag(nlp)) for t in doc)
            skipped += not flagged
            if not flagged:
                assert _number_spans(para) == _number_spans(para, words=False)
    assert skipped > 100


def test_number_words_inside_tokens_are_flagged():
    nlp = build_nlp()
    doc = nlp("not less than ninety-four (94) feet, x-Seven, one-half inch")
    flagged = [t.text for t in doc if t.check_flag(_flag(nlp))]
    assert flagged == ["ninety-four", "x-Seven", "one-half"]
    assert [q.value for q in payloads(doc, "quantities")] == [94.0, 0.5]


def _flag(nlp) -> int:
    from codecompare.nlp.quantities import may_start_number_word

    return next(k for k, f in nlp.vocab.lex_attr_getters.items() if f is may_start_number_word)


@pytest.mark.parametrize("extra", ["", " by 8:00 a.m.", " after 10 P.M.", " at noon", " 7am", " 12:30\tpm", " until midnight"])
def test_clock_hint_never_skips_a_clock_time(texts, extra):
    """``_find_clock_times`` runs the clock pattern only where its digit-first hint (or "noon",
    "midnight") is found: every clause with a clock time must pass the hint."""
    from codecompare.nlp.quantities import _DIGIT_THEN_AP

    checked = 0
    for text in texts:
        for para in text.split("\n\n"):
            para += extra
            if rx.CLOCK.search(para):
                checked += 1
                assert _DIGIT_THEN_AP.search(para) or "noon" in para or "midnight" in para, para
    assert checked > (0 if not extra else 500)


_PLAIN_TRIGGERS = {
    # the plain patterns the citation triggers were rewritten from (literal or digit first)
    "sec": re.compile(r"ections?\s*\d|Secs?\.\s*\d|ubsecs?\.\s*\d|(?:MGO|CBC)\s+\d"),
    "other": re.compile(r"(?<!\w)(?:TRAF|GEN|BLDG|ADM|BUS|[PBS])\.|FIRE\b"),
    "bare": re.compile(r"[fnhro]\s\d+-\d"),
}
_TRIGGER_PIECES = ["Section 5", "sections  12", "Sec. 4", "Secs.9", "Sec 4", "Subsec. 3", "subsecs.2", "MGO 3", "CBC\t9", "TRAF.", "xTRAF.", "GEN.", "BLDG.", "BUS.",
                   "ABUS.", "P.", "UP.", "B.", "S.", "U.S.", "FIRE", "FIRES", "of 10-2", "for 9-3", "x 1-2", "on\t7-7",
                   "-", " ", "\n", "a", "3", "."]


@pytest.mark.parametrize("name", sorted(_PLAIN_TRIGGERS))
def test_rewritten_citation_triggers_find_what_the_plain_patterns_find(texts, name):
    import random

    from codecompare.nlp.citations import _TRIGGERS

    fast = next(p for n, _, p in _TRIGGERS if n == name)
    plain = _PLAIN_TRIGGERS[name]
    rng = random.Random(7)
    samples = [para for text in texts for para in text.split("\n\n")]
    samples += ["".join(rng.choice(_TRIGGER_PIECES) for _ in range(rng.randint(1, 12))) for _ in range(3000)]
    assert sum(bool(plain.search(s)) for s in samples) > 10
    for s in samples:
        assert bool(fast.search(s)) == bool(plain.search(s)), (name, s)


def _plain_literal_gate(text: str) -> set[str]:
    """The literal triggers as first written: each literal tested with ``in``, then its pattern."""
    from codecompare.nlp.citations import _LITERAL_TRIGGERS

    present = set()
    for name, literals, pattern in _LITERAL_TRIGGERS:
        if name not in present and any(lit in text for lit in literals) and (pattern is None or pattern.search(text)):
            present.add(name)
    return present


def test_literal_automaton_opens_what_plain_substring_tests_open(texts):
    # The Aho-Corasick pass must open exactly the triggers that one ``in`` test per literal
    # opens: on every paragraph of the corpus and of corpus-extra, and on random strings built
    # from the literals themselves (overlapping ones: "Sec" inside "Section", "ss" in "Boston's ss 16-2").
    import random

    from codecompare.nlp.citations import _LITERAL_TRIGGERS, _open_literal_triggers

    def fast(text):
        present = set()
        _open_literal_triggers(text, present)
        return present

    extra = sorted((ROOT.parent / "shared" / "corpus-extra").glob("*/*.txt"))
    samples = [para for text in texts + [read_source(str(p)).text for p in extra] for para in text.split("\n\n")]
    literals = sorted({lit for _, lits, _ in _LITERAL_TRIGGERS for lit in lits if lit})
    pieces = literals + ["5", " 12", "-3", ". ", "\n", "(a)", "x", " A", "Code of ", "Building ",
                          "Internal Revenue Code", "Transportation Article", "\n12.345\n(", "109 Stat. 568", " Code of Baltimore County", "Procedure",
                          # (each trigger whose pattern wants more than its literal, so that every one is opened
                          # whatever the random draws: "div. " needs a digit after it, a city code's initials a
                          # number or "title" after them)
                          " div. 4", " KMC 5.12.115"]
    rng = random.Random(11)
    samples += ["".join(rng.choice(pieces) for _ in range(rng.randint(1, 10))) for _ in range(5000)]
    # and one real phrase for each trigger whose pattern wants more than its literal, so that every
    # trigger is opened whatever the random draws (a new literal reshuffles them)
    samples += ["Iowa Code \u00a7 364.12", "s. 66.0907", "Boston's ss 16-24.1", "Section 5", "R.C. 4511.01", "G.L. c. 40",
                "TRAF. 5", "Chapter 145 of Ordinance 2740", "appendix A", "109 Stat. 568", "KMC 5.12.115",
                "the Environment Article, \u00a7 9-101", "Chapter 5", "div. 4", "the Building Code", "Subtitle 2",
                "Code of the City of Madison", "Rules of Civil Procedure", "Internal Revenue Code", "Section C",
                "\n12.345\n(", "sub. (2)", "article II", "articles II", "Art. II", "Municipal Code, \u00a7 5", "of 12-5", "1.2.3", "said chapter 31", "of chapter thirty-nine", "subdivision a",
                "section 460.10 of the penal law", "per 17-10-0102-B", "the Illinois administrative code",
                "the national electric safety code", "See Ord. 110-91", "listed in Ord. 91-22", "of Amending Ordinance 1988-2",
                "Utah administrative code R37-4-3", "title 16 of this code", "chapters comm. 20 - 25, Wisconsin administrative code",
                "established by Ordinance 2013-006", "approved by state plumbing code", "the international building code", "current edition of the UPC. ", "provided in subs\n1-4-1D2a of this code", "is attached to Ord. 17-0822B as Exhibit A", "under O.R.C.P. 79",
                "the building and plumbing\ncode", "under 401 KAR 5:031", "Title 67 of the Pennsylvania Code",
                "being OAR 918-750", "standard methods for examination of water and wastewater", "current state building\ncodes",
                "the plumbing code of the state of New Mexico", "by ARM 32.3.1204", "the Unified Development Code", "by PA 1982 307", "under I.R.C. \u00a7 513", "in R323.2313(a)",
                "under D.3 of this section", "meets FMVSS 108", "PennDOT Bulletin 25", "specified in sub. A.1. unless",
                "the Village of Ada Design Criteria",
                "the Columbus County Animals and Hunting Ordinance", "321.89 of the code of Iowa",
                "in violation of the Utah fireworks act", "contained in Ordinances No. 125, 129 and 2001-23",
                "the IDPH Water Well Construction Code § 920.50", "Title One of Part Nine"]
    opened = set()
    for s in samples:
        plain = _plain_literal_gate(s)
        assert fast(s) == plain, s
        opened |= plain
    assert opened == {name for name, _, _ in _LITERAL_TRIGGERS}  # every trigger was exercised


def test_every_rare_word_branch_opens_on_a_capital():
    # The rare-word pattern is searched over every clause; its engine skips to capital letters only while
    # every branch opens on one (a branch opening on a small letter made the citation finder 15 % slower
    # in the twelfth session). Lower-case forms belong in the literal triggers.
    import re._constants as sre_c
    import re._parser as sre_p

    from codecompare.nlp.citations import _RARE

    op, (_, branches) = sre_p.parse(_RARE.pattern)[0]
    assert op == sre_c.BRANCH and len(branches) > 100
    for branch in branches:
        kind, code = branch[0]
        assert kind == sre_c.LITERAL and chr(code).isupper(), branch[:3]


# Fee-table lines as codes print them (a dot leader before "$", a right-hand "$" column, a "$" alone at a line's
# end with its amount on the next line) and near misses; every cut of them is checked, not only whole lines.
_DOLLAR_LINES = ("Second impoundment .....$250.00\n", "Kennels . . . $ 35\n", "Fee\u2026$5\n", "  $165.00\n",
                 "Concrete                  $ 400.00\n", "Permit fee      $\n   41.25\n", "Permit    $41.25  \n",
                 "a fee of $5.00 per day\n", "Total..... 25.00\n", "$\n", "Curb cut\t\t\t$1,000.00")


@pytest.mark.parametrize("pattern, lines_below", [("_DOLLAR_CELL", 1), ("_LEADER_DOLLAR", 0)])
def test_dollar_line_windows_find_what_the_whole_text_scan_finds(texts, pattern, lines_below):
    """``rx.on_lines_with`` searches only the lines that hold "$" (and the next one for a cell whose amount wraps):
    it must answer as the pattern's scan of the whole text does."""
    from codecompare.nlp import quantities

    compiled = getattr(quantities, pattern)
    samples = [t for text in texts for t in (text, *text.split("\n\n"))]
    joined = "".join(_DOLLAR_LINES)
    samples += [joined[a:b] for a in range(0, len(joined), 3) for b in range(a, len(joined) + 1, 5)]
    found = 0
    for sample in samples:
        plain = compiled.search(sample) is not None
        assert rx.on_lines_with(compiled, sample, "$", lines_below) == plain, sample
        found += plain
    assert found > 100  # (the cuts hold many matches, not only misses)


def test_general_laws_prefilter_skips_only_texts_without_a_match(texts):
    from codecompare.nlp.citations import CITES_GENERAL_LAWS, cites_general_laws

    samples = [p for text in texts for p in text.split("\n\n")]
    samples += ["of the General Laws", "Mass. Gen. Laws c. 40", "M.G.L. c. 85", "MGLA", "G. L. c. 40", "G.L., c. 90",
                "the General Law", "MG L", "Laws of Wisconsin"]
    hits = 0
    for sample in samples:
        plain = CITES_GENERAL_LAWS.search(sample) is not None
        assert cites_general_laws(sample) == plain, sample
        hits += plain
    assert hits >= 6
