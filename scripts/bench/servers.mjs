// What the benchmarks measure against: hCaptcha's stand-in, and readings of CPU and memory.
// The API itself starts through scripts/lib/site-server.mjs.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';

/** hCaptcha's siteverify, saying yes to everything: { url, close() }. */
export async function startSiteverify() {
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ success: true }));
    });
  }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/siteverify`,
    close: () => server.close(),
  };
}

/** CPU seconds (user + system) the process has used so far, from /proc/<pid>/stat. */
export async function cpuSeconds(pid) {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces), 1-based: utime 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticksPerSecond = 100;
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}

/** Resident and peak memory in MiB, from /proc/<pid>/status. */
export async function memory(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kib = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kib('VmRSS') / 1024, hwm: kib('VmHWM') / 1024 };
}

/**
 * Samples the process's resident memory every `everyMs` from now: `stop()` gives the idle
 * figure read at the start and the highest sample since, in MiB.
 */
export async function sampleRss(pid, everyMs = 50) {
  const idle = (await memory(pid)).rss;
  let peak = idle;
  const sampler = setInterval(() => {
    memory(pid).then(
      ({ rss }) => (peak = Math.max(peak, rss)),
      () => undefined,
    );
  }, everyMs);
  return {
    idle,
    stop() {
      clearInterval(sampler);
      return { idle, peak };
    },
  };
}
