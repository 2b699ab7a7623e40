"""Publishing on the real bundled corpus (conftest's ``built_db``): every canned query and
every page answer, with the facts the seed texts and the manifest state."""
from __future__ import annotations

import asyncio
import json
import re
import shutil
from pathlib import Path

import pytest

from codecompare.publish import serve

ROOT = Path(__file__).resolve().parents[1]
QUERIES = json.loads((ROOT / "datasette_metadata.json").read_text())["databases"]["codecompare"]["queries"]


@pytest.fixture(scope="module")
def corpus_db(built_db, tmp_path_factory) -> Path:
    # Datasette names a database after its file; the metadata is written for "codecompare".
    out = tmp_path_factory.mktemp("served") / "codecompare.db"
    shutil.copy(built_db, out)
    return out


def fetch(db_path: Path, *paths: str):
    async def go():
        ds = serve.build_datasette(str(db_path))
        await ds.invoke_startup()
        return [await ds.client.get(p) for p in paths]

    return asyncio.run(go())


def rows(db_path, name, params=""):
    [r] = fetch(db_path, f"/codecompare/{name}.json?_shape=array&{params}")
    assert r.status_code == 200, (name, r.text[:300])
    return r.json()


PARAMS = {
    "compare_provision": "topic=excavation-insurance",
    "permittee_duties": "municipality=clyman-wi&bearer=permittee",
    "municipality_findings": "municipality=clyman-wi",
    "obligations_by_unit": "unit=hour&comparator=min",
}


def test_the_three_users_have_their_canned_queries():
    assert set(QUERIES) == {"compare_provision", "permittee_duties", "municipality_findings", "obligations_by_unit",
                            "insurance_bond_minimums", "deadlines_hours_days", "statutes_cited", "reference_problems",
                            "outliers_vs_peers", "heading_mismatches"}
    assert ":topic" in QUERIES["compare_provision"]["sql"]
    assert ":municipality" in QUERIES["permittee_duties"]["sql"] and ":bearer" in QUERIES["permittee_duties"]["sql"]
    assert ":unit" in QUERIES["obligations_by_unit"]["sql"] and ":comparator" in QUERIES["obligations_by_unit"]["sql"]


@pytest.mark.parametrize("name", sorted(QUERIES))
def test_every_canned_query_answers_with_rows(corpus_db, name):
    assert rows(corpus_db, name, PARAMS.get(name, ""))
    [html] = fetch(corpus_db, f"/codecompare/{name}?{PARAMS.get(name, '')}")
    assert html.status_code == 200 and QUERIES[name]["title"] in html.text


def test_compare_provision_has_the_seed_insurance_minimums(corpus_db):
    found = {(r["municipality"], r["value"]) for r in rows(corpus_db, "compare_provision", "topic=excavation-insurance")}
    # Clyman § 370-6: "not less than $500,000 per one person"; 1994 code: "$100,000 per person".
    assert ("Village of Clyman", 500000) in found
    assert ("Unidentified village (Wisconsin, 1994 Code Title 4 Ch. 3)", 100000) in found


def test_drafter_queries_find_the_manifest_defects(corpus_db):
    problems = {(r["citation_text"].replace("\n", " "), r["status"]) for r in rows(corpus_db, "reference_problems")}
    assert ("Section 6-2-4(b)", "dangling") in problems  # Clyman's old numbering
    assert ("Section 1028.41", "dangling") in problems  # Springboro's missing insurance section
    headings = {r["number"] for r in rows(corpus_db, "heading_mismatches")}
    assert {"308-7", "308-8", "308-9", "308-14"} <= headings
    statutes = {r["target"] for r in rows(corpus_db, "statutes_cited")}
    assert any(t.startswith("66.0907") for t in statutes)


def test_insurance_minimums_are_dollars(corpus_db):
    got = rows(corpus_db, "insurance_bond_minimums")
    assert {r["municipality"] for r in got} >= {"Village of Clyman"}
    assert any(r["value"] == 500000 for r in got if r["municipality"] == "Village of Clyman")


def test_json_api_quantities_in_dollars(corpus_db):
    [r] = fetch(corpus_db, "/codecompare/quantities.json?unit=usd&_shape=array&_size=max")
    got = r.json()
    assert got and {q["unit"] for q in got} == {"usd"}


