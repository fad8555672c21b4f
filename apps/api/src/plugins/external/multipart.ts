import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { multipartLimits } from '../../contact/read-submission.js';

/** Streamed multipart parsing; the contact route reads parts one by one (nothing buffered). */
export default fp(
  async function multipartParser(app: FastifyInstance) {
    await app.register(multipart, { limits: multipartLimits });
  },
  { name: 'multipart' },
);
