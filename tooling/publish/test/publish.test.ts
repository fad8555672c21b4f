// The publishing path end to end, as CI runs it: a bare repository is the remote; each push is
// checked out in a runner's workspace and published by scripts/publish/publish.sh under umask
// 077 (a private clone); the deploy host is a folder served by a real nginx on 127.0.0.1 whose
// workers run as nobody; failures are mailed to a real SMTP server.
//   1. the first release takes the full path (the suite first, here a stand-in named in the
//      fixture's package.json), then the site's build, the CMS admin's production build, and
//      both releases, each behind its own server block with its headers;
//   2. a content save takes the fast path and the served page changes (the Save-to-live time);
//   3. a content error is not published: the previous release keeps serving, the run fails
//      and the failure is mailed with the content check's sentence;
//   4. a rollback puts the first release back;
//   5. a push of code runs the suite first (after checking the CMS saves to this repository),
//      and nothing is published when either fails.
import { spawn } from 'node:child_process';
import { request, type IncomingHttpHeaders } from 'node:http';
import { chmod, mkdtemp, readFile, readlink, rm, stat, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { SmtpSink } from '@verdalia/smtp-sink';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNginx, type Nginx } from './support/nginx.ts';
import {
  checkout,
  commitAndPush,
  editJson,
  git,
  jsonFiles,
  pushWorkingTree,
  textValues,
} from './support/repository.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const repository = 'verdalia-e2e/website';
const backend = {
  name: 'github',
  repo: repository,
  branch: 'main',
  base_url: 'https://cms-auth.verdalia-e2e.org',
};
const suiteStandIn = 'the full suite (stand-in of the e2e fixture) ran';

let work: string;
let srv: string;
let staff: string;
let workspace: string;
let nginx: Nginx;
let sink: SmtpSink;

/** The environment of the CI's step: the runner's own, without this test runner's. */
function ciEnvironment(): NodeJS.ProcessEnv {
  const own = Object.entries(process.env).filter(
    ([name]) => !/^(?:VITEST|npm_|TURBO_|PNPM_|NODE_ENV$|NODE_OPTIONS$|INIT_CWD$|TEST$)/.test(name),
  );
  return {
    ...Object.fromEntries(own),
    CI: 'true',
    GITHUB_REPOSITORY: repository,
    GITHUB_REF_NAME: 'main',
    PUBLISH_WEB_TARGET: `${srv}/web`,
    PUBLISH_CMS_TARGET: `${srv}/cms`,
    PUBLISH_RELOAD: nginx.reload,
    CONTACT_EMAIL: 'info@verdalia.org',
    PUBLISH_MAIL_TO: 'web@verdalia.org',
    PUBLISH_MAIL_FROM: 'publish@verdalia.org',
    SMTP_URL: sink.url,
    PUBLISH_RUN_URL: `https://git.verdalia.org/${repository}/actions/runs/7`,
  };
}

/** A command's exit status and its output (standard output and error together). */
function run(
  program: string,
  args: readonly string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** One CI run in the workspace: the workflow's one step, in a shell whose umask is 077. */
async function ci(args: readonly string[] = [], env: NodeJS.ProcessEnv = {}) {
  const result = await run(
    'bash',
    ['-c', 'umask 077 && exec bash scripts/publish/publish.sh "$@"', 'publish.sh', ...args],
    { cwd: workspace, env: { ...ciEnvironment(), ...env } },
  );
  // The pipeline's own lines (steps, times, releases) in the test's log.
  console.warn(
    result.output
      .split('\n')
      .filter((line) => line.startsWith('publish: '))
      .join('\n'),
  );
  return result;
}

interface Served {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One request on a connection of its own: nginx's reload retires the workers of kept ones. */
function page(port: number, pathname = '/', method = 'GET'): Promise<Served> {
  return new Promise((resolve, reject) => {
    const options = { host: '127.0.0.1', port, path: pathname, method, agent: false };
    const sent = request(options, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
      );
    });
    sent.on('error', reject);
    sent.end();
  });
}

/**
 * Polls until the served answer satisfies `ready`: the pipeline's reload returns once nginx
 * has been told, and its new workers take over a moment later.
 */
