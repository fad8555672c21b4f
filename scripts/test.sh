#!/usr/bin/env bash
# The whole test suite: formatting, lint, typecheck, unit and API tests, the build,
# and the end-to-end tests in Debian's Chromium. .ci/run calls exactly this.
# At the end it prints the wall time of each turbo task (scripts/lib/task-times.mjs).
set -euo pipefail
cd "$(dirname "$0")/.."
started=$SECONDS
source scripts/lib/runtime.sh
source scripts/ensure-chromium.sh
source scripts/ensure-java.sh
source scripts/ensure-document-tools.sh
source scripts/lib/topology-tools.sh
pnpm install --frozen-lockfile
ensure_chromium
ensure_java
# The API's attachment tests: real documents from real programs, and a real clamd.
ensure_document_tools
# The e2e suite also runs against start:prod's topology (nginx, Redis).
ensure_topology_tools
prepared=$SECONDS
status=0
mkdir -p .turbo
# Kept whole, so that a failed task's own lines can be shown again at the end.
pnpm exec turbo run format:check lint typecheck test build e2e --concurrency=2 --summarize --continue \
  2>&1 | tee .turbo/last-run.log || status=$?
node scripts/lib/task-times.mjs .turbo/last-run.log || true
echo "set-up (Node, pnpm install, Chromium, Java, document tools): $((prepared - started)) s; whole npm test: $((SECONDS - started)) s"
exit "$status"
