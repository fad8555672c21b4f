#!/usr/bin/env node
// `pnpm bench:api` — the API's figures side by side with baselines, in one run.
//
// How to run (from the repository root, after building web and API — `pnpm build`):
//   pnpm bench:api                  flood + upload + static + pages
//   pnpm bench:api --only upload    or --only static, --only pages, --only flood
//   pnpm bench:api --only flood --flood-seconds 120   visitors under a flood of slow files
//   pnpm bench:api --only flood --flood-rate 60       the attack's files a minute (default 240)
//   pnpm bench:api --rounds 7       measured upload rounds after one warm-up (default 5)
//   pnpm bench:api --only upload --flag-variant=--max-semi-space-size=2 --flag-variant=
//                                   the API also under these node flags (space-separated in
//                                   one value; empty: none), interleaved in the same rounds
//   WEB_BUILD_DIR=dist-x pnpm bench:api   another build folder of apps/web
//   API_NODE_ARGS='--trace-gc' pnpm bench:api   extra node flags for the API (a one-off look)
// The API is started as `pnpm start` starts it (node flags from apps/api/package.json).
// The jobs: bench/upload.mjs (uploads against a bare streaming route) and bench/static.mjs
// (wrk against the embedded server, the start:prod topology and nginx alone), bench/pages.mjs
// (pages through start:prod against nginx serving the same files) and
// bench/attachment-flood.mjs (visitors' uploads among an attack's slow-to-check files). Installs wrk,
// nginx and redis-server with apt when missing. Writes reports/bench-api.{json,md}.
import { existsSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createReport } from './bench/report.mjs';
import { webDist } from './lib/site-server.mjs';
import { benchPages } from './bench/pages.mjs';
import { benchStatic } from './bench/static.mjs';
import { benchUpload } from './bench/upload.mjs';
import { benchFlood } from './bench/attachment-flood.mjs';
import { root } from './lib/workspace.mjs';

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    rounds: { type: 'string', default: '5' },
    'flood-seconds': { type: 'string', default: '60' },
    'flood-rate': { type: 'string', default: '240' },
    'flag-variant': { type: 'string', multiple: true, default: [] },
  },
});
const report = createReport({
  rssOverIdleMiB: 64,
  throughputRatio: 0.8,
  staticRatio: 0.1,
  pagesRatio: 0.8,
});
if (
  !existsSync(path.join(root, 'apps/api/dist/server.js')) ||
  !existsSync(path.join(webDist, 'client/index.html'))
) {
  throw new Error('Build first: pnpm build (apps/api/dist and apps/web/dist are needed)');
}
report.out(`# API benchmark (${report.data.date})`);
report.out();
report.out(
  `Machine: ${cpus().length} cores, Node ${process.version}. Build: ${path.relative(root, webDist)}.`,
);
report.out();
if (values.only === undefined || values.only === 'flood') {
  await benchFlood({
    report,
    seconds: Number(values['flood-seconds']),
    ratePerMinute: Number(values['flood-rate']),
  });
}
if (values.only === undefined || values.only === 'upload') {
  await benchUpload({
    report,
    roundsTotal: Number(values.rounds),
    flagVariants: values['flag-variant'].map((flags) => flags.split(' ').filter(Boolean)),
  });
}
if (values.only === undefined || values.only === 'static') await benchStatic({ report });
if (values.only === undefined || values.only === 'pages') await benchPages({ report });
await report.write('bench-api');
