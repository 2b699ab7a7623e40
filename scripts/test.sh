#!/usr/bin/env bash
# The whole test suite in its own virtual environment (what CI runs via .ci/run).
# Installs Debian's chromium for the browser tests when it is missing (needs root or sudo).
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3}
if [ ! -x .venv-test/bin/python ]; then
  "$PY" -m venv .venv-test
  .venv-test/bin/pip install --quiet --upgrade pip
fi
.venv-test/bin/pip install --quiet -e ".[test]"
bash scripts/install-browser.sh
exec .venv-test/bin/python -m pytest "$@"
