import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Answers that do not say how to cache them (the form's JSON, /healthz, /readyz, /metrics,
 * errors) are never stored by a browser or a proxy: they are about this one request. Files
 * and pages set their own Cache-Control (plugins/app/static-site.ts), which this leaves alone.
 */
export default fp(
  async function defaultCacheControl(app: FastifyInstance) {
    app.addHook('onSend', async (_request, reply, payload) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      return payload;
    });
  },
  { name: 'default-cache-control' },
);
