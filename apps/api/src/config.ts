import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { StartupError } from './startup-error.js';

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(packageRoot, '../..');

/** hCaptcha's public test keys: every token passes; never valid in production. */
export const hcaptchaTestKeys = {
  siteKey: '10000000-ffff-ffff-ffff-000000000001',
  secret: '0x0000000000000000000000000000000000000000',
} as const;

/** A folder; a relative path is taken from the repository root, whatever the working directory. */
const folder = (fallback: string) =>
  z
    .string()
    .min(1)
    .default(fallback)
    .transform((value) => path.resolve(repoRoot, value));

const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => ['true', '1', 'yes'].includes(value));

/**
 * Every setting of the API, parsed once at start-up. Names are fixed: operators,
 * docker-compose.yml, .env.example and the tests rely on them.
 */
export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /** The built website (apps/web/dist): client/ assets and prerendered pages/. */
    WEB_DIST_DIR: folder('apps/web/dist'),
    /** SMTP server URL (smtp://user:pass@host:port). Unset: the embedded .eml mailbox. */
    SMTP_URL: z.url().optional(),
    /** Connection, greeting and socket timeout of each SMTP delivery attempt. */
    SMTP_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
    MAILBOX_DIR: folder('.data/mailbox'),
    OUTBOX_DIR: folder('.data/outbox'),
    MAIL_TO: z.email().default('info@verdalia.example'),
    MAIL_FROM: z.email().default('no-reply@verdalia.example'),
    HCAPTCHA_SECRET: z.string().min(1).optional(),
    HCAPTCHA_SITEKEY: z.string().min(1).default(hcaptchaTestKeys.siteKey),
    HCAPTCHA_VERIFY_URL: z.url().default('https://api.hcaptcha.com/siteverify'),
    HCAPTCHA_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
    RATE_LIMIT_MAX: z.coerce.number().int().positive().default(5),
    RATE_LIMIT_WINDOW_MS: z.coerce
      .number()
      .int()
      .positive()
      .default(10 * 60 * 1000),
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((value): boolean | string | number => {
        if (value === undefined || value === '' || value === 'false' || value === '0') return false;
        if (value === 'true') return true;
        return /^\d+$/.test(value) ? Number(value) : value;
      }),
    /** First retry delay of the outbox worker; doubles per attempt up to RETRY_MAX_MS. */
    RETRY_BASE_MS: z.coerce.number().int().positive().default(30_000),
    RETRY_MAX_MS: z.coerce
      .number()
      .int()
      .positive()
      .default(60 * 60 * 1000),
    /** How long a message is retried before it is moved aside as failed (default 5 days). */
    RETRY_GIVE_UP_MS: z.coerce
      .number()
      .int()
      .positive()
      .default(5 * 24 * 60 * 60 * 1000),
    /** Serve the built website from WEB_DIST_DIR (off for an API-only process). */
    SERVE_SITE: booleanish.default(true),
  })
  .transform((env, context) => {
    const production = env.NODE_ENV === 'production';
    if (production && !env.HCAPTCHA_SECRET) {
      context.addIssue({
        code: 'custom',
        path: ['HCAPTCHA_SECRET'],
        message: 'HCAPTCHA_SECRET is required when NODE_ENV=production',
      });
    }
    if (production && env.HCAPTCHA_SECRET === hcaptchaTestKeys.secret) {
      context.addIssue({
        code: 'custom',
        path: ['HCAPTCHA_SECRET'],
        message: "hCaptcha's public test secret cannot be used when NODE_ENV=production",
      });
    }
    return {
      ...env,
      production,
      HCAPTCHA_SECRET: env.HCAPTCHA_SECRET ?? hcaptchaTestKeys.secret,
    };
  });

export type Config = z.output<typeof configSchema>;

/** Parses the environment; throws one readable error listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new StartupError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}
