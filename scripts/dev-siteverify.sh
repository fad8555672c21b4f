#!/usr/bin/env bash
# `npm run dev:siteverify`: the compose stack's fake hCaptcha siteverify
# (tooling/compose-tools/src/siteverify.ts) on this machine's loopback, port SITEVERIFY_PORT
# (8030), for trying the form without reaching hCaptcha. It accepts hCaptcha's public test
# secret (the API's default) and test token, nothing else. Point `npm start` or `npm run dev` at
# it with HCAPTCHA_VERIFY_URL=http://127.0.0.1:8030/siteverify; a production API refuses an
# http:// siteverify (docs/development.md, "Try the form without internet").
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/runtime.sh
export SITEVERIFY_HOST=127.0.0.1
export SITEVERIFY_PORT="${SITEVERIFY_PORT:-8030}"
export SITEVERIFY_SECRET=0x0000000000000000000000000000000000000000
export SITEVERIFY_TOKEN=10000000-aaaa-bbbb-cccc-000000000001
# Node 24 runs the TypeScript file as it is (type stripping), as the compose image does.
exec node tooling/compose-tools/src/siteverify-main.ts
