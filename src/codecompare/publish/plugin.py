"""The codecompare Datasette plugin: reading and comparing pages over the built corpus.

Registered through the ``datasette`` entry point (pyproject.toml). Pages live under
``/-/codecompare/``; they only read, through Datasette's own connection to the (immutable)
database, and every piece of corpus text is escaped (see markup.py).
"""
from __future__ import annotations

import sqlite3
from pathlib import Path
from urllib.parse import unquote, urlencode

import networkx as nx
from datasette import hookimpl
from datasette.utils import escape_fts, tilde_encode
from datasette.utils.asgi import NotFound, Response, asgi_static
from jinja2 import ChoiceLoader, FileSystemLoader, pass_context
from markupsafe import Markup, escape

from . import markup as mk

HERE = Path(__file__).resolve().parent
TEMPLATES = HERE / "templates"
STATIC = HERE / "static"
PREFIX = "/-/codecompare"
SEVERITY_ORDER = {"error": 0, "warning": 1, "info": 2}
DEFAULT_COMPARE_COUNT = 4


# ---------------------------------------------------------------- hooks

@pass_context
def _section_url_filter(ctx, section_id: str, anchor: str | None = None) -> str:
    # Every page we render puts the base_url-aware plugin path in its context as "prefix".
    return mk.section_url(section_id, anchor, ctx.get("prefix") or PREFIX)


@hookimpl
def prepare_jinja2_environment(env):
    # Our templates first (the index page and the codecompare/ pages); Datasette's own remain
    # reachable as before, including the "default:" prefix our index.html extends.
    env.loader = ChoiceLoader([FileSystemLoader(str(TEMPLATES)), env.loader])
    env.filters["section_url"] = _section_url_filter
    env.globals["clause_cite"] = mk.clause_cite
    env.filters["path_quote"] = mk.path_quote


def _prefix(datasette) -> str:
    """The plugin's pages under Datasette's base_url setting (e.g. /codes/-/codecompare)."""
    return datasette.urls.path(PREFIX)


@hookimpl
def prepare_connection(conn):
    # cc_amount(value, value_high, value_text, unit, comparator) -> 'at least $500,000': the canned
    # queries show requirements in words; available in Datasette's SQL editor too.
    conn.create_function("cc_amount", 5, cc_amount, deterministic=True)


def cc_amount(value, value_high, value_text, unit, comparator) -> str | None:
    """A quantity in words, NULL for an obligation that governs no number."""
    if value is None and value_text is None:
        return None
    return mk.format_value(value, value_high, value_text, unit, comparator)


@hookimpl
def register_routes():
    return [
        (rf"^{PREFIX}/static/(?P<path>.*)$", asgi_static(str(STATIC))),
        (rf"^{PREFIX}/section/(?P<section_id>.+)$", section_page),
        (rf"^{PREFIX}/compare$", compare_page),
        (rf"^{PREFIX}/findings/(?P<municipality_id>[^/]+)$", findings_page),
        (rf"^{PREFIX}/graph/(?P<municipality_id>[^/]+)$", graph_page),
        (rf"^{PREFIX}/search$", search_page),
    ]


READ_METHODS = {"GET", "HEAD", "OPTIONS"}


@hookimpl
def asgi_wrapper():
    """The published corpus is read-only: every other HTTP method gets 405 before Datasette sees
    it (Datasette 0.65 answers a POST to a read-only canned query with a 500)."""

    def wrap(app):
        async def read_only(scope, receive, send):
            if scope["type"] == "http" and scope["method"] not in READ_METHODS:
                await Response.text("This codecompare instance is read-only.", status=405,
                                    headers={"Allow": "GET, HEAD"}).asgi_send(send)
                return
            await app(scope, receive, send)

        return read_only

    return wrap


@hookimpl
def menu_links(datasette):
    return [
        {"href": f"{_prefix(datasette)}/search", "label": "Search the ordinances"},
        {"href": f"{_prefix(datasette)}/compare", "label": "Compare provisions"},
    ]


