import type { FastifyBaseLogger } from 'fastify';
import type { InquiryKind, Language } from '@verdalia/shared';
import { composeAcknowledgement } from '../mail/acknowledgement-mail.js';
import { DeliveryError } from '../mail/delivery-error.js';
import { composeStaffMail } from '../mail/staff-mail.js';
import type { MailSender } from '../mail/transport.js';
import { errorMessage } from '../errors/node-error.js';
import type { AcknowledgementRecord } from './acknowledged-mailboxes.js';
import { attachmentForMail, holdTooLarge } from './attachment-delivery.js';
import type { IntakeActivity } from './intake-activity.js';
import type { Outbox } from './durable-outbox.js';
import { idTime } from './outbox-ids.js';
import { formatDuration, retryCommand, retryDelay, type RetryPolicy } from './retry-policy.js';
import type { DeliveryState, StoredMessage } from './stored-message.js';

function stoppedController(): AbortController {
  const controller = new AbortController();
  controller.abort();
  return controller;
}

/** How often pending/ is looked at when nothing is due: messages the CLI moved back appear there. */
const scanEveryMs = 2_000;

/**
 * What one delivery attempt came to (the metrics count these); `skipped`: an acknowledgement
 * not sent, its mailbox had one within the day.
 */
export type DeliveryResult = 'sent' | 'retry' | 'failed' | 'unreachable' | 'skipped';

/** Who sends and who receives, in which language and time zone. */
export interface MailSettings {
  from: string;
  /** The inbox of each kind of inquiry (MAIL_TO_… or MAIL_TO). */
  recipients: Record<InquiryKind, string>;
  /** The staff's language (MAIL_LANGUAGE). */
  language: Language;
  /** COMPANY_TIME_ZONE. */
  timeZone: string;
}

