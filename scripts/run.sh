#!/usr/bin/env bash
# Main job: set up a virtual environment, build the bundled corpus, serve it with Datasette.
# Usage: ./scripts/run.sh [--port 8001]
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3}
if [ ! -x .venv/bin/codecompare ]; then
  "$PY" -m venv .venv
  .venv/bin/pip install --quiet --upgrade pip
fi
.venv/bin/pip install --quiet -e .
.venv/bin/codecompare build pipelines/default.toml --db codecompare.db
exec .venv/bin/codecompare serve --db codecompare.db "$@"