@hookimpl
def extra_css_urls():
    # Datasette puts base_url in front of asset URLs itself (menu links it leaves alone).
    return [{"url": f"{PREFIX}/static/codecompare.css"}]


# The canned queries of datasette_metadata.json, grouped by who asks them, each with the
# parameters a first visit should run with (a blank form shows nothing useful).
QUESTIONS = [
    ("Attorney", "See how your provision's numbers and wording compare with your neighbours', what your code "
                 "requires of a permittee, and what a careful reader would flag in it.",
     [("compare_provision", {"topic": "excavation-insurance"}),
      ("permittee_duties", {"municipality": "clyman-wi", "bearer": "permittee"}),
      ("municipality_findings", {"municipality": "clyman-wi"})]),
    ("Researcher", "Query every normalized number and duty by unit, comparator and topic, in SQL or as CSV/JSON.",
     [("obligations_by_unit", {"unit": "hour", "comparator": "max"}), ("insurance_bond_minimums", {}),
      ("deadlines_hours_days", {}), ("statutes_cited", {})]),
    ("Drafter", "Find references that lead nowhere, numbers and words that depart from peer codes, and "
                "headings that do not match their text.",
     [("reference_problems", {}), ("outliers_vs_peers", {}), ("heading_mismatches", {})]),
]


@hookimpl
def extra_template_vars(template, datasette):
    if template != "index.html":
        return {}

    async def home_vars():
        db = _db(datasette)
        data = await db.execute_fn(_home_data)
        queries = await datasette.get_canned_queries(db.name, None)
        data["questions"] = [
            {"user": user, "can": can,
             "queries": [{"name": n, "title": queries[n].get("title") or n,
                          "url": datasette.urls.table(db.name, n) + (f"?{urlencode(params)}" if params else "")}
                         for n, params in items if n in queries]}
            for user, can, items in QUESTIONS]
        return {"cc": data, "cc_db": db.name, "prefix": _prefix(datasette)}

    return home_vars


SECTION_ID_COLUMNS = ("section_id", "left_section_id", "right_section_id", "resolved_section_id", "target_section")


@hookimpl
def render_cell(row, value, column, table, datasette):
    # Section ids in any table open the reading page, the most useful thing to do with one; a
    # line number next to a section id opens that line of it.
    prefix = _prefix(datasette)
    if isinstance(value, str) and ((table == "sections" and column == "id") or column in SECTION_ID_COLUMNS) and value.count("/") >= 2:
        return Markup('<a href="{}">{}</a>').format(mk.section_url(value, None, prefix), value)
    if column == "line" and isinstance(value, int) and row is not None:
        keys = row.keys() if hasattr(row, "keys") else []
        sid = row["section_id"] if "section_id" in keys else row["id"] if table == "sections" else None
        if isinstance(sid, str) and sid.count("/") >= 2:
            return Markup('<a href="{}">{}</a>').format(mk.section_url(sid, f"L{value}", prefix), value)
    if column == "evidence" and mk.parse_evidence(value) is not None:
        return mk.evidence_html(value, None, prefix)
    return None


# ---------------------------------------------------------------- helpers

def _db(datasette):
    return datasette.get_database()


def _rows(conn: sqlite3.Connection, sql: str, params=()) -> list[dict]:
    cur = conn.execute(sql, params)
    names = [d[0] for d in cur.description]
    return [dict(zip(names, r)) for r in cur.fetchall()]


def _one(conn, sql, params=()):
    rows = _rows(conn, sql, params)
    return rows[0] if rows else None


def _has_table(conn, name: str) -> bool:
    return conn.execute("SELECT 1 FROM sqlite_master WHERE name = ?", [name]).fetchone() is not None


