import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadDotEnv, webDistDir } from '../config/config.js';
import { nginxIncludes } from './nginx-includes.js';

/** Where Debian's libnginx-mod-http-brotli-static puts the module. */
export const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

// Writes the site's nginx includes (http.conf, server.conf) next to the build:
//   node apps/api/dist/nginx/write-nginx-includes.js [--out DIR] [--root DIR] [--brotli yes|no]
// --root is where nginx finds the build (default WEB_DIST_DIR); the pages' inline scripts are
// read from this machine's build (WEB_DIST_DIR); --brotli defaults to whether this machine has
// the module.
const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    root: { type: 'string' },
    brotli: { type: 'string' },
  },
});
loadDotEnv();
const distDir = webDistDir();
const brotli = values.brotli ? values.brotli === 'yes' : existsSync(brotliModule);
const out = path.resolve(values.out ?? path.join(distDir, 'nginx'));
const includes = await nginxIncludes({
  distDir: values.root ?? distDir,
  buildDir: distDir,
  brotli,
  upstream: 'verdalia_api',
});
await mkdir(out, { recursive: true });
await writeFile(path.join(out, 'http.conf'), `${includes.http}\n`);
await writeFile(path.join(out, 'server.conf'), includes.server);
process.stdout.write(
  `nginx includes written to ${out} (brotli_static: ${brotli ? 'on' : 'off'})\n`,
);
