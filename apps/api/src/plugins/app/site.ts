import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { languageCookie, languages, notFoundPageId, pageByPath, pageKeys } from '@verdalia/shared';
import { languageChoice, languageVary } from '../../http/request-language.js';
import { cacheControl, pageFile } from '../../site/site-files.js';
import { isMissing } from '../../errors/node-error.js';
import { StartupError } from '../../errors/startup-error.js';
import { answerNotFound } from './error-handler.js';
import { allowInlineScripts, inlineScriptHashes } from '../../site/inline-scripts.js';

/** Runs a load from the build, turning a missing file into a message an operator can act on. */
async function fromBuild<T>(distDir: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (!isMissing(error)) throw error;
    const missing =
      error instanceof Error && 'path' in error && typeof error.path === 'string'
        ? error.path
        : 'a file';
    throw new StartupError(
      `The built website is missing ${missing} (WEB_DIST_DIR=${distDir}). ` +
        'Build it first (pnpm build; npm start builds before it starts), point WEB_DIST_DIR ' +
        'at the folder holding client/ and pages/, or set SERVE_SITE=false to run the API alone.',
      { cause: error },
    );
  }
}

/**
 * Serves the built website: client/ through @fastify/static (precompressed variants,
 * conditional requests, ranges), each page as the prerendered HTML of the visitor's
 * language with a CSP allowing its own inline scripts, and the translated 404 page
 * with status 404 for every other path.
 */
export default fp(
  async function site(app: FastifyInstance, options: { distDir: string }) {
    const clientDir = path.join(options.distDir, 'client');
    const pagesDir = path.join(options.distDir, 'pages');
    const hashedDir = path.join(clientDir, 'assets') + path.sep;
    await fromBuild(options.distDir, () => access(clientDir));
    const scriptHashes = new Map<string, string[]>();
    for (const language of languages) {
      for (const key of pageKeys) {
        const file = pageFile(language, key);
        const html = await fromBuild(options.distDir, () =>
          readFile(path.join(pagesDir, file), 'utf8'),
        );
        scriptHashes.set(file, inlineScriptHashes(html));
      }
    }

    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      // One route per built file: any other path falls through to the pages below.
      wildcard: false,
      globIgnore: ['**/*.br', '**/*.gz'],
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, file) => {
        reply.header(
          'cache-control',
          file.startsWith(hashedDir)
            ? cacheControl.hashed
            : file.startsWith(pagesDir)
              ? cacheControl.page
              : cacheControl.file,
        );
      },
    });

    // helmet sets the site-wide policy on every request; a page adds its inline scripts' hashes.
    const policies = new Map<string, { base: string; policy: string }>();
    const pagePolicy = (base: string, file: string): string => {
      const cached = policies.get(file);
      if (cached?.base === base) return cached.policy;
      const policy = allowInlineScripts(base, scriptHashes.get(file) ?? []);
      policies.set(file, { base, policy });
      return policy;
    };

    const page = (request: FastifyRequest, reply: FastifyReply) => {
      const { language, chosen } = languageChoice(request);
      const pathname = request.url.split('?', 1)[0] ?? '/';
      const found = pageByPath(pathname);
      const file = pageFile(language, found ? found.id : notFoundPageId);
      const base = reply.getHeader('content-security-policy');
      if (typeof base === 'string') reply.header('content-security-policy', pagePolicy(base, file));
      reply.header('content-language', language).header('vary', languageVary);
      // A link's ?lng= is a choice, remembered like one made on the site; a guess is not.
      if (chosen) reply.header('set-cookie', languageCookie(chosen, request.protocol === 'https'));
      if (found) return reply.sendFile(file, pagesDir);
      // The 404 page is never revalidated into a 304: it answers 404 each time.
      return reply.code(404).sendFile(file, pagesDir, { etag: false, lastModified: false });
    };
    app.get('/', page);
    app.get('/*', page);
    // What no route answers (another method, or a route that sends its caller away, as
    // /metrics does for strangers): a page request gets the 404 page, anything else the JSON.
    app.setNotFoundHandler((request, reply) =>
      request.method === 'GET' || request.method === 'HEAD'
        ? page(request, reply)
        : answerNotFound(request, reply),
    );
    app.log.info({ pages: scriptHashes.size }, 'site loaded');
  },
  { name: 'site' },
);