export interface WorkerOptions {
  outbox: Outbox;
  /** Where each mailbox's one acknowledgement a day is recorded (claimed just before sending). */
  acknowledged: AcknowledgementRecord;
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
 *
 * An inquiry whose mail is too large for the server goes again at once without its
 * attachment, which is held on the server (Outbox.holdAttachment) and named in the mail. Once
 * an inquiry is accepted, its parked acknowledgement becomes a message of its own, sent
 * after it like any other: its failures touch only itself, never the staff mail. Just before
 * an acknowledgement is sent its mailbox is claimed (one a day); another acknowledgement's
 * claim drops it. Claiming this late means a process killed earlier holds no claim, and the
 * claim, kept by the acknowledgement's id, still holds for it when it is sent again.
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
      const reason = `message.json cannot be read: ${errorMessage(error)}`;
      return this.giveUp(id, undefined, { attempts: 0, lastError: reason });
    }
    const previous = await outbox.state(id).catch((error: unknown): DeliveryState => {
      log.warn({ err: error, id }, 'delivery.json cannot be read; counting attempts from 0');
      return { attempts: 0 };
    });
    const attempt: DeliveryState = {
      ...previous,
      attempts: previous.attempts + 1,
      lastAttemptAt: new Date(this.now()).toISOString(),
    };
    if (stored.type === 'acknowledgement') {
      let claimed: boolean;
      try {
        claimed = await this.options.acknowledged.claim(stored.email, stored.id);
      } catch (error) {
        const reason = `the acknowledged addresses cannot be read: ${errorMessage(error)}`;
        return this.attemptFailed(id, stored, attempt, new DeliveryError('message', reason));
      }
      if (!claimed) return this.skip(id, stored);
    }
    let response: { response: string; path?: string };
    try {
      response = await this.send(stored, attempt);
    } catch (error) {
      const held = await this.holdIfTooLarge(stored, attempt, error);
      if (!held) return this.attemptFailed(id, stored, attempt, error);
      try {
        response = await this.send(stored, attempt);
      } catch (second) {
        return this.attemptFailed(id, stored, attempt, second);
      }
    }
    this.nextAt.delete(id);
    this.delivered.add(id);
    await this.removeDelivered(id);
    log.info(
      {
        id,
        messageId: stored.messageId,
        type: stored.type,
        attempts: attempt.attempts,
        response: response.response,
        path: response.path,
        ...(attempt.attachmentHeld && { attachmentHeld: true }),
      },
      response.path ? `mail written to ${response.path}` : 'mail delivered',
    );
    return 'sent';
  }

  /** Drops an acknowledgement whose mailbox had one within the day: it is not sent at all. */
  private async skip(id: string, stored: StoredMessage): Promise<DeliveryResult> {
    const { outbox, log } = this.options;
    this.nextAt.delete(id);
    try {
      // Left behind by a crash, it would only be dropped again: no need to make this durable.
      await outbox.discard(outbox.pendingDir, id);
    } catch (error) {
      log.error({ err: error, id }, 'could not remove an acknowledgement that is not sent');
      return 'retry';
    }
    log.info(
      { id, messageId: stored.messageId },
      'acknowledgement not sent: its mailbox had one within the day',
    );
    return 'skipped';
  }

  /** Composes the mail of a stored message and hands it to the sender. */
  private async send(
    stored: StoredMessage,
    state: DeliveryState,
  ): Promise<{ response: string; path?: string }> {
    const mail = await this.compose(stored, state);
    return this.options.sender.send(mail, stored.id);
  }

  /**
   * When an inquiry's mail was too large for the server, holds its attachment on the server
   * (attachment-delivery.ts) and says so. True when the mail should go again, now without it.
   */
  private async holdIfTooLarge(
    stored: StoredMessage,
    attempt: DeliveryState,
    error: unknown,
  ): Promise<boolean> {
    const { outbox, log } = this.options;
    const held = await holdTooLarge(outbox, stored, attempt, error, this.now());
    if (held) {
      log.warn(
        {
          id: stored.id,
          reason: attempt.attachmentHeld?.reason,
          file: outbox.heldFile(stored.id),
          collect: `npm run outbox -- export ${stored.id} <folder>`,
        },
        `attachment of ${stored.id} held on the server (mail too large); the inquiry goes without it`,
      );
    }
    return held;
  }

  /** The mail for a stored message; what can never be composed fails for good. */
  private async compose(stored: StoredMessage, state: DeliveryState) {
    const { settings } = this.options;
    if (stored.type === 'acknowledgement') {
      return composeAcknowledgement(stored, {
        from: settings.from,
        replyTo: settings.recipients[stored.kind],
        timeZone: settings.timeZone,
      });
    }
    const attachment = await attachmentForMail(this.options.outbox, stored, state);
    try {
      return composeStaffMail(
        stored,
        {
          from: settings.from,
          to: settings.recipients[stored.kind],
          language: settings.language,
          timeZone: settings.timeZone,
        },
        attachment,
      );
    } catch (error) {
      throw new DeliveryError('permanent', `the mail cannot be composed: ${String(error)}`, {
        cause: error,
      });
    }
  }

  /**
   * Finishes off a message the server accepted: an inquiry with a parked acknowledgement is
   * first marked delivered (so a crash from here on never sends it again), then its
   * acknowledgement is released; then the folder leaves pending/. Done again on the next
   * pass (or after a restart, by the marker) until it all succeeded.
   */
  private async removeDelivered(id: string): Promise<void> {
    const { outbox } = this.options;
    try {
      if (await outbox.hasParkedAcknowledgement(id)) {
        if (!(await outbox.wasDelivered(id))) {
          // Without the marker a crash between the two renames below would send the staff
          // mail again; not doing them would, after any restart: they go ahead either way.
          await outbox.markDelivered(id).catch((error: unknown) => {
            this.options.log.warn({ err: error, id }, 'could not mark a delivered mail');
          });
        }
        await outbox.releaseAcknowledgement(id);
        // The acknowledgement is pending now: a pass right after this one sends it.
        this.again = true;
      }
      await outbox.remove(id);
      this.delivered.delete(id);
    } catch (error) {
      // Never sent again by this process (the set) nor after a restart (the marker file).
      this.options.log.error(
        { err: error, id, folder: outbox.pendingPath(id) },
        `mail ${id} was delivered but could not be finished off in pending/ (acknowledgement released, folder removed); it will not be sent again, and the worker tries again on its next pass`,
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
        : new DeliveryError('message', errorMessage(error), {
            cause: error,
          });
    attempt.lastError = failure.reason;
    const since = Date.parse(attempt.retriedAt ?? stored.createdAt);
    const waited = this.now() - since;
    if (failure.kind === 'permanent' || failure.kind === 'too-large') {
      return this.giveUp(id, stored, attempt, error);
    }
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
