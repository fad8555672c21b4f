import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The server the suite runs against. `embedded` (default): the API serving the site itself,
 * as `npm start` runs it. `prod` (E2E_TARGET=prod): `npm run start:prod`'s topology, nginx in
 * front of two API replicas and Redis. One suite: the specs below run against either.
 */
export const target: 'embedded' | 'prod' = process.env.E2E_TARGET === 'prod' ? 'prod' : 'embedded';

/**
 * The specs whose outcome depends on what serves the site, run against both targets: the
 * addresses and their redirects, the bytes and headers served, and the contact flow through
 * to the mail. What happens in the browser once a page has arrived (menus, the form's own
 * checks, the language notice, client-side navigation) is the same behind either, and is
 * checked once, against the embedded server.
 */
export const bothTargetSpecs = ['addresses', 'crawl', 'routes', 'serving', 'contact-mail'].map(
  (name) => `tests/${name}.spec.ts`,
);

/** Specs of the topology itself (replicas, Redis, nginx), run with the prod target. */
export const topologySpecs = 'tests/topology/**/*.spec.ts';

const root = path.resolve(import.meta.dirname, '../..');
const apiDir = path.join(root, 'apps/api');
// The API runs as `pnpm start` runs it in production (the same node flags).
const apiPackage = JSON.parse(readFileSync(path.join(apiDir, 'package.json'), 'utf8')) as {
  scripts: { start: string };
};

/** Ends a server with this run, even when the run is killed (support/exit-with-runner.mjs). */
export const tiedToRun = (command: string) =>
  `node ${path.resolve(import.meta.dirname, 'exit-with-runner.mjs')} "${command}"`;

/** Playwright's webServer entry for the site on `port`, with the API's environment `env`. */
export function siteServer(port: number, env: Record<string, string>, dataDir: string) {
  const url = `http://127.0.0.1:${port}/healthz`;
  const common = { url, reuseExistingServer: false, timeout: 60_000 };
  if (target === 'embedded') {
    return {
      ...common,
      // The API runs as `pnpm start` runs it in production (the same node flags).
      command: tiedToRun(apiPackage.scripts.start),
      cwd: apiDir,
      env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    };
  }
  return {
    ...common,
    command: tiedToRun('bash scripts/start-prod.sh'),
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      API_REPLICAS: '2',
      PROD_DATA_DIR: path.join(dataDir, 'prod'),
      // The suite runs after the build and never installs packages.
      SKIP_BUILD: '1',
      SKIP_APT: '1',
      // Every spec posts from 127.0.0.1: nginx's per-address limit is tried in topology/.
      NGINX_FORM_RATE_PER_MINUTE: '6000',
      NGINX_FORM_BURST: '1000',
    },
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15_000 },
    cwd: root,
  };
}
