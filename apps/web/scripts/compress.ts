// Build step: writes .br and .gz next to every compressible file, so the server
// sends precompressed bytes and spends no CPU on compression per request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
// The build's folder (vite.config.ts reads the same variable).
const outDir = path.join(root, process.env.WEB_BUILD_DIR ?? 'dist');
const compressible = /\.(js|mjs|css|html|svg|json|xml|txt)$/;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (compressible.test(entry.name)) yield full;
  }
}

let raw = 0;
let compressed = 0;
for (const dir of ['client']) {
  for await (const file of files(path.join(outDir, dir))) {
    const data = await readFile(file);
    if (data.length < 256) continue;
    const [br, gzipped] = await Promise.all([
      brotli(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
      gz(data, { level: 9 }),
    ]);
    raw += data.length;
    compressed += br.length;
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
  }
}
console.warn(
  `precompressed ${(raw / 1024).toFixed(0)} KiB to ${(compressed / 1024).toFixed(0)} KiB (brotli)`,
);
