import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hcaptchaTestKeys, siteConfig } from '@verdalia/shared';
import { loadConfig, loadDotEnv, webDistDir } from './config.js';

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

  it('listens on loopback unless told otherwise', () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  it("reads PORT, HOST and TRUST_PROXY as the proxies' addresses", () => {
    const config = loadConfig({ PORT: '8080', HOST: '::1', TRUST_PROXY: 'loopback' });
    expect(config).toMatchObject({ PORT: 8080, HOST: '::1', TRUST_PROXY: ['loopback'] });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.7' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.0.2.7',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
  });

  it('refuses a hop count, saying what to write instead', () => {
    for (const count of ['1', '2', '0']) {
      expect(() => loadConfig({ TRUST_PROXY: count })).toThrow(
        new RegExp(`TRUST_PROXY: ${count} is a hop count.*give the proxies' own addresses`),
      );
    }
  });

  it('refuses TRUST_PROXY=true, catch-alls and entries that are not addresses, in every environment', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: true would believe/);
    for (const catchAll of ['0.0.0.0/0', '::/0', '::ffff:0:0/96', 'loopback, 0.0.0.0/0']) {
      expect(() => loadConfig({ TRUST_PROXY: catchAll }), catchAll).toThrow(/covers every address/);
    }
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY: "10.0.0.0\/33"/);
    expect(() => loadConfig({ OPS_ALLOW_FROM: '10.0.0.1, proxy.lan' })).toThrow(
      /OPS_ALLOW_FROM: "proxy.lan"/,
    );
    expect(loadConfig({ OPS_ALLOW_FROM: '10.0.0.0/8,::1' }).OPS_ALLOW_FROM).toEqual([
      '10.0.0.0/8',
      '::1',
    ]);
  });

  const production = {
    NODE_ENV: 'production',
    HCAPTCHA_SECRET: '0xreal',
    SMTP_URL: 'smtps://user:pass@smtp.verdalia.com:465',
    MAIL_TO: 'info@verdalia.com',
    MAIL_FROM: 'web@verdalia.com',
  };

  it('refuses to start in production without a real captcha secret', () => {
    expect(() => loadConfig({ ...production, HCAPTCHA_SECRET: undefined })).toThrow(
      /HCAPTCHA_SECRET/,
    );
    expect(() => loadConfig({ ...production, HCAPTCHA_SECRET: hcaptchaTestKeys.secret })).toThrow(
      /test secret/,
    );
    expect(loadConfig(production).production).toBe(true);
  });

  it('refuses a siteverify URL without TLS in production (the secret goes with every check)', () => {
    const plain = { ...production, HCAPTCHA_VERIFY_URL: 'http://api.hcaptcha.com/siteverify' };
    expect(() => loadConfig(plain)).toThrow(/HCAPTCHA_VERIFY_URL: .*https/);
    expect(loadConfig({ HCAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/siteverify' }).production).toBe(
      false,
    );
  });

  it('reads the virus scanner as tcp:// or unix://', () => {
    expect(loadConfig({}).CLAMAV_URL).toBeUndefined();
    expect(loadConfig({ CLAMAV_URL: 'tcp://127.0.0.1:3310' }).CLAMAV_URL).toBe(
      'tcp://127.0.0.1:3310',
    );
    expect(loadConfig({ CLAMAV_URL: 'unix:///run/clamav/clamd.ctl' }).CLAMAV_URL).toBe(
      'unix:///run/clamav/clamd.ctl',
    );
    expect(() => loadConfig({ CLAMAV_URL: 'http://127.0.0.1:3310' })).toThrow(/CLAMAV_URL/);
    // Set to nothing (a compose file's ${CLAMAV_URL:-}) is the same as unset.
    expect(loadConfig({ CLAMAV_URL: '' }).CLAMAV_URL).toBeUndefined();
  });

  it('refuses production without SMTP_URL, with example domains or with plaintext SMTP', () => {
    expect(() => loadConfig({ ...production, SMTP_URL: undefined })).toThrow(
      /SMTP_URL: SMTP_URL is required/,
    );
    expect(() => loadConfig({ ...production, MAIL_TO: 'info@verdalia.example' })).toThrow(
      /MAIL_TO: .*reserved/,
    );
    for (const domain of ['example.com', 'mail.example.org', 'x.test', 'y.invalid', 'localhost']) {
      expect(() => loadConfig({ ...production, MAIL_FROM: `a@${domain}` })).toThrow(/MAIL_FROM/);
    }
    const plain = { ...production, SMTP_URL: 'smtp://user:pass@smtp.verdalia.com:587' };
    expect(() => loadConfig(plain)).toThrow(/SMTP_REQUIRE_TLS=true/);
    expect(loadConfig({ ...plain, SMTP_REQUIRE_TLS: 'true' }).SMTP_REQUIRE_TLS).toBe(true);
    for (const host of ['127.0.0.1', 'localhost', '[::1]']) {
      expect(loadConfig({ ...production, SMTP_URL: `smtp://${host}:25` }).production).toBe(true);
    }
    // Development keeps the conveniences: the .eml mailbox and example addresses.
    expect(loadConfig({}).SMTP_URL).toBeUndefined();
    expect(() => loadConfig({ SMTP_URL: 'http://smtp.verdalia.com' })).toThrow(/SMTP_URL/);
  });

  it('writes the staff mail in MAIL_LANGUAGE, Spanish unless told', () => {
    expect(loadConfig({}).MAIL_LANGUAGE).toBe('es');
    expect(loadConfig({ MAIL_LANGUAGE: 'pt' }).MAIL_LANGUAGE).toBe('pt');
    expect(() => loadConfig({ MAIL_LANGUAGE: 'fr' })).toThrow(/MAIL_LANGUAGE/);
  });

  it('sends each kind of inquiry to its own inbox, or to MAIL_TO', () => {
    expect(loadConfig({ MAIL_TO: 'all@verdalia.com' }).mailRecipients).toEqual({
      organization: 'all@verdalia.com',
      consultant: 'all@verdalia.com',
      other: 'all@verdalia.com',
    });
    const routed = loadConfig({
      MAIL_TO: 'all@verdalia.com',
      MAIL_TO_CONSULTANTS: 'careers@verdalia.com',
      MAIL_TO_ORGANIZATIONS: 'projects@verdalia.com',
    });
    expect(routed.mailRecipients).toEqual({
      organization: 'projects@verdalia.com',
      consultant: 'careers@verdalia.com',
      other: 'all@verdalia.com',
    });
    expect(() => loadConfig({ MAIL_TO_OTHER: 'not an address' })).toThrow(/MAIL_TO_OTHER/);
    for (const name of ['MAIL_TO_ORGANIZATIONS', 'MAIL_TO_CONSULTANTS', 'MAIL_TO_OTHER']) {
      expect(() => loadConfig({ ...production, [name]: 'x@verdalia.example' })).toThrow(
        new RegExp(`${name}: x@verdalia.example is on a reserved example domain`),
      );
    }
  });

  it("gives times in the company's time zone, Costa Rica's unless told, and refuses one Intl does not know", () => {
    expect(loadConfig({}).COMPANY_TIME_ZONE).toBe('America/Costa_Rica');
    expect(loadConfig({ COMPANY_TIME_ZONE: 'Europe/Madrid' }).COMPANY_TIME_ZONE).toBe(
      'Europe/Madrid',
    );
    expect(() => loadConfig({ COMPANY_TIME_ZONE: 'Costa Rica' })).toThrow(
      /COMPANY_TIME_ZONE: not a time zone/,
    );
  });

  it('acknowledges visitors unless told not to, and limits mail size only when told', () => {
    expect(loadConfig({}).ACKNOWLEDGE_VISITORS).toBe(true);
    expect(loadConfig({ ACKNOWLEDGE_VISITORS: 'false' }).ACKNOWLEDGE_VISITORS).toBe(false);
    expect(loadConfig({}).MAIL_MAX_BYTES).toBeUndefined();
    expect(loadConfig({ MAIL_MAX_BYTES: '25000000' }).MAIL_MAX_BYTES).toBe(25_000_000);
    expect(() => loadConfig({ MAIL_MAX_BYTES: '0' })).toThrow(/MAIL_MAX_BYTES/);
  });

  it('retries as long as the privacy notice states and no longer in production', () => {
    const days = siteConfig.retention.deliveryRetryDays;
    expect(loadConfig({}).RETRY_GIVE_UP_MS).toBe(days * 86_400_000);
    const longer = String((days + 1) * 86_400_000);
    expect(loadConfig({ RETRY_GIVE_UP_MS: longer }).RETRY_GIVE_UP_MS).toBe(Number(longer));
    expect(() => loadConfig({ ...production, RETRY_GIVE_UP_MS: longer })).toThrow(
      /RETRY_GIVE_UP_MS: .* is longer than .* the privacy notice states/,
    );
  });

  it('keeps the outbox lock safe in production, shorter only for tests', () => {
    expect(loadConfig({}).OUTBOX_LOCK_STALE_MS).toBe(6000);
    expect(loadConfig({ OUTBOX_LOCK_STALE_MS: '2000' }).OUTBOX_LOCK_STALE_MS).toBe(2000);
    expect(() => loadConfig({ OUTBOX_LOCK_STALE_MS: '1000' })).toThrow(/OUTBOX_LOCK_STALE_MS/);
    expect(() => loadConfig({ ...production, OUTBOX_LOCK_STALE_MS: '2000' })).toThrow(
      /OUTBOX_LOCK_STALE_MS: below 6000 ms/,
    );
  });

  it('caps the outbox by default, reads sizes as operators write them, keeps a real reserve in production', () => {
    const mib = 1024 * 1024;
    expect(loadConfig({})).toMatchObject({
      OUTBOX_MAX_BYTES: 2048 * mib,
      OUTBOX_ADDRESS_BYTES_PER_DAY: 100 * mib,
      OUTBOX_DISK_RESERVE_BYTES: 512 * mib,
    });
    expect(loadConfig({ OUTBOX_MAX_BYTES: '5G', OUTBOX_DISK_RESERVE_BYTES: '0' })).toMatchObject({
      OUTBOX_MAX_BYTES: 5 * 1024 * mib,
      OUTBOX_DISK_RESERVE_BYTES: 0,
    });
    expect(() => loadConfig({ OUTBOX_MAX_BYTES: '2 GB' })).toThrow(
      /OUTBOX_MAX_BYTES: "2 GB" is not a size/,
    );
    expect(() => loadConfig({ OUTBOX_ADDRESS_BYTES_PER_DAY: '1000' })).toThrow(
      /OUTBOX_ADDRESS_BYTES_PER_DAY: 1000 is less than/,
    );
    expect(loadConfig(production).OUTBOX_DISK_RESERVE_BYTES).toBe(512 * mib);
    expect(() => loadConfig({ ...production, OUTBOX_DISK_RESERVE_BYTES: '16MiB' })).toThrow(
      /OUTBOX_DISK_RESERVE_BYTES: below 67108864 bytes/,
    );
  });

  it('has mail delivery defaults: 30 s first retry, at least 4 days before giving up', () => {
    const config = loadConfig({});
    expect(config.RETRY_GIVE_UP_MS).toBeGreaterThanOrEqual(4 * 24 * 60 * 60 * 1000);
    expect(config.RETRY_MAX_MS).toBeGreaterThan(config.RETRY_BASE_MS);
    expect(config.SMTP_TIMEOUT_MS).toBe(30_000);
    expect(loadConfig({ SMTP_TIMEOUT_MS: '500' }).SMTP_TIMEOUT_MS).toBe(500);
  });

  it('takes relative folders from the repository root, not the working directory', () => {
    const repoRoot = path.resolve(import.meta.dirname, '../../../..');
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

  it('reads WEB_DIST_DIR alone for the build, without production checks', () => {
    const repoRoot = path.resolve(import.meta.dirname, '../../../..');
    expect(webDistDir({ NODE_ENV: 'production' })).toBe(path.join(repoRoot, 'apps/web/dist'));
    expect(webDistDir({ WEB_DIST_DIR: 'build/site' })).toBe(path.join(repoRoot, 'build/site'));
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SMTP_URL/);
  });

  it('fills unset variables from a .env file, real ones win, and no file is fine', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'verdalia-dotenv-'));
    const names = ['VERDALIA_TEST_FROM_FILE', 'VERDALIA_TEST_ALREADY_SET'] as const;
    try {
      await writeFile(path.join(dir, '.env'), `${names[0]}=from-file\n${names[1]}=from-file\n`);
      process.env[names[1]] = 'from-environment';
      loadDotEnv(path.join(dir, '.env'));
      expect(process.env[names[0]]).toBe('from-file');
      expect(process.env[names[1]]).toBe('from-environment');
      expect(() => loadDotEnv(path.join(dir, 'missing.env'))).not.toThrow();
    } finally {
      for (const name of names) Reflect.deleteProperty(process.env, name);
      await rm(dir, { recursive: true, force: true });
    }
  });
});
