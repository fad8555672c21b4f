import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { errorKeys } from '@verdalia/shared';
import { answerMessage } from '../../http/answer.js';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../http/api-error.js';
import errorHandler from './error-handler.js';

/** A Fastify app whose one route throws `error`, with its log lines kept as objects. */
async function appThrowing(error: unknown) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream } });
  await app.register(errorHandler);
  app.get('/boom', () => {
    throw error;
  });
  return { app, lines };
}

const diskFull = Object.assign(new Error('ENOSPC: no space left on device, write'), {
  code: 'ENOSPC',
});

describe('answerError', () => {
  it('logs an outage at error level with its cause, and answers the documented JSON', async () => {
    const { app, lines } = await appThrowing(
      new ApiError(503, errorKeys.unavailable, 'the outbox could not store the message', {
        cause: diskFull,
      }),
    );
    const answer = await app.inject({ url: '/boom', headers: { 'accept-language': 'en-US' } });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({
      success: false,
      message: answerMessage(errorKeys.unavailable, 'en'),
      code: errorKeys.unavailable,
    });
    const logged = lines.find((line) => line.level === 50);
    expect(logged).toMatchObject({
      msg: 'request failed: the outbox could not store the message',
      status: 503,
      err: { code: 'ENOSPC', message: diskFull.message },
    });
  });

  it('logs a bug at error level with its stack, and answers 500 without it', async () => {
    const { app, lines } = await appThrowing(new TypeError('x is not a function'));
    const answer = await app.inject({ url: '/boom' });
    expect(answer.statusCode).toBe(500);
    expect(answer.body).not.toContain('x is not a function');
    expect(answer.json()).toMatchObject({ success: false, code: errorKeys.send });
    const logged = lines.find((line) => line.level === 50);
    expect(logged).toMatchObject({ err: { type: 'TypeError', message: 'x is not a function' } });
    expect(String((logged?.err as { stack?: string }).stack)).toContain('TypeError');
  });

  it("logs the visitor's mistakes and a shutdown's refusals at info level", async () => {
    for (const error of [
      new ApiError(413, errorKeys.fileSize, 'attachment over the size limit'),
      new ApiError(503, errorKeys.unavailable, 'shutting down', { closeConnection: true }),
    ]) {
      const { app, lines } = await appThrowing(error);
      expect((await app.inject({ url: '/boom' })).statusCode).toBe(error.status);
      expect(lines.some((line) => line.level === 50)).toBe(false);
      expect(lines.find((line) => line.msg === 'request refused')).toMatchObject({
        level: 30,
        status: error.status,
        detail: error.message,
      });
    }
  });
});
