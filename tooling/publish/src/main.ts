// The publishing pipeline as both CI workflows run it, through scripts/publish/publish.sh:
//   publish                    the checked-out commit: the content-only fast path (the site's
//                              build, whose first step is the content check) or the full suite
//                              first, then an atomic release; a mail if it is not published
//   rollback [web|cms] [ID]    the live release back to the one before it (or to ID)
//   releases [web|cms]         the releases on the host, the live one marked
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as z from 'zod';
import { sendFailureMail, type Failure } from './failure-mail.ts';
import { changedFiles, hasCommit, headCommit, isAncestor } from './git.ts';
import { DeployHost, sshFiles, type SshFiles } from './host.ts';
import { choosePath } from './plan.ts';
import { loadSettings, type Settings, type Target } from './settings.ts';
import { stageCms, stageWeb } from './stage.ts';
import { runStep } from './step.ts';

const repoRoot = process.cwd();
const say = (line: string) => console.log(`publish: ${line}`);
const withRuntime = (...command: string[]) => ['bash', 'scripts/lib/with-runtime.sh', ...command];

/** A step that stopped the pipeline: the push is not published. */
class Stop extends Error {
  readonly step: string;
  readonly output: string;

  constructor(step: string, output: string) {
    super(`${step} failed`);
    this.step = step;
    this.output = output;
  }
}

/** The repository the CMS saves to (deploy/cms-backend.json, apps/cms/scripts/backend.ts). */
const cmsBackend = z.object({ repo: z.string(), branch: z.string() });

async function checkCmsBackend(settings: Settings): Promise<void> {
  const file = path.join(repoRoot, 'deploy/cms-backend.json');
  const backend = cmsBackend.parse(JSON.parse(await readFile(file, 'utf8')));
  const repository = settings.GITHUB_REPOSITORY;
  const branch = settings.GITHUB_REF_NAME;
  const problems = [
    ...(repository && backend.repo.toLowerCase() !== repository.toLowerCase()
      ? [`it saves to the repository ${backend.repo}, but this pipeline publishes ${repository}`]
      : []),
    ...(branch && backend.branch !== branch
      ? [`it saves to the branch ${backend.branch}, but this pipeline publishes ${branch}`]
      : []),
  ];
  if (problems.length > 0) {
    throw new Stop(
      'the CMS backend check',
      `deploy/cms-backend.json: ${problems.join('; ')}. Staff's saves would never reach this site.`,
    );
  }
}

async function step(name: string, command: readonly string[]): Promise<void> {
  say(`${name}: ${command.join(' ')}`);
  const result = await runStep(command, repoRoot);
  say(`${name}: ${result.ok ? 'done' : 'FAILED'} in ${result.seconds.toFixed(1)} s`);
  if (!result.ok) throw new Stop(name, result.tail);
}

