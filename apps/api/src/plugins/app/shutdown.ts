import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { shuttingDown } from '../../http/api-error.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Aborted when the server starts shutting down. */
    shutdownSignal: AbortSignal;
  }
}

/**
 * Shutting down: requests that arrive get the documented 503 (instead of Fastify's own
 * body) and every answer closes its connection. Routes still reading a body stop through
 * `shutdownSignal`; requests already read finish normally before the server closes.
 */
export default fp(
  async function shutdown(app: FastifyInstance) {
    const controller = new AbortController();
    app.decorate('shutdownSignal', controller.signal);
    app.addHook('preClose', async () => controller.abort());
    app.addHook('onRequest', async () => {
      if (controller.signal.aborted) throw shuttingDown();
    });
    app.addHook('onSend', async (_request, reply) => {
      if (controller.signal.aborted) reply.header('connection', 'close');
    });
  },
  { name: 'shutdown' },
);
