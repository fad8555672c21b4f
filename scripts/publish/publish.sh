#!/usr/bin/env bash
# The one script both CI workflows run (.github/workflows/publish.yml,
# .forgejo/workflows/publish.yml), in a checkout of the pushed commit:
#   bash scripts/publish/publish.sh                     publish that commit
#   bash scripts/publish/publish.sh rollback [web|cms] [RELEASE]
#   bash scripts/publish/publish.sh releases [web|cms]
# What it does and its settings: docs/operations.md, "Publishing"; the steps themselves are
# tooling/publish/src/main.ts.
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/lib/runtime.sh
source scripts/lib/apt-install.sh
if ! command -v rsync >/dev/null 2>&1; then
  apt_install rsync "publishing copies each release with rsync"
fi
pnpm install --frozen-lockfile
exec node tooling/publish/src/main.ts "$@"
