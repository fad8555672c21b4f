/*
 * Runs one server of the e2e run (the command line given as its one argument) and ends it
 * with the Playwright run that started it, however that run ends.
 *
 * Playwright starts each webServer in a process group of its own and kills that group when
 * the run finishes or is interrupted cleanly; the server started here stays in that group.
 * When the runner itself is killed (SIGKILL, a CI timeout, a terminal closed) nobody kills
 * the group, and a server left listening would hold its port. But the runner gives every
 * webServer a pipe as its standard input, and the pipe closes when the runner's process
 * ends, for any reason: that end of input is the signal to stop.
 */
import { spawn } from 'node:child_process';

const command = process.argv[2];
if (!command) throw new Error('usage: node exit-with-runner.mjs "<command>"');

// `exec`: the shell becomes the server, so a signal to the child reaches the server itself.
const child = spawn(`exec ${command}`, { shell: true, stdio: ['ignore', 'inherit', 'inherit'] });
const stop = (signal) => {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  // A server that does not stop within its shutdown grace is killed.
  setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
};
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
process.stdin.on('end', () => stop('SIGTERM'));
process.stdin.on('error', () => stop('SIGTERM'));
process.stdin.resume();
