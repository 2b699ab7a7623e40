"""The command line: thin click commands over the library (see CONTRACT.md).

Exit codes: 0 success; 1 findings/differences found where a command reports them; 2 usage or
input error, with a message on stderr naming the file and, where it applies, the line.
"""
from __future__ import annotations

import json
import logging
import os
import signal
import sys
from pathlib import Path

import click

from .errors import CodecompareError

DEFAULT_DB = "codecompare.db"


def _default_pipeline() -> str:
    # The bundled corpus lives beside the package in a source checkout.
    here = Path(__file__).resolve()
    for parent in here.parents:
        cand = parent / "pipelines" / "default.toml"
        if cand.exists():
            return str(cand)
    return "pipelines/default.toml"


def _progress():
    if sys.stderr.isatty():
        return lambda msg: click.echo(msg, err=True)
    return lambda msg: None


class _StderrWarnings(logging.Handler):
    """Library warnings (e.g. a file decoded as cp1252) on whatever stderr click has now."""

    def emit(self, record):
        click.echo(f"codecompare: warning: {record.getMessage()}", err=True)


def _show_warnings() -> None:
    log = logging.getLogger("codecompare")
    if not any(isinstance(h, _StderrWarnings) for h in log.handlers):
        log.addHandler(_StderrWarnings(logging.WARNING))
        log.setLevel(logging.WARNING)


class Main(click.Group):
    """Turns our errors into a clear message and exit 2 instead of a traceback."""

    def invoke(self, ctx):
        _show_warnings()
        try:
            return super().invoke(ctx)
        except CodecompareError as exc:
            click.echo(f"codecompare: error: {exc}", err=True)
            sys.exit(2)
        except KeyboardInterrupt:
            # build and ingest only rename a finished temporary database into place.
            click.echo("codecompare: interrupted; no database was changed", err=True)
            sys.exit(130)
        except (click.ClickException, click.exceptions.Exit, click.Abort):
            raise
        except Exception as exc:
            if os.environ.get("CODECOMPARE_DEBUG"):
                raise
            # A bug, not bad input: one line that says where, instead of a traceback.
            tb = exc.__traceback__
            while tb is not None and tb.tb_next is not None:
                tb = tb.tb_next
            where = f" at {Path(tb.tb_frame.f_code.co_filename).name}:{tb.tb_lineno}" if tb else ""
            click.echo(f"codecompare: internal error{where}: {type(exc).__name__}: {exc} (please report it)", err=True)
            sys.exit(70)


def run() -> None:
    """The program's entry point (the console script and ``python -m codecompare``)."""
    try:
        main()
    except SystemExit as exc:
        if exc.code == 130:
            # Interrupted, and Main.invoke has said that nothing changed. CPython can remember
            # the KeyboardInterrupt and end the process by killing itself with SIGINT at exit
            # (seen in about one Ctrl-C in ten), so leave now with the status we promise.
            sys.stdout.flush()
            sys.stderr.flush()
            os._exit(130)
        raise
    finally:
        # main() always ends by raising SystemExit. Once the command is over (a database, if
        # any, is in place), a Ctrl-C landing while the interpreter shuts down would kill it
        # with SIGINT and make a finished build look interrupted: it is ignored from here on.
        signal.signal(signal.SIGINT, signal.SIG_IGN)


@click.group(cls=Main)
@click.version_option(package_name="codecompare")
def main():
    """codecompare: structure, extract, connect and compare municipal ordinances."""


@main.command()
@click.argument("pipeline", required=False, type=click.Path(dir_okay=True))
@click.option("--db", "db_path", default=None, help="Output database (default: the pipeline's output, codecompare.db).")
@click.option("--jobs", default=1, show_default=True, type=click.IntRange(1, 64), help="Worker processes for the per-document stages.")
@click.option("--dask", "dask_address", default=None, help="Dask scheduler address (tcp://host:8786) to run per-document stages on a cluster.")
def build(pipeline, db_path, jobs, dask_address):
    """Run a pipeline end to end and write the database atomically."""
    from .pipeline import build as run_build

    kwargs = {"jobs": jobs}
    if dask_address:
        kwargs["dask_address"] = dask_address
    result = run_build(pipeline or _default_pipeline(), db_path or None, progress=_progress(), **kwargs)
    counts = result["counts"]
    click.echo(
        f"built {result['db']}: {result['documents']} documents, {counts.get('sections', 0)} sections, "
        f"{counts.get('clauses', 0)} clauses, {counts.get('quantities', 0)} quantities, "
        f"{counts.get('citations', 0)} citations, {counts.get('findings', 0)} findings, "
        f"{counts.get('alignments', 0)} alignments"
    )


