import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { languages, pages } from '@verdalia/shared';
import { afterAll } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';

export async function tempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), `verdalia-${prefix}-`));
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  return dir;
}

/** A small built site with the same layout as apps/web/dist, so API tests do not need the web build. */
export async function fixtureSite(): Promise<string> {
  const dist = await tempDir('site');
  const write = async (relative: string, content: string, compress = false) => {
    const file = path.join(dist, relative);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
    if (compress) {
      await writeFile(`${file}.br`, brotliCompressSync(content));
      await writeFile(`${file}.gz`, gzipSync(content));
    }
  };
  await write(
    'client/assets/entry-abc123.js',
    `console.log(${JSON.stringify('x'.repeat(2000))});`,
    true,
  );
  await write('client/robots.txt', 'User-agent: *\nAllow: /\n');
  await write('client/list-es.json', '[]');
  for (const language of languages) {
    for (const key of [...pages.map((page) => page.id), 'notFound']) {
      await write(
        `pages/${language}/${key}.html`,
        `<!doctype html><html lang="${language}"><title>${key}</title><body>${key}-${language}</body></html>`,
        true,
      );
    }
  }
  return dist;
}

/** Builds the app for a test, with the given environment on top of safe test defaults. */
export async function build(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: await fixtureSite(),
    ...env,
  });
  const app = await buildApp(config);
  afterAll(async () => {
    await app.close();
  });
  await app.ready();
  return app;
}
