import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import { z } from 'zod';
import { operatorPaths } from '@verdalia/shared';
import type { Config } from '../../config/config.js';
import type { DeliveryResult } from '../../outbox/delivery-worker.js';
import type { Outbox } from '../../outbox/durable-outbox.js';
import { idTime } from '../../outbox/outbox-ids.js';
import type { StorageFigures } from '../../outbox/storage-budget.js';
import { opsOnly } from '../../http/ops-access.js';

/**
 * The figures /metrics reports, made before the outbox so its worker can count into them:
 * `countDelivery` counts one delivery attempt's result (the outbox worker calls it).
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly deliveries = new Counter({
    name: 'outbox_deliveries_total',
    help: 'Delivery attempts by result: sent, retry (this message later), failed (moved to failed/), unreachable (server down, delivery paused), skipped (an acknowledgement not sent: its mailbox had one within the day)',
    labelNames: ['result'],
    registers: [this.registry],
  });

  countDelivery(result: DeliveryResult): void {
    this.deliveries.inc({ result });
  }
}

export interface MetricsOptions {
  metrics: Metrics;
  outbox: Outbox;
  config: Pick<Config, 'OPS_ALLOW_FROM' | 'TRUST_PROXY'>;
}

/** The `code` of a JSON answer, as every answer of the form has one. */
const answerSchema = z.object({ code: z.string() });

function answerCode(payload: unknown): string {
  if (typeof payload !== 'string') return '';
  try {
    const answer = answerSchema.safeParse(JSON.parse(payload));
    return answer.success ? answer.data.code : '';
  } catch {
    return '';
  }
}

/**
 * GET /metrics in Prometheus' text format (prom-client), for loopback and OPS_ALLOW_FROM
 * only. The outbox figures are read from its folders at scrape time; the counters count
 * delivery attempts (fed by the worker) and the contact form's answers (an onSend hook on
 * POST routes, so the route itself carries no metrics code).
 */
export default fp<MetricsOptions>(
  async function metricsPlugin(app: FastifyInstance, { metrics, outbox, config }) {
    const { registry } = metrics;
    collectDefaultMetrics({ register: registry });
    const submissions = new Counter({
      name: 'contact_submissions_total',
      help: 'Answers to the contact form by HTTP status and answer code',
      labelNames: ['status', 'code'],
      registers: [registry],
    });
    const folderGauge = (name: string, help: string, read: () => Promise<number>) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        async collect() {
          this.set(await read().catch(() => Number.NaN));
        },
      });
    folderGauge('outbox_pending_messages', 'Messages waiting in pending/', async () =>
      outbox.pendingIds().then((ids) => ids.length),
    );
    folderGauge('outbox_failed_messages', 'Messages in failed/, waiting for an operator', () =>
      outbox.failedIds().then((ids) => ids.length),
    );
    folderGauge(
      'outbox_held_attachments',
      'Attachments the mail server could not carry, kept in held/ for the staff to collect',
      () => outbox.heldIds().then((ids) => ids.length),
    );
    // What the outbox holds against its cap, and the disk's free space against its reserve.
    const storageGauge = (name: string, help: string, figure: keyof StorageFigures) =>
      folderGauge(name, help, async () => (await outbox.storage.figures())[figure]);
    storageGauge(
      'outbox_stored_bytes',
      'Bytes the outbox holds (pending, failed, held) and has promised to uploads being received',
      'storedBytes',
    );
    storageGauge('outbox_max_bytes', 'OUTBOX_MAX_BYTES: the most the outbox may hold', 'maxBytes');
    storageGauge('outbox_disk_free_bytes', "Free bytes on the outbox's filesystem", 'freeBytes');
    storageGauge(
      'outbox_disk_reserve_bytes',
      'OUTBOX_DISK_RESERVE_BYTES: free space the outbox leaves on its filesystem',
      'reserveBytes',
    );
    storageGauge(
      'outbox_room_bytes',
      'Bytes the outbox can still take for messages: under its cap and above the reserve',
      'roomBytes',
    );
    storageGauge(
      'outbox_attachment_room_bytes',
      "Bytes new attachments can still take: their share's rest (a file needs up to 20 MiB; without room it is dropped and its message goes)",
      'attachmentRoomBytes',
    );
    storageGauge('outbox_held_bytes', 'Bytes the attachments held on the server take', 'heldBytes');
    storageGauge(
      'outbox_held_max_bytes',
      'OUTBOX_HELD_MAX_BYTES: the most attachments held on the server may take',
      'heldMaxBytes',
    );
    folderGauge(
      'outbox_oldest_pending_age_seconds',
      'Age of the oldest pending message since it was accepted (0 when none)',
      async () => {
        const [oldest] = await outbox.pendingIds();
        return oldest ? (Date.now() - idTime(oldest)) / 1000 : 0;
      },
    );

    app.addHook('onSend', async (request, reply, payload) => {
      if (request.method === 'POST' && request.routeOptions.url !== undefined) {
        submissions.inc({ status: String(reply.statusCode), code: answerCode(payload) });
      }
      return payload;
    });
    app.get(operatorPaths.metrics, { onRequest: opsOnly(config) }, async (_request, reply) => {
      const body = await registry.metrics();
      return reply.type(registry.contentType).send(body);
    });
  },
  { name: 'metrics' },
);
