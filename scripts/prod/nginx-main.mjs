// The main nginx.conf of the topology: process settings, the upstream of API replicas, the
// form's first rate limit, a proxy in front (if any) and the site's generated includes.
// start:prod calls nginxMainConfig(); the nginx image writes its file with the command line:
//   node scripts/prod/nginx-main.mjs --out FILE --includes DIR --work DIR --port 8080 \
//     --upstream api-1:3000,api-2:3000 [--host 0.0.0.0] [--brotli yes|no]
//     [--form-rate 20] [--form-burst 10] [--real-ip-from 10.0.0.0/8,…]
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

export const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export function nginxBinary() {
  return existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
}

/**
 * The first, cheap limit on form submissions per client address, before the API's own:
 * a sustained rate per minute and a burst answered at once. A person sends one message; a
 * flood is refused here without reaching Node.
 */
export const formLimitDefaults = { ratePerMinute: 20, burst: 10, connections: 4 };

/** A comma-separated list of addresses/CIDRs (NGINX_REAL_IP_FROM, --real-ip-from). */
export function splitAddresses(list = '') {
  return list
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/**
 * An nginx.conf running in the foreground, its files under workDir. `realIpFrom`: the addresses of a proxy in front of nginx (a CDN, a TLS terminator) whose
 * X-Forwarded-For nginx believes, so that its limits count visitors, not the proxy.
 */
export function nginxMainConfig({
  workDir,
  includesDir,
  host,
  port,
  upstream,
  workers = 'auto',
  brotli = existsSync(brotliModule),
  formLimit = formLimitDefaults,
  realIpFrom = [],
}) {
  const limit = { ...formLimitDefaults, ...formLimit };
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
${realIpFrom.map((address) => `  set_real_ip_from ${address};\n`).join('')}${realIpFrom.length > 0 ? '  real_ip_header X-Forwarded-For;\n  real_ip_recursive on;\n' : ''}  include ${path.join(includesDir, 'http.conf')};
  # Keyed on the form's submissions only ($verdalia_form_client is empty for anything else).
  limit_req_zone $verdalia_form_client zone=verdalia_form:10m rate=${limit.ratePerMinute}r/m;
  limit_conn_zone $verdalia_form_client zone=verdalia_form_connections:10m;
  server {
    listen ${host}:${port};
    limit_req zone=verdalia_form burst=${limit.burst} nodelay;
    limit_conn verdalia_form_connections ${limit.connections};
    limit_req_status 429;
    limit_conn_status 429;
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
      'form-rate': { type: 'string' },
      'form-burst': { type: 'string' },
      'real-ip-from': { type: 'string' },
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
      formLimit: {
        ...(values['form-rate'] ? { ratePerMinute: Number(values['form-rate']) } : {}),
        ...(values['form-burst'] ? { burst: Number(values['form-burst']) } : {}),
      },
      realIpFrom: splitAddresses(values['real-ip-from']),
    }),
  );
}
