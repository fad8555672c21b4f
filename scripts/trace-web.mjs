#!/usr/bin/env node
// `npm run trace:web` — the page's own main-thread tasks on a first visit, read from a trace
// Chromium records of itself (--trace-startup), with no DevTools client attached. Lighthouse
// and Playwright attach one, and it adds work to the page they measure (V8 keeps script
// sources for it and re-parses them for stack traces), so this is the figure to watch for
// script cost; Lighthouse's TBT swings too much between runs on a 2-core machine to tell.
//
// How to run (from the repository root):
//   npm run trace:web                                  home in Spanish, 5 runs
//   npm run trace:web -- --route /contacto --lang pt --runs 3
//   npm run trace:web -- --origin http://127.0.0.1:4000 (a server already running)
//   npm run trace:web -- --keep                        keep the trace files (open them in
//                                                      DevTools' Performance panel)
// Each run is a cold first visit (a fresh profile) in Debian's Chromium at a phone's window
// size, without CPU throttling: the figures are this machine's, compare them only with runs
// made on the same machine at the same time (before/after, alternating).
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { chromeFlags, chromePath } from './lib/chromium.mjs';
import { median } from './lib/processes.mjs';
import { siteAt } from './lib/site-server.mjs';
import { sharedPackage } from './lib/workspace.mjs';

const { values: options } = parseArgs({
  args: process.argv.slice(2),
  options: {
    route: { type: 'string', default: '/' },
    lang: { type: 'string', default: 'es' },
    runs: { type: 'string', default: '5' },
    seconds: { type: 'string', default: '6' },
    origin: { type: 'string' },
    keep: { type: 'boolean', default: false },
  },
});
const runs = Number(options.runs);
const seconds = Number(options.seconds);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be ≥ 1');
if (!(seconds > 0)) throw new Error('--seconds must be > 0');

// What a task spent its time on, by the names of its top-level events (Lighthouse's groups).
const groups = {
  script: [
    'EvaluateScript',
    'v8.compile',
    'v8.compileModule',
    'v8.evaluateModule',
    'FunctionCall',
    'TimerFire',
    'EventDispatch',
    'FireAnimationFrame',
    'RunMicrotasks',
    'v8.callFunction',
    'v8.run',
  ],
  style: ['UpdateLayoutTree', 'ScheduleStyleRecalculation'],
  layout: ['Layout'],
  html: ['ParseHTML'],
  paint: ['Paint', 'PrePaint', 'Layerize', 'UpdateLayer', 'Commit'],
};
const groupOf = new Map(
  Object.entries(groups).flatMap(([group, names]) => names.map((name) => [name, group])),
);

/** Records one cold load of `url`; resolves to the parsed trace events. */
async function record(url, workDir) {
  const profile = await mkdtemp(path.join(workDir, 'profile-'));
  const file = path.join(workDir, `trace-${Date.now()}.json`);
  const chromium = spawn(
    chromePath,
    [
      ...chromeFlags,
      // A browser of the page's language: no first-visit notice offering another.
      `--accept-lang=${options.lang}`,
      `--user-data-dir=${profile}`,
      '--window-size=412,823',
      '--trace-startup=devtools.timeline,disabled-by-default-devtools.timeline,v8,loading',
      '--trace-startup-format=json',
      `--trace-startup-file=${file}`,
      `--trace-startup-duration=${seconds}`,
      url,
    ],
    { stdio: 'ignore', detached: true },
  );
  try {
    // Chromium writes the file once the duration is over and keeps running: poll until the
    // file parses, then stop it.
    const deadline = Date.now() + (seconds + 30) * 1000;
    while (Date.now() < deadline) {
      await sleep(250);
      if (chromium.exitCode !== null) throw new Error(`chromium exited (${chromium.exitCode})`);
      try {
        const trace = JSON.parse(await readFile(file, 'utf8'));
        return { events: trace.traceEvents ?? trace, file };
      } catch {
        // not written yet, or still being written
      }
    }
    throw new Error(`no trace from chromium within ${seconds + 30} s`);
  } finally {
    if (chromium.exitCode === null) process.kill(-chromium.pid, 'SIGKILL');
    await rm(profile, { recursive: true, force: true });
  }
}

