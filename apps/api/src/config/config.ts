import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  fallbackLanguage,
  hcaptchaTestKeys,
  languages,
  siteConfig,
  type InquiryKind,
} from '@verdalia/shared';
import { z } from 'zod';
import { isReservedMailDomain, plaintextSmtpProblem } from './config-safety.js';
import { errorCode } from '../errors/node-error.js';
import { invalidEntry, isCatchAll, splitList } from '../net/ip-list.js';
import { StartupError } from '../errors/startup-error.js';
import { parseByteSize } from './byte-size.js';
import { defaultMailTo } from './contact-email.js';
import { defaultLockStaleMs } from './outbox-lock-timing.js';
import { retentionMs } from './retention-periods.js';
import { isTimeZone } from './time-zone.js';

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const repoRoot = path.resolve(packageRoot, '../..');

/** A folder; a relative path is taken from the repository root, whatever the working directory. */
const folder = (fallback: string) =>
  z
    .string()
    .min(1)
    .default(fallback)
    .transform((value) => path.resolve(repoRoot, value));

/** The built website (its client/ folder: the files and the prerendered pages). */
const webDistDirSchema = folder('apps/web/dist');

/**
 * An optional setting: unset, or set to nothing (`CLAMAV_URL=` in a .env, `${CLAMAV_URL:-}` in
 * a compose file), means "not used"; anything else must pass `schema`.
 */
const optional = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** A whole number above zero (a count or milliseconds), from its variable's text. */
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** A size in bytes: 536870912, or with a binary unit (512MiB, 2G); see byte-size.ts. */
/** The bytes `text` says (byte-size.ts), or an issue for it. */
function bytesOf(text: string, context: z.RefinementCtx, least = 0): number {
  const bytes = parseByteSize(text);
  if (bytes === undefined) {
    context.addIssue({
      code: 'custom',
      message: `"${text}" is not a size: write bytes (536870912) or a whole number with KiB, MiB, GiB or TiB (512MiB)`,
    });
    return z.NEVER;
  }
  if (bytes < least) {
    context.addIssue({ code: 'custom', message: `${text} is less than ${least} bytes` });
    return z.NEVER;
  }
  return bytes;
}

const byteSize = (fallback: string, least = 0) =>
  z
    .string()
    .default(fallback)
    .transform((text, context) => bytesOf(text, context, least));

/** A size as byteSize reads it, or undefined when the variable is unset. */
const optionalByteSize = () =>
  z
    .string()
    .optional()
    .transform((text, context) => (text === undefined ? undefined : bytesOf(text, context)));

/** Production keeps at least this much free on the outbox's filesystem (logs, the system). */
const leastDiskReserveBytes = 64 * 1024 * 1024;

const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => ['true', '1', 'yes'].includes(value));

/** A comma-separated list of IP addresses, CIDRs and loopback/linklocal/uniquelocal. */
function checkedList(value: string, context: z.RefinementCtx): string[] {
  const entries = splitList(value);
  for (const entry of entries) {
    const problem = invalidEntry(entry);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  }
  return entries;
}

const addressList = z.string().transform(checkedList);

/**
 * Which proxies may say who the client is (X-Forwarded-For) and how it connected
 * (X-Forwarded-Proto): nobody, or the proxies' own addresses. Refused in every environment,
 * so that a setting tried in development does not fail on deployment:
 * - a hop count: Fastify (5.12.1 and later, advisory GHSA-3m5p-2c4r-xxw2) reads a number as
 *   "trust nobody", since a count cannot tell a proxy from a client sending enough hops itself;
 *   every visitor would then share the proxy's address (one rate-limit counter for all);
 * - `true` and catch-all ranges: they believe any X-Forwarded-For a client makes up, so the
 *   rate limit counts nothing and hCaptcha is told a made-up address.
 * The result is Fastify's own option type (see app.ts), so a change there fails to compile.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((value, context): false | string[] => {
    const text = value?.trim() ?? '';
    if (text === '' || text === 'false') return false;
    if (/^\d+$/.test(text)) {
      context.addIssue({
        code: 'custom',
        message: `${text} is a hop count, which Fastify treats as "trust nobody": give the proxies' own addresses instead (127.0.0.1 for nginx on this machine, or nginx's address, e.g. 172.30.0.10)`,
      });
      return false;
    }
    if (text === 'true') {
      context.addIssue({
        code: 'custom',
        message:
          "true would believe any X-Forwarded-For a client makes up; give the proxies' own addresses (127.0.0.1, 10.0.0.5, 172.30.0.10)",
      });
      return false;
    }
    const entries = checkedList(text, context);
    for (const entry of entries) {
      if (invalidEntry(entry) === undefined && isCatchAll(entry)) {
        context.addIssue({
          code: 'custom',
          message: `"${entry}" covers every address, like true: any client could name its own address; give only the proxies' addresses`,
        });
      }
    }
    return entries;
  });

const siteRetryDays = siteConfig.retention.deliveryRetryDays;

/** Every address setting: production refuses example domains in each. */
const mailboxSettings = [
  'CONTACT_EMAIL',
  'MAIL_TO',
  'MAIL_FROM',
  'MAIL_TO_ORGANIZATIONS',
  'MAIL_TO_CONSULTANTS',
  'MAIL_TO_OTHER',
] as const;

