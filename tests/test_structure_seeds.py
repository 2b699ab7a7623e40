"""Structure stage on the three Wisconsin seeds (real corpus text with real export defects)."""
from __future__ import annotations

from pathlib import Path

import pytest

from codecompare.model import DocumentMeta
from codecompare.read import read_source
from codecompare.structure import parse

CORPUS = Path(__file__).resolve().parents[1] / "corpus"
SEED_000 = CORPUS / "wi/unidentified-ch308/ch308-article-ii-general-regulations.txt"
SEED_001 = CORPUS / "wi/unidentified-1994-t4c3/title4-ch3-1994-code.txt"
SEED_002 = CORPUS / "wi/clyman/ch370-general-regulations.txt"


def _parse(path: Path):
    return parse(read_source(path), DocumentMeta(municipality_id="t", municipality_name="t"))


@pytest.fixture(scope="module")
def doc000():
    return _parse(SEED_000)


@pytest.fixture(scope="module")
def doc001():
    return _parse(SEED_001)


@pytest.fixture(scope="module")
def doc002():
    return _parse(SEED_002)


def _section(doc, number):
    found = [s for s in doc.sections if s.number == number]
    assert len(found) == 1, number
    return found[0]




def _text(doc, span):
    return doc.source.text[span.start : span.end]


# --- invariants on every seed --------------------------------------------------------------


@pytest.mark.parametrize("path", [SEED_000, SEED_001, SEED_002], ids=["000", "001", "002"])
def test_offsets_lines_and_ordinals(path):
    doc = _parse(path)
    text = doc.source.text
    assert [s.ordinal for s in doc.sections] == list(range(1, len(doc.sections) + 1))
    assert [s.start for s in doc.sections] == sorted(s.start for s in doc.sections)
    for s in doc.sections:
        assert 0 <= s.start < s.end <= len(text)
        assert s.line == doc.source.line_of(s.start)
        assert [c.ordinal for c in s.clauses] == list(range(1, len(s.clauses) + 1))
        for c in s.clauses:
            assert s.start <= c.start < c.end <= s.end
            assert c.line == doc.source.line_of(c.start)
            assert text[c.start] not in " \n\t"  # spans start on visible text
        for n in s.notes:
            assert text[n.start : n.end] == n.text and n.line == doc.source.line_of(n.start)
    # Clauses never overlap: a clause covers its own paragraphs, not its children.
    spans = sorted((c.start, c.end) for s in doc.sections for c in s.clauses)
    assert all(a_end <= b_start for (_, a_end), (b_start, _) in zip(spans, spans[1:]))


# --- 000: General Code export, letters dropped, four misplaced headings ------------------


EXPECTED_000 = [
    ("308-6", "Concrete sidewalk installation requirements"),
    ("308-7", "Excavations of streets, alleys, public ways and grounds"),
    ("308-8", "Excavations and openings regulations"),
    ("308-9", "Obstructions and encroachments"),
    ("308-10", "Street privilege permit"),
    ("308-11", "Snow and ice removal"),
    ("308-12", "Terrace areas"),
    ("308-13", "Vaults"),
    ("308-14", "Downspouts and eaves not to drain on sidewalks"),
    ("308-15", "Sale or display of merchandise prohibited; special event vending permit"),
    ("308-16", "Requests for improvements"),
    ("308-17", "Raking leaves into streets"),
    ("308-18", "Curb and gutter"),
]


def test_000_every_printed_heading_with_exact_title(doc000):
    assert doc000.layout == "general_code"
    numbered = [(s.number, s.title) for s in doc000.sections if s.number]
    assert numbered == EXPECTED_000
    # Text before the first heading: a pure title line (document title) and one provision.
    assert doc000.title == "Article II General Regulations"
    first = doc000.sections[0]
    assert first.number is None and first.title is None and first.title_source == "none"
    assert len(first.clauses) == 1 and first.clauses[0].label is None
    assert _text(doc000, first.clauses[0]).startswith("It shall be the duty of the abutting owner")


