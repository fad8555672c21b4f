import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface StaticFile {
  type: string;
  etag: string;
  cacheControl: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

const immutable = 'public, max-age=31536000, immutable';
const revalidate = 'public, max-age=0, must-revalidate';

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (!/\.(br|gz)$/.test(entry.name)) yield full;
  }
}

async function readOptional(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch {
    return undefined;
  }
}

/** Reads one file with its precompressed siblings (written at build time). */
export async function loadStaticFile(file: string, cacheControl: string): Promise<StaticFile> {
  const [identity, br, gzip] = await Promise.all([
    readFile(file),
    readOptional(`${file}.br`),
    readOptional(`${file}.gz`),
  ]);
  const type = contentTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  const etag = `"${createHash('sha1').update(identity).digest('base64url').slice(0, 22)}"`;
  return {
    type,
    etag,
    cacheControl,
    identity,
    ...(br ? { br } : {}),
    ...(gzip ? { gzip } : {}),
  };
}

/**
 * Loads the whole client build into memory, keyed by URL path. The site is small
 * (a few MB) and serving from memory is what makes static answers fast.
 * Hashed files under /assets/ are immutable; everything else revalidates.
 */
export async function loadStaticTree(root: string): Promise<Map<string, StaticFile>> {
  const files = new Map<string, StaticFile>();
  for await (const file of walk(root)) {
    const urlPath = `/${path.relative(root, file).split(path.sep).join('/')}`;
    const cacheControl = urlPath.startsWith('/assets/') ? immutable : revalidate;
    files.set(urlPath, await loadStaticFile(file, cacheControl));
  }
  return files;
}

/** Picks the best encoding the client accepts among those we have. */
export function pickEncoding(
  file: StaticFile,
  acceptEncoding: string | undefined,
): { body: Buffer; encoding?: 'br' | 'gzip' } {
  if (acceptEncoding) {
    if (file.br && /\bbr\b/.test(acceptEncoding)) return { body: file.br, encoding: 'br' };
    if (file.gzip && /\bgzip\b/.test(acceptEncoding)) return { body: file.gzip, encoding: 'gzip' };
  }
  return { body: file.identity };
}