async def _render(datasette, request, template: str, context: dict) -> Response:
    db = _db(datasette)
    context = {"cc_db": db.name, "prefix": _prefix(datasette), **context}
    return Response.html(await datasette.render_template(template, context, request=request))


def _row_url(datasette, db_name: str, table: str, pk: str) -> str:
    return datasette.urls.table(db_name, table) + "/" + tilde_encode(pk)


def _topics(conn) -> list[dict]:
    if not _has_table(conn, "topic_summary"):
        return []
    # Topics several municipalities share first: those are the ones worth comparing.
    return _rows(conn, """SELECT * FROM topic_summary ORDER BY municipalities DESC, COALESCE(parent, topic), parent IS NOT NULL, topic""")


def _home_data(conn) -> dict:
    munis = _rows(conn, """
        SELECT m.id, m.name, m.state, m.kind,
               (SELECT COUNT(*) FROM documents d WHERE d.municipality_id = m.id) AS documents,
               (SELECT COUNT(*) FROM sections s WHERE s.municipality_id = m.id) AS sections,
               (SELECT COUNT(*) FROM findings f WHERE f.municipality_id = m.id) AS findings
        FROM municipalities m ORDER BY m.state, m.name LIMIT 200""")
    total = conn.execute("SELECT COUNT(*) FROM municipalities").fetchone()[0]
    return {"municipalities": munis, "municipality_count": total, "topic_groups": _topic_groups(_topics(conn))}


def _topic_groups(topics: list[dict]) -> list[dict]:
    """Root topics (a whole provision, e.g. street excavations) with their parts under them."""
    known = {t["topic"] for t in topics}
    groups = {t["topic"]: {**t, "children": []} for t in topics if not t.get("parent") or t["parent"] not in known}
    for t in topics:
        if t["topic"] not in groups:
            groups[t["parent"]]["children"].append(t)
    return sorted(groups.values(), key=lambda g: (-g["municipalities"], g["label"] or g["topic"]))


# ---------------------------------------------------------------- section page

def _section_data(conn, section_id: str) -> dict | None:
    sec = _one(conn, """
        SELECT s.*, m.name AS municipality, m.state AS state, d.path AS path, d.title AS document_title,
               d.chapter AS chapter
        FROM sections s JOIN municipalities m ON m.id = s.municipality_id
        JOIN documents d ON d.id = s.document_id WHERE s.id = ?""", [section_id])
    if sec is None:
        return None
    clauses = _rows(conn, "SELECT * FROM clauses WHERE section_id = ? ORDER BY start_offset, ordinal", [section_id])
    quantities = _rows(conn, "SELECT * FROM quantities WHERE section_id = ?", [section_id])
    citations = _rows(conn, """
        SELECT k.*, rc.ordinal AS resolved_clause_ordinal FROM citations k
        LEFT JOIN clauses rc ON rc.id = k.resolved_clause_id WHERE k.section_id = ?""", [section_id])
    notes = _rows(conn, "SELECT * FROM notes WHERE section_id = ? ORDER BY start_offset", [section_id])
    cited_by = _rows(conn, """
        SELECT k.section_id, k.text, k.line, s.number, s.title, rc.ordinal AS clause_ordinal
        FROM citations k JOIN sections s ON s.id = k.section_id
        LEFT JOIN clauses rc ON rc.id = k.clause_id
        WHERE k.resolved_section_id = ? AND k.section_id != ? ORDER BY s.ordinal""", [section_id, section_id])
    findings = _rows(conn, "SELECT * FROM findings WHERE section_id = ? ORDER BY line", [section_id])
    _add_clause_names(conn, findings)
    nav = _rows(conn, """
        SELECT id, number, title, ordinal FROM sections WHERE document_id = ? AND ordinal IN (?, ?)
        ORDER BY ordinal""", [sec["document_id"], sec["ordinal"] - 1, sec["ordinal"] + 1])
    return {"section": sec, "clauses": clauses, "quantities": quantities, "citations": citations,
            "notes": notes, "cited_by": cited_by, "findings": findings,
            "prev": next((n for n in nav if n["ordinal"] < sec["ordinal"]), None),
            "next": next((n for n in nav if n["ordinal"] > sec["ordinal"]), None)}


