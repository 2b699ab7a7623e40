"""Properties of the structure stage on arbitrary text: never raises, every span is exact."""
from __future__ import annotations

import time
from pathlib import Path

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from codecompare.errors import InputError
from codecompare.model import DocumentMeta
from codecompare.read import decode_bytes, read_source
from codecompare.structure import LAYOUTS, parse

META = DocumentMeta(municipality_id="t", municipality_name="t")
CORPUS = Path(__file__).resolve().parents[1] / "corpus"

# Pieces of real layouts, so random text often looks like structure and exercises every rule.
FRAGMENTS = [
    "§ 308-6 Title.", "§ 92.04  SIDEWALK CONSTRUCTION.", "Sec. 18-41. - Street numbering.", "1022.01 PERMIT REQUIRED.",
    "10.15.020 Permit required.", "## 905.02 Title", "10-1-1", "CLEANING SIDEWALKS", "A.", "B.", "(1)", "(5)", "(a)",
    "(i)", "(ii)", "[1]", "[2]", "Editor's Note: Amended.", "Frozen ground. No openings shall be made.", "Bond.",
    "Standards; fees.", "the following:", "(Ord. 1990-12. Passed 3-5-90.)", "(ORC 723.11; Adopting Ordinance)",
    "Legislative History:", "Authority:", "CROSS REFERENCES", "Cross reference(s) – Ch. 8.", "CHAPTER 1020 Streets",
    "ARTICLE I. IN GENERAL", "[Adopted 6-30-1994 as Title 4]", "TERRACE AREA", "\u200b(a) Text.", "_____",
    "No person shall burn leaves.", "text.[1]", "§ 66.0907, Wis. Stats., the", "\n", "\n\n", " ", "\t", "\r\n", "é", "🙂",
]

document_text = st.lists(
    st.one_of(st.sampled_from(FRAGMENTS), st.text(min_size=1, max_size=40)), min_size=1, max_size=40
).map(lambda parts: "\n".join(parts))


def _source(raw: str):
    """What read hands to structure; inputs read refuses (empty, binary) never reach parse."""
    try:
        return decode_bytes(raw.encode("utf-8"), "<hypothesis>")
    except InputError:
        return None


def _check(doc):
    text = doc.source.text
    assert doc.layout in LAYOUTS
    assert [s.ordinal for s in doc.sections] == list(range(1, len(doc.sections) + 1))
    for s in doc.sections:
        assert 0 <= s.start <= s.end <= len(text)
        assert s.line == doc.source.line_of(s.start)
        assert [c.ordinal for c in s.clauses] == list(range(1, len(s.clauses) + 1))
        for c in s.clauses:
            assert s.start <= c.start < c.end <= s.end
            assert c.line == doc.source.line_of(c.start)
            assert c.depth >= 1
        for n in s.notes:
            assert text[n.start : n.end] == n.text
    for n in doc.notes:
        assert text[n.start : n.end] == n.text and n.line == doc.source.line_of(n.start)
    for n in doc.structure_notes:
        assert 1 <= n.line <= len(doc.source.line_starts)


@settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(document_text)
def test_never_raises_and_spans_are_exact(raw):
    src = _source(raw)
    if src is not None:
        _check(parse(src, META))


@settings(max_examples=100, deadline=None)
@given(st.text(min_size=1, max_size=300))
def test_arbitrary_unicode_never_raises(raw):
    src = _source(raw)
    if src is not None:
        _check(parse(src, META))


def test_parse_is_linear_and_fast():
    """Target: well over 5 MB/s on one core. The whole corpus repeated 8x keeps one document
    large, so a quadratic step would show; the bound is loose to stay stable on slow CI."""
    texts = [read_source(p).text for p in sorted(CORPUS.rglob("*.txt"))]
    big = "\n\n".join(texts * 8)
    src = decode_bytes(big.encode("utf-8"), "<big>")
    t0 = time.process_time()
    doc = parse(src, META)
    elapsed = time.process_time() - t0
    assert doc.sections
    assert len(big) / elapsed > 1_000_000, f"{len(big) / elapsed / 1e6:.2f} MB/s"


# --- fast paths must agree with the plain definitions they replace --------------------------

_SPACEY = st.text(alphabet=st.sampled_from(list(" \t\n\r\u00a0\u200b\u2060\ufeff\u3000\u2028xY.§")), max_size=30)


@given(_SPACEY, st.integers(0, 30), st.integers(0, 30))
def test_strip_span_is_the_character_loop(text, a, b):
    from codecompare.structure._text import strip_span

    start, end = min(a, len(text)), min(b, len(text))  # start > end too: callers pass "after the caption"
    s, e = start, end
    while s < e and (text[s].isspace() or text[s] in "\u200b\u200c\u200d\u2060\ufeff\u00a0"):
        s += 1
    while e > s and (text[e - 1].isspace() or text[e - 1] in "\u200b\u200c\u200d\u2060\ufeff\u00a0"):
        e -= 1
    assert strip_span(text, start, end) == (s, e)


_CITED = st.lists(st.sampled_from(["§", "§§", " ", "\n", "308-7", "308-", "7", "G", "H", "g", "(2)", ",", "A-1", "12A-3", "B", "and"]),
                  max_size=25).map("".join)


@given(_CITED, st.sampled_from(["308-7", "308-", "7", "12A-3", "A-1", "12"]))
@example("§§ 308-7G and 308-8", "308-7")
@example("§ 12A-3B", "12A-3")
@example("§ 308-7Gh, § 308-7H(2)", "308-7")
def test_cited_letters_agrees_with_a_regex_over_the_chapter(chapter, number):
    """The chapter's "§ <number><letter>" citations, found by the one regex per section the
    per-document token index replaced."""
    import re

    from codecompare.structure.general_code import cited_letters

    expected = max([0] + [ord(m.group(1)) - 64 for m in
                          re.finditer(r"§\s*" + re.escape(number) + r"([A-Z])(?![A-Za-z])", chapter)])
    assert cited_letters("", 0, 0, number, chapter) == expected


@given(st.lists(st.sampled_from(["[1]", "[12]", "[1234]", "[", "]", " ", "\n", "x", ".", "[[2]", "3"]), max_size=20).map("".join),
       st.integers(0, 40))
@example("therefor.[2] and [3] x[[4]", 0)
def test_glued_footnotes_agree_with_the_look_behind_first_pattern(text, start):
    import re

    from codecompare.structure.paras import glued_footnotes

    start = min(start, len(text))
    plain = re.compile(r"(?<=[^\s\[])\[(\d{1,3})\]")
    assert glued_footnotes(text, start, len(text)) == [m.span() for m in plain.finditer(text, start, len(text))]