@pytest.mark.parametrize(
    "number, heading_line, real_start_line, real_start",
    [
        ("308-7", 39, 55, "Permit required. No person, partnership or corporation"),
        ("308-8", 73, 81, "Frozen ground. No openings"),
        ("308-9", 113, 131, "Obstructions and encroachments prohibited."),
        ("308-14", 215, 255, "No downspouts from any building"),
    ],
)
def test_000_misplaced_headings_moved_and_reported(doc000, number, heading_line, real_start_line, real_start):
    s = _section(doc000, number)
    assert s.heading_misplaced
    assert s.heading_line == heading_line
    assert doc000.source.text[s.heading_start : s.heading_end].startswith(f"§ {number} ")
    assert s.line == real_start_line
    assert doc000.source.text[s.start :].startswith(real_start)
    notes = [n for n in doc000.structure_notes if n.kind == "heading_body_mismatch" and n.line == heading_line]
    assert len(notes) == 1 and notes[0].severity == "warning" and notes[0].section_ordinal == s.ordinal


def test_000_only_the_four_defective_headings_are_moved(doc000):
    moved = sorted(s.number for s in doc000.sections if s.heading_misplaced)
    assert moved == ["308-14", "308-7", "308-8", "308-9"]
    assert len([n for n in doc000.structure_notes if n.kind == "heading_body_mismatch"]) == 4


def test_000_paragraphs_between_misplaced_heading_and_text_go_to_previous_section(doc000):
    s306 = _section(doc000, "308-6")
    k = s306.clauses_by_label()["K"]
    assert k.caption == "Construction"
    # "When enough time for proper curing…" (after the misplaced § 308-7 heading) is K(3).
    assert _text(doc000, s306.clauses_by_label()["K(3)"]).startswith("When enough time for proper curing")
    assert s306.clauses_by_label()["Q"].caption == "Backfilling"
    # § 308-10 keeps "Upon termination…", Termination and Removal by Village.
    s310 = _section(doc000, "308-10")
    labels = s310.clauses_by_label()
    assert _text(doc000, labels["D(4)"]).startswith("Upon termination of the work")
    assert labels["E"].caption == "Termination" and labels["F"].caption == "Removal by Village"
    # § 308-13 keeps only its own sentence; § 308-14 is placed after it in document order.
    s313 = _section(doc000, "308-13")
    assert [_text(doc000, c) for c in s313.clauses] == ["All vaults and cisterns under sidewalks shall be prohibited."]
    assert _section(doc000, "308-14").ordinal == s313.ordinal + 1


def test_000_stray_5_agrees_with_reconstructed_bond_items(doc000):
    s = _section(doc000, "308-7")
    labels = s.clauses_by_label()
    assert labels["D"].caption == "Bond"
    assert [labels[f"D({n})"].marker for n in range(1, 6)] == [None, None, None, None, "(5)"]
    assert _text(doc000, labels["D(5)"]).startswith("(5)\n\nAn annual bond may be given")
    assert _text(doc000, labels["D(4)"]).startswith("Whenever the Director of Public Works shall find")
    assert all(labels[f"D({n})"].label_reconstructed for n in range(1, 6))
    assert not any(n.kind.startswith("label_") for n in doc000.structure_notes)


def test_000_308_7_standards_fees_nests_its_captioned_items(doc000):
    labels = _section(doc000, "308-7").clauses_by_label()
    assert [(lab, labels[lab].caption) for lab in ("A", "B", "B(1)", "B(2)", "C", "D")] == [
        ("A", "Permit required"),
        ("B", "Standards; fees"),
        ("B(1)", "Municipal standards"),
        ("B(2)", "Fee"),
        ("C", "Insurance required"),
        ("D", "Bond"),
    ]
    assert labels["B"].depth == 1 and labels["B(1)"].depth == 2


