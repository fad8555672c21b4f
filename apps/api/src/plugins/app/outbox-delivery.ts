import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { siteConfig } from '@verdalia/shared';
import type { Config } from '../../config/config.js';
import { mailboxSender, smtpSender } from '../../mail/transport.js';
import { acknowledgementRecord } from '../../outbox/acknowledgement-record.js';
import type { AcknowledgementRecord } from '../../outbox/acknowledged-mailboxes.js';
import { DeliveryWorker, type DeliveryResult } from '../../outbox/delivery-worker.js';
import { IntakeActivity } from '../../outbox/intake-activity.js';
import { Outbox } from '../../outbox/durable-outbox.js';
import { OutboxFolders } from '../../outbox/outbox-folders.js';
import { pruneExpired } from '../../outbox/retention.js';
import { StartupError } from '../../errors/startup-error.js';

/** What the contact route and the operator's endpoints use: passed to them, never decorated. */
export interface OutboxServices {
  outbox: Outbox;
  deliveryWorker: DeliveryWorker;
  intake: IntakeActivity;
}

/** The services and what only their lifecycle needs: the acknowledgement record and its start. */
export interface OutboxParts extends OutboxServices {
  acknowledged: { record: AcknowledgementRecord; ready: () => Promise<void> };
}

/** How often expired messages, held attachments and address records are looked for. */
const pruneEveryMs = 60 * 60 * 1000;

/**
 * The durable outbox, its delivery worker and the intake they share, made from the config;
 * the plugin below opens and closes them with the app. `onDeliveryResult` is told of every
 * delivery attempt's result (the metrics count them).
 */
export function createOutboxServices(
  config: Config,
  appLog: FastifyBaseLogger,
  onDeliveryResult?: (result: DeliveryResult) => void,
): OutboxParts {
  const log = appLog.child({ component: 'outbox' });
  const domain = config.MAIL_FROM.split('@')[1] ?? 'verdalia';
  const root = path.resolve(config.OUTBOX_DIR);
  const acknowledged = acknowledgementRecord(new OutboxFolders(root), config.REDIS_URL);
  const outbox = new Outbox(root, domain, {
    lockStaleMs: config.OUTBOX_LOCK_STALE_MS,
    ...(config.ACKNOWLEDGE_VISITORS && { acknowledge: acknowledged.record }),
    storage: {
      maxBytes: config.OUTBOX_MAX_BYTES,
      visitorBytesPerDay: config.OUTBOX_ADDRESS_BYTES_PER_DAY,
      reserveBytes: config.OUTBOX_DISK_RESERVE_BYTES,
      heldMaxBytes: config.OUTBOX_HELD_MAX_BYTES,
      mailMaxBytes: config.MAIL_MAX_BYTES,
    },
  });
  const sender = config.SMTP_URL
    ? smtpSender({
        url: config.SMTP_URL,
        timeoutMs: config.SMTP_TIMEOUT_MS,
        requireTls: config.SMTP_REQUIRE_TLS,
        maxBytes: config.MAIL_MAX_BYTES,
      })
    : mailboxSender(path.resolve(config.MAILBOX_DIR), config.MAIL_MAX_BYTES);
  if (sender.kind === 'mailbox') {
    appLog.info({ dir: path.resolve(config.MAILBOX_DIR) }, 'no SMTP_URL: mail goes to .eml files');
  }
  const intake = new IntakeActivity();
  const deliveryWorker = new DeliveryWorker({
    outbox,
    acknowledged: acknowledged.record,
    sender,
    settings: {
      from: config.MAIL_FROM,
      recipients: config.mailRecipients,
      language: config.MAIL_LANGUAGE,
      timeZone: config.COMPANY_TIME_ZONE,
    },
    policy: {
      baseMs: config.RETRY_BASE_MS,
      maxMs: config.RETRY_MAX_MS,
      giveUpMs: config.RETRY_GIVE_UP_MS,
    },
    log,
    intake,
    deferMs: config.DELIVERY_DEFER_MS,
    onResult: onDeliveryResult,
  });
  return { outbox, deliveryWorker, intake, acknowledged };
}

/**
 * Opens the outbox and runs its delivery worker with the app, stopping both on close.
 * Another process holding the outbox stops the start (StartupError). An outbox that cannot
 * be created does not: /readyz reports it and the contact route answers 503 until the
 * folder is fixed. What the privacy notice says is kept no longer is deleted at start and
 * every hour, each deletion logged.
 */
export default fp<{ parts: OutboxParts }>(
  async function outboxPlugin(app: FastifyInstance, { parts }) {
    const { outbox, deliveryWorker: worker, acknowledged } = parts;
    const log = app.log.child({ component: 'outbox' });
    let locked = false;
    try {
      await outbox.init((error) => {
        log.fatal(
          { err: error, lock: outbox.lockPath },
          'the outbox lock was lost (another process may own the outbox now): delivery stopped, new messages refused; restart this server',
        );
        void worker.stop();
      });
      await acknowledged.ready();
      locked = true;
    } catch (error) {
      if (error instanceof StartupError) throw error;
      app.log.error({ err: error, dir: outbox.root }, 'outbox folder is not usable');
    }
    const prune = async () => {
      try {
        const { expired, acknowledgedMailboxes } = await pruneExpired(outbox, acknowledged.record);
        for (const { folder, id, since } of expired) {
          const days =
            folder === 'failed'
              ? siteConfig.retention.failedFolderDays
              : siteConfig.retention.heldAttachmentDays;
          log.info(
            { id, folder, since, days },
            `deleted ${folder}/${id} after ${days} days, as the privacy notice states`,
          );
        }
        if (acknowledgedMailboxes > 0) {
          log.info(
            { count: acknowledgedMailboxes },
            'forgot acknowledged addresses older than a day',
          );
        }
      } catch (error) {
        log.error({ err: error }, 'could not delete expired outbox data');
      }
    };
    let pruneTimer: NodeJS.Timeout | undefined;
    // Without the lock there is no delivery: another process might be delivering the same mail.
    if (locked) {
      app.addHook('onReady', async () => {
        await prune();
        pruneTimer = setInterval(() => void prune(), pruneEveryMs);
        pruneTimer.unref();
        worker.start();
      });
    }
    // Once shutdown begins no new delivery starts (what is accepted meanwhile stays pending
    // for the next start); the one in flight finishes before the outbox is closed.
    let stopped: Promise<void> | undefined;
    app.addHook('preClose', async () => {
      clearInterval(pruneTimer);
      stopped = worker.stop();
    });
    app.addHook('onClose', async () => {
      await (stopped ?? worker.stop());
      await acknowledged.record.close();
      await outbox.close();
    });
  },
  { name: 'outbox' },
);
