// The main nginx.conf of the topology: process settings, the upstream of API replicas and
// the site's generated includes. start:prod calls nginxMainConfig(); the nginx image writes
// its file with the command line:
//   node scripts/prod/nginx-main.mjs --out FILE --includes DIR --work DIR --port 8080 \
//     --upstream api-1:3000,api-2:3000 [--host 0.0.0.0] [--brotli yes|no]
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

export const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export function nginxBinary() {
  return existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
}

/** An nginx.conf running in the foreground, its files under workDir. */
export function nginxMainConfig({
  workDir,
  includesDir,
  host,
  port,
  upstream,
  workers = 'auto',
  brotli = existsSync(brotliModule),
}) {
  return `${brotli ? `load_module ${brotliModule};\n` : ''}worker_processes ${workers};
daemon off;
pid ${path.join(workDir, 'nginx.pid')};
error_log stderr warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 10000;
  client_body_temp_path ${path.join(workDir, 'body')};
  proxy_temp_path ${path.join(workDir, 'proxy')};
  fastcgi_temp_path ${path.join(workDir, 'fastcgi')};
  uwsgi_temp_path ${path.join(workDir, 'uwsgi')};
  scgi_temp_path ${path.join(workDir, 'scgi')};
  upstream verdalia_api {
${upstream.map((address) => `    server ${address} max_fails=1 fail_timeout=2s;`).join('\n')}
    keepalive 16;
  }
  include ${path.join(includesDir, 'http.conf')};
  server {
    listen ${host}:${port};
    include ${path.join(includesDir, 'server.conf')};
  }
}
`;
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      out: { type: 'string' },
      includes: { type: 'string' },
      work: { type: 'string' },
      port: { type: 'string', default: '8080' },
      host: { type: 'string', default: '0.0.0.0' },
      upstream: { type: 'string' },
      brotli: { type: 'string' },
    },
  });
  if (!values.out || !values.includes || !values.work || !values.upstream) {
    throw new Error('--out, --includes, --work and --upstream are required');
  }
  writeFileSync(
    values.out,
    nginxMainConfig({
      workDir: values.work,
      includesDir: values.includes,
      host: values.host,
      port: Number(values.port),
      upstream: values.upstream.split(','),
      ...(values.brotli ? { brotli: values.brotli === 'yes' } : {}),
    }),
  );
}
