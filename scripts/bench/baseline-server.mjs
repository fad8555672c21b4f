// The upload baseline for `pnpm bench:api`: a bare Fastify route that only streams the
// posted file to disk (same multipart parser as the API), nothing else. Started as its
// own process so its memory is measured exactly like the API's.
//   PORT=... UPLOAD_DIR=... node scripts/bench/baseline-server.mjs
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';

const apiRequire = createRequire(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/api/package.json'),
);
const { default: Fastify } = await import(apiRequire.resolve('fastify'));
const { Busboy } = await import(apiRequire.resolve('@fastify/busboy'));

const uploadDir = process.env.UPLOAD_DIR ?? '/tmp/bench-baseline';
await mkdir(uploadDir, { recursive: true });
const app = Fastify({ logger: false });
// Like the API's route: the body is left unparsed by Fastify and read by busboy.
app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
let count = 0;
app.post('/upload', async (request) => {
  const parser = Busboy({
    headers: request.raw.headers,
    limits: { fileSize: 20 * 1024 * 1024 + 1024, files: 1 },
  });
  const saved = [];
  parser.on('file', (_field, file) => {
    count += 1;
    saved.push(pipeline(file, createWriteStream(path.join(uploadDir, `upload-${count}.bin`))));
  });
  await pipeline(request.raw, parser);
  await Promise.all(saved);
  return { success: true };
});
app.get('/healthz', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
