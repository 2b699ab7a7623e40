"""Generate N municipality chapters from the three Wisconsin seed texts, with ground truth.

    python benchmarks/generate.py --municipalities N --out DIR [--seed S]

Writes ``DIR/texts/*.txt`` (each starting with a line saying it is GENERATED test data),
``DIR/manifest.toml``, ``DIR/pipeline.toml`` (runnable with ``codecompare build``) and
``DIR/ground_truth.json``. Nothing here is the law of any municipality: every chapter is one
of the public seed chapters in ``corpus/wi/`` with its numbers, officials, section order and
numbering varied, rendered in one of three layout families, and with defects injected.

Why a generator and not more real text: measuring accuracy at scale needs labels. Because we
derive every section from a known seed section, we know which sections across municipalities
are "the same provision" (the expected alignments) and where every injected defect stands.

The seeds are split into sections by the hand-checked tables in ``SEEDS`` below, not by our
own parser: the ground truth must not inherit the parser's mistakes. Two of the seeds are
General Code exports whose defects we repair here on purpose (misplaced headings of ch. 308
are moved to where their text begins) so that a generated section has exactly one origin.
"""
from __future__ import annotations

import argparse
import json
import random
import re
import sys
import textwrap
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT / "corpus"
GENERATED_BANNER = (
    "GENERATED test data derived from public ordinances by codecompare benchmarks/generate.py "
    "(seed {seed}, from {seed_path}); not the law of any municipality."
)
LAYOUTS = ("general_code", "hard_wrapped", "labelled")


# --------------------------------------------------------------------------------------------
# The seeds: which text, which chapter number, and where each section starts.
# ``start`` is the beginning of the unit (paragraph) that opens the section; when it is None
# the section opens right after its printed heading. ``number`` is the seed's own number
# (None where the export printed no heading), ``title`` is used only where the seed has none.


@dataclass(frozen=True)
class SeedSection:
    number: str | None
    topic: str
    start: str | None = None
    title: str | None = None


@dataclass(frozen=True)
class Seed:
    key: str
    path: str
    chapter: str | None
    family: str  # general_code | hard_wrapped
    sections: tuple[SeedSection, ...]


SEEDS: tuple[Seed, ...] = (
    Seed(
        "000", "wi/unidentified-ch308/ch308-article-ii-general-regulations.txt", "308", "general_code",
        (
            SeedSection(None, "sidewalk-construction-duty", "It shall be the duty of the abutting owner",
                        "Construction of sidewalks."),
            SeedSection("308-6", "sidewalk-construction"),
            # The export printed the headings of §§ 308-7, 308-8, 308-9 and 308-14 paragraphs
            # before their own text; each section starts where its subject matter does.
            SeedSection("308-7", "street-excavation-permit", "Permit required. No person, partnership"),
            SeedSection("308-8", "excavation-regulations", "Frozen ground. No openings"),
            SeedSection("308-9", "obstructions-encroachments", "Obstructions and encroachments prohibited."),
            SeedSection("308-10", "street-privilege-permit"),
            SeedSection("308-11", "snow-ice-removal"),
            SeedSection("308-12", "terrace-areas"),
            SeedSection("308-13", "vaults"),
            SeedSection("308-14", "downspouts", "No downspouts from any building"),
            SeedSection("308-15", "vending-permit"),
            SeedSection("308-16", "improvement-requests"),
            SeedSection("308-17", "leaves-in-streets"),
            SeedSection("308-18", "curb-gutter-assessments"),
        ),
    ),
    Seed(
        "001", "wi/unidentified-1994-t4c3/title4-ch3-1994-code.txt", None, "hard_wrapped",
        (
            # The 1994 code prints no headings; titles are ours (from the captions' subject).
            SeedSection(None, "special-assessments", "General application.", "Special assessments."),
            SeedSection(None, "sidewalk-construction", "Owner to construct.", "Sidewalks."),
            SeedSection(None, "street-excavation-permit", "Permit required. No person, partnership",
                        "Street excavations; permit."),
            SeedSection(None, "excavation-regulations", "Frozen ground.", "Regulations governing excavations."),
            SeedSection(None, "obstructions-encroachments", "Obstructions and encroachments prohibited.",
                        "Obstructions and encroachments."),
            SeedSection(None, "sidewalk-littering", "No owner or occupant shall allow the sidewalk",
                        "Littering of sidewalks."),
            SeedSection(None, "burning-in-streets", "No person shall burn any leaves", "Burning in roadways."),
            SeedSection(None, "snow-ice-removal", "Owner's responsibility.", "Snow and ice removal."),
            SeedSection(None, "terrace-areas", "Noxious weeds; paving.", "Terrace areas."),
            SeedSection(None, "improvement-requests", "Requests or petitions by Village property owner",
                        "Requests for improvements."),
            SeedSection(None, "road-acceptance", "No road shall be accepted", "Acceptance of roads."),
        ),
    ),
    Seed(
        "002", "wi/clyman/ch370-general-regulations.txt", "370", "general_code",
        (
            SeedSection(None, "sidewalk-construction", "General. Concrete sidewalk construction",
                        "Sidewalk construction specifications."),
            SeedSection("370-6", "street-excavation-permit"),
            SeedSection("370-7", "excavation-regulations"),
            SeedSection("370-8", "obstructions-encroachments"),
            SeedSection("370-9", "street-privilege-permit"),
            SeedSection("370-10", "snow-ice-removal"),
            SeedSection("370-11", "terrace-areas"),
            SeedSection("370-12", "vaults"),
            SeedSection("370-13", "improvement-requests"),
            SeedSection("370-14", "dumping-on-streets"),
            SeedSection("370-15", "obstruction-of-ditches"),
            SeedSection("370-16", "street-numbers"),
        ),
    ),
)

