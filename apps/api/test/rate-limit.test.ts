import { afterAll, describe, expect, it } from 'vitest';
import { answerMessage } from '../src/http/answer.js';
import { build, contactForm, listen, postContact } from './helper.js';
import { TestSiteverify } from './support/siteverify.js';

const siteverify = await TestSiteverify.start();
afterAll(() => siteverify.stop());

describe('rate limit', () => {
  it('answers 429 in the visitor language after RATE_LIMIT_MAX requests per window', async () => {
    const app = await build({
      HCAPTCHA_VERIFY_URL: siteverify.url,
      RATE_LIMIT_MAX: '2',
      RATE_LIMIT_WINDOW_MS: '60000',
    });
    const base = await listen(app);
    expect((await postContact(base, contactForm())).status).toBe(200);
    expect((await postContact(base, contactForm({ email: '' }))).status).toBe(400);
    const limited = await postContact(base, contactForm({ lang: 'en' }), {
      'accept-language': 'en-GB,en;q=0.9',
    });
    expect(limited).toEqual({
      status: 429,
      body: {
        success: false,
        message: answerMessage('form.errors.rateLimited', 'en'),
        code: 'form.errors.rateLimited',
      },
    });
    // Only the form is limited: the site and probes keep answering.
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});
