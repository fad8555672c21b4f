import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { composeMail, type Inquiry, type MailSettings } from '../mail/compose.js';
import { DeliveryError } from '../mail/delivery-error.js';
import type { MailSender } from '../mail/transport.js';
import type { IntakeActivity } from './intake-activity.js';
import {
  attachmentFile,
  idTime,
  type DeliveryState,
  type Outbox,
  type StoredMessage,
} from './outbox.js';

function stoppedController(): AbortController {
  const controller = new AbortController();
  controller.abort();
  return controller;
}

/** How often pending/ is looked at when nothing is due: messages the CLI moved back appear there. */
const scanEveryMs = 2_000;

export interface RetryPolicy {
  baseMs: number;
  maxMs: number;
  giveUpMs: number;
}

/** What one delivery attempt came to (the metrics count these). */
export type DeliveryResult = 'sent' | 'retry' | 'failed' | 'unreachable';

/** Delay before attempt n+1 after n failures: base, 2×base, 4×base … capped at max. */
export function retryDelay(failures: number, policy: RetryPolicy): number {
  const exponent = Math.min(Math.max(failures - 1, 0), 40);
  return Math.min(policy.baseMs * 2 ** exponent, policy.maxMs);
}

/** The command an operator runs to send a failed message again. */
export function retryCommand(id: string): string {
  return `npm run outbox -- retry ${id}`;
}

function formatDuration(ms: number): string {
  const hours = ms / 3_600_000;
  return hours >= 1 ? `${hours.toFixed(1)} h` : `${Math.round(ms / 1000)} s`;
}

export interface WorkerOptions {
  outbox: Outbox;
  sender: MailSender;
  settings: MailSettings;
  policy: RetryPolicy;
  log: FastifyBaseLogger;
  /** Submissions being received; a message waits for them up to `deferMs` after it arrived. */
  intake: IntakeActivity;
  deferMs: number;
  onResult?: (result: DeliveryResult) => void;
  now?: () => number;
}

/**
 * Sends what waits in the outbox, one message at a time (so nothing is sent twice by two
 * loops), and takes a message out of pending/ only after the server accepted it.
 *
 * A failure of one message does not hold up the others: it is retried on its own backoff
 * (4xx, dropped mid-message) or moved to failed/ at once (5xx, too large, attachment gone,
 * cannot be composed). Only a server that cannot be reached at all pauses every message.
 * Attempts and the last error are kept on disk (delivery.json) for the CLI; the backoff
 * itself lives in memory, so after a restart every pending message is tried at once.
 */
export class DeliveryWorker {
  private readonly nextAt = new Map<string, number>();
  /** Accepted by the server, but their folder could not be taken out of pending/. */
  private readonly delivered = new Set<string>();
  private connectionFailures = 0;
  private pausedUntil = 0;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private lastPassError: string | undefined;
  /** Aborted while the worker is not running; a fresh one per start(). */
  private stopping = stoppedController();
  private readonly now: () => number;

  private isStopped(): boolean {
    return this.stopping.signal.aborted;
  }

  constructor(private readonly options: WorkerOptions) {
    this.now = options.now ?? Date.now;
  }

  start(): void {
    this.stopping = new AbortController();
    this.kick();
  }