# Defects the seed texts themselves carry (see corpus/manifest.toml notes); they survive into
# every chapter derived from that seed section, renumbered.
SEED_DEFECTS = {
    "000": [("self", r"§ 308-6(?= below)")],
    "002": [("dangling", r"Section 6-2-4\(b\)"), ("malformed", r"(?<=§§ )3706\b")],
}


# --------------------------------------------------------------------------------------------
# Seed text -> units (paragraphs with their printed marker) -> sections


@dataclass
class Unit:
    text: str
    marker: str | None = None  # as printed in the seed: "(6)", "A.", "[1]"
    kind: str = "clause"  # clause | note
    depth: int = 1
    caption: str | None = None
    body: str = ""
    key: str = ""  # "002:370-6:u03"
    after_heading: str | None = None  # number of the heading printed just before this unit


@dataclass
class ParsedSection:
    key: str
    seed: str
    number: str | None
    title: str
    topic: str
    units: list[Unit] = field(default_factory=list)


_GC_HEADING = re.compile(r"^§ (\d+-\d+) (.+)$")
_MARKER_ONLY = re.compile(r"^(\(\d+\)|\([a-z]\)|\[\d+\]|[A-Z]\.)$")
_CAPTION = re.compile(r"^([A-Z][^.]{0,70}?)\.(?:\s+(?=\S)|$)")
_VERBISH = re.compile(r"\b(shall|may|must|is|are|will|be|has|have)\b", re.I)


def _split_caption(text: str) -> tuple[str | None, str]:
    """A run-in heading ("Frozen ground. No openings ...") is a short verbless first sentence."""
    m = _CAPTION.match(text)
    if not m or len(m.group(1).split()) > 8 or _VERBISH.search(m.group(1)):
        return None, text
    return m.group(1), text[m.end():].strip()


def _units_general_code(text: str) -> tuple[list[Unit], dict[str, str]]:
    headings: dict[str, str] = {}
    units: list[Unit] = []
    pending: str | None = None
    heading: str | None = None
    for para in (p.strip() for p in text.split("\n\n")):
        if not para:
            continue
        m = _GC_HEADING.match(para)
        if m:
            headings[m.group(1)] = m.group(2)
            heading = m.group(1)
            continue
        if _MARKER_ONLY.match(para):
            pending = para
            continue
        kind = "note" if para.startswith("Editor's Note") else "clause"
        units.append(Unit(para, marker=pending, kind=kind, after_heading=heading))
        pending, heading = None, None
    return units, headings


def _units_hard_wrapped(text: str, anchors: list[str]) -> list[Unit]:
    # Markers stand alone on their lines; sentences continue across line breaks. Unmarked
    # sections (no letters at all) begin at a line that opens with their anchor.
    units: list[Unit] = []
    marker, lines = None, []

    def flush():
        if lines:
            units.append(Unit(" ".join(lines), marker=marker))

    for line in text.split("\n"):
        s = line.strip()
        if not s or s.startswith("[Adopted") or s in {"Title 4, Ch. 3, Secs. 4-3-1 through 4-3-9, 4-3-11 and 4-3-13, of the", "1994 Code]"}:
            continue
        if _MARKER_ONLY.match(s):
            flush()
            marker, lines = s, []
        elif any(s.startswith(a) for a in anchors) and lines:
            flush()
            marker, lines = None, [s]
        else:
            lines.append(s)
    flush()
    return units


