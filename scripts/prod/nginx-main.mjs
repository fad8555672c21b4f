// The main nginx.conf of the native topology (start:prod) and of the benchmarks: process
// settings, the upstream of API replicas, and the site's generated includes.
import { existsSync } from 'node:fs';
import path from 'node:path';

export const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export function nginxBinary() {
  return existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
}

/** An nginx.conf running in the foreground, its files under workDir. */
export function nginxMainConfig({ workDir, includesDir, host, port, upstream, workers = 'auto' }) {
  const brotli = existsSync(brotliModule);
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
