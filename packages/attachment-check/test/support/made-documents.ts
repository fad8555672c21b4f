import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { deflateSync } from 'node:zlib';
import { cachedFiles, makerSource, programFingerprint } from '@verdalia/test-files/cached-files';
import { pngChunk } from '@verdalia/test-files/fixtures';
import { reproducible } from '@verdalia/test-files/real-documents';

const runFile = promisify(execFile);
const run = (command: string, args: readonly string[]) =>
  runFile(command, args, { env: reproducible });

/** A PNG of random pixels (it does not compress): a photo's weight without a photo. */
function noisePng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  const rows = Buffer.alloc((width * 3 + 1) * height);
  let state = 2463534242;
  for (let at = 0; at < rows.length; at += 1) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    rows[at] = at % (width * 3 + 1) === 0 ? 0 : state & 0xff;
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 1 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Word 97 documents (.doc) written by LibreOffice from other programs' documents (the .docx
 * files given), and one above 7 MiB holding a large picture: a compound file that size
 * needs a DIFAT sector. Made once for their inputs (the sources' bytes, LibreOffice's
 * version, this module) and read from `.cache/libreoffice-docs/` after. Returns each file's
 * name and bytes.
 */
export async function makeLibreOfficeDocs(sources: string[]): Promise<Map<string, Buffer>> {
  const sourceBytes = await Promise.all(sources.map((source) => readFile(source)));
  const dir = await cachedFiles(
    'libreoffice-docs',
    [
      makerSource(import.meta.url),
      programFingerprint('soffice'),
      ...sources.map(
        (source, index) =>
          `${path.basename(source)} ${createHash('sha256')
            .update(sourceBytes[index] ?? '')
            .digest('hex')}`,
      ),
    ],
    async (target) => {
      const work = await mkdtemp(path.join(tmpdir(), 'verdalia-libreoffice-docs-'));
      try {
        // The picture inside the page (a data: address), so that Writer embeds it rather than links it.
        const picture = noisePng(2400, 1200).toString('base64');
        const page = path.join(work, 'informe-con-foto.html');
        await writeFile(
          page,
          `<!doctype html><html><body><h1>Informe de campo</h1><p>Foto del vivero.</p><img src="data:image/png;base64,${picture}" width="600"></body></html>`,
        );
        const convert = (files: string[], ...options: string[]) =>
          run('soffice', [
            '--headless',
            '--norestore',
            `-env:UserInstallation=file://${path.join(work, 'libreoffice-profile')}`,
            ...options,
            '--convert-to',
            'doc:MS Word 97',
            '--outdir',
            target,
            ...files,
          ]);
        await convert(sources);
        // A web page opens in Writer/Web unless Writer's own HTML filter is named.
        await convert([page], '--infilter=HTML (StarWriter)');
      } finally {
        await rm(work, { recursive: true, force: true });
      }
    },
  );
  const made = new Map<string, Buffer>();
  for (const name of (await readdir(dir)).sort()) {
    made.set(name, await readFile(path.join(dir, name)));
  }
  return made;
}

/** A document made in the test by a program nobody here controls: its name, producer, bytes. */
export interface MadeDocument {
  name: string;
  producer: string;
  bytes: Buffer;
}

/** A short report, as AbiWord and LibreOffice open it. */
const report = `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Informe</title></head><body>
<h1>Informe de campo</h1><p>Bonos verdes y finanzas climáticas: avance del vivero, parcela 3.
Más en <a href="https://verdalia.example/proyectos">nuestro sitio</a>.</p>
<table><tr><td>Fase</td><td>Semanas</td></tr><tr><td>Diagnóstico</td><td>4</td></tr></table></body></html>
`;