def _assign_depths(units: list[Unit]) -> None:
    """Depth from the printed marker, else from the General Code pattern: a caption standing
    alone ("Bond.") opens a list whose unlettered paragraphs are its numbered items."""
    open_list = False
    prev_depth = 1
    for u in units:
        u.caption, u.body = _split_caption(u.text)
        m = u.marker or ""
        if re.fullmatch(r"[A-Z]\.", m):
            u.depth = 1
            open_list = u.caption is not None and not u.body
        elif re.fullmatch(r"\(\d+\)", m):
            u.depth = 2
        elif re.fullmatch(r"\([a-z]\)", m):
            u.depth = 3 if prev_depth >= 2 else 2
        elif re.fullmatch(r"\[\d+\]", m):
            u.depth = min(prev_depth + 1, 4)
        elif u.caption is not None:
            u.depth = 1
            open_list = not u.body
        else:
            u.depth = 2 if open_list else 1
        if u.kind == "clause":
            prev_depth = u.depth


def parse_seed(seed: Seed, corpus: Path = CORPUS) -> list[ParsedSection]:
    text = (corpus / seed.path).read_text(encoding="utf-8")
    if seed.family == "general_code":
        units, headings = _units_general_code(text)
    else:
        units, headings = _units_hard_wrapped(text, [s.start for s in seed.sections if s.start]), {}
    # Where each section starts: its anchor unit, or the first unit after its heading.
    starts: list[int] = []
    for spec in seed.sections:
        if spec.start:
            idx = next((i for i, u in enumerate(units) if u.text.startswith(spec.start)), None)
        else:
            idx = next((i for i, u in enumerate(units) if u.after_heading == spec.number), None)
        if idx is None:
            raise ValueError(f"seed {seed.key}: no unit starts with {spec.start!r}")
        starts.append(idx)
    if starts != sorted(starts):
        raise ValueError(f"seed {seed.key}: section anchors out of order: {starts}")
    out = []
    for n, spec in enumerate(seed.sections):
        chunk = units[starts[n]: starts[n + 1] if n + 1 < len(seed.sections) else len(units)]
        title = headings.get(spec.number) if spec.number else spec.title
        key = f"{seed.key}:{spec.number or f's{n + 1:02d}'}"
        _assign_depths(chunk)
        for i, u in enumerate(chunk, 1):
            u.key = f"{key}:u{i:02d}"
        out.append(ParsedSection(key, seed.key, spec.number, title.rstrip("."), spec.topic, chunk))
    return out


# --------------------------------------------------------------------------------------------
# Variation: officials, numbers, section order/numbering, defects


OFFICIALS = {
    "village": {"body": "Village Board", "place": "Village", "head": "Village President"},
    "town": {"body": "Town Board", "place": "Town", "head": "Town Chairperson"},
    "city": {"body": "Common Council", "place": "City", "head": "Mayor"},
}
PUBLIC_WORKS = ("Director of Public Works", "{place} Engineer", "Street Superintendent", "Public Works Director")
CLERKS = ("Clerk-Treasurer", "Clerk", "Clerk/Treasurer", "Administrator")
SYLLABLES_A = ("Ash", "Bel", "Cal", "Dun", "El", "Fair", "Glen", "Hart", "Iron", "Ken", "Lind", "Mar",
               "North", "Oak", "Pine", "Red", "Stone", "Thorn", "West", "Wil")
SYLLABLES_B = ("brook", "dale", "field", "ford", "haven", "hurst", "land", "mont", "port", "ridge", "ton",
               "vale", "view", "wood")

MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December")
WORD_NUMBERS = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
                "eleven", "twelve")
_UNIT_WORDS = r"(?:calendar days|business days?|feet|foot|inches|inch|days|day|hours|hour|months|years|yards|lineal feet)"
QTY_DIGITS = re.compile(r"(?<![\d.,/$§-])(\d{1,3}(?:,\d{3})+|\d+)(?=(?:\s+|-)" + _UNIT_WORDS + r"\b)")
QTY_WORDS = re.compile(r"\b(" + "|".join(WORD_NUMBERS[1:]) + r")(?= " + _UNIT_WORDS + r"\b)", re.I)
QTY_MONEY = re.compile(r"\$(\d{1,3}(?:,\d{3})+|\d+)(?:\.00)?")
QTY_DATE = re.compile(r"\b(" + "|".join(MONTHS) + r") (\d{1,2})\b")


