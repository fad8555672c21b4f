# Sourced by the test script: the attachment tests make ordinary documents with the programs
# visitors use (pandoc, LibreOffice, AbiWord, ExifTool, cairo through rsvg-convert and
# pdftocairo, Ghostscript; Chromium comes from ensure-chromium.sh), ask the readers the checks
# follow what they find in hostile files (poppler's pdfinfo, bsdtar, cabextract), and scan files
# with a real clamd (clamav-daemon, and sigtool from clamav for its test signature). Missing
# ones are installed with apt in one go, saying so first; SKIP_APT=1 turns a missing one into an
# error naming it.
source "$(dirname "${BASH_SOURCE[0]}")/lib/apt-install.sh"
document_tools_missing() {
  local missing=()
  command -v pandoc >/dev/null 2>&1 || missing+=(pandoc)
  command -v abiword >/dev/null 2>&1 || missing+=(abiword)
  # soffice alone (libreoffice-common) cannot write a .doc: Writer's library must be there.
  { command -v soffice >/dev/null 2>&1 && [ -e /usr/lib/libreoffice/program/libswlo.so ]; } ||
    missing+=(libreoffice-writer-nogui)
  command -v exiftool >/dev/null 2>&1 || missing+=(libimage-exiftool-perl)
  { command -v pdfinfo >/dev/null 2>&1 && command -v pdftocairo >/dev/null 2>&1; } ||
    missing+=(poppler-utils)
  command -v rsvg-convert >/dev/null 2>&1 || missing+=(librsvg2-bin)
  command -v gs >/dev/null 2>&1 || missing+=(ghostscript)
  command -v bsdtar >/dev/null 2>&1 || missing+=(libarchive-tools)
  command -v cabextract >/dev/null 2>&1 || missing+=(cabextract)
  command -v sigtool >/dev/null 2>&1 || missing+=(clamav)
  { [ -x /usr/sbin/clamd ] || command -v clamd >/dev/null 2>&1; } || missing+=(clamav-daemon)
  echo "${missing[*]}"
}
ensure_document_tools() {
  local missing
  missing="$(document_tools_missing)"
  if [ -z "$missing" ]; then return 0; fi
  apt_install "$missing" "the attachment tests need $missing, not found"
  missing="$(document_tools_missing)"
  if [ -n "$missing" ]; then
    echo "ERROR: the attachment tests need $missing and they could not be installed." >&2
    echo "Install them (Debian: 'apt-get install $missing'), then run the tests again." >&2
    exit 1
  fi
}
