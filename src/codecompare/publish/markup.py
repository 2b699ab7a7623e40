"""Pure functions that turn corpus text into safe HTML for the plugin pages.

Corpus text is untrusted input (anyone can ingest a file), so every slice of it goes through
``markupsafe.escape`` before it is wrapped in our own tags; nothing here ever marks corpus
text safe unescaped. Attribute values are escaped the same way, and only http(s) URLs become
links (a ``javascript:`` URL in the database stays inert text).
"""
from __future__ import annotations

import difflib
import json
import re
from dataclasses import dataclass, field
from urllib.parse import quote

from markupsafe import Markup, escape

COMPARATOR_WORDS = {"min": "at least", "max": "at most", "exact": "exactly", "range": "between"}
UNIT_WORDS = {
    "usd": "US dollars", "inch": "inches", "foot": "feet", "yard": "yards", "mile": "miles",
    "square_foot": "square feet", "cubic_yard": "cubic yards", "pound": "pounds", "psi": "psi",
    "sack": "sacks", "percent": "percent", "minute": "minutes", "hour": "hours", "day": "days",
    "business_day": "business days", "week": "weeks", "month": "months", "year": "years",
    "degree_f": "°F", "count": "count", "date": "date", "ratio": "ratio",
}

SINGULAR = {"usd": "US dollar", "inch": "inch", "foot": "foot", "yard": "yard", "mile": "mile", "square_foot": "square foot",
            "cubic_yard": "cubic yard", "pound": "pound", "sack": "sack", "minute": "minute", "hour": "hour", "day": "day",
            "business_day": "business day", "week": "week", "month": "month", "year": "year"}


@dataclass(frozen=True)
class Span:
    """A marked stretch of text: document offsets, the tag to wrap it in and its attributes."""

    start: int
    end: int
    tag: str  # mark | a | span
    attrs: dict = field(default_factory=dict)


def safe_url(url: str | None) -> str | None:
    """Only absolute http(s) URLs may become links; anything else (javascript:, data:) is dropped."""
    if not url:
        return None
    return url if re.match(r"^https?://[^\s\"'<>]+$", url.strip(), flags=re.I) else None


def path_quote(value: str) -> str:
    # Ids contain "/" (municipality/chapter/section) but a chapter given on the command line
    # may hold anything, so every other character is percent-encoded.
    return quote(value, safe="/-_.~")


PREFIX = "/-/codecompare"


def section_url(section_id: str, anchor: str | None = None, prefix: str = PREFIX) -> str:
    """The reading page of a section; ``prefix`` is the plugin's path under Datasette's
    base_url (the plugin passes ``datasette.urls.path(PREFIX)``)."""
    return f"{prefix}/section/{path_quote(section_id)}" + (f"#{anchor}" if anchor else "")


def clause_url(clause_id: str, prefix: str = PREFIX) -> str:
    # Clause ids are the section id plus "/cNNN", and the section page anchors clauses "cNNN".
    section_id, _, ordinal = clause_id.rpartition("/")
    return section_url(section_id, ordinal, prefix)


def format_number(value: float | None) -> str:
    if value is None:
        return "?"
    if float(value).is_integer():
        return f"{int(value):,}"
    return f"{value:,.2f}".rstrip("0").rstrip(".")


# Spelled out: calendar.month_name follows the process locale, and the pages are English.
MONTH_NAMES = ("January", "February", "March", "April", "May", "June", "July", "August", "September",
               "October", "November", "December")
# Dates and clock times are points in time: "by November 15", "on or after 8:00 a.m.", not "at most".
POINT_WORDS = {"date": {"min": "on or after", "max": "by", "exact": "on"},
               "hour": {"min": "at or after", "max": "by", "exact": "at"}}
_MONTH_DAY = re.compile(r"(\d{1,2})-(\d{1,2})")
_CLOCK = re.compile(r"(\d{1,2}):(\d{2})")


def format_date(value_text: str | None) -> str:
    """'11-15' -> 'November 15'; '11-15/04-01' -> 'November 15 to April 1'; else as stored."""
    if not value_text:
        return "?"
    parts = []
    for part in value_text.split("/"):
        m = _MONTH_DAY.fullmatch(part)
        month, day = (int(m.group(1)), int(m.group(2))) if m else (0, 0)
        parts.append(f"{MONTH_NAMES[month - 1]} {day}" if 1 <= month <= 12 and 1 <= day <= 31 else part)
    return " to ".join(parts)


def format_clock(value_text: str) -> str | None:
    """'08:00' -> '8:00 a.m.', '12:00' -> 'noon', '00:00' -> 'midnight'; None if not a clock time."""
    m = _CLOCK.fullmatch(value_text)
    if not m or int(m.group(1)) > 23 or int(m.group(2)) > 59:
        return None
    hour, minute = int(m.group(1)), m.group(2)
    if minute == "00" and hour in (0, 12):
        return "midnight" if hour == 0 else "noon"
    return f"{(hour - 1) % 12 + 1}:{minute} {'a.m.' if hour < 12 else 'p.m.'}"


