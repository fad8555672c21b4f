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
const { default: multipart } = await import(apiRequire.resolve('@fastify/multipart'));

const uploadDir = process.env.UPLOAD_DIR ?? '/tmp/bench-baseline';
await mkdir(uploadDir, { recursive: true });
const app = Fastify({ logger: false });
await app.register(multipart, { limits: { fileSize: 20 * 1024 * 1024 + 1024, files: 1 } });
let count = 0;
app.post('/upload', async (request) => {
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      count += 1;
      const target = path.join(uploadDir, `upload-${count}.bin`);
      await pipeline(part.file, createWriteStream(target));
    }
  }
  return { success: true };
});
app.get('/healthz', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
