import type { FastifyBaseLogger } from 'fastify';
import { composeMail, type MailSettings } from '../mail/compose.js';
import type { MailSender } from '../mail/transport.js';
import type { IntakeActivity } from './intake-activity.js';
import type { Outbox } from './outbox.js';

function stoppedController(): AbortController {
  const controller = new AbortController();
  controller.abort();
  return controller;
}

/** The longest a message waits for the contact form's intake to go quiet. */
export const maxDeliveryDeferMs = 10_000;

export interface RetryPolicy {
  baseMs: number;
  maxMs: number;
  giveUpMs: number;
}

/** Delay before attempt n+1 after n failures: base, 2×base, 4×base … capped at max. */
export function retryDelay(failures: number, policy: RetryPolicy): number {
  const exponent = Math.min(Math.max(failures - 1, 0), 40);
  return Math.min(policy.baseMs * 2 ** exponent, policy.maxMs);
}

interface Attempts {
  failures: number;
  nextAt: number;
}

/**
 * Sends what waits in the outbox, one message at a time (so nothing is sent twice by two
 * loops), and removes a message only after the sender accepted it. Retry state lives in
 * memory: after a restart every pending message is simply tried again at once, and the
 * give-up deadline is measured from the message's own createdAt, which is on disk.
 */
export class DeliveryWorker {
  private readonly attempts = new Map<string, Attempts>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  /** Aborted while the worker is not running; a fresh one per start(). */
  private stopping = stoppedController();

  constructor(
    private readonly outbox: Outbox,
    private readonly sender: MailSender,
    private readonly settings: MailSettings,
    private readonly policy: RetryPolicy,
    private readonly log: FastifyBaseLogger,
    private readonly intake?: IntakeActivity,
    private readonly now: () => number = Date.now,
  ) {}

  start(): void {
    this.stopping = new AbortController();
    this.kick();
  }

  /** Asks for a pass soon (a new message arrived, or a retry is due). */
  kick(): void {
    if (this.stopping.signal.aborted) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.timer = undefined;
    this.running = this.pass()
      .catch((error: unknown) => {
        this.log.error({ err: error }, 'outbox pass failed');
      })
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        } else {
          this.schedule();
        }
      });
  }

  /** Stops after the message in flight (if any); what is left stays pending on disk. */
  async stop(): Promise<void> {
    this.stopping.abort();
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
    this.sender.close();
  }

  /** Resolves when nothing is due right now (tests and graceful shutdown use it). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private schedule(): void {
    if (this.stopping.signal.aborted) return;
    let next = Number.POSITIVE_INFINITY;
    for (const { nextAt } of this.attempts.values()) next = Math.min(next, nextAt);
    if (next === Number.POSITIVE_INFINITY) return;
    this.timer = setTimeout(() => this.kick(), Math.max(0, next - this.now()));
    this.timer.unref();
  }

  private async pass(): Promise<void> {
    const ids = await this.outbox.pendingIds();
    const present = new Set(ids);
    for (const id of this.attempts.keys()) if (!present.has(id)) this.attempts.delete(id);
    for (const id of ids) {
      const state = this.attempts.get(id);
      if (state && state.nextAt > this.now()) continue;
      // Uploads in progress come first; the message waits a few seconds at most.
      await this.intake?.quiet(maxDeliveryDeferMs, this.stopping.signal);
      // Checked here, after the wait: stop() may have come during it or the last delivery.
      if (this.stopping.signal.aborted) return;
      const outcome = await this.deliver(id, state);
      // The server is unreachable: one probe per backoff interval, not one per message.
      if (outcome === 'unreachable') return;
    }
  }

  private async deliver(
    id: string,
    state: Attempts | undefined,
  ): Promise<'sent' | 'failed' | 'unreachable'> {
    let stored;
    try {
      stored = await this.outbox.read(id);
    } catch (error) {
      // A folder without a readable message.json cannot be sent; set it aside once.
      this.log.error({ err: error, id }, 'unreadable outbox message, moving it to failed/');
      await this.outbox.fail(id).catch(() => undefined);
      this.attempts.delete(id);
      return 'failed';
    }
    try {
      const mail = composeMail(stored, this.outbox.pendingPath(id), this.settings);
      const result = await this.sender.send(mail, id);
      await this.outbox.remove(id);
      this.attempts.delete(id);
      this.log.info(
        { id, messageId: stored.messageId, response: result.response, path: result.path },
        result.path ? `mail written to ${result.path}` : 'mail delivered',
      );
      return 'sent';
    } catch (error) {
      const failures = (state?.failures ?? 0) + 1;
      const age = this.now() - Date.parse(stored.createdAt);
      if (age >= this.policy.giveUpMs) {
        const where = await this.outbox.fail(id).catch(() => undefined);
        this.attempts.delete(id);
        this.log.error(
          { err: error, id, messageId: stored.messageId, failures, path: where },
          'mail given up after retrying, moved to failed/',
        );
        return 'failed';
      }
      const delay = retryDelay(failures, this.policy);
      this.attempts.set(id, { failures, nextAt: this.now() + delay });
      this.log.warn(
        { err: error, id, messageId: stored.messageId, failures, retryInMs: delay },
        'mail delivery failed, will retry',
      );
      // An SMTP reply (4xx/5xx) concerns this message; anything else is the connection.
      const smtpReply = typeof error === 'object' && error !== null && 'responseCode' in error;
      return smtpReply ? 'failed' : 'unreachable';
    }
  }
}
