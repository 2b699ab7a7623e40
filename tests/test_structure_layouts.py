"""Structure stage on the other published layouts: real corpus files (Springboro OH, Brandon SD,
Somerville MA) and small constructed snippets of layouts the corpus does not hold yet.

Snippets marked CONSTRUCTED are written for these tests in the publishers' formats; they are
not municipal law and never go into corpus/.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from codecompare.model import DocumentMeta
from codecompare.read import decode_bytes, read_source
from codecompare.structure import parse

CORPUS = Path(__file__).resolve().parents[1] / "corpus"
META = DocumentMeta(municipality_id="t", municipality_name="t")


def _file(rel: str):
    return parse(read_source(CORPUS / rel), META)


def _snippet(text: str):
    return parse(decode_bytes(text.encode("utf-8"), "<snippet>"), META)




def _text(doc, span):
    return doc.source.text[span.start : span.end]


def _sec(doc, number):
    (s,) = [s for s in doc.sections if s.number == number]
    return s


# --- Springboro, Ohio ------------------------------------------------------------------------


def test_springboro_1028_sections_reserved_stubs_and_toc():
    doc = _file("oh/springboro/ch1028-rights-of-way.txt")
    assert doc.layout == "ohio" and doc.chapter == "1028" and doc.title == "Rights of Way"
    numbers = [s.number for s in doc.sections]
    assert len(numbers) == 48 and None not in numbers  # the TOC is a note, not a section
    assert numbers[0] == "1028.01" and numbers[-1] == "1028.99"
    assert "1028.41" not in numbers  # cited by 1028.06 but absent from the source
    reserved = [s for s in doc.sections if s.title == "RESERVED"]
    assert len(reserved) == 17 and all(s.clauses == () for s in reserved)
    kinds = [n.kind for n in doc.notes]
    assert kinds.count("toc") >= 1 and "cross_reference" in kinds and kinds[0] == "title"
    toc_text = " ".join(n.text for n in doc.notes if n.kind == "toc")
    assert "1028.48 Reservation of regulatory and police" in toc_text


def test_springboro_1028_markers_after_zero_width_space_and_history():
    doc = _file("oh/springboro/ch1028-rights-of-way.txt")
    s = _sec(doc, "1028.33")
    labels = s.clauses_by_label()
    assert set(labels) >= {"(a)", "(d)", "(d)(1)", "(d)(3)", "(e)", "(e)(4)"}
    a = labels["(a)"]
    assert _text(doc, a).startswith("(a) Upon order of the City Engineer")  # starts AT the marker, after U+200B
    assert doc.source.text[a.start - 1] == "\u200b"
    assert labels["(e)"].caption == "Landscape Restoration"
    assert [n.text for n in s.notes if n.kind == "history"] == ["(Ord. 08-22. Passed 7-3-08.)"]
    assert _sec(doc, "1028.15").clauses[-1].caption == "Removal"


def test_springboro_1022_penalty_typo_and_sentence_lines_are_not_headings():
    doc = _file("oh/springboro/ch1022-excavations.txt")
    assert [(s.number, s.title) for s in doc.sections] == [
        ("1022.01", "PERMIT REQUIRED"),
        ("1022.02", "PERMIT APPLICATIONS; ISSUANCE; DEPOSIT"),
        ("1022.03", "OPENING AND RESTORATION OF PAVEMENT"),
        ("1022.04", "BARRICADES REQUIRED"),
        ("1022.05", "WARNING LIGHTS REQUIRED"),
        ("1022.06", "FAILURE TO REMOVE EARTH MATERIAL DEPOSITED"),
        ("1022.99", "PENALTY"),  # printed "PENALTY.."
    ]
    # "1022.02 shall be deemed forfeited." starts a wrapped line inside (b): not a heading.
    b = _sec(doc, "1022.03").clauses_by_label()["(b)"]
    assert "\n1022.02 shall be deemed forfeited." in _text(doc, b)
    # The penalty section starts mid-sentence in the source; it is still one clause.
    (penalty,) = _sec(doc, "1022.99").clauses
    assert _text(doc, penalty).startswith("chapter is guilty of a minor misdemeanor")


def test_springboro_flush_text_after_items_keeps_the_chapeau_label():
    # "(a) Authorization. The following decisions … are appealable to the City Council:" (1)–(3),
    # then "An appeal from the decision of the City Manager …" — (a)'s flush text.
    doc = _file("oh/springboro/ch1028-rights-of-way.txt")
    s = _sec(doc, "1028.46")
    tail = [(c.label, c.marker) for c in s.clauses][:5]
    assert tail == [("(a)", "(a)"), ("(a)(1)", "(1)"), ("(a)(2)", "(2)"), ("(a)(3)", "(3)"), ("(a)", None)]
    assert _text(doc, s.clauses[4]).startswith("An appeal from the decision of the City Manager")


def test_springboro_history_lines_are_notes_not_clauses():
    doc = _file("oh/springboro/sec660.05-660.10-sidewalks-snow-obstructions.txt")
    s = _sec(doc, "660.05")
    assert [c.label for c in s.clauses] == ["(a)", "(b)", "(c)", "(d)"]
    assert [n.text for n in s.notes] == ["(ORC 723.11; Adopting Ordinance)", "(1977 Code Sec. 90.11)"]
    assert all("(ORC 723.11" not in _text(doc, c) for c in s.clauses)
    streets = _file("oh/springboro/ch1020-streets.txt")
    first = _sec(streets, "1020.01")
    # A trailing history parenthesis is cut off the paragraph into a note.
    assert _text(streets, first.clauses[0]).endswith("legally accepted by Council.")
    assert [n.text for n in first.notes] == ["(1977 Code\nSec. 90.01)"]
    policy = _sec(streets, "1020.03").clauses_by_label()
    assert [lab for lab in policy] == ["(a)", "(a)(1)", "(a)(2)", "(a)(3)", "(b)"]


# --- Brandon, South Dakota ------------------------------------------------------------------


def test_brandon_number_line_headings_and_history_blocks():
    doc = _file("sd/brandon/ch10-2-snow-and-ice-removal.txt")
    assert doc.layout == "number_line" and doc.chapter == "10-2" and doc.title == "SNOW AND ICE REMOVAL"
    assert [s.number for s in doc.sections] == [f"10-2-{n}" for n in range(1, 18)]
    titles = {s.number: s.title for s in doc.sections}
    assert titles["10-2-2"] == "RESERVED FOR FUTURE USE" and _sec(doc, "10-2-2").clauses == ()
    assert titles["10-2-9"] == "PARKING DURING SNOW REMOVAL ALERT IN ALL AREAS OF THE CITY"  # two-line title
    assert titles["10-2-6"] == 'DEFINITION OF "STREET"'
    s = _sec(doc, "10-2-12")
    assert [c.label for c in s.clauses] == ["A", "B", "C"]
    assert all("Legislative History" not in _text(doc, c) for sec in doc.sections for c in sec.clauses)
    hist = [n for n in _sec(doc, "10-2-1").notes if n.kind == "history"]
    assert len(hist) == 1 and hist[0].text.startswith("Legislative History:\nAuthority:\nOrdinance No. 176")
    fines = _sec(doc, "10-2-17")
    assert [n.kind for n in fines.notes] == ["history", "cross_reference"]


def test_brandon_page_break_inside_sentence_and_section_numbers_in_text():
    doc = _file("sd/brandon/ch10-2-snow-and-ice-removal.txt")
    (mailbox,) = _sec(doc, "10-2-13").clauses
    # A blank line splits "in such a manner so as" / "not to obstruct": one clause.
    assert _text(doc, mailbox).endswith("delivery or collection of the United States mail.")
    # "10-2-9 in a street or alley …" wraps onto a line start but is not a heading.
    assert "\n10-2-9 in a street or alley" in _text(doc, _sec(doc, "10-2-17").clauses[0])


def test_a_pdf_exports_doubled_line_breaks_do_not_split_a_sentence_after_a_comma_or_of():
    # Opelika and Eufaula AL (real lines, round 40-41 outside texts; through ingest the citation
    # "Section 11-52-80, \n\nCode of Alabama" was cut in two clauses and read as a local section).
    # CONSTRUCTED around those lines: a section heading, then the doubled line breaks Tika prints.
    doc = _snippet("Sec. 4-1. Appeals.\n\nAn appeal may be taken under Section 11-52-80, \n\nCode of Alabama, "
                   "to the board of the \n\nCity of Opelika.\n\nThe board shall meet monthly.\n")
    texts = [doc.source.text[c.start:c.end] for s in doc.sections for c in s.clauses]
    assert any("11-52-80, \n\nCode of Alabama, to the board of the \n\nCity of Opelika." in t for t in texts)
    # near miss: a finished sentence before the blank line still ends its paragraph
    assert any(t.startswith("The board shall meet monthly.") for t in texts)


def test_brandon_chapters_10_1_and_10_3():
    d1 = _file("sd/brandon/ch10-1-sidewalks-and-alleys-general.txt")
    assert [s.title for s in d1.sections][:3] == ["CLEANING SIDEWALKS, STREETS AND ALLEYS", "DUTY OF OWNERS", "OBSTRUCTING SIDEWALKS"]
    assert [c.label for c in _sec(d1, "10-1-7").clauses] == [None, "1", "2", "3", "4"]
    d3 = _file("sd/brandon/ch10-3-excavations-in-public-areas.txt")
    assert len(d3.sections) == 11
    assert _sec(d3, "10-3-11").title == "RESTORING PAVEMENTS OR STREET SURFACING TO FORMER CONDITIONS"


# --- Somerville, Massachusetts (enCodePlus) --------------------------------------------------


def test_somerville_sections_articles_and_reference_notes():
    doc = _file("ma/somerville/ch12-streets-sidewalks-and-other-public-places.txt")
    assert doc.layout == "municode" and doc.chapter == "12"
    assert doc.title == "STREETS, SIDEWALKS AND OTHER PUBLIC PLACES"
    assert len(doc.sections) == 118
    assert _sec(doc, "12-1").title == "Street names"
    assert _sec(doc, "12-20.1").title == "Parking lot sweeping hours"
    assert _sec(doc, "12-26-12-45").title == "Reserved"
    assert _sec(doc, "12-183").title == "Effective date"
    articles = [n.text for n in doc.notes if n.kind == "heading"]
    assert len(articles) == 10 and articles[0] == "ARTICLE I. IN GENERAL"
    s = _sec(doc, "12-2")
    assert [c.label for c in s.clauses] == ["(a)", "(b)"]
    assert [n.kind for n in s.notes] == ["cross_reference"]
    assert _sec(doc, "12-67").clauses_by_label()["(a)"].caption == "Requirement"  # "Requirement . No person"
    assert _sec(doc, "12-105").clauses_by_label()["(b)"].caption == "Duties"


def test_somerville_inline_enumerations_are_split():
    doc = _file("ma/somerville/ch12-streets-sidewalks-and-other-public-places.txt")
    # "(c) Conditions for granting a tree permit: (1) Removal of significant trees: … (4) Hearing
    # … include: (A) financial hardship …; (B) …; or, (D) desire …" on one line (line 480).
    s = _sec(doc, "12-112")
    labels = s.clauses_by_label()
    assert _text(doc, labels["(c)"]) == "(c) Conditions for granting a tree permit:"
    assert [labels[f"(c)({n})"].caption for n in range(1, 5)] == [
        "Removal of significant trees", "Payment instead of replacement", "Request for waiver", "Hearing of request for waiver",
    ]
    assert [_text(doc, labels[f"(c)(4)({x})"]) for x in "AD"] == [
        "(A) financial hardship associated with the care and upkeep of the trees;",
        "(D) desire to create a benefit to the public.",
    ]
    assert all(labels[f"(c)(4)({x})"].line == 480 and labels[f"(c)(4)({x})"].depth == 3 for x in "ABCD")
    # The paragraph after (D) resumes (4), and "(5) Owner-occupants" (line 484) continues (c):
    # no longer a gap in the lettering.
    flush = [c for c in s.clauses if c.label == "(c)(4)" and c.marker is None]
    assert len(flush) == 1 and _text(doc, flush[0]).startswith("The tree warden shall consider the recommendation")
    assert labels["(c)(5)"].line == 484 and labels["(c)(6)"].caption == "Departure of owner-occupant"
    assert not [n for n in doc.structure_notes if n.kind.startswith("label_")]
    # "(1) Fees : a. A $50.00 … b. A $500.00 …" and the newsrack items "a." … "e.".
    line126 = [c for sec in doc.sections for c in sec.clauses if c.line == 126]
    assert [c.label for c in line126[:6]] == ["(1)", "(1)(a)", "(1)(b)", "(1)(c)", "(1)(d)", "(2)"]
    assert line126[0].caption == "Fees" and _text(doc, line126[0]) == "(1) Fees :"
    assert _text(doc, line126[1]) == "a. A $50.00 nonrefundable application fee is required."


def test_inline_markers_only_where_a_list_counts_up():
    from codecompare.structure.paras import inline_markers

    def split(s):
        return [m.text for m in inline_markers(s, 0, len(s))]

    # Real sentences that enumerate.
    assert split("The following shall constitute a violation of this article: (1) unauthorized pruning or removal of "
                 "a public shade tree or city tree (2) failure to comply with a condition contained in a tree or "
                 "pruning permit; (3) failure to implement") == ["(1)", "(2)", "(3)"]
    assert split("Each newsrack shall be: a. Installed or placed on the pavement; and b. Of a type that is "
                 "completely enclosed") == ["a.", "b."]
    assert split("any of the following: (1) Inadequate capacity of the pole or mounting structure ; (2) Demonstrative "
                 "safety issues; (3) There is another nearby pole that is a reasonable alternative; and/or (4) Any "
                 "other legally valid reason") == ["(1)", "(2)", "(3)", "(4)"]
    # Real sentences whose markers are references or lone items: never split.
    for s in [
        "within the time established under Subsection B(1) and (2) after receiving a written notice",
        "by a noncriminal disposition pursuant to M.G.L. c. 40 § 21D. Each violation shall be deemed",
        "shall be filled in as per item (5). (12) Excavations opened without a permit",
        "the applicable safety standards specified in 47 C.F.R. 1.1307(b).",
        "Significant tree means any living tree that is either: (1) not an invasive plant",
        "eligible for an owner-occupant waiver under paragraph (5). The owner shall",
    ]:
        assert split(s) == [], s


# --- constructed snippets of other publishers' layouts --------------------------------------

# CONSTRUCTED snippet in American Legal Publishing's style.
AMERICAN_LEGAL = """\
§ 92.04  SIDEWALK CONSTRUCTION.

