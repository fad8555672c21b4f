# Sourced by start-prod.sh and test.sh: nginx (with the brotli_static module when Debian has
# it) and redis-server, installed with apt when missing, saying so; SKIP_APT=1 turns a
# missing nginx or redis-server into a clear error instead (the brotli module is optional:
# nginx then serves the gzip files).
source "$(dirname "${BASH_SOURCE[0]}")/apt-install.sh"
# The packages to install for the topology (none: all are there); the brotli module only when
# the package lists know it (it is optional).
topology_tools_missing() {
  { [ -x /usr/sbin/nginx ] || command -v nginx >/dev/null 2>&1; } || echo nginx
  if [ ! -e /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] &&
    apt-cache show libnginx-mod-http-brotli-static >/dev/null 2>&1; then
    echo libnginx-mod-http-brotli-static
  fi
  command -v redis-server >/dev/null 2>&1 || echo redis-server
}
ensure_topology_tools() {
  local why="the production topology (start:prod and its e2e tests) needs"
  if ! [ -x /usr/sbin/nginx ] && ! command -v nginx >/dev/null 2>&1; then
    apt_install nginx "$why nginx"
  fi
  if [ ! -e /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] && [ "${SKIP_APT:-0}" != "1" ]; then
    apt_install libnginx-mod-http-brotli-static "$why nginx's brotli_static module" || true
  fi
  if ! command -v redis-server >/dev/null 2>&1; then
    apt_install redis-server "$why redis-server"
  fi
  if ! command -v redis-server >/dev/null 2>&1 || ! { [ -x /usr/sbin/nginx ] || command -v nginx >/dev/null 2>&1; }; then
    echo "ERROR: $why nginx and redis-server, and they could not be installed; install them and try again." >&2
    exit 1
  fi
}
