import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  isLanguage,
  languageCookieName,
  languageQueryParam,
  languages,
  pages,
  pageByPath,
  fallbackLanguage,
  type Language,
} from '@verdalia/shared';
import { loadStaticFile, loadStaticTree, pickEncoding, type StaticFile } from './static-files.js';

type PageKey = (typeof pages)[number]['id'] | 'notFound';

const htmlCacheControl = 'no-cache';

function cookieLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === languageCookieName && isLanguage(value)) return value;
  }
  return undefined;
}

/** The query's ?lng= wins (a link can carry a language), then the saved choice, then Spanish. */
export function pickLanguage(request: FastifyRequest): Language {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = query?.[languageQueryParam];
  if (isLanguage(fromQuery)) return fromQuery;
  return cookieLanguage(request.headers.cookie) ?? fallbackLanguage;
}

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  file: StaticFile,
  extraVary?: string,
): FastifyReply {
  reply.header('cache-control', file.cacheControl);
  reply.header('etag', file.etag);
  reply.header('vary', extraVary ? `Accept-Encoding, ${extraVary}` : 'Accept-Encoding');
  reply.type(file.type);
  if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
  const { body, encoding } = pickEncoding(file, request.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(body);
}

/**
 * Serves the built website: hashed assets from memory with precompressed variants,
 * each page as the prerendered HTML of the visitor's language, and the translated
 * 404 page with status 404 for every unknown path.
 */
export default fp(
  async function site(app: FastifyInstance, options: { distDir: string }) {
    const clientDir = path.join(options.distDir, 'client');
    const pagesDir = path.join(options.distDir, 'pages');
    const assets = await loadStaticTree(clientDir);
    const pageKeys: PageKey[] = [...pages.map((page) => page.id), 'notFound'];
    const html = {} as Record<Language, Record<PageKey, StaticFile>>;
    for (const language of languages) {
      const entries = await Promise.all(
        pageKeys.map(async (key) => {
          const file = await loadStaticFile(
            path.join(pagesDir, language, `${key}.html`),
            htmlCacheControl,
          );
          return [key, file] as const;
        }),
      );
      html[language] = Object.fromEntries(entries) as Record<PageKey, StaticFile>;
    }
    app.log.info({ files: assets.size, pages: pageKeys.length * languages.length }, 'site loaded');

    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      const pathname = request.url.split('?', 1)[0] ?? '/';
      let decoded: string | undefined;
      try {
        decoded = decodeURIComponent(pathname);
      } catch {
        decoded = undefined;
      }
      const asset = decoded === undefined ? undefined : assets.get(decoded);
      if (asset) return send(request, reply, asset);
      const language = pickLanguage(request);
      const page = pageByPath(pathname);
      reply.header('content-language', language);
      if (page) return send(request, reply, html[language][page.id], 'Cookie');
      reply.code(404);
      return send(request, reply, html[language].notFound, 'Cookie');
    };
    app.get('/', handler);
    app.get('/*', handler);
  },
  { name: 'site' },
);