def _body_blocks(data: dict, prefix: str = PREFIX) -> list[dict]:
    """The section text as blocks: each clause, plus any body text outside clauses (never the
    heading or the notes, which the page shows apart)."""
    sec = data["section"]
    text, base = sec["text"] or "", sec["start_offset"] or 0
    spans = [mk.quantity_span(q) for q in data["quantities"] if q["start_offset"] is not None]
    spans += [mk.citation_span(c, prefix) for c in data["citations"] if c["start_offset"] is not None]
    skip = [(n["start_offset"], n["end_offset"]) for n in data["notes"] if n["start_offset"] is not None]
    if sec.get("heading_start_offset") is not None and sec.get("heading_end_offset") is not None:
        skip.append((sec["heading_start_offset"], sec["heading_end_offset"]))
    blocks, covered = [], []
    for c in data["clauses"]:
        s, e = c["start_offset"], c["end_offset"]
        covered.append((s, e))
        lead = _lead_spans(text[s - base:e - base], s, c.get("marker"), c.get("caption"))
        blocks.append({"kind": "clause", "start": s, "clause": c, "anchor": f"c{int(c['ordinal']):03d}",
                       "caption_inline": any(sp.attrs.get("class") == "cc-caption" for sp in lead),
                       "html": _mark(text, base, s, e, c["line"], spans + lead)})
    for s, e in _gaps(base, base + len(text), covered + skip):
        piece = text[s - base:e - base]
        if not piece.strip():
            continue
        lead = len(piece) - len(piece.lstrip())
        s += lead
        line = sec["line"] + text[:s - base].count("\n")
        blocks.append({"kind": "text", "start": s, "clause": None, "anchor": None,
                       "html": _mark(text, base, s, e, line, spans)})
    return sorted(blocks, key=lambda b: b["start"])


def _lead_spans(clause_text: str, start: int, marker: str | None, caption: str | None) -> list[mk.Span]:
    """The printed marker ("A.", "(5)") and run-in caption ("Frozen ground") where the clause
    text opens with them, so they are styled in place instead of printed twice."""
    out, pos = [], len(clause_text) - len(clause_text.lstrip())
    if marker and clause_text.startswith(marker, pos):
        out.append(mk.Span(start + pos, start + pos + len(marker), "span", {"class": "cc-marker"}))
        pos += len(marker)
        pos += len(clause_text[pos:]) - len(clause_text[pos:].lstrip())
    if caption and clause_text.startswith(caption, pos):
        end = pos + len(caption) + (1 if clause_text.startswith(".", pos + len(caption)) else 0)
        out.append(mk.Span(start + pos, start + end, "strong", {"class": "cc-caption"}))
    return out


def _mark(text, base, s, e, line, spans):
    local = [sp for sp in spans if sp.start >= s and sp.end <= e]
    return mk.mark_text(text[s - base:e - base].rstrip(), s, line, local)


def _gaps(start: int, end: int, covered: list[tuple[int, int]]) -> list[tuple[int, int]]:
    gaps, pos = [], start
    for s, e in sorted(covered):
        if s > pos:
            gaps.append((pos, min(s, end)))
        pos = max(pos, e)
    if pos < end:
        gaps.append((pos, end))
    return gaps


async def section_page(request, datasette):
    section_id = unquote(request.url_vars["section_id"])
    data = await _db(datasette).execute_fn(lambda conn: _section_data(conn, section_id))
    if data is None:
        raise NotFound(f"No section {section_id}")
    db_name = _db(datasette).name
    sec = data["section"]
    return await _render(datasette, request, "codecompare/section.html", {
        **data, "blocks": _body_blocks(data, _prefix(datasette)),
        "row_url": _row_url(datasette, db_name, "sections", sec["id"]),
        "quantity_list": sorted(data["quantities"], key=lambda q: q["start_offset"] or 0),
        "fmt": mk.format_value, "safe_url": mk.safe_url, "evidence_html": mk.evidence_html,
    })


