# Sourced by the start and test scripts: runs the pinned pnpm through npx, so a
# fresh machine needs nothing but Node and npm.
PNPM_VERSION=10.34.9
pnpm() {
  if command -v pnpm >/dev/null 2>&1 && [ "$(command pnpm --version 2>/dev/null)" = "$PNPM_VERSION" ]; then
    command pnpm "$@"
  else
    npx --yes "pnpm@$PNPM_VERSION" "$@"
  fi
}
