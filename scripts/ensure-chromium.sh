# Sourced by the test script: the end-to-end tests drive Debian's Chromium.
ensure_chromium() {
  local browser="${CHROME_PATH:-/usr/bin/chromium}"
  if [ -x "$browser" ]; then return 0; fi
  echo "Chromium not found at $browser; installing Debian's chromium package..." >&2
  local sudo=""
  if [ "$(id -u)" != "0" ]; then
    if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then sudo="sudo"; fi
  fi
  if command -v apt-get >/dev/null 2>&1 && { [ "$(id -u)" = "0" ] || [ -n "$sudo" ]; }; then
    $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
  fi
  if [ ! -x "$browser" ]; then
    echo "ERROR: the end-to-end tests need Chromium at $browser and it could not be installed." >&2
    echo "Install it (Debian: 'apt-get install chromium') or set CHROME_PATH, then run the tests again." >&2
    exit 1
  fi
}
