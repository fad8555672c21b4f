import path from 'node:path';
import {
  contactEndpointPath,
  errorKeys,
  fallbackLanguage,
  operatorPaths,
  proxiedApiPaths,
} from '@verdalia/shared';
import { answerBody } from '../http/answer.js';
import { allowInlineScripts, siteScriptHashes } from '../site/inline-scripts.js';
import { cacheControl } from '../site/cache-policy.js';
import { readProjectPages } from '../site/read-project-pages.js';
import { addressMaps, pageLocations } from './address-maps.js';
import { categoryLocations, categoryMaps } from './category-maps.js';
import { methodMaps } from './method-maps.js';
import { escapeRegExp, map, quote } from './nginx-syntax.js';
import { projectLocations, projectMaps } from './project-maps.js';
import { securityHeaderValues } from './security-headers.js';
import { visitorMap, visitorVariable } from './visitor-map.js';

export interface NginxIncludesOptions {
  /** The built website (its client/ folder), as nginx will find it. */
  distDir: string;
  /** Where this machine reads the build (the pages' inline scripts), if not at distDir. */
  buildDir?: string;
  /** Whether nginx loads the brotli_static module. */
  brotli: boolean;
  /** Name of the `upstream` block of API replicas, defined by the including file. */
  upstream: string;
}

/** The two includes: one for nginx's http{} context, one for a server{} block. */
export interface NginxIncludes {
  http: string;
  server: string;
}

/**
 * The variable the including file's limit zones key on: the visitor (an IPv4 address or an
 * IPv6 /64, visitor-map.ts) for a form submission, empty (not counted) for everything else.
 */
export const formClientKey = '$verdalia_form_client';

/** nginx's variable for an answer header of the upstream ($upstream_http_x_frame_options). */
const upstreamVariable = (header: string) => `$upstream_http_${header.replaceAll('-', '_')}`;
const ownVariable = (header: string) => `verdalia_${header.replaceAll('-', '_')}`;

/**
 * The nginx configuration of the site. nginx serves the whole site as files, as any static
 * host would (every page, each language's 404, the redirects of odd addresses: addressMaps),
 * and hands the API only what needs it: proxiedApiPaths, the form and the liveness probe. With every API replica down,
 * every page still loads.
 *
 * Headers: whatever the API answers carries helmet's headers already; what nginx answers on
 * its own (files, pages, redirects, its error pages, its JSON fallbacks) gets the same values,
 * from helmet's configuration, through maps that add a header only when the upstream did not
 * send it. Its Content-Security-Policy also allows the pages' one inline script by its hash,
 * read from the build when this configuration is written.
 */