# ---------------------------------------------------------------- compare page

def _topic_clauses(conn, topic: str, municipalities: list[str]) -> list[dict]:
    marks = ",".join("?" * len(municipalities))
    # A clause belongs to the topic when it is tagged with it or its section is: sections carry
    # root topics (street-excavation-permit), clauses the specific one (excavation-insurance).
    return _rows(conn, f"""
        SELECT c.id, c.section_id, c.municipality_id, c.label, c.caption, c.text, c.line, c.ordinal,
               c.depth, s.number, s.title, s.ordinal AS section_ordinal, c.start_offset
        FROM clause_topics ct JOIN clauses c ON c.id = ct.clause_id JOIN sections s ON s.id = c.section_id
        WHERE (ct.clause_topic = ? OR ct.section_topic = ?) AND ct.municipality_id IN ({marks})
        ORDER BY c.municipality_id, c.document_id, s.ordinal, c.ordinal""", [topic, topic, *municipalities])


def _compare_data(conn, topic: str | None, requested: list[str]) -> dict:
    topics = _topics(conn)
    munis_all = {r["id"]: r for r in _rows(conn, "SELECT id, name, state FROM municipalities")}
    if not topic:
        return {"topics": topics, "topic": None, "available": [], "selected": [], "rows": [], "numbers": [],
                "municipalities": munis_all, "topic_groups": _topic_groups(topics)}
    available = [r[0] for r in conn.execute("""
        SELECT DISTINCT municipality_id FROM clause_topics WHERE clause_topic = ? OR section_topic = ? ORDER BY 1""",
        [topic, topic])]
    selected = [m for m in dict.fromkeys(requested) if m in available] or available[:DEFAULT_COMPARE_COUNT]
    clauses = _topic_clauses(conn, topic, selected) if selected else []
    by_id = {c["id"]: c for c in clauses}
    marks = ",".join("?" * len(selected))
    edges = _rows(conn, f"""
        SELECT left_id, right_id, score FROM alignments WHERE topic = ? AND level = 'clause'
        AND left_municipality_id IN ({marks}) AND right_municipality_id IN ({marks})""",
        [topic, *selected, *selected]) if selected else []
    rows = _aligned_rows(clauses, [(e["left_id"], e["right_id"]) for e in edges if e["left_id"] in by_id and e["right_id"] in by_id], selected)
    verdicts = _rows(conn, f"""
        SELECT qd.left_quantity_id, qd.right_quantity_id, qd.relation FROM quantity_diffs qd
        JOIN alignments a ON a.id = qd.alignment_id
        WHERE a.topic = ? AND qd.relation IN ('stricter_left', 'stricter_right')
        AND a.left_municipality_id IN ({marks}) AND a.right_municipality_id IN ({marks})""",
        [topic, *selected, *selected]) if selected else []
    stricter_by_align = {v["left_quantity_id"] if v["relation"] == "stricter_left" else v["right_quantity_id"] for v in verdicts}
    numbers = _number_table(conn, [c["id"] for c in clauses], selected, stricter_by_align)
    return {"topics": topics, "topic": topic, "available": available, "selected": selected, "rows": rows,
            "numbers": numbers, "municipalities": munis_all,
            "topic_label": next((t["label"] for t in topics if t["topic"] == topic and t.get("label")), None)}


