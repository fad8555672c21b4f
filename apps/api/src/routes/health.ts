import type { FastifyInstance } from 'fastify';

/** Liveness (/healthz) and readiness (/readyz: the outbox can take new messages). */
export default async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    const outbox = await app.outbox.status();
    return reply.code(outbox.writable ? 200 : 503).send({
      status: outbox.writable ? 'ready' : 'outbox-unwritable',
      outbox,
    });
  });
}
