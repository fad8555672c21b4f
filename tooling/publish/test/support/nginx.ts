// A real nginx on 127.0.0.1 serving the deploy host's live releases, as the production server
// is set up (docs/operations.md, "Publishing"): the public site's server block includes the
// live release's generated configuration, the CMS admin's includes its own. The includes are
// globs only so that nginx can start before the first release exists.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';

const nginxBinary = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export interface Nginx {
  webPort: number;
  cmsPort: number;
  /** What the pipeline runs on the host after each switch (PUBLISH_RELOAD). */
  reload: string;
  stop(): Promise<void>;
}

export async function startNginx(
  workDir: string,
  webBase: string,
  cmsBase: string,
): Promise<Nginx> {
  const prefix = path.join(workDir, 'nginx');
  await mkdir(prefix, { recursive: true });
  const [webPort, cmsPort] = [await freePort(), await freePort()];
  const config = path.join(prefix, 'nginx.conf');
  // As root, the workers run as nobody: the releases must be readable by anyone, whatever the
  // umask of the clone that built them.
  const user = process.getuid?.() === 0 ? 'user nobody nogroup;\n' : '';
  await writeFile(
    config,
    `${user}worker_processes 1;
daemon off;
pid ${path.join(prefix, 'nginx.pid')};
error_log stderr warn;
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${path.join(prefix, 'body')};
  proxy_temp_path ${path.join(prefix, 'proxy')};
  fastcgi_temp_path ${path.join(prefix, 'fastcgi')};
  uwsgi_temp_path ${path.join(prefix, 'uwsgi')};
  scgi_temp_path ${path.join(prefix, 'scgi')};
  # No API here: the pages never reach it.
  upstream verdalia_api { server 127.0.0.1:9; }
  include ${webBase}/current/nginx/http*.conf;
  server {
    listen 127.0.0.1:${webPort};
    include ${webBase}/current/nginx/server*.conf;
  }
  server {
    listen 127.0.0.1:${cmsPort};
    include ${cmsBase}/current/nginx/server*.conf;
  }
}
`,
  );
  const args = ['-p', prefix, '-c', config];
  const child: ChildProcess = spawn(nginxBinary, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 30_000;
  for (;;) {
    const up = await fetch(`http://127.0.0.1:${webPort}/`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (child.exitCode !== null || Date.now() > deadline) throw new Error('nginx did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const command = [nginxBinary, ...args].join(' ');
  return {
    webPort,
    cmsPort,
    reload: `${command} -t -q && ${command} -s reload`,
    async stop() {
      child.kill('SIGQUIT');
      await exited;
    },
  };
}
