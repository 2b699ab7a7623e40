"""Pure parts of the aligner on real seed sentences: masking, word diffs, quantity relations,
quantity pairing, change classification and the topic lexicon."""
from __future__ import annotations

from hypothesis import given, strategies as st

from codecompare import align, topics

# Seed sentences (Clyman § 370-7, ch. 308 § 308-8).
CLYMAN_LIGHTS = "Sufficient warning lights shall be kept on from sunrise to sunset. No open flame warning devices shall be used."
CH308_LIGHTS = "Sufficient warning lights shall be kept on from sunset to sunrise. No open-flame warning pots shall be used."


def test_numbers_are_masked_words_and_digits():
    assert align.masked_words("not less than $500,000 per one person") == ["not", "less", "than", "#", "per", "#", "person"]
    assert align.masked_words("each twenty-four-hour period") == align.masked_words("each 24-hour period")


def test_word_diff_marks_the_inverted_hours():
    ops = align.word_diff(CLYMAN_LIGHTS, CH308_LIGHTS)
    assert "".join(t for op, t in ops if op != "insert") == CLYMAN_LIGHTS
    assert _words(t for op, t in ops if op != "delete") == _words([CH308_LIGHTS])
    rendered = align.render_diff(ops)
    assert "[-" in rendered and "{+" in rendered and "sunrise" in rendered


@given(st.text(alphabet="ab .,\n-", max_size=40), st.text(alphabet="ab .,\n-", max_size=40))
def test_word_diff_reconstructs_both_sides(left, right):
    ops = align.word_diff(left, right)
    assert "".join(t for op, t in ops if op != "insert") == left
    assert _words(t for op, t in ops if op != "delete") == _words([right])


def _words(parts):
    return [w.lower() for p in parts for w in align._DISPLAY_TOKEN.findall(p)]


def q(value, unit="usd", comparator="min", measures=None, value_text=None, qid="q", start=0, text=None):
    return {"id": qid, "value": value, "value_high": None, "unit": unit, "comparator": comparator,
            "measures": measures, "value_text": value_text, "start_offset": start, "text": text or str(value)}


def test_relation_min_larger_is_stricter_max_smaller_is_stricter():
    assert align.quantity_relation(q(500000), q(100000)) == "stricter_left"
    assert align.quantity_relation(q(100000), q(500000)) == "stricter_right"
    assert align.quantity_relation(q(24, "hour", "max"), q(48, "hour", "max")) == "stricter_left"
    assert align.quantity_relation(q(1, "day", "max"), q(24, "hour", "max")) == "equal"
    assert align.quantity_relation(q(30, "day", "exact"), q(20, "day", "exact")) == "differs"
    assert align.quantity_relation(None, q(5)) == "missing_left"
    assert align.quantity_relation(q(5), None) == "missing_right"


def test_relation_of_deadlines_and_seasons():
    aug, sep = q(None, "date", "max", value_text="08-01"), q(None, "date", "max", value_text="09-15")
    assert align.quantity_relation(aug, sep) == "stricter_left"  # the earlier deadline asks more
    season_a = q(None, "date", "range", value_text="11-15/04-01")
    season_b = q(None, "date", "range", value_text="11-15/05-01")
    assert align.quantity_relation(season_a, season_b) == "differs"


def test_pair_quantities_by_measures_then_context():
    # Clyman vs the 1994 seed, "Insurance required": per person, per accident, property damage
    left = [q(500000, measures="public liability insurance per person", qid="l1", start=1),
            q(500000, comparator="exact", measures="insurance required", qid="l2", start=2),
            q(500000, measures="property damage coverage", qid="l3", start=3)]
    right = [q(100000, measures="public liability insurance per person", qid="r1", start=1),
             q(300000, comparator="exact", measures="insurance required per accident", qid="r2", start=2),
             q(50000, measures="property damage coverage", qid="r3", start=3)]
    pairs = {(a["id"], b["id"]) for a, b in align.pair_quantities(left, right)}
    assert pairs == {("l1", "r1"), ("l2", "r2"), ("l3", "r3")}
    # different lengths never pair: "1/2 inch" thick is not "20 feet" apart
    pairs = align.pair_quantities([q(0.5, "inch", "exact", qid="a")], [q(20, "foot", "exact", qid="b")])
    assert [(a and a["id"], b and b["id"]) for a, b in pairs] == [("a", None), (None, "b")]


def _change(mine: str, theirs: str):
    m = [[w for w, _, _ in s] for s in align.sentence_words(mine)]
    t = [[w for w, _, _ in s] for s in align.sentence_words(theirs)]
    changes, _ = align.local_changes(m, t)
    flat = [w for s in m for w in s]
    return [(c, align.classify_change(flat, c)) for c in changes]