  /** Asks for a pass soon (a new message arrived, or a retry is due). */
  kick(): void {
    if (this.isStopped()) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.timer = undefined;
    this.running = this.pass()
      .then(() => {
        this.lastPassError = undefined;
      })
      .catch((error: unknown) => {
        // Said once per new problem, not on every scan while pending/ stays broken.
        const text = String(error);
        if (text !== this.lastPassError)
          this.options.log.error({ err: error }, 'outbox pass failed');
        this.lastPassError = text;
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
    this.options.sender.close();
  }

  /** Resolves when nothing is due right now (tests and graceful shutdown use it). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private schedule(): void {
    if (this.isStopped()) return;
    let next = Math.max(this.now() + scanEveryMs, this.pausedUntil);
    if (this.pausedUntil <= this.now()) {
      for (const due of this.nextAt.values()) next = Math.min(next, due);
    }
    this.timer = setTimeout(() => this.kick(), Math.max(0, next - this.now()));
    this.timer.unref();
  }

  private async pass(): Promise<void> {
    if (this.now() < this.pausedUntil) return;
    const { outbox } = this.options;
    const ids = await outbox.pendingIds();
    const present = new Set(ids);
    for (const id of this.nextAt.keys()) if (!present.has(id)) this.nextAt.delete(id);
    for (const id of this.delivered) if (!present.has(id)) this.delivered.delete(id);
    for (const id of ids) {
      if (this.isStopped()) return;
      if (this.delivered.has(id) || (await outbox.wasDelivered(id))) {
        await this.removeDelivered(id);
        continue;
      }
      if ((this.nextAt.get(id) ?? 0) > this.now()) continue;
      const { intake, deferMs } = this.options;
      await intake.quiet(idTime(id) + deferMs, this.stopping.signal);
      // Checked again: stop() may have come during the wait.
      if (this.isStopped()) return;
      const result = await this.deliver(id);
      this.options.onResult?.(result);
      if (result === 'unreachable') {
        this.connectionFailures += 1;
        this.pausedUntil = this.now() + retryDelay(this.connectionFailures, this.options.policy);
        return;
      }
      this.connectionFailures = 0;
    }
  }

  private async deliver(id: string): Promise<DeliveryResult> {
    const { outbox, log } = this.options;
    let stored: StoredMessage;
    try {
      stored = await outbox.read(id);
    } catch (error) {
      const reason = `message.json cannot be read: ${(error as Error).message}`;
      return this.giveUp(id, undefined, { attempts: 0, lastError: reason });
    }
    const previous = await outbox.state(id).catch((): DeliveryState => ({ attempts: 0 }));
    const attempt: DeliveryState = {
      ...previous,
      attempts: previous.attempts + 1,
      lastAttemptAt: new Date(this.now()).toISOString(),
    };
    let response: { response: string; path?: string };
    try {
      const mail = await this.compose(stored, outbox.pendingPath(id));
      response = await this.options.sender.send(mail, id);
    } catch (error) {
      return this.attemptFailed(id, stored, attempt, error);
    }
    this.nextAt.delete(id);
    this.delivered.add(id);
    await this.removeDelivered(id);
    log.info(
      {
        id,
        messageId: stored.messageId,
        attempts: attempt.attempts,
        response: response.response,
        path: response.path,
      },
      response.path ? `mail written to ${response.path}` : 'mail delivered',
    );
    return 'sent';
  }

  /** The mail for a stored message; what can never be composed fails for good. */
  private async compose(stored: StoredMessage, folder: string) {
    const { fileName, mime, size } = stored.attachment ?? {};
    const inquiry: Inquiry = { ...stored, attachment: undefined };
    if (fileName && mime && size !== undefined) {
      const file = path.join(folder, attachmentFile);
      const present = await stat(file).then(
        () => true,
        (error: unknown) => {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
          throw error;
        },
      );
      if (!present) throw new DeliveryError('permanent', `the attachment file is missing: ${file}`);
      inquiry.attachment = { fileName, mime, size, path: file };
    }
    try {
      return composeMail(inquiry, this.options.settings);
    } catch (error) {
      throw new DeliveryError('permanent', `the mail cannot be composed: ${String(error)}`, {
        cause: error,
      });
    }
  }

  private async removeDelivered(id: string): Promise<void> {
    try {
      await this.options.outbox.remove(id);
      this.delivered.delete(id);
    } catch (error) {
      // Never sent again by this process (the set) nor after a restart (the marker file).
      this.options.log.error(
        { err: error, id, folder: this.options.outbox.pendingPath(id) },
        `mail ${id} was delivered but its folder could not be removed from pending/; it will not be sent again, delete the folder once the disk is fixed`,
      );
    }
  }

  private async attemptFailed(
    id: string,
    stored: StoredMessage,
    attempt: DeliveryState,
    error: unknown,
  ): Promise<DeliveryResult> {
    const { outbox, log, policy } = this.options;
    const failure =
      error instanceof DeliveryError
        ? error
        : new DeliveryError('message', error instanceof Error ? error.message : String(error), {
            cause: error,
          });
    attempt.lastError = failure.reason;
    const since = Date.parse(attempt.retriedAt ?? stored.createdAt);
    const waited = this.now() - since;
    if (failure.kind === 'permanent') return this.giveUp(id, stored, attempt, error);
    if (waited >= policy.giveUpMs) {
      attempt.lastError = `not delivered after ${formatDuration(waited)}; last error: ${failure.reason}`;
      return this.giveUp(id, stored, attempt, error);
    }
    await outbox.saveState(id, attempt).catch((saveError: unknown) => {
      log.warn({ err: saveError, id }, 'could not record the delivery attempt');
    });
    if (failure.kind === 'connection') {
      log.warn(
        { err: error, id, reason: failure.reason },
        'SMTP server unreachable, delivery paused',
      );
      return 'unreachable';
    }
    const delay = retryDelay(attempt.attempts, policy);
    this.nextAt.set(id, this.now() + delay);
    log.warn(
      {
        err: error,
        id,
        messageId: stored.messageId,
        attempts: attempt.attempts,
        reason: failure.reason,
        retryInMs: delay,
      },
      'mail delivery failed, will retry',
    );
    return 'retry';
  }

  /** Moves a message to failed/ and says so at error level, with the command that retries it. */
  private async giveUp(
    id: string,
    stored: StoredMessage | undefined,
    state: DeliveryState,
    error?: unknown,
  ): Promise<DeliveryResult> {
    const { outbox, log } = this.options;
    this.nextAt.delete(id);
    const failed = { ...state, failedAt: new Date(this.now()).toISOString() };
    try {
      await outbox.fail(id, failed);
    } catch (moveError) {
      // Left in pending/: tried again later rather than lost.
      this.nextAt.set(id, this.now() + retryDelay(state.attempts, this.options.policy));
      log.error({ err: moveError, id }, 'could not move a failed mail to failed/');
      return 'retry';
    }
    log.error(
      {
        err: error,
        id,
        messageId: stored?.messageId,
        reason: state.lastError,
        attempts: state.attempts,
        retry: retryCommand(id),
      },
      `mail ${id} failed for good and was moved to failed/: ${state.lastError}. Once the cause is fixed: ${retryCommand(id)}`,
    );
    return 'failed';
  }
}
