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

from conftest import SEED_000, SEED_001, SEED_002

READER_EXAMPLES = 400
EXTRACT_EXAMPLES = 300

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
