#!/usr/bin/env bash
# `npm run dev`: the website on Vite's dev server (hot reload) and the mail API from its
# TypeScript sources (restarted when they change), from a fresh clone with nothing but Node and
# npm, as `npm start`. The site is on http://127.0.0.1:${PORT:-5173}; scripts/dev.mjs says what
# it runs and prints the site's address last.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/runtime.sh
pnpm install --frozen-lockfile
# Both apps import the builds of the workspace packages they depend on (shared, the attachment
# checker): `^...` builds those, not the apps themselves.
pnpm exec turbo run build --filter=@verdalia/api^... --filter=@verdalia/web^... --output-logs=errors-only
exec node scripts/dev.mjs