(A) (1) The owner of each lot shall construct a sidewalk.
(2) Sidewalks shall be four feet wide.
(B) No person shall obstruct a sidewalk.
(Prior Code, § 7.04) (Ord. 12-01, passed 6-4-2012) Penalty, see § 92.99

§ 92.05  SNOW REMOVAL.

Snow shall be removed within 24 hours.
"""


def test_snippet_american_legal_several_markers_on_one_line():
    doc = _snippet(AMERICAN_LEGAL)
    assert doc.layout == "american_legal"
    s = _sec(doc, "92.04")
    assert s.title == "SIDEWALK CONSTRUCTION"
    assert [(c.label, c.depth) for c in s.clauses] == [("(A)", 1), ("(A)(1)", 2), ("(A)(2)", 2), ("(B)", 1)]
    assert _text(doc, s.clauses[0]) == "(A)"
    assert _text(doc, s.clauses[1]) == "(1) The owner of each lot shall construct a sidewalk."
    assert [n.kind for n in s.notes] == ["history"]
    assert _sec(doc, "92.05").clauses[0].label is None


def test_snippet_american_legal_chapter_section_numbers():
    # CONSTRUCTED snippet: American Legal with title-chapter-section numbers.
    doc = _snippet("§ 7-1-4 DEFINITIONS.\n\nFor this chapter these words apply.\n\n§ 7-1-5 SIDEWALKS.\n\n(A) Every owner shall repair.\n")
    assert [(s.number, s.title) for s in doc.sections] == [("7-1-4", "DEFINITIONS"), ("7-1-5", "SIDEWALKS")]


def test_snippet_municode():
    # CONSTRUCTED snippet in Municode's style.
    doc = _snippet(
        "Sec. 18-41. - Street numbering.\n\n(a) All buildings shall display a street number.\n"
        "(1) Numbers shall be at least three inches high.\n(b) The engineer shall keep the map.\n\n"
        "(Code 1992, § 6-1-3)\n\nSec. 18-42. - Reserved.\n"
    )
    assert doc.layout == "municode"
    assert [(s.number, s.title) for s in doc.sections] == [("18-41", "Street numbering"), ("18-42", "Reserved")]
    s = doc.sections[0]
    assert [c.label for c in s.clauses] == ["(a)", "(a)(1)", "(b)"]
    assert [n.text for n in s.notes] == ["(Code 1992, § 6-1-3)"]


def test_snippet_code_publishing():
    # CONSTRUCTED snippet in Code Publishing's style (title.chapter.section, A. 1. a.).
    doc = _snippet(
        "10.15.020 Permit required.\nA. No person shall excavate without a permit.\n"
        "1. The permit shall state the location.\na. The location shall be a street address.\n"
        "B. Permits expire after 30 days.\n\n10.15.030 Fees.\nThe fee shall be set by resolution.\n"
    )
    assert doc.layout == "code_publishing"
    s = _sec(doc, "10.15.020")
    assert s.title == "Permit required"
    assert [(c.label, c.depth) for c in s.clauses] == [("A", 1), ("A(1)", 2), ("A(1)(a)", 3), ("B", 1)]


def test_snippet_markdown():
    # CONSTRUCTED snippet: a markdown rendering of an Ohio-style chapter.
    doc = _snippet("# Chapter 905 Sidewalks\n\n## 905.01 Definitions\n\nSidewalk means the paved path.\n\n## 905.02 Construction\n\n(a) Sidewalks shall be four inches thick.\n")
    assert doc.layout == "markdown" and doc.chapter == "905" and doc.title == "Sidewalks"
    assert [(s.number, s.title) for s in doc.sections] == [("905.01", "Definitions"), ("905.02", "Construction")]


def test_markdown_charter_headings_in_brackets():
    # Fort Worth's charter as Municode markdown (real lines, r30-fort-worth-tx-charter in
    # benchmarks/external): a heading Municode supplied is bracketed, "§" inside the bracket. Before,
    # "[§ 1 ...]" was no heading and its "§ 1" a citation in a clause.
    doc = _snippet("# CHAPTER XI: DEPARTMENT OF POLICE \n\n## [§ 1 ESTABLISHMENT AND REGULATION].\n\n"
                   "The City Council shall provide by ordinance for the establishment and regulation of a "
                   "department of police.\n\n## § 2 [RECALL OF OFFICERS].\n\nText of the second section.\n")
    assert [(s.number, s.title) for s in doc.sections] == [
        ("1", "ESTABLISHMENT AND REGULATION"), ("2", "[RECALL OF OFFICERS]")]
    assert _text(doc, doc.sections[0].clauses[0]).startswith("The City Council shall provide")


def test_snippet_roman_after_letters():
    # CONSTRUCTED snippet: "(i)" is a letter after "(h)" but a roman numeral under "(a)".
    body = "".join(f"({c}) Item {c}.\n" for c in "abcdefghi")
    doc = _snippet("Sec. 1-1. - Test.\n\n" + body + "(j) Item j.\n(1) Sub.\n(i) Roman one.\n(ii) Roman two.\n")
    labels = [c.label for c in doc.sections[0].clauses]
    assert labels[:10] == [f"({c})" for c in "abcdefghij"]
    assert labels[10:] == ["(j)(1)", "(j)(1)(i)", "(j)(1)(ii)"]


def test_no_structure_is_one_section_one_clause():
    doc = _snippet("just some words without any structure at all\nand another line\n")
    assert doc.layout == "plain"
    (s,) = doc.sections
    (c,) = s.clauses
    assert s.number is None and c.label is None
    assert doc.source.text[c.start : c.end] == "just some words without any structure at all\nand another line"
    assert [n.kind for n in doc.structure_notes] == ["no_structure"] and doc.structure_notes[0].severity == "info"


# --- sentences that must NOT be read as structure -------------------------------------------


def test_statute_citation_at_line_start_is_not_a_heading():
    # CONSTRUCTED snippet: hard-wrapped text whose line starts with a statute section sign.
    doc = _snippet(
        "A.\nProcedure. Pursuant to\n§ 66.0907, Wis. Stats., the Village Board may order property\n"
        "owners to lay sidewalks.\nB.\nNotice. Notice shall be served.\n"
    )
    assert doc.layout == "hard_wrapped"
    assert [c.label for s in doc.sections for c in s.clauses] == ["A", "B"]
    assert all(s.number is None for s in doc.sections)


def test_number_inside_sentence_is_not_a_heading():
    doc = _snippet("10-1-1\nCLEANING SIDEWALKS\nAs provided in section\n10-1-1 the owner shall clean the walk.\n")
    assert [s.number for s in doc.sections] == ["10-1-1"]
    assert "10-1-1 the owner" in doc.source.text[doc.sections[0].clauses[0].start : doc.sections[0].clauses[0].end]


def test_history_parenthesis_is_not_a_clause():
    doc = _snippet("660.05 DUTY TO KEEP SIDEWALKS IN REPAIR.\n\n(a) No owner shall fail to keep the sidewalks in repair.\n\n(ORC 723.11; Adopting Ordinance)\n")
    s = doc.sections[0]
    assert [c.label for c in s.clauses] == ["(a)"]
    assert [(n.kind, n.text) for n in s.notes] == [("history", "(ORC 723.11; Adopting Ordinance)")]


# GENERATED text (written for this test in the shape of two real exports met at first contact:
# Boston's Word export, one line per section with TABs, and a Municode export with
# "15.32.010 - Title." opening each one-line section). Such a paragraph holds many entry-like
# openings, but it is the law itself, not a table of contents.
ONE_LINE_SECTIONS = (
    "16-12.9\tLitter from Vehicles.\tNo driver of any vehicle shall permit any substance to fall onto a way. "
    "Penalty, see subsection 16-32.1.\t16-12.10\tSnow.\tThe owner shall remove snow within three (3) hours "
    "after snowfall has ended, to a width of not less than forty-two (42) inches.\n"
    "16-12.11\tVaults.\tNo vault shall extend more than eighteen (18) inches beyond the building line.\n"
)


def test_one_line_sections_are_text_not_a_table_of_contents():
    doc = parse(decode_bytes(ONE_LINE_SECTIONS.encode(), "generated.txt"), DocumentMeta("x", "X"))
    assert not [n for n in doc.notes if n.kind == "toc"]
    clauses = [c for s in doc.sections for c in s.clauses]
    covered = "".join(ONE_LINE_SECTIONS[c.start:c.end] for c in clauses)
    assert "forty-two (42) inches" in covered and "eighteen (18) inches" in covered
    # Real tables of contents stay notes: test_springboro_1028_sections_reserved_stubs_and_toc.



# GENERATED text in the shape of Municode exports that print each section on one line, its text run
# in after the heading (Georgia codes met at first contact: "Sec. 39-19. - Title.     Text ...",
# "15.32.010 - Title. A.  Text ...").
RUN_IN_SEC = (
    "Chapter 39 - STREETS\n"
    "Sec. 39-19. - Street light districts created.     The council shall establish districts. (Ord. of 7-12-2012(1), § 19-31)\n"
    "Sec. 39-20. - Payment for service.     The cost shall be borne by the owners within thirty (30) days.\n"
)
RUN_IN_TCS = (
    "Chapter 15.32 - WATER SUPPLY WATERSHED PROTECTION\n"
    "15.32.010 - Findings and purpose. A.  Findings of Fact. The city finds that water shall be protected.\n"
    "15.32.020 - Definitions. Except as specifically described in this chapter, words have their usual meaning.\n"
)


@pytest.mark.parametrize("text,numbers,titles", [
    (RUN_IN_SEC, ["39-19", "39-20"], ["Street light districts created", "Payment for service"]),
    (RUN_IN_TCS, ["15.32.010", "15.32.020"], ["Findings and purpose", "Definitions"]),
])
def test_run_in_headings_split_one_line_sections(text, numbers, titles):
    doc = _snippet(text)
    assert [s.number for s in doc.sections] == numbers
    assert [s.title for s in doc.sections] == titles
    # the section text starts after its heading, on the same line
    first = doc.sections[0]
    body = doc.source.text[first.clauses[0].start:first.clauses[0].end]
    assert not body.startswith(("Sec.", "15.32")) and ("shall" in body)


# REAL text (City of Easley SC, American Legal export, ch. 70; an outside text of benchmarks/external, abridged):
# the headings run on after the table of contents and after each history line, with no blank line between.
EASLEY = """CHAPTER 70: GENERAL PROVISIONS
Section
   