def _aligned_rows(clauses: list[dict], edges: list[tuple[str, str]], selected: list[str]) -> list[dict]:
    """Group clauses that align (directly or through a third municipality) into one row each."""
    g = nx.Graph()
    g.add_nodes_from(c["id"] for c in clauses)
    g.add_edges_from(edges)
    order = {c["id"]: i for i, c in enumerate(clauses)}
    by_id = {c["id"]: c for c in clauses}
    rows = []
    for comp in nx.connected_components(g):
        cells = {m: [] for m in selected}
        for cid in sorted(comp, key=order.get):
            cells[by_id[cid]["municipality_id"]].append(by_id[cid])
        first = next(m for m in selected if cells[m])
        rows.append({"cells": cells, "sort": (selected.index(first), min(order[c] for c in comp)),
                     "aligned": len(comp) > 1})
    rows.sort(key=lambda r: (not r["aligned"], r["sort"]))
    for r in rows:
        _diff_row(r, selected)
    return rows


def _diff_row(row: dict, selected: list[str]) -> None:
    texts = {m: "\n".join(c["text"] or "" for c in row["cells"][m]) for m in selected}
    present = [m for m in selected if row["cells"][m]]
    row["html"] = {}
    if len(present) < 2:
        for m in present:  # nothing to diff against: the text as it is
            row["html"][m] = escape(texts[m])
        return
    # The first municipality is the reference; every other column shows its changes against it,
    # and the reference shows what it has that the second one lacks.
    ref = present[0]
    row["html"][ref] = word_diff(texts[ref], texts[present[1]])[0]
    for m in present[1:]:
        row["html"][m] = word_diff(texts[ref], texts[m])[1]


def word_diff(left: str, right: str) -> tuple[Markup, Markup]:
    """Both texts with changed words marked, each side shown in its own exact wording."""
    try:
        from ..align import word_diff as align_word_diff
    except ImportError:  # align not installed in this tree: difflib on tokens
        return mk.diff_words(left, right)
    # align's diff returns the first text's own slices for equal and deleted words, so running
    # it both ways keeps each column faithful to its source (case, line breaks).
    return mk.ops_markup(align_word_diff(left, right), "del"), mk.ops_markup(align_word_diff(right, left), "ins")


def _number_table(conn, clause_ids: list[str], selected: list[str], stricter_by_align: set[str]) -> list[dict]:
    """Every number in the topic's clauses, one row per thing measured, one column per
    municipality, differing rows first, the stricter requirement flagged."""
    if not clause_ids:
        return []
    qs = []
    for chunk in range(0, len(clause_ids), 500):
        part = clause_ids[chunk:chunk + 500]
        qs += _rows(conn, f"""SELECT id, section_id, municipality_id, text, value, value_high, value_text, unit,
                                     comparator, measures, line, start_offset FROM quantities
                              WHERE clause_id IN ({",".join("?" * len(part))})""", part)
    qs.sort(key=lambda q: q["start_offset"] or 0)
    groups: dict[tuple, dict] = {}
    for q in qs:
        q["words"] = mk.format_value(q["value"], q["value_high"], q["value_text"], q["unit"], q["comparator"])
        key = (q["measures"] or "", q["unit"] or "")
        g = groups.setdefault(key, {"measures": key[0], "unit": key[1], "cells": {m: [] for m in selected}})
        g["cells"][q["municipality_id"]].append(q)
    out = []
    for g in groups.values():
        found = [q for cell in g["cells"].values() for q in cell]
        values = {(q["value"], q["value_high"], q["value_text"], q["comparator"]) for q in found}
        present = sum(1 for v in g["cells"].values() if v)
        g["differs"] = len(values) > 1 or present < len(selected)
        strict = stricter_ids(found) if len(values) > 1 else None
        for q in found:
            q["stricter"] = q["id"] in strict if strict is not None else (len(values) > 1 and q["id"] in stricter_by_align)
        out.append(g)
    out.sort(key=lambda g: (not g["differs"], g["unit"] != "usd", g["measures"]))
    return out


