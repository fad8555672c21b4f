# Sourced by the test script: the HTML validity test runs the W3C Nu Html Checker (vnu.jar) on Java.
source "$(dirname "${BASH_SOURCE[0]}")/lib/apt-install.sh"
# The package to install when Java is missing (none: it is there).
java_missing() {
  command -v java >/dev/null 2>&1 || echo default-jre-headless
}
ensure_java() {
  if command -v java >/dev/null 2>&1; then return 0; fi
  apt_install default-jre-headless "the HTML validity test needs Java for vnu.jar, not found"
  if ! command -v java >/dev/null 2>&1; then
    echo "ERROR: the HTML validity test needs Java (for vnu.jar) and it could not be installed." >&2
    echo "Install it (Debian: 'apt-get install default-jre-headless'), then run the tests again." >&2
    exit 1
  fi
}