/** Drawings as cairo writes them to PDF (rsvg-convert): gradients, a mask, a filter, a link. */
const drawings = {
  'plano.svg': `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="400" height="300">
<defs><linearGradient id="g"><stop offset="0" stop-color="#1b5e20"/><stop offset="1" stop-color="#81c784" stop-opacity="0.3"/></linearGradient>
<mask id="m"><rect width="200" height="200" fill="white" opacity="0.5"/></mask>
<pattern id="p" width="10" height="10" patternUnits="userSpaceOnUse"><circle cx="5" cy="5" r="3" fill="#2e7d32"/></pattern>
<filter id="f"><feGaussianBlur stdDeviation="3"/></filter></defs>
<rect width="400" height="300" fill="url(#g)"/><rect x="20" y="20" width="150" height="100" fill="url(#p)" mask="url(#m)"/>
<circle cx="300" cy="150" r="50" fill="orange" filter="url(#f)" opacity="0.7"/>
<a xlink:href="https://verdalia.example/proyectos"><text x="30" y="250" font-size="30">Parcela 3</text></a></svg>
`,
  'cartel.svg': `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200"><text x="20" y="80" font-size="40" font-family="serif">Finanzas climáticas</text><text x="20" y="150" font-size="24">Bonos verdes, 2026</text></svg>
`,
};

/**
 * The producers issue 52's round named, made from the real documents (Chromium's and
 * LibreOffice's PDFs, pandoc's page): cairo 1.16 (rsvg-convert, pdftocairo, AbiWord's PDF),
 * Ghostscript (pdfwrite, ps2pdf, its PNG and JPEG devices), AbiWord (.docx, PDF), encrypted
 * PDFs with an empty user password (qpdf: AES-256, AES-128, RC4; LibreOffice with a
 * permissions password) and PDFs with object streams (qpdf, one of them encrypted too). Made
 * once for their inputs and kept in `.cache/made-documents/`; each with the producer the
 * file itself states (a PDF's /Producer, read with pdfinfo) or the program that wrote it.
 */
export async function makeProducedDocuments(sources: {
  pdf: Buffer;
  libreofficePdf: Buffer;
}): Promise<MadeDocument[]> {
  const programs = ['rsvg-convert', 'pdftocairo', 'gs', 'ps2pdf', 'abiword', 'qpdf', 'soffice'];
  const dir = await cachedFiles(
    'made-documents',
    [
      makerSource(import.meta.url),
      sources.pdf,
      sources.libreofficePdf,
      report,
      ...Object.values(drawings),
      ...programs.map(programFingerprint),
    ],
    (target) => makeProduced(target, sources),
  );
  const manifest: unknown = JSON.parse(await readFile(path.join(dir, 'producers.json'), 'utf8'));
  if (!Array.isArray(manifest)) throw new Error('no producers.json in the made documents');
  return Promise.all(
    manifest.map(async (entry: unknown) => {
      if (
        typeof entry !== 'object' ||
        entry === null ||
        !('name' in entry) ||
        !('producer' in entry)
      ) {
        throw new Error('a made document without its name and producer');
      }
      const name = String(entry.name);
      return {
        name,
        producer: String(entry.producer),
        bytes: await readFile(path.join(dir, name)),
      };
    }),
  );
}

