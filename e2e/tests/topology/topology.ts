import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { createServer, connect, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import type { ContactFieldsInput } from '@verdalia/shared';
import { apiEnvironment, captchaPassToken, smtpPort } from '../../support/e2e-env';

const root = path.resolve(import.meta.dirname, '../../..');

interface State {
  [service: string]: { pid: number; port: number; outbox?: string };
}

/**
 * A start:prod topology of its own (nginx, two API replicas, Redis) on `port`..`port + 3`,
 * for the tests that need settings of their own or kill parts of it.
 */
export class Topology {
  readonly url: string;
  readonly dataDir = mkdtempSync(path.join(tmpdir(), 'verdalia-topology-'));
  private process?: ChildProcess;

  constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
    /** The build to serve (default the suite's), e.g. a copy in a private folder. */
    readonly webDist = path.resolve(root, process.env.E2E_WEB_DIST ?? 'apps/web/dist'),
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  async start(): Promise<void> {
    this.process = spawn(process.execPath, ['scripts/prod/topology.mjs'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        PORT: String(this.port),
        HOST: '127.0.0.1',
        API_REPLICAS: '2',
        PROD_DATA_DIR: this.dataDir,
        WEB_DIST_DIR: this.webDist,
        ...apiEnvironment,
        // nginx's per-address limit out of the way unless a test sets its own.
        NGINX_FORM_RATE_PER_MINUTE: '6000',
        NGINX_FORM_BURST: '1000',
        ...this.env,
      },
    });
    await expect
      .poll(async () => (await fetch(`${this.url}/healthz`).catch(() => undefined))?.status, {
        timeout: 60_000,
        message: 'start:prod answers',
      })
      .toBe(200);
  }

  state(): State {
    return JSON.parse(readFileSync(path.join(this.dataDir, 'topology.json'), 'utf8')) as State;
  }

  replica(index: number): { pid: number; port: number; outbox: string } {
    const entry = this.state()[`api-${index}`];
    if (!entry?.outbox) throw new Error(`no replica ${index}`);
    return { ...entry, outbox: entry.outbox };
  }

  async stop(): Promise<void> {
    const child = this.process;
    if (!child || child.exitCode !== null) return;
    child.kill('SIGTERM');
    await once(child, 'exit');
  }
}

/**
 * The files of messages an outbox still holds: accepted and waiting (`pending/`) or being
 * written (`tmp/`). Its bookkeeping (the lock, `acknowledged/`) stays and is not counted.
 */
export function pendingFiles(outbox: string): string[] {
  return ['pending', 'tmp'].flatMap((folder) => {
    try {
      return readdirSync(path.join(outbox, folder), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.join(entry.parentPath, entry.name));
    } catch {
      return [];
    }
  });
}

/** A TCP relay to the test SMTP server that can be opened late: mail waits until it is. */
export class SmtpRelay {
  private server?: Server;
  constructor(readonly port: number) {}

  async open(): Promise<void> {
    this.server = createServer((socket) => {
      const upstream = connect(smtpPort, '127.0.0.1');
      socket.pipe(upstream).pipe(socket);
      const close = () => {
        socket.destroy();
        upstream.destroy();
      };
      socket.on('error', close);
      upstream.on('error', close);
    }).listen(this.port, '127.0.0.1');
    await once(this.server, 'listening');
  }

  close(): void {
    this.server?.close();
  }
}

/**
 * A complete contact submission as the form posts it, with a marker in the message; its
 * captcha token carries the marker too, so the test can find its own verification.
 */
export function submission(marker: string): FormData {
  const fields: Required<ContactFieldsInput> = {
    name: 'Replica Test',
    email: 'replica.test@example.org',
    message: `Prueba de réplicas ${marker}`,
    hcaptcha_token: `${captchaPassToken}:${marker}`,
    lang: 'es',
    kind: 'organization',
  };
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
}
