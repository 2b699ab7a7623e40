"""Comparators across clauses (list items under a chapeau, "the 500-foot limit" of another
clause) and comparator accuracy on the hand-labelled fixtures (tests/fixtures/extraction)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

from codecompare.extract import extract_document, extract_text
from codecompare.model import DocumentMeta
from codecompare.read import read_source
from codecompare.structure import parse

sys.path.insert(0, str(Path(__file__).resolve().parent))
from test_extract_fixtures import HELDOUT, SEEDS, load, quantity_equal  # noqa: E402

# GENERATED for this test (ordinance-style text written for it, not corpus text): each list item
# is a clause of its own, so only the chapeau's clause carries the modal.
TEXT = """CHAPTER 12. STREETS

Sec. 12-1. Newsracks.

(a) No newsrack shall be affixed, installed, placed or maintained:

(1) Within five feet of any marked crosswalk; or

(2) At any location where the clear space for pedestrians is reduced to less than four feet; or

(3) Within five feet ahead or 15 feet to the rear of any bus stop, unless the newsrack is placed against a wall that is within four feet of the bus stop.

(b) Newsracks shall be placed within two feet of the curb.

(c) This section shall not apply to the following:

(1) Newsracks within ten feet of a building entrance.

Sec. 12-2. Alcoholic beverage advertisements.

(a) No person may erect an alcoholic beverage advertisement within 500 feet of any playground.

(b) The city may consider:

(1) potential locations that are outside the 500-foot limit; and

(2) the cost of other forms of advertising.
"""


@pytest.fixture(scope="module")
def extracted(tmp_path_factory):
    path = tmp_path_factory.mktemp("cmp") / "ch12.txt"
    path.write_text(TEXT, encoding="utf-8")
    source = read_source(str(path))
    doc = parse(source, DocumentMeta("test", "Generated test city"))
    ex = extract_document(doc)
    rows = []
    for section in doc.sections:
        for clause in section.clauses:
            for q in ex.clauses[(section.ordinal, clause.ordinal)].quantities:
                assert source.text[q.start:q.end] == q.text  # offsets stay exact document offsets
                rows.append((section.ordinal, clause.label, q.text, q.comparator))
    return rows


def test_items_take_the_chapeau_polarity(extracted):
    assert [r for r in extracted if r[0] == 1] == [
        (1, "(a)(1)", "five feet", "min"),
        (1, "(a)(2)", "four feet", "min"),
        (1, "(a)(3)", "five feet", "min"),
        (1, "(a)(3)", "15 feet", "min"),
        (1, "(a)(3)", "four feet", "max"),  # "unless ... within four feet": a condition to meet
        (1, "(b)", "two feet", "max"),  # a duty after the list: the chapeau no longer reaches
        (1, "(c)(1)", "ten feet", "max"),  # "shall not apply to the following" prohibits nothing
    ]


def test_items_alone_read_as_duties():
    # The same item text without its chapeau: what the chapeau context changes.
    got = [(q.text, q.comparator) for q in extract_text("(1) Within five feet of any marked crosswalk; or").quantities]
    assert got == [("five feet", "max")]


def test_limit_reference_in_another_clause(extracted):
    assert [r for r in extracted if r[0] == 2] == [
        (2, "(a)", "500 feet", "min"),
        (2, "(b)(1)", "500-foot", "min"),
    ]


def _accuracy(names):
    right = total = 0
    for name in names:
        data, text = load(name)
        ex = extract_text(text)
        for g in data["quantities"]:
            p = next((p for p in ex.quantities
                      if p.start < g["end"] and g["start"] < p.end and quantity_equal(g, p)), None)
            if p is not None:
                total += 1
                right += p.comparator == g["comparator"]
    return right, total


@pytest.mark.parametrize("name", SEEDS)
def test_seed_comparator_accuracy(name):
    right, total = _accuracy([name])
    assert total > 40 and right / total >= 0.95, (name, right, total)


def test_overall_comparator_accuracy():
    # 500 of 505 (0.990). The first 379 were 378 right (was 345 with the gold as first
    # labelled); the four files labelled in the third session came in at 101 of 108 matched
    # quantities (0.935) on first contact and 122 of 126 after the rules for abandonment periods ("unused
    # for a period of two years": min), time allowed ("shall have thirty days ... to submit":
    # max) and amounts listed after a per-phrase ("$1,000,000 per occurrence and $2,000,000 in
    # the aggregate"). Misses: "may, without a public hearing, ... remove a tree measuring less
    # than one and one-half inches" (the "without" is read as negating the bound), "during the
    # eighteen months following", "the forward quarter of the vehicle length", "by more than
    # ten percent, whichever is greater" (a qualifying limit read as a floor), and Somerville
    # art. 1-5's "those left less than four inches ... will be temporarily filled".
    right, total = _accuracy(SEEDS + HELDOUT)
    assert total >= 505 and right / total >= 0.99, (right, total)


# REAL text (City of Easley SC, American Legal export, § 72.01; an outside text of benchmarks/external,
# abridged): the Uniform Vehicle Code's chapeau excepts a manner ("except momentarily ..."), not the list.
EASLEY_72_01 = """\u00a7 72.01 STOPPING, STANDING AND PARKING IN CERTAIN PLACES PROHIBITED.
   (A)   Except when necessary to avoid conflict with other traffic, no person shall:
      (1)   Stop, stand or park a vehicle:
         (a)   On a sidewalk.
      (2)   Stand or park a vehicle, whether occupied or not, except
momentarily to pick up or discharge passengers:
         (a)   In front of a public or private driveway.
         (b)   Within 15 feet of a fire hydrant.
"""


def _section_comparators(text, tmp_path):
    path = tmp_path / "t.txt"
    path.write_text(text, encoding="utf-8")
    source = read_source(str(path))
    doc = parse(source, DocumentMeta("test", "Test"))
    ex = extract_document(doc)
    return [(c.label, q.text, q.comparator) for s in doc.sections for c in s.clauses
            for q in ex.clauses[(s.ordinal, c.ordinal)].quantities]


def test_an_exception_of_manner_keeps_the_items_forbidden(tmp_path):
    assert _section_comparators(EASLEY_72_01, tmp_path) == [("(A)(2)(b)", "15 feet", "min")]
    # near miss: an exception that opens the list itself names the places allowed
    allowed = EASLEY_72_01.replace("whether occupied or not, except\nmomentarily to pick up or discharge passengers:",
                                   "except in the following places:")
    assert _section_comparators(allowed, tmp_path) == [("(A)(2)(b)", "15 feet", "max")]


@pytest.mark.parametrize("sentence,expected", [
    # Artesia NM (r150): a date after "before" is a deadline, as "prior to" (34 of 34 outside labels)
    ("Before March 16 of each year, any person with a license shall renew it.", "max"),
    ("fails to renew such license before March 16 of the year of renewal", "max"),
    # near miss: where the sentence forbids acting before the date, the date caps nothing
    ("No person shall sell fireworks before June 24 of any year.", "exact"),
])
def test_twenty_first_session_a_date_before_is_a_deadline(sentence, expected):
    (q,) = extract_text(sentence).quantities
    assert (q.unit, q.comparator) == ("date", expected)