def format_value(value, value_high, value_text, unit, comparator) -> str:
    """A normalized quantity in words an attorney reads at a glance: 'at least $500,000'."""
    clock = format_clock(value_text) if unit == "hour" and value_text else None
    if unit == "date" or clock:
        body = format_date(value_text) if unit == "date" else clock
        if comparator == "range":
            return body if unit == "date" else f"between {body}"
        word = POINT_WORDS[unit].get(comparator or "", comparator or "")
        return f"{word} {body}".strip()
    if unit == "usd":
        body = "$" + format_number(value) + (f"–${format_number(value_high)}" if comparator == "range" else "")
    else:
        rng = f"–{format_number(value_high)}" if comparator == "range" and value_high is not None else ""
        # A bare count ("one lane", "two signs") reads as the number alone.
        words = "" if unit == "count" else UNIT_WORDS.get(unit or "", unit or "")
        if value == 1 and not rng:
            words = SINGULAR.get(unit or "", words)
        body = f"{format_number(value)}{rng} {words}".strip()
    if value_text:
        body += f" ({value_text})"
    word = COMPARATOR_WORDS.get(comparator or "", comparator or "")
    if comparator == "range":
        return body
    return f"{word} {body}".strip()


def quantity_title(q: dict) -> str:
    parts = [format_value(q.get("value"), q.get("value_high"), q.get("value_text"), q.get("unit"), q.get("comparator"))]
    parts.append(f"unit: {q.get('unit')}, comparator: {q.get('comparator')}")
    if q.get("measures"):
        parts.append(f"measures: {q['measures']}")
    return " · ".join(parts)


def citation_span(c: dict, prefix: str = PREFIX) -> Span:
    """Resolved local references link to their section; statutes to their public text."""
    status = c.get("status") or "unresolved"
    title = f"{c.get('kind')}: {c.get('target')} ({status})"
    if c.get("resolved_section_id") and status in ("resolved", "self"):
        anchor = f"c{int(c['resolved_clause_ordinal']):03d}" if c.get("resolved_clause_ordinal") else None
        return Span(c["start_offset"], c["end_offset"], "a",
                    {"href": section_url(c["resolved_section_id"], anchor, prefix), "class": f"ref ref-{status}", "title": title})
    url = safe_url(c.get("url"))
    if url:
        return Span(c["start_offset"], c["end_offset"], "a",
                    {"href": url, "class": f"ref ref-{c.get('kind')}", "title": title, "rel": "noopener"})
    return Span(c["start_offset"], c["end_offset"], "span", {"class": f"ref ref-{status}", "title": title})


def quantity_span(q: dict) -> Span:
    return Span(q["start_offset"], q["end_offset"], "mark",
                {"class": f"qty qty-{q.get('comparator')}", "title": quantity_title(q)})


def line_anchor(line: int) -> Markup:
    # An empty link the stylesheet shows as the line number in the gutter: a reader can click
    # it to get the #L123 address of that line of the source file.
    return Markup('<a class="ln" id="L{0}" href="#L{0}" data-line="{0}" aria-label="line {0}"></a>').format(int(line))


def _escape_with_lines(text: str, line: int) -> tuple[Markup, int]:
    out = Markup("")
    pieces = text.split("\n")
    for i, piece in enumerate(pieces):
        if i:
            line += 1
            out += Markup("\n") + line_anchor(line)
        out += escape(piece)
    return out, line


def _open_tag(span: Span) -> Markup:
    attrs = Markup("").join(Markup(' {}="{}"').format(k, v) for k, v in span.attrs.items() if v is not None)
    return Markup("<{}{}>").format(Markup(span.tag), attrs)


def mark_text(text: str, base: int, line: int, spans: list[Span], first_anchor: bool = True) -> Markup:
    """Escape ``text`` (which starts at document offset ``base`` on ``line``), wrapping spans
    and inserting a line anchor (#L123) at the start of every source line."""
    out = line_anchor(line) if first_anchor else Markup("")
    pos = 0
    for span in sorted(spans, key=lambda s: (s.start, -s.end)):
        s, e = span.start - base, span.end - base
        if s < pos or e > len(text) or s >= e:
            continue  # overlapping or outside this block: the earlier, longer span wins
        chunk, line = _escape_with_lines(text[pos:s], line)
        out += chunk
        inner, line = _escape_with_lines(text[s:e], line)
        out += _open_tag(span) + inner + Markup("</{}>").format(Markup(span.tag))
        pos = e
    chunk, line = _escape_with_lines(text[pos:], line)
    return out + chunk


