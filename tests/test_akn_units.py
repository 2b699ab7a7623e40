"""Pure parts of the Akoma Ntoso export: eIds, labels, span placement, paragraphs."""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from lxml import etree

from codecompare import akn
from codecompare.akn import Span

# A real sentence from Clyman § 370-7 B(4), with the spans extraction stores for it.
SENTENCE = (
    "The permittee shall notify the Director of Public Works 24 hours prior to commencement of "
    "excavation of the location and extent of the excavation, unless the excavation is an emergency "
    "excavation as identified in Section 6-2-4(b)."
)


def _span(needle: str, kind: str, tag: str, attrib=()) -> Span:
    i = SENTENCE.index(needle)
    return Span(i, i + len(needle), kind, tag, tuple(attrib))


def test_label_parts_follow_printed_paths():
    assert akn.label_parts("A(2)") == ["A", "2"]
    assert akn.label_parts("(b)(1)") == ["b", "1"]
    assert akn.label_parts("[1]") == ["1"]
    assert akn.label_parts("G") == ["G"]
    assert akn.label_parts("A.") == ["A"]


def test_eid_token_drops_reserved_characters():
    assert akn.eid_token("370-7") == "370-7"
    assert akn.eid_token("905.02") == "905.02"
    assert akn.eid_token("10-3-1 ") == "10-3-1"
    assert akn.eid_token("a_b c") == "a-b-c"  # "_" separates eId levels; whitespace is not allowed
    assert akn.eid_token("§") == ""


def _rows():
    sections = [
        {"id": "s1", "ordinal": 1, "number": "370-7"},
        {"id": "s2", "ordinal": 2, "number": None},
        {"id": "s3", "ordinal": 3, "number": "370-7"},  # printed twice (recodified / concatenated text)
    ]
    clauses = [
        {"id": "c1", "section_id": "s1", "ordinal": 1, "label": "A", "depth": 1},
        {"id": "c2", "section_id": "s1", "ordinal": 2, "label": "A(1)", "depth": 2},
        {"id": "c3", "section_id": "s1", "ordinal": 3, "label": "A(1)(a)", "depth": 3},
        {"id": "c4", "section_id": "s1", "ordinal": 4, "label": "B", "depth": 1},
        {"id": "c5", "section_id": "s1", "ordinal": 5, "label": None, "depth": 1},
        {"id": "c6", "section_id": "s1", "ordinal": 6, "label": "B(1)(a)(i)", "depth": 4},
        {"id": "c7", "section_id": "s2", "ordinal": 1, "label": None, "depth": 1},
        {"id": "c8", "section_id": "s3", "ordinal": 1, "label": "A", "depth": 1},
    ]
    return sections, clauses


def test_outline_eids_follow_the_naming_convention():
    nodes = akn.outline(*_rows())
    eids = {n.row["id"]: n.eid for n in akn.walk(nodes)}
    assert eids["s1"] == "sec_370-7"
    assert eids["c2"] == "sec_370-7__subsec_A__para_1"
    assert eids["c3"] == "sec_370-7__subsec_A__para_1__subpara_a"
    assert eids["c5"] == "sec_370-7__subsec_u3"  # third subsection, no printed label
    assert eids["s2"] == "sec_u2" and eids["c7"] == "sec_u2__subsec_u1"
    assert eids["s3"] == "sec_370-7-dup2" and eids["c8"] == "sec_370-7-dup2__subsec_A"
    assert len(set(eids.values())) == len(eids)


def test_outline_nests_by_depth_even_across_a_skipped_level():
    nodes = akn.outline(*_rows())
    sec = nodes[0]
    assert [c.row["id"] for c in sec.children] == ["c1", "c4", "c5"]
    # The depth-4 item after an unlabeled depth-1 clause nests under it, as a point.
    assert [(c.row["id"], c.tag) for c in sec.children[2].children] == [("c6", "point")]
    assert sec.children[0].children[0].children[0].tag == "subparagraph"


