import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  isLanguage,
  languageCookie,
  languageCookieName,
  languageQueryParam,
  languages,
  pages,
  pageByPath,
  fallbackLanguage,
  type Language,
} from '@verdalia/shared';
import { StartupError } from '../../startup-error.js';
import { allowInlineScripts, inlineScriptHashes } from './inline-scripts.js';
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

type Encoding = 'br' | 'gzip' | 'identity';
/** A flat [name, value, name, value…] list, as ServerResponse.writeHead takes it. */
type RawHeaders = string[];

/** Every answer one file can give, with its whole header block built once. */
interface Prepared {
  file: StaticFile;
  status: number;
  variants: Record<Encoding, { headers: RawHeaders; body: Buffer }>;
  notModified: RawHeaders;
}

function prepare(
  file: StaticFile,
  security: RawHeaders,
  status: number,
  language?: Language,
): Prepared {
  const hashes = file.type.startsWith('text/html')
    ? inlineScriptHashes(file.identity.toString('utf8'))
    : [];
  const headers = security.map((value, index) =>
    index % 2 === 1 && security[index - 1] === 'content-security-policy'
      ? allowInlineScripts(value, hashes)
      : value,
  );
  const common = [
    ...headers,
    ...(language ? ['content-language', language] : []),
    'cache-control',
    file.cacheControl,
    'etag',
    file.etag,
    'vary',
    language ? 'Accept-Encoding, Cookie' : 'Accept-Encoding',
  ];
  const variant = (body: Buffer, encoding?: 'br' | 'gzip') => ({
    body,
    headers: [
      ...common,
      'content-type',
      file.type,
      ...(encoding ? ['content-encoding', encoding] : []),
      'content-length',
      String(body.length),
    ],
  });
  const identity = variant(file.identity);
  return {
    file,
    status,
    variants: {
      identity,
      br: file.br ? variant(file.br, 'br') : identity,
      gzip: file.gzip ? variant(file.gzip, 'gzip') : identity,
    },
    notModified: common,
  };
}

function acceptedEncoding(file: StaticFile, header: string | undefined): Encoding {
  if (!header) return 'identity';
  const { encoding } = pickEncoding(file, header);
  return encoding ?? 'identity';
}

/** The ?lng= of a raw URL without building a query object (the hot path runs per request). */
function queryLanguage(url: string): Language | undefined {
  const start = url.indexOf('?');
  if (start === -1) return undefined;
  const match = /(?:^|&)lng=([^&]*)/.exec(url.slice(start + 1));
  return match && isLanguage(match[1]) ? match[1] : undefined;
}

/** Runs a load from the build, turning a missing file into a message an operator can act on. */
async function fromBuild<T>(distDir: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    const { code, path: missing } = error as NodeJS.ErrnoException;
    if (code !== 'ENOENT') throw error;
    throw new StartupError(
      `The built website is missing ${missing ?? 'a file'} (WEB_DIST_DIR=${distDir}). ` +
        'Build it first (pnpm build; npm start builds before it starts), point WEB_DIST_DIR ' +
        'at the folder holding client/ and pages/, or set SERVE_SITE=false to run the API alone.',
      { cause: error },
    );
  }
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
    const assets = await fromBuild(options.distDir, () => loadStaticTree(clientDir));
    const pageKeys: PageKey[] = [...pages.map((page) => page.id), 'notFound'];
    const html = {} as Record<Language, Record<PageKey, StaticFile>>;
    for (const language of languages) {
      const entries = await Promise.all(
        pageKeys.map(async (key) => {
          const file = await fromBuild(options.distDir, () =>
            loadStaticFile(path.join(pagesDir, language, `${key}.html`), htmlCacheControl),
          );
          return [key, file] as const;
        }),
      );
      html[language] = Object.fromEntries(entries) as Record<PageKey, StaticFile>;
    }
    app.log.info({ files: assets.size, pages: pageKeys.length * languages.length }, 'site loaded');

    // Every answer carries the security headers. helmet would rebuild them on each request,
    // so the site's routes skip it and send a copy made once, by the same helmet
    // configuration (reply.helmet), on the first request.
    let prepared:
      | { assets: Map<string, Prepared>; pages: Record<Language, Record<PageKey, Prepared>> }
      | undefined;
    const prepareAll = (reply: FastifyReply) => {
      const decorated = reply as FastifyReply & { helmet?: ((options?: object) => void) | null };
      if (typeof decorated.helmet === 'function') decorated.helmet();
      const security: RawHeaders = [];
      for (const [name, value] of Object.entries(reply.raw.getHeaders())) {
        if (value !== undefined)
          security.push(name, Array.isArray(value) ? value.join(', ') : String(value));
      }
      for (const name of reply.raw.getHeaderNames()) reply.raw.removeHeader(name);
      const preparedPages = {} as Record<Language, Record<PageKey, Prepared>>;
      for (const language of languages) {
        preparedPages[language] = Object.fromEntries(
          pageKeys.map((key) => [
            key,
            prepare(html[language][key], security, key === 'notFound' ? 404 : 200, language),
          ]),
        ) as Record<PageKey, Prepared>;
      }
      return {
        assets: new Map([...assets].map(([url, file]) => [url, prepare(file, security, 200)])),
        pages: preparedPages,
      };
    };

    const handler = (request: FastifyRequest, reply: FastifyReply) => {
      prepared ??= prepareAll(reply);
      const url = request.url;
      const queryStart = url.indexOf('?');
      const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
      let target = prepared.assets.get(pathname);
      if (!target && pathname.includes('%')) {
        try {
          target = prepared.assets.get(decodeURIComponent(pathname));
        } catch {
          target = undefined;
        }
      }
      // A link's ?lng= picks the language and, like a choice made on the site, is remembered:
      // the cookie comes with the page, so it holds even before (or without) any script.
      let chosen: Language | undefined;
      if (!target) {
        chosen = queryLanguage(url);
        const language = chosen ?? cookieLanguage(request.headers.cookie) ?? fallbackLanguage;
        const page = pageByPath(pathname);
        target = prepared.pages[language][page ? page.id : 'notFound'];
      }
      // The answer is complete and precomputed: write it straight to the socket.
      reply.hijack();
      const response = reply.raw;
      const withCookie = (headers: RawHeaders): RawHeaders =>
        chosen
          ? [...headers, 'set-cookie', languageCookie(chosen, request.protocol === 'https')]
          : headers;
      if (request.headers['if-none-match'] === target.file.etag) {
        response.writeHead(304, withCookie(target.notModified));
        response.end();
        return;
      }
      const variant =
        target.variants[acceptedEncoding(target.file, request.headers['accept-encoding'])];
      response.writeHead(target.status, withCookie(variant.headers));
      response.end(variant.body);
    };
    app.get('/', { helmet: false }, handler);
    app.get('/*', { helmet: false }, handler);
  },
  { name: 'site' },
);
