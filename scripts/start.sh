#!/usr/bin/env bash
# Installs, builds and starts the site + API on http://localhost:${PORT:-3000}.
# With no SMTP_URL set, mail is written as .eml files to .data/mailbox.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/runtime.sh
pnpm install --frozen-lockfile
pnpm exec turbo run build --filter=@verdalia/api --filter=@verdalia/web
exec node apps/api/dist/server.js
