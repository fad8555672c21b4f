import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { AttachmentInspector } from './attachments/attachment-inspector.js';
import { CheckWorker, workerLimits } from './attachments/check-worker.js';
import type { Config } from './config/config.js';
import { lingerBounds } from './http/body-limit.js';
import { answerClientError, trackResponses } from './http/client-error.js';
import { LingeringClose } from './http/lingering-close.js';
import defaultCacheControl from './plugins/app/default-cache-control.js';
import errorHandler, { answerError, answerUnrouted } from './plugins/app/error-handler.js';
import metricsPlugin, { Metrics } from './plugins/app/metrics.js';
import outboxDelivery, {
  createOutboxServices,
  type OutboxServices,
} from './plugins/app/outbox-delivery.js';
import shutdown from './plugins/app/shutdown.js';
import staticSite from './plugins/app/static-site.js';
import securityHeaders from './plugins/external/helmet.js';
import rateLimit from './plugins/external/rate-limit.js';
import healthRoutes from './routes/health.js';
import sendEmailRoute from './routes/send-email.js';

/** The server and the outbox's services it runs (the tests and the CLI look at them). */
export interface BuiltApp {
  app: FastifyInstance;
  services: OutboxServices;
}

/**
 * Builds the application: plugins first, then routes, then the site as the catch-all. Every
 * plugin and route is given what it uses as options; none is decorated on the instance, so
 * the lint's layering sees each dependency.
 */
export async function buildApp(config: Config): Promise<BuiltApp> {
  const app: FastifyInstance = Fastify({
    logger: { level: config.LOG_LEVEL },
    // The proxies' addresses (config.ts refuses hop counts and catch-alls); typed as Fastify's
    // own option, so a change in what it accepts fails to compile.
    trustProxy: config.TRUST_PROXY,
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    http: {
      // Node times requests out only with a headers timeout no longer than the request's,
      // and checks for them at this interval (30 s by default).
      headersTimeout: Math.min(60_000, config.REQUEST_TIMEOUT_MS),
      connectionsCheckingInterval: Math.min(30_000, Math.ceil(config.REQUEST_TIMEOUT_MS / 4)),
    },
    // The shutdown plugin answers with the documented body instead.
    return503OnClosing: false,
    // Malformed URLs and headers are rejected by the router before any handler runs.
    frameworkErrors: (error, request, reply) => {
      void answerError(error, request, reply);
    },
    // What Node rejects before a request exists (headers too large, a broken request line,
    // a timeout) is answered with the documented JSON too.
    clientErrorHandler: (error, socket) => answerClientError(app.log, error, socket),
  });
  trackResponses(app.server);
  // A connection answered before its body ended drains it before closing (body-limit.ts).
  const lingering = new LingeringClose(lingerBounds);
  lingering.install(app.server);
  app.addHook('preClose', async () => lingering.hurry());
  const closing = new AbortController();
  const metrics = new Metrics();
  const parts = createOutboxServices(config, app.log, (result) => metrics.countDelivery(result));
  const { outbox, deliveryWorker, intake } = parts;
  // The attachments' deep checks, on worker threads: quick ones at the server's priority,
  // slow ones below it.
  const inspector = new AttachmentInspector((priority) => new CheckWorker(workerLimits, priority));
  app.addHook('onClose', () => inspector.close());
  await app.register(errorHandler);
  await app.register(defaultCacheControl);
  await app.register(shutdown, { closing });
  await app.register(securityHeaders);
  await app.register(rateLimit, { config });
  await app.register(metricsPlugin, { metrics, outbox, config });
  await app.register(outboxDelivery, { parts });
  await app.register(healthRoutes, { config, outbox });
  await app.register(sendEmailRoute, {
    config,
    outbox,
    deliveryWorker,
    intake,
    inspector,
    shutdownSignal: closing.signal,
  });
  if (config.SERVE_SITE) {
    await app.register(staticSite, { distDir: path.resolve(config.WEB_DIST_DIR) });
  } else {
    app.setNotFoundHandler(answerUnrouted(app));
  }
  return { app, services: { outbox, deliveryWorker, intake } };
}
