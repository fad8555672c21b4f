#!/usr/bin/env node
// `pnpm audit:web` — Lighthouse on every page at its address in every language, mobile and
// desktop presets, medians of N runs, checked against the budgets in docs/performance.md. Each
// page is loaded by a browser of its own language; the Spanish pages of --cross are loaded
// once more by an English browser, which gets the first-visit notice offering English.
//
// How to run (from the repository root):
//   pnpm audit:web                      full set: every page × 3 languages × 2 presets × 3 runs,
//                                       and / and /nosotros in Spanish with an English browser
//   pnpm audit:web --quick              1 run, mobile only, Spanish only (a smoke check)
//   pnpm audit:web --runs 5 --routes /,/contacto --langs es,en --presets mobile
//                                       --routes names pages by their Spanish address
//   pnpm audit:web --routes /proyectos/<slug>
//                                       a project's page, and the same project's in each language
//   pnpm audit:web --cross /proyectos   the Spanish pages loaded by an English browser too
//                                       (--cross= for none)
//   pnpm audit:web --build              rebuild the web app and the API first
//   pnpm audit:web --cpu-slowdown 4     mobile at a fixed CPU slowdown instead of the one
//                                       calibrated to this machine (default: calibrated;
//                                       `default` audits with Lighthouse's own settings only)
//   WEB_BUILD_DIR=dist-x pnpm audit:web use another build folder of apps/web (or an absolute path)
//   pnpm audit:web --origin http://127.0.0.1:4000
//                                       audit a server that is already running (another
//                                       checkout's, to compare builds with the same Lighthouse);
//                                       WEB_BUILD_DIR names its build, for the JS byte count
// It builds the site only when the build is missing (or with --build), serves it with the
// production server (apps/api/dist/server.js) on a free port, and runs Lighthouse 13.x
// through its CLI with Debian's Chromium (CHROME_PATH, default /usr/bin/chromium).
// Writes reports/audit-web.json and reports/audit-web.md; prints the table and one line
// per page that misses a budget. Exit code 0 even when budgets are missed (it is a report),
// unless --strict is given.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromeFlags, chromePath } from './lib/chromium.mjs';
import { median } from './lib/processes.mjs';
import { siteAt, webDist } from './lib/site-server.mjs';
import { root, sharedPackage } from './lib/workspace.mjs';

const require = createRequire(import.meta.url);

const { pages, languages, pagePath, resolveAddress, projectPageKey, projectPagesFile } =
  await sharedPackage();
const allRoutes = pages.map((page) => pagePath(page.id, 'es'));
const allLanguages = [...languages];
/** The page a --routes entry names (its Spanish address, or any of its addresses). */
function pageOf(route) {
  const resolution = resolveAddress(route);
  if (resolution.kind === 'notFound') throw new Error(`--routes: ${route} is no page's address`);
  return resolution.page;
}
const budgets = {
  mobile: {
    // Every page's median of its runs ≥ 95, and the median over all pages ≥ 98. Total Blocking
    // Time is reported, not gated: on a 2-core machine it swings several-fold between runs of
    // the same build (see docs/performance.md).
    performancePerPage: 95,
    performanceOverPages: 98,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    lcp: 1200,
    cls: 0.01,
  },
  homeBytes: 600 * 1024,
  // The site's own JavaScript a first visit downloads, gzipped (as the e2e JS budget counts it).
  firstVisitJs: 120 * 1024,
};

// DevTools' "mid-tier mobile" (a Pixel 5) in Lighthouse's benchmarkIndex: the phone the mobile
// budgets are measured on, whatever machine runs the audit.
const midTierPhoneIndex = 1000;

