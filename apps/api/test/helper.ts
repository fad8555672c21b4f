import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import {
  categoryPageAddresses,
  contactEndpointPath,
  languages,
  notFoundFile,
  pageAddresses,
  projectPageAddresses,
  projectPagesFile,
} from '@verdalia/shared';
import { afterAll } from 'vitest';
import { buildApp } from '../src/app.js';
import type { OutboxServices } from '../src/plugins/app/outbox-delivery.js';
import { loadConfig } from '../src/config/config.js';
import { answerBodySchema, type AnswerBody } from './support/answer-body.js';

export { until } from './support/until.js';

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
  // What a build holds beside client/: never served.
  await write('manifest.json', '{"vite-template":1}');
  await write('server/entry-server.js', 'export const bundle = "server-bundle";');
  const page = (key: string, language: string) =>
    `<!doctype html><html lang="${language}"><title>${key}</title><script type="module" data-entry="/assets/entry-abc123.js">${fixtureBootScript}</script><script type="application/ld+json">{"page":"${key}"}</script><body>${key}-${language}</body></html>`;
  for (const address of pageAddresses) {
    await write(path.join('client', address.file), page(address.page, address.language), true);
  }
  for (const language of languages) {
    await write(path.join('client', notFoundFile(language)), page('notFound', language), true);
  }
  for (const address of categoryPageAddresses) {
    await write(
      path.join('client', address.file),
      page(`projects-${address.category}`, address.language),
      true,
    );
  }
  // Two projects' pages, one of them not in Portuguese, as the prerender writes them.
  const projects = fixtureProjectPages;
  await write(projectPagesFile, JSON.stringify(projects));
  for (const address of projects) {
    await write(
      path.join('client', address.file),
      page(`project-${address.project}`, address.language),
      true,
    );
  }
  return dist;
}

/** The project pages of the fixture site. */
export const fixtureProjectPages = projectPageAddresses({
  es: [
    { id: 1, title: 'Línea verde' },
    { id: 2, title: 'Parque solar' },
  ],
  en: [
    { id: 1, title: 'Green line' },
    { id: 2, title: 'Solar park' },
  ],
  pt: [{ id: 1, title: 'Linha verde' }],
});

/** The inline script every fixture page carries, as the built pages carry their boot script. */
export const fixtureBootScript = 'document.documentElement.dataset.booted = "yes";';

/**
 * The app under test, with the outbox's services beside it for the tests to look at (the app
 * itself passes them to its routes; nothing in src/ reads them off the instance).
 */
export type TestApp = FastifyInstance & OutboxServices;

/** Builds the app for a test, with the given environment on top of safe test defaults. */
export async function build(env: Record<string, string> = {}): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: await fixtureSite(),
    OUTBOX_DIR: path.join(await tempDir('outbox'), 'outbox'),
    MAILBOX_DIR: path.join(await tempDir('mailbox'), 'mailbox'),
    // Nothing listens on the discard port: captcha checks fail closed unless a test says otherwise.
    HCAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/siteverify',
    RATE_LIMIT_MAX: '1000',
    // Tests that count mails would count acknowledgements too: those that test them ask.
    ACKNOWLEDGE_VISITORS: 'false',
    OUTBOX_LOCK_STALE_MS: '2000',
    ...env,
  });
  const built = await buildApp(config);
  const app: TestApp = Object.assign(built.app, built.services);
  afterAll(async () => {
    await app.close();
  });
  await app.ready();
  return app;
}

/** Listens on a random port for tests that need real HTTP (streaming, truncation). */
export async function listen(app: FastifyInstance): Promise<string> {
  return app.listen({ port: 0, host: '127.0.0.1' });
}

export interface ContactAnswer {
  status: number;
  body: AnswerBody;
}

export const validFields = {
  lang: 'es',
  name: 'Ana Pérez',
  email: 'ana@example.org',
  message: 'Hola, quisiera información sobre bonos verdes.',
  hcaptcha_token: 'test-token',
};

/** The form as the browser sends it: text fields first (lang leading), then the file. */
export function contactForm(
  fields: Record<string, string> = {},
  file?: { name: string; bytes: Uint8Array; type?: string },
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries({ ...validFields, ...fields })) form.append(key, value);
  if (file) {
    form.append(
      'attachment',
      new Blob([file.bytes], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  }
  return form;
}

/** A body as the wire carries it: FormData encoded the way fetch encodes it, with its boundary. */
async function encode(body: FormData | Uint8Array | string) {
  if (!(body instanceof FormData)) return { bytes: body, contentType: undefined };
  const encoded = new Response(body);
  return {
    bytes: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? undefined,
  };
}

/** Posts to the contact endpoint of a listening server (supertest) and returns status and JSON. */
export async function postContact(
  base: string,
  body: FormData | Uint8Array | string,
  headers: Record<string, string> = {},
): Promise<ContactAnswer> {
  const { bytes, contentType } = await encode(body);
  const response = await request(base)
    .post(contactEndpointPath)
    .set({ ...(contentType && { 'content-type': contentType }), ...headers })
    .send(typeof bytes === 'string' ? bytes : Buffer.from(bytes));
  if (!/^application\/json/.test(response.type)) {
    throw new Error(`not JSON (status ${response.status}): ${response.text.slice(0, 200)}`);
  }
  return { status: response.status, body: answerBodySchema.parse(response.body) };
}
