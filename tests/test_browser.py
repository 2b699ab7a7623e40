"""A real browser on a real server: Debian's chromium driven by Playwright.

`codecompare serve` runs in a subprocess on a free localhost port over the bundled corpus
(built once per session by conftest's ``built_db``). Screenshots land in test-artifacts/
(gitignored). Chromium comes from scripts/install-browser.sh; if it is missing this test
fails (it must not silently skip in CI).
"""
from __future__ import annotations

import os
import re
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
ARTIFACTS = ROOT / "test-artifacts"
CHROMIUM = os.environ.get("CODECOMPARE_CHROMIUM", "/usr/bin/chromium")
LAUNCH_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
               "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def server(built_db):
    port = free_port()
    proc = subprocess.Popen([sys.executable, "-m", "codecompare", "serve", "--db", str(built_db), "--port", str(port)],
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, cwd=ROOT)
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 30
    while True:
        try:
            urllib.request.urlopen(base + "/-/versions.json", timeout=1).read()
            break
        except OSError:
            if proc.poll() is not None or time.monotonic() > deadline:
                proc.kill()
                out = proc.stdout.read().decode(errors="replace") if proc.stdout else ""
                pytest.fail(f"codecompare serve did not start on {base}:\n{out}")
            time.sleep(0.2)
    # `codecompare serve` tells the user where to point the browser before it starts serving.
    first = proc.stdout.readline().decode(errors="replace")
    if f"at {base}/" not in first:
        proc.kill()
        pytest.fail(f"codecompare serve did not print its URL {base}/: {first!r}")
    yield base
    proc.terminate()
    try:
        proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        proc.kill()


@pytest.fixture(scope="module")
def page():
    if not Path(CHROMIUM).exists():
        pytest.fail(f"{CHROMIUM} not found: run scripts/install-browser.sh (installs Debian's chromium) before the tests")
    from playwright.sync_api import sync_playwright

    ARTIFACTS.mkdir(exist_ok=True)
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=LAUNCH_ARGS)
        pg = browser.new_page(viewport={"width": 1360, "height": 900})
        external = []
        pg.on("request", lambda r: external.append(r.url) if not r.url.startswith(("http://127.0.0.1", "data:")) else None)
        pg.external_requests = external
        yield pg
        browser.close()


def test_home_search_and_compare_in_a_real_browser(server, page):
    page.goto(server + "/")
    assert "codecompare" in page.title()
    page.screenshot(path=str(ARTIFACTS / "01-home.png"), full_page=True)

    # Search from the home page's search box.
    page.fill('.cc-home input[name="q"]', "frozen ground")
    page.press('.cc-home input[name="q"]', "Enter")
    page.wait_for_url(re.compile(r"/-/codecompare/search\?q=frozen"))
    marks = page.locator(".cc-snippet mark")
    assert marks.count() >= 2
    assert marks.first.inner_text().lower() in ("frozen", "ground")
    page.screenshot(path=str(ARTIFACTS / "02-search.png"), full_page=True)

    # Open the first clause hit: the section page scrolled to that clause, which holds the words.
    page.locator(".cc-hit-title").first.click()
    page.wait_for_url(re.compile(r"/-/codecompare/section/.+#c\d{3}"))
    anchor = page.url.rsplit("#", 1)[1]
    assert "frozen ground" in page.locator(f"#{anchor}").inner_text().lower()
    page.screenshot(path=str(ARTIFACTS / "03-section.png"), full_page=True)

    # Compare the excavation insurance provisions of Clyman and the 1994 village.
    page.goto(server + "/-/codecompare/compare?topic=excavation-insurance&m=clyman-wi&m=unidentified-wi-1994-t4c3")
    numbers = page.locator('section[aria-label="Differing numbers"]')
    assert numbers.is_visible()
    text = numbers.inner_text()
    assert "$500,000" in text and "$100,000" in text
    row = numbers.locator("tr", has_text="$100,000").first
    assert row.is_visible() and "$500,000" in row.inner_text()
    # One table: municipalities as columns, values in words, Clyman's larger minimum flagged.
    assert numbers.locator("table").count() == 1
    assert numbers.locator("thead th").nth(1).inner_text() == "Village of Clyman"
    assert row.locator(".cc-stricter").inner_text().startswith("at least $500,000")
    assert page.locator("del.chg").first.is_visible() and page.locator("ins.chg").first.is_visible()
    page.screenshot(path=str(ARTIFACTS / "04-compare-excavation-insurance.png"), full_page=True)
    assert page.external_requests == [], page.external_requests


def clyman_section(built_db, number: str) -> str:
    import sqlite3

    conn = sqlite3.connect(built_db)
    try:
        return conn.execute("SELECT id FROM sections WHERE municipality_id = 'clyman-wi' AND number = ?", [number]).fetchone()[0]
    finally:
        conn.close()


def test_clyman_section_pages_clauses_references_and_line_numbers(server, page, built_db):
    # Clyman § 370-7 has the run-in caption "Pavement replacement" on its subsection G.
    page.goto(server + "/-/codecompare/section/" + clyman_section(built_db, "370-7"))
    assert "§ 370-7" in page.locator("h1.cc-title").inner_text()
    g = page.locator(".cc-clause", has=page.locator(".cc-chip", has_text=re.compile(r"^G$")))
    assert g.count() == 1 and "Pavement replacement" in g.inner_text()
    # § 370-6(D) says "except as provided for under § 370-7G": the link opens § 370-7 at G.
    page.goto(server + "/-/codecompare/section/" + clyman_section(built_db, "370-6"))
    page.locator("a.ref-resolved", has_text="§ 370-7G").click()
    page.wait_for_url(re.compile(r"/-/codecompare/section/.+#c\d{3}$"))
    target = page.locator(f"#{page.url.rsplit('#', 1)[1]}")
    assert "Pavement replacement" in target.inner_text()
    assert target.evaluate("el => el.getBoundingClientRect().top") < 200  # scrolled to it
    page.screenshot(path=str(ARTIFACTS / "08-section-370-7G.png"))
    # Source line numbers are visible in the gutter and each is a link to its own #L anchor.
    ln = page.locator("a.ln").first
    number = ln.get_attribute("data-line")
    assert ln.evaluate("el => getComputedStyle(el, '::before').content") == f'"{number}"'
    ln.click()
    assert page.url.endswith(f"#L{number}")
    assert page.external_requests == [], page.external_requests


def test_findings_and_graph_pages_in_a_real_browser(server, page):
    page.goto(server + "/-/codecompare/findings/clyman-wi")
    link = page.locator(".cc-findings a").first
    assert link.is_visible()
    href = link.get_attribute("href")
    assert re.search(r"/-/codecompare/section/.+#L\d+$", href)
    # Align findings show their evidence as labelled fields, not JSON.
    findings = page.locator(".cc-findings").inner_text()
    assert "peer_clause_ids" not in findings and "{" not in findings
    assert page.locator("dl.cc-evidence-fields dt", has_text="Peers say").count() >= 1
    page.screenshot(path=str(ARTIFACTS / "05-findings.png"), full_page=True)
    link.click()
    line = href.rsplit("#", 1)[1]
    assert page.locator(f"#{line}").count() == 1  # the anchored line exists on the section page
    page.screenshot(path=str(ARTIFACTS / "06-finding-line.png"))

    page.goto(server + "/-/codecompare/graph/clyman-wi")
    assert page.locator("svg.cc-graph .node").count() >= 5
    page.screenshot(path=str(ARTIFACTS / "07-graph.png"), full_page=True)
    assert page.external_requests == [], page.external_requests
