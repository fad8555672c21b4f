import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { shuttingDown } from '../../http/api-error.js';

/**
 * Shutting down: requests that arrive get the documented 503 (instead of Fastify's own
 * body) and every answer closes its connection. `closing` is aborted when shutdown begins:
 * routes still reading a body are given its signal and stop; requests already read finish
 * normally before the server closes.
 */
export default fp<{ closing: AbortController }>(
  async function shutdown(app: FastifyInstance, { closing: controller }) {
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
