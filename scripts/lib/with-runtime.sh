#!/usr/bin/env bash
# Runs one command on the project's runtime (Node 24 and the pinned pnpm, see runtime.sh), so
# `npm run audit:web` works the same on a machine whose own node is older.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/runtime.sh"
# pnpm is a shell function there (the pinned version through npx), which exec cannot start.
if [ "$(type -t "$1")" = function ]; then
  "$@"
else
  exec "$@"
fi
