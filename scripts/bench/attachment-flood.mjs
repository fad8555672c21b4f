// The flood job of `pnpm bench:api` (--only flood): visitors' ordinary uploads while an attack
// sends PDFs that are slow to check, each from a new client address (so that no limit per
// address stops them). The attack's file is a 36 KiB PDF whose object streams do not parse
// (seconds of qpdf's work each, cheaper by size than a visitor's letter); it comes at
// `--flood-rate` a minute (default 240). Visitors, each from a new address too, send a letter
// every 2 s: a 294 KB PDF and a 38 KB .docx in turn (@verdalia/flood-files makes all three).
// Figures: the share of visitors' uploads accepted and their answer times (median, 95th
// percentile), what the attack's files got, and the API's peak memory over idle.
// Budget (docs/performance.md): at least 95 % accepted, median answer at most 3 s.
import { once } from 'node:events';
import { request } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { brokenObjectStreamsPdf, letterDocx, letterPdf } from '@verdalia/flood-files';
import { SmtpSink } from '@verdalia/smtp-sink';
import { freePort, median, waitForUrl } from '../lib/processes.mjs';
import { startApi } from '../lib/site-server.mjs';
import { sampleRss, startSiteverify } from './servers.mjs';

function form(name, bytes) {
  const body = new FormData();
  body.append('lang', 'es');
  body.append('name', 'Bench');
  body.append('email', 'bench@example.org');
  body.append('message', 'Medición de rendimiento.');
  body.append('hcaptcha_token', 'token');
  body.append('attachment', new Blob([bytes]), name);
  return body;
}

/** Posts from a local address; resolves with the status (0: no answer) and seconds taken. */
async function postFrom(localAddress, url, body) {
  const encoded = new Response(body);
  const bytes = Buffer.from(await encoded.arrayBuffer());
  const started = performance.now();
  return new Promise((resolve) => {
    const outgoing = request(
      url,
      {
        method: 'POST',
        localAddress,
        headers: { 'content-type': encoded.headers.get('content-type') },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            seconds: (performance.now() - started) / 1000,
          }),
        );
      },
    );
    outgoing.on('error', () =>
      resolve({ status: 0, seconds: (performance.now() - started) / 1000 }),
    );
    outgoing.end(bytes);
  });
}

/** The n-th address of a loopback /16 (127.<net>.0.0/16): a new sender each time. */
const address = (net, n) => `127.${net}.${Math.floor(n / 250)}.${(n % 250) + 1}`;

const percentile = (values, share) =>
  values.toSorted((a, b) => a - b)[
    Math.min(values.length - 1, Math.floor(values.length * share))
  ] ?? Number.NaN;

export async function benchFlood({ report, seconds = 60, ratePerMinute = 240 }) {
  const { out, data: json } = report;
  const data = await mkdtemp(path.join(tmpdir(), 'bench-flood-'));
  const siteverify = await startSiteverify();
  const smtp = await SmtpSink.start({ parse: false });
  const port = await freePort();
  const child = startApi(port, data, {
    NODE_ENV: 'development',
    SMTP_URL: smtp.url,
    HCAPTCHA_VERIFY_URL: siteverify.url,
    RATE_LIMIT_MAX: '100000',
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForUrl(`${base}/healthz`, { child });
    const url = `${base}/send-email.php`;
    const attack = ['factura.pdf', brokenObjectStreamsPdf()];
    const letters = [
      ['carta.pdf', letterPdf()],
      ['carta.docx', letterDocx()],
    ];
    // One ordinary upload first: the check's workers are started, idle is measured after.
    await postFrom(address(4, 0), url, form(...letters[1]));
    await sleep(1000);
    const load = loadavg();
    const rss = await sampleRss(child.pid);
    const started = performance.now();
    const flood = [];
    const visitors = [];
    const attackEveryMs = 60_000 / ratePerMinute;
    let attackSent = 0;
    let visitorsSent = 0;
    while (performance.now() - started < seconds * 1000) {
      const nextAttack = started + attackSent * attackEveryMs;
      const nextVisitor = started + 1000 + visitorsSent * 2000;
      await sleep(Math.max(0, Math.min(nextAttack, nextVisitor) - performance.now()));
      if (nextAttack <= nextVisitor) {
        flood.push(postFrom(address(2, attackSent), url, form(...attack)));
        attackSent += 1;
      } else {
        const [name, bytes] = letters[visitorsSent % letters.length];
        visitors.push(postFrom(address(3, visitorsSent), url, form(name, bytes)));
        visitorsSent += 1;
      }
    }
    const visitorAnswers = await Promise.all(visitors);
    const floodAnswers = await Promise.all(flood);
    const memory = rss.stop();
    const accepted = visitorAnswers.filter((answer) => answer.status === 200).length;
    const times = visitorAnswers.map((answer) => answer.seconds);
    const byStatus = {};
    for (const answer of floodAnswers) byStatus[answer.status] = (byStatus[answer.status] ?? 0) + 1;
    const result = {
      seconds,
      ratePerMinute,
      loadAverageBefore: load,
      attackFiles: floodAnswers.length,
      attackAnswers: byStatus,
      visitorUploads: visitorAnswers.length,
      visitorAccepted: accepted,
      acceptedShare: accepted / visitorAnswers.length,
      medianAnswerSeconds: median(times),
      p95AnswerSeconds: percentile(times, 0.95),
      maxAnswerSeconds: Math.max(...times),
      idleRssMiB: memory.idle,
      peakOverIdleMiB: memory.peak - memory.idle,
    };
    json.flood = result;
    const pass = result.acceptedShare >= 0.95 && result.medianAnswerSeconds <= 3;
    out('## Visitors under a flood of slow-to-check files');
    out();
    out(
      `${result.attackFiles} attack files over ${seconds} s (${ratePerMinute} a minute, a new address each), answered ${Object.entries(
        byStatus,
      )
        .map(([status, count]) => `${count} × ${status}`)
        .join(', ')}. Load average before: ${load.map((value) => value.toFixed(2)).join(', ')}.`,
    );
    out();
    out(
      '| visitors’ uploads | accepted | median answer | 95th percentile | slowest | peak − idle MiB |',
    );
    out('| --- | --- | --- | --- | --- | --- |');
    out(
      `| ${result.visitorUploads} | ${accepted} (${(100 * result.acceptedShare).toFixed(1)} %) | ${result.medianAnswerSeconds.toFixed(2)} s | ${result.p95AnswerSeconds.toFixed(2)} s | ${result.maxAnswerSeconds.toFixed(2)} s | ${result.peakOverIdleMiB.toFixed(1)} |`,
    );
    out();
    out(`Budget (≥ 95 % accepted, median ≤ 3 s): ${pass ? 'met' : 'MISSED'}.`);
    out();
  } finally {
    // Its data is removed once it has stopped (and with it the checks it ran).
    const exited = child.exitCode === null ? once(child, 'exit') : undefined;
    child.kill('SIGTERM');
    await exited;
    await smtp.stop();
    siteverify.close();
    await rm(data, { recursive: true, force: true, maxRetries: 5 });
  }
}
