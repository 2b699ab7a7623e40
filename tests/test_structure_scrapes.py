"""Layouts met at first contact whose structure lost text: the clauses ingest stores must keep
what the finders see in the whole text.

The texts below are GENERATED (written by hand in the layouts of a Municode scrape and of Brandon's
PDF text); none is quoted from a real ordinance.
"""
from codecompare.extract import extract_text
from codecompare.model import DocumentMeta
from codecompare.pipeline import process_document
from codecompare.read import decode_bytes

META = DocumentMeta(municipality_id="gen", municipality_name="Generated", municipality_kind=None, state=None,
                    county=None, chapter="1", title=None, notes=None, source=None)


def _ingested(text):
    ex = process_document(decode_bytes(text.encode("utf-8"), "generated.txt"), META)
    cites = [c.text for ce in ex.clauses.values() for c in ce.citations]
    cites += [c.text for v in ex.note_citations.values() for c in v]
    qs = [q.text for ce in ex.clauses.values() for q in ce.quantities]
    return ex, sorted(cites), sorted(qs)


SCRAPE = (
    "(a)\n"
    "A sponsor may apply for a Street Use Permit, pursuant\n"
    " to Sec.\n"
    "10.056\n"
    ", MGO, to obtain an extension of the time limits set forth\n"
    " in this section, under Sec.\n"
    "24.04\n"
    "(3)(b) below. No person may obtain a permit for more than one\n"
    " (1) available time period within a 24-hour period.\n"
    "(b)\n"
    "The sections with notices are:\n"
    "8.33\n"
    "(5) (edible landscaping),\n"
    "9.13\n"
    "(1)(b) (vend near schools).\n"
    "(c)\n"
    "The provisions of Subsection\n"
    " (16) apply.\n"
)


def test_a_scrape_keeps_numbers_on_their_own_lines_with_their_sentences():
    ex, cites, qs = _ingested(SCRAPE)
    whole = extract_text(SCRAPE)
    assert sorted(c.text for c in whole.citations) == cites
    assert sorted(q.text for q in whole.quantities) == qs
    assert "Sec.\n24.04\n(3)(b)" in cites and "Sec.\n10.056" in cites and "9.13\n(1)(b)" in cites
    assert "one\n (1) available time period" in qs or any(q.startswith("one\n (1)") for q in qs)


BRANDON = (
    "CHAPTER 13-1 \n \nTREE REGULATIONS \n \n"
    "13-1-1 \n \nTITLE \nThis chapter may be cited as the Tree Regulations. \n \n"
    "Legislative History: \n \n1990 Revisions \n \nOrdinance #600, 03/18/20 \n \n"
    "13-1-2 \n \nPLANTING \nNo tree shall be planted closer than thirty (30) feet to any street corner. \n \n"
    "Legislative History: \nAuthority: \n \nSDCL \u00a7 9-32-1. \n \n"
    "13-1-3 \n \nPERMITS \nA permit fee of $25.00 shall be paid within ten (10) days. \n"
)


def test_pdf_section_numbers_with_blank_lines_before_their_titles_open_sections():
    ex, cites, qs = _ingested(BRANDON)
    assert [s.number for s in ex.document.sections] == ["13-1-1", "13-1-2", "13-1-3"]
    # before, one "Legislative History" note ran to the next recognized heading and swallowed
    # the sections after it: their numbers were never extracted
    assert qs == sorted(["thirty (30) feet", "$25.00", "ten (10) days"])
    assert cites == ["SDCL \u00a7 9-32-1"]


# A Word export with one line per page: the chapter line, then (no blank line) a page of text
# (the layout of Boston's printed code; GENERATED text).
PAGED = (
    "\tCHAPTER XII\tPUBLIC WELFARE\n"
    "12-1\tDEPARTMENT OF WELFARE.\t12-1.1\tDepartment of Welfare.\tThere shall be in the City a Department of "
    "Welfare, as provided in Section 7 of Chapter 4 of the General Laws. The Board shall consist of five (5) members, "
    "who shall serve terms of four (4) years each, and the Commissioner shall report within thirty (30) days of any "
    "appointment.\t12-1.2\tFees.\tThe annual fee shall be $50.00.\n"
)


def test_a_chapter_line_running_into_a_page_of_text_keeps_the_text():
    ex, cites, qs = _ingested(PAGED)
    titles = [n for n in ex.document.notes if n.kind == "title"]
    assert [n.text.strip() for n in titles] == ["CHAPTER XII\tPUBLIC WELFARE"]
    # before, the whole page after the chapter line became the chapter's title note: its
    # numbers were never stored
    assert qs == sorted(["five (5) members", "four (4) years", "thirty (30) days", "$50.00"])
    assert "Section 7 of Chapter 4 of the General Laws" in cites


# A Municode one-line export (GENERATED in that layout): the chapter's and an article's footnotes are
# run into their heading lines.
RUN_IN_FOOTNOTES = (
    "Chapter 9 - PEDDLERS AND VENDORS[1] Footnotes: --- (1) --- Cross reference\u2014 Streets and sidewalks, "
    "ch. 66; occupation taxes, \u00a7 70-41 et seq. State Law reference\u2014 Peddlers, O.C.G.A. \u00a7 43-32-1.\n"
    "ARTICLE I. - IN GENERAL\n"
    "Sec. 9-1. - Permit required. No person shall peddle without a permit. The fee is $25.00.\n"
    "ARTICLE II. - SOLICITORS[2] Footnotes: --- (2) --- Charter reference\u2014 Authority to license, \u00a7 19.\n"
    "Sec. 9-31. - Hours. No solicitor shall call at a residence after 8:00 p.m.\n"
)


def test_footnotes_run_into_heading_lines_are_notes_whose_citations_are_stored():
    ex, cites, qs = _ingested(RUN_IN_FOOTNOTES)
    notes = [(n.kind, n.text.split("\u2014")[0]) for n in ex.document.notes]
    assert ("title", "Chapter 9 - PEDDLERS AND VENDORS") in notes
    assert ("heading", "ARTICLE II. - SOLICITORS") in notes
    assert ("cross_reference", "Charter reference") in notes
    # before, the chapter's footnote was part of its title note (its citations never stored) and the
    # article's heading and footnote became a clause of section 9-1
    assert {"ch. 66", "\u00a7 70-41", "O.C.G.A. \u00a7 43-32-1", "\u00a7 19"} <= set(cites)
    assert [s.number for s in ex.document.sections] == ["9-1", "9-31"]
    assert all("SOLICITORS" not in ex.document.source.text[c.start:c.end] for s in ex.document.sections for c in s.clauses)