def test_000_308_8_subsection_c_is_protection_of_public(doc000):
    # "the safety precautions under Subsection C hereof" (Exception, § 308-8).
    labels = _section(doc000, "308-8").clauses_by_label()
    assert labels["C"].caption == "Protection of public"
    assert labels["L"].caption == "Exception"
    assert "Subsection C hereof" in _text(doc000, labels["L"])
    assert labels["E(1)"].caption == "Bituminous pavement street"
    assert labels["E(1)(a)"].caption == "Permanent repair service" and labels["E(1)(a)"].marker == "(a)"
    assert labels["E(1)(b)[1]"].marker == "[1]" and labels["E(1)(b)[1]"].depth == 4
    assert labels["E(2)"].caption == "Concrete pavement street"
    assert labels["F"].caption == "Notice"


def test_000_308_9_internal_references_confirm_letters(doc000):
    labels = _section(doc000, "308-9").clauses_by_label()
    # "except as provided in Subsections B and C" / "Subsection D or E, respectively".
    assert labels["A"].caption == "Obstructions and encroachments prohibited"
    assert labels["B"].caption == "Exceptions"
    assert [labels[f"B({n})"].marker for n in range(4, 8)] == [None, "(5)", "(6)", "(7)"]
    assert labels["C"].caption == "Issuance of permit"
    assert labels["C(1)(a)"].marker == "(a)" and labels["C(1)(g)"].marker == "(g)"
    assert labels["D"].caption.startswith("Removal by Village for sidewalk")
    assert labels["E"].caption.startswith("Removal by Village for obstruction")
    assert "Subsection D or E" in _text(doc000, labels["F(1)"])


def test_000_clause_span_starts_at_printed_marker(doc000):
    labels = _section(doc000, "308-18").clauses_by_label()
    a = labels["B(1)(a)"]
    assert _text(doc000, a).startswith("(a)\n\nRequirements of petition. The")
    assert a.caption == "Requirements of petition" and a.marker == "(a)" and a.depth == 3


def test_000_editors_and_terms(doc000):
    s = _section(doc000, "308-12")
    term = [c for c in s.clauses if c.caption == "TERRACE AREA"]
    assert len(term) == 1 and term[0].label is None
    assert _text(doc000, term[0]).endswith("As defined in § 321-2 of this Code.")


# --- 002: Clyman ----------------------------------------------------------------------------


EXPECTED_002 = [
    ("370-6", "Excavations of streets, alleys, public ways and grounds"),
    ("370-7", "Regulations governing excavations and openings"),
    ("370-8", "Obstructions and encroachments"),
    ("370-9", "Street privilege permit"),
    ("370-10", "Snow and ice removal"),
    ("370-11", "Terrace areas"),
    ("370-12", "Vaults"),
    ("370-13", "Requests for improvements"),
    ("370-14", "Unlawful dumping on streets"),
    ("370-15", "Obstruction of public ditches"),
    ("370-16", "Street numbers"),
]


def test_002_every_printed_heading_with_exact_title(doc002):
    assert [(s.number, s.title) for s in doc002.sections if s.number] == EXPECTED_002
    assert not any(s.heading_misplaced for s in doc002.sections)
    assert doc002.title == "Village of Clyman, WI General Regulations"
    assert any(n.kind == "title" and n.line == 1 for n in doc002.notes)


def test_002_370_7_g_is_pavement_replacement_and_h_emergency_excavation(doc002):
    # The chapter cites § 370-7G "for pavement replacement" and § 370-7H for "emergency excavation".
    text = doc002.source.text
    assert "§ 370-7G for pavement replacement" in text and "emergency excavation as defined in § 370-7H" in text
    labels = _section(doc002, "370-7").clauses_by_label()
    assert labels["G"].caption == "Pavement replacement"
    assert labels["H"].caption == "Emergency excavation"
    assert labels["G"].label_reconstructed and labels["H"].label_reconstructed
    assert labels["G"].marker is None and labels["G"].depth == 1
    assert [labels[x].caption for x in "ABCDEFGHI"] == [
        "Frozen ground", "Protection of public", "Pavement removal", "Excavation", "Backfilling",
        "Notice", "Pavement replacement", "Emergency excavation", "Excavation in new streets limited",
    ]


