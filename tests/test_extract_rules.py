"""Comparator, citation-context and canonical-measure rules, on real corpus sentences
(including the sentences each rule must NOT change)."""
import pytest

from codecompare.extract import canonical_measure, extract_text, measure_rules


def quantity(sentence, printed, caption=None):
    x = extract_text(sentence, caption=caption)
    hits = [q for q in x.quantities if q.text == printed]
    assert len(hits) == 1, [(q.text, q.comparator) for q in x.quantities]
    return hits[0]


@pytest.mark.parametrize("sentence,printed,cmp", [
    # lead times: the notice must come at least that early
    ("The permittee shall notify the Director of Public Works 24 hours prior to commencement of excavation "
     "of the location and extent of the excavation.", "24 hours", "min"),
    ("The certificate of insurance shall provide 30 days' written notice to the Village upon cancellation.",
     "30 days'", "min"),
    # lifetimes
    ("Validity of permit. Permits shall be valid for a period of 30 days from the date of approval.", "30 days", "max"),
    ("All street privilege permits shall automatically terminate at the end of three months from the date of "
     "issuance unless an earlier termination date is specified.", "three months", "max"),
    # spacing "at least every": no farther apart than
    ("Expansion joints shall be one-inch thick and shall be located transversely at each property line, and, in "
     "addition, one expansion joint shall be located at least every 20 feet.", "20 feet", "max"),
    # "whichever is greater" / "the greater of": a floor
    ("Concrete pavement shall be placed to the full depth of the existing pavement or seven inches, whichever is "
     "greater.", "seven inches", "min"),
    ("Pavement repair for bituminous paved streets shall be comprised of the greater of three inches, or the "
     "thickness equivalent to the existing pavement.", "three inches", "min"),
    # comparatives beyond more/less, and "free from" as a negation
    ("with the stone or gravel to be not larger than 1 1/2 inches in diameter", "1 1/2 inches", "max"),
    ("All backfill material shall be free from cinders, ashes, refuse, vegetable or organic matter, boulders, "
     "rocks or stones greater than eight inches in their greatest dimension.", "eight inches", "max"),
    ("Protection. Protect the sidewalk from inclement weather and close it to pedestrian traffic for 48 hours, "
     "longer if needed.", "48 hours", "min"),
    # "within the first / next": still a deadline
    ("shall, within the first four hours after daylight, following or during a snowfall, cause the snow to be "
     "removed from such walk.", "four hours", "max"),
    ("the procedure by which the provider intends to begin actively using such facilities within the next\n"
     "twelve months", "twelve months", "max"),
])
def test_comparator_rules(sentence, printed, cmp):
    assert quantity(sentence, printed).comparator == cmp


@pytest.mark.parametrize("sentence,printed,cmp", [
    # a bare "every" is an exact spacing
    ("Contraction joints shall be located transversely every five feet at the depth of 1/2 inch.", "five feet", "exact"),
    # "for a period of" in a guarantee is an exact term, not a ceiling
    ("to keep and maintain the same to the satisfaction of the Village Board for a period of one year, and that he "
     "will pay all fines", "one year", "exact"),
    ("no permit shall be issued to open or excavate said street for a period of five years after the date of "
     "improvement or repaving", "five years", "exact"),
    # an approximate figure
    ("and in fractional blocks and where streets cross diagonally more or less than 20 feet may be used for a "
     "number", "20 feet", "exact"),
    # a later "prior to" does not touch a date deadline
    ("shall be presented to the Village Board on or before August 1 to be considered", "August 1", "max"),
    # "first" without a comparator word bounds nothing
    ("The first five feet of the driveway approach shall be paved with concrete.", "five feet", "exact"),
])
def test_comparator_rules_do_not_overreach(sentence, printed, cmp):
    assert quantity(sentence, printed).comparator == cmp


def test_list_of_amounts_shares_its_comparator():
    x = extract_text("public liability insurance of not less than $100,000 per person, $300,000 per accident and "
                     "property damage coverage of not less than $50,000.")
    assert [(q.value, q.comparator) for q in x.quantities] == [(100000, "min"), (300000, "min"), (50000, "min")]
    # A separate sentence's amount is not part of the list.
    x = extract_text("The fee shall be not less than $25. $10 shall be refunded.")
    assert [(q.value, q.comparator) for q in x.quantities] == [(25, "min"), (10, "exact")]


def cites(text):
    return [(text[c.start:c.end], c.kind, c.target, c.jurisdiction) for c in extract_text(text).citations]


def test_state_statute_context_carries_to_a_following_section_sign():
    got = cites("SDCL §§ 9-31-1, 9-32-1, \n9-30-5;  Also try § 9-29-3.")
    assert got[-1] == ("§ 9-29-3", "state_statute", "9-29-3", "SD")
    assert [g[1] for g in got] == ["state_statute"] * 4


@pytest.mark.parametrize("text,expected", [
    # a local section in another title after an SDCL citation stays local
    ("Authority: SDCL 9-29-3 and § 10-2-8.", ("§ 10-2-8.", "local_code", "10-2-8", None)),
    # Wisconsin statutes are dotted; a hyphenated local number after one stays local
    ("pursuant to § 66.0907, Wis. Stats., and § 308-6", ("§ 308-6", "local_code", "308-6", None)),
])
def test_state_context_does_not_capture_local_sections(text, expected):
    got = cites(text)
    assert got[-1][1:] == expected[1:]


def test_bare_section_numbers_after_violation_of():
    text = ("All fines for violations of 10-2-8, 10-2-9, and 10-2-12 (a), (b), and (c) shall be payable at the "
            "Brandon City Hall within seventy-two (72) hours from issuance.")
    got = cites(text)
    assert [(g[0], g[2]) for g in got] == [("10-2-8", "10-2-8"), ("10-2-9", "10-2-9"), ("10-2-12 (a)", "10-2-12(a)"),
                                           ("(b)", "10-2-12(b)"), ("(c)", "10-2-12(c)")]
    assert {g[1] for g in got} == {"local_code"}


@pytest.mark.parametrize("text", [
    "in violation of this chapter shall be subject to a penalty",
    "shall meet the requirements of 4-6 inches of compacted gravel",  # a range of inches, not a section
    "(Ord. 12-01, passed 6-4-2012)",
    "Ordinance No. 176, §9, 3/7/88.",
])
def test_bare_numbers_elsewhere_are_not_citations(text):
    assert [c for c in extract_text(text).citations if c.kind == "local_code"] == []


