# shellcheck shell=bash
# Sourced by scripts/test-compose.sh: a Docker engine, a compose command and a builder that
# speaks BuildKit (the Dockerfile's `RUN --mount=type=cache` needs it).
# - The engine: the one that answers `docker info`; else, as root, Debian's docker.io
#   (installed with apt when missing, saying so) started here with `dockerd`, and stopped
#   again when the check ends. Its log: $COMPOSE_WORK/dockerd.log.
# - Compose: `docker compose` (v2) when the CLI has it, else Debian's docker-compose (v1).
# - BuildKit: Docker 23 and later build with BuildKit through buildx. Debian's docker.io
#   (20.10) has BuildKit built in and uses it with DOCKER_BUILDKIT=1; docker-compose v1 hands
#   builds to that CLI with COMPOSE_DOCKER_CLI_BUILD=1. A newer CLI without its buildx plugin
#   (as /usr/local/bin/docker on this kind of machine) cannot build with BuildKit at all, so
#   builds then go through Debian's own CLI, /usr/bin/docker, put first on PATH.
source "$(dirname "${BASH_SOURCE[0]}")/../lib/apt-install.sh"

started_dockerd_pid=""

docker_answers() { docker info >/dev/null 2>&1; }

ensure_docker_engine() {
  local why="npm run test:compose runs both compose files on a Docker engine, and needs"
  if ! command -v dockerd >/dev/null 2>&1 && ! docker_answers; then
    apt_install docker.io "$why Debian's docker.io (dockerd, containerd, runc)"
  fi
  if ! command -v docker-compose >/dev/null 2>&1 && ! docker compose version >/dev/null 2>&1; then
    apt_install docker-compose "$why a compose command (docker compose or docker-compose)"
  fi
  if ! docker_answers; then
    if [ "$(id -u)" != "0" ]; then
      echo "ERROR: no Docker engine answers, and only root can start one here: start Docker (or run as root) and try again." >&2
      exit 1
    fi
    echo "No Docker engine answers: starting dockerd (log: $COMPOSE_WORK/dockerd.log); it is stopped again at the end." >&2
    setsid dockerd >"$COMPOSE_WORK/dockerd.log" 2>&1 </dev/null &
    started_dockerd_pid=$!
    local waited=0
    until docker_answers; do
      if ! kill -0 "$started_dockerd_pid" 2>/dev/null; then
        echo "ERROR: dockerd exited; its last lines:" >&2
        tail -20 "$COMPOSE_WORK/dockerd.log" >&2
        exit 1
      fi
      waited=$((waited + 1))
      if [ "$waited" -gt 120 ]; then
        echo "ERROR: dockerd did not answer within 60 s; see $COMPOSE_WORK/dockerd.log" >&2
        exit 1
      fi
      sleep 0.5
    done
  fi
  choose_builder
  choose_compose
}

stop_started_engine() {
  if [ -n "$started_dockerd_pid" ] && kill -0 "$started_dockerd_pid" 2>/dev/null; then
    kill "$started_dockerd_pid" 2>/dev/null || true
    local waited=0
    while kill -0 "$started_dockerd_pid" 2>/dev/null && [ "$waited" -lt 60 ]; do
      sleep 0.5
      waited=$((waited + 1))
    done
  fi
}

# shellcheck disable=SC2034 # BUILDER_NOTE and COMPOSE_NOTE are printed by test-compose.sh
# Sets BUILDER_NOTE and, when needed, puts Debian's CLI first on PATH for builds.
choose_builder() {
  export DOCKER_BUILDKIT=1 COMPOSE_DOCKER_CLI_BUILD=1
  if docker buildx version >/dev/null 2>&1; then
    BUILDER_NOTE="BuildKit through the docker CLI's buildx"
    return
  fi
  local major
  major="$(docker version --format '{{.Client.Version}}' 2>/dev/null | cut -d. -f1)"
  if [ -n "$major" ] && [ "$major" -lt 23 ]; then
    BUILDER_NOTE="BuildKit built into the docker CLI $(docker version --format '{{.Client.Version}}'), with DOCKER_BUILDKIT=1"
    return
  fi
  if [ -x /usr/bin/docker ] && [ "$(/usr/bin/docker version --format '{{.Client.Version}}' 2>/dev/null | cut -d. -f1)" -lt 23 ] 2>/dev/null; then
    mkdir -p "$COMPOSE_WORK/bin"
    ln -sf /usr/bin/docker "$COMPOSE_WORK/bin/docker"
    export PATH="$COMPOSE_WORK/bin:$PATH"
    hash -r
    BUILDER_NOTE="BuildKit built into Debian's docker CLI (/usr/bin/docker $(/usr/bin/docker version --format '{{.Client.Version}}'), with DOCKER_BUILDKIT=1), as the docker first on PATH has no buildx"
    return
  fi
  echo "ERROR: the docker CLI cannot build with BuildKit (no buildx plugin) and no Debian docker.io CLI is there to: install the buildx plugin (docker-buildx) or Debian's docker.io." >&2
  exit 1
}

# shellcheck disable=SC2034
choose_compose() {
  if docker compose version >/dev/null 2>&1; then
    COMPOSE_COMMAND=(docker compose)
  else
    COMPOSE_COMMAND=(docker-compose)
  fi
  COMPOSE_NOTE="$("${COMPOSE_COMMAND[@]}" version --short 2>/dev/null || "${COMPOSE_COMMAND[@]}" version | head -1) (${COMPOSE_COMMAND[*]})"
}
