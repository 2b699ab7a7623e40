"""The publish pass: views the canned queries and pages read, FTS upkeep, the graph layout.

Runs after xref and align on every build and ingest. Everything here is derived from the
contract tables, so it is dropped and recreated each time (idempotent).
"""
from __future__ import annotations

import math

import networkx as nx
import sqlite_utils

from .. import store

# A quantity's topic is its clause's topic when align assigned one, else its section's: align
# tags clauses inside mixed sections (an "insurance" clause inside an excavation section).
# Topics are read from clause_topics, not clauses: clauses.topic is stored after the clause
# text, so reading it from clauses pulls every clause's text off disk.
VIEWS: dict[str, str] = {
    "provision_comparison": """
        SELECT ct.topic AS topic, ct.section_topic AS section_topic,
               m.id AS municipality_id, m.name AS municipality, m.state AS state,
               s.id AS section_id, s.number AS section_number, s.title AS section_title,
               c.id AS clause_id, c.label AS clause_label, c.caption AS clause_caption,
               q.id AS quantity_id, q.measures AS measures, q.text AS quantity_text,
               q.value AS value, q.value_high AS value_high, q.value_text AS value_text,
               q.unit AS unit, q.comparator AS comparator, q.line AS line, c.text AS clause_text
        FROM quantities q
        JOIN clauses c ON c.id = q.clause_id
        JOIN clause_topics ct ON ct.clause_id = q.clause_id
        JOIN sections s ON s.id = q.section_id
        JOIN municipalities m ON m.id = q.municipality_id
    """,
    "obligation_details": """
        SELECT o.id AS obligation_id, m.id AS municipality_id, m.name AS municipality,
               m.state AS state, o.modality AS modality, o.bearer AS bearer, o.action AS action,
               COALESCE(q.measures, o.measures) AS measures,
               q.text AS quantity_text, q.value AS value, q.value_high AS value_high,
               q.value_text AS value_text, q.unit AS unit, q.comparator AS comparator,
               ct.topic AS topic,
               s.id AS section_id, s.number AS section_number, s.title AS section_title,
               c.id AS clause_id, c.label AS clause_label, c.caption AS clause_caption,
               o.line AS line, o.text AS sentence
        FROM obligations o
        LEFT JOIN quantities q ON q.id = o.quantity_id
        JOIN clauses c ON c.id = o.clause_id
        JOIN clause_topics ct ON ct.clause_id = o.clause_id
        JOIN sections s ON s.id = o.section_id
        JOIN municipalities m ON m.id = o.municipality_id
    """,
    "citation_details": """
        SELECT k.id AS citation_id, m.id AS municipality_id, m.name AS municipality,
               m.state AS state, k.kind AS kind, k.status AS status, k.text AS citation_text,
               k.target AS target, k.jurisdiction AS jurisdiction, k.url AS url,
               s.id AS section_id, s.number AS section_number, s.title AS section_title,
               c.label AS clause_label, k.line AS line,
               k.resolved_section_id AS resolved_section_id, rs.number AS resolved_number,
               rs.title AS resolved_title, k.resolved_clause_id AS resolved_clause_id,
               d.path AS path
        FROM citations k
        JOIN sections s ON s.id = k.section_id
        LEFT JOIN clauses c ON c.id = k.clause_id
        LEFT JOIN sections rs ON rs.id = k.resolved_section_id
        JOIN municipalities m ON m.id = k.municipality_id
        LEFT JOIN documents d ON d.id = k.document_id
    """,
    "finding_details": """
        SELECT f.id AS finding_id, m.id AS municipality_id, m.name AS municipality,
               f.severity AS severity, f.kind AS kind, f.message AS message,
               f.evidence AS evidence, d.path AS path, f.line AS line, f.col AS col,
               f.pass AS pass, f.section_id AS section_id, s.number AS section_number,
               s.title AS section_title, f.clause_id AS clause_id, f.document_id AS document_id
        FROM findings f
        LEFT JOIN municipalities m ON m.id = f.municipality_id
        LEFT JOIN documents d ON d.id = f.document_id
        LEFT JOIN sections s ON s.id = f.section_id
    """,
    "quantity_diff_details": """
        SELECT a.topic AS topic, qd.measures AS measures, qd.unit AS unit, qd.relation AS relation,
               a.left_municipality_id AS left_municipality_id, lm.name AS left_municipality,
               lq.text AS left_text, qd.left_value AS left_value,
               a.right_municipality_id AS right_municipality_id, rm.name AS right_municipality,
               rq.text AS right_text, qd.right_value AS right_value,
               lq.section_id AS left_section_id, rq.section_id AS right_section_id,
               lq.clause_id AS left_clause_id, rq.clause_id AS right_clause_id,
               qd.alignment_id AS alignment_id, a.level AS level, a.score AS score
        FROM quantity_diffs qd
        JOIN alignments a ON a.id = qd.alignment_id
        LEFT JOIN quantities lq ON lq.id = qd.left_quantity_id
        LEFT JOIN quantities rq ON rq.id = qd.right_quantity_id
        LEFT JOIN municipalities lm ON lm.id = a.left_municipality_id
        LEFT JOIN municipalities rm ON rm.id = a.right_municipality_id
    """,
}