70.01   Adoption of state traffic law
   
70.02   Powers and duties of Council
 
   
70.99   Penalty
Statutory reference:
   Motor vehicles and traffic generally, see S.C. Code \u00a7 56-1-10 et seq.
   Powers of local authorities generally, see S.C. Code \u00a7 56-5-710
\u00a7 70.01 ADOPTION OF STATE TRAFFIC LAW.
   All the provisions and requirements of the general law of the state in
regard to traffic are hereby adopted.
(`90 Code, \u00a7 15-1)
\u00a7 70.02 POWERS AND DUTIES OF COUNCIL.
   The Council shall have erected such traffic-control devices as they deem
necessary.
(`90 Code, \u00a7 15-5)
"""


def test_american_legal_headings_run_on_after_history_and_contents():
    doc = _snippet(EASLEY)
    assert doc.layout == "american_legal"
    assert [(s.number, s.title) for s in doc.sections] == [
        ("70.01", "ADOPTION OF STATE TRAFFIC LAW"), ("70.02", "POWERS AND DUTIES OF COUNCIL")]
    assert _text(doc, doc.sections[1].clauses[0]).startswith("The Council shall")
    # the chapter's statutory reference note is a cross-reference note (its citations are kept), not contents
    refs = [_text(doc, n) for n in doc.notes if n.kind == "cross_reference"]
    assert len(refs) == 1 and refs[0].startswith("Statutory reference:") and refs[0].endswith("\u00a7 56-5-710")
    assert (doc.chapter, doc.title) == ("70", "GENERAL PROVISIONS")
    # near miss: a capitals line inside a sentence with no section sign opens nothing
    doc = _snippet(EASLEY.replace("\u00a7 70.02 POWERS", "70.02 POWERS"))
    assert [s.number for s in doc.sections] == ["70.01"]


# REAL text (Easley SC, abridged): the next chapter's heading and contents run on after the last
# section's history, and a section's "Statutory reference:" note after its history.
EASLEY_NEXT_CHAPTER = """\u00a7 71.99 PENALTY.
   (B)   Any person violating the provisions of \u00a7
