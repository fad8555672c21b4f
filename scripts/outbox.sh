#!/usr/bin/env bash
# `npm run outbox -- list | show ID | retry ID | retry --failed`: the mail outbox's CLI
# (apps/api/src/cli/outbox-command.ts, built), on Node 24 like the server. Safe while it runs.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib/runtime.sh" 2>/dev/null
cli="$ROOT_DIR/apps/api/dist/cli/outbox-command.js"
if [ ! -f "$cli" ]; then
  echo "The API is not built ($cli is missing): run pnpm build first." >&2
  exit 1
fi
exec node "$cli" "$@"