# Precomputed node positions for the cross-reference graph page, so a page view never runs a
# layout. x runs 0..1000; y grows with the number of sections (the page sizes its SVG to fit).
GRAPH_TABLES = {
    "xref_nodes": dict(
        columns={"municipality_id": str, "node": str, "label": str, "kind": str, "section_id": str,
                 "title": str, "x": float, "y": float, "degree": int},
        pk=("municipality_id", "node"),
    ),
    "xref_edges": dict(
        columns={"municipality_id": str, "source": str, "target": str, "status": str, "kind": str,
                 "count": int, "texts": str},
        pk=("municipality_id", "source", "target"),
    ),
}
WIDTH, MARGIN = 1000.0, 60.0


# Lookups the pages and canned queries make that the contract indexes do not cover.
PUBLISH_INDEXES = {"findings": [["section_id"], ["kind", "municipality_id"]], "sections": [["heading_misplaced"]],
                   "quantities": [["unit", "value"]]}


def run(db: sqlite_utils.Database) -> None:
    """Create the views, rebuild and optimize FTS, precompute the graph layout (idempotent)."""
    build_clause_topics(db)
    for table, idxs in PUBLISH_INDEXES.items():
        for cols in idxs:
            db[table].create_index(cols, if_not_exists=True)
    create_views(db)
    optimize_fts(db)
    build_topic_summary(db)
    build_graph_tables(db)
    db.analyze()  # fresh statistics: the planner picks the topic/unit indexes on large corpora
    db.conn.commit()


def create_views(db: sqlite_utils.Database) -> None:
    for name, sql in VIEWS.items():
        db.create_view(name, sql.strip(), replace=True)


def build_clause_topics(db: sqlite_utils.Database) -> None:
    """Narrow copy of every clause's topic and its section's topic, indexed both ways."""
    db["clause_topics"].drop(ignore=True)
    db["clause_topics"].create({"clause_id": str, "section_id": str, "municipality_id": str, "topic": str,
                                "clause_topic": str, "section_topic": str}, pk="clause_id")
    db.execute("""INSERT INTO clause_topics SELECT c.id, c.section_id, c.municipality_id, COALESCE(c.topic, s.topic),
                  c.topic, s.topic FROM clauses c JOIN sections s ON s.id = c.section_id""")
    for cols in (["topic"], ["section_topic"], ["clause_topic"]):
        db["clause_topics"].create_index(cols)


def _topic_labels() -> dict[str, tuple[str, str | None]]:
    try:
        from ..topics import load_lexicon
    except ImportError:  # the topic lexicon is optional for publishing
        return {}
    return {t.slug: (t.label, t.parent) for t in load_lexicon().topics}


