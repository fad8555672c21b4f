#!/usr/bin/env node
// Prints how long each task of a turbo run took, from the run summaries turbo wrote with
// --summarize (.turbo/runs/<id>.json; every run since the time given, else the newest): when
// each task started after the first run began, its wall time, whether turbo's cache answered
// it, and its exit code. Light tasks run side by side, so the durations add up to more than
// the total.
// Given the run's whole output (scripts/test.sh keeps it in .turbo/last-run.log), it then
// prints each failed task's failure again, colours stripped: with two tasks interleaving their
// output, the cause is otherwise far above the tail a CI page shows.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const runsDir = path.resolve('.turbo/runs');
// Every run since the given time (ms since the epoch; scripts/test.sh runs turbo twice), else
// the newest.
const since = Number(process.argv[3] ?? Number.NaN);
const summaries = readdirSync(runsDir)
  .map((name) => JSON.parse(readFileSync(path.join(runsDir, name), 'utf8')))
  .sort((a, b) => a.execution.startTime - b.execution.startTime);
const runs = Number.isFinite(since)
  ? summaries.filter((summary) => summary.execution.startTime >= since)
  : summaries.slice(-1);
if (runs.length === 0) throw new Error(`no turbo run summary in ${runsDir}`);

const begin = runs[0].execution.startTime;
const end = Math.max(...runs.map((summary) => summary.execution.endTime));
const tasks = runs.flatMap((summary) => summary.tasks);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
// A task run again by a later run (a build the heavy tasks depend on) shows once, as it ran first.
const listed = new Set();
const rows = tasks
  .filter((task) => task.execution)
  .sort((a, b) => a.execution.startTime - b.execution.startTime)
  .filter((task) => !listed.has(task.taskId) && listed.add(task.taskId))
  .map((task) => [
    task.taskId,
    seconds(task.execution.startTime - begin),
    seconds(task.execution.endTime - task.execution.startTime),
    task.cache.status === 'HIT' ? 'cache hit' : 'ran',
    String(task.execution.exitCode ?? '-'),
  ]);
const header = ['task', 'started at', 'took', 'cache', 'exit'];
const widths = header.map((title, column) =>
  Math.max(title.length, ...rows.map((row) => row[column].length)),
);
const line = (cells) => cells.map((cell, column) => cell.padEnd(widths[column])).join('  ');
console.log(`\nWall time per task (turbo runs ${runs.map((summary) => summary.id).join(', ')}):`);
console.log(line(header));
for (const row of rows) console.log(line(row));
console.log(`turbo total: ${seconds(end - begin)} for ${rows.length} tasks`);

// Where a failure's story starts in a task's output: vitest's "Failed Tests" block,
// Playwright's first numbered failure; otherwise the output's tail.
const failureStart = [/⎯ Failed Tests \d+ ⎯/, /^\s+1\) \[/];
const failedLines = 80;
const runLog = process.argv[2] && existsSync(process.argv[2]) ? process.argv[2] : undefined;
const output = runLog ? readFileSync(runLog, 'utf8').split('\n') : [];
for (const task of tasks.filter((entry) => (entry.execution?.exitCode ?? 0) !== 0)) {
  // turbo prefixes each line of a task's output with "<package>:<task>: ".
  const prefix = `${task.package}:${task.task}: `;
  const lines = output
    .filter((text) => text.startsWith(prefix))
    // eslint-disable-next-line no-control-regex -- terminal colour codes
    .map((text) => text.slice(prefix.length).replace(/\x1b\[[0-9;]*m/g, ''));
  const start = lines.findIndex((text) => failureStart.some((pattern) => pattern.test(text)));
  const shown = start >= 0 ? lines.slice(start, start + failedLines) : lines.slice(-failedLines);
  console.log(`\n${task.taskId} failed (exit ${task.execution.exitCode}); from its output:`);
  console.log(shown.join('\n'));
}