/** The command line, read by node:util's parseArgs (unknown options are an error). */
function readOptions(args) {
  const { values } = parseArgs({
    args,
    options: {
      runs: { type: 'string', default: '3' },
      routes: { type: 'string' },
      langs: { type: 'string' },
      presets: { type: 'string', default: 'mobile,desktop' },
      build: { type: 'boolean', default: false },
      strict: { type: 'boolean', default: false },
      quick: { type: 'boolean', default: false },
      origin: { type: 'string' },
      cross: { type: 'string', default: '/,/nosotros' },
      'cpu-slowdown': { type: 'string', default: 'calibrated' },
    },
  });
  const options = {
    runs: Number(values.runs),
    routes: values.routes?.split(',') ?? allRoutes,
    langs: values.langs?.split(',') ?? allLanguages,
    presets: values.presets.split(','),
    build: values.build,
    strict: values.strict,
    origin: values.origin,
    cross: values.cross.split(',').filter(Boolean),
    cpuSlowdown: values['cpu-slowdown'],
  };
  if (values.quick) Object.assign(options, { runs: 1, langs: ['es'], presets: ['mobile'] });
  if (!Number.isInteger(options.runs) || options.runs < 1) throw new Error('--runs must be ≥ 1');
  if (
    !['calibrated', 'default'].includes(options.cpuSlowdown) &&
    !(Number.isFinite(Number(options.cpuSlowdown)) && Number(options.cpuSlowdown) >= 1)
  )
    throw new Error('--cpu-slowdown must be calibrated, default or a number ≥ 1');
  return options;
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

/** Lighthouse's CLI (it launches and closes its own Chromium for a gather). */
async function lighthouseCli(args) {
  const cli = path.join(path.dirname(require.resolve('lighthouse/package.json')), 'cli/index.js');
  await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, ...args], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, CHROME_PATH: chromePath },
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`lighthouse exited ${code}: ${args[0]}`)),
    );
  });
}

/**
 * The CPU slowdown that makes this machine, at the moment of the load, the phone the mobile
 * budgets mean: a phone of benchmarkIndex 1000, DevTools' "mid-tier mobile". Lighthouse's
 * fixed 4× is that phone only on a machine of about 4000; on a 2-core machine reading 1500 it
 * simulates a phone nearly three times slower. Never below 1 (no machine is made faster).
 */
function calibratedSlowdown(benchmarkIndex) {
  return Math.max(1, benchmarkIndex / midTierPhoneIndex);
}

/**
 * One page load, gathered once (-G) and audited from the same artifacts (-A): with
 * Lighthouse's default slowdown, and for the mobile preset also at the slowdown calibrated
 * to this machine's benchmarkIndex (or at --cpu-slowdown's fixed figure). Lighthouse's
 * throttling is simulated from the unthrottled trace, so the slowdown is an audit-time
 * setting; -A refuses settings that differ from the gather's, so the saved settings are
 * updated with it. The browser prefers `browserLanguage` (headless Chromium's --accept-lang
 * sets navigator.languages and Accept-Language).
 */
async function lighthouse(url, preset, browserLanguage, workDir) {
  const artifacts = await mkdtemp(path.join(workDir, 'lh-'));
  const common = [
    '--quiet',
    '--only-categories=performance,accessibility,best-practices,seo',
    `--chrome-flags=${[...chromeFlags, `--accept-lang=${browserLanguage}`].join(' ')}`,
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
  ];
  try {
    await lighthouseCli([url, `-G=${artifacts}`, ...common]);
    const audit = async (extra = []) => {
      const output = path.join(artifacts, `report-${extra.length}.json`);
      await lighthouseCli([
        `-A=${artifacts}`,
        ...common,
        ...extra,
        '--output=json',
        `--output-path=${output}`,
      ]);
      return JSON.parse(await readFile(output, 'utf8'));
    };
    const asGathered = await audit();
    if (preset !== 'mobile' || options.cpuSlowdown === 'default')
      return summary(asGathered, asGathered, url);
    const saved = path.join(artifacts, 'artifacts.json');
    const gathered = JSON.parse(await readFile(saved, 'utf8'));
    const slowdown =
      options.cpuSlowdown === 'calibrated'
        ? calibratedSlowdown(gathered.BenchmarkIndex)
        : Number(options.cpuSlowdown);
    // A slowdown equal to the gathered one (--cpu-slowdown 4 on mobile) is the audit above.
    if (slowdown === gathered.settings.throttling.cpuSlowdownMultiplier)
      return summary(asGathered, asGathered, url);
    gathered.settings.throttling.cpuSlowdownMultiplier = slowdown;
    await writeFile(saved, JSON.stringify(gathered));
    const adjusted = await audit([`--throttling.cpuSlowdownMultiplier=${slowdown}`]);
    return summary(adjusted, asGathered, url);
  } finally {
    await rm(artifacts, { recursive: true, force: true });
  }
}