71.02 shall be punished by a fine of not less than $51 and not more than $500
or by confinement for not more than 30 days. (`90 Code, \u00a7 15-11)
CHAPTER 72: STOPPING, STANDING AND PARKING
Section
   
72.01   Stopping, standing and parking in certain places prohibited
   
72.05   Parking over twenty-four hours
 
   
\u00a7 72.01 STOPPING, STANDING AND PARKING IN CERTAIN PLACES PROHIBITED.
   (A)   No person shall stop a vehicle within 15 feet of a fire hydrant.
(`90 Code, \u00a7 15-13.3) (Ord. passed 7-9-79) Penalty, see \u00a7
72.99
Statutory reference:
   State law provisions, see S.C. Code \u00a7\u00a7 56-5-2510 to 56-5-2590
"""


def test_american_legal_next_chapter_contents_and_notes_are_no_clauses():
    doc = _snippet(EASLEY_NEXT_CHAPTER)
    assert [s.number for s in doc.sections] == ["71.99", "72.01"]
    s71, s72 = doc.sections
    # the chapter heading and its contents are the document's notes, not text of section 71.99
    assert all("CHAPTER 72" not in _text(doc, c) and "Parking over" not in _text(doc, c) for c in s71.clauses)
    assert [(n.kind, _text(doc, n)[:10]) for n in doc.notes if n.kind in ("heading", "toc")] == [
        ("heading", "CHAPTER 72"), ("toc", "72.01   St"), ("toc", "72.05   Pa")]
    # the former code's history ("`90 Code") is a history note; the statutory reference a cross-reference note
    assert [c.label for c in s72.clauses] == ["(A)"]
    assert [n.kind for n in s72.notes] == ["history", "cross_reference"]
    assert _text(doc, s72.notes[1]).endswith("56-5-2590")


def test_a_heading_that_begins_with_state_is_a_heading():
    # REAL text (Hopkinsville KY, American Legal export, abridged): a title beginning "STATE" is no statute citation
    doc = _snippet("\u00a7 111.01 RESERVED.\n\u00a7 111.02 STATE LAW ADOPTED.\n   The provisions of the State Alcoholic "
                   "Beverage Control laws contained in KRS\nChapters 241, 242, 243 and 244 are adopted.\n")
    assert [(s.number, s.title) for s in doc.sections] == [("111.01", "RESERVED"), ("111.02", "STATE LAW ADOPTED")]
    # near miss (CONSTRUCTED): a statute cited alone on its line opens no section
    doc = _snippet("\u00a7 7-1-4 DEFINITIONS.\n\nFor this chapter these words apply:\n\n\u00a7 66.0907 WIS. STATS.\n\n"
                   "Every owner shall repair.\n")
    assert [s.number for s in doc.sections] == ["7-1-4"]


# REAL text (City of Spearfish SD, American Legal export, ch. 115; an outside text of benchmarks/external,
# abridged): a heading wrapped onto a second line runs on after the last section's statutory reference.
SPEARFISH = """\u00a7 115.08 CLASSIFICATION OF LICENSES.
   The fees shall be as set by resolution.
