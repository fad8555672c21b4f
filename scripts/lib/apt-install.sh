# Sourced by the ensure-* scripts: installs Debian packages the tests need, saying so first.
# SKIP_APT=1 turns the install into an error naming the packages (for machines where the test
# command must not change the system).
# Usage: apt_install <package, or packages separated by spaces> <why they are needed>
# Several packages go in one apt-get run (one dependency resolution, one download, one unpack).
# The package lists are refreshed only when they are older than a day or do not know a package
# asked for, and once more if the install fails on them (a mirror that moved on since).
apt_install() {
  local package="$1" why="$2"
  if [ "${SKIP_APT:-0}" = "1" ]; then
    echo "ERROR: $why, and SKIP_APT=1 forbids installing it: run 'apt-get install $package' first." >&2
    exit 1
  fi
  echo "Installing Debian's $package with apt-get ($why; SKIP_APT=1 makes this an error instead)..." >&2
  local sudo=""
  if [ "$(id -u)" != "0" ]; then
    if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then sudo="sudo"; fi
  fi
  if command -v apt-get >/dev/null 2>&1 && { [ "$(id -u)" = "0" ] || [ -n "$sudo" ]; }; then
    # $package unquoted: several packages install in one apt-get run.
    # shellcheck disable=SC2086
    if ! _apt_lists_fresh $package; then $sudo apt-get update -qq; fi
    # shellcheck disable=SC2086
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq $package >/dev/null ||
      { $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq $package >/dev/null; }
  fi
}

# Whether apt's package lists are less than a day old and know every package named.
_apt_lists_fresh() {
  local lists=/var/lib/apt/lists
  [ -n "$(find "$lists" -maxdepth 1 -name '*Packages*' -mmin -1440 -print -quit 2>/dev/null)" ] || return 1
  local name
  for name in "$@"; do
    apt-cache show "$name" >/dev/null 2>&1 || return 1
  done
}