TOKEN = re.compile(r"\s+|[^\s]+")


def diff_words(left: str, right: str) -> tuple[Markup, Markup]:
    """Both texts escaped, with the words that differ marked (<del> on the left, <ins> on the right).

    Whitespace runs compare equal whatever their shape: hard-wrapped exports break lines where
    others put spaces, and that is not a difference in the law.
    """
    lt, rt = TOKEN.findall(left), TOKEN.findall(right)
    norm = lambda toks: [" " if t.isspace() else t for t in toks]  # noqa: E731
    sm = difflib.SequenceMatcher(a=norm(lt), b=norm(rt), autojunk=False)
    lo, ro = Markup(""), Markup("")
    for op, i1, i2, j1, j2 in sm.get_opcodes():
        a, b = escape("".join(lt[i1:i2])), escape("".join(rt[j1:j2]))
        if op == "equal":
            lo += a
            ro += b
            continue
        if i2 > i1:
            lo += Markup('<del class="chg">{}</del>').format(a)
        if j2 > j1:
            ro += Markup('<ins class="chg">{}</ins>').format(b)
    return lo, ro


def ops_markup(ops: list[tuple[str, str]], tag: str) -> Markup:
    """[(op, text)] diff operations (equal/delete) as escaped HTML, deleted words in ``tag``;
    the whitespace after a changed run stays outside the mark."""
    out = Markup("")
    for op, text in ops:
        if op == "equal":
            out += escape(text)
        elif op == "delete":
            core = text.rstrip()
            out += Markup('<{0} class="chg">{1}</{0}>').format(Markup(tag), core) + escape(text[len(core):])
    return out


def highlight_snippet(snippet: str | None, start: str = "\x02", end: str = "\x03") -> Markup:
    """FTS5 snippet() output with private markers turned into <mark>, everything else escaped."""
    escaped = str(escape(snippet or ""))
    return Markup(escaped.replace(start, "<mark>").replace(end, "</mark>"))


# Keys of the JSON evidence the align pass stores (found / peers_say / reason / peer_clause_ids),
# in the order a reader wants them.
EVIDENCE_LABELS = {"found": "This code says", "peers_say": "Peers say", "reason": "Why flagged"}


def parse_evidence(evidence: str | None) -> dict | None:
    """The evidence as a dict when it is a JSON object (align findings), else None (plain text)."""
    if not evidence or not evidence.lstrip().startswith("{"):
        return None
    try:
        value = json.loads(evidence)
    except ValueError:
        return None
    return value if isinstance(value, dict) else None


def evidence_html(evidence: str | None, clause_names: dict[str, str] | None = None, prefix: str = PREFIX) -> Markup:
    """A finding's evidence for a reader: JSON evidence as labelled lines, peer clause ids as
    links named after their municipality and section (``clause_names``: id -> name);
    plain-text evidence (a citation as printed) as a quotation. Everything escaped."""
    data = parse_evidence(evidence)
    if data is None:
        return Markup('<blockquote class="cc-evidence">{}</blockquote>').format(evidence) if evidence else Markup("")
    names = clause_names or {}
    rows = []
    for key in [*EVIDENCE_LABELS, *sorted(k for k in data if k not in EVIDENCE_LABELS)]:
        if key not in data or data[key] in (None, "", []):
            continue
        value = data[key]
        label = EVIDENCE_LABELS.get(key) or key.replace("_", " ").capitalize()
        if key.endswith("clause_ids") and isinstance(value, list):
            label = "Peer text" if key == "peer_clause_ids" else label
            body = Markup(", ").join(Markup('<a href="{}">{}</a>').format(clause_url(str(v), prefix), names.get(str(v), str(v)))
                                     for v in value)
        elif key in ("found", "peers_say"):
            body = Markup("<q>{}</q>").format(value)
        else:
            body = escape(value if isinstance(value, str) else json.dumps(value, ensure_ascii=False))
        rows.append(Markup("<dt>{}</dt><dd>{}</dd>").format(label, body))
    return Markup('<dl class="cc-evidence cc-evidence-fields">{}</dl>').format(Markup("").join(rows))


def clause_cite(number: str | None, label: str | None) -> str:
    """How a reader cites a clause: '§ 308-8(C)(1)', '§ 1022.03(b)', '(B)' when the section prints
    no number. Labels are stored as paths ('C(1)'); the top level is parenthesised here so the
    result reads like the contract's citation targets ('370-7(G)'), never '§ 308-8(C(1))'."""
    cite = f"§ {number}" if number else ""
    if label:
        if label[0] in "([":
            cite += label
        else:
            head, sep, rest = label.partition("(")
            cite += f"({head})" + (sep + rest if sep else "")
    return cite
