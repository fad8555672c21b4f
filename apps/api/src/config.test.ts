import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hcaptchaTestKeys, loadConfig } from './config.js';

describe('config', () => {
  it('has working development defaults with hCaptcha test keys and no SMTP', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.HCAPTCHA_SECRET).toBe(hcaptchaTestKeys.secret);
    expect(config.HCAPTCHA_SITEKEY).toBe(hcaptchaTestKeys.siteKey);
    expect(config.RETRY_BASE_MS).toBe(30_000);
    expect(config.TRUST_PROXY).toBe(false);
  });

  it('reads PORT, HOST and TRUST_PROXY', () => {
    const config = loadConfig({ PORT: '8080', HOST: '127.0.0.1', TRUST_PROXY: '1' });
    expect(config).toMatchObject({ PORT: 8080, HOST: '127.0.0.1', TRUST_PROXY: 1 });
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).TRUST_PROXY).toBe('10.0.0.0/8');
  });

  it('refuses to start in production without a real captcha secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/HCAPTCHA_SECRET/);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', HCAPTCHA_SECRET: hcaptchaTestKeys.secret }),
    ).toThrow(/test secret/);
    expect(loadConfig({ NODE_ENV: 'production', HCAPTCHA_SECRET: '0xreal' }).production).toBe(true);
  });

  it('has mail delivery defaults: 30 s first retry, at least 4 days before giving up', () => {
    const config = loadConfig({});
    expect(config.RETRY_GIVE_UP_MS).toBeGreaterThanOrEqual(4 * 24 * 60 * 60 * 1000);
    expect(config.RETRY_MAX_MS).toBeGreaterThan(config.RETRY_BASE_MS);
    expect(config.SMTP_TIMEOUT_MS).toBe(30_000);
    expect(loadConfig({ SMTP_TIMEOUT_MS: '500' }).SMTP_TIMEOUT_MS).toBe(500);
  });

  it('takes relative folders from the repository root, not the working directory', () => {
    const repoRoot = path.resolve(import.meta.dirname, '../../..');
    const config = loadConfig({ OUTBOX_DIR: '.data/outbox', MAILBOX_DIR: '/var/mail/verdalia' });
    expect(config.OUTBOX_DIR).toBe(path.join(repoRoot, '.data/outbox'));
    expect(config.MAILBOX_DIR).toBe('/var/mail/verdalia');
    expect(loadConfig({}).WEB_DIST_DIR).toBe(path.join(repoRoot, 'apps/web/dist'));
  });

  it('lists every invalid variable', () => {
    expect(() => loadConfig({ PORT: 'abc', MAIL_TO: 'nope' })).toThrow(
      /PORT[\s\S]*MAIL_TO|MAIL_TO[\s\S]*PORT/,
    );
  });
});
