// The flood job of `pnpm bench:api` (--only flood): ordinary visitors' uploads while files
// that are slow to check arrive at 60 a minute, each from a new client address (127.0.2.x,
// so that no limit per address stops them), in turn: a 12 MiB .docx made of fields (its check
// reads tens of MiB of XML) and a PDF of about 120 KB whose object stream inflates to 60 MiB.
// Visitors (127.0.3.x) send one ordinary document every 2 s: a 2 MiB PDF or a Word .doc. Figures: the share of visitors' uploads accepted and their answer times (median,
// 95th percentile), what the slow files got, and the API's peak memory over idle.
// Budget (docs/performance.md): at least 95 % accepted, median answer at most 3 s.
import { once } from 'node:events';
import { request } from 'node:http';
import { crc32, deflateRawSync, deflateSync } from 'node:zlib';
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

/** A ZIP archive (a .docx) of the entries, each deflated. */
function zip(entries) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const [fileName, data] of entries) {
    const name = Buffer.from(fileName);
    const packed = deflateRawSync(data);
    // Version needed, method (deflate), CRC, sizes, name length: the same in both headers.
    const shared = (header, at) => {
      header.writeUInt16LE(20, at);
      header.writeUInt16LE(8, at + 4);
      header.writeUInt32LE(crc32(data) >>> 0, at + 10);
      header.writeUInt32LE(packed.length, at + 14);
      header.writeUInt32LE(data.length, at + 18);
      header.writeUInt16LE(name.length, at + 22);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    shared(local, 4);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    shared(central, 6);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * A .docx of about `size` bytes whose text is nothing but fields (PAGE, each with its own
 * comment, so that it compresses no better than text): seconds of the check's reading per
 * MiB, then accepted or stopped.
 */
function fieldsDocx(size) {
  const parts = [
    Buffer.from(
      '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p>',
    ),
  ];
  let packed = 0;
  for (let field = 0; packed < size;) {
    const runs = [];
    for (const last = field + 2000; field < last; field += 1) {
      const note = ((field * 2654435761) >>> 0).toString(36);
      runs.push(
        `<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> PAGE \\* MERGEFORMAT ${note} </w:instrText></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r>`,
      );
    }
    const part = Buffer.from(runs.join(''));
    parts.push(part);
    packed += deflateRawSync(part).length;
  }
  parts.push(Buffer.from('</w:p></w:body></w:document>'));
  return zip([
    [
      '[Content_Types].xml',
      Buffer.from(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
    ],
    [
      '_rels/.rels',
      Buffer.from(
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      ),
    ],
    ['word/document.xml', Buffer.concat(parts)],
  ]);
}

/**
 * A PDF of about 120 KB with an object stream of `count` objects, each listed in its
 * cross-reference stream, that inflates to `inflated` bytes: qpdf reads them all.
 */
function objectStreamBomb(inflated, count = 4000) {
  const padding = ' '.repeat(Math.floor(inflated / count));
  let header = '';
  let content = '';
  for (let index = 0; index < count; index += 1) {
    header += `${5 + index} ${content.length} `;
    content += `<< /A ${index} >>${padding}\n`;
  }
  const data = deflateSync(Buffer.from(header + content, 'latin1'), { level: 9 });
  let text = '%PDF-1.5\n';
  const offsets = [];
  const add = (object) => {
    offsets.push(text.length);
    text += object;
  };
  add('1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n');
  add('2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n');
  add(
    `3 0 obj\n<< /Type /ObjStm /N ${count} /First ${header.length} /Filter /FlateDecode /Length ${data.length} >>\nstream\n${data.toString('latin1')}\nendstream\nendobj\n`,
  );
  const index = text.length;
  // The cross-reference stream's rows (/W [1 4 2]): type, offset or stream, generation or index.
  const row = (type, field, second) => {
    const bytes = Buffer.alloc(7);
    bytes[0] = type;
    bytes.writeUInt32BE(field, 1);
    bytes.writeUInt16BE(second, 5);
    return bytes;
  };
  const rows = [row(0, 0, 0xffff), ...offsets.map((offset) => row(1, offset, 0)), row(1, index, 0)];
  for (let at = 0; at < count; at += 1) rows.push(row(2, 3, at));
  const packed = deflateSync(Buffer.concat(rows));
  text += `4 0 obj\n<< /Type /XRef /Size ${5 + count} /W [1 4 2] /Root 1 0 R /Filter /FlateDecode /Length ${packed.length} >>\nstream\n${packed.toString('latin1')}\nendstream\nendobj\nstartxref\n${index}\n%%EOF\n`;
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
      ['factura.docx', fieldsDocx(12 * mebibyte)],
      ['factura.pdf', objectStreamBomb(60 * mebibyte)],
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
    // Its data is removed once it has stopped (and with it the checks it ran).
    const exited = child.exitCode === null ? once(child, 'exit') : undefined;
    child.kill('SIGTERM');
    await exited;
    await smtp.stop();
    siteverify.close();
    await rm(data, { recursive: true, force: true, maxRetries: 5 });
  }
}
