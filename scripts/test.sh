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
# Every Debian package the suite lacks, in one apt-get run; the ensure_* calls then check each
# (and name what is still missing).
# rsync: the publishing pipeline's tests (tooling/publish) copy releases with it.
# shellcheck disable=SC2046,SC2116
missing="$(echo $(chromium_missing) $(java_missing) $(document_tools_missing) $(topology_tools_missing) $(command -v rsync >/dev/null 2>&1 || echo rsync))"
if [ -n "$missing" ]; then
  apt_install "$missing" "the tests need Chromium, Java, the document tools, nginx, Redis and rsync"
fi
ensure_chromium
ensure_java
# The API's attachment tests: real documents from real programs, and a real clamd.
ensure_document_tools
# The e2e suite also runs against start:prod's topology (nginx, Redis).
ensure_topology_tools
prepared=$SECONDS
# Two turbo runs, sized by the machine's cores: first the light tasks side by side (format,
# lint, types, unit tests, builds: each needs one core for a while), then the heavy ones (the
# API's server tests, the checker's real documents, the browser tests against each topology:
# each keeps every core busy with servers, Chromium and the programs it runs) one at a time
# below 4 cores, so that they never compete for a small machine's cores and no test waits on
# another's load.
cores="$(node -p 'os.availableParallelism()')"
heavy=$((cores >= 4 ? cores / 4 : 1))
since="$(node -p 'Date.now()')"
status=0
mkdir -p .turbo
# Kept whole, so that a failed task's own lines can be shown again at the end.
: >.turbo/last-run.log
pnpm exec turbo run format:check lint typecheck test build --concurrency="$cores" --summarize --continue \
  2>&1 | tee -a .turbo/last-run.log || status=$?
pnpm exec turbo run test:server test:documents e2e e2e:prod --concurrency="$heavy" --summarize --continue \
  2>&1 | tee -a .turbo/last-run.log || status=$?
node scripts/lib/task-times.mjs .turbo/last-run.log "$since" || true
echo "set-up (Node, pnpm install, Chromium, Java, nginx, Redis, document tools): $((prepared - started)) s; whole npm test: $((SECONDS - started)) s ($cores cores: light tasks $cores at a time, heavy ones $heavy)"
exit "$status"
