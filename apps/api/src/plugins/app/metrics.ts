import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import { z } from 'zod';
import type { DeliveryResult } from '../../outbox/delivery-worker.js';
import { idTime } from '../../outbox/outbox-ids.js';
import { opsOnly } from '../../http/ops-access.js';

export interface Metrics {
  /** Counts one delivery attempt's result (the outbox worker calls it). */
  countDelivery(result: DeliveryResult): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
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
 * POST routes, so the route itself carries no metrics code). Register before the outbox.
 */
export default fp(
  async function metricsPlugin(app: FastifyInstance) {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const deliveries = new Counter({
      name: 'outbox_deliveries_total',
      help: 'Delivery attempts by result: sent, retry (this message later), failed (moved to failed/), unreachable (server down, delivery paused)',
      labelNames: ['result'],
      registers: [registry],
    });
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
      app.outbox.pendingIds().then((ids) => ids.length),
    );
    folderGauge('outbox_failed_messages', 'Messages in failed/, waiting for an operator', () =>
      app.outbox.failedIds().then((ids) => ids.length),
    );
    folderGauge(
      'outbox_held_attachments',
      'Attachments the mail server could not carry, kept in held/ for the staff to collect',
      () => app.outbox.heldIds().then((ids) => ids.length),
    );
    folderGauge(
      'outbox_oldest_pending_age_seconds',
      'Age of the oldest pending message since it was accepted (0 when none)',
      async () => {
        const [oldest] = await app.outbox.pendingIds();
        return oldest ? (Date.now() - idTime(oldest)) / 1000 : 0;
      },
    );

    app.decorate('metrics', {
      countDelivery: (result: DeliveryResult) => deliveries.inc({ result }),
    });
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.method === 'POST' && request.routeOptions.url !== undefined) {
        submissions.inc({ status: String(reply.statusCode), code: answerCode(payload) });
      }
      return payload;
    });
    app.get('/metrics', { onRequest: opsOnly(app.config) }, async (_request, reply) => {
      const body = await registry.metrics();
      return reply.type(registry.contentType).send(body);
    });
  },
  { name: 'metrics' },
);