def test_002_stray_6_agrees_with_backfilling_items(doc002):
    labels = _section(doc002, "370-7").clauses_by_label()
    e6 = labels["E(6)"]
    assert e6.marker == "(6)"
    assert _text(doc002, e6).startswith("(6)\n\nWhen the sides of the trench will not stand perpendicular")
    assert [labels[f"E({n})"].marker for n in range(1, 6)] == [None] * 5


def test_002_370_10_subsection_b_1(doc002):
    # "within the time established under Subsection B(1) and (2)" (§ 370-10).
    labels = _section(doc002, "370-10").clauses_by_label()
    assert labels["A"].caption == "Removal from sidewalks"
    assert labels["B"].caption == "Notice and removal of snow from sidewalks"
    assert labels["B(1)"].caption == "Hazardous conditions"
    assert labels["C"].caption == "Snow and ice not to encroach"
    assert "Subsection B(1) and (2)" in _text(doc002, labels["F"])


def test_002_370_8_subsection_d_or_e(doc002):
    labels = _section(doc002, "370-8").clauses_by_label()
    assert labels["D"].caption.startswith("Removal by Village for sidewalk")
    assert labels["E"].caption.startswith("Removal by Village for obstruction")
    assert "Subsection D or E" in _text(doc002, labels["F(1)"])
    assert [labels[f"B({n})"].caption for n in (1, 2, 3)] == [None, None, None]


def test_002_370_6_fees_and_editors_notes(doc002):
    s = _section(doc002, "370-6")
    labels = s.clauses_by_label()
    assert [labels[x].caption for x in ("F", "F(1)", "F(2)", "G", "H")] == [
        "Village standards; fees", "Village standards", "Fee", "Insurance required", "Bond",
    ]
    assert "Validity of permit" == labels["D"].caption
    eds = [n for n in s.notes if n.kind == "editors_note"]
    assert any(n.text.startswith("[1]\n\nEditor's Note: Amended") for n in eds)
    assert any(n.text == "[2]" for n in eds)  # the reference glued to "therefor.[2]"
    # Editor's notes are never clauses.
    assert not any("Editor's Note" in _text(doc002, c) for c in s.clauses)


def test_002_text_before_first_heading(doc002):
    first = doc002.sections[0]
    assert first.number is None and first.title == "General" and first.title_source == "caption"
    labels = first.clauses_by_label()
    # A printed "(6)" before "Slope." shows that the five captioned paragraphs before it were (1)-(5).
    assert [labels[f"({n})"].caption for n in range(1, 7)] == [
        "General", "Grading", "Subgrades", "Concrete", "Jointing", "Slope",
    ]
    assert labels["(6)"].marker == "(6)" and labels["(7)"].caption == "Width and thickness"
    assert labels["(7)(d)"].marker == "(d)"
    assert labels["(11)"].caption == "Repair or replacement of defective sidewalks"
    # The paragraph between it and its printed (a) is its own text, not an item.
    assert _text(doc002, labels["(11)"]).endswith("whether a sidewalk is defective or insufficient:")
    assert first.end < _section(doc002, "370-6").start


def test_002_370_16_captioned_items_under_caption_only_parent(doc002):
    labels = _section(doc002, "370-16").clauses_by_label()
    assert [labels[x].caption for x in ("B", "B(1)", "B(2)", "B(3)")] == [
        "Uniform numbering system", "Numbering buildings", "One hundred numbers to block", "Consecutive numbers opposite",
    ]


# --- 001: hard-wrapped, no headings -------------------------------------------------------


def test_001_sections_where_the_lettering_restarts(doc001):
    assert doc001.layout == "hard_wrapped"
    firsts = [(s.number, s.title, s.title_source) for s in doc001.sections]
    assert firsts == [
        (None, "General application", "caption"),
        (None, "Owner to construct", "caption"),
        (None, "Permit required", "caption"),
        (None, "Frozen ground", "caption"),
        (None, "Obstructions and encroachments prohibited", "caption"),
        # Sections printed as bare sentences get a title from the first sentence.
        (None, "Sidewalk not to be littered", "text"),
        (None, "Burning leaves, trash, rubbish or other materials", "text"),
        (None, "Owner's responsibility", "caption"),
        (None, "Noxious weeds; paving", "caption"),  # the terrace section whose "A." was lost
        (None, "Requests or petitions for new streets, curbs and gutter, and sidewalks", "text"),
        (None, "Road not to be accepted", "text"),  # with its A.–E. standards
    ]
    starts = [doc001.source.text[s.start : s.start + 25] for s in doc001.sections if s.title_source == "text"]
    assert starts == [
        "No owner or occupant shal", "No person shall burn any ", "Requests or petitions by ", "No road shall be accepted",
    ]


