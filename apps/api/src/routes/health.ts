import type { FastifyInstance } from 'fastify';

/** Liveness: the process is up and answering. */
export default async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', async () => ({ status: 'ok' }));
}