/** The figures of one load: `report` for the budgets, `asGathered` at Lighthouse's default. */
function summary(report, asGathered, url) {
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const audit = (id) => report.audits[id]?.numericValue ?? Number.NaN;
  const { origin } = new URL(url);
  const scriptPaths = (report.audits['network-requests']?.details?.items ?? [])
    .filter((item) => item.resourceType === 'Script' && new URL(item.url).origin === origin)
    .map((item) => new URL(item.url).pathname);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: audit('largest-contentful-paint'),
    fcp: audit('first-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    // All main-thread work of the load (ms, as Lighthouse scales it): script parse, compile and
    // run, style, layout. TBT counts only its long tasks' excess, so it swings more.
    mainThread: audit('mainthread-work-breakdown'),
    bytes: audit('total-byte-weight'),
    // Each script the page fetched from the site, gzipped from the build (the server sends
    // brotli, smaller, so transfer sizes would understate the budget's measure).
    js: scriptPaths.reduce(
      (sum, file) =>
        sum + gzipSync(readFileSync(path.join(webDist, 'client', file)), { level: 9 }).length,
      0,
    ),
    // Lighthouse's own probe of this machine's CPU speed at the time of the run: simulated
    // TBT scales with it, so the report shows it next to the figures.
    benchmarkIndex: report.environment?.benchmarkIndex ?? Number.NaN,
    cpuSlowdown: report.configSettings.throttling.cpuSlowdownMultiplier,
    // The same load at Lighthouse's default slowdown (4× for mobile), reported beside.
    defaultPerformance: Math.round((asGathered.categories.performance?.score ?? 0) * 100),
    defaultTbt: asGathered.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    failing: Object.values(report.audits)
      .filter((entry) => entry.scoreDisplayMode === 'binary' && entry.score === 0)
      .map((entry) => entry.id),
  };
}

function misses(row) {
  const problems = [];
  if (row.preset === 'mobile') {
    const budget = budgets.mobile;
    if (row.performance < budget.performancePerPage)
      problems.push(`performance ${row.performance} < ${budget.performancePerPage}`);
    if (row.accessibility < budget.accessibility)
      problems.push(`accessibility ${row.accessibility} < 100`);
    if (row.bestPractices < budget.bestPractices)
      problems.push(`best practices ${row.bestPractices} < 100`);
    if (row.seo < budget.seo) problems.push(`SEO ${row.seo} < 100`);
    if (row.lcp > budget.lcp) problems.push(`LCP ${Math.round(row.lcp)} ms > ${budget.lcp} ms`);
    if (row.cls > budget.cls) problems.push(`CLS ${row.cls.toFixed(3)} > ${budget.cls}`);
  }
  if (resolveAddress(row.route).page === 'home' && row.bytes > budgets.homeBytes) {
    problems.push(`home bytes ${(row.bytes / 1024).toFixed(0)} KiB > 600 KiB`);
  }
  if (row.js > budgets.firstVisitJs) {
    problems.push(`first-visit JS ${(row.js / 1024).toFixed(1)} KiB gzipped > 120 KiB`);
  }
  if (row.failing.length > 0) problems.push(`failing audits: ${row.failing.join(', ')}`);
  return problems;
}

/** The gates over all pages (mobile): the median of the pages' performance, and the summary. */
function overall(rows) {
  const mobile = rows.filter((row) => row.preset === 'mobile');
  if (mobile.length === 0) return { summary: [], problems: [] };
  const performance = median(mobile.map((row) => row.performance));
  const lowest = Math.min(...mobile.map((row) => row.performance));
  const summary = [
    `Mobile, over ${mobile.length} pages: performance median ${performance} (gate ≥ ${budgets.mobile.performanceOverPages}), lowest ${lowest} (gate ≥ ${budgets.mobile.performancePerPage} on every page); ` +
      `LCP median ${Math.round(median(mobile.map((row) => row.lcp)))} ms, highest ${Math.round(Math.max(...mobile.map((row) => row.lcp)))} ms; ` +
      `TBT median ${Math.round(median(mobile.map((row) => row.tbt)))} ms, highest ${Math.round(Math.max(...mobile.map((row) => row.tbt)))} ms (reported, not gated); ` +
      `main-thread work median ${Math.round(median(mobile.map((row) => row.mainThread)))} ms. ` +
      `The same loads at Lighthouse's default 4×: performance median ${median(mobile.map((row) => row.defaultPerformance))}, lowest ${Math.min(...mobile.map((row) => row.defaultPerformance))}; ` +
      `TBT median ${Math.round(median(mobile.map((row) => row.defaultTbt)))} ms (reported, not gated).`,
  ];
  const problems =
    performance < budgets.mobile.performanceOverPages
      ? [
          `median mobile performance over pages ${performance} < ${budgets.mobile.performanceOverPages}`,
        ]
      : [];
  return { summary, problems };
}