/** One release on one host: created, filled, switched to; removed again if anything fails. */
async function release(
  host: DeployHost,
  sha: string,
  settings: Settings,
  stage: (releasePath: string) => Promise<string>,
): Promise<string> {
  const started = performance.now();
  const { id, live } = await host.createRelease(sha);
  let folder: string | undefined;
  try {
    folder = await stage(host.releasePath(id));
    await host.upload(folder, id, live);
    await host.activate(id, settings.PUBLISH_KEEP_RELEASES, settings.PUBLISH_RELOAD);
  } catch (error) {
    await host.discard(id).catch(() => undefined);
    throw new Stop(`the deployment to ${host.name}`, String(error));
  } finally {
    if (folder) await rm(folder, { recursive: true, force: true });
  }
  say(
    `${host.name}: release ${id} is live (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
  return id;
}

async function publish(settings: Settings, ssh: SshFiles): Promise<number> {
  const head = await headCommit(repoRoot);
  const short = head.sha.slice(0, 12);
  const web = new DeployHost(settings.PUBLISH_WEB_TARGET, ssh);
  const cmsTarget = settings.PUBLISH_CMS_TARGET;
  say(`${short} "${head.subject}" (${head.author}) to ${web.name}`);
  try {
    const live = await web.liveRevision();
    if (live === head.sha) {
      say(`${short} is already live: nothing to publish`);
      return 0;
    }
    if (live && (await isAncestor(repoRoot, head.sha, live))) {
      say(`a newer commit (${live.slice(0, 12)}) is live: ${short} is not published over it`);
      return 0;
    }
    const known = live && (await hasCommit(repoRoot, live));
    const plan = choosePath(known ? await changedFiles(repoRoot, live, head.sha) : undefined);
    say(`${plan.path === 'content' ? 'content-only change' : 'full path'}: ${plan.reason}`);
    if (plan.path === 'full') {
      // First: a wrong backend would fail only after the hour the suite takes.
      if (cmsTarget) await checkCmsBackend(settings);
      await step('the full test suite', ['npm', 'run', 'test:all']);
    }
    // The site's build; its first step is the content check, which names the file, the entry
    // and the field of each problem and stops everything before a page is built.
    await step("the content check and the site's build", [
      ...withRuntime('pnpm', '--filter', '@verdalia/web...', 'run', 'build'),
    ]);
    const deployCms = plan.path === 'full' && cmsTarget !== undefined;
    if (deployCms) {
      await step("the CMS admin's production build", [
        ...withRuntime('pnpm', '--filter', '@verdalia/cms', 'run', 'build:production'),
      ]);
    } else if (plan.path === 'full') {
      say('PUBLISH_CMS_TARGET is not set: the CMS admin is not deployed');
    }
    await release(web, head.sha, settings, (releasePath) =>
      stageWeb({
        repoRoot,
        revision: head.sha,
        releasePath,
        brotli: settings.PUBLISH_NGINX_BROTLI === 'yes',
        contactEmail: settings.CONTACT_EMAIL,
      }),
    );
    if (deployCms) {
      await release(new DeployHost(cmsTarget, ssh), head.sha, settings, (releasePath) =>
        stageCms({ repoRoot, revision: head.sha, releasePath }),
      );
    }
  } catch (error) {
    // Anything else (the host unreachable, git failing) stops the run the same way.
    const stop = error instanceof Stop ? error : new Stop('the publishing script', String(error));
    say(`${short} was NOT published: ${stop.step} failed; the live site is unchanged.`);
    await tell(settings, { ...head, step: stop.step, output: stop.output });
    return 1;
  }
  say(`${short} is live.`);
  return 0;
}

async function tell(settings: Settings, failure: Omit<Failure, 'runUrl'>): Promise<void> {
  const to = settings.PUBLISH_MAIL_TO;
  if (!to || !settings.SMTP_URL || !settings.PUBLISH_MAIL_FROM) {
    say('PUBLISH_MAIL_TO is not set: no mail; the failed run is the only sign.');
    return;
  }
  try {
    await sendFailureMail(
      { smtpUrl: settings.SMTP_URL, from: settings.PUBLISH_MAIL_FROM, to },
      { ...failure, runUrl: settings.PUBLISH_RUN_URL },
    );
    say(`the failure was mailed to ${to.join(', ')}`);
  } catch (error) {
    say(`the failure mail could not be sent: ${String(error)}`);
  }
}

function chooseTarget(settings: Settings, which = 'web'): Target {
  if (which === 'web') return settings.PUBLISH_WEB_TARGET;
  if (which === 'cms' && settings.PUBLISH_CMS_TARGET) return settings.PUBLISH_CMS_TARGET;
  throw new Error(`no target "${which}": web, or cms when PUBLISH_CMS_TARGET is set`);
}

async function main(argv: readonly string[]): Promise<number> {
  const [command = 'publish', which, id] = argv;
  const settings = loadSettings(process.env);
  const sshDir = await mkdtemp(path.join(tmpdir(), 'verdalia-publish-ssh-'));
  try {
    const ssh = await sshFiles(sshDir, settings.PUBLISH_SSH_KEY, settings.PUBLISH_SSH_KNOWN_HOSTS);
    if (command === 'publish') return await publish(settings, ssh);
    const host = new DeployHost(chooseTarget(settings, which), ssh);
    if (command === 'rollback') {
      const now = await host.rollback(settings.PUBLISH_RELOAD, id);
      say(
        `${host.name}: rolled back; release ${now} is live (${(await host.liveRevision()) ?? '?'})`,
      );
      return 0;
    }
    if (command === 'releases') {
      console.log(await host.releases());
      return 0;
    }
    throw new Error(`unknown command "${command}": publish, rollback or releases`);
  } finally {
    await rm(sshDir, { recursive: true, force: true });
  }
}

process.exitCode = await main(process.argv.slice(2));