def test_place_nests_contained_spans_and_drops_crossing_ones():
    ref = _span("Section 6-2-4(b)", "citation", "ref")
    qty = _span("24 hours", "quantity", "quantity")
    role = _span("permittee", "role", "role")
    # A wrong extraction that straddles the quantity's end: must be dropped, not break the XML.
    crossing = _span("hours prior", "quantity", "quantity")
    inner = _span("6-2-4", "quantity", "quantity")
    placed = akn.place([qty, crossing, ref, role, inner], 0, len(SENTENCE))
    assert [p.span for p in placed] == [role, qty, ref]
    assert [c.span for c in placed[2].children] == [inner]


def test_place_ties_put_notes_outside_and_drop_exact_repeats():
    whole = Span(0, 8, "quantity", "quantity")
    note = Span(0, 8, "note", "authorialNote")
    again = Span(0, 8, "quantity", "quantity")
    placed = akn.place([whole, again, note], 0, 8)
    assert [p.span.kind for p in placed] == ["note"]
    assert [c.span.kind for c in placed[0].children] == ["quantity"]
    assert placed[0].children[0].children == []


def test_place_drops_spans_outside_the_region():
    assert akn.place([Span(5, 15, "quantity", "quantity")], 0, 10) == []
    assert akn.place([Span(3, 3, "quantity", "quantity")], 0, 10) == []


def test_paragraphs_do_not_split_inside_a_note():
    text = "Fee. The fee shall be $25.[1]\n\n[1]\n\nEditor's Note: Amended at time of adoption of Code.\n\nNext."
    note_start = text.index("[1]\n\nEditor")
    note = Span(note_start, text.index("Code.") + 5, "note", "authorialNote")
    paras = [text[a:b] for a, b in akn.paragraphs(text, 0, len(text), [note])]
    assert paras == ["Fee. The fee shall be $25.[1]", "[1]\n\nEditor's Note: Amended at time of adoption of Code.", "Next."]


def test_xml_safe_keeps_offsets():
    raw = "Fee\x0c$25\x01."
    safe = akn.xml_safe(raw)
    assert len(safe) == len(raw) and safe == "Fee $25\ufffd."
    etree.SubElement(etree.Element("p"), "q").text = safe  # lxml accepts it


def test_quantity_normalized():
    assert akn.quantity_normalized({"value": 6.0, "unit": "inch", "comparator": "min"}) == "min 6 inch"
    assert akn.quantity_normalized({"value": 1.5, "value_high": 2.0, "unit": "inch", "comparator": "range"}) == "range 1.5..2 inch"
    assert akn.quantity_normalized({"value_text": "09-15", "unit": "date", "comparator": "max"}) == "max 09-15 date"


spans_strategy = st.lists(
    st.tuples(st.integers(0, len(SENTENCE)), st.integers(0, 40), st.sampled_from(["note", "citation", "role", "quantity"])),
    max_size=12,
)


@settings(max_examples=150, deadline=None)
@given(spans_strategy)
def test_any_spans_give_well_formed_nesting_and_keep_every_character(raw):
    tags = {"note": "authorialNote", "citation": "ref", "role": "role", "quantity": "quantity"}
    spans = [Span(a, min(a + n, len(SENTENCE)), k, tags[k]) for a, n, k in raw]
    placed = akn.place(spans, 0, len(SENTENCE))
    p = etree.Element(akn.akn("p"))
    akn.fill(p, SENTENCE, 0, len(SENTENCE), placed)
    assert "".join(p.itertext()) == SENTENCE
    etree.fromstring(etree.tostring(p))  # serializes and parses back

    def check(nodes, lo, hi):
        last = lo
        for node in nodes:
            assert last <= node.span.start and node.span.end <= hi
            check(node.children, node.span.start, node.span.end)
            last = node.span.end

    check(placed, 0, len(SENTENCE))