def build_topic_summary(db: sqlite_utils.Database) -> None:
    """One row per topic in use: how many municipalities, sections and clauses carry it.

    A clause belongs to a topic when it is tagged with it or its section is (sections carry
    root topics such as street-excavation-permit, clauses the specific one such as
    excavation-insurance)."""
    labels = _topic_labels()
    rows = db.execute("""
        SELECT topic, COUNT(DISTINCT municipality_id), SUM(is_section), SUM(1 - is_section) FROM (
            SELECT topic, municipality_id, 1 AS is_section FROM sections WHERE topic IS NOT NULL AND topic != ''
            UNION ALL
            SELECT topic, municipality_id, 0 FROM clauses WHERE topic IS NOT NULL AND topic != '')
        GROUP BY topic""").fetchall()
    db["topic_summary"].drop(ignore=True)
    db["topic_summary"].create(
        {"topic": str, "label": str, "parent": str, "municipalities": int, "sections": int, "clauses": int}, pk="topic")
    db["topic_summary"].insert_all(
        {"topic": t, "label": labels.get(t, (None, None))[0], "parent": labels.get(t, (None, None))[1],
         "municipalities": m, "sections": s, "clauses": c} for t, m, s, c in rows)


def optimize_fts(db: sqlite_utils.Database) -> None:
    # The store owns the search index: it creates it and rebuilds it once after every bulk write
    # (store.finish), so publishing only merges its segments for faster queries.
    for table in store.FTS_COLUMNS:
        if db[f"{table}_fts"].exists():
            db[f"{table}_fts"].optimize()


def statute_node(target: str) -> str:
    return f"statute:{target}"


def graph_for(db: sqlite_utils.Database, municipality_id: str) -> nx.DiGraph:
    """Sections of one municipality and the sections, statutes and dangling targets they cite."""
    g = nx.DiGraph()
    for sid, number, title in db.execute(
        "SELECT id, number, title FROM sections WHERE municipality_id = ? ORDER BY document_id, ordinal",
        [municipality_id],
    ):
        g.add_node(sid, label=number or (title or sid)[:18], kind="section", section_id=sid, title=title)
    rows = db.execute(
        "SELECT section_id, kind, status, target, resolved_section_id, text FROM citations "
        "WHERE municipality_id = ? AND kind != 'internal_subsection'",
        [municipality_id],
    ).fetchall()
    for section_id, kind, status, target, resolved, text in rows:
        if section_id not in g:
            continue
        if resolved and resolved in g and resolved != section_id:
            dest = resolved
        elif resolved == section_id or status == "self":
            dest = section_id
        elif kind == "state_statute":
            dest = statute_node(target)
            g.add_node(dest, label=target, kind="statute", section_id=None, title=text)
        elif kind == "external_standard":
            dest = f"standard:{target}"
            g.add_node(dest, label=target, kind="standard", section_id=None, title=text)
        else:
            # Dangling and malformed local references point at nothing in this corpus: they get
            # their own node so the drafter sees them as loose ends.
            dest = f"missing:{target}"
            g.add_node(dest, label=target, kind="missing", section_id=None, title=text)
        if g.has_edge(section_id, dest):
            g[section_id][dest]["count"] += 1
            g[section_id][dest]["texts"].append(text)
        else:
            g.add_edge(section_id, dest, status=status, kind=kind, count=1, texts=[text])
    return g


FORCE_LAYOUT_LIMIT = 300  # nodes in one connected group; larger groups are laid out on a grid