async function servedWhen(
  port: number,
  ready: (served: Served) => boolean,
  pathname = '/',
  method = 'GET',
) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const served = await page(port, pathname, method);
    if (ready(served)) return served;
    if (Date.now() > deadline) {
      throw new Error(`not served as expected: ${served.status}\n${served.body.slice(0, 400)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const liveRelease = async (site: 'web' | 'cms') => readlink(path.join(srv, site, 'current'));
const secondsOf = (output: string, step: string) =>
  Number(new RegExp(`${step}: done in ([\\d.]+) s`).exec(output)?.[1]);

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'publish-e2e-'));
  // The deploy host's folder, as an operator makes it: others may enter it.
  srv = await mkdtemp(path.join(tmpdir(), 'publish-srv-'));
  await chmod(srv, 0o755);
  sink = await SmtpSink.start();
  nginx = await startNginx(work, `${srv}/web`, `${srv}/cms`);
  const remote = path.join(work, 'remote.git');
  await git(work, 'init', '--quiet', '--bare', '--initial-branch=main', remote);
  await pushWorkingTree(repoRoot, remote, path.join(work, 'index'));
  staff = path.join(work, 'staff');
  workspace = path.join(work, 'runner');
  await git(work, 'clone', '--quiet', remote, staff);
  await git(work, 'clone', '--quiet', remote, workspace);
});

afterAll(async () => {
  await nginx.stop();
  await sink.stop();
  await rm(work, { recursive: true, force: true });
  await rm(srv, { recursive: true, force: true });
});

describe('publishing a push (scripts/publish/publish.sh)', () => {
  let firstPage: string;
  let firstRelease: string;
  let marker: string;
  let edited: string;

  it('publishes the first release through the full path: suite, site, CMS admin', async () => {
    // The fixture: a suite that runs in a second (the real one is the whole npm run test:all),
    // and a CMS backend that is no placeholder (the production build refuses those).
    await editJson(path.join(staff, 'package.json'), (manifest) => {
      Object.assign((manifest as { scripts: object }).scripts, {
        'test:all': `node -e "console.log('${suiteStandIn}')"`,
      });
    });
    await writeFile(path.join(staff, 'deploy/cms-backend.json'), JSON.stringify(backend));
    await editJson(path.join(staff, 'apps/cms/public/config.json'), (config) => {
      Object.assign(config as object, { backend });
    });
    const sha = await commitAndPush(staff, 'The e2e fixture: a stand-in suite and a CMS backend');
    await checkout(workspace, sha);
    const result = await ci();
    expect(result.output).toMatch(/full path: no live release/);
    expect(result.output).toContain(suiteStandIn);
    expect(result.output).toMatch(/the CMS admin's production build: done/);
    expect(result.code, result.output).toBe(0);

    // Built in a private clone (its files 0600), served by nginx's unprivileged workers.
    const built = await stat(path.join(workspace, 'apps/web/dist/client/index.html'));
    expect(built.mode & 0o077).toBe(0);
    const home = await servedWhen(nginx.webPort, ({ status }) => status === 200);
    expect(home.headers['content-security-policy']).toMatch(/script-src/);
    firstPage = home.body;
    // nginx's own answer for the form while no API answers names CONTACT_EMAIL, written into
    // the release's configuration.
    const form = await servedWhen(
      nginx.webPort,
      // An answer of the release's configuration (a worker of before it has no such location).
      ({ headers }) => (headers['content-type'] ?? '').startsWith('application/json'),
      '/send-email.php',
      'POST',
    );
    expect(form.status).toBe(503);
    expect(form.body).toContain('info@verdalia.org');
    firstRelease = await liveRelease('web');
    expect(await readFile(path.join(srv, 'web/current/REVISION'), 'utf8')).toBe(`${sha}\n`);

    // The CMS admin on its own server block, with its headers from deploy/nginx/cms-admin.conf.
    const admin = await servedWhen(nginx.cmsPort, ({ status }) => status === 200);
    expect(admin.body).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(admin.headers['content-security-policy']).toBe("frame-ancestors 'none'");
    expect(admin.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(admin.headers['cache-control']).toBe('no-cache');
    // Until the reload's old workers are gone, one of them may still take a connection.
    const config = await servedWhen(
      nginx.cmsPort,
      ({ status, headers }) =>
        status === 200 && (headers['content-type'] ?? '').startsWith('application/json'),
      '/config.json',
    );
    expect(JSON.parse(config.body)).toMatchObject({ backend });
  });

  it('puts a content save live on the fast path, keeping the previous release', async () => {
    const english = (await page(nginx.webPort, '/en/')).body;
    // A text of the Spanish home page that the English one does not show: a translated field,
    // whichever file of content/ holds it.
    // A text held once in content/, so that the edit is the one the page shows.
    const values: { file: string; at: (string | number)[]; text: string }[] = [];
    for (const file of await jsonFiles(path.join(staff, 'content'))) {
      const value: unknown = JSON.parse(await readFile(path.join(staff, 'content', file), 'utf8'));
      values.push(...textValues(value).map((entry) => ({ ...entry, file })));
    }
    const count = (text: string) => values.filter((entry) => entry.text.includes(text)).length;
    const candidates = values.filter(
      ({ text }) =>
        text.length >= 20 &&
        /^[\p{L}\p{N} ,.;:()¿?¡!-]+$/u.test(text) &&
        firstPage.includes(text) &&
        !english.includes(text) &&
        count(text) === 1,
    );
    const [chosen] = candidates;
    if (!chosen) throw new Error('no Spanish text of the home page found in content/');
    marker = `${chosen.text} (publicado ${Date.now().toString(36)})`;
    edited = path.join('content', chosen.file);
    await editJson(path.join(staff, edited), (value) => {
      let node = value as Record<string | number, unknown>;
      for (const key of chosen.at.slice(0, -1))
        node = node[key] as Record<string | number, unknown>;
      node[chosen.at.at(-1) ?? ''] = marker;
    });

    const saved = Date.now();
    const sha = await commitAndPush(staff, `Actualizar ${edited}`);
    await checkout(workspace, sha);
    const result = await ci();
    expect(result.code, result.output).toBe(0);
    expect(result.output).toMatch(/content-only change: only content\/ changed/);
    expect(result.output).not.toContain(suiteStandIn);
    expect(result.output).not.toMatch(/CMS admin/);
    await servedWhen(nginx.webPort, ({ body }) => body.includes(marker));
    const live = Date.now();
    expect(await liveRelease('web')).not.toBe(firstRelease);
    expect((await readlink(path.join(srv, 'cms/current'))).length).toBeGreaterThan(0);
    await stat(path.join(srv, 'web', firstRelease));
    console.warn(
      `publish e2e: Save (commit and push) to the live page ${((live - saved) / 1000).toFixed(1)} s; ` +
        `the content-only build ${secondsOf(result.output, "the content check and the site's build")} s ` +
        `(load average ${loadavg()
          .map((load) => load.toFixed(2))
          .join(' ')})`,
    );
  });

  it('leaves the live site as it was when a content error is pushed, and mails why', async () => {
    const before = await liveRelease('web');
    // A bracket lost in a file the content check reads (whichever file of content/ that is:
    // the check, run on the staff's clone, says so by naming it).
    const check = path.join(workspace, 'apps/web/scripts/content/check-content.ts');
    let broken: string | undefined;
    for (const file of await jsonFiles(path.join(staff, 'content'))) {
      const full = path.join(staff, 'content', file);
      const text = await readFile(full, 'utf8');
      await writeFile(full, text.trimEnd().slice(0, -1));
      const checked = await run(process.execPath, [check, staff]);
      if (checked.code !== 0 && checked.output.includes(`content/${file}`)) {
        broken = `content/${file}`;
        break;
      }
      await writeFile(full, text);
    }
    if (!broken) throw new Error('the content check refused no broken file of content/');
    const sha = await commitAndPush(staff, `Actualizar ${broken} (roto)`);
    await checkout(workspace, sha);
    const result = await ci();
    expect(result.code).toBe(1);
    expect(result.output).toMatch(
      /was NOT published: the content check and the site's build failed/,
    );
    expect(await liveRelease('web')).toBe(before);
    expect((await page(nginx.webPort)).body).toContain(marker);

    const [mail] = await sink.waitFor(1, 60_000);
    expect(mail?.envelope.to).toEqual(['web@verdalia.org']);
    expect(mail?.mail.subject).toContain(`change not published (${sha.slice(0, 12)}: Actualizar`);
    expect(mail?.mail.text).toContain('El sitio en línea no cambió');
    // The content check's own sentence: the file, and where in it.
    expect(mail?.mail.text).toMatch(
      new RegExp(`${broken.replaceAll('.', '\\.')}.*not valid JSON \\(line \\d+ column \\d+\\)`),
    );
    expect(mail?.mail.text).toContain(`https://git.verdalia.org/${repository}/actions/runs/7`);
  });

  it('rolls back to the previous release with the same script', async () => {
    const result = await ci(['rollback']);
    expect(result.code, result.output).toBe(0);
    expect(await liveRelease('web')).toBe(firstRelease);
    const home = await servedWhen(nginx.webPort, ({ body }) => !body.includes(marker));
    expect(home.body).toBe(firstPage);
  });

  it('runs the full suite first for any other push, and publishes nothing when it fails', async () => {
    const before = await liveRelease('web');
    await editJson(path.join(staff, 'package.json'), (manifest) => {
      Object.assign((manifest as { scripts: object }).scripts, {
        'test:all': `node -e "console.error('a test failed'); process.exit(1)"`,
      });
    });
    const sha = await commitAndPush(staff, 'A change of code whose suite fails');
    await checkout(workspace, sha);
    // Before the suite: a CMS that would save to another repository stops the run at once.
    const elsewhere = await ci([], { GITHUB_REPOSITORY: 'someone-else/website' });
    expect(elsewhere.code).toBe(1);
    expect(elsewhere.output).toMatch(/the CMS backend check failed/);
    expect(elsewhere.output).not.toMatch(/the full test suite: /);
    const result = await ci();
    expect(result.code).toBe(1);
    expect(result.output).toMatch(
      /full path: \d+ file\(s\) outside content\/ changed \(.*package\.json/,
    );
    expect(result.output).toMatch(/the full test suite: FAILED/);
    expect(result.output).not.toMatch(/the content check and the site's build: /);
    expect(await liveRelease('web')).toBe(before);
    const mails = await sink.waitFor(3, 60_000);
    expect(mails[1]?.mail.text).toContain(
      `deploy/cms-backend.json: it saves to the repository ${repository}, but this pipeline publishes someone-else/website.`,
    );
    expect(mails[2]?.mail.subject).toContain(`change not published (${sha.slice(0, 12)}:`);
    expect(mails[2]?.mail.text).toContain('the full test suite failed');
    expect(mails[2]?.mail.text).toContain('a test failed');
  });
});
