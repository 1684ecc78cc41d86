#!/usr/bin/env bash
# The rewriter's own tests (`make rewriter-test`), as one job of the end-to-end pool: it needs
# the rewriter built, as the scripts that load Swift do, and runs beside them instead of after
# the unit tests. Prints swift test's closing line.
# Usage: Tests/e2e/rewriter-tests.sh [path/to/proscenium]   (the binary is not used)
set -u
cd "$(dirname "$0")/../.." || exit 2
exec make --no-print-directory rewriter-test
