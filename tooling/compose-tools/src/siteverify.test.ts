import { afterAll, describe, expect, it } from 'vitest';
import { startSiteverify } from './siteverify.ts';

const secret = '0x0000000000000000000000000000000000000000';
const token = '10000000-aaaa-bbbb-cccc-000000000001';

async function verify(url: string, form: Record<string, string>): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  expect(response.status).toBe(200);
  return response.json();
}

describe('the fake siteverify', async () => {
  const lines: string[] = [];
  const siteverify = await startSiteverify({ secret, token, log: (line) => lines.push(line) });
  afterAll(() => siteverify.close());

  it('passes its one token for its one secret, as hCaptcha does for its test keys', async () => {
    expect(
      await verify(siteverify.url, { secret, response: token, remoteip: '192.0.2.7' }),
    ).toMatchObject({
      success: true,
      hostname: 'localhost',
    });
    expect(lines.at(-1)).toBe('siteverify: passed for 192.0.2.7');
  });

  it("answers with hCaptcha's error codes otherwise", async () => {
    expect(await verify(siteverify.url, { secret, response: 'made-up' })).toEqual({
      success: false,
      'error-codes': ['invalid-input-response'],
    });
    // A real secret is not this fake's: the developer is told to call hCaptcha itself.
    expect(await verify(siteverify.url, { secret: '0xreal', response: token })).toEqual({
      success: false,
      'error-codes': ['invalid-input-secret'],
    });
    expect(await verify(siteverify.url, { secret })).toEqual({
      success: false,
      'error-codes': ['missing-input-response'],
    });
    expect(siteverify.counts).toEqual({ verified: 4, passed: 1 });
  });

  it('speaks plain http unless handed a certificate', () => {
    expect(siteverify.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/siteverify$/);
  });
});