def test_inversion_negation_repetition_and_typo():
    (c, v), = [x for x in _change(CLYMAN_LIGHTS, CH308_LIGHTS) if x[1]]
    assert v == ("outlier_vs_peers", "order inverted") and c.theirs == ("sunset", "to", "sunrise")
    clyman = "if the owner or occupant of the premises adjoining any lawfully obstructed sidewalk shall remove or neglect to remove such obstruction within 24 hours"
    peers = "if the owner or occupant of the premises adjoining any unlawfully obstructed sidewalk shall refuse or neglect to remove such obstruction within 24 hours"
    verdicts = sorted(v for _, v in _change(clyman, peers) if v)
    assert verdicts == [("outlier_vs_peers", "polarity reversed"), ("outlier_vs_peers", "word repeated from nearby text")]
    t1994 = "No timber, bracing, lugging, sheathing or other lumber shall be left in any trench."
    ch308 = "No timber, bracing, lagging, sheathing or other lumber shall be left in any trench."
    assert [v for _, v in _change(t1994, ch308)] == [("typo_suspect", "near-miss spelling")]


def test_numbers_and_inflections_are_not_errors():
    assert [v for _, v in _change("liability insurance of not less than $100,000 per person and more",
                                  "liability insurance of not less than $500,000 per person and more")] == []
    assert [v for _, v in _change("damage to person or property through the period",
                                  "damage to persons or property through the period")] == [None]


def test_lexicon_is_valid_data_and_classifies_seed_captions():
    lex = topics.load_lexicon()
    slugs = [t.slug for t in lex.topics]
    assert len(slugs) == len(set(slugs)) and lex.version
    assert all(lex.get(t.parent) for t in lex.topics if t.parent)
    assert topics.classify_clause(lex, "Frozen ground", None, None, "No openings in the streets shall be permitted when the ground is frozen")[0] == "frozen-ground"
    # "Bond." means different provisions in an excavation and in a street privilege section
    exc = "Before a permit for excavating or opening any street or public way may be issued, the applicant must sign a statement that he will indemnify and save harmless the Village"
    priv = "No street privilege permit shall be issued until the applicant shall execute and file with the Village Clerk-Treasurer a bond"
    assert topics.classify_clause(lex, "Bond", None, None, exc)[0] == "excavation-bond"
    assert topics.classify_clause(lex, "Bond", None, None, priv)[0] == "privilege-permit-bond"
    assert topics.classify_clause(lex, None, None, None, "All vaults and cisterns under sidewalks shall be prohibited.")[0] is None or \
        topics.classify_clause(lex, None, None, None, "All vaults and cisterns under sidewalks shall be prohibited.")[0] == "vaults"


# Clyman § 370-6 and the 1994 seed, "Insurance required" (the 1994 text is hard-wrapped as printed).
CLYMAN_INSURANCE = ("public liability insurance of not less than $500,000 per one person, $500,000 for one accident "
                    "and property damage coverage of not less than $500,000.")
T1994_INSURANCE = ("public liability insurance of not less\nthan $100,000 per person, $300,000 per accident and "
                   "property damage\ncoverage of not less than $50,000.")


def test_word_diff_keeps_amounts_whole():
    ops = align.word_diff(CLYMAN_INSURANCE, T1994_INSURANCE)
    deleted = [t.strip() for op, t in ops if op == "delete"]
    inserted = [t.strip() for op, t in ops if op == "insert"]
    assert "$500,000" in deleted and "$100,000" in inserted and "$50,000" in inserted
    assert not any(t in ("500", ",", "000", "$") for t in deleted + inserted)
    # the hard wrap inside "not less\nthan" is layout, not a change
    assert any("not less than" in " ".join(t.split()) for op, t in ops if op == "equal")


def test_word_diff_fractions_and_decimals_are_one_token():
    # Clyman § 370-4: slope and stone size; a changed fraction is one changed number
    ops = align.word_diff("a minimum rate of 1/4 inch per foot, not larger than 1 1/2 inches",
                          "a minimum rate of 3/8 inch per foot, not larger than 1 1/2 inches")
    assert [(op, t.strip()) for op, t in ops if op != "equal"] == [("delete", "1/4"), ("insert", "3/8")]
    assert align._DISPLAY_TOKEN.findall("$2,000.00 and 12.5% of 1 1/2") == ["$2,000.00", "and", "12.5%", "of", "1 1/2"]


@given(st.text(alphabet="1$,./ a\n%", max_size=40), st.text(alphabet="1$,./ a\n%", max_size=40))
def test_word_diff_reconstructs_sides_with_numbers(left, right):
    ops = align.word_diff(left, right)
    assert "".join(t for op, t in ops if op != "insert") == left
    assert [" ".join(w.split()) for w in _words(t for op, t in ops if op != "delete")] == \
        [" ".join(w.split()) for w in _words([right])]
