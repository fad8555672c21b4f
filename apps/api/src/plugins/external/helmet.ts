import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// hCaptcha is the only third party the site talks to.
const hcaptcha = ['https://hcaptcha.com', 'https://*.hcaptcha.com'];

/** Security headers on every answer: a CSP that allows hCaptcha and nothing else external. */
export default fp(
  async function securityHeaders(app: FastifyInstance) {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...hcaptcha],
          styleSrc: ["'self'", "'unsafe-inline'", ...hcaptcha],
          imgSrc: ["'self'", 'data:', ...hcaptcha],
          fontSrc: ["'self'"],
          connectSrc: ["'self'", ...hcaptcha],
          frameSrc: [...hcaptcha],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          baseUri: ["'self'"],
          objectSrc: ["'none'"],
          workerSrc: ["'self'"],
          manifestSrc: ["'self'"],
        },
      },
      strictTransportSecurity: { maxAge: 63072000, includeSubDomains: true },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-origin' },
      xFrameOptions: { action: 'deny' },
    });
  },
  { name: 'security-headers' },
);
