import type { FastifyInstance } from 'fastify';
import { healthPath, operatorPaths } from '@verdalia/shared';
import type { Config } from '../config/config.js';
import { opsOnly } from '../http/ops-access.js';
import type { Outbox } from '../outbox/durable-outbox.js';

export interface HealthRoutesOptions {
  config: Pick<Config, 'OPS_ALLOW_FROM' | 'TRUST_PROXY'>;
  outbox: Pick<Outbox, 'status'>;
}

/**
 * Liveness (/healthz, for anyone) and readiness (/readyz: the outbox can take new
 * messages: it writes, holds the lock, is under OUTBOX_MAX_BYTES and its disk above
 * OUTBOX_DISK_RESERVE_BYTES; the space figures are in the answer). Readiness reads state the
 * outbox keeps and the disk's free space (no write per call) and answers only to loopback
 * and OPS_ALLOW_FROM, like /metrics.
 */
export default async function healthRoutes(
  app: FastifyInstance,
  { config, outbox }: HealthRoutesOptions,
) {
  app.get(healthPath, async () => ({ status: 'ok' }));
  app.get(operatorPaths.readiness, { onRequest: opsOnly(config) }, async (_request, reply) => {
    const { status, pending, failed, storage } = await outbox.status();
    const ready = status === 'ready';
    return reply.code(ready ? 200 : 503).send({
      status,
      outbox: { writable: ready, pending, failed, storage },
    });
  });
}
