"""The finders never raise, whatever blanks, signs and dashes an export scatters into a text.

The inputs are GENERATED: paragraphs of the bundled corpus with characters inserted or replaced at
random (a fixed seed), the kind of damage PDF and web exports do. A rare-literal trigger keyed by a
match's first three characters once raised KeyError on "U.\\tS. G..." and failed the whole clause.
"""
import random
from pathlib import Path

from codecompare.nlp.citations import find_citations
from codecompare.nlp.quantities import find_quantities
from codecompare.read import read_source

ROOT = Path(__file__).resolve().parents[1]
_INSERTS = ["\t", "\n", "\u00a0", " ", "", "\r", "\u2003", "(", ")", "\u00a7", "-", "\u2014", ".", ",", "\u00bd", "$"]


def _mutated(seed: int, n: int):
    rng = random.Random(seed)
    paras = [p for path in sorted((ROOT / "corpus").glob("*/*/*.txt"))
             for p in read_source(str(path)).text.split("\n\n") if p.strip()]
    for _ in range(n):
        p = rng.choice(paras)[:500]
        for _ in range(rng.randint(1, 6)):
            k = rng.randrange(len(p) + 1)
            p = p[:k] + rng.choice(_INSERTS) + p[k + rng.randint(0, 1):]
        yield p


def test_finders_never_raise_on_damaged_text():
    checked = 0
    for text in _mutated(7, 1500):
        cites = find_citations(text)
        qs = find_quantities(text)
        # spans stay inside the text and in order
        assert all(0 <= c.start < c.end <= len(text) for c in cites)
        assert all(0 <= q.start < q.end <= len(text) for q in qs)
        checked += 1
    assert checked == 1500


def test_blanks_inside_rare_literals_name_their_trigger():
    for text in ["U.\tS. G. S. maps", "UL\t647", "UL\n647", "U.\nS. Geological Survey", "ITE\ttrip"]:
        find_citations(text)  # must not raise
