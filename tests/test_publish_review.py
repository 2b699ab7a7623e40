"""The second review of the published site: links under Datasette's base_url, findings'
evidence for a reader, the one numbers table with the stricter value flagged, canned queries
that answer with blank parameters, and `codecompare serve` printing its address."""
from __future__ import annotations

import asyncio
import json
import re
import shutil

import sqlite_utils
from datasette.app import Datasette

from codecompare.publish import markup as mk
from codecompare.publish import plugin, serve
from test_publish import fetch, get, sample_db  # noqa: F401  (the module's sample database fixture)

# The evidence align stores for Clyman § 370-7 line 117 in the bundled corpus (kind outlier_vs_peers).
ALIGN_EVIDENCE = json.dumps({"found": "sunrise to sunset", "peer_clause_ids": ["unidentified-wi-1994-t4c3/4-3/s001/c001"],
                             "peers_say": "sunset to sunrise", "reason": "order inverted"}, sort_keys=True)


def base_url_pages(db_path, *paths):
    async def go():
        serve._ensure_plugin()
        ds = Datasette(immutables=[str(db_path)], metadata=serve.load_metadata(db_path.stem),
                       settings={**serve.SETTINGS, "base_url": "/codes/"})
        await ds.invoke_startup()
        return [await ds.client.get(p) for p in paths]

    return asyncio.run(go())


def test_every_link_stays_under_base_url(sample_db):
    # Datasette's test client puts base_url in front of every path itself.
    paths = ["/", "/-/codecompare/compare", "/-/codecompare/compare?topic=excavation-insurance",
             "/-/codecompare/section/clyman-wi/370/s001", "/-/codecompare/findings/clyman-wi",
             "/-/codecompare/graph/clyman-wi", "/-/codecompare/search?q=insurance"]
    for path, r in zip(paths, base_url_pages(sample_db, *paths)):
        assert r.status_code == 200, path
        links = re.findall(r'(?:href|action|src)="(/[^"]*)"', r.text)
        assert links, path
        outside = [u for u in links if not u.startswith("/codes/") or u.startswith("/codes/codes/")]
        assert not outside, (path, outside)
    home = base_url_pages(sample_db, "/")[0].text
    assert 'href="/codes/-/codecompare/static/codecompare.css"' in home
    assert 'href="/codes/-/codecompare/compare?topic=excavation-insurance"' in home
    section = base_url_pages(sample_db, "/-/codecompare/section/clyman-wi/370/s001")[0].text
    assert 'href="/codes/-/codecompare/section/clyman-wi/370/s002#c001"' in section


def test_align_evidence_reads_as_labelled_fields_with_peer_links():
    html = str(mk.evidence_html(ALIGN_EVIDENCE, {"unidentified-wi-1994-t4c3/4-3/s001/c001": "Unidentified village § 4-3-1(A)"}))
    assert "{" not in html and "peer_clause_ids" not in html
    assert "<dt>This code says</dt><dd><q>sunrise to sunset</q></dd>" in html
    assert "<dt>Peers say</dt><dd><q>sunset to sunrise</q></dd>" in html
    assert "<dt>Why flagged</dt><dd>order inverted</dd>" in html
    assert '<a href="/-/codecompare/section/unidentified-wi-1994-t4c3/4-3/s001#c001">Unidentified village § 4-3-1(A)</a>' in html
    # Plain evidence (the citation as printed) stays a quotation, escaped.
    assert str(mk.evidence_html("Section 6-2-4(b)")) == '<blockquote class="cc-evidence">Section 6-2-4(b)</blockquote>'
    assert "&lt;script&gt;" in str(mk.evidence_html('{"found": "<script>x</script>"}'))
    assert mk.parse_evidence("{not json") is None and mk.parse_evidence("[1]") is None


def test_findings_page_and_table_render_align_evidence(sample_db, tmp_path):
    db_path = tmp_path / "codecompare.db"
    shutil.copy(sample_db, db_path)
    db = sqlite_utils.Database(db_path)
    db["findings"].insert({"id": "align-test", "municipality_id": "clyman-wi", "document_id": "clyman-wi/370",
                           "section_id": "clyman-wi/370/s002", "clause_id": None, "kind": "outlier_vs_peers",
                           "severity": "warning", "message": "outlier vs peers (order inverted)", "evidence": ALIGN_EVIDENCE,
                           "line": 5, "col": None, "pass": "align"})
    db.close()
    page, table = fetch(db_path, "/-/codecompare/findings/clyman-wi", "/codecompare/findings?kind=outlier_vs_peers")
    for r in (page, table):
        assert r.status_code == 200
        assert "&#34;peer_clause_ids&#34;" not in r.text and '"peer_clause_ids"' not in r.text
        assert "<dt>Peers say</dt><dd><q>sunset to sunrise</q></dd>" in r.text
    # The findings page names the peer clause after its municipality, section and label.
    assert re.search(r'<a href="/-/codecompare/section/unidentified-wi-1994-t4c3/4-3/s001#c001">Unidentified village[^<]*\(A\)</a>', page.text)
    # On the table page the line number opens the section at that line.
    assert 'href="/-/codecompare/section/clyman-wi/370/s002#L5"' in table.text


