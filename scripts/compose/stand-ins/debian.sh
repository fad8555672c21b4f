# shellcheck shell=bash
# Sourced by base-images.sh. A stand-in for debian:<suite>-slim: Debian's minimal base
# (debootstrap --variant=minbase) from Debian's mirror, with the same apt sources as the
# official image and the certificate authorities this machine adds in
# /usr/local/share/ca-certificates (here the CA of the network's TLS-inspecting proxy, without
# which nothing in the images could reach the npm registry), imported with `docker import`.
# Usage: build_debian_stand_in SUITE IMAGE LABELS_FILE
build_debian_stand_in() {
  local suite="$1" image="$2" labels="$3"
  local mirror="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
  local root="$COMPOSE_WORK/rootfs-$suite"
  if ! command -v debootstrap >/dev/null 2>&1 && ! [ -x /usr/sbin/debootstrap ]; then
    apt_install debootstrap "no image registry answers, and the stand-in Debian base is made with"
  fi
  rm -rf "$root"
  echo "  debootstrap --variant=minbase $suite from $mirror (about 2 minutes) ..." >&2
  PATH="/usr/sbin:/sbin:$PATH" debootstrap --variant=minbase --include=ca-certificates \
    "$suite" "$root" "$mirror" >"$COMPOSE_WORK/debootstrap-$suite.log" 2>&1 || {
    echo "ERROR: debootstrap failed; its last lines:" >&2
    tail -20 "$COMPOSE_WORK/debootstrap-$suite.log" >&2
    exit 1
  }
  rm -f "$root/etc/apt/sources.list"
  cat >"$root/etc/apt/sources.list.d/debian.sources" <<SOURCES
Types: deb
URIs: ${mirror}
Suites: ${suite} ${suite}-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg

Types: deb
URIs: ${mirror}-security
Suites: ${suite}-security
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
SOURCES
  if compgen -G "/usr/local/share/ca-certificates/*.crt" >/dev/null; then
    cp /usr/local/share/ca-certificates/*.crt "$root/usr/local/share/ca-certificates/"
    chroot "$root" update-ca-certificates >/dev/null 2>&1
  fi
  rm -rf "$root"/var/lib/apt/lists/* "$root"/var/cache/apt/archives/*.deb "$root"/tmp/*
  tar -C "$root" -c . | docker import --change 'CMD ["bash"]' - "$image-imported" >/dev/null
  rm -rf "$root"
  # docker import takes no LABEL: a one-line build adds them.
  # shellcheck disable=SC2046 # the file holds options, split on purpose
  printf 'FROM %s\n' "$image-imported" | docker build -q $(cat "$labels") -t "$image" - >/dev/null
  docker rmi "$image-imported" >/dev/null
}