# ---------------------------------------------------------------- canonical measures
def measures(sentence, printed, caption=None):
    return quantity(sentence, printed, caption).measures


@pytest.mark.parametrize("caption,sentence,printed", [
    ("Removal from sidewalks", "said sidewalks shall be cleared of all accumulated snow and/or ice within 24 hours "
     "from the time the snow ceases to accumulate on said sidewalk.", "24 hours"),
    ("Owner's responsibility", "The owner, occupant or person in charge of each and every building shall clean or "
     "cause to be cleaned the sidewalk in front of or adjoining each such home, building or\nunoccupied lot, as the "
     "case may be, of snow or ice to the width of\nsuch sidewalk within 24 hours after each snowfall", "24 hours"),
    (None, "Within forty-eight (48) hours after the termination of any snowfall, the snow accumulation shall be "
     "removed.", "forty-eight (48) hours"),
])
def test_snow_removal_deadline_is_one_measure(caption, sentence, printed):
    assert measures(sentence, printed, caption) == "snow removal deadline"


@pytest.mark.parametrize("sentence,printed,expected", [
    ("Requests or petitions by Village property owners for new streets, curb and gutter, and sidewalks shall be "
     "presented to the Village Board on or before August 1 to be considered", "August 1", "improvement request deadline"),
    ("Expansion joints 1/2 inch thick and four feet wide shall be placed at fifty-foot maximum intervals.",
     "fifty-foot", "expansion joint spacing"),
    ("Expansion joints must be 1/2 inch wide and placed across the sidewalk perpendicular to the sidewalk edge at "
     "intervals not to exceed 100 feet.", "100 feet", "expansion joint spacing"),
    ("in addition, one expansion joint shall be located at least every 20 feet.", "20 feet", "expansion joint spacing"),
    ("public liability insurance of not less than $500,000 per one person", "$500,000",
     "liability insurance per person"),
    ("public liability insurance of not less than $100,000 per person, $300,000 per accident and property damage",
     "$300,000", "liability insurance per accident"),
    ("minimum limits of $100,000 per occurrence for bodily injury and minimum limits of $50,000 per occurrence for "
     "property damage.", "$50,000", "property damage insurance"),
    ("Permits shall be valid for a period of 30 days from the date of approval", "30 days", "permit validity"),
    ("Unless the work shall be commenced within 30 days of the issuance of the permit, the permit shall be void",
     "30 days", "permit validity"),
    ("It shall be the duty of the permittee to notify the Director of Public Works and all public and private "
     "individuals, firms and corporations affected by the work to be done at least one business day before such "
     "work is to commence.", "one business day", "notice before work"),
    ("The Director of Public Works shall also be notified at least four hours prior to backfilling and/or "
     "restoring the surface.", "four hours", "notice before backfilling"),
    ("a bond in an amount determined by the Director of Public Works not exceeding $10,000, conditioned that",
     "$10,000", "bond amount"),
    ("no trench shall be excavated more than 250 feet in advance of pipe or conduit laying nor left unfilled more "
     "than 500 feet from where pipe or conduit has been laid.", "250 feet", "trench advance limit"),
    ("no trench shall be excavated more than 250 feet in advance of pipe or conduit laying nor left unfilled more "
     "than 500 feet from where pipe or conduit has been laid.", "500 feet", "trench unfilled limit"),
])
def test_canonical_measures(sentence, printed, expected):
    assert measures(sentence, printed) == expected


@pytest.mark.parametrize("caption,sentence,printed,not_expected", [
    # the joint's own width is not its spacing
    (None, "Expansion joints 1/2 inch thick and four feet wide shall be placed at fifty-foot maximum intervals.",
     "four feet", "expansion joint spacing"),
    # contraction joints are not expansion joints
    (None, "Contraction joints shall\nbe located transversely every five feet at the depth of 1/2 inch.",
     "five feet", "expansion joint spacing"),
    # the bill for removal is not the removal deadline
    ("Expense", "the cost of snow removal shall be payable within 10 calendar days", "10 calendar days",
     "snow removal deadline"),
    # an obstruction's removal deadline is not a snow deadline even in a snow chapter
    (None, "directing that the obstruction be removed within 24 hours.", "24 hours", "snow removal deadline"),
])
def test_canonical_measures_do_not_overreach(caption, sentence, printed, not_expected):
    assert measures(sentence, printed, caption) != not_expected


def test_fallback_is_the_noun_phrase_and_lowercase():
    m = measures("Fill shall be compacted to a dry density of at least 95% of the maximum dry density.", "95%")
    assert m == "dry density"
    assert canonical_measure("compacted to 95%", 13, 16, "percent", None, (0, 16)) is None


def test_lexicon_is_small_lowercase_and_compiles():
    rules = measure_rules()
    names = {r.name for r in rules}
    assert 10 <= len(names) <= 60
    assert all(n == n.lower() and n.strip() == n for n in names)
    assert all(r.units is None or r.units for r in rules)


# ---------------------------------------------------------------- the three Wisconsin seeds, built
WI = ("clyman-wi", "unidentified-wi-1994-t4c3", "unidentified-wi-ch308")


@pytest.mark.parametrize("measure,unit,values", [
    # hand-read from the three seeds: the same provision, three wordings
    ("snow removal deadline", "hour", {24.0}),
    ("improvement request deadline", "date", {"09-15", "11-01", "08-01"}),
    ("expansion joint spacing", "foot", {50.0, 20.0, 100.0}),
    ("liability insurance per person", "usd", {500000.0, 100000.0}),
    ("property damage insurance", "usd", {500000.0, 50000.0, 200000.0}),
    ("permit validity", "day", {30.0}),
    ("trench advance limit", "foot", {250.0}),
    ("bond amount", "usd", {5000.0, 10000.0}),
])
def test_same_provision_same_measure_in_all_three_seeds(built_db, measure, unit, values):
    import sqlite3

    conn = sqlite3.connect(built_db)
    rows = conn.execute(
        "SELECT municipality_id, COALESCE(value_text, value) FROM quantities WHERE measures = ? AND unit = ?",
        [measure, unit]).fetchall()
    conn.close()
    wi_rows = [(m, v) for m, v in rows if m in WI]
    assert {m for m, _ in wi_rows} == set(WI), rows
    got = {v if isinstance(v, str) else float(v) for _, v in wi_rows}
    assert got == values


