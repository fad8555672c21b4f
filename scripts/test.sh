#!/usr/bin/env bash
# The whole test suite: formatting, lint, typecheck, unit and API tests, the build,
# and the end-to-end tests in Debian's Chromium. .ci/run calls exactly this.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/runtime.sh
source scripts/ensure-chromium.sh
source scripts/ensure-java.sh
source scripts/lib/topology-tools.sh
pnpm install --frozen-lockfile
ensure_chromium
ensure_java
# The e2e suite also runs against start:prod's topology (nginx, Redis).
ensure_topology_tools
pnpm exec turbo run format:check lint typecheck test build e2e --concurrency=2