Statutory reference:
   Special alcoholic beverage licenses issued in conjunction with special
events, see SDCL \u00a7\u00a7 35-4-124 and 35-4-125
\u00a7 115.09 ADDITIONAL LICENSE FEE FOR VIDEO LOTTERY MACHINES ON LICENSED
PREMISES.
   Any licensee must pay an additional annual fee. The fee is established at $50
for each video lottery machine.
(Prior Code, \u00a7 4-9) (Ord. 1035, passed 9-5-2006)
"""


def test_american_legal_wrapped_heading_after_a_statutory_reference():
    doc = _snippet(SPEARFISH)
    assert [(s.number, s.title) for s in doc.sections] == [
        ("115.08", "CLASSIFICATION OF LICENSES"),
        ("115.09", "ADDITIONAL LICENSE FEE FOR VIDEO LOTTERY MACHINES ON LICENSED PREMISES")]
    s115_08, s115_09 = doc.sections
    # the next section's heading and text are no longer swallowed by the statutory reference note
    assert _text(doc, s115_08.notes[-1]).endswith("35-4-125")
    assert [_text(doc, c)[:16] for c in s115_09.clauses] == ["Any licensee mus"]
    # near miss: a line that goes on in lower case is a sentence, not a title's second line
    doc = _snippet(SPEARFISH.replace("PREMISES.\n", "premises.\n"))
    assert [s.number for s in doc.sections] == ["115.08"]


# REAL text (City of Ames IA, American Legal export, ch. 18; an outside text of benchmarks/external, abridged):
# "Sec." for the section sign, titles in capitals without a period after a history or state-law note.
AMES = """Sec. 18.6 GENERAL DUTY; EXCEPTION
   No vehicle shall park, stand or stop contrary to the regulations of this chapter.