def test_notice_before_work_in_all_three_seeds(built_db):
    import sqlite3

    conn = sqlite3.connect(built_db)
    rows = conn.execute("SELECT municipality_id, value, unit FROM quantities WHERE measures = 'notice before work'"
                        ).fetchall()
    conn.close()
    found = {(m, v, u) for m, v, u in rows if m in WI}
    assert ("clyman-wi", 1.0, "business_day") in found
    assert ("unidentified-wi-1994-t4c3", 24.0, "hour") in found
    assert ("unidentified-wi-ch308", 24.0, "hour") in found


# ---------------------------------------------------------------- rules from the held-out first contact
def test_interleaved_history_column_does_not_hide_a_statute():
    # Two-column export: the history ("Ordinance No. 23, §59, 12/9/74; Ordinance No. 108, §1, 9/8/81.")
    # and the authority ("SDCL Ch. 9-30; Also See §9-32-1 in avoidance of injuries.") interleave.
    text = ("Ordinance No. 23, §59,\nSDCL Ch. 9-30;  Also See \n12/9/74; Ordinance No. 108,\n"
            "§9-32-1 in avoidance of\n§1, 9/8/81.\ninjuries.")
    assert cites(text) == [("SDCL Ch. 9-30", "state_statute", "ch. 9-30", "SD"),
                           ("§9-32-1", "state_statute", "9-32-1", "SD")]


def test_history_fragment_line_between_statutes_keeps_the_statute_context():
    text = "SDCL §§ 9-32-1, 9-32-10;  See  \n13-2.\nAlso §§ 9-45-35, 9-45-39 and 9-29-3.\nCross Reference:"
    got = cites(text)
    assert [g[2] for g in got] == ["9-32-1", "9-32-10", "9-45-35", "9-45-39", "9-29-3"]
    assert {g[1] for g in got} == {"state_statute"}


@pytest.mark.parametrize("text,printed,target", [
    # an ordinance's own section on its history line is still history
    ("Ordinance No. 13, § 13-3, 4/22/74.\nSDCL § 9-45-1.", None, None),
    ("§1, 9/8/81.", None, None),
    # words between the statute and the "§" end the statute context, even with the same title number
    ("Authority: SDCL § 9-45-1. The permittee shall also comply with § 9-4-1 of this Code.", "§ 9-4-1", "9-4-1"),
    # a history date in the gap does not carry SDCL onto a section of another title
    ("SDCL 9-29-3; See Also\n4/22/74\n§ 10-2-8.", "§ 10-2-8", "10-2-8"),
])
def test_history_rules_do_not_overreach(text, printed, target):
    local = [g for g in cites(text) if g[1] == "local_code"]
    if printed is None:
        assert local == []
    else:
        assert [(g[0], g[2]) for g in local] == [(printed, target)]


def test_sdcl_two_part_number_is_a_chapter():
    got = cites("Authority: SDCL 9-45-20, 9-45-28, 9-45 general.")
    assert [(g[1], g[2]) for g in got] == [("state_statute", "9-45-20"), ("state_statute", "9-45-28"),
                                           ("state_statute", "ch. 9-45")]
    # three-part (and decimal) numbers stay sections
    assert [g[2] for g in cites("SDCL Ch. 9-30, § 9-46-1.1; SDCL § 9-30-5")] == ["ch. 9-30", "9-46-1.1", "9-30-5"]


@pytest.mark.parametrize("text,expected", [
    ("Excavations - see S.U. & P.S. Ch. 1022", [("S.U. & P.S. Ch. 1022", "other_code", "S.U. & P.S. ch. 1022", None)]),
    # without "Ch." the number is a section of the other code part
    ("Driving upon curbs - see TRAF. 432.22", [("TRAF. 432.22", "other_code", "TRAF. 432.22", None)]),
    # a chapter without a code-part prefix is a chapter of this code
    ("Excavations - see Chapter 1022", [("Chapter 1022", "local_code", "ch. 1022", None)]),
])
def test_code_part_prefix_with_chapter(text, expected):
    assert cites(text) == expected


@pytest.mark.parametrize("text,target", [
    ("Cross Reference:\nThe Brandon City Code, Title Seven.", "title 7"),
    ("Cross Reference:\nThe Brandon City Code, Title 17, Zoning.", "title 17"),
    ("Fees shall be as provided in Title 3 of this Code.", "title 3"),
])
def test_local_code_title(text, target):
    assert [(g[1], g[2]) for g in cites(text)] == [("local_code", target)]


@pytest.mark.parametrize("text", [
    "as defined in Title 42 of the Code of Federal Regulations",
    "Title VI of the Civil Rights Act of 1964",
    "in accordance with Title 23 of the United States Code",
    "Title to the vacated street shall revert to the abutting owners.",
])
def test_other_titles_are_not_local_code(text):
    assert [g for g in cites(text) if g[1] == "local_code"] == []


@pytest.mark.parametrize("text,printed,target", [
    ("All such ramps shall be constructed or installed in accordance with design specifications according to the "
     "most current American National\nStandards Specifications published by the American National Standards "
     "Institute.", "American National\nStandards Specifications published by the American National Standards "
     "Institute", "ANSI"),
    ("Curb ramps shall conform to ANSI A117.1 as adopted by the State.", "ANSI A117.1", "ANSI A117.1"),
])
def test_ansi_is_an_external_standard(text, printed, target):
    assert cites(text) == [(printed, "external_standard", target, None)]


def test_american_national_without_standards_is_not_a_standard():
    assert cites("The deposit may be held at the American National Bank of Brandon.") == []


