#!/usr/bin/env bash
# Installs, builds and starts the site + API on http://localhost:${PORT:-3000}.
# With no SMTP_URL set, mail is written as .eml files to .data/mailbox.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/runtime.sh
pnpm install --frozen-lockfile
pnpm exec turbo run build --filter=@verdalia/api --filter=@verdalia/web
# The node flags are the ones of apps/api/package.json's start script (a test keeps them equal).
exec node --initial-old-space-size=64 apps/api/dist/server.js