def stricter_ids(quantities: list[dict]) -> set[str] | None:
    """Ids of the strictest requirement among quantities that bound the same thing the same way:
    under a minimum ("not less than $500,000") the larger value asks more, under a maximum
    ("within 24 hours") the smaller. None when they mix comparators or units, or state exact
    amounts or ranges: there "stricter" is not a question of size."""
    comparators = {q["comparator"] for q in quantities}
    units = {q["unit"] for q in quantities}
    if len(units) != 1 or comparators not in ({"min"}, {"max"}) or any(q["value"] is None for q in quantities):
        return None
    best = (max if comparators == {"min"} else min)(q["value"] for q in quantities)
    return {q["id"] for q in quantities if q["value"] == best}


async def compare_page(request, datasette):
    topic = request.args.get("topic") or None
    requested = request.args.getlist("m")
    data = await _db(datasette).execute_fn(lambda conn: _compare_data(conn, topic, requested))
    return await _render(datasette, request, "codecompare/compare.html", {**data, "fmt": mk.format_value})


# ---------------------------------------------------------------- findings page

def _add_clause_names(conn, findings: list[dict]) -> None:
    """Each finding gets ``clause_names``: the peer clauses its JSON evidence cites, named
    'Municipality § 370-7(G)' so the reader sees whose text disagrees without opening it."""
    ids = sorted({str(c) for f in findings for c in (mk.parse_evidence(f.get("evidence")) or {}).get("peer_clause_ids") or []})
    names = {}
    for chunk in range(0, len(ids), 500):
        part = ids[chunk:chunk + 500]
        for r in _rows(conn, f"""SELECT c.id, c.label, s.number, s.title, m.name FROM clauses c
                                 JOIN sections s ON s.id = c.section_id JOIN municipalities m ON m.id = c.municipality_id
                                 WHERE c.id IN ({",".join("?" * len(part))})""", part):
            where = mk.clause_cite(r["number"], r["label"]) if r["number"] else f"{r['title'] or ''} {mk.clause_cite(None, r['label'])}"
            names[r["id"]] = f"{r['name']} {where.strip()}".strip()
    for f in findings:
        f["clause_names"] = names


def _findings_data(conn, municipality_id: str) -> dict | None:
    muni = _one(conn, "SELECT * FROM municipalities WHERE id = ?", [municipality_id])
    if muni is None:
        return None
    # A finding without a section still has a document line: it belongs to the section that
    # starts at or before that line.
    rows = _rows(conn, """
        SELECT f.*, d.path AS path,
               COALESCE(f.section_id, (SELECT s.id FROM sections s WHERE s.document_id = f.document_id
                         AND s.line <= f.line ORDER BY s.line DESC LIMIT 1)) AS target_section,
               s2.number AS section_number, s2.title AS section_title
        FROM findings f LEFT JOIN documents d ON d.id = f.document_id
        LEFT JOIN sections s2 ON s2.id = f.section_id
        WHERE f.municipality_id = ?""", [municipality_id])
    _add_clause_names(conn, rows)
    rows.sort(key=lambda r: (SEVERITY_ORDER.get(r["severity"], 9), r["path"] or "", r["line"] or 0))
    counts = {}
    for r in rows:
        counts[r["severity"]] = counts.get(r["severity"], 0) + 1
    return {"municipality": muni, "findings": rows, "counts": counts}


async def findings_page(request, datasette):
    mid = unquote(request.url_vars["municipality_id"])
    data = await _db(datasette).execute_fn(lambda conn: _findings_data(conn, mid))
    if data is None:
        raise NotFound(f"No municipality {mid}")
    return await _render(datasette, request, "codecompare/findings.html", {**data, "evidence_html": mk.evidence_html})


# ---------------------------------------------------------------- graph page

