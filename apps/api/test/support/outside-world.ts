import { SmtpSink } from '@verdalia/smtp-sink';
import { afterAll } from 'vitest';
import { TestSiteverify } from './siteverify.js';

/**
 * The API's outside world for one test file: a real SMTP server and hCaptcha's siteverify
 * played on loopback, stopped when the file ends; `env` points an app at both.
 */
export async function outsideWorld() {
  const smtp = await SmtpSink.start();
  const siteverify = await TestSiteverify.start();
  afterAll(async () => {
    await smtp.stop();
    await siteverify.stop();
  });
  return {
    smtp,
    siteverify,
    env: { SMTP_URL: smtp.url, HCAPTCHA_VERIFY_URL: siteverify.url },
  };
}
