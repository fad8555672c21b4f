# Sourced by runtime.sh: puts qpdf on PATH, the PDF parser the API's attachment check runs
# (packages/attachment-check, ADR 0006). Production installs Debian's qpdf with apt (the
# Dockerfile); a machine without it gets the same Debian 12 packages, fetched by apt-get
# download (checked by apt against Debian's signed package lists, no root needed) and unpacked
# into .tools/qpdf, so the embedded default runs the same parser as production.
QPDF_TOOLS_DIR="$ROOT_DIR/.tools/qpdf"

_fetch_qpdf() {
  local download packages=(qpdf libqpdf29)
  # libjpeg62-turbo comes with most desktops and Chromium, not with a minimal system.
  ldconfig -p 2>/dev/null | grep -q 'libjpeg.so.62 ' || packages+=(libjpeg62-turbo)
  download="$(mktemp -d)"
  echo "qpdf is not installed; fetching Debian's ${packages[*]} with apt-get download into .tools/qpdf ..." >&2
  if ! (cd "$download" && apt-get download -qq "${packages[@]}" 2>/dev/null); then
    # A fresh system has no package lists yet: root may read them.
    if [ "$(id -u)" = "0" ]; then
      apt-get update -qq && (cd "$download" && apt-get download -qq "${packages[@]}") || { rm -rf "$download"; return 1; }
    else
      rm -rf "$download"
      return 1
    fi
  fi
  rm -rf "$QPDF_TOOLS_DIR"
  mkdir -p "$QPDF_TOOLS_DIR/bin"
  local deb
  for deb in "$download"/*.deb; do dpkg-deb -x "$deb" "$QPDF_TOOLS_DIR/root"; done
  rm -rf "$download"
  local libs
  libs="$(dirname "$(find "$QPDF_TOOLS_DIR/root/usr/lib" -name 'libqpdf.so.*' | head -n 1)")"
  cat >"$QPDF_TOOLS_DIR/bin/qpdf" <<WRAPPER
#!/bin/sh
LD_LIBRARY_PATH="$libs\${LD_LIBRARY_PATH:+:\$LD_LIBRARY_PATH}" exec "$QPDF_TOOLS_DIR/root/usr/bin/qpdf" "\$@"
WRAPPER
  chmod +x "$QPDF_TOOLS_DIR/bin/qpdf"
  "$QPDF_TOOLS_DIR/bin/qpdf" --version >/dev/null
}

if ! command -v qpdf >/dev/null 2>&1; then
  if [ -x "$QPDF_TOOLS_DIR/bin/qpdf" ] || _fetch_qpdf; then
    export PATH="$QPDF_TOOLS_DIR/bin:$PATH"
  else
    echo "WARNING: qpdf could not be fetched (apt-get download qpdf libqpdf29 failed): PDF attachments will be answered 'could not be checked' until it is installed ('apt-get install qpdf')." >&2
  fi
fi