def layout(g: nx.DiGraph) -> dict[str, tuple[float, float]]:
    """Node positions in a WIDTH-wide box: each group of sections that cite one another gets its
    own force layout in its own cell (largest first, packed in rows), uncited sections a grid
    below. One force layout over everything would push the loose sections to the rim and crush
    the connected ones into a corner."""
    comps = sorted((sorted(c) for c in nx.weakly_connected_components(g) if len(c) > 1), key=lambda c: (-len(c), c[0]))
    isolated = sorted(n for n in g if g.degree(n) == 0 or all(nb == n for nb in nx.all_neighbors(g, n)))
    comps = [c for c in comps if not set(c) <= set(isolated)]
    pos: dict[str, tuple[float, float]] = {}
    x, y, row_h = MARGIN, MARGIN, 0.0
    cols = max(1, int((WIDTH - 2 * MARGIN) // 90))
    for comp in comps:
        if len(comp) > FORCE_LAYOUT_LIMIT:
            # A force layout costs O(nodes^2) per iteration (minutes for one enormous chapter)
            # and thousands of nodes are found by search, not by eye: a grid of its own, in
            # sorted order, O(nodes), below what is placed so far.
            y = y + row_h + 40 if x > MARGIN else y
            pos.update(_grid(comp, y, cols))
            x, y, row_h = MARGIN, y + (len(comp) - 1) // cols * 55 + 40, 0.0
            continue
        # Cell size grows with the number of nodes so labels keep room to breathe.
        w = min(WIDTH - 2 * MARGIN, 140.0 * math.sqrt(len(comp)) + 60)
        h = max(110.0, w * 0.62)
        if x + w > WIDTH - MARGIN + 1:
            x, y, row_h = MARGIN, y + row_h + 40, 0.0
        # Nodes and edges in sorted order: a subgraph view iterates a set, whose order changes
        # with the string hash seed, and spring_layout's start positions follow node order.
        sub = nx.Graph()
        sub.add_nodes_from(comp)
        sub.add_edges_from(sorted(tuple(sorted(e)) for e in g.subgraph(comp).edges()))
        raw = nx.spring_layout(sub, seed=7, iterations=100) if len(comp) > 2 else {n: (float(i), 0.0) for i, n in enumerate(comp)}
        inset = 30.0
        pos.update(_fit({n: (float(a), float(b)) for n, (a, b) in raw.items()}, x + inset, x + w - inset, y + inset, y + h - inset))
        x += w + 30
        row_h = max(row_h, h)
    y = y + row_h + 50 if comps else MARGIN
    pos.update(_grid(isolated, y, cols))
    return pos


def _grid(nodes: list[str], top: float, cols: int) -> dict[str, tuple[float, float]]:
    """Nodes in rows of ``cols`` from ``top`` down, 90 px apart across and 55 px down."""
    return {n: (MARGIN + c * 90 + 20, top + r * 55) for n, (r, c) in ((n, divmod(i, cols)) for i, n in enumerate(nodes))}


def _fit(pos, x0, x1, y0, y1):
    if not pos:
        return {}
    xs = [p[0] for p in pos.values()]
    ys = [p[1] for p in pos.values()]
    dx, dy = (max(xs) - min(xs)), (max(ys) - min(ys))
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    return {
        n: (x0 + (x - min(xs)) / dx * (x1 - x0) if dx else cx, y0 + (y - min(ys)) / dy * (y1 - y0) if dy else cy)
        for n, (x, y) in pos.items()
    }


def build_graph_tables(db: sqlite_utils.Database) -> None:
    for name, spec in GRAPH_TABLES.items():
        db[name].drop(ignore=True)
        db[name].create(spec["columns"], pk=spec["pk"])
    municipalities = [r[0] for r in db.execute("SELECT id FROM municipalities ORDER BY id")]
    nodes, edges = [], []
    for mid in municipalities:
        g = graph_for(db, mid)
        pos = layout(g)
        for n, data in g.nodes(data=True):
            x, y = pos.get(n, (MARGIN, MARGIN))
            nodes.append({"municipality_id": mid, "node": n, "label": data["label"], "kind": data["kind"],
                          "section_id": data["section_id"], "title": data["title"], "x": round(x, 1),
                          "y": round(y, 1), "degree": g.degree(n)})
        for s, t, data in g.edges(data=True):
            edges.append({"municipality_id": mid, "source": s, "target": t, "status": data["status"],
                          "kind": data["kind"], "count": data["count"], "texts": " | ".join(data["texts"])})
    db["xref_nodes"].insert_all(nodes, batch_size=1000)
    db["xref_edges"].insert_all(edges, batch_size=1000)
    db["xref_nodes"].create_index(["municipality_id"], if_not_exists=True)
    db["xref_edges"].create_index(["municipality_id"], if_not_exists=True)