/** The page's main thread tasks from its first HTML parse on, with what filled the long ones. */
function analyse(events, url) {
  const parse = events.find(
    (event) => event.name === 'ParseHTML' && event.args?.beginData?.url?.startsWith(url),
  );
  if (!parse) throw new Error(`the trace holds no HTML parse of ${url}`);
  const onMain = events.filter(
    (event) => event.pid === parse.pid && event.tid === parse.tid && event.ph === 'X',
  );
  const allTasks = onMain.filter((event) => event.name === 'RunTask');
  const first = allTasks.find((task) => task.ts <= parse.ts && task.ts + task.dur >= parse.ts);
  const tasks = allTasks.filter((task) => task.ts >= (first ?? parse).ts);
  const byGroup = Object.fromEntries(Object.keys(groups).map((group) => [group, 0]));
  const described = tasks.map((task) => {
    const end = task.ts + task.dur;
    const inside = onMain.filter(
      (event) => event !== task && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end,
    );
    // Top-level events of the task: not inside another event of it that has a group.
    const grouped = inside.filter((event) => groupOf.has(event.name));
    const top = grouped.filter(
      (event) =>
        !grouped.some(
          (outer) =>
            outer !== event && outer.ts <= event.ts && outer.ts + outer.dur >= event.ts + event.dur,
        ),
    );
    for (const event of top) byGroup[groupOf.get(event.name)] += event.dur / 1000;
    const label = (event) => {
      const source = event.args?.data?.url ?? event.args?.data?.fileName ?? '';
      return `${event.name}${source ? ` ${path.basename(new URL(source, url).pathname)}` : ''} ${(event.dur / 1000).toFixed(1)}`;
    };
    return {
      ms: task.dur / 1000,
      what: top
        .sort((a, b) => b.dur - a.dur)
        .slice(0, 2)
        .map(label)
        .join(', '),
    };
  });
  const longest = [...described].sort((a, b) => b.ms - a.ms);
  return {
    busy: described.reduce((sum, task) => sum + task.ms, 0),
    long: described.filter((task) => task.ms >= 50).length,
    // Time past 50 ms in each task: what TBT adds up, here unthrottled and without the
    // FCP-to-interactive window.
    blocking: described.reduce((sum, task) => sum + Math.max(0, task.ms - 50), 0),
    longest,
    byGroup,
  };
}

const workDir = await mkdtemp(path.join(tmpdir(), 'trace-web-'));
const { origin, stop } = await siteAt(options.origin);
// --route names the page (its Spanish address); the trace loads it at its address in --lang.
const { samePageIn } = await sharedPackage();
const url = `${origin}${samePageIn(options.route, options.lang)}`;
const results = [];
try {
  for (let index = 0; index < runs; index += 1) {
    const { events, file } = await record(url, workDir);
    const result = analyse(events, url);
    results.push(result);
    console.log(
      `run ${index + 1}: main thread busy ${result.busy.toFixed(0)} ms in ${result.longest.length} tasks, ` +
        `${result.long} ≥ 50 ms (${result.blocking.toFixed(0)} ms past 50); longest: ` +
        result.longest
          .slice(0, 3)
          .map((task) => `${task.ms.toFixed(1)} ms (${task.what || 'no named work'})`)
          .join('; ') +
        (options.keep ? `\n  trace: ${file}` : ''),
    );
    if (!options.keep) await rm(file, { force: true });
  }
} finally {
  await stop();
  if (!options.keep) await rm(workDir, { recursive: true, force: true });
}

const pick = (read) => median(results.map(read));
console.log(
  `\n${url}, ${runs} run(s), medians: main thread busy ${pick((r) => r.busy).toFixed(0)} ms ` +
    `(script ${pick((r) => r.byGroup.script).toFixed(0)}, style ${pick((r) => r.byGroup.style).toFixed(0)}, ` +
    `layout ${pick((r) => r.byGroup.layout).toFixed(0)}, HTML ${pick((r) => r.byGroup.html).toFixed(0)}, ` +
    `paint ${pick((r) => r.byGroup.paint).toFixed(0)}); longest task ${pick((r) => r.longest[0]?.ms ?? 0).toFixed(1)} ms; ` +
    `tasks ≥ 50 ms ${pick((r) => r.long)}; time past 50 ms ${pick((r) => r.blocking).toFixed(0)} ms.`,
);
