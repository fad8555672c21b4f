import path from 'node:path';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import type { Config } from './config.js';
import errorHandler, { errorBody } from './plugins/app/error-handler.js';
import metrics from './plugins/app/metrics.js';
import outbox from './plugins/app/outbox.js';
import site from './plugins/app/site.js';
import securityHeaders from './plugins/external/helmet.js';
import multipart from './plugins/external/multipart.js';
import rateLimit from './plugins/external/rate-limit.js';
import healthRoutes from './routes/health.js';
import sendEmailRoute from './routes/send-email.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

/** Builds the application: plugins first, then routes, then the site as the catch-all. */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
    // A hop count is valid at run time; Fastify's types only miss it.
    trustProxy: config.TRUST_PROXY as FastifyServerOptions['trustProxy'],
    // Long enough for a 20 MiB upload on a slow line, short enough to shed stuck clients.
    requestTimeout: 120_000,
    return503OnClosing: true,
    // Malformed URLs and headers are rejected by the router before any handler runs.
    frameworkErrors: (error, request, reply) => {
      request.log.info({ err: { message: error.message, code: error.code } }, 'malformed request');
      void (reply as FastifyReply).code(400).send(errorBody(400));
    },
  });
  app.decorate('config', config);
  await app.register(errorHandler);
  await app.register(securityHeaders);
  await app.register(rateLimit);
  await app.register(multipart);
  await app.register(metrics);
  await app.register(outbox, { onDeliveryResult: (result) => app.metrics.countDelivery(result) });
  await app.register(healthRoutes);
  await app.register(sendEmailRoute);
  if (config.SERVE_SITE) {
    await app.register(site, { distDir: path.resolve(config.WEB_DIST_DIR) });
  }
  return app;
}