def _unit_class(text_after: str) -> str:
    m = re.match(r"(?:\s+|-)(\w+)", text_after)
    w = (m.group(1) if m else "").lower()
    if w.startswith(("foot", "feet", "yard", "inch", "lineal")):
        return "length"
    if w.startswith(("hour",)):
        return "hours"
    return "time"


def _nice(value: float) -> int:
    """Round to two significant digits, as fee schedules and dimensions are written."""
    if value < 10:
        return max(1, round(value))
    mag = 10 ** (len(str(int(value))) - 2)
    return int(round(value / mag) * mag)


@dataclass
class Municipality:
    index: int
    id: str
    name: str
    kind: str
    seed: Seed
    layout: str
    chapter: str
    factors: dict
    officials: dict
    wrap: int


# Marks carried through rendering and removed at the end, recording exact offsets.
_OPEN, _MID, _CLOSE, _POINT = "\ue000", "\ue001", "\ue002", "\ue003"
_MARKS = re.compile(f"{_OPEN}(\\d+){_MID}|{_CLOSE}|{_POINT}(\\d+){_MID}")


class Marks:
    def __init__(self):
        self.items: list[dict] = []

    def span(self, text: str, **info) -> str:
        self.items.append(info)
        # NBSP keeps a marked citation or quantity on one line when the layout hard-wraps.
        return f"{_OPEN}{len(self.items) - 1}{_MID}{text.replace(' ', chr(0xA0))}{_CLOSE}"

    def point(self, **info) -> str:
        self.items.append(info)
        return f"{_POINT}{len(self.items) - 1}{_MID}"


def resolve_marks(text: str, marks: Marks) -> str:
    """Strip the marks, filling start/end offsets into each mark's info (pure of the rest)."""
    out: list[str] = []
    pos = 0
    length = 0
    open_stack: list[int] = []
    for m in _MARKS.finditer(text):
        chunk = text[pos:m.start()]
        if open_stack:
            chunk = chunk.replace("\xa0", " ")
        out.append(chunk)
        length += len(chunk)
        pos = m.end()
        if m.group(1) is not None:
            marks.items[int(m.group(1))]["start"] = length
            open_stack.append(int(m.group(1)))
        elif m.group(2) is not None:
            marks.items[int(m.group(2))]["start"] = length
        else:
            marks.items[open_stack.pop()]["end"] = length
    out.append(text[pos:])
    return "".join(out)


def vary_officials(text: str, m: Municipality) -> str:
    o = m.officials
    text = text.replace("Village Board", o["body"]).replace("Village President", o["head"])
    text = re.sub(r"Clerk-Treasurer|Clerk/Treasurer", o["clerk"], text)
    text = text.replace("Director of Public Works", o["public_works"])
    text = text.replace("Street Committee", o["committee"])
    text = re.sub(r"\bVillage\b", o["place"], text)
    return text.replace("Clyman", m.name)


def vary_numbers(text: str, m: Municipality, marks: Marks, rng: random.Random, unit_key: str) -> str:
    """Scale amounts by the municipality's factor per kind of quantity (one factor per kind keeps
    ranges such as "20 feet to 30 feet" in order) and shift calendar dates by a few days."""

    def record(new: str, old: str, unit: str) -> str:
        return marks.span(new, what="quantity", original=old, unit=unit, unit_key=unit_key)

    def money(mt):
        old = int(mt.group(1).replace(",", ""))
        new = _nice(old * m.factors["usd"])
        return record(f"${new:,}", mt.group(0), "usd")

    def digits(mt):
        old = int(mt.group(1).replace(",", ""))
        cls = _unit_class(mt.string[mt.end():])
        new = _nice(old * m.factors[cls]) if old >= 5 else max(1, old + m.factors["small"])
        s = f"{new:,}" if "," in mt.group(1) else str(new)
        return record(s, mt.group(0), cls)

    def words(mt):
        i = WORD_NUMBERS.index(mt.group(1).lower())
        j = min(max(i + m.factors["small"], 1), len(WORD_NUMBERS) - 1)
        w = WORD_NUMBERS[j]
        w = w.capitalize() if mt.group(1)[0].isupper() else w
        return record(w, mt.group(0), _unit_class(mt.string[mt.end():]))

    def date(mt):
        day = min(max(int(mt.group(2)) + m.factors["days_shift"], 1), 28)
        return record(f"{mt.group(1)} {day}", mt.group(0), "date")

    # One pass with one alternation so that a replacement is never varied twice.
    combined = re.compile("|".join(f"(?P<{n}>{p.pattern})" for n, p in
                                   [("money", QTY_MONEY), ("digits", QTY_DIGITS), ("words", QTY_WORDS), ("date", QTY_DATE)]), re.I)

    def dispatch(mt):
        for name, fn, pat in (("money", money, QTY_MONEY), ("digits", digits, QTY_DIGITS),
                              ("words", words, QTY_WORDS), ("date", date, QTY_DATE)):
            if mt.group(name) is not None:
                sub = pat.match(mt.string, mt.start())
                return fn(sub)
        return mt.group(0)

    return combined.sub(dispatch, text)


