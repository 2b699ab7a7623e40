"""Topic assignment outside the Wisconsin model chapter: generic captions and shared words must not
pull Ohio and Massachusetts provisions into an unrelated family (where they would align with
unrelated provisions)."""
from __future__ import annotations

import sqlite3

import pytest

from codecompare import topics

# Springboro OH § 1028.15(c) and § 1024.99 (real text, abridged at a sentence end)
SPRINGBORO_REMOVAL = ("(c) Removal. Any provider who has unused and abandoned equipment in any Right of Way shall "
                      "remove it from that Right of Way during the next scheduled excavation, unless this requirement "
                      "is waived by the City Manager.")
SPRINGBORO_PENALTY = ("Whoever violates any provision of this chapter is guilty of a minor misdemeanor and shall be fined "
                      "not more than one hundred dollars ($100.00) for each offense. A separate offense shall be deemed "
                      "committed each day during or on which a violation occurs or continues.")


@pytest.fixture(scope="module")
def lex():
    return topics.load_lexicon()



def test_a_caption_that_is_only_part_of_a_stock_caption_is_no_evidence_alone(lex):
    # "Removal" is contained in "Snow removal" but says nothing about snow
    slug, _ = topics.classify_clause(lex, "Removal", None, "DISCONTINUED OPERATIONS; ABANDONED EQUIPMENT; REMOVAL",
                                     SPRINGBORO_REMOVAL)
    assert lex.root_of(slug) != "snow-ice-removal"
    assert lex.root_of(slug) == "right-of-way-facilities"


def test_generic_captions_count_inside_their_family_only(lex):
    # Clyman § 370-14 "Penalty." under "Snow and ice removal" is the snow penalty...
    assert topics.classify_clause(lex, "Penalty", None, "Snow and ice removal", SPRINGBORO_PENALTY,
                                  prior_root="snow-ice-removal")[0] == "snow-enforcement"
    # ...the same caption over Springboro's excavation chapter penalty is not
    slug, _ = topics.classify_clause(lex, "Penalty", None, "PENALTY", SPRINGBORO_PENALTY)
    assert slug is None
    # and a lone provision term does not classify a whole section either
    assert topics.section_topic(lex, None, 0.0, [], SPRINGBORO_PENALTY) == (None, 0.0)
    # while a subject's own term still does (a one-sentence vaults section)
    assert topics.section_topic(lex, None, 0.0, [], "All vaults and cisterns under sidewalks shall be prohibited.")[0] == "vaults"


def test_family_captions_are_data(lex):
    t = lex.get("snow-enforcement")
    assert "Penalty" in t.family_captions and "Penalty" not in t.captions
    bad = topics.parse_lexicon('version = 1\n[[topic]]\nslug = "a"\nfamily_captions = ["Fee"]\n')
    assert bad.get("a").family_captions == ("Fee",)


def test_snow_family_outside_wisconsin_is_about_snow(conn):
    rows = conn.execute("""SELECT s.municipality_id, s.title, s.text FROM sections s
                           WHERE s.topic = 'snow-ice-removal' AND s.municipality_id NOT LIKE '%-wi%'""").fetchall()
    assert rows  # Brandon, Somerville and Springboro do regulate snow
    for r in rows:
        text = (r["title"] + " " + r["text"]).lower()
        assert "snow" in text or " ice" in text, (r["municipality_id"], r["title"])


def test_wireless_and_utility_facilities_align_as_their_own_subject(conn):
    # Somerville § 12-146 "Removal, modification or abandonment" of small wireless facilities and
    # Springboro § 1028.15 "Abandoned equipment" regulate the same thing; they used to meet only
    # inside the snow family, by the word "removal"
    topic = {r["title"]: r["topic"] for r in conn.execute(
        "SELECT title, topic FROM sections WHERE municipality_id IN ('somerville-ma', 'springboro-oh')")}
    assert topic["Removal, modification or abandonment"] == "right-of-way-facilities"
    assert topic["DISCONTINUED OPERATIONS; ABANDONED EQUIPMENT; REMOVAL"] == "right-of-way-facilities"
    cross = conn.execute("""SELECT a.topic FROM alignments a JOIN clauses l ON l.id = a.left_id JOIN clauses r ON r.id = a.right_id
                            WHERE a.level = 'clause' AND a.left_municipality_id = 'somerville-ma'
                            AND a.right_municipality_id = 'springboro-oh'
                            AND (l.caption LIKE 'Abandon%' OR r.caption LIKE 'Abandon%')""").fetchall()
    assert all(topics.load_lexicon().root_of(r["topic"]) == "right-of-way-facilities" for r in cross)


def test_no_clause_alignment_across_families(conn):
    lex = topics.load_lexicon()
    for r in conn.execute("""SELECT l.topic AS lt, r.topic AS rt FROM alignments a JOIN clauses l ON l.id = a.left_id
                             JOIN clauses r ON r.id = a.right_id WHERE a.level = 'clause'"""):
        assert lex.root_of(r["lt"]) == lex.root_of(r["rt"]), (r["lt"], r["rt"])