def test_001_gap_is_not_a_new_section(doc001):
    first = doc001.sections[0]
    assert [c.label for c in first.clauses] == ["A", "A(1)", "A(2)", "A(3)", "C"]
    assert first.clauses[-1].caption == "Assessments a lien"
    gaps = [n for n in doc001.structure_notes if n.kind == "label_gap"]
    assert [n.line for n in gaps] == [22, 299]


def test_001_adoption_note_and_footnote_references(doc001):
    adoption = [n for n in doc001.notes if n.kind == "adoption"]
    assert len(adoption) == 1 and adoption[0].line == 1
    assert adoption[0].text.startswith("[Adopted 6-30-1994 as\nTitle 4, Ch. 3") and adoption[0].text.endswith("1994 Code]")
    permit = doc001.sections[2]
    a = permit.clauses_by_label()["A"]
    # The glued "[1]" stays in the clause text and is also recorded as an editor's-note call.
    assert _text(doc001, a).endswith("from a Village official.[1]")
    assert [n.text for n in permit.notes if n.kind == "editors_note"] == ["[1]"]


def test_001_wrapped_lines_join_but_offsets_stay_on_source(doc001):
    owner = doc001.sections[1]
    j = owner.clauses_by_label()["J"]
    # "If the owner repairs…" continues J after a full-width line that ends a sentence.
    body = _text(doc001, j)
    assert body.startswith("J.\nRepair or replacement of existing sidewalks.")
    assert body.endswith("cost thereof.")
    assert "\nIf the owner repairs or replaces" in body
    # "§ 66.0907, Wis. Stats., the Village Board…" at a line start is not a heading.
    f = owner.clauses_by_label()["F"]
    assert "\n§ 66.0907, Wis. Stats., the Village Board may order property" in _text(doc001, f)
    d = owner.clauses_by_label()
    assert [d[f"D({n})"].caption for n in range(1, 5)] == [
        "Location", "Subgrading", "Width and thickness of sidewalks and driveways", "Concrete",
    ]


def test_001_road_standards_belong_to_their_chapeau(doc001):
    roads = doc001.sections[-1]
    assert [c.label for c in roads.clauses] == [None, "A", "B", "C", "D", "E"]
    assert _text(doc001, roads.clauses[0]).endswith("to the following\nstandards:")


# --- round two: colon lists, flush text, inline lists, derived titles ----------------------


def test_000_308_15_captioned_items_under_colon_chapeau(doc000):
    # "…all permittees shall fully comply with the following requirements:" announces a list;
    # its four captioned paragraphs are items, not subsections D–F.
    labels = _section(doc000, "308-15").clauses_by_label()
    assert [(lab, labels[lab].caption) for lab in ("C", "C(1)", "C(2)", "C(3)", "C(4)")] == [
        ("C", "Conditions of permit"),
        ("C(1)", "Liability insurance"),
        ("C(2)", "Cooperation with law enforcement officials"),
        ("C(3)", "Cleanup"),
        ("C(4)", "Compliance with other regulations"),
    ]
    assert "D" not in labels and all(labels[f"C({n})"].depth == 2 for n in range(1, 5))


def test_002_370_10_caption_about_the_section_subject_closes_the_colon_list(doc002):
    # "…shall take the following action:" → "Hazardous conditions." is B(1); "Snow and ice not
    # to encroach." shares its words with the section title "Snow and ice removal", not with
    # the items, so it is C (and "Subsection B(1) and (2)" keeps citing B's items).
    labels = _section(doc002, "370-10").clauses_by_label()
    assert [labels[x].caption for x in ("B", "B(1)", "C", "D", "H")] == [
        "Notice and removal of snow from sidewalks", "Hazardous conditions", "Snow and ice not to encroach",
        "Enforcement", "Penalty",
    ]
    assert "B(2)" not in labels


