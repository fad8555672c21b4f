# Sourced by the start and test scripts: puts Node 24 LTS and the pinned pnpm on PATH, so a
# fresh machine needs nothing but Node (any version that runs npm) and npm.
# - Node: the machine's own when it is 24; otherwise the npm registry's `node` package (a real
#   Node 24 binary) installed once into .tools/node24 and put first on PATH.
# - pnpm: the version in package.json's "packageManager" (the one place it is written), run
#   through npx under that Node.
NODE_MAJOR=24
ROOT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
NODE_TOOLS_DIR="$ROOT_DIR/.tools/node$NODE_MAJOR"

node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if [ "$(node_major)" != "$NODE_MAJOR" ]; then
  if [ ! -x "$NODE_TOOLS_DIR/node_modules/node/bin/node" ]; then
    echo "Node $(node --version 2>/dev/null || echo 'missing') is not $NODE_MAJOR; installing node@$NODE_MAJOR from the npm registry into .tools/node$NODE_MAJOR ..." >&2
    mkdir -p "$NODE_TOOLS_DIR"
    npm install --prefix "$NODE_TOOLS_DIR" --no-save --no-audit --no-fund --no-package-lock \
      --loglevel=error "node@$NODE_MAJOR" >&2
  fi
  export PATH="$NODE_TOOLS_DIR/node_modules/node/bin:$PATH"
  hash -r
fi

PNPM_VERSION="$(node -p 'require(process.argv[1]).packageManager.split("@")[1].split("+")[0]' "$ROOT_DIR/package.json")"
pnpm() {
  if command -v pnpm >/dev/null 2>&1 && [ "$(command pnpm --version 2>/dev/null)" = "$PNPM_VERSION" ]; then
    command pnpm "$@"
  else
    npx --yes "pnpm@$PNPM_VERSION" "$@"
  fi
}

echo "Running on Node $(node --version) ($(command -v node)), pnpm $PNPM_VERSION" >&2

# shellcheck source=scripts/lib/qpdf.sh
source "$ROOT_DIR/scripts/lib/qpdf.sh"
