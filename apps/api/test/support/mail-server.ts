import { afterAll } from 'vitest';
import { SmtpSink } from '@verdalia/smtp-sink';
import { build, listen, type TestApp } from '../helper.js';
import { TestSiteverify } from './siteverify.js';

/** A listening app with the parts a submission goes through: SMTP, siteverify. */
export interface MailServer {
  app: TestApp;
  /** Its origin (http://127.0.0.1:port). */
  base: string;
  /** The real SMTP server the app delivers to. */
  smtp: SmtpSink;
  /** hCaptcha's siteverify as the app reaches it (success unless a test says otherwise). */
  siteverify: TestSiteverify;
  /** The environment the app was built with, for a second app like it. */
  env: Record<string, string>;
}

/**
 * Starts a real SMTP server and the siteverify stand-in, and builds and listens an app that
 * delivers to the one and asks the other, with `env` on top; all stopped after the file's
 * tests.
 */
export async function mailServer(env: Record<string, string> = {}): Promise<MailServer> {
  const smtp = await SmtpSink.start();
  const siteverify = await TestSiteverify.start();
  const built = {
    SMTP_URL: smtp.url,
    HCAPTCHA_VERIFY_URL: siteverify.url,
    HCAPTCHA_SECRET: '0xsecret-for-tests',
    MAIL_TO: 'inbox@verdalia.example',
    MAIL_FROM: 'web@verdalia.example',
    RETRY_BASE_MS: '50',
    ...env,
  };
  const app = await build(built);
  const base = await listen(app);
  afterAll(async () => {
    await smtp.stop();
    await siteverify.stop();
  });
  return { app, base, smtp, siteverify, env: built };
}
