// The flood job of `pnpm bench:api` (--only flood): ordinary visitors' uploads while files
// that are slow to check arrive at 60 a minute, each from a new client address (127.0.2.x,
// so that no limit per address stops them). The slow files are what was or is the slowest to
// check: 4 MiB of `MZPE\0\0` (over 5 s each for a scan that re-reads per signature), a .doc
// whose compound-file directory loops, and a 4.4 MB PDF of 40,000 small objects with a script
// (seconds of qpdf's reading, then refused). Visitors (127.0.3.x) send one ordinary document every 2 s: a 2 MiB PDF or a Word
// .doc. Figures: the share of visitors' uploads accepted and their answer times (median,
// 95th percentile), what the slow files got, and the API's peak memory over idle.
// Budget (docs/performance.md): at least 95 % accepted, median answer at most 3 s.
import { request } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createRequire } from 'node:module';
import { SmtpSink } from '@verdalia/smtp-sink';
import { freePort, median, waitForUrl } from '../lib/processes.mjs';
import { startApi } from '../lib/site-server.mjs';
import { root } from '../lib/workspace.mjs';
import { memory, startSiteverify } from './servers.mjs';

// The compound-file library the API itself uses (a dependency of apps/api, not of the root).
const CFB = createRequire(path.join(root, 'apps/api/package.json'))('cfb');

const mebibyte = 1024 * 1024;

/** A minimal PDF with a catalog, filled to `size` with white space: what a reader opens. */
function ordinaryPdf(size) {
  const head =
    '%PDF-1.4\n1 0 obj <</Type/Catalog/Pages 2 0 R>> endobj\n2 0 obj <</Type/Pages/Kids[]/Count 0>> endobj\n';
  const tail = 'trailer <</Root 1 0 R>>\n%%EOF\n';
  return Buffer.concat([
    Buffer.from(head),
    Buffer.alloc(size - head.length - tail.length, 0x20),
    Buffer.from(tail),
  ]);
}

/** A Word 97 document as the cfb library writes one: a WordDocument stream at its root. */
function ordinaryDoc() {
  const container = CFB.utils.cfb_new();
  const word = Buffer.alloc(4096);
  word.writeUInt16LE(0xa5ec, 0);
  CFB.utils.cfb_add(container, '/WordDocument', word);
  CFB.utils.cfb_add(container, '/1Table', Buffer.alloc(1024));
  return Buffer.from(CFB.write(container, { type: 'buffer' }));
}

/** The .doc with its WordDocument entry's right sibling pointing back at the first entry. */
function cyclicDoc() {
  const bytes = ordinaryDoc();
  const sectorSize = 2 ** bytes.readUInt16LE(0x1e);
  const directory = (bytes.readUInt32LE(0x30) + 1) * sectorSize;
  for (let entry = directory; entry + 128 <= bytes.length; entry += 128) {
    const nameLength = bytes.readUInt16LE(entry + 64);
    if (bytes.toString('utf16le', entry, entry + nameLength - 2) === 'WordDocument') {
      bytes.writeInt32LE(1, entry + 0x48);
      return bytes;
    }
  }
  throw new Error('no WordDocument entry');
}

function mzpe(size) {
  const bytes = Buffer.alloc(size);
  bytes.write('%PDF-1.4\n', 'latin1');
  for (let at = 9; at + 6 <= size; at += 6) bytes.write('MZPE\0\0', at, 'latin1');
  return bytes;
}

/**
 * A well-formed PDF of `count` small objects with a script run on opening: seconds of qpdf's
 * reading, then refused (packages/attachment-check's manyObjectsPdf).
 */
function manyObjects(count) {
  let text = '%PDF-1.4\n';
  const offsets = [];
  const add = (object) => {
    offsets.push(text.length);
    text += object;
  };
  add(
    '1 0 obj\n<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript /JS (x) >> >>\nendobj\n',
  );
  add('2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n');
  for (let number = 3; number < count + 3; number += 1) {
    add(`${number} 0 obj\n<< /Type /Annot /Subtype /Square /Rect [0 0 ${number} 10] >>\nendobj\n`);
  }
  const rows = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  const xref = text.length;
  text += `xref\n0 ${offsets.length + 1}\n0000000000 65535 f \n${rows}`;
  text += `trailer\n<< /Size ${offsets.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}

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

const percentile = (values, share) =>
  values.toSorted((a, b) => a - b)[
    Math.min(values.length - 1, Math.floor(values.length * share))
  ] ?? Number.NaN;

export async function benchFlood({ report, seconds = 60 }) {
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
    const slowFiles = [
      ['factura.pdf', mzpe(4 * mebibyte)],
      ['factura.doc', cyclicDoc()],
      ['factura.pdf', manyObjects(40_000)],
    ];
    const ordinary = [
      ['propuesta.pdf', ordinaryPdf(2 * mebibyte)],
      ['carta.doc', ordinaryDoc()],
    ];
    // One ordinary upload first: the check's workers are started, idle is measured after.
    await postFrom('127.0.3.250', url, form(...ordinary[1]));
    await sleep(1000);
    const idle = await memory(child.pid);
    let peak = idle.rss;
    const sampler = setInterval(() => {
      memory(child.pid).then(
        ({ rss }) => (peak = Math.max(peak, rss)),
        () => undefined,
      );
    }, 50);
    const started = performance.now();
    const flood = [];
    const visitors = [];
    for (let second = 0; second < seconds; second += 1) {
      const at = started + second * 1000;
      await sleep(Math.max(0, at - performance.now()));
      const [name, bytes] = slowFiles[second % slowFiles.length];
      flood.push(postFrom(`127.0.2.${(second % 250) + 1}`, url, form(name, bytes)));
      if (second % 2 === 1) {
        const [visitorName, visitorBytes] = ordinary[(second >> 1) % ordinary.length];
        visitors.push(
          postFrom(`127.0.3.${((second >> 1) % 240) + 1}`, url, form(visitorName, visitorBytes)),
        );
      }
    }
    const visitorAnswers = await Promise.all(visitors);
    const floodAnswers = await Promise.all(flood);
    clearInterval(sampler);
    const accepted = visitorAnswers.filter((answer) => answer.status === 200).length;
    const times = visitorAnswers.map((answer) => answer.seconds);
    const byStatus = {};
    for (const answer of floodAnswers) byStatus[answer.status] = (byStatus[answer.status] ?? 0) + 1;
    const result = {
      seconds,
      slowFiles: floodAnswers.length,
      slowFileAnswers: byStatus,
      visitorUploads: visitorAnswers.length,
      visitorAccepted: accepted,
      acceptedShare: accepted / visitorAnswers.length,
      medianAnswerSeconds: median(times),
      p95AnswerSeconds: percentile(times, 0.95),
      maxAnswerSeconds: Math.max(...times),
      idleRssMiB: idle.rss,
      peakOverIdleMiB: peak - idle.rss,
    };
    json.flood = result;
    const pass = result.acceptedShare >= 0.95 && result.medianAnswerSeconds <= 3;
    out('## Visitors under a flood of slow-to-check files');
    out();
    out(
      `${result.slowFiles} slow files over ${seconds} s (60 a minute, a new address each): answered ${Object.entries(
        byStatus,
      )
        .map(([status, count]) => `${count} × ${status}`)
        .join(', ')}.`,
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
    child.kill('SIGTERM');
    await smtp.stop();
    siteverify.close();
    await rm(data, { recursive: true, force: true });
  }
}
