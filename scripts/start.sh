#!/usr/bin/env bash
# Installs, builds and starts the site + API on http://localhost:${PORT:-3000}.
# With no SMTP_URL set, mail is written as .eml files to .data/mailbox.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/runtime.sh
pnpm install --frozen-lockfile
pnpm exec turbo run build --filter=@verdalia/api --filter=@verdalia/web
# With the node flags of apps/api/package.json's start script, their one home.
# shellcheck disable=SC2046 # the flags are words without spaces, split on purpose
exec node $(node scripts/lib/api-command.mjs) apps/api/dist/server.js