def test_stricter_is_the_larger_minimum_or_the_smaller_maximum():
    q = lambda i, v, c, u="usd": {"id": i, "value": v, "comparator": c, "unit": u}  # noqa: E731
    assert plugin.stricter_ids([q("clyman", 500000, "min"), q("t4c3", 100000, "min")]) == {"clyman"}
    assert plugin.stricter_ids([q("a", 24, "max", "hour"), q("b", 48, "max", "hour")]) == {"a"}
    assert plugin.stricter_ids([q("a", 24, "max", "hour"), q("b", 24, "max", "hour")]) == {"a", "b"}
    # Exact fees, mixed comparators or units: size says nothing about strictness.
    assert plugin.stricter_ids([q("a", 25, "exact"), q("b", 50, "exact")]) is None
    assert plugin.stricter_ids([q("a", 5, "min"), q("b", 9, "max")]) is None
    assert plugin.stricter_ids([q("a", 5, "min", "day"), q("b", 9, "min", "business_day")]) is None


def test_values_in_words():
    assert mk.format_value(500000, None, None, "usd", "min") == "at least $500,000"
    assert mk.format_value(24, None, None, "hour", "max") == "at most 24 hours"
    assert mk.format_value(1, None, None, "year", "exact") == "exactly 1 year"
    assert mk.format_value(1, None, None, "count", "min") == "at least 1"
    assert mk.format_value(15, 30, None, "foot", "range") == "15–30 feet"


def test_dates_and_clock_times_read_as_points_in_time():
    # "on or before November 15" / "by 8:00 a.m.": a deadline, never "at most 8 hours (08:00)".
    assert mk.format_value(None, None, "11-15", "date", "max") == "by November 15"
    assert mk.format_value(None, None, "01-01", "date", "exact") == "on January 1"
    assert mk.format_value(None, None, "05-01", "date", "min") == "on or after May 1"
    assert mk.format_value(None, None, "11-15/04-01", "date", "range") == "November 15 to April 1"
    assert mk.format_value(8.0, None, "08:00", "hour", "max") == "by 8:00 a.m."
    assert mk.format_value(22.0, None, "22:00", "hour", "exact") == "at 10:00 p.m."
    assert mk.format_value(12.0, None, "12:00", "hour", "max") == "by noon"
    assert mk.format_value(0.0, None, "00:00", "hour", "exact") == "at midnight"
    # A duration in hours keeps its comparator words; an unreadable stored date stays as stored.
    assert mk.format_value(24, None, None, "hour", "max") == "at most 24 hours"
    assert mk.format_value(None, None, "13-45", "date", "max") == "by 13-45"


def test_every_stored_date_and_clock_time_reads_in_words(built_db):
    import sqlite3

    rows = sqlite3.connect(built_db).execute(
        "SELECT value, value_high, value_text, unit, comparator, text FROM quantities "
        "WHERE unit = 'date' OR (unit = 'hour' AND value_text IS NOT NULL)").fetchall()
    assert len(rows) >= 10
    for *q, printed in rows:
        words = plugin.cc_amount(*q)
        assert not words.startswith(("at most", "at least", "exactly")), (printed, words)
        if q[3] == "date":
            assert any(m in words for m in mk.MONTH_NAMES), (printed, words)
        else:
            assert ("a.m." in words or "p.m." in words or "noon" in words or "midnight" in words), (printed, words)


def test_compare_without_topic_lists_topics_and_no_label_squeezes_its_control(sample_db):
    html = get(sample_db, "/-/codecompare/compare").text
    assert 'href="/-/codecompare/compare?topic=excavation-insurance"' in html
    css = get(sample_db, "/-/codecompare/static/codecompare.css").text
    assert re.search(r"\.cc-form label \{[^}]*width: auto", css)


def test_home_page_says_what_each_user_can_do_and_links_queries_with_parameters(sample_db):
    html = get(sample_db, "/").text
    who = html.split('<ul class="cc-who">')[1].split("</ul>")[0]
    assert [u for u in ("Attorneys:", "Researchers:", "Drafters:") if u in who] == ["Attorneys:", "Researchers:", "Drafters:"]
    assert 'href="/codecompare/obligations_by_unit?unit=hour&amp;comparator=max"' in html
    assert 'href="/codecompare/permittee_duties?municipality=clyman-wi&amp;bearer=permittee"' in html


def test_serve_url_is_one_a_browser_can_open():
    assert serve.serve_url("127.0.0.1", 8001) == "http://127.0.0.1:8001/"
    assert serve.serve_url("0.0.0.0", 80) == "http://127.0.0.1:80/"
    assert serve.serve_url("::1", 8001) == "http://[::1]:8001/"
