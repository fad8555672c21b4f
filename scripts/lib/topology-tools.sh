# Sourced by start-prod.sh and test.sh: nginx (with the brotli_static module when Debian has
# it) and redis-server, installed with apt when missing and said so; SKIP_APT=1 turns a
# missing one into a clear error instead.
ensure_topology_tools() {
  local missing=()
  [ -x /usr/sbin/nginx ] || command -v nginx >/dev/null 2>&1 || missing+=(nginx)
  [ -e /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] || missing+=(libnginx-mod-http-brotli-static)
  command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
  [ "${#missing[@]}" -eq 0 ] && return 0
  if [ "${SKIP_APT:-}" = "1" ]; then
    echo "ERROR: the production topology needs ${missing[*]}, and SKIP_APT=1 forbids installing them." >&2
    echo "Install them (Debian: apt-get install ${missing[*]}) or unset SKIP_APT." >&2
    return 1
  fi
  local sudo=""
  if [ "$(id -u)" != "0" ]; then sudo="sudo -n"; fi
  echo "Installing ${missing[*]} with apt-get (needed by the production topology) ..." >&2
  $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null || true
  # The brotli module is optional (gzip_static serves without it); nginx and Redis are not.
  if ! command -v redis-server >/dev/null 2>&1 || ! { [ -x /usr/sbin/nginx ] || command -v nginx >/dev/null 2>&1; }; then
    echo "ERROR: could not install ${missing[*]}; install them and try again." >&2
    return 1
  fi
}
