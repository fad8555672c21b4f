#!/usr/bin/env bash
# The production topology on this machine, without Docker: nginx on PORT (default 8080) in
# front of API_REPLICAS API processes (default 2) and a local redis-server. Every other
# variable (SMTP_URL, HCAPTCHA_*, RATE_LIMIT_*, ...) reaches the API as with `npm start`.
# Installs nginx and redis-server with apt when missing (SKIP_APT=1: fail instead);
# SKIP_BUILD=1 uses the existing build. Ctrl-C or SIGTERM stops everything it started.
# With Debian's clamd and freshclam's signatures on the machine, it starts clamd too (below).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/runtime.sh

source scripts/lib/topology-tools.sh
ensure_topology_tools

if [ "${SKIP_BUILD:-}" != "1" ]; then
  pnpm install --frozen-lockfile
  pnpm exec turbo run build --filter=@verdalia/api --filter=@verdalia/web
fi

# clamd, when Debian's clamav-daemon is installed and freshclam's signatures are there
# (CLAMD_DATABASE_DIR, default /var/lib/clamav): started with deploy/clamd.conf's limits and
# heuristics on a local socket, and CLAMAV_URL pointed at it. A CLAMAV_URL already set (a clamd
# elsewhere), CLAMD=off, or no clamd or signatures: the topology runs as before, without it.
clamd_pid=""
clamd_binary="$(command -v clamd || true)"
[ -z "$clamd_binary" ] && [ -x /usr/sbin/clamd ] && clamd_binary=/usr/sbin/clamd
clamd_database="${CLAMD_DATABASE_DIR:-/var/lib/clamav}"
if [ -n "${CLAMAV_URL:-}" ] || [ "${CLAMD:-auto}" = "off" ]; then
  :
elif [ -z "$clamd_binary" ]; then
  echo "start:prod: clamd is not installed (Debian's clamav-daemon): attachments are not virus-scanned" >&2
elif ! compgen -G "$clamd_database/*.c[lv]d" >/dev/null && ! compgen -G "$clamd_database/*.[hln]db" >/dev/null; then
  echo "start:prod: no ClamAV signatures in $clamd_database (run freshclam): attachments are not virus-scanned" >&2
else
  clamd_dir="$(realpath -m "${PROD_DATA_DIR:-.data/prod}")/clamd"
  mkdir -p "$clamd_dir"
  # deploy/clamd.conf without its container addresses and paths, then this machine's.
  grep -vE '^[[:space:]]*(Foreground|User|TCPSocket|TCPAddr|LocalSocket|PidFile|DatabaseDirectory|LogFile)([[:space:]]|$)' \
    deploy/clamd.conf >"$clamd_dir/clamd.conf"
  printf 'Foreground yes\nLocalSocket %s\nDatabaseDirectory %s\nLogFile %s\n' \
    "$clamd_dir/clamd.sock" "$clamd_database" "$clamd_dir/clamd.log" >>"$clamd_dir/clamd.conf"
  rm -f "$clamd_dir/clamd.sock"
  "$clamd_binary" --config-file="$clamd_dir/clamd.conf" &
  clamd_pid=$!
  # Loading the full signature set takes a while; the API refuses files (503) until it answers.
  echo "start:prod: clamd (pid $clamd_pid) loading its signatures; see $clamd_dir/clamd.log" >&2
  export CLAMAV_URL="unix://$clamd_dir/clamd.sock"
fi

if [ -z "$clamd_pid" ]; then
  exec node scripts/prod/topology.mjs
fi
# The topology in the background so that clamd stops with it, however it ends.
node scripts/prod/topology.mjs &
topology_pid=$!
trap 'kill -TERM "$topology_pid" 2>/dev/null || true' TERM INT
trap 'kill -TERM "$clamd_pid" 2>/dev/null || true' EXIT
status=0
wait "$topology_pid" || status=$?
# A signal interrupts the first wait; the topology is still stopping.
wait "$topology_pid" 2>/dev/null || true
exit "$status"
