# Sourced by the ensure-* scripts: installs Debian packages the tests need, saying so first.
# SKIP_APT=1 turns the install into an error naming the packages (for machines where the test
# command must not change the system).
# Usage: apt_install <package, or packages separated by spaces> <why they are needed>
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
    $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq $package >/dev/null
  fi
}