[State Law Ref. 321.358]
Sec. 18.7. PARKING VIOLATIONS; METHOD OF CHARGING; METHOD OF PAYING.
   (1)   Any violation of any parking regulations of this chapter may be charged.
(Ord. No. 4379, 2-26-19; Ord. No. 4531, 06-11-24)
Sec. 18.8 INFERENCE AS TO RESPONSIBILITY FOR PARKING
   It shall be the duty of every registered owner of a vehicle to ensure that said vehicle does not park
contrary to the parking regulations.
"""


def test_american_legal_sec_headings_in_capitals():
    doc = _snippet(AMES)
    assert doc.layout == "american_legal"
    assert [(s.number, s.title) for s in doc.sections] == [
        ("18.6", "GENERAL DUTY; EXCEPTION"), ("18.7", "PARKING VIOLATIONS; METHOD OF CHARGING; METHOD OF PAYING"),
        ("18.8", "INFERENCE AS TO RESPONSIBILITY FOR PARKING")]
    # near miss: a capitals line run on after a sentence that goes on is no heading
    doc = _snippet(AMES.replace("(Ord. No. 4379, 2-26-19; Ord. No. 4531, 06-11-24)\n", "which the chief shall\n"))
    assert [s.number for s in doc.sections] == ["18.6", "18.7"]


# REAL text (City of Sterling Heights MI, American Legal export, ch. 8; an outside text of benchmarks/external,
# abridged): no section sign, a hyphenated number closed by a period, the title in capitals.
STERLING_HEIGHTS = """8-33. PARENTAL LIABILITY.
   The parent or guardian of any minor claiming ownership of any dog, cat, or
other animal subject to this chapter, shall be deemed to be the owner of such
animal and shall be charged for all penalties and fees imposed under this
chapter.
(Ord. No. 368, § 1, 3-18-03)
8-34. CONDUCT DIRECTED TOWARD DOGS ASSISTING OR SERVING THE BLIND.
   (A)   An individual shall not do either of the following:
      (1)   Willfully and maliciously assault, beat, harass, injure, or attempt
to assault a dog.
"""


def test_american_legal_bare_hyphenated_numbers_in_capitals():
    doc = _snippet(STERLING_HEIGHTS)
    assert doc.layout == "american_legal"
    assert [(s.number, s.title) for s in doc.sections] == [
        ("8-33", "PARENTAL LIABILITY"), ("8-34", "CONDUCT DIRECTED TOWARD DOGS ASSISTING OR SERVING THE BLIND")]
    assert [n.kind for n in _sec(doc, "8-33").notes] == ["history"]
    # near miss: a numbered list item in capitals is no section (no hyphenated number)
    doc = _snippet(STERLING_HEIGHTS.replace("8-34. CONDUCT", "4. CONDUCT"))
    assert [s.number for s in doc.sections] == ["8-33"]


# REAL text (Village of Bratenahl OH, Walter H. Drane codified ordinances in an American Legal export; an outside
# text of benchmarks/external, abridged): the next chapter's number and title on two lines, its contents and its
# "CROSS REFERENCES" block inside the last section's region.
BRATENAHL = """   1121.17 FINAL ORDER.
   In rendering any final order, adjudication or decision, the Board of Zoning
Appeals shall make and file conclusions of fact supporting such order,
adjudication or decision.
(Ord. 1600. Passed 7-26-62.)
 
CHAPTER 1123
Enforcement and Penalty
 
1123.01    Enforcing authority.
1123.99    Penalty.
 
CROSS REFERENCES
Building Commissioner to administer and enforce - see ADM.
145.03
Violation of zoning ordinances - see Ohio R.C. 713.13
 
   1123.01 ENFORCING AUTHORITY.
   The Building Commissioner shall enforce this Zoning Code.
(Ord. 1600. Passed 7-26-62.)
"""


def test_ohio_next_chapter_head_contents_and_cross_references_are_document_notes():
    doc = _snippet(BRATENAHL)
    assert [s.number for s in doc.sections] == ["1121.17", "1123.01"]
    assert [_text(doc, c)[:14] for c in _sec(doc, "1121.17").clauses] == ["In rendering a"]
    assert [(n.kind, _text(doc, n)[:16]) for n in doc.notes] == [
        ("heading", "CHAPTER 1123\nEnf"), ("toc", "1123.01    Enfor"), ("toc", "1123.99    Penal"),
        ("cross_reference", "CROSS REFERENCES")]
    # near miss: a line that goes on as a sentence after the chapter's number is no chapter heading
    doc = _snippet(BRATENAHL.replace("CHAPTER 1123\nEnforcement and Penalty", "CHAPTER 1123\nEnforcement is by the Commissioner; see"))
    assert "heading" not in [n.kind for n in doc.notes]


# REAL text (City of Grand Island NE, American Legal export, ch. 22; an outside text of benchmarks/external,
# abridged): no section sign, the number and a title in title case after a wide gap, the text on the next line.
GRAND_ISLAND = """22-98   Parking Large Vehicle; Endgate Down
It shall be unlawful for the operator of any commercial vehicle to park such
commercial vehicle with the endgate of the same down.
22-99   Seventy-Two Hour Parking
It shall be unlawful for any person to park any vehicle at one location upon
the streets for a period longer than seventy-two hours.
(Amended by Ordinance No. 8959, effective 3-9-2005)
"""


def test_american_legal_bare_numbers_with_titles_in_title_case():
    doc = _snippet(GRAND_ISLAND)
    assert doc.layout == "american_legal"
    assert [(s.number, s.title) for s in doc.sections] == [
        ("22-98", "Parking Large Vehicle; Endgate Down"), ("22-99", "Seventy-Two Hour Parking")]
    # near miss: the same lines one after another are a table of contents, no headings
    toc = "22-98   Parking Large Vehicle; Endgate Down\n22-99   Seventy-Two Hour Parking\n22-100   Parking Near Fires\n"
    assert [s.number for s in _snippet(toc + "\n" + "It shall be unlawful to park.\n").sections if s.number] == []
    # near miss: where the code prints the sign, such a line is a contents line
    signed = "70.99   Penalty\nStatutory reference: see S.C. Code.\n\u00a7 70.01 ADOPTION OF STATE TRAFFIC LAW.\n   The state law is adopted.\n"
    assert [s.number for s in _snippet(signed).sections] == ["70.01"]


# REAL text (Town of Limon CO, American Legal export, ch. 115; an outside text of benchmarks/external, abridged):
# a reference's next level wrapped onto the next line, printed like a list marker.
LIMON = """\u00a7 115.007 APPROVAL, DENIAL OF LICENSE.
         (b)   If the Municipal Judge determines that the applicant is