# ---------------------------------------------------------------- first contact: Somerville, MA
# Rules from the held-out Somerville fixture's disagreements (Municode style, Massachusetts
# General Laws); each with the sentences it must leave alone.
@pytest.mark.parametrize("text,expected", [
    # "s." for the section sign, and no comma before it
    ("shall be enforced by a noncriminal disposition pursuant to G. L. c. 40, s. 21D.",
     [("G. L. c. 40, s. 21D", "state_statute", "c. 40, § 21D", "MA")]),
    ("Authority to lay out sidewalks, M.G.L. c. 87 § 1.", [("M.G.L. c. 87 § 1", "state_statute", "c. 87, § 1", "MA")]),
    # a bare subdivision after a section belongs to that section
    ("State law reference(s) – Removal of snow from sidewalks, M.G.L.A . c. 40, § 21(3), (4); ordinances authorized, "
     "M.G.L.A. c. 85, § 5.",
     [("M.G.L.A . c. 40, § 21(3)", "state_statute", "c. 40, § 21(3)", "MA"),
      ("(4)", "state_statute", "c. 40, § 21(4)", "MA"),
      ("M.G.L.A. c. 85, § 5", "state_statute", "c. 85, § 5", "MA")]),
    # the statute named after its numbers
    ("there shall be a lien upon such real estate in the manner provided in Chapter 40, Sections 42A to 42F of the "
     "General Laws.",
     [("Chapter 40, Sections 42A", "state_statute", "c. 40, § 42A", "MA"),
      ("42F of the General Laws", "state_statute", "c. 40, § 42F", "MA")]),
    ("as provided in section 21D of chapter 40 of the General Laws",
     [("section 21D of chapter 40 of the General Laws", "state_statute", "c. 40, § 21D", "MA")]),
    ("Ways shall be laid out under chapter 82 of the Massachusetts General Laws.",
     [("chapter 82 of the Massachusetts General Laws", "state_statute", "c. 82", "MA")]),
])
def test_massachusetts_general_laws(text, expected):
    assert cites(text) == expected


@pytest.mark.parametrize("text,expected", [
    # a local chapter is not a chapter of the General Laws
    ("Construction dumpsters are regulated in Chapter 40 of this Code.", [("Chapter 40", "local_code", "ch. 40", None)]),
    # a local section after a statute on the same line stays local
    ("Authority to regulate, M.G.L.A. c. 85, § 10; see also § 12-3.",
     [("M.G.L.A. c. 85, § 10", "state_statute", "c. 85, § 10", "MA"), ("§ 12-3", "local_code", "12-3", None)]),
    ("consistent with the general laws of the Commonwealth", []),
])
def test_massachusetts_rules_do_not_overreach(text, expected):
    assert cites(text) == expected


@pytest.mark.parametrize("text,expected", [
    # Municode prints the subdivision after a space
    ("Whoever violates subsection (a) of this section shall be fined in accordance with section 1-11 (b).",
     [("subsection (a)", "internal_subsection", "(a)", None), ("section 1-11 (b)", "local_code", "1-11(b)", None)]),
    # "subsection" before a chapter-section number names a section of the code
    ("subject to appropriate remedy under subsection 12-73 of this section",
     [("subsection 12-73", "local_code", "12-73", None)]),
    # ranges and numbered items
    ("Notwithstanding the provisions of the foregoing paragraphs (1)-(3) of this subsection, the superintendent may",
     [("paragraphs (1)", "internal_subsection", "(1)", None), ("(3)", "internal_subsection", "(3)", None)]),
    ("trench settlement for a period of three years as per item (5).", [("item (5)", "internal_subsection", "(5)", None)]),
])
def test_municode_local_and_internal_references(text, expected):
    assert [g for g in cites(text) if g[1] != "state_statute"] == expected


@pytest.mark.parametrize("text", [
    "Sec. 12-20. Asphalt street and sidewalk openings.",  # a heading
    "Payment shall be made under Item 4 of the bid form.",  # a bid item, not a subdivision
    "All items shall be removed within subsection limits.",
])
def test_municode_reference_rules_do_not_overreach(text):
    assert [g for g in cites(text) if g[1] in ("local_code", "internal_subsection")] == []


def test_a_bare_numbered_subsection_of_this_section_is_internal_not_local():
    # no chapter-section number, so not the "subsection 12-73" rule; the outside labels read such
    # numbered paragraphs placed by "of this section", "above", "below" as internal references
    assert [g[1:3] for g in cites("as provided in subsection 3 of this section")] == [("internal_subsection", "3")]


def test_charter_and_cross_reference_notes():
    text = ("Charter reference(s) – Power of city council to lay out streets, § 17(3); powers of commissioner of public "
            "works, § 40A.\n\n*Charter reference(s) – School committee, ARTICLE 5 .\n\n"
            "Cross reference(s) – Emergency management, Ch. 4; alcoholic beverages in public areas, § 9-1 ; list of "
            "city streets, App. C.")
    assert cites(text) == [
        ("§ 17(3)", "other_code", "Charter 17(3)", None), ("§ 40A", "other_code", "Charter 40A", None),
        ("ARTICLE 5", "other_code", "Charter art. 5", None),
        ("Ch. 4", "local_code", "ch. 4", None), ("§ 9-1", "local_code", "9-1", None), ("App. C", "local_code", "app. C", None)]


@pytest.mark.parametrize("text,expected", [
    # outside a Charter note a section sign is the local code, and articles and appendices cite nothing
    ("as provided in § 40 of this chapter, and Article 5 of the agreement", [("§ 40", "local_code", "40", None)]),
    ("The fee schedule is printed in App. C of the annual budget.", []),
])
def test_reference_note_rules_stay_in_their_notes(text, expected):
    assert cites(text) == expected


@pytest.mark.parametrize("text,expected", [
    ("if otherwise allowed by the Somerville Zoning Ordinance, on licensed premises",
     [("Somerville Zoning Ordinance", "other_code", "Somerville Zoning Ordinance", None)]),
    ("as required by The Zoning Ordinance", [("Zoning Ordinance", "other_code", "Zoning Ordinance", None)]),
    # the municipality's own zoning ordinance named by kind cites it too (since the twelfth session: 22 of 28
    # such mentions in the outside labels of texts that are not zoning law themselves)
    ("in the districts set forth in the zoning ordinance", [("zoning ordinance", "other_code", "Zoning Ordinance", None)]),
    # (not a zoning ordinance in general)
    ("a zoning ordinance may regulate the districts", []),
])
def test_zoning_code_named_as_such(text, expected):
    assert cites(text) == expected


def quantities_of(sentence):
    return [(sentence[q.start:q.end], q.value, q.unit, q.value_text) for q in extract_text(sentence).quantities]