/**
 * Settings that work on a laptop but lose or expose mail in production: the .eml mailbox
 * nobody reads inside a container, example domains, credentials and inquiries in clear text,
 * a retry period longer than the privacy notice states, a lock short enough to be lost to a
 * slow moment of a busy machine.
 */
function productionProblems(
  env: {
    HCAPTCHA_SECRET?: string | undefined;
    HCAPTCHA_VERIFY_URL: string;
    SMTP_URL?: string | undefined;
    SMTP_REQUIRE_TLS: boolean;
    RETRY_GIVE_UP_MS: number;
    OUTBOX_LOCK_STALE_MS: number;
    OUTBOX_DISK_RESERVE_BYTES?: number | undefined;
  } & Partial<Record<(typeof mailboxSettings)[number], string | undefined>>,
): { path: string[]; message: string }[] {
  const problems: { path: string[]; message: string }[] = [];
  if (!env.HCAPTCHA_SECRET) {
    problems.push({
      path: ['HCAPTCHA_SECRET'],
      message: 'HCAPTCHA_SECRET is required when NODE_ENV=production',
    });
  } else if (env.HCAPTCHA_SECRET === hcaptchaTestKeys.secret) {
    problems.push({
      path: ['HCAPTCHA_SECRET'],
      message: "hCaptcha's public test secret cannot be used when NODE_ENV=production",
    });
  }
  if (
    URL.canParse(env.HCAPTCHA_VERIFY_URL) &&
    new URL(env.HCAPTCHA_VERIFY_URL).protocol !== 'https:'
  ) {
    problems.push({
      path: ['HCAPTCHA_VERIFY_URL'],
      message:
        'HCAPTCHA_VERIFY_URL must be https:// when NODE_ENV=production (the secret is sent with every check)',
    });
  }
  if (!env.SMTP_URL) {
    problems.push({
      path: ['SMTP_URL'],
      message:
        'SMTP_URL is required when NODE_ENV=production (without it mail is only written to MAILBOX_DIR)',
    });
  } else {
    const plaintext = plaintextSmtpProblem(env.SMTP_URL, env.SMTP_REQUIRE_TLS);
    if (plaintext) problems.push({ path: ['SMTP_URL'], message: plaintext });
  }
  for (const name of mailboxSettings) {
    // An invalid address is reported by its own rule; only a valid one is looked at here.
    const mailbox = env[name];
    if (typeof mailbox === 'string' && isReservedMailDomain(mailbox)) {
      problems.push({
        path: [name],
        message: `${mailbox} is on a reserved example domain; mail there is never delivered`,
      });
    }
  }
  if (env.RETRY_GIVE_UP_MS > retentionMs.deliveryRetry) {
    problems.push({
      path: ['RETRY_GIVE_UP_MS'],
      message: `${env.RETRY_GIVE_UP_MS} ms is longer than the ${retentionMs.deliveryRetry} ms (${siteRetryDays} days) the privacy notice states (siteConfig.retention.deliveryRetryDays)`,
    });
  }
  if (env.OUTBOX_LOCK_STALE_MS < defaultLockStaleMs) {
    problems.push({
      path: ['OUTBOX_LOCK_STALE_MS'],
      message: `below ${defaultLockStaleMs} ms a busy moment of the machine could cost the server its outbox lock (it then stops delivering); shorter values are for tests`,
    });
  }
  const reserve = env.OUTBOX_DISK_RESERVE_BYTES;
  if (reserve !== undefined && reserve < leastDiskReserveBytes) {
    problems.push({
      path: ['OUTBOX_DISK_RESERVE_BYTES'],
      message: `below ${leastDiskReserveBytes} bytes (64MiB) the outbox could take the space the logs and the system need when its disk fills (docs/operations.md says how to size it)`,
    });
  }
  return problems;
}

/**
 * Every setting of the API, parsed once at start-up. Names are fixed: operators,
 * docker-compose.yml, .env.example and the tests rely on them.
 */