def renumber_citations(text: str, sec: ParsedSection, numbering: dict, present: set, m: Municipality,
                       marks: Marks, doc_path: str) -> str:
    """Seed-local references follow their section to its new number; a reference whose target
    this municipality dropped becomes dangling (a defect recorded as such)."""
    seed_ch = m.seed.chapter
    if not seed_ch:
        return text
    for kind, pattern in SEED_DEFECTS.get(m.seed.key, []):
        def mark_seed_defect(mt, kind=kind):
            if kind == "malformed":
                k = numbering[f"{seed_ch}-{mt.group(0)[len(seed_ch):]}"]
                new = f"{m.chapter}{k}"
            elif kind == "self":
                new = f"§ {m.chapter}-{numbering[sec.number]}"
            else:
                new = mt.group(0)
            return marks.span(new, what="defect", kind=kind, origin="seed", document=doc_path)
        text = re.sub(pattern, mark_seed_defect, text)

    def local(mt):
        target = f"{seed_ch}-{mt.group(1)}"
        if target not in numbering:
            return mt.group(0)
        new = f"{m.chapter}-{numbering[target]}{mt.group(2) or ''}"
        if target not in present:
            return marks.span(new, what="defect", kind="dangling", origin="dropped_target", document=doc_path)
        return new

    return re.sub(rf"(?<![\d-]){seed_ch}-(\d+)([A-Z](?![a-z]))?", local, text)


def inject_defect(kind: str, m: Municipality, own: str, last_k: int, rng: random.Random, marks: Marks, doc_path: str):
    """One sentence carrying one defect, in the shapes real codes show (DOMAIN.md)."""
    if kind == "self":
        cite = f"§ {own}"
        form = "self_section"
        sentence = "See {c} below for list of details."
    elif kind == "dangling":
        if rng.random() < 0.5:
            cite, form = f"§ {m.chapter}-{last_k + rng.randint(3, 20)}", "beyond_last_section"
        else:
            cite, form = f"Section {rng.randint(2, 9)}-{rng.randint(1, 4)}-{rng.randint(1, 9)}({rng.choice('abcd')})", "old_numbering"
        sentence = rng.choice(["The requirements of {c} shall also apply.", "Emergency work is governed by {c}."])
    else:
        if rng.random() < 0.5:
            k = rng.randint(1, last_k)
            cite, form = f"{m.chapter}{k}", "dropped_hyphen"
            sentence = "Work permitted under §§ {c} and " + f"{m.chapter}-{min(k + 1, last_k)} is excepted."
        else:
            cite, form = f"§ 66.0{rng.randint(10, 99)}", "statute_digits"
            sentence = "Notice shall be given as provided in {c}, Wis. Stats."
    return sentence.replace("{c}", marks.span(cite, what="defect", kind=kind, origin="injected", form=form, document=doc_path))


def make_municipality(index: int, rng: random.Random, seeds: tuple[Seed, ...], used: set) -> Municipality:
    kind = rng.choice(("village", "village", "town", "city"))
    while True:
        name = rng.choice(SYLLABLES_A) + rng.choice(SYLLABLES_B)
        if name not in used:
            break
        name = f"{name} {len(used)}"
        if name not in used:
            break
    used.add(name)
    o = dict(OFFICIALS[kind])
    o["public_works"] = rng.choice(PUBLIC_WORKS).format(place=o["place"])
    o["clerk"] = rng.choice(CLERKS)
    o["committee"] = rng.choice(("Street Committee", "Public Works Committee"))
    factors = {
        "usd": rng.choice((0.5, 0.75, 1.0, 1.5, 2.0)), "length": rng.choice((0.75, 1.0, 1.25, 1.5)),
        "time": rng.choice((0.5, 1.0, 1.5, 2.0)), "hours": rng.choice((0.5, 1.0, 2.0)),
        "small": rng.choice((-1, 0, 1, 2)), "days_shift": rng.randint(-10, 10),
    }
    slug = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")
    return Municipality(
        index=index, id=f"gen{index:05d}-{slug}-wi", name=name, kind=kind,
        seed=seeds[index % len(seeds)] if index < len(seeds) else rng.choice(seeds),
        layout=LAYOUTS[index % 3] if index < 3 else rng.choice(LAYOUTS),
        chapter=str(rng.randint(100, 990)), factors=factors, officials=o, wrap=rng.randint(64, 72),
    )


