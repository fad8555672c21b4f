// How the API is launched, read from apps/api/package.json's `start` script, so the
// measuring scripts run the server exactly as production does (same node flags).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const apiDir = path.join(root, 'apps/api');

/** The node flags of `pnpm --filter @verdalia/api start` (the one place for them). */
export function apiNodeFlags() {
  const { scripts } = JSON.parse(readFileSync(path.join(apiDir, 'package.json'), 'utf8'));
  const [command, ...rest] = scripts.start.split(/\s+/);
  if (command !== 'node' || rest.at(-1) !== 'dist/server.js') {
    throw new Error(`unexpected start script in apps/api/package.json: ${scripts.start}`);
  }
  return rest.slice(0, -1);
}

/** [executable, args] that start the built API the way `pnpm start` does (or with `flags`). */
export function apiCommand(flags = apiNodeFlags()) {
  return [process.execPath, [...flags, path.join(apiDir, 'dist/server.js')]];
}

// Run directly, it prints the flags, for shell launchers (scripts/start.sh).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(apiNodeFlags().join(' '));
}