async function makeProduced(
  target: string,
  sources: { pdf: Buffer; libreofficePdf: Buffer },
): Promise<void> {
  const work = await mkdtemp(path.join(tmpdir(), 'verdalia-made-documents-'));
  try {
    const at = (name: string) => path.join(work, name);
    await writeFile(at('chromium.pdf'), sources.pdf);
    await writeFile(at('libreoffice.pdf'), sources.libreofficePdf);
    await writeFile(at('page.html'), report);
    for (const [name, svg] of Object.entries(drawings)) await writeFile(at(name), svg);
    const out = (name: string) => path.join(target, name);
    const gs = (device: string, output: string, input: string, ...options: string[]) =>
      run('gs', [
        '-q',
        '-dNOPAUSE',
        '-dBATCH',
        '-dSAFER',
        `-sDEVICE=${device}`,
        ...options,
        '-o',
        out(output),
        input,
      ]);
    // An empty user password, as every reader opens it; the owner's restricts permissions.
    const encrypt = (input: string, output: string, bits: string, aes = false, streams = false) =>
      run('qpdf', [
        '--allow-weak-crypto',
        ...(streams ? ['--object-streams=generate'] : []),
        '--encrypt',
        '',
        'propietario',
        bits,
        ...(aes ? ['--use-aes=y'] : []),
        '--',
        input,
        out(output),
      ]);
    await Promise.all([
      run('rsvg-convert', ['--format=pdf', '-o', out('rsvg-plano.pdf'), at('plano.svg')]),
      run('rsvg-convert', ['--format=pdf', '-o', out('rsvg-cartel.pdf'), at('cartel.svg')]),
      run('pdftocairo', ['-pdf', at('chromium.pdf'), out('pdftocairo-chromium.pdf')]),
      run('pdftocairo', ['-pdf', at('libreoffice.pdf'), out('pdftocairo-libreoffice.pdf')]),
      run('pdftocairo', [
        '-png',
        '-singlefile',
        '-r',
        '60',
        at('libreoffice.pdf'),
        out('pdftocairo-pagina'),
      ]),
      run('pdftocairo', [
        '-jpeg',
        '-singlefile',
        '-r',
        '60',
        at('libreoffice.pdf'),
        out('pdftocairo-pagina'),
      ]),
      gs('pdfwrite', 'ghostscript-chromium.pdf', at('chromium.pdf')),
      gs('pdfwrite', 'ghostscript-libreoffice.pdf', at('libreoffice.pdf')),
      gs('png16m', 'ghostscript-pagina.png', at('libreoffice.pdf'), '-r60'),
      gs('jpeg', 'ghostscript-pagina.jpg', at('libreoffice.pdf'), '-r60'),
      (async () => {
        await run('pdftocairo', ['-ps', at('libreoffice.pdf'), at('libreoffice.ps')]);
        await run('ps2pdf', [at('libreoffice.ps'), out('ps2pdf-libreoffice.pdf')]);
      })(),
      run('abiword', ['--to=pdf', '-o', out('abiword.pdf'), at('page.html')]),
      run('abiword', ['--to=docx', '-o', out('abiword.docx'), at('page.html')]),
      encrypt(at('chromium.pdf'), 'qpdf-aes256-chromium.pdf', '256'),
      encrypt(at('libreoffice.pdf'), 'qpdf-aes128-libreoffice.pdf', '128', true),
      encrypt(at('chromium.pdf'), 'qpdf-rc4-chromium.pdf', '40'),
      run('qpdf', [
        '--object-streams=generate',
        at('chromium.pdf'),
        out('qpdf-objstm-chromium.pdf'),
      ]),
      run('qpdf', [
        '--object-streams=generate',
        at('libreoffice.pdf'),
        out('qpdf-objstm-libreoffice.pdf'),
      ]),
      (async () => {
        await run('pdftocairo', ['-pdf', at('libreoffice.pdf'), at('cairo.pdf')]);
        await encrypt(at('cairo.pdf'), 'qpdf-objstm-aes256-cairo.pdf', '256', false, true);
      })(),
      run('soffice', [
        '--headless',
        '--norestore',
        `-env:UserInstallation=file://${at('libreoffice-profile')}`,
        '--convert-to',
        'pdf:writer_pdf_Export:{"EncryptFile":{"type":"boolean","value":"true"},"RestrictPermissions":{"type":"boolean","value":"true"},"PermissionPassword":{"type":"string","value":"propietario"}}',
        // Writer's own HTML filter: a web page otherwise opens in Writer/Web.
        '--infilter=HTML (StarWriter)',
        '--outdir',
        at('libreoffice-permissions'),
        at('page.html'),
      ]).then(() =>
        rename(at('libreoffice-permissions/page.pdf'), out('libreoffice-permisos.pdf')),
      ),
    ]);
    // Each file with the producer it states (a PDF's /Producer) or the program that wrote it.
    const written = (await readdir(target)).sort();
    const producers = await Promise.all(
      written.map(async (name) => {
        if (!name.endsWith('.pdf')) return { name, producer: pictureProducer(name) };
        const { stdout } = await run('pdfinfo', [out(name)]);
        const producer = /^Producer:\s*(.+)$/m.exec(stdout)?.[1]?.trim() ?? 'unknown';
        const encrypted = /^Encrypted:\s*yes/m.test(stdout) ? ', encrypted' : '';
        const streams = name.includes('objstm') ? ', object streams' : '';
        return { name, producer: `${producer}${encrypted}${streams}` };
      }),
    );
    await writeFile(out('producers.json'), JSON.stringify(producers, null, 2));
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** What wrote a picture or a .docx made above, by its name. */
function pictureProducer(name: string): string {
  if (name.startsWith('pdftocairo')) return 'cairo 1.16 (pdftocairo)';
  if (name.startsWith('ghostscript')) return 'GPL Ghostscript 10 (png16m and jpeg devices)';
  if (name.startsWith('abiword')) return 'AbiWord 3 (.docx export)';
  return 'unknown';
}
