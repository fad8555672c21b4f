import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
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