# --------------------------------------------------------------------------------------------
# Rendering: the three layout families


def _labels(units: list[Unit]) -> list[str | None]:
    labels, counters, parents = [], [0, 0, 0, 0, 0], ["", "", "", "", ""]
    for u in units:
        if u.kind != "clause":
            labels.append(None)
            continue
        d = u.depth
        counters[d] += 1
        for deeper in range(d + 1, len(counters)):
            counters[deeper] = 0
        n = counters[d]
        own = chr(ord("A") + n - 1) if d == 1 else f"({n})" if d == 2 else f"({chr(ord('a') + n - 1)})" if d == 3 else f"[{n}]"
        parents[d] = parents[d - 1] + own if d > 1 else own
        labels.append(parents[d])
    return labels


def _printed_marker(label: str, depth: int) -> str:
    m = re.search(r"(\[\d+\]|\(\w+\)|[A-Z])$", label)
    own = m.group(1)
    return f"{own}." if depth == 1 else own


def render_section(sec: ParsedSection, units_text: list[str], number: str, m: Municipality, marks: Marks,
                   rng: random.Random, gt_section: dict) -> list[str]:
    """Return the lines (hard-wrapped) or paragraphs (others) of one section."""
    clause_units = [(u, t) for u, t in zip(sec.units, units_text) if u.kind == "clause" or m.layout == "general_code"]
    labels = _labels([u for u, _ in clause_units])
    single = sum(1 for u, _ in clause_units if u.kind == "clause") == 1
    title = vary_officials(sec.title, m)
    out: list[str] = []
    head = marks.point(what="section", gt=gt_section)
    if m.layout in ("general_code", "labelled"):
        out.append(f"{head}§ {number} {title}.")
    for (u, text), label in zip(clause_units, labels):
        if m.layout != "general_code":
            text = re.sub(r"\[\d+\]", "", text)
        if u.kind == "note":
            out.append(f"{text}")
            continue
        caption, body = _split_caption(text)
        if caption is None:
            body = text
        cl = marks.point(what="clause", section=gt_section, label=None if single else label,
                         seed_unit=u.key, depth=u.depth)
        run_in = f"{caption}. {body}".strip() if caption else body
        if m.layout == "general_code":
            # General Code exports drop subsection letters and keep run-in captions; numbered
            # items sometimes keep a stray "(6)" on its own paragraph, like the seeds.
            if u.depth >= 2 and not single and rng.random() < 0.4:
                out.append(f"{cl}{_printed_marker(label, u.depth)}")
                out.append(run_in)
            elif u.marker and re.fullmatch(r"\[\d+\]", u.marker):
                out.append(f"{cl}{u.marker}")
                out.append(run_in)
            else:
                out.append(f"{cl}{run_in}")
        elif m.layout == "labelled":
            prefix = "" if single else _printed_marker(label, u.depth) + " "
            out.append(f"{cl}{prefix}{run_in}")
        else:
            if not single:
                out.append(f"{cl}{_printed_marker(label, u.depth)}")
                cl = ""
            wrapped = textwrap.wrap(run_in, width=m.wrap, break_long_words=False, break_on_hyphens=False)
            out.extend([cl + wrapped[0], *wrapped[1:]] if wrapped else [cl])
    if m.layout == "hard_wrapped":
        out[0] = head + out[0]
    return out