export async function nginxIncludes(options: NginxIncludesOptions): Promise<NginxIncludes> {
  const clientDir = path.join(options.distDir, 'client');
  const scriptHashes = await siteScriptHashes(
    path.join(options.buildDir ?? options.distDir, 'client'),
  );
  const projectPages = (await readProjectPages(options.buildDir ?? options.distDir)).addresses;
  const security = await securityHeaderValues();
  const policy = security['content-security-policy'];
  if (policy !== undefined) {
    security['content-security-policy'] = allowInlineScripts(policy, scriptHashes);
  }
  const securityMaps = Object.entries(security).map(([header, value]) =>
    map(upstreamVariable(header), ownVariable(header), [
      ['""', quote(value)],
      ['default', '""'],
    ]),
  );
  // nginx's own answers: every file, page, redirect and 404 revalidated, hashed assets (their
  // own location below) kept for ever (cache-policy.ts); its other errors never stored. Every
  // answer of the API carries its own Cache-Control (JSON no-store), which passes as it is.
  // Keyed on the upstream's header (empty for nginx's own answers) and the status: the usual
  // answers are exact strings, found in a hash; only nginx's rarer errors try the pattern.
  const cacheKey = `${upstreamVariable('cache-control')}$status`;
  const cacheMap = (target: string, policy: string, statuses: readonly string[]) =>
    map(cacheKey, target, [
      ...statuses.map((status): [string, string] => [quote(status), quote(policy)]),
      [quote('~^\\d+$'), quote('no-store')],
      ['default', '""'],
    ]);
  const cache = cacheMap(ownVariable('cache-control'), cacheControl.file, [
    '200',
    '206',
    '304',
    '301',
    '404',
  ]);
  const assetCache = cacheMap('verdalia_asset_cache_control', cacheControl.hashed, [
    '200',
    '206',
    '304',
  ]);
  const formClient = map('$request_method $uri', formClientKey.slice(1), [
    [quote(`POST ${contactEndpointPath}`), visitorVariable],
    ['default', '""'],
  ]);
  // A TLS-terminating proxy in front of nginx says https; on its own, nginx knows its scheme.
  const forwardedProto = map('$http_x_forwarded_proto', 'verdalia_forwarded_proto', [
    ['https', 'https'],
    ['default', '$scheme'],
  ]);
  // nginx's own JSON answers for the form: the documented shape, in the fallback language
  // (the form shows its own text for a code it knows, in the visitor's language).
  const json = (key: (typeof errorKeys)[keyof typeof errorKeys]) =>
    quote(JSON.stringify(answerBody(key, fallbackLanguage)));
  const http = [
    '# Generated by the build (apps/api/src/nginx/nginx-includes.ts); do not edit.',
    // The maps' named captures are variables too: room for them all in nginx's variable hash.
    'variables_hash_max_size 2048;',
    ...securityMaps,
    cache,
    assetCache,
    visitorMap(),
    formClient,
    forwardedProto,
    ...addressMaps(),
    ...categoryMaps(),
    ...projectMaps(projectPages),
    ...methodMaps(),
  ].join('\n');

  const securityHeaders = Object.keys(security).map(
    (header) => `add_header ${header} $${ownVariable(header)} always;`,
  );
  const headers = [
    ...securityHeaders,
    `add_header cache-control $${ownVariable('cache-control')} always;`,
    // Empty (no header) but for a method an address does not take.
    'add_header allow $verdalia_allow always;',
  ].join('\n');
  const proxy = (
    extra = '',
  ) => `    # The path as nginx normalised it (//, /./, /../, %-escapes), escaped again.
    rewrite ^ $uri break;
    proxy_pass http://${options.upstream};
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $host;
    # The API trusts nginx's address (TRUST_PROXY): the last entry is the address nginx saw.
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $verdalia_forwarded_proto;${extra}`;
  const server = `# Generated by the build (apps/api/src/nginx/nginx-includes.ts); do not edit.
root ${quote(clientDir)};
etag on;
charset utf-8;
charset_types text/css text/plain text/xml application/javascript application/json;
gzip_static on;
gzip_vary on;
${options.brotli ? 'brotli_static on;\n' : ''}server_tokens off;
# Redirects name the path only: right behind a TLS proxy or a CDN whatever nginx's own scheme.
absolute_redirect off;
# On every answer, nginx's own error pages included (only /assets/ below adds headers of its
# own, and repeats these).
${headers}
# An unknown path: the 404 page of its language (en/404.html under /en/, …), status 404.
error_page 404 $verdalia_not_found;
# A method the address does not take (methodMaps): 405 before any location is chosen, the
# documented JSON (nginx's own 405s, as for TRACE, too).
error_page 405 @method-not-allowed;
if ($verdalia_allow) { return 405; }

# Each page at its address: its file.
${pageLocations()}
${categoryLocations()}
${projectLocations(projectPages)}
# A file of the build is itself; another spelling of a page is redirected to its address;
# anything else is the 404 above.
location / {
    if ($verdalia_redirect) { return 301 $verdalia_redirect; }
    if ($verdalia_category_redirect) { return 301 $verdalia_category_redirect; }
    if ($verdalia_project_redirect) { return 301 $verdalia_project_redirect; }
    try_files $uri =404;
}
# Hashed build output: never a page, never redirected; cached for ever. (A location that adds
# headers inherits none, so the security headers are repeated here.)
location /assets/ {
${[...securityHeaders, 'add_header cache-control $verdalia_asset_cache_control always;'].map((line) => `    ${line}`).join('\n')}
}
# A folder is never a file (the languages' homes have their own locations above).
location ~ /$ {
    if ($verdalia_redirect) { return 301 $verdalia_redirect; }
    if ($verdalia_category_redirect) { return 301 $verdalia_category_redirect; }
    if ($verdalia_project_redirect) { return 301 $verdalia_project_redirect; }
    return 404;
}
# The 404 pages are answered for unknown paths, never at their own names.
location ~ (^|/)404\\.html$ { internal; }
# Precompressed siblings and dotfiles are never files of the site.
location ~ (\\.br|\\.gz)$ { return 404; }
location ~ /\\. { return 404; }
# The operator's endpoints are read on the replicas' own ports, never through nginx (whatever
# address nginx sees a visitor from): the site's 404, as for any unknown path.
location ~ ^/+(${Object.values(operatorPaths)
    .map((path) => escapeRegExp(path.slice(1)))
    .join('|')})/*$ { return 404; }

location = ${contactEndpointPath} {
${proxy(`
    # The API reads the upload as a stream and answers size errors in its own JSON.
    client_max_body_size 0;
    proxy_request_buffering off;
    # After the body, the API may take its captcha check, the file's check and a virus scan
    # before it answers: nginx waits longer than they may, so a stored inquiry is never
    # reported to the visitor as lost.
    proxy_read_timeout 120s;`)}
    # nginx's own refusals only (an answer from the API passes as it is).
    error_page 502 503 504 = @api-unavailable;
    error_page 429 = @form-limited;
}
${proxiedApiPaths
  .filter((path) => path !== contactEndpointPath)
  .map((path) => `location = ${path} {\n${proxy()}\n}`)
  .join('\n')}
location @method-not-allowed {
    # JSON whatever the path's extension (/assets/x.js), which would otherwise name the type.
    types { }
    default_type application/json;
    return 405 $verdalia_method_refusal;
}
location @api-unavailable {
    default_type application/json;
    return 503 ${json(errorKeys.unavailable)};
}
location @form-limited {
    default_type application/json;
    return 429 ${json(errorKeys.rateLimited)};
}
`;
  return { http, server };
}
