// The upload job of `pnpm bench:api`: 10 concurrent clients each post a 20 MiB PDF to
// POST /send-email.php, 50 uploads per run (captcha answered by a local siteverify, mail
// taken by a local SMTP sink). Throughput and the server's peak RSS (VmHWM after resetting
// it, and 10 ms samples of VmRSS) against its idle RSS, next to a bare Fastify route that
// only streams the file to disk (scripts/bench/baseline-server.mjs, plain `node`: the
// budget's baseline) and the same route under the API's node flags. Rounds alternate them;
// the throughput budget is judged on the median of each round's API/baseline ratio.
// With `flagVariants`, the API also runs under each of those node-flag sets, interleaved in
// the same rounds (their order rotating), to see whether a flag is worth keeping.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { SmtpSink } from '@verdalia/smtp-sink';
import { apiNodeFlags } from '../lib/api-command.mjs';
import { freePort, median, waitForUrl } from '../lib/processes.mjs';
import { root } from '../lib/workspace.mjs';
import { startApi } from '../lib/site-server.mjs';
import { cpuSeconds, memory, sampleRss, startSiteverify } from './servers.mjs';

const fileBytes = 20 * 1024 * 1024;
const clients = 10;
const uploadsTotal = 50;

function pdfBytes(size = fileBytes) {
  const pdf = Buffer.alloc(size, 0x20);
  // A catalog and its page tree: the attachment check refuses a PDF no reader could open.
  Buffer.from(
    '%PDF-1.4\n1 0 obj <</Type/Catalog/Pages 2 0 R>> endobj\n2 0 obj <</Type/Pages/Kids[]/Count 0>> endobj\n',
  ).copy(pdf);
  pdf.write('%%EOF\n', size - 6, 'latin1');
  return pdf;
}

function form(pdf) {
  const body = new FormData();
  body.append('lang', 'es');
  body.append('name', 'Bench');
  body.append('email', 'bench@example.org');
  body.append('message', 'Medición de rendimiento.');
  body.append('hcaptcha_token', 'token');
  if (pdf) body.append('attachment', new Blob([pdf], { type: 'application/pdf' }), 'informe.pdf');
  return body;
}