@pytest.mark.parametrize("sentence,expected", [
    ("Any permit granted under this section shall expire on the 31st day of December in the year in which it is granted.",
     [("31st day of December", None, "date", "12-31")]),
    # a year makes it a one-time date, like "December 31, 1991"
    ("This section shall take effect on the 31st day of December, 1991.", []),
    ("on the 5th day of each month", []),
])
def test_ordinal_day_of_month_dates(sentence, expected):
    assert [q for q in quantities_of(sentence) if q[2] == "date"] == expected


@pytest.mark.parametrize("sentence,expected", [
    ("any beverage containing more than one-half of one percent of alcohol by volume",
     [("one-half of one percent", 0.5, "percent", None)]),
    ("within one-quarter of a mile of the school", [("one-quarter of a mile", 0.25, "mile", None)]),
    # a fraction of something else stays a ratio
    ("obstruct more than one-half of the sidewalk", [("one-half", 0.5, "ratio", None)]),
])
def test_fraction_of_one_unit(sentence, expected):
    assert quantities_of(sentence) == expected


@pytest.mark.parametrize("sentence,expected", [
    ("No more than four newsracks shall be located per cluster on any public way.", [("four newsracks", 4, "count", "max")]),
    ("Two or more stores may collaborate and submit a single plan.", [("Two or more stores", 2, "count", "min")]),
    ("Only one certificate of compliance shall be required for each operator.", [("one certificate", 1, "count", "exact")]),
    ("Large vehicles must be equipped with a minimum of three reflective safety decals.",
     [("three reflective safety decals", 3, "count", "min")]),
])
def test_bounded_counts_of_any_noun(sentence, expected):
    got = [(sentence[q.start:q.end], q.value, q.unit, q.comparator) for q in extract_text(sentence).quantities]
    assert got == expected


@pytest.mark.parametrize("sentence", [
    # ("any one or more of the herein described conditions" is a count since the sixth session's
    # harmonization with the outside labels: see test_quantity_forms.test_sixth_session_n_or_more_of)
    "at least one of the following measures shall be used",
    "one that is in conformity with this section",
    "the antenna is no more than three cubic feet in volume",  # a unit the unit list lacks, not a count
])
def test_bounded_counts_do_not_overreach(sentence):
    assert [q for q in extract_text(sentence).quantities if q.unit == "count"] == []


@pytest.mark.parametrize("sentence,expected", [
    ("By the end of the second business day following the day of the shopping cart's impoundment, the city shall "
     "notify the owner.", [("second business day", 2, "business_day")]),
    ("The appeal shall be filed no later than the 10th day after the decision.", [("10th day after", 10, "day")]),
    ("On the second day of the hearing the board shall vote.", []),
    ("The second reading of the ordinance shall be held in public.", []),
])
def test_ordinal_day_deadlines(sentence, expected):
    got = [(sentence[q.start:q.end], q.value, q.unit) for q in extract_text(sentence).quantities]
    assert got == expected


@pytest.mark.parametrize("sentence,expected", [
    ("a. Street opening, per week........ Plus, refundable deposit $50.00 500.00 b. Sidewalk opening, per week.... "
     "Plus, refundable deposit 50.00 500.00",
     [("$50.00", 50), ("500.00", 500), ("50.00", 50), ("500.00", 500)]),
    ("Permit fee .......... 25.00", [("25.00", 25)]),
])
def test_fee_schedule_amounts_without_dollar_sign(sentence, expected):
    got = [(sentence[q.start:q.end], q.value) for q in extract_text(sentence).quantities if q.unit == "usd"]
    assert got == expected


@pytest.mark.parametrize("sentence", [
    "1022.02 Permit application; issuance; deposit.\n1022.03 Opening and restoration of pavement.",
    "For the penalty, see 660.99.",
    "the deposit 2.50 inches thick",  # a unit after it: a length
    "Grade 12.50 shall apply.",
])
def test_fee_schedule_rule_does_not_overreach(sentence):
    assert [q for q in extract_text(sentence).quantities if q.unit == "usd"] == []