ineligible for a license per division (A) above, he or she shall issue an order.
         (c)   The order of the Municipal Judge made pursuant to division (B)
(2) above shall be a final decision and may be appealed to the District Court.
         (d)   The Town Clerk shall keep the order.
"""


def test_a_wrapped_reference_level_is_no_list_item():
    doc = _snippet(LIMON)
    assert [c.label for c in _sec(doc, "115.007").clauses] == ["(b)", "(c)", "(d)"]
    # near miss: a marker on the next line that opens a sentence is an item
    doc = _snippet(LIMON.replace("(2) above shall be", "(2) The order shall be"))
    assert [c.label for c in _sec(doc, "115.007").clauses] == ["(b)", "(c)", "(c)(2)", "(d)"]


# REAL text (Town of Kershaw SC, American Legal export, § 30-4; an outside text of benchmarks/external,
# abridged): a statute number broken at its own hyphen, its last part opening the next line like "165." marker.
KERSHAW = """\u00a7 30-4 STREET NAMES.
   (B)   (1)   Before a street may be
renamed, the town shall determine whether such name change is allowed pursuant to S.C. Code \u00a7 10-1-
165.
      (2)   This subsection (B) directs the County Commission to inform the town.
"""


def test_a_number_broken_at_its_hyphen_keeps_its_last_part():
    doc = _snippet(KERSHAW)
    assert [c.label for c in _sec(doc, "30-4").clauses] == ["(B)", "(B)(1)", "(B)(2)"]
    # near miss: after a word broken at a hyphen nothing changes, and after a sentence end "165." is an item
    doc = _snippet(KERSHAW.replace("\u00a7 10-1-\n165.", "\u00a7 10-1.\n165.   The next item."))
    assert [c.label for c in _sec(doc, "30-4").clauses] == ["(B)", "(B)(1)", "(B)(1)(165)", "(B)(2)"]


# REAL text (Village of Linden WI, American Legal export, § 91.46; an outside text of benchmarks/external,
# abridged): "division" ends a line and its letter opens the next, printed like a list marker.
LINDEN = """\u00a7 91.46 SNOW AND ICE REMOVAL.
   (A)   The owner shall remove all snow and ice from the sidewalk within 24 hours.
   (B)   If snow or ice is not removed from sidewalks, as required by division
(A) above, the village may remove or cause to be removed all such snow and ice.
   (C)   The cost shall be charged to the owner.
"""


def test_a_reference_word_ending_a_line_keeps_its_letter():
    doc = _snippet(LINDEN)
    assert [c.label for c in _sec(doc, "91.46").clauses] == ["(A)", "(B)", "(C)"]
    # near miss: after a line that ends a sentence, the marker opens an item
    doc = _snippet(LINDEN.replace("as required by division\n(A) above, the village", "as required.\n(A) The village"))
    assert [c.label for c in _sec(doc, "91.46").clauses] == ["(A)", "(B)", "(A)", "(C)"]


# REAL text (City of Ashland OH, American Legal export of the codified ordinances, chs. 901 and 907; an outside
# text of benchmarks/external, abridged): the chapter's contents run on under its title, a contents title states
# a duty, and the cross references stand before the first section with their numbers wrapped onto lines of
# their own.
ASHLAND = """CHAPTER 901
Street Excavations
901.01   Permit and bond.
901.99   Penalty.
 
CROSS REFERENCES
Care and control - see CHTR.
\u00a7102
Street Division - see ADM. Ch.
137
 
901.01 PERMIT AND BOND.
   Before any person shall make an excavation, he shall obtain a permit.
901.99 PENALTY.
   Whoever violates any provision of this chapter shall be fined.
 
CHAPTER 907
House Numbering
907.01   Numbering of houses and buildings.
907.04   How numbers on streets shall be determined.
907.99   Penalty.
 
CROSS REFERENCES
Street names - see P. & Z.
1115.02,
1119.02
 
907.01 NUMBERING OF HOUSES AND BUILDINGS.
   All houses shall be numbered.
"""


def test_ohio_chapter_contents_and_cross_references_are_notes():
    doc = _snippet(ASHLAND)
    assert doc.title == "Street Excavations"
    assert [s.number for s in doc.sections] == ["901.01", "901.99", "907.01"]
    assert [c.label for c in _sec(doc, "901.99").clauses] == [None]
    assert "CROSS REFERENCES" not in _text(doc, _sec(doc, "901.99").clauses[0])
    kinds = [(n.kind, n.text.split("\n")[0]) for n in doc.notes]
    assert ("cross_reference", "CROSS REFERENCES") in kinds and ("toc", "907.04   How numbers on streets shall be determined.") in kinds
    # the notes' citations are stored, each once, with the wrapped numbers
    from codecompare.pipeline import process_document
    ex = process_document(decode_bytes(ASHLAND.encode("utf-8"), "<snippet>"), META)
    found = sorted(c.target for cs in ex.note_citations.values() for c in cs)
    assert found == ["ADM. ch. 137", "CHTR. 102", "P. & Z. 1115.02", "P. & Z. 1119.02"]


# REAL text (Town of Thayne WY, American Legal export of a Sterling code, title 8 ch. 1; an outside text of
# benchmarks/external, abridged): contents lines in title case, then "8-1-1: RESERVATION OF RIGHTS:" headings that
# run on after a "Statutory reference:" block and history notes with no blank line.
THAYNE = """***** CHAPTER 1: WATER USE AND SERVICE *****
Section
8-1-1: Reservation Of Rights
8-1-2: Management And Control Of Water System
Statutory reference:
   Statute authority, see WS \u00a7 15-1-103(a)(xxx)
