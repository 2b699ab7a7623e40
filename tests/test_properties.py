"""Property-based tests (hypothesis): the reader and the extractors never raise on arbitrary input,
and every offset they return points at exactly the text they claim.

Example counts are fixed here and recorded in docs/robustness.md; `deadline=None` because the
first spaCy call of a run is slow. Generated text mixes arbitrary Unicode with fragments of the
real seed chapters so the legal rules actually fire.
"""
from __future__ import annotations

import functools
import hashlib
import re

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import codecompare.read as read
from codecompare.errors import InputError
from codecompare.extract import extract_text

from conftest import SEED_000, SEED_001, SEED_002, table_rows

READER_EXAMPLES = 400
EXTRACT_EXAMPLES = 600

# Fragments of the real seeds (words and punctuation runs), so random text looks like law.
_SEED_TOKENS = sorted({
    tok
    for path in (SEED_000, SEED_001, SEED_002)
    for tok in re.findall(r"\S+|\n", path.read_text(encoding="utf-8"))
})

legalish_text = st.lists(
    st.one_of(
        st.sampled_from(_SEED_TOKENS),
        st.sampled_from([" ", " ", " ", "\n", "\n\n", "  ", "\t", "(", ")", "§ ", "§§ ", "-", "."]),
        st.text(max_size=6),
    ),
    max_size=80,
).map("".join)

any_text = st.one_of(st.text(max_size=400), legalish_text)


@functools.lru_cache(maxsize=1)
def _nlp():
    from codecompare.nlp import build_nlp

    return build_nlp()


def _check_reader_result(raw: bytes) -> None:
    try:
        src = read.decode_bytes(raw, "generated.txt")
    except InputError as exc:
        assert exc.path == "generated.txt"
        return
    assert "\r" not in src.text
    assert src.text.strip()
    assert src.sha256 == hashlib.sha256(src.text.encode("utf-8")).hexdigest()
    expected_starts = (0, *(i + 1 for i, ch in enumerate(src.text) if ch == "\n"))
    assert src.line_starts == expected_starts
    for w in src.warnings:
        assert w.startswith("generated.txt")


@settings(max_examples=READER_EXAMPLES, deadline=None)
@given(st.binary(max_size=2000))
def test_reader_on_arbitrary_bytes_raises_only_input_error(raw):
    _check_reader_result(raw)


@settings(max_examples=READER_EXAMPLES, deadline=None)
@given(st.text(max_size=500))
def test_reader_returns_valid_utf8_text_unchanged_but_for_newlines(text):
    raw = text.encode("utf-8")
    try:
        src = read.decode_bytes(raw, "generated.txt")
    except InputError:
        return
    expected = text[1:] if text.startswith("\ufeff") else text
    assert src.text == expected.replace("\r\n", "\n").replace("\r", "\n")
    assert src.warnings == ()


@settings(max_examples=READER_EXAMPLES // 2, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(raw=st.binary(max_size=300), chunk=st.integers(min_value=1, max_value=17))
def test_reader_result_does_not_depend_on_chunk_size(monkeypatch, raw, chunk):
    def run():
        try:
            s = read.decode_bytes(raw, "generated.txt")
            return s.text, s.sha256, s.warnings, s.encoding
        except InputError as exc:
            return str(exc)

    whole = run()
    monkeypatch.setattr(read, "CHUNK", chunk)
    try:
        assert run() == whole
    finally:
        monkeypatch.undo()


def _check_spans(text: str, base: int, ex) -> None:
    for item in (*ex.quantities, *ex.citations, *ex.obligations):
        assert base <= item.start <= item.end <= base + len(text), item
        assert text[item.start - base:item.end - base] == item.text, item
    for ob in ex.obligations:
        assert all(0 <= i < len(ex.quantities) for i in ob.quantity_indexes)


@settings(max_examples=EXTRACT_EXAMPLES, deadline=None)
@given(text=any_text, base=st.integers(min_value=0, max_value=10_000), caption=st.none() | st.text(max_size=20))
def test_extract_text_never_raises_and_offsets_are_exact(text, base, caption):
    ex = extract_text(text, caption=caption, base_offset=base, nlp=_nlp())
    _check_spans(text, base, ex)


@settings(max_examples=EXTRACT_EXAMPLES // 3, deadline=None)
@given(text=legalish_text)
def test_extraction_is_deterministic(text):
    assert extract_text(text, nlp=_nlp()) == extract_text(text, nlp=_nlp())


STRUCTURE_EXAMPLES = 600
INGEST_EXAMPLES = 40


def _source(text: str):
    try:
        return read.decode_bytes(text.encode("utf-8"), "generated.txt")
    except InputError:
        return None


def _check_document(doc) -> None:
    text = doc.source.text
    n = len(text)

    def line_of(offset: int) -> int:
        return text.count("\n", 0, offset) + 1

    for sec in doc.sections:
        assert 0 <= sec.start <= sec.end <= n
        assert sec.line == line_of(sec.start)
        for cl in sec.clauses:
            assert 0 <= cl.start <= cl.end <= n
            assert cl.line == line_of(cl.start)
        for note in sec.notes:
            assert 0 <= note.start <= note.end <= n and text[note.start:note.end] == note.text
    for note in doc.notes:
        assert 0 <= note.start <= note.end <= n and text[note.start:note.end] == note.text
    for sn in doc.structure_notes:
        assert sn.start is None or 0 <= sn.start <= (sn.end if sn.end is not None else n) <= n


@settings(max_examples=STRUCTURE_EXAMPLES, deadline=None)
@given(text=any_text)
def test_structure_and_extraction_never_raise_and_offsets_are_exact(text):
    from codecompare.extract import extract_document
    from codecompare.model import DocumentMeta
    from codecompare.structure import parse

    src = _source(text)
    if src is None:
        return
    doc = parse(src, DocumentMeta("generated-wi", "Generated"))
    _check_document(doc)
    extracted = extract_document(doc, nlp=_nlp())
    for (s_ord, c_ord), ex in extracted.clauses.items():
        clause = doc.sections[s_ord - 1].clauses[c_ord - 1]
        for item in (*ex.quantities, *ex.citations, *ex.obligations):
            assert clause.start <= item.start <= item.end <= clause.end
            assert src.text[item.start:item.end] == item.text


@settings(max_examples=INGEST_EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(text=legalish_text)
def test_ingesting_the_same_text_twice_gives_identical_rows(tmp_path_factory, text):
    from codecompare.pipeline import ingest

    if _source(text) is None:
        return
    d = tmp_path_factory.mktemp("twice")
    f = d / "generated.txt"
    f.write_text(text, encoding="utf-8")
    dumps = []
    for name in ("a.db", "b.db"):
        ingest([str(f)], str(d / name), municipality="Village of Generated", state="WI", chapter="1")
        dumps.append(table_rows(d / name))
    assert dumps[0] == dumps[1]
    # And again into the same database: unchanged, so the rows stay exactly as they were.
    ingest([str(f)], str(d / "a.db"), municipality="Village of Generated", state="WI", chapter="1")
    assert table_rows(d / "a.db") == dumps[0]