# ---------------------------------------------------------------- measures: lexicon rules and fallback
# (scored as a whole against tests/fixtures/measures by tests/test_measures_gold.py)
@pytest.mark.parametrize("caption,sentence,printed,expected", [
    # the bill, whatever it is for, is a payment deadline
    (None, "(3) Provides for the reimbursement of the City for the cost of snow and\nice removal within thirty days "
     "of the receipt of an invoice.", "thirty days", "payment deadline"),
    ("Expense", "Within 60 days after such costs and expenses are incurred and remain unpaid, the Village "
     "Clerk-Treasurer shall enter those charges onto the tax roll as a special tax", "60 days", "tax roll entry deadline"),
    (None, "Residential walks shall be not less than four inches thick except within driveway approaches where the "
     "minimum thickness shall be six inches.", "four inches", "sidewalk thickness"),
    (None, "Residential walks shall be not less than four inches thick except within driveway approaches where the "
     "minimum thickness shall be six inches.", "six inches", "sidewalk thickness at residential driveway"),
    ("Sidewalk", "Walks to be built across a residential driveway must be six inches thick; walks to be built across "
     "a commercial driveway or alley must be seven inches thick.", "seven inches",
     "sidewalk thickness at commercial driveway"),
    (None, "Sidewalks in front of commercial or industrial establishments shall be not less than five inches in "
     "thickness except within driveway approaches", "five inches", "commercial sidewalk thickness"),
    (None, "The minimum thickness of any part of walk shall be four inches and, in places where driveways cross, "
     "shall have a minimum thickness of six inches.", "six inches", "sidewalk thickness at driveway"),
    (None, "All residential sidewalks in the Village shall be four feet in width.", "four feet", "sidewalk width"),
    (None, "All walks, unless otherwise provided for, shall have a standard width of 40 inches", "40 inches",
     "sidewalk width"),
    (None, "consistent with abutting sidewalks with a transverse slope of 1/4\ninch per foot toward the curb.",
     "1/4\ninch per foot", "sidewalk cross slope"),
    ("Expansion joints", "Expansion joints must be 1/2 inch wide and placed across the sidewalk", "1/2 inch",
     "expansion joint thickness"),
    (None, "Expansion joints shall be one-inch thick and shall be located transversely at each property line",
     "one-inch", "expansion joint thickness"),
    (None, "At all places where a walk intersects another walk or curbline, a one-half-inch expansion joint shall be "
     "placed.", "one-half-inch", "expansion joint thickness at intersection"),
    (None, "The minimum quantity of cement per cubic yard shall be no less than five ninety-four-pound sacks.",
     "five ninety-four-pound sacks", "cement content"),
    (None, "Mechanical compaction shall be used on all materials used for trench backfill. Each layer (twelve-inch "
     "maximum) shall be uniformly compacted.", "twelve-inch", "backfill layer thickness"),
    ("Grading", "All fill must be made in fully compacted, six-inch layers.", "six-inch", "fill layer thickness"),
    (None, "the person opening the street will pay all costs of making such repair and of maintaining the same for "
     "one year.", "one year", "restoration guarantee period"),
    (None, "Whenever the Village Board shall find that any such work has become defective within one year of the "
     "date of completion", "one year", "restoration guarantee period"),
    (None, "An annual bond may be given under this section covering all excavation work done by the principal for "
     "one year beginning January 1", "one year", "annual bond term"),
    ("Emergency excavation", "provided that such person, firm or corporation shall apply for an excavation permit "
     "not later than the next business day", "the next business day", "emergency permit application deadline"),
    (None, "Whenever the Village Board determines to provide for the permanent improvement or repaving of any "
     "street, such determination shall be made not less than 30 days before the work", "30 days",
     "repaving determination lead time"),
    (None, "Whenever the Village Board determines to provide for the repaving of any street. All such excavation work "
     "in such street must be completed within 30 days.", "30 days", "excavation completion deadline before repaving"),
    (None, "Building materials which shall not obstruct more than 1/2 of the sidewalk or more than 1/3 of the "
     "traveled portion of the street", "1/3", "street obstruction share"),
    (None, "Goods, wares merchandise or fixtures being loaded or unloaded which do not extend more than three feet "
     "on a sidewalk, provided such goods do not remain thereon form more than three hours.", "three hours",
     "merchandise sidewalk time limit"),
    (None, "Signs or clocks attached to buildings which project no more than six feet from the face of such "
     "building and which do not extend below any point 10 feet above the sidewalk", "10 feet", "sign clearance height"),
    (None, "(c) Whenever a sidewalk becomes encumbered with ice, the owner shall, within the first four hours after "
     "daylight, cause such sidewalk to be made safe by removing such ice or sprinkling the same with sand.",
     "four hours", "ice removal deadline"),
    (None, "If the property owner shall fail to so repair or remove and replace such sidewalk within 20 days after "
     "service of the notice", "20 days", "sidewalk repair deadline"),
    (None, "the permittee shall apply for a thirty-day permit renewal by written request", "thirty-day",
     "permit renewal"),
    (None, "If operations have begun under an approved permit and will continue beyond the thirty-day validation "
     "period, the permittee shall apply", "thirty-day", "permit validity"),
])
def test_measures_lexicon_rules(caption, sentence, printed, expected):
    assert measures(sentence, printed, caption) == expected


@pytest.mark.parametrize("caption,sentence,printed,not_expected", [
    # reimbursing the City for snow removal is not the removal deadline
    (None, "Provides for the reimbursement of the City for the cost of snow and ice removal within thirty days of "
     "the receipt of an invoice.", "thirty days", "snow removal deadline"),
    # a ramp's side lips are not the walk
    ("Ramps", "The side lips should vary in thickness from zero inches to four inches in addition to the normal "
     "sidewalk depth and shall be six inches wide with a two-inch to three-inch radius.", "six inches", "sidewalk width"),
    ("Ramps", "The side lips should vary in thickness from zero inches to four inches in addition to the normal "
     "sidewalk depth and shall be six inches wide", "zero inches to four inches", "sidewalk thickness"),
    # a slope printed in inches is not a thickness, even when the next words are about thickness
    (None, "with a transverse slope of 1/4 inch per foot toward the curb. The minimum thickness of any part of walk "
     "shall be four inches", "1/4 inch per foot", "sidewalk thickness"),
    # "compacted in six-inch layers to within four inches of pavement surface": the four inches is no layer
    (None, "the backfill shall be compacted in six-inch layers to within four inches of pavement surface",
     "four inches", "backfill layer thickness"),
    # notice before a hearing or a loss of service is not notice before work
    (None, "Written notice of the hearing shall be sent to the aggrieved provider at least ten days prior to the "
     "hearing.", "ten days", "notice before work"),
    (None, "the private properties shall be notified in writing or by personal contact at least 12 hours prior to "
     "the loss of service", "12 hours", "notice before work"),
    # maintaining the opening until it is paved is not the restoration guarantee
    ("Backfilling", "It shall be the duty of the permittee to maintain the opening in good condition for a period of "
     "six months after the completion of the work", "six months", "restoration guarantee period"),
    # a sentence that only names the layers around a number in another unit
    (None, "Each layer shall be compacted to 95% of the maximum dry density.", "95%", "backfill layer thickness"),
])
def test_measures_lexicon_rules_do_not_overreach(caption, sentence, printed, not_expected):
    assert measures(sentence, printed, caption) != not_expected


@pytest.mark.parametrize("caption,sentence,printed,expected", [
    # a verb ending the words before a time limit names the act
    (None, "Appeals to the City Council shall be filed within thirty days from the decision", "thirty days",
     "filing deadline"),
    (None, "If the provider fails to cure within ten calendar days, the City Manager may declare", "ten calendar days",
     "cure deadline"),
    (None, "shall allow a provider a minimum of ten calendar days to cure its breach.", "ten calendar days",
     "cure period"),
    (None, "shall be fined not more than one hundred dollars ($100.00) for each offense.",
     "one hundred dollars ($100.00)", "fine per offense"),
    # a count names what it counts
    (None, "install and maintain at least two illuminated red or amber lamps", "two illuminated red or amber lamps",
     "lamp count"),
    # "of" after the number
    (None, "A minimum of 50 percent of street trees planted by the city each year shall be native", "50 percent",
     "street tree"),
    (None, "Backfill material shall be left below the original surface to allow for four inches of three-inch crushed "
     "stone", "four inches", "crushed stone"),
])
def test_measures_fallback(caption, sentence, printed, expected):
    assert measures(sentence, printed, caption) == expected


