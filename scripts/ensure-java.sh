# Sourced by the test script: the HTML validity test runs the W3C Nu Html Checker (vnu.jar) on Java.
ensure_java() {
  if command -v java >/dev/null 2>&1; then return 0; fi
  echo "Java not found; installing Debian's default-jre-headless package..." >&2
  local sudo=""
  if [ "$(id -u)" != "0" ]; then
    if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then sudo="sudo"; fi
  fi
  if command -v apt-get >/dev/null 2>&1 && { [ "$(id -u)" = "0" ] || [ -n "$sudo" ]; }; then
    $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq default-jre-headless >/dev/null
  fi
  if ! command -v java >/dev/null 2>&1; then
    echo "ERROR: the HTML validity test needs Java (for vnu.jar) and it could not be installed." >&2
    echo "Install it (Debian: 'apt-get install default-jre-headless'), then run the tests again." >&2
    exit 1
  fi
}