def test_every_page_on_the_real_corpus(corpus_db):
    import sqlite3

    conn = sqlite3.connect(corpus_db)
    sections = [r[0] for r in conn.execute("SELECT id FROM sections")]
    munis = [r[0] for r in conn.execute("SELECT id FROM municipalities")]
    topics = [r[0] for r in conn.execute("SELECT topic FROM topic_summary")]
    conn.close()
    paths = ["/", "/-/codecompare/search?q=excavation", "/-/codecompare/compare"]
    paths += [f"/-/codecompare/section/{s}" for s in sections]
    paths += [f"/-/codecompare/findings/{m}" for m in munis] + [f"/-/codecompare/graph/{m}" for m in munis]
    paths += [f"/-/codecompare/compare?topic={t}" for t in topics]
    for path, r in zip(paths, fetch(corpus_db, *paths)):
        assert r.status_code == 200, path


def test_compare_page_on_the_seeds_shows_the_insurance_difference(corpus_db):
    [r] = fetch(corpus_db, "/-/codecompare/compare?topic=excavation-insurance&m=clyman-wi&m=unidentified-wi-1994-t4c3")
    numbers = r.text.split('aria-label="Differing numbers"')[1].split('aria-label="Aligned clauses"')[0]
    row = next(tr for tr in numbers.split("<tr") if "$100,000" in tr)
    assert "$500,000" in row


def test_clyman_section_page_marks_the_insurance_minimum_and_links_statutes(corpus_db):
    import sqlite3

    conn = sqlite3.connect(corpus_db)
    sid = conn.execute("SELECT id FROM sections WHERE municipality_id = 'clyman-wi' AND number = '370-6'").fetchone()[0]
    snow = conn.execute("SELECT section_id FROM citations WHERE municipality_id = 'clyman-wi' AND target LIKE '66.0907%' AND url LIKE 'http%'").fetchone()
    conn.close()
    [page] = fetch(corpus_db, f"/-/codecompare/section/{sid}")
    assert re.search(r'<mark class="qty qty-min" title="at least \$500,000[^"]*">[^<]*\$500,000', page.text)
    assert snow, "Clyman cites § 66.0907(5), Wis. Stats. (snow and ice expenses)"
    [s2] = fetch(corpus_db, f"/-/codecompare/section/{snow[0]}")
    assert re.search(r'<a href="https://docs\.legis\.wisconsin\.gov/[^"]+"[^>]*>[^<]*66\.0907', s2.text)


def test_canned_queries_answer_blank_forms_and_names_and_state_requirements_in_words(corpus_db):
    # A blank form is not an empty page: obligations_by_unit defaults to hours, compare_provision
    # to excavation insurance, municipality filters to every municipality.
    assert {r["unit"] for r in rows(corpus_db, "obligations_by_unit")} == {"hour"}
    insurance = rows(corpus_db, "compare_provision")
    assert ("Village of Clyman", "at least $500,000") in {(r["municipality"], r["requirement"]) for r in insurance}
    assert len({r["municipality"] for r in rows(corpus_db, "municipality_findings")}) >= 3
    # "Clyman" (part of the name) works as well as the id; Clyman § 370-6(E): "a renewal permit fee of $25".
    clyman = rows(corpus_db, "permittee_duties", "municipality=Clyman")
    assert clyman and {r["municipality"] for r in clyman} == {"Village of Clyman"}
    assert all("permittee" in r["bearer"] for r in clyman)
    assert ("370-6", "exactly $25") in {(r["section_number"], r["requirement"]) for r in clyman}
    # A duty that governs no number has no requirement, not a placeholder.
    assert all(r["requirement"] is None for r in clyman if r["as_printed"] is None)


def test_canned_queries_have_titles_descriptions_and_limits():
    for name, q in QUERIES.items():
        assert q.get("title") and len(q.get("description", "")) > 40, name
        assert "'" not in q["title"], name  # HTML escapes it; the title must read the same on the page
    for name in ["compare_provision", "obligations_by_unit", "permittee_duties", "deadlines_hours_days"]:
        assert re.search(r"limit \d+$", QUERIES[name]["sql"]), name