@pytest.mark.parametrize("caption,sentence,printed,junk", [
    (None, "(c) Within sixty (60) days after completion of construction, the permit holder shall furnish",
     "sixty (60) days", "c"),
    (None, "No parking lots may be swept between the hours of 7:00 p.m. and 7:00 a.m.", "7:00 a.m.", "p m"),
    (None, "he shall state the matters in doubt in writing to the applicant within three days of the time",
     "three days", "applicant"),
    (None, "such excavation work in such street must be completed within 30 days.", "30 days", "completed"),
    (None, "Concrete shall be mixed for at least one minute.", "one minute", "mixed"),
    (None, "Sidewalks are to be kept clear to a distance of four feet above the curb", "four feet", "above"),
    ("Grading", "Prior to construction, ground on which sidewalks are to be placed shall be brought to within three "
     "inches of subgrade by the contractor.", "three inches", "sidewalk"),
])
def test_measures_fallback_is_never_a_fragment(caption, sentence, printed, junk):
    assert measures(sentence, printed, caption) != junk


def test_measure_rule_words_are_required_by_their_patterns():
    # `left` patterns are skipped by a substring test first; the words must be in every match
    import re
    from pathlib import Path

    from codecompare.extract import _required_words

    assert _required_words(r"\bdriveways?\b[^.;]{0,60}$") == ("driveway",)
    assert _required_words(r"\brepav|\bimprovement") == ("repav", "improvement")
    assert _required_words(r"(?:side)?walks?\b") == ("walk",)
    assert _required_words(r"\b(?:thick|wide)?\s*$") is None  # nothing is required
    root = Path(__file__).resolve().parents[1]
    text = "".join((root / p).read_text(encoding="utf-8") for p in (
        "corpus/wi/clyman/ch370-general-regulations.txt",
        "corpus/wi/unidentified-ch308/ch308-article-ii-general-regulations.txt",
        "corpus/wi/unidentified-1994-t4c3/title4-ch3-1994-code.txt"))
    ends = [m.start() for m in re.finditer(r"(?<![\d,])\d|\$|\b(?:one|two|three|four|five|six|seven|ten|twenty|thirty)\b", text)]
    checked = 0
    for rule in measure_rules():
        for p, words in zip(rule.left, rule.left_words):
            if words is None:
                continue
            for e in ends:
                left = text[max(0, e - 300):e]
                if p.search(left):
                    checked += 1
                    assert any(w in left.lower() for w in words), (rule.name, p.pattern)
    assert checked > 50


# ---------------------------------------------------------------- comparators that read the
# ordinance's meaning: prohibitions, list items under a chapeau, prepositions, holding periods,
# performance floors, insurance coverage (branch comparators). Sentences are from the corpus or
# written for the test in ordinance style.
def comparators(sentence):
    return [(q.text, q.comparator) for q in extract_text(sentence).quantities]


@pytest.mark.parametrize("sentence,expected", [
    # A prohibition "within N feet" forbids the near zone: N is a minimum separation.
    ("No person or business entity may erect or maintain an alcoholic beverage outdoor advertisement within 500 "
     "feet of any public playground.", [("500 feet", "min")]),
    ("Newsracks shall not be placed within five feet of any fire hydrant.", [("five feet", "min")]),
    ("It shall be unlawful to make any excavations in any street or highway within six (6) feet of any laid water "
     "pipes while the ground is frozen.", [("six (6) feet", "min")]),
    ("Parking within 15 feet of a fire hydrant is prohibited.", [("15 feet", "min")]),
    ("There shall be no parking within 20 feet of a crosswalk.", [("20 feet", "min")]),
    # The chapeau's prohibition reaches the items of its list ("...: (1) ...; or (2) ...").
    ("No newsrack shall be affixed, erected, installed, placed, used or maintained: (1) At any location whereby "
     "the clear space for the passage of pedestrians is reduced to less than four feet in width; or (2) Within "
     "five feet of any marked, or unmarked crosswalk; or",
     [("four feet", "min"), ("five feet", "min")]),
    ("No newsrack shall be placed or maintained:\n\n(1) Within five feet of any fire hydrant; or\n\n"
     "(2) Within five feet ahead or 15 feet to the rear of any designated bus stop.",
     [("five feet", "min"), ("five feet", "min"), ("15 feet", "min")]),
    # The whole sentence is read, not the last 160 characters.
    ("No person shall place or cause to be placed upon the footpath or sidewalk of a street any wood, coal or other "
     "article for more than two hours, or suffer it to remain there more than one hour after being notified to "
     "remove the same by the superintendent of highways or a police officer of the city.",
     [("two hours", "max"), ("one hour", "max")]),
    ("No permit shall be granted to place or maintain or cause or allow to be placed or maintained over a public "
     "way any sign or advertising device more than six feet in its greatest length or extending more than six feet "
     "from the street line over the public way or extending from the street line beyond four feet with the outer "
     "line of the sidewalk or at a height of less than nine feet at the lowest part thereof above the sidewalk.",
     [("six feet", "max"), ("six feet", "max"), ("four feet", "max"), ("nine feet", "min")]),
    # Comparing prepositions and verbs read with the sentence's polarity.
    ("No owner shall cause any snow to be placed in any public way unless said snow is spread evenly, to a "
     "thickness of no more than three inches, when the mean temperature for that day is above 40 degrees "
     "Fahrenheit.", [("three inches", "max"), ("40 degrees Fahrenheit", "min")]),
    ("The purpose of this section is to promote the welfare of persons under 21 years of age.",
     [("21 years", "max")]),
    ("Invoices exceeding 90 days shall be paid by the city.", [("90 days", "min")]),
    ("No vehicle exceeding 10,000 pounds shall be parked on any residential street.", [("10,000 pounds", "max")]),
    ("The height of a fence may not exceed six feet.", [("six feet", "max")]),
    ("Signs or clocks attached to buildings which project no more than six feet from the face of such building and "
     "which do not extend below any point 10 feet above the sidewalk, street or alley.",
     [("six feet", "max"), ("10 feet", "min")]),
    ("No sign shall be placed closer than 10 feet to the street line.", [("10 feet", "min")]),
    # "if no printed material is found" negates a noun, not the bound.
    ("A newsrack shall otherwise be deemed abandoned if no printed material is found in the newsrack for a period "
     "of more than 15 consecutive days.", [("15 consecutive days", "min")]),
    # A parenthetical is a condition of its own: "free from" outside it does not reach inside.
    ("Walks shall be kept free from all traffic at normal temperatures for 48 hours and in cold weather (below "
     "50° F.) for 96 hours.", [("48 hours", "exact"), ("50° F.", "max"), ("96 hours", "exact")]),
    # One comparator for a pair of dimensions or a pair of distances.
    ("Each owner shall post a sign having a minimum dimension of 12 inches by 18 inches at each entrance.",
     [("12 inches", "min"), ("18 inches", "min")]),
    # Meaning without a comparator word: arrears, holding periods, strength, coverage.
    ("A finance charge of one and one-half percent per month will be allowed on accounts 30 days past due.",
     [("one and one-half percent per month", "exact"), ("30 days", "min")]),
    ("Any newsrack so removed shall be stored for a period of 30 days in order to allow the certificate holder to "
     "retrieve it.", [("30 days", "min")]),
    ("The cart shall be held for 30 days after notice or until reclaimed.", [("30 days", "min")]),
    ("Concrete shall test 3,000 pounds of compression in 28 days.", [("3,000 pounds", "min"), ("28 days", "exact")]),
    ("Each layer shall be 90 percent compacted by mechanical means.", [("90 percent", "min")]),
    ("The contractor must furnish the city with a certificate of insurance for general liability in the amount of "
     "$500,000.00.", [("$500,000.00", "min")]),
    # A prohibited condition: pouring in forecast cold below 35° F. is forbidden, so 35° F. is the
    # lowest temperature for pouring ("may be expected" is a forecast, not a permission).
    ("Bituminous sidewalks are prohibited. No concrete shall be poured when the temperature may be expected to "
     "fall below 35° F. in any seventy-two-hour period.", [("35° F.", "min"), ("seventy-two-hour", "exact")]),
    # Deadlines counted to the end of a day.
    ("By the end of the second business day following the day of the impoundment, the city shall notify the owner.",
     [("second business day", "max")]),
    # "the 500-foot limit" bounds the way the limit it refers to does.
    ("No person may erect an advertisement within 500 feet of any school. The city shall grant the exemption if "
     "the applicant demonstrates that the 500-foot limit denies the applicant a reasonable opportunity.",
     [("500 feet", "min"), ("500-foot", "min")]),
])
def test_comparators_read_the_ordinance_meaning(sentence, expected):
    assert comparators(sentence) == expected


