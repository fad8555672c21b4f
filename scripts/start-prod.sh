#!/usr/bin/env bash
# The production topology on this machine, without Docker: nginx on PORT (default 8080) in
# front of API_REPLICAS API processes (default 2) and a local redis-server. Every other
# variable (SMTP_URL, HCAPTCHA_*, RATE_LIMIT_*, ...) reaches the API as with `npm start`.
# Installs nginx and redis-server with apt when missing (SKIP_APT=1: fail instead);
# SKIP_BUILD=1 uses the existing build. Ctrl-C or SIGTERM stops everything it started.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/runtime.sh

source scripts/lib/topology-tools.sh
ensure_topology_tools

if [ "${SKIP_BUILD:-}" != "1" ]; then
  pnpm install --frozen-lockfile
  pnpm exec turbo run build --filter=@verdalia/api --filter=@verdalia/web
fi
exec node scripts/prod/topology.mjs
