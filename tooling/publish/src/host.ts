// A deploy host: releases uploaded with rsync, switched by host.sh (the same script, run over
// SSH or, for a folder on this machine, by bash itself).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Target } from './settings.ts';

const hostScript = readFileSync(path.join(import.meta.dirname, 'host.sh'), 'utf8');

/** SSH options for every connection: keys from the settings, host keys always checked. */
export interface SshFiles {
  identity: string | undefined;
  knownHosts: string | undefined;
}

/** Writes the SSH key and known hosts from the settings into `dir` (0600), for ssh's -i/-o. */
export async function sshFiles(
  dir: string,
  key: string | undefined,
  knownHosts: string | undefined,
): Promise<SshFiles> {
  const write = async (name: string, text: string | undefined) => {
    if (text === undefined) return undefined;
    const file = path.join(dir, name);
    await writeFile(file, text.endsWith('\n') ? text : `${text}\n`, { mode: 0o600 });
    return file;
  };
  return { identity: await write('id', key), knownHosts: await write('known_hosts', knownHosts) };
}

function sshOptions(files: SshFiles): string[] {
  return [
    '-o',
    'BatchMode=yes',
    '-o',
    'StrictHostKeyChecking=yes',
    ...(files.identity ? ['-i', files.identity, '-o', 'IdentitiesOnly=yes'] : []),
    ...(files.knownHosts ? ['-o', `UserKnownHostsFile=${files.knownHosts}`] : []),
  ];
}

/** POSIX shell quoting, for the command line ssh hands to the remote shell. */
const shellQuote = (word: string) => `'${word.replaceAll("'", "'\\''")}'`;

function collect(
  program: string,
  args: readonly string[],
  input: string | undefined,
  what: string,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['pipe', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${what} failed (exit ${code ?? 'signal'})`)),
    );
    child.stdin.end(input);
  });
}

export class DeployHost {
  readonly name: string;
  readonly target: Target;
  private readonly ssh: SshFiles;

  constructor(target: Target, ssh: SshFiles) {
    this.target = target;
    this.ssh = ssh;
    this.name = target.host ? `${target.host}:${target.path}` : target.path;
  }

  /** Runs one host.sh command; its standard output, trimmed. */
  async run(command: string, ...args: string[]): Promise<string> {
    const words = ['-s', '--', this.target.path, command, ...args];
    const { host } = this.target;
    const out = host
      ? await collect(
          'ssh',
          [...sshOptions(this.ssh), host, ['bash', ...words].map(shellQuote).join(' ')],
          hostScript,
          `host.sh ${command} on ${this.name}`,
        )
      : await collect('bash', words, hostScript, `host.sh ${command} in ${this.name}`);
    return out.trim();
  }

  /** The absolute folder of a release on the host (what its nginx configuration names). */
  releasePath(id: string): string {
    return `${this.target.path}/releases/${id}`;
  }

  /** The live release's commit, or undefined before the first release. */
  async liveRevision(): Promise<string | undefined> {
    return (await this.run('revision')) || undefined;
  }

  /** A new, empty release folder on the host, and the live release's id (if any). */
  async createRelease(sha: string): Promise<{ id: string; live: string | undefined }> {
    const [id = '', live] = (await this.run('create', sha)).split('\n');
    return { id, live: live || undefined };
  }

  /**
   * Copies `stage` into the release with rsync: every file world-readable whatever the umask of
   * the clone it was built in (the web server's workers read it), and files identical to the
   * live release's hard-linked to them (no second copy, and their ETags stay).
   */
  async upload(stage: string, id: string, live: string | undefined): Promise<void> {
    const destination = `${this.releasePath(id)}/`;
    const args = [
      '--recursive',
      '--links',
      '--perms',
      '--checksum',
      '--chmod=Du=rwx,Dgo=rx,Fu=rw,Fgo=r',
      ...(live ? [`--link-dest=../${live}`] : []),
      ...(this.target.host ? ['-e', ['ssh', ...sshOptions(this.ssh)].join(' ')] : []),
      `${stage}/`,
      this.target.host ? `${this.target.host}:${destination}` : destination,
    ];
    await collect('rsync', args, undefined, `rsync to ${this.name}`);
  }

  /** Switches the live release to `id` and reloads; switched back if the reload fails. */
  async activate(id: string, keep: number, reload: string): Promise<void> {
    await this.run('activate', id, String(keep), reload);
  }

  async discard(id: string): Promise<void> {
    await this.run('discard', id);
  }

  /** Back to `id`, or to the release before the live one; the id now live. */
  async rollback(reload: string, id?: string): Promise<string> {
    return this.run('rollback', reload, ...(id ? [id] : []));
  }

  async releases(): Promise<string> {
    return this.run('releases');
  }
}
