# Sourced by the test script: the end-to-end tests drive Debian's Chromium.
source "$(dirname "${BASH_SOURCE[0]}")/lib/apt-install.sh"
# The package to install when Chromium is missing (none: it is there).
chromium_missing() {
  [ -x "${CHROME_PATH:-/usr/bin/chromium}" ] || echo chromium
}
ensure_chromium() {
  local browser="${CHROME_PATH:-/usr/bin/chromium}"
  if [ -x "$browser" ]; then return 0; fi
  apt_install chromium "the end-to-end tests need Chromium, not found at $browser"
  if [ ! -x "$browser" ]; then
    echo "ERROR: the end-to-end tests need Chromium at $browser and it could not be installed." >&2
    echo "Install it (Debian: 'apt-get install chromium') or set CHROME_PATH, then run the tests again." >&2
    exit 1
  fi
}