/** Runs 50 uploads from 10 concurrent clients against one server process and measures it. */
async function uploadRun(label, child, url, pdf) {
  // The idle figure is read after the server's start-up work (JIT, first GCs) has settled, so
  // that the burst's peak is measured against a resting process.
  await sleep(1000);
  const cpuBefore = await cpuSeconds(child.pid);
  // Writing 5 resets the kernel's peak-RSS mark, so VmHWM covers only the burst.
  await writeFile(`/proc/${child.pid}/clear_refs`, '5').catch(() => undefined);
  const rss = await sampleRss(child.pid, 10);
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < uploadsTotal) {
        next += 1;
        try {
          const response = await fetch(url, { method: 'POST', body: form(pdf) });
          await response.arrayBuffer();
          if (response.status !== 200) failures += 1;
        } catch {
          // The server closed the connection mid-upload (e.g. it refused the request early).
          failures += 1;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const sampled = rss.stop();
  const after = await memory(child.pid);
  const cpu = (await cpuSeconds(child.pid)) - cpuBefore;
  const peak = Math.max(after.hwm, sampled.peak);
  const mib = (uploadsTotal * fileBytes) / 1024 / 1024;
  return {
    label,
    uploads: uploadsTotal,
    failures,
    seconds,
    mibPerSecond: mib / seconds,
    idleRssMiB: sampled.idle,
    peakRssMiB: peak,
    overIdleMiB: peak - sampled.idle,
    cpuSeconds: cpu,
  };
}

function summary(all, label) {
  const runs = all.filter((run) => !run.warmUp);
  return {
    label,
    runs,
    warmUp: all.find((run) => run.warmUp),
    mibPerSecond: median(runs.map((run) => run.mibPerSecond)),
    seconds: median(runs.map((run) => run.seconds)),
    // Counted over every round, the warm-up included, like the mails delivered.
    uploads: all.reduce((sum, run) => sum + run.uploads, 0),
    failures: all.reduce((sum, run) => sum + run.failures, 0),
    idleRssMiB: median(all.map((run) => run.idleRssMiB)),
    peakRssMiB: Math.max(...all.map((run) => run.peakRssMiB)),
    // The worst round counts for memory, the warm-up included.
    overIdleMiB: Math.max(...all.map((run) => run.overIdleMiB)),
  };
}

export async function benchUpload({ report, roundsTotal, flagVariants = [] }) {
  const { out, data: json } = report;
  const { budgets } = json;
  const data = await mkdtemp(path.join(tmpdir(), 'bench-api-'));
  const siteverify = await startSiteverify();
  // Counts the mails without parsing them: the figures are the API's, not the sink's.
  const smtp = await SmtpSink.start({ parse: false });
  const pdf = pdfBytes();
  const children = [];
  try {
    const apiFlags = apiNodeFlags();
    const flags = apiFlags.join(' ') || 'none';
    // The API as `pnpm start` runs it, then each flag variant asked for.
    const apiTargets = [];
    for (const variant of [apiFlags, ...flagVariants]) {
      const port = await freePort();
      const child = startApi(
        port,
        path.join(data, `api-${apiTargets.length}`),
        {
          NODE_ENV: 'development',
          SMTP_URL: smtp.url,
          HCAPTCHA_VERIFY_URL: siteverify.url,
          RATE_LIMIT_MAX: '100000',
          // Every upload comes from 127.0.0.1: the per-address daily cap (100 MiB by default)
          // would answer 503 after five; the bench measures throughput, not the caps.
          OUTBOX_ADDRESS_BYTES_PER_DAY: '1T',
          OUTBOX_MAX_BYTES: '1T',
        },
        variant,
      );
      children.push(child);
      apiTargets.push({
        child,
        url: `http://127.0.0.1:${port}/send-email.php`,
        health: `http://127.0.0.1:${port}/healthz`,
        label:
          apiTargets.length === 0
            ? 'POST /send-email.php'
            : `POST /send-email.php, node flags: ${variant.join(' ') || 'none'}`,
        rounds: [],
      });
    }
    // The baseline as the budget defines it (plain `node`), and the same route under the
    // API's node flags, so the report also shows what is left once both have them.
    const startBaseline = async (nodeFlags) => {
      const port = await freePort();
      const child = spawn(
        process.execPath,
        [...nodeFlags, path.join(root, 'scripts/bench/baseline-server.mjs')],
        {
          env: {
            PATH: process.env.PATH,
            PORT: String(port),
            UPLOAD_DIR: path.join(data, 'baseline'),
          },
          stdio: ['ignore', 'ignore', 'inherit'],
        },
      );
      children.push(child);
      await waitForUrl(`http://127.0.0.1:${port}/healthz`, { child });
      return { child, url: `http://127.0.0.1:${port}/upload` };
    };
    const baseline = await startBaseline([]);
    const flaggedBaseline = await startBaseline(apiFlags);
    for (const target of apiTargets) await waitForUrl(target.health, { child: target.child });
    // Warm all up the same way (JIT, pools) before measuring idle.
    for (const url of [
      ...apiTargets.map((target) => target.url),
      baseline.url,
      flaggedBaseline.url,
    ]) {
      for (let index = 0; index < 3; index += 1) {
        const response = await fetch(url, { method: 'POST', body: form(pdfBytes(64 * 1024)) });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`warm-up ${url}: ${response.status}`);
      }
    }
    while (smtp.accepted < 3 * apiTargets.length) await sleep(20);
    // Rounds alternate baseline and API, each after `sync`, so neither run pays for the
    // other's disk writeback. Each round waits for the API's mails to be delivered before
    // the next one starts. Round 0 warms up: on this VM a server's first 1000 MiB ran
    // 20–40 % slower than its later rounds, the bare baseline's too (most likely the page
    // cache touching fresh guest memory). It counts for memory, not for throughput.
    const rounds = { baseline: [], flaggedBaseline: [] };
    const baselineLabel = 'bare Fastify, stream to disk';
    const flaggedLabel = `bare Fastify, stream to disk, API's node flags (${flags})`;
    const clearBaselineFiles = async () => {
      // The baselines' files are not needed: free the disk (1000 MiB a run), untimed.
      for (const file of await readdir(path.join(data, 'baseline')))
        await rm(path.join(data, 'baseline', file), { force: true });
    };
    for (let round = 0; round <= roundsTotal; round += 1) {
      const warmUp = round === 0;
      for (const [target, label, list] of [
        [baseline, baselineLabel, rounds.baseline],
        [flaggedBaseline, flaggedLabel, rounds.flaggedBaseline],
      ]) {
        spawnSync('sync');
        const run = await uploadRun(label, target.child, target.url, pdf);
        list.push({ ...run, warmUp });
        await clearBaselineFiles();
      }
      // The API variants in a rotating order, so none always runs first.
      const order = apiTargets.map((_, index) => apiTargets[(index + round) % apiTargets.length]);
      for (const target of order) {
        spawnSync('sync');
        const expected = smtp.accepted + uploadsTotal;
        const apiRun = await uploadRun(target.label, target.child, target.url, pdf);
        const deliveryStart = performance.now();
        while (smtp.accepted < expected && performance.now() - deliveryStart < 120_000)
          await sleep(50);
        apiRun.deliveredBySmtp = uploadsTotal - (expected - smtp.accepted);
        apiRun.deliverySecondsAfterUploads = (performance.now() - deliveryStart) / 1000;
        apiRun.warmUp = warmUp;
        target.rounds.push(apiRun);
      }
    }
    const [apiTarget] = apiTargets;
    const apiResult = summary(apiTarget.rounds, apiTarget.label);
    const variantResults = apiTargets
      .slice(1)
      .map((target) => summary(target.rounds, target.label));
    const baseResult = summary(rounds.baseline, baselineLabel);
    const flaggedResult = summary(rounds.flaggedBaseline, flaggedLabel);
    apiResult.deliveredBySmtp = apiTarget.rounds.reduce((sum, run) => sum + run.deliveredBySmtp, 0);
    apiResult.deliverySecondsAfterUploads = median(
      apiTarget.rounds.map((run) => run.deliverySecondsAfterUploads),
    );
    // Each round's API run follows its baseline run within seconds, so their ratio cancels
    // most of the machine's drift; the budget is judged on the median of those ratios.
    const ratiosTo = (result, reference) =>
      result.runs.map((run, index) => run.mibPerSecond / reference.runs[index].mibPerSecond);
    const pairRatios = ratiosTo(apiResult, baseResult);
    const ratio = median(pairRatios);
    const ratioOfMedians = apiResult.mibPerSecond / baseResult.mibPerSecond;
    const flaggedRatios = ratiosTo(apiResult, flaggedResult);
    const flaggedRatio = median(flaggedRatios);
    json.upload = {
      api: apiResult,
      apiFlagVariants: variantResults.map((result) => ({
        ...result,
        ratiosToApiPerRound: ratiosTo(result, apiResult),
      })),
      baseline: baseResult,
      baselineWithApiNodeFlags: flaggedResult,
      apiNodeFlags: apiFlags,
      throughputRatio: ratio,
      throughputRatiosPerRound: pairRatios,
      throughputRatioOfMedians: ratioOfMedians,
      throughputRatioToFlaggedBaseline: flaggedRatio,
      throughputRatiosToFlaggedBaselinePerRound: flaggedRatios,
    };
    out(
      `## Upload: 10 concurrent clients × 20 MiB PDF, 50 uploads per run, 1 warm-up + ${roundsTotal} measured rounds (medians; memory: worst round, warm-up included)`,
    );
    out();
    out(
      '| server | uploads ok (warm-up incl.) | time s | MiB/s | MiB/s per round (warm-up) | idle RSS MiB | peak RSS MiB | peak − idle MiB |',
    );
    out('|---|---|---|---|---|---|---|---|');
    const rows = [apiResult, ...variantResults, baseResult, flaggedResult];
    for (const row of rows) {
      out(
        `| ${row.label} | ${row.uploads - row.failures}/${row.uploads} | ${row.seconds.toFixed(2)} | ${row.mibPerSecond.toFixed(1)} | ${row.runs.map((run) => run.mibPerSecond.toFixed(0)).join(', ')} (${row.warmUp.mibPerSecond.toFixed(0)}) | ${row.idleRssMiB.toFixed(1)} | ${row.peakRssMiB.toFixed(1)} | ${row.overIdleMiB.toFixed(1)} |`,
      );
    }
    out();
    for (const row of rows) {
      out(
        `${row.label}, RSS per round, warm-up first (idle → peak MiB): ${[row.warmUp, ...row.runs].map((run) => `${run.idleRssMiB.toFixed(0)} → ${run.peakRssMiB.toFixed(0)}`).join(', ')}`,
      );
      out(
        `${row.label}, server CPU s per round, warm-up first (user + system): ${[row.warmUp, ...row.runs].map((run) => run.cpuSeconds.toFixed(2)).join(', ')}`,
      );
    }
    out();
    for (const variant of variantResults) {
      const perRound = ratiosTo(variant, apiResult);
      out(
        `${variant.label} / the API as started today, per round: ${perRound.map((value) => value.toFixed(2)).join(', ')} (median ${median(perRound).toFixed(2)})`,
      );
    }
    out(
      `API throughput / baseline, median of the rounds' ratios: ${ratio.toFixed(2)} (budget ≥ ${budgets.throughputRatio}) — ${ratio >= budgets.throughputRatio ? 'holds' : 'MISSED'}; per round ${pairRatios.map((value) => value.toFixed(2)).join(', ')}; ratio of the medians ${ratioOfMedians.toFixed(2)}`,
    );
    out(
      `For reference, API throughput / the same bare route under the API's node flags (${flags}): ${flaggedRatio.toFixed(2)}; per round ${flaggedRatios.map((value) => value.toFixed(2)).join(', ')} (what the API's own work costs: fsync before the answer, type checks, captcha, outbox)`,
    );
    out(
      `API peak RSS over idle: ${apiResult.overIdleMiB.toFixed(1)} MiB (budget ≤ ${budgets.rssOverIdleMiB}) — ${apiResult.overIdleMiB <= budgets.rssOverIdleMiB ? 'holds' : 'MISSED'}`,
    );
    out(
      `Mails delivered to the SMTP sink: ${apiResult.deliveredBySmtp}/${apiResult.uploads}, warm-up included (median ${apiResult.deliverySecondsAfterUploads.toFixed(1)} s after a round's last upload)`,
    );
    if (apiResult.failures > 0) out(`WARNING: ${apiResult.failures} API uploads were not accepted`);
    out();
  } finally {
    // Every process gone before its folders are removed: a replica still writing its outbox
    // would race the rm.
    const exits = children
      .filter((child) => child.exitCode === null && child.signalCode === null)
      .map((child) => new Promise((resolve) => child.once('exit', resolve)));
    for (const child of children) child.kill('SIGTERM');
    siteverify.close();
    await smtp.stop();
    await Promise.all(exits);
    await rm(data, { recursive: true, force: true });
  }
}