function markdown(rows, meta, gates) {
  const speeds = rows.flatMap((row) => row.runs.map((run) => run.benchmarkIndex));
  const lines = [
    `# Lighthouse audit (${meta.date})`,
    '',
    `Lighthouse ${meta.lighthouse}, Chromium ${meta.chrome}, ${meta.runs} run(s) each, medians. Server: ${meta.server}.`,
    '',
    ...gates.summary,
    '',
    `Machine speed (Lighthouse's benchmarkIndex, higher is faster; simulated TBT grows as it falls): median ${Math.round(median(speeds))}, range ${Math.round(Math.min(...speeds))}–${Math.round(Math.max(...speeds))}.`,
    '',
    `CPU slowdown: ${meta.cpuSlowdown}. "perf / TBT at default" are the same loads audited at Lighthouse's default slowdown (4× for mobile; reported, not gated). "main thread" is Lighthouse's figure, scaled by the row's CPU slowdown.`,
    '',
    '| address | browser | preset | perf | a11y | best pr. | SEO | LCP ms | FCP ms | TBT ms (runs) | main thread ms | CLS | KiB | JS KiB gz | bench. index | CPU × | perf / TBT at default |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.route} | ${row.browser} | ${row.preset} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${Math.round(row.lcp)} | ${Math.round(row.fcp)} | ${Math.round(row.tbt)} (${row.runs.map((run) => Math.round(run.tbt)).join(', ')}) | ${Math.round(row.mainThread)} | ${row.cls.toFixed(3)} | ${(row.bytes / 1024).toFixed(0)} | ${(row.js / 1024).toFixed(1)} | ${Math.round(row.benchmarkIndex)} | ${row.cpuSlowdown.toFixed(1)} | ${row.defaultPerformance} / ${Math.round(row.defaultTbt)} |`,
    ),
    '',
    '## Budget misses',
    '',
  ];
  const missed = rows.filter((row) => row.problems.length > 0);
  if (missed.length === 0 && gates.problems.length === 0)
    lines.push('None: every page meets every budget.');
  for (const problem of gates.problems) lines.push(`- ${problem}`);
  for (const row of missed)
    lines.push(`- ${row.route} (${row.browser} browser) ${row.preset}: ${row.problems.join('; ')}`);
  return `${lines.join('\n')}\n`;
}

const options = readOptions(process.argv.slice(2));
// The pnpm of package.json's packageManager (the one place its version is written).
const pnpm = [
  '-y',
  JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')).packageManager,
];
if (!options.origin && (options.build || !existsSync(path.join(webDist, 'client/index.html')))) {
  run('npx', [...pnpm, '--filter', '@verdalia/shared', 'run', 'build']);
  // WEB_BUILD_DIR, when set, reaches the build through the environment.
  run('npx', [...pnpm, '--filter', '@verdalia/web', 'run', 'build']);
}
if (!options.origin && (options.build || !existsSync(path.join(root, 'apps/api/dist/server.js')))) {
  run('npx', [...pnpm, '--filter', '@verdalia/api', 'run', 'build']);
}

const { origin, stop } = await siteAt(options.origin);
const workDir = await mkdtemp(path.join(tmpdir(), 'audit-web-'));
const rows = [];
// Every page in every language, loaded by a browser of that language; then the Spanish pages
// of --cross loaded by an English one (the notice offering English is part of the visit).
/**
 * A route's address in a language: the page's, or for a project's page the same project's
 * page in that language (the build's project-pages.json).
 */