@pytest.mark.parametrize("sentence,expected", [
    # Duties stay maximums: nothing is forbidden.
    ("Newsracks shall be placed within 5 feet of the curb.", [("5 feet", "max")]),
    ("Such newsracks shall be placed within two feet of the curb and not more than six inches away from the wall.",
     [("two feet", "max"), ("six inches", "max")]),
    # Deadlines stay deadlines, also in negative sentences; "unless" and "fail to" lift the prohibition.
    ("No permit shall be issued unless the fee is paid within 30 days.", [("30 days", "max")]),
    ("No person shall fail to place barricades within 5 feet of the excavation.", [("5 feet", "max")]),
    ("No newsrack shall be placed at a bus stop, unless such newsrack is placed against a wall that is within "
     "four feet of the bus stop.", [("four feet", "max")]),
    # "shall not apply" limits a rule's reach and prohibits nothing.
    ("The provisions of this section shall not apply to signs within 10 feet of the building line.",
     [("10 feet", "max")]),
    # A clock time after "beyond" is a point in time; "over a period of" is no bound.
    ("Persons viewing duly-organized events continuing beyond 10:00 p.m. shall not be subject to the restrictions.",
     [("10:00 p.m.", "exact")]),
    ("The fee may be paid in installments over a period of 30 days.", [("30 days", "exact")]),
    # A guarantee term and a bond amount are fixed terms, not holding periods or coverage.
    ("The permittee shall maintain the restoration for a period of one year.", [("one year", "exact")]),
    ("The permittee shall file a surety bond with the Village in the amount of $10,000.", [("$10,000", "exact")]),
    ("An application fee of $50 shall accompany the certificate of insurance.", [("$50", "exact")]),
    # "No more than four newsracks shall" is a count bound, not a prohibition of what follows.
    ("No more than four newsracks shall be located per cluster.", [("four newsracks", "max")]),
])
def test_comparator_rules_do_not_overreach(sentence, expected):
    assert comparators(sentence) == expected


def test_insurance_floor_stops_at_a_money_noun():
    # "insurance" earlier in the sentence does not make a later penalty a coverage floor.
    assert comparators("Failure to file proof of insurance shall be subject to a penalty of $200.") == [("$200", "exact")]


# ---------------------------------------------------------------- waiting periods: a window after an
# event in which something is prohibited is a minimum (sentences written for the test, ordinance style).
@pytest.mark.parametrize("sentence,printed,expected", [
    ("No person shall excavate in any new street within five years after it has been paved.", "five years", "min"),
    ("No application shall be accepted within one year of a denial.", "one year", "min"),
    ("Permits shall not be issued for excavation of any street within three years after paving.", "three years", "min"),
    # deadlines stay deadlines: lifted by "unless" / "fail to", or a plain duty
    ("No permit shall be issued unless the fee is paid within 30 days of the invoice.", "30 days", "max"),
    ("No person shall fail to remove the snow within 24 hours after it has ceased to fall.", "24 hours", "max"),
    ("The permittee shall restore the surface within 30 days after completion.", "30 days", "max"),
    ("No appeal shall be heard unless filed within 30 days after the decision.", "30 days", "max"),
    # a prohibited window with no event after it is still read as a deadline
    ("No person shall remain on the premises within 30 days.", "30 days", "max"),
])
def test_prohibited_window_after_an_event_is_a_minimum_waiting_period(sentence, printed, expected):
    found = {q.text: q.comparator for q in extract_text(sentence).quantities}
    assert found[printed] == expected


@pytest.mark.parametrize("sentence,printed", [
    # written for the test: ordinal deadlines in title case and capitals, also beside a lower-case "day"
    ("By the end of the second Business Day following the notice, the owner shall remove the cart.",
     "second Business Day"),
    ("BY THE END OF THE SECOND BUSINESS DAY FOLLOWING THE NOTICE", "SECOND BUSINESS DAY"),
    ("Each day counts. By the end of the third Business Day following receipt the owner shall act.",
     "third Business Day"),
])
def test_ordinal_business_day_in_any_case(sentence, printed):
    found = {q.text: (q.value, q.unit) for q in extract_text(sentence).quantities}
    assert found[printed][1] == "business_day" and found[printed][0] in (2.0, 3.0)