@main.command()
@click.argument("files", nargs=-1, required=True, type=click.Path())
@click.option("--db", "db_path", required=True, help="Database to add the documents to (created if missing).")
@click.option("--municipality", default=None, help='Municipality name, e.g. "Village of Clyman".')
@click.option("--state", default=None, help="Two-letter state, e.g. WI.")
@click.option("--chapter", default=None, help="Chapter number as printed, e.g. 370.")
def ingest(files, db_path, municipality, state, chapter):
    """Add or replace documents (idempotent by content hash), then refresh corpus-level tables."""
    from .pipeline import ingest as run_ingest

    results = run_ingest(list(files), db_path, municipality=municipality, state=state, chapter=chapter, progress=_progress())
    for r in results:
        click.echo(f"{r.document_id}: {r.status} ({r.sections} sections, {r.clauses} clauses)")


@main.command()
@click.option("--db", "db_path", default=DEFAULT_DB, show_default=True)
@click.option("--port", default=8001, show_default=True, type=int)
@click.option("--host", default="127.0.0.1", show_default=True)
def serve(db_path, port, host):
    """Serve the database read-only with Datasette, our metadata and our plugin."""
    from .publish.serve import serve as run_serve

    run_serve(db_path, host=host, port=port)


@main.command()
@click.argument("files", nargs=-1, type=click.Path())
@click.option("--db", "db_path", default=None, help="Check a built database instead of files.")
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True)
def check(files, db_path, fmt):
    """Print drafting findings like a linter: path:line:col: kind: message."""
    from .findings import check_db, check_files

    if bool(files) == bool(db_path):
        raise click.UsageError("give FILE... or --db PATH (one of them)")
    findings = check_db(db_path) if db_path else check_files(list(files))
    if fmt == "json":
        click.echo(json.dumps([f.__dict__ for f in findings], indent=2, ensure_ascii=False))
    else:
        for f in findings:
            click.echo(f"{f.path}:{f.line or 0}:{f.col or 1}: {f.kind}: {f.message}")
    sys.exit(1 if any(f.severity == "error" for f in findings) else 0)


@main.command()
@click.argument("a")
@click.argument("b")
@click.option("--topic", default=None, help="Only this topic slug (e.g. excavation-insurance).")
@click.option("--db", "db_path", default=DEFAULT_DB, show_default=True)
def diff(a, b, topic, db_path):
    """Print aligned provisions of municipalities A and B, numbers first."""
    from .align import diff_report

    text, differs = diff_report(db_path, a, b, topic=topic, color=sys.stdout.isatty())
    click.echo(text)
    sys.exit(1 if differs else 0)


@main.command("export-akn")
@click.option("--db", "db_path", required=True)
@click.option("--out", "out_dir", required=True, type=click.Path(file_okay=False))
def export_akn(db_path, out_dir):
    """Write one Akoma Ntoso 3.0 XML file per document, validated against the schema."""
    from .akn import export_db

    paths = export_db(db_path, out_dir)
    for p in paths:
        click.echo(str(p))


@main.command()
@click.option("--db", "db_path", default=DEFAULT_DB, show_default=True)
@click.option("--municipality", default=None, help="Only this municipality id (default: all).")
@click.option("--format", "fmt", type=click.Choice(["graphml", "json"]), default="json", show_default=True)
@click.option("--out", "out_path", default="-", help="Output file (default: stdout).")
def graph(db_path, municipality, fmt, out_path):
    """Write the cross-reference graph (networkx) as GraphML or node-link JSON."""
    from .xref import write_graph

    write_graph(db_path, out_path, municipality=municipality, fmt=fmt)


if __name__ == "__main__":  # pragma: no cover
    main()