function routeIn(route, lang) {
  const page = pageOf(route);
  if (page !== projectPageKey) return pagePath(page, lang);
  const projectPages = JSON.parse(readFileSync(path.join(webDist, projectPagesFile), 'utf8'));
  const project = projectPages.find((entry) => entry.path === route)?.project;
  const address = projectPages.find(
    (entry) => entry.project === project && entry.language === lang,
  );
  if (!address)
    throw new Error(`--routes: no project page at ${route} in the build, or none in ${lang}`);
  return address.path;
}
const visits = [
  ...options.routes.flatMap((route) =>
    options.langs.map((lang) => ({
      route: routeIn(route, lang),
      lang,
      // A browser of the page's own language (navigator.languages, Accept-Language).
      browser: lang,
    })),
  ),
  ...(options.langs.includes('es') ? options.cross : []).map((route) => ({
    route: routeIn(route, 'es'),
    lang: 'es',
    browser: 'en',
  })),
];
try {
  const total = visits.length * options.presets.length;
  let done = 0;
  for (const { route, lang, browser } of visits) {
    for (const preset of options.presets) {
      const url = `${origin}${route}`;
      const results = [];
      for (let runIndex = 0; runIndex < options.runs; runIndex += 1) {
        // Lighthouse sometimes loses its trace (NO_NAVSTART) on a busy machine: retry twice.
        for (let attempt = 1; ; attempt += 1) {
          try {
            results.push(await lighthouse(url, preset, browser, workDir));
            break;
          } catch (error) {
            if (attempt === 3) throw error;
            console.warn(`retrying ${url} ${preset}: ${error.message}`);
          }
        }
      }
      const row = { route, lang, browser, preset };
      for (const key of [
        'performance',
        'accessibility',
        'bestPractices',
        'seo',
        'lcp',
        'fcp',
        'tbt',
        'cls',
        'mainThread',
        'bytes',
        'js',
        'benchmarkIndex',
        'cpuSlowdown',
        'defaultPerformance',
        'defaultTbt',
      ]) {
        row[key] = median(results.map((result) => result[key]));
      }
      // An audit counts as failing when it failed in most runs.
      const counts = new Map();
      for (const id of results.flatMap((result) => result.failing))
        counts.set(id, (counts.get(id) ?? 0) + 1);
      row.failing = [...counts].filter(([, count]) => count > options.runs / 2).map(([id]) => id);
      row.runs = results;
      row.problems = misses(row);
      rows.push(row);
      done += 1;
      console.warn(
        `[${done}/${total}] ${route} (${browser} browser) ${preset}: perf ${row.performance} a11y ${row.accessibility} bp ${row.bestPractices} seo ${row.seo} LCP ${Math.round(row.lcp)} ms TBT ${Math.round(row.tbt)} ms (CPU ${row.cpuSlowdown.toFixed(1)}×; at Lighthouse's default: perf ${row.defaultPerformance} TBT ${Math.round(row.defaultTbt)} ms) main thread ${Math.round(row.mainThread)} ms CLS ${row.cls.toFixed(3)} ${(row.bytes / 1024).toFixed(0)} KiB JS ${(row.js / 1024).toFixed(1)} KiB gz bench ${Math.round(row.benchmarkIndex)}`,
      );
    }
  }
} finally {
  await stop();
  await rm(workDir, { recursive: true, force: true });
}

const lighthouseVersion = JSON.parse(
  await readFile(require.resolve('lighthouse/package.json'), 'utf8'),
).version;
const chromeVersion = spawnSync(chromePath, ['--version'], {
  encoding: 'utf8',
}).stdout.trim();
const meta = {
  date: new Date().toISOString(),
  lighthouse: lighthouseVersion,
  chrome: chromeVersion,
  runs: options.runs,
  server: options.origin ?? 'production (apps/api/dist/server.js)',
  cpuSlowdown:
    options.cpuSlowdown === 'calibrated'
      ? `mobile calibrated per load to a phone of benchmarkIndex ${midTierPhoneIndex} (this machine's index ÷ ${midTierPhoneIndex}, at least 1×)`
      : options.cpuSlowdown === 'default'
        ? "Lighthouse's default"
        : `mobile ${options.cpuSlowdown}×`,
};
await mkdir(path.join(root, 'reports'), { recursive: true });
await writeFile(
  path.join(root, 'reports/audit-web.json'),
  `${JSON.stringify({ meta, budgets, rows }, null, 2)}\n`,
);
const gates = overall(rows);
const table = markdown(rows, meta, gates);
await writeFile(path.join(root, 'reports/audit-web.md'), table);
console.log(table);
for (const row of rows.filter((entry) => entry.problems.length > 0)) {
  console.log(
    `BUDGET MISS ${row.route} (${row.browser} browser) ${row.preset}: ${row.problems.join('; ')}`,
  );
}
for (const problem of gates.problems) console.log(`BUDGET MISS ${problem}`);
console.log('Wrote reports/audit-web.md and reports/audit-web.json');
if (options.strict && (rows.some((row) => row.problems.length > 0) || gates.problems.length > 0))
  process.exitCode = 1;
