#!/usr/bin/env bash
# The production topology on this machine, without Docker: nginx on PORT (default 8080) in
# front of API_REPLICAS API processes (default 2) and a local redis-server. Every other
# variable (SMTP_URL, HCAPTCHA_*, RATE_LIMIT_*, ...) reaches the API as with `npm start`.
# Installs nginx and redis-server with apt when missing (SKIP_APT=1: fail instead);
# SKIP_BUILD=1 uses the existing build. Ctrl-C or SIGTERM stops everything it started.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/runtime.sh

missing=()
[ -x /usr/sbin/nginx ] || command -v nginx >/dev/null 2>&1 || missing+=(nginx)
[ -e /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] || missing+=(libnginx-mod-http-brotli-static)
command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
if [ "${#missing[@]}" -gt 0 ]; then
  if [ "${SKIP_APT:-}" = "1" ]; then
    echo "ERROR: start:prod needs ${missing[*]}, and SKIP_APT=1 forbids installing them." >&2
    echo "Install them (Debian: apt-get install ${missing[*]}) or unset SKIP_APT." >&2
    exit 1
  fi
  sudo=""
  if [ "$(id -u)" != "0" ]; then sudo="sudo -n"; fi
  echo "start:prod: installing ${missing[*]} with apt-get ..." >&2
  if ! { $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null; }; then
    # The brotli module is optional (gzip_static serves without it); nginx and Redis are not.
    if ! command -v redis-server >/dev/null 2>&1 || ! { [ -x /usr/sbin/nginx ] || command -v nginx >/dev/null 2>&1; }; then
      echo "ERROR: could not install ${missing[*]}; install them and run start:prod again." >&2
      exit 1
    fi
  fi
fi

if [ "${SKIP_BUILD:-}" != "1" ]; then
  pnpm install --frozen-lockfile
  pnpm exec turbo run build --filter=@verdalia/api --filter=@verdalia/web
fi
node apps/api/dist/nginx/write-config.js
exec node scripts/prod/topology.mjs