8-1-1: RESERVATION OF RIGHTS:
The use of water under the provisions of this chapter shall not be deemed to be
a relinquishment of any water or water rights. (Ord. 275)
(Ord. 275; amd. Ord. 386, - -2023)
8-1-2: MANAGEMENT AND CONTROL OF WATER SYSTEM:
The management of the water system shall be under the mayor and town council, who
shall charge a fee of fifty dollars ($50.00) for each connection.
"""


def test_american_legal_sterling_headings_after_a_statutory_reference_block():
    doc = _snippet(THAYNE)
    assert doc.layout == "american_legal"
    assert [(s.number, s.title) for s in doc.sections if s.number] == [
        ("8-1-1", "RESERVATION OF RIGHTS"), ("8-1-2", "MANAGEMENT AND CONTROL OF WATER SYSTEM")]
    # the block stops at the heading: the sections' text is in clauses, not in the note
    last = doc.sections[-1]
    assert any("fifty dollars" in THAYNE[c.start:c.end] for c in last.clauses)
    # near miss: contents lines in title case alone are no headings
    toc = "8-1-1: Reservation Of Rights\n8-1-2: Management And Control Of Water System\n\nThe use of water is reserved.\n"
    assert [s.number for s in _snippet(toc).sections if s.number] == []


# REAL text (City of Wellsburg WV, American Legal export of its codified ordinances, art. 933; an outside text of
# benchmarks/external, abridged): cross references name an Ohio-style code part whose section wraps to the next line.
WELLSBURG = """ARTICLE 933
Garbage and Rubbish Collection
CROSS REFERENCES
Placing material in streets - see TRAF.
311.01
Littering - see HLTH. & SAN.
1105.05
 
933.01  DEFINITIONS.
   For the purposes of this article, the following words and phrases shall have these meanings.
"""


def test_a_code_part_keeps_its_section_on_the_next_line():
    doc = _snippet(WELLSBURG)
    (head,) = [s for s in doc.sections if s.number is None]
    texts = [WELLSBURG[c.start:c.end] for c in head.clauses]
    assert not any(t.startswith(("311.01", "1105.05")) for t in texts)
    assert any("see TRAF.\n311.01" in t for t in texts) and any("SAN.\n1105.05" in t for t in texts)
    # near miss: after a sentence's end the number opens a line of its own
    doc = _snippet(WELLSBURG.replace("see TRAF.\n311.01", "see the traffic code.\n311.01"))
    (head,) = [s for s in doc.sections if s.number is None]
    assert any(WELLSBURG.replace("see TRAF.\n311.01", "see the traffic code.\n311.01")[c.start:c.end].startswith("311.01") for c in head.clauses)


# REAL text (City of Paintsville KY, American Legal export, § 72.999(F); an outside text of benchmarks/external,
# abridged): a list of levels wraps its last level onto the next line, where it reads like an item's marker.
PAINTSVILLE = """\u00a7 72.999  PENALTY.
   (F)   (1)   The recipient may pay the fine in the Fine-O-Meter box.
      (3)   Should the recipient fail to comply with divisions (F)(1) and (2)
above, then the sum of $50 shall be paid to the City Clerk.
      (4)   Any person who shall fail to comply with divisions (F)(1),(2) and
(3) above shall be deemed guilty of a misdemeanor.
"""


def test_a_wrapped_last_level_of_a_list_opens_no_item():
    doc = _snippet(PAINTSVILLE)
    texts = [PAINTSVILLE[c.start:c.end] for s in doc.sections for c in s.clauses]
    assert not any(t.startswith("(3) above") for t in texts)
    assert any("(2) and\n(3) above shall be deemed" in t for t in texts)
    # near miss: after a sentence's end the marker opens its item
    other = PAINTSVILLE.replace("(F)(1),(2) and\n(3) above shall", "(F)(1).\n(3) Above all, he shall")
    assert any(t.startswith("(3) Above all") for t in (other[c.start:c.end] for s in _snippet(other).sections for c in s.clauses))


# REAL text (City of Kirtland OH, American Legal export, ch. 660; an outside text of benchmarks/external, abridged): the
# cross-reference block's entries go on past a blank the export prints after its first entries; their numbers wrap to lines
# of their own and look like a table of contents.
KIRTLAND = """CHAPTER 660: SAFETY, SANITATION AND HEALTH
Section
660.01   Venting of heaters and burners.
660.02   Spreading contagion.
   CROSS REFERENCES
   Animal nuisances - see GEN. OFF.
618.13
   Excavation liability - see Ohio R.C. 723.49 et seq.
 
   Inducing panic - see GEN. OFF.
648.07
   Littering from motor vehicles - see TRAF.
432.40
   Nuisances - see Ohio R.C. Ch. 3767
 
660.01 VENTING OF HEATERS AND BURNERS.
   No person shall install any heater without a vent.
660.02 SPREADING CONTAGION.
   No person shall spread a contagious disease.
"""


def test_cross_reference_entries_after_a_blank_stay_in_the_block():
    from codecompare.pipeline import process_document
    ex = process_document(decode_bytes(KIRTLAND.encode("utf-8"), "<snippet>"), META)
    found = sorted(c.target for cs in ex.note_citations.values() for c in cs)
    assert found == ["723.49", "GEN. OFF. 618.13", "GEN. OFF. 648.07", "TRAF. 432.40", "ch. 3767"]
    assert not any(n.kind == "toc" and "Inducing panic" in n.text for n in ex.document.notes)
    # near miss: the contents lines before the block stay contents
    assert any(n.kind == "toc" and n.text.startswith("660.02") for n in ex.document.notes)


def test_a_date_wrapped_between_its_month_and_day_does_not_open_an_item():
    # Shaker Heights OH (r445, a real line): "between January 1 and January\n31." -- the day opening the next line read as an
    # item "31." cut the season in two clauses through ingest. CONSTRUCTED around that line: a section and its subsections.
    doc = _snippet("503.09 LICENSE RENEWAL.\n   (c)   A penalty fee of fifty dollars ($50.00) shall be paid by any alarm business\n"
                   "that fails to apply for renewal of its alarm business license between January 1 and January\n31.\n"
                   "   (d)   The fee shall be paid to the Director.\n")
    texts = [doc.source.text[c.start:c.end] for s in doc.sections for c in s.clauses]
    assert any("between January 1 and January\n31." in t for t in texts)
    # near miss: a numbered item after a line that ends a sentence still opens its own clause
    doc = _snippet("503.10 LIST.\nThe following apply:\n1. Alarms shall be registered.\n2. Fees shall be paid in January.\n"
                   "3. Permits expire yearly.\n")
    texts = [doc.source.text[c.start:c.end] for s in doc.sections for c in s.clauses]
    assert any(t.startswith("3.") or "3. Permits" in t for t in texts) and not any("January.\n3." in t for t in texts)
