// One compose project of the check: the compose command (COMPOSE_COMMAND_LINE, chosen by
// scripts/compose/engine.sh), its files and the environment they are interpolated from.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface Output {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a command to its end; `input` is written to its stdin. */
export function run(
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; input?: Buffer | string; cwd?: string } = {},
): Promise<Output> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: options.env ?? process.env,
      cwd: options.cwd,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
    child.stdin.end(options.input);
  });
}

export async function docker(args: string[], input?: Buffer | string): Promise<string> {
  const output = await run('docker', args, input === undefined ? {} : { input });
  if (output.code !== 0)
    throw new Error(`docker ${args.join(' ')}: ${output.stderr || output.stdout}`);
  return output.stdout.trim();
}

/** What the docker and compose commands themselves read from the environment. */
const engineVariables = /^(PATH|HOME|TMPDIR|DOCKER_\w+|COMPOSE_DOCKER_CLI_BUILD|BUILDKIT_\w+)$/;
const engineEnvironment = (): NodeJS.ProcessEnv =>
  Object.fromEntries(Object.entries(process.env).filter(([name]) => engineVariables.test(name)));

/** An empty file for --env-file (compose v1 takes no /dev/null). */
const emptyEnvFile = path.join(process.env.COMPOSE_WORK ?? tmpdir(), 'compose-check.env');
writeFileSync(emptyEnvFile, '');

export class Stack {
  readonly #command: string[];
  readonly project: string;
  readonly files: string[];
  /** Read when each command runs: a check may change a setting before `up`. */
  readonly env: Record<string, string>;
  readonly root: string;

  constructor(project: string, files: string[], env: Record<string, string>, root: string) {
    this.project = project;
    this.files = files;
    this.env = env;
    this.root = root;
    this.#command = (process.env.COMPOSE_COMMAND_LINE ?? 'docker compose').split(' ');
  }

  /**
   * Runs one compose command; throws with its output when it fails. The files are
   * interpolated from the stack's settings alone: neither the repository's .env (a developer's
   * own settings) nor variables exported in the shell change what is checked.
   */
  async compose(args: string[], input?: Buffer | string): Promise<string> {
    const [command = 'docker', ...prefix] = this.#command;
    const output = await run(
      command,
      [
        ...prefix,
        '-p',
        this.project,
        '--env-file',
        emptyEnvFile,
        ...this.files.flatMap((file) => ['-f', file]),
        ...args,
      ],
      {
        env: { ...engineEnvironment(), ...this.env },
        cwd: this.root,
        ...(input === undefined ? {} : { input }),
      },
    );
    if (output.code !== 0) {
      throw new Error(
        `compose ${args.join(' ')} failed (${output.code}):\n${output.stderr}${output.stdout}`.slice(
          0,
          8000,
        ),
      );
    }
    return output.stdout;
  }

  /** The id of a service's container (the first one). */
  async container(service: string): Promise<string> {
    const id = (await this.compose(['ps', '-q', service])).trim().split('\n')[0] ?? '';
    if (!id) throw new Error(`${service} has no container`);
    return id;
  }

  /** Runs `node -e script` inside a service's container, as it runs there. */
  async nodeIn(service: string, script: string): Promise<string> {
    return (await this.compose(['exec', '-T', service, 'node', '-e', script])).trim();
  }

  /** Everything the stack's containers said, for a failure's report. */
  async logs(): Promise<string> {
    try {
      return await this.compose(['logs', '--no-color', '--tail', '40']);
    } catch (error) {
      return String(error);
    }
  }

  async down(): Promise<void> {
    await this.compose(['down', '-v', '--remove-orphans', '--timeout', '5']);
  }
}
