import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { mailboxSender, smtpSender } from '../../mail/transport.js';
import { DeliveryWorker } from '../../outbox/delivery-worker.js';
import { IntakeActivity } from '../../outbox/intake-activity.js';
import { Outbox } from '../../outbox/outbox.js';

declare module 'fastify' {
  interface FastifyInstance {
    outbox: Outbox;
    deliveryWorker: DeliveryWorker;
    intake: IntakeActivity;
  }
}

/**
 * The durable outbox and its delivery worker, started with the app and stopped on close.
 * An outbox that cannot be created does not stop the process: /readyz reports it and the
 * contact route answers 503 until the folder is fixed.
 */
export default fp(
  async function outboxPlugin(app: FastifyInstance) {
    const { config } = app;
    const domain = config.MAIL_FROM.split('@')[1] ?? 'verdalia';
    const outbox = new Outbox(path.resolve(config.OUTBOX_DIR), domain);
    try {
      await outbox.init();
    } catch (error) {
      app.log.error({ err: error, dir: outbox.root }, 'outbox folder is not usable');
    }
    const sender = config.SMTP_URL
      ? smtpSender(config.SMTP_URL, config.SMTP_TIMEOUT_MS)
      : mailboxSender(path.resolve(config.MAILBOX_DIR));
    if (sender.kind === 'mailbox') {
      app.log.info(
        { dir: path.resolve(config.MAILBOX_DIR) },
        'no SMTP_URL: mail goes to .eml files',
      );
    }
    const intake = new IntakeActivity();
    const worker = new DeliveryWorker(
      outbox,
      sender,
      { from: config.MAIL_FROM, to: config.MAIL_TO },
      {
        baseMs: config.RETRY_BASE_MS,
        maxMs: config.RETRY_MAX_MS,
        giveUpMs: config.RETRY_GIVE_UP_MS,
      },
      app.log.child({ component: 'outbox' }),
      intake,
    );
    app.decorate('outbox', outbox);
    app.decorate('deliveryWorker', worker);
    app.decorate('intake', intake);
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => worker.stop());
  },
  { name: 'outbox' },
);
