// What one release holds, assembled in a local folder before rsync copies it to the host:
//   web: client/ (apps/web/dist/client), nginx/http.conf and nginx/server.conf (the site's
//        generated configuration, its root this release's client/), REVISION
//   cms: admin/ (apps/cms/dist), nginx/server.conf (the release's root, then
//        deploy/nginx/cms-admin.conf), REVISION
// Each release's nginx files name its own folder, so the web server's reload switches the
// configuration and the files together: a request is answered by one release, never a mix.
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

async function newStage(kind: string, revision: string): Promise<string> {
  const stage = await mkdtemp(path.join(tmpdir(), `verdalia-${kind}-release-`));
  await writeFile(path.join(stage, 'REVISION'), `${revision}\n`);
  await mkdir(path.join(stage, 'nginx'));
  return stage;
}

/** The public site's release: its files and the nginx configuration made for them. */
export async function stageWeb(options: {
  repoRoot: string;
  revision: string;
  /** The release's folder on the host. */
  releasePath: string;
  brotli: boolean;
  /** Named by nginx's own answers for the form (CONTACT_EMAIL). */
  contactEmail: string;
}): Promise<string> {
  const stage = await newStage('web', options.revision);
  const dist = path.join(options.repoRoot, 'apps/web/dist');
  await cp(path.join(dist, 'client'), path.join(stage, 'client'), { recursive: true });
  // The API's generator (apps/api/src/nginx/write-nginx-includes.ts), run from its source: the
  // fast path builds only the site, not the API.
  await run(
    path.join(options.repoRoot, 'apps/api/node_modules/.bin/tsx'),
    [
      'src/nginx/write-nginx-includes.ts',
      '--out',
      path.join(stage, 'nginx'),
      '--root',
      options.releasePath,
      '--brotli',
      options.brotli ? 'yes' : 'no',
    ],
    {
      cwd: path.join(options.repoRoot, 'apps/api'),
      env: { ...process.env, WEB_DIST_DIR: dist, CONTACT_EMAIL: options.contactEmail },
    },
  );
  return stage;
}

/** The CMS admin's release: the admin's files and its server block's headers. */
export async function stageCms(options: {
  repoRoot: string;
  revision: string;
  releasePath: string;
}): Promise<string> {
  const stage = await newStage('cms', options.revision);
  await cp(path.join(options.repoRoot, 'apps/cms/dist'), path.join(stage, 'admin'), {
    recursive: true,
  });
  const headers = await readFile(
    path.join(options.repoRoot, 'deploy/nginx/cms-admin.conf'),
    'utf8',
  );
  await writeFile(
    path.join(stage, 'nginx/server.conf'),
    `# Written by tooling/publish/src/stage.ts for this release; do not edit.\nroot "${options.releasePath}/admin";\n${headers}`,
  );
  return stage;
}