def test_cited_letters_from_the_chapter_text(doc000, doc002):
    from codecompare.structure.general_code import cited_letters

    def cited(doc, number):
        s = _section(doc, number)
        return cited_letters(doc.source.text, s.start, s.end, number, doc.source.text)

    assert cited(doc000, "308-9") == 5  # "Subsection D or E"
    assert cited(doc002, "370-7") == 8  # "§ 370-7H" in § 370-6
    assert cited(doc002, "370-10") == 2  # "Subsection A", "Subsection B(1) and (2)"
    assert cited(doc000, "308-15") == 0
    # A letter of another section is not this section's.
    text = "as provided in Subsection C of § 308-7 hereof"
    assert cited_letters(text, 0, len(text)) == 0


def test_cited_letters_stop_a_colon_list_that_would_leave_them_without_a_subsection(doc000):
    # The real § 308-15 paragraphs, as if the chapter cited a § 308-15E: the list may keep
    # only as many captioned paragraphs as leave D and E their own subsections.
    from codecompare.structure import _region
    from codecompare.structure._text import lines_of, measure_wrapping
    from codecompare.structure.general_code import reconstruct

    text = doc000.source.text
    s = _section(doc000, "308-15")
    paras = _region(doc000.source, s.start, s.end, measure_wrapping(text, lines_of(text))).paras
    recs, _ = reconstruct(text, paras, s.title, cited=5)
    got = [(r.label, r.caption) for r in recs if r.caption]
    assert got[-4:] == [
        ("C(1)", "Liability insurance"), ("C(2)", "Cooperation with law enforcement officials"),
        ("D", "Cleanup"), ("E", "Compliance with other regulations"),
    ]


def test_002_flush_text_after_printed_items_repeats_the_chapeau_label(doc002):
    first = doc002.sections[0]
    eleven = [c for c in first.clauses if c.label == "(11)"]
    # The chapeau, then its flush text: "If 80% of a property owner's sidewalk blocks …"
    # resumes the chapeau after items (a)–(c); it is not an unlabelled clause or item (d).
    assert len(eleven) == 2
    chapeau, flush = eleven
    assert chapeau.caption == "Repair or replacement of defective sidewalks" and chapeau.ordinal < flush.ordinal
    assert _text(doc002, flush).startswith("If 80% of a property owner's sidewalk blocks")
    assert flush.marker is None and flush.caption is None and flush.depth == chapeau.depth
    between = [c.label for c in first.clauses if chapeau.ordinal < c.ordinal < flush.ordinal]
    assert between == ["(11)(a)", "(11)(b)", "(11)(c)"]
    assert first.clauses_by_label()["(12)"].caption == "Curb cut"
    assert not any(c.label is None for c in first.clauses)


def test_title_from_first_sentence_on_seed_sentences():
    from codecompare.structure.titles import gerund, title_from_text

    text = (SEED_001).read_text(encoding="utf-8")
    assert title_from_text("Requests or petitions by Village property owners for new streets, curb and gutter, "
                           "and sidewalks shall be presented to the Village Board on or before August 1") == (
        "Requests or petitions for new streets, curb and gutter, and sidewalks")
    assert title_from_text("All vaults and cisterns under sidewalks shall be prohibited.") == "Vaults and cisterns under sidewalks"
    # Sentences whose subject says nothing, or whose verb is not where the rule looks: no title.
    assert title_from_text("It shall be the duty of the abutting owner to repair, construct and maintain") is None
    assert title_from_text("No person shall in any manner obstruct or cause to be obstructed the free passage of water") is None
    assert title_from_text("Before pouring the concrete, check the forms.") is None
    assert "No person shall burn any leaves, trash, rubbish or other materials" in text
    assert [gerund(v) for v in ("burn", "place", "tie", "dig", "accept", "see")] == [
        "burning", "placing", "tying", "digging", "accepting", "seeing",
    ]
