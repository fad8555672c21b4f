#!/usr/bin/env node
// Prints how long each task of a turbo run took, from the run summary turbo writes with
// --summarize (.turbo/runs/<id>.json; the newest one unless a path is given): when each task
// started after the run began, its wall time, whether turbo's cache answered it, and its
// exit code. Tasks run two at a time, so the durations add up to more than the total.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const runsDir = path.resolve('.turbo/runs');
const file =
  process.argv[2] ??
  readdirSync(runsDir)
    .map((name) => path.join(runsDir, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
if (!file) throw new Error(`no turbo run summary in ${runsDir}`);

const summary = JSON.parse(readFileSync(file, 'utf8'));
const begin = summary.execution.startTime;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const rows = summary.tasks
  .filter((task) => task.execution)
  .sort((a, b) => a.execution.startTime - b.execution.startTime)
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
console.log(`\nWall time per task (turbo run ${summary.id}):`);
console.log(line(header));
for (const row of rows) console.log(line(row));
console.log(`turbo total: ${seconds(summary.execution.endTime - begin)} for ${rows.length} tasks`);