def generate_document(m: Municipality, parsed: list[ParsedSection], rng: random.Random, out_dir: Path, seed: int) -> tuple[str, dict, list[dict]]:
    order = list(range(len(parsed)))
    for _ in range(rng.randint(1, 4)):  # a few neighbouring sections swap places
        i = rng.randrange(len(order) - 1)
        order[i], order[i + 1] = order[i + 1], order[i]
    first_k = rng.randint(1, 8)
    numbering = {}  # seed number or key -> new k, gaps included (dropped sections keep theirs)
    for pos, idx in enumerate(order):
        numbering[parsed[idx].number or parsed[idx].key] = first_k + pos
    dropped = {idx for idx in order if rng.random() < 0.1}
    if len(dropped) > len(order) // 4:
        dropped = set(sorted(dropped)[: len(order) // 4])
    kept = [idx for idx in order if idx not in dropped]
    present = {parsed[idx].number for idx in kept if parsed[idx].number}
    last_k = first_k + len(order) - 1
    rel = f"texts/{m.id}.txt"
    marks = Marks()
    numbers_printed = m.layout != "hard_wrapped"
    # Which sections get an injected defect (self-references need printed section numbers).
    plan: dict[int, list[str]] = {}
    for kind, count in (("self", rng.randint(0, 1) if numbers_printed else 0), ("dangling", rng.randint(0, 2)),
                        ("malformed", rng.randint(0, 1))):
        for _ in range(count):
            plan.setdefault(rng.choice(kept), []).append(kind)
    blocks: list[list[str]] = []
    gt_sections = []
    for ordinal, idx in enumerate(kept, 1):
        sec = parsed[idx]
        k = numbering[sec.number or sec.key]
        number = f"{m.chapter}-{k}"
        gt = {"ordinal": ordinal, "number": number, "seed_section": sec.key,
              "topic": sec.topic, "title": vary_officials(sec.title, m)}
        gt_sections.append(gt)
        texts = []
        clause_idx = [i for i, u in enumerate(sec.units) if u.kind == "clause" and u.body]
        targets = {rng.choice(clause_idx): kinds for kinds in [plan.get(idx)] if kinds} if clause_idx else {}
        for i, u in enumerate(sec.units):
            t = vary_officials(u.text, m)
            t = renumber_citations(t, sec, numbering, present, m, marks, rel)
            t = vary_numbers(t, m, marks, rng, u.key)
            for kind in targets.get(i, []):
                t = t.rstrip() + " " + inject_defect(kind, m, number, last_k, rng, marks, rel)
            texts.append(t)
        blocks.append(render_section(sec, texts, number, m, marks, rng, gt))
    banner = GENERATED_BANNER.format(seed=seed, seed_path=f"corpus/{m.seed.path}")
    title_line = f"{OFFICIALS[m.kind]['place']} of {m.name}, WI Chapter {m.chapter} Streets and Sidewalks"
    if m.layout == "hard_wrapped":
        body = "\n".join(line for block in blocks for line in block)
    else:
        body = "\n\n".join(p for block in blocks for p in block)
    raw = f"{banner}\n\n{title_line}\n\n{body}\n"
    text = resolve_marks(raw, marks)
    line_starts = [0] + [i + 1 for i, ch in enumerate(text) if ch == "\n"]

    def line_of(off: int) -> int:
        from bisect import bisect_right
        return bisect_right(line_starts, off)

    sec_marks = [it for it in marks.items if it["what"] == "section"]
    for n, it in enumerate(sec_marks):
        gt = it["gt"]
        gt["start"] = it["start"]
        gt["end"] = sec_marks[n + 1]["start"] if n + 1 < len(sec_marks) else len(text.rstrip("\n"))
        gt["line"] = line_of(gt["start"])
        gt["clauses"] = []
    for it in marks.items:
        if it["what"] == "clause":
            it["section"]["clauses"].append({"label": it["label"], "seed_unit": it["seed_unit"], "depth": it["depth"],
                                             "start": it["start"], "line": line_of(it["start"])})
    quantities = [{"text": text[it["start"]:it["end"]], "original": it["original"], "unit": it["unit"],
                   "start": it["start"], "end": it["end"], "line": line_of(it["start"]), "seed_unit": it["unit_key"]}
                  for it in marks.items if it["what"] == "quantity"]
    defects = []
    for it in marks.items:
        if it["what"] == "defect":
            start = it["start"]
            defects.append({"document": rel, "document_id": f"{m.id}/{m.chapter}", "kind": it["kind"],
                            "origin": it["origin"], "form": it.get("form"), "text": text[start:it["end"]],
                            "start": start, "end": it["end"], "line": line_of(start),
                            "col": start - line_starts[line_of(start) - 1] + 1})
    (out_dir / rel).write_text(text, encoding="utf-8")
    doc = {"path": rel, "document_id": f"{m.id}/{m.chapter}", "municipality_id": m.id, "name": m.name,
           "kind": m.kind, "seed": m.seed.key, "seed_path": f"corpus/{m.seed.path}", "layout": m.layout,
           "chapter": m.chapter, "section_numbers_printed": numbers_printed,
           "dropped_seed_sections": [parsed[i].key for i in sorted(dropped)],
           "officials": m.officials, "sections": gt_sections, "quantities": quantities}
    return rel, doc, defects


def _toml_str(s: str) -> str:
    return json.dumps(s, ensure_ascii=False)


def generate(n: int, out: Path, seed: int = 0, corpus: Path = CORPUS) -> dict:
    out = Path(out).resolve()
    if out == corpus.resolve() or corpus.resolve() in out.parents:
        raise SystemExit(f"refusing to write into {corpus}: generated text never goes into corpus/")
    if n < 1:
        raise SystemExit("--municipalities must be at least 1")
    (out / "texts").mkdir(parents=True, exist_ok=True)
    for old in (out / "texts").glob("*.txt"):
        old.unlink()
    parsed = {s.key: parse_seed(s, corpus) for s in SEEDS}
    rng = random.Random(seed)
    used: set = set()
    documents, defects = [], []
    manifest = [
        "# GENERATED test corpus (benchmarks/generate.py): derived from the public seed chapters in",
        "# corpus/wi/; not the law of any municipality. Paths are relative to this file.",
        f"# generator seed = {seed}, municipalities = {n}",
        "version = 1",
        "",
    ]
    doc_entries = []
    for i in range(n):
        m = make_municipality(i, rng, SEEDS, used)
        doc_rng = random.Random(f"{seed}:{i}")  # per document, so one chapter does not shift the next
        rel, doc, defs = generate_document(m, parsed[m.seed.key], doc_rng, out, seed)
        documents.append(doc)
        defects.extend(defs)
        place = OFFICIALS[m.kind]["place"]
        manifest += [
            f"[municipalities.{m.id}]",
            f"name = {_toml_str(f'{place} of {m.name} (generated)')}",
            f"kind = {_toml_str(m.kind)}",
            'state = "WI"',
            f"evidence = {_toml_str(f'GENERATED: not a real municipality; chapter derived from corpus/{m.seed.path}')}",
            "",
        ]
        doc_entries += [
            "[[documents]]",
            f"path = {_toml_str(rel)}",
            f"municipality = {_toml_str(m.id)}",
            f"chapter = {_toml_str(m.chapter)}",
            'title = "Streets and Sidewalks (generated)"',
            f"source = {_toml_str(f'GENERATED from corpus/{m.seed.path} (layout {m.layout}, generator seed {seed})')}",
            "",
        ]
    (out / "manifest.toml").write_text("\n".join(manifest + doc_entries), encoding="utf-8")
    (out / "pipeline.toml").write_text(
        "# GENERATED benchmark corpus: codecompare build pipeline.toml\n[pipeline]\n"
        f'name = "generated-{n}"\nmanifest = "manifest.toml"\noutput = "codecompare.db"\n'
        'stages = ["read", "structure", "extract", "store", "xref", "align", "publish"]\n',
        encoding="utf-8",
    )
    by_seed_section: dict[str, list[list]] = {}
    by_topic: dict[str, list[list]] = {}
    for d in documents:
        for s in d["sections"]:
            by_seed_section.setdefault(s["seed_section"], []).append([d["document_id"], s["ordinal"]])
            by_topic.setdefault(s["topic"], []).append([d["document_id"], s["ordinal"]])
    truth = {
        "note": "GENERATED test data derived from public ordinances; offsets index the file text as written (UTF-8, \\n).",
        "generator": "benchmarks/generate.py", "seed": seed, "municipalities": n,
        "seeds": {s.key: {"path": f"corpus/{s.path}", "chapter": s.chapter,
                          "sections": {p.key: {"number": p.number, "title": p.title, "topic": p.topic}
                                       for p in parsed[s.key]}} for s in SEEDS},
        "documents": documents,
        "defects": defects,
        "expected_alignments": {
            "rule": "two sections of different municipalities align when they derive from the same seed "
                    "section (strict) or share a topic (topic: equivalent provisions across seeds)",
            "by_seed_section": by_seed_section,
            "by_topic": by_topic,
        },
    }
    (out / "ground_truth.json").write_text(json.dumps(truth, ensure_ascii=False), encoding="utf-8")
    return truth


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--municipalities", "-n", type=int, required=True)
    ap.add_argument("--out", required=True, type=Path)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)
    truth = generate(args.municipalities, args.out, args.seed)
    print(f"wrote {len(truth['documents'])} chapters, {len(truth['defects'])} defects to {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