export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** Loopback unless told: containers and production set the interface they listen on. */
    HOST: z.string().min(1).default('127.0.0.1'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /** The built website (apps/web/dist): client/, the files and the prerendered pages. */
    WEB_DIST_DIR: webDistDirSchema,
    /** SMTP server URL (smtp://user:pass@host:port). Unset: the embedded .eml mailbox. */
    SMTP_URL: optional(z.url({ protocol: /^smtps?$/ })),
    /** Refuse to send unless the server upgrades the connection with STARTTLS. */
    SMTP_REQUIRE_TLS: booleanish.default(false),
    /** Connection, greeting and socket timeout of each SMTP delivery attempt. */
    SMTP_TIMEOUT_MS: positiveInt(30_000),
    MAILBOX_DIR: folder('.data/mailbox'),
    OUTBOX_DIR: folder('.data/outbox'),
    /** The company inbox: every inquiry whose kind has no inbox of its own. */
    MAIL_TO: z.email().default(defaultMailTo),
    /**
     * The address the API's answers tell a visitor to write to when the form cannot take a
     * message (unset: MAIL_TO); the site's own pages show the company's, from its content.
     */
    CONTACT_EMAIL: optional(z.email()),
    /** Organisations seeking consulting or training (unset: MAIL_TO). */
    MAIL_TO_ORGANIZATIONS: optional(z.email()),
    /** Consultants who want to join the network, e.g. a careers inbox (unset: MAIL_TO). */
    MAIL_TO_CONSULTANTS: optional(z.email()),
    /** Everything else (unset: MAIL_TO). */
    MAIL_TO_OTHER: optional(z.email()),
    MAIL_FROM: z.email().default('no-reply@verdalia.example'),
    /** The language of the mail the staff receive, whatever language the visitor used. */
    MAIL_LANGUAGE: z.enum(languages).default(fallbackLanguage),
    /** The company's time zone: the staff mail and the acknowledgement give times in it. */
    COMPANY_TIME_ZONE: z
      .string()
      .default('America/Costa_Rica')
      .refine(
        isTimeZone,
        'not a time zone this Node.js knows (an IANA name: America/Costa_Rica, Europe/Madrid, UTC)',
      ),
    /**
     * The largest mail to send, in bytes, for a relay that refuses large mail without saying
     * so in SIZE. Above it (or above the SIZE the server advertises) an inquiry goes without
     * its attachment, which is held on the server. Unset: only the server's SIZE counts.
     */
    MAIL_MAX_BYTES: optional(z.coerce.number().int().positive()),
    /**
     * Send each visitor a short acknowledgement in their language (nothing they typed in it,
     * at most one per address a day), after the staff mail. docs/mail-delivery.md.
     */
    ACKNOWLEDGE_VISITORS: booleanish.default(true),
    HCAPTCHA_SECRET: optional(z.string().min(1)),
    HCAPTCHA_SITEKEY: z.string().min(1).default(hcaptchaTestKeys.siteKey),
    HCAPTCHA_VERIFY_URL: z.url().default('https://api.hcaptcha.com/siteverify'),
    HCAPTCHA_TIMEOUT_MS: positiveInt(5000),
    /**
     * clamd to scan every attachment with before the answer (tcp://host:3310 or
     * unix:///run/clamav/clamd.ctl). Unset: no virus scan (the content checks still run).
     */
    CLAMAV_URL: optional(z.url({ protocol: /^(tcp|unix)$/ })),
    /** How long one scan may take, connection included. */
    CLAMAV_TIMEOUT_MS: positiveInt(15_000),
    RATE_LIMIT_MAX: positiveInt(5),
    RATE_LIMIT_WINDOW_MS: positiveInt(10 * 60 * 1000),
    /** Redis for state shared by API replicas (the rate limit). Unset: kept in memory. */
    REDIS_URL: optional(z.url()),
    TRUST_PROXY: trustProxy,
    /** Who may read /metrics and /readyz besides loopback (addresses, CIDRs). Others get 404. */
    OPS_ALLOW_FROM: addressList.default([]),
    /** First retry delay of the outbox worker; doubles per attempt up to RETRY_MAX_MS. */
    RETRY_BASE_MS: positiveInt(30_000),
    RETRY_MAX_MS: positiveInt(60 * 60 * 1000),
    /**
     * How long a message is retried before it is moved aside as failed: the privacy notice's
     * siteConfig.retention.deliveryRetryDays, which production does not let it exceed.
     */
    RETRY_GIVE_UP_MS: positiveInt(retentionMs.deliveryRetry),
    /** How long a new message may wait while other submissions are being received (0: not at all). */
    DELIVERY_DEFER_MS: z.coerce.number().int().min(0).default(10_000),
    /** How long a client may take to send a whole request (a 20 MiB upload on a slow line). */
    REQUEST_TIMEOUT_MS: positiveInt(120_000),
    /**
     * On SIGTERM/SIGINT, how long requests already read may take to finish before the
     * process exits anyway; below Docker's 10 s between SIGTERM and SIGKILL.
     */
    SHUTDOWN_GRACE_MS: positiveInt(8000),
    /**
     * How long the outbox lock of a process that died keeps the next one waiting (ms). At
     * least 2000 (proper-lockfile's floor); production refuses less than the default.
     */
    OUTBOX_LOCK_STALE_MS: z.coerce.number().int().min(2000).default(defaultLockStaleMs),
    /**
     * The most the outbox may hold, in bytes: pending and failed messages, held attachments
     * and uploads being received, in shares (storage-budget.ts): attachments never take its
     * last eighth, so a message's text always fits; a file without room is dropped as it
     * arrives and its message still goes (200 sentWithoutAttachment); a message is refused
     * (503) only when messages alone fill it. The figures: docs/operations.md (sizing the
     * outbox).
     */
    OUTBOX_MAX_BYTES: byteSize('2GiB', 1024 * 1024),
    /**
     * The share of OUTBOX_MAX_BYTES attachments held on the server (too large for the mail
     * server, kept until collected or 30 days) may take: default a quarter, at most half.
     * Beyond it, a file whose mail would be too large to send is dropped as it arrives, and
     * its message still goes (docs/mail-delivery.md, "Room in the outbox").
     */
    OUTBOX_HELD_MAX_BYTES: optionalByteSize(),
    /** The most one client address may add to the outbox in a day (its attachments beyond). */
    OUTBOX_ADDRESS_BYTES_PER_DAY: byteSize('100MiB', 1024 * 1024),
    /**
     * Free space the outbox leaves on its filesystem: nothing is written into it, and
     * /readyz says not ready while the disk is below it. Production keeps at least 64 MiB.
     */
    OUTBOX_DISK_RESERVE_BYTES: byteSize('512MiB'),
    /** Serve the built website from WEB_DIST_DIR (off for an API-only process). */
    SERVE_SITE: booleanish.default(true),
  })
  .superRefine((env, context) => {
    if (
      env.OUTBOX_HELD_MAX_BYTES !== undefined &&
      env.OUTBOX_HELD_MAX_BYTES > env.OUTBOX_MAX_BYTES / 2
    ) {
      context.addIssue({
        code: 'custom',
        path: ['OUTBOX_HELD_MAX_BYTES'],
        message: `more than half of OUTBOX_MAX_BYTES (${env.OUTBOX_MAX_BYTES} bytes) would leave too little for the attachments of messages still to be delivered`,
      });
    }
  })
  // Runs even when a variable above is invalid, so one start-up lists every problem.
  .superRefine(
    (env, context) => {
      if (env.NODE_ENV !== 'production') return;
      for (const issue of productionProblems(env)) context.addIssue({ code: 'custom', ...issue });
    },
    { when: () => true },
  )
  .transform((env) => ({
    ...env,
    production: env.NODE_ENV === 'production',
    HCAPTCHA_SECRET: env.HCAPTCHA_SECRET ?? hcaptchaTestKeys.secret,
    OUTBOX_HELD_MAX_BYTES: env.OUTBOX_HELD_MAX_BYTES ?? Math.floor(env.OUTBOX_MAX_BYTES / 4),
    /** The inbox of each kind of inquiry: its own setting, else MAIL_TO. */
    mailRecipients: {
      organization: env.MAIL_TO_ORGANIZATIONS ?? env.MAIL_TO,
      consultant: env.MAIL_TO_CONSULTANTS ?? env.MAIL_TO,
      other: env.MAIL_TO_OTHER ?? env.MAIL_TO,
    } satisfies Record<InquiryKind, string>,
  }));

export type Config = z.output<typeof configSchema>;

/**
 * A .env at the repository root fills in unset variables (real environment variables win);
 * no file is fine, the defaults are for development. Called by each entry point (the server,
 * the outbox command, the nginx includes' writer) before it reads its configuration.
 */
export function loadDotEnv(file = path.join(repoRoot, '.env')): void {
  try {
    process.loadEnvFile(file);
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') throw error;
  }
}

/**
 * WEB_DIST_DIR alone, resolved as the server resolves it: the build writes nginx includes
 * for that folder, and has none of the secrets production's checks ask for.
 */
export function webDistDir(env: NodeJS.ProcessEnv = process.env): string {
  return webDistDirSchema.parse(env.WEB_DIST_DIR);
}

/** Parses the environment; throws one readable error listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new StartupError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}
