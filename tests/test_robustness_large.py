"""Large and pathological inputs: a 50 MB file streams with bounded memory, 1 MB lines parse in
linear time, text without structure becomes one section with an info finding.

Run as a script for the numbers in docs/robustness.md:
    .venv/bin/python tests/test_robustness_large.py [MB]
"""
from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from codecompare.cli import main
from codecompare.model import DocumentMeta
from codecompare.read import decode_bytes

sys.path.insert(0, str(Path(__file__).parent))
from conftest import SEED_002  # noqa: E402

META = DocumentMeta("generated-wi", "Generated test municipality")

# Generated 1 MB lines: a real Clyman sentence repeated, and shapes that make careless regexes
# backtrack (long runs of one marker character with no terminator).
_SENTENCE = ("No openings in the streets, alleys, sidewalks or public ways shall be permitted between "
             "November 15 and April 1 except where it is determined by the Director of Public Works to be "
             "an emergency excavation. ")
LONG_LINES = {
    "sentence": _SENTENCE,
    "open_parens": "(",
    "section_signs": "§ ",
    "numbers": "370-",
    "markers": "A. ",
    "no_space": "x",
    "dollar_commas": "$1,",
}

_MEASURE = r"""
import json, resource, sys, time
from codecompare.read import read_source
t = time.perf_counter()
src = read_source(sys.argv[1])
# VmHWM is this process image's own high-water mark. ru_maxrss is not: Linux carries the parent's
# RSS at fork over exec, so a child of a big pytest process would report the parent's memory.
hwm = [l for l in open("/proc/self/status") if l.startswith("VmHWM:")]
peak = int(hwm[0].split()[1]) / 1024 if hwm else resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
print(json.dumps({"seconds": time.perf_counter() - t, "chars": len(src.text), "lines": len(src.line_starts),
                  "peak_rss_mb": peak}))
"""


def make_big_file(path: Path, megabytes: int) -> Path:
    """Generated: the real Clyman chapter repeated to the size asked for."""
    seed = SEED_002.read_bytes()
    with path.open("wb") as f:
        written = 0
        while written < megabytes << 20:
            f.write(seed)
            written += len(seed)
    return path


def measure_read(path: Path) -> dict:
    out = subprocess.run([sys.executable, "-c", _MEASURE, str(path)], capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


def test_50_mb_file_is_read_streaming_with_bounded_memory(tmp_path):
    big = make_big_file(tmp_path / "generated-50mb.txt", 50)
    m = measure_read(big)
    assert m["chars"] > 50_000_000
    # The decoded text itself is ~50 MB; streaming keeps the peak near twice that, not 5-10x.
    assert m["peak_rss_mb"] < 200, m
    assert m["seconds"] < 10, m


@pytest.mark.parametrize("name", sorted(LONG_LINES))
def test_1_mb_lines_read_and_parse_in_linear_time(name):
    from codecompare.structure import parse

    unit = LONG_LINES[name]

    def timed(size):
        line = (unit * (size // len(unit) + 1))[:size]
        raw = (line + "\n" + line + "\n").encode("utf-8")
        t = time.process_time()
        parsed = parse(decode_bytes(raw, f"generated-{name}.txt"), META)
        return parsed, time.process_time() - t

    _, quarter = timed(1 << 18)
    doc, elapsed = timed(1 << 20)
    # Linear: four times the text takes about four times as long (quadratic would take sixteen). CPU
    # seconds, so other jobs on the machine do not count. Measured 0.04-14 s at 1 MB (the "A. " line
    # yields 700,000 markers, each a clause and a lettering finding: 14 s in the sixteenth session, 6.4 s
    # when first written); the cap only catches a collapse.
    assert elapsed < 8 * quarter + 1.0, (name, quarter, elapsed)
    assert elapsed < 40, (name, elapsed)
    text = doc.source.text
    for sec in doc.sections:
        assert 0 <= sec.start <= sec.end <= len(text)
        for cl in sec.clauses:
            assert sec.start <= cl.start <= cl.end <= sec.end


def test_text_without_structure_is_one_section_with_an_info_finding(tmp_path):
    # Generated plain prose (no headings, no markers), as a user might paste it.
    p = tmp_path / "generated-plain.txt"
    p.write_text(
        "Residents are asked to keep the walk in front of their homes clear after a snowfall.\n"
        "Thank you for helping keep our streets safe.\n",
        encoding="utf-8",
    )
    db = tmp_path / "x.db"
    res = CliRunner().invoke(main, ["ingest", str(p), "--db", str(db), "--municipality", "Village of Example"])
    assert res.exit_code == 0, res.stderr
    import sqlite3

    conn = sqlite3.connect(db)
    assert conn.execute("SELECT count(*) FROM sections").fetchone()[0] == 1
    kinds = conn.execute("SELECT kind, severity FROM findings WHERE kind = 'no_structure'").fetchall()
    assert kinds == [("no_structure", "info")]


def test_cp1252_warning_reaches_stderr_through_the_cli(tmp_path):
    raw = SEED_002.read_text(encoding="utf-8").encode("cp1252")
    p = tmp_path / "generated-clyman-cp1252.txt"
    p.write_bytes(raw)
    res = CliRunner().invoke(main, ["ingest", str(p), "--db", str(tmp_path / "x.db"), "--chapter", "370"])
    assert res.exit_code == 0, res.stderr
    first = raw.index(b"\xa7")
    line = raw.count(b"\n", 0, first) + 1
    assert f"codecompare: warning: {p}:{line}: not valid UTF-8 at byte {first} (0xA7); decoded as cp1252" in res.stderr


if __name__ == "__main__":  # the benchmark-style run for docs/robustness.md
    import tempfile

    mb = int(sys.argv[1]) if len(sys.argv) > 1 else 50
    with tempfile.TemporaryDirectory() as d:
        big = make_big_file(Path(d) / f"generated-{mb}mb.txt", mb)
        print("read", mb, "MB:", measure_read(big))
        for tool in (["ingest", str(big), "--db", str(Path(d) / "big.db"), "--municipality", "Village of Big"],):
            t = time.perf_counter()
            proc = subprocess.run(
                ["/usr/bin/time", "-f", "%M", sys.executable, "-m", "codecompare", *tool],
                capture_output=True, text=True,
            )
            print("ingest", mb, "MB: exit", proc.returncode, f"{time.perf_counter() - t:.1f}s",
                  "peak RSS", int(proc.stderr.strip().splitlines()[-1]) // 1024, "MB", proc.stderr.strip().splitlines()[:-1][-3:])
