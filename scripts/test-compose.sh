#!/usr/bin/env bash
# npm run test:compose: both compose files, end to end, on a real Docker engine.
#  1. an engine (scripts/compose/engine.sh: started here when none answers, stopped at the end);
#  2. every base image the files name, real or a stand-in built here when no registry answers
#     (scripts/compose/base-images.sh), and a table of what stood in for what;
#  3. the project's images built by compose, and both stacks tried as their users meet them
#     (tooling/compose-tools/check/run.ts): the developers' stack with its fake siteverify,
#     its mail sink and its clamd profile; the production stack over TLS with two replicas.
# Every stack runs as its own compose project (verdalia-check-*) on free ports of 127.0.0.1 and
# is removed with its volumes at the end, whatever happened.
set -euo pipefail
cd "$(dirname "$0")/.."
started=$SECONDS
source scripts/lib/runtime.sh
COMPOSE_WORK="$(mktemp -d "${TMPDIR:-/tmp}/verdalia-compose.XXXXXX")"
export COMPOSE_WORK
source scripts/compose/engine.sh
source scripts/compose/base-images.sh
finish() {
  local status=$?
  stop_started_engine
  if [ "$status" = "0" ]; then rm -rf "$COMPOSE_WORK"; else echo "Logs kept in $COMPOSE_WORK" >&2; fi
  exit "$status"
}
trap finish EXIT
# A signal (Ctrl-C, CI's time bound) still stops the engine started here.
trap 'exit 130' INT
trap 'exit 143' TERM

ensure_docker_engine
echo "Docker engine $(docker version --format '{{.Server.Version}}'); compose: $COMPOSE_NOTE; builds: $BUILDER_NOTE"
ensure_base_images
bases=$SECONDS
pnpm install --frozen-lockfile --silent
# The check reads the form's contract (field names, error keys) from the shared package.
pnpm exec turbo run build --filter=@verdalia/shared --output-logs=errors-only >/dev/null
export COMPOSE_COMMAND_LINE="${COMPOSE_COMMAND[*]}"
node tooling/compose-tools/check/run.ts
echo "test:compose: base images $((bases - started)) s, whole run $((SECONDS - started)) s"