def _graph_data(conn, municipality_id: str, prefix: str = PREFIX) -> dict | None:
    muni = _one(conn, "SELECT * FROM municipalities WHERE id = ?", [municipality_id])
    if muni is None:
        return None
    if not _has_table(conn, "xref_nodes"):
        return {"municipality": muni, "nodes": [], "edges": [], "prepared": False}
    nodes = _rows(conn, "SELECT * FROM xref_nodes WHERE municipality_id = ?", [municipality_id])
    pos = {n["node"]: n for n in nodes}
    edges = []
    for e in _rows(conn, "SELECT * FROM xref_edges WHERE municipality_id = ?", [municipality_id]):
        a, b = pos.get(e["source"]), pos.get(e["target"])
        if a and b:
            edges.append({**e, "x1": a["x"], "y1": a["y"], "x2": b["x"], "y2": b["y"], "self": a is b})
    for n in nodes:
        n["href"] = mk.section_url(n["section_id"], None, prefix) if n["section_id"] else None
    height = max([n["y"] for n in nodes], default=0) + 60
    return {"municipality": muni, "nodes": nodes, "edges": edges, "prepared": True, "width": 1000, "height": round(height)}


async def graph_page(request, datasette):
    mid = unquote(request.url_vars["municipality_id"])
    data = await _db(datasette).execute_fn(lambda conn: _graph_data(conn, mid, _prefix(datasette)))
    if data is None:
        raise NotFound(f"No municipality {mid}")
    return await _render(datasette, request, "codecompare/graph.html", data)


# ---------------------------------------------------------------- search page

SEARCH_LIMIT = 40


def _search(conn, q: str, municipality: str | None) -> dict:
    try:
        return _search_fts(conn, q, municipality, raw=True)
    except sqlite3.OperationalError:
        # Not valid FTS5 syntax (e.g. "§ 370-7G"): search for the words literally instead.
        return _search_fts(conn, q, municipality, raw=False)


def _search_fts(conn, q: str, municipality: str | None, raw: bool) -> dict:
    match = q if raw else escape_fts(q)
    where_m = "AND t.municipality_id = ?" if municipality else ""
    extra = [municipality] if municipality else []
    sections = _rows(conn, f"""
        SELECT t.id, t.number, t.title, t.municipality_id, m.name AS municipality, t.line,
               snippet(sections_fts, -1, ?, ?, ' … ', 28) AS snip
        FROM sections_fts JOIN sections t ON t.rowid = sections_fts.rowid
        JOIN municipalities m ON m.id = t.municipality_id
        WHERE sections_fts MATCH ? {where_m} ORDER BY sections_fts.rank LIMIT {SEARCH_LIMIT}""",
        ["\x02", "\x03", match, *extra])
    clauses = _rows(conn, f"""
        SELECT t.id, t.section_id, t.label, t.caption, t.ordinal, t.municipality_id, m.name AS municipality,
               s.number, s.title, t.line, snippet(clauses_fts, -1, ?, ?, ' … ', 28) AS snip
        FROM clauses_fts JOIN clauses t ON t.rowid = clauses_fts.rowid
        JOIN sections s ON s.id = t.section_id JOIN municipalities m ON m.id = t.municipality_id
        WHERE clauses_fts MATCH ? {where_m} ORDER BY clauses_fts.rank LIMIT {SEARCH_LIMIT}""",
        ["\x02", "\x03", match, *extra])
    for r in sections + clauses:
        r["snippet_html"] = mk.highlight_snippet(r.pop("snip"))
    return {"sections": sections, "clauses": clauses, "raw": raw}


async def search_page(request, datasette):
    q = (request.args.get("q") or "").strip()
    municipality = request.args.get("m") or None
    db = _db(datasette)
    munis = await db.execute_fn(lambda conn: _rows(conn, "SELECT id, name FROM municipalities ORDER BY name"))
    results = await db.execute_fn(lambda conn: _search(conn, q, municipality)) if q else None
    return await _render(datasette, request, "codecompare/search.html", {
        "q": q, "m": municipality, "results": results, "municipalities": munis,
        "table_search": datasette.urls.table(db.name, "sections") + "?" + urlencode({"_search": q}) if q else None,
    })
