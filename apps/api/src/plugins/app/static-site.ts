import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { categoryPageAddresses, errorKeys, pageAddresses, resolveAddress } from '@verdalia/shared';
import { isMissing } from '../../errors/node-error.js';
import { ApiError } from '../../http/api-error.js';
import { StartupError } from '../../errors/startup-error.js';
import { allowInlineScripts, siteScriptHashes } from '../../site/inline-scripts.js';
import { readProjectPages } from '../../site/read-project-pages.js';
import { cacheControl } from '../../site/cache-policy.js';
import {
  answerMethodNotAllowed,
  answerNotFound,
  methodRefusal,
  requestPath,
} from './error-handler.js';

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
        'at the folder holding client/, or set SERVE_SITE=false to run the API alone.',
      { cause: error },
    );
  }
}

/**
 * Serves the built website as files, as nginx or any static host does: client/ through
 * @fastify/static (precompressed variants, validators, ranges), each page's address as its
 * file (packages/shared/src/pages.ts), each project's page as its file (the build's
 * project-pages.json: an unknown slug is the language's 404), and every other path by the shared address rule
 * (resolveAddress): a 301 to a page's one address, or the 404 page of the path's language with
 * status 404. No answer depends on a cookie or Accept-Language: every visitor gets the same
 * bytes, which any cache may keep.
 */
export default fp(
  async function staticSite(app: FastifyInstance, options: { distDir: string }) {
    const clientDir = path.join(options.distDir, 'client');
    const hashedDir = path.join(clientDir, 'assets') + path.sep;
    const scriptHashes = await fromBuild(options.distDir, () => siteScriptHashes(clientDir));
    const projectPages = await fromBuild(options.distDir, () => readProjectPages(options.distDir));

    // helmet sets the site-wide policy on every request; a page adds its boot script's hash.
    let policy: { base: string; withScripts: string } | undefined;
    const pagePolicy = (base: string): string => {
      if (policy?.base !== base) {
        policy = { base, withScripts: allowInlineScripts(base, scriptHashes) };
      }
      return policy.withScripts;
    };

    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      // One route per built file; the pages are served at their addresses below, never at
      // their file names (/nosotros.html redirects to /nosotros).
      wildcard: false,
      globIgnore: ['**/*.br', '**/*.gz', '**/*.html'],
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, file) => {
        reply.header(
          'cache-control',
          file.startsWith(hashedDir) ? cacheControl.hashed : cacheControl.file,
        );
        // The file sent: the page itself or its precompressed sibling.
        const base = reply.getHeader('content-security-policy');
        if (/\.html(?:\.br|\.gz)?$/.test(file) && typeof base === 'string') {
          reply.header('content-security-policy', pagePolicy(base));
        }
      },
    });

    const answer = (request: FastifyRequest, reply: FastifyReply) => {
      const query = request.url.split(/\?(.*)/s)[1] ?? '';
      const path = requestPath(request);
      // A `..` above the root: nginx refuses it as a bad request, and so does this server.
      if (path === undefined)
        throw new ApiError(400, errorKeys.invalidRequest, 'path above the root');
      const resolution = resolveAddress(path, query, projectPages);
      if (resolution.kind === 'page') return reply.sendFile(resolution.file);
      if (resolution.kind === 'redirect') {
        return reply.header('cache-control', cacheControl.file).redirect(resolution.location, 301);
      }
      // The 404 page is never revalidated into a 304: it answers 404 each time.
      return reply.code(404).sendFile(resolution.file, { etag: false, lastModified: false });
    };
    for (const address of [...pageAddresses, ...categoryPageAddresses, ...projectPages.addresses]) {
      app.get(address.path, answer);
    }
    // Every other path (and what no route answers: another method, or a route that sends
    // its caller away, as /metrics does for strangers): a method the address does not take
    // gets 405 (the shared allowedMethods, as nginx answers it), a read the shared address
    // rule's answer.
    app.setNotFoundHandler((request, reply) => {
      const refusal = methodRefusal(request);
      if (refusal) return answerMethodNotAllowed(request, reply, refusal);
      return request.method === 'GET' || request.method === 'HEAD'
        ? answer(request, reply)
        : answerNotFound(request, reply);
    });
    app.log.info(
      {
        pages: pageAddresses.length,
        projectPages: projectPages.addresses.length,
        scripts: scriptHashes.length,
      },
      'site loaded',
    );
  },
  { name: 'static-site' },
);
