// The pipeline's settings, from the CI's variables and secrets (the workflows pass them as
// environment variables: docs/operations.md, "Publishing"), parsed once.
import * as z from 'zod';

/** Where releases go: a folder on this machine, or one on a host reached over SSH. */
export interface Target {
  /** `user@host` (or an alias of ~/.ssh/config) for SSH; undefined for a local folder. */
  host: string | undefined;
  /** The absolute folder holding releases/ and current. */
  path: string;
}

// Plain characters only: the folder is written into shell commands and nginx's configuration.
const folder = '(/[A-Za-z0-9._-]+)+';
const targetPattern = new RegExp(`^(?:((?:[A-Za-z0-9._-]+@)?[A-Za-z0-9.-]+):)?(${folder})/?$`);

const target = z
  .string()
  .regex(targetPattern, 'an absolute folder (/srv/verdalia/web), or host:/folder over SSH')
  .transform((value): Target => {
    const [, host, path = ''] = targetPattern.exec(value) ?? [];
    return { host, path };
  });

const addresses = z
  .string()
  .transform((value) => value.split(',').map((address) => address.trim()))
  .pipe(z.array(z.email()).min(1));

const settingsSchema = z
  .object({
    /** The public site's releases (its web server includes current/nginx/*.conf). */
    PUBLISH_WEB_TARGET: target,
    /** The CMS admin's releases, on its own host name; unset: the admin is not deployed. */
    PUBLISH_CMS_TARGET: target.optional(),
    /** Run on the host after each switch, e.g. `sudo -n systemctl reload nginx`. */
    PUBLISH_RELOAD: z.string().min(1),
    /** Releases kept on the host, the live one included (Capistrano's default, 5). */
    PUBLISH_KEEP_RELEASES: z.coerce.number().int().min(2).max(50).default(5),
    /** Whether the web server loads nginx's brotli_static module. */
    PUBLISH_NGINX_BROTLI: z.enum(['yes', 'no']).default('no'),
    /** A private key for SSH targets (a CI secret), and the hosts' keys (known_hosts lines). */
    PUBLISH_SSH_KEY: z.string().min(1).optional(),
    PUBLISH_SSH_KNOWN_HOSTS: z.string().min(1).optional(),
    /** Who is told, by mail, that a push was not published. */
    PUBLISH_MAIL_TO: addresses.optional(),
    PUBLISH_MAIL_FROM: z.email().optional(),
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    /**
     * The address nginx's own answers for the form tell visitors to write to instead (the API's
     * CONTACT_EMAIL, written into each release's nginx configuration).
     */
    CONTACT_EMAIL: z.email(),
    /** The CI run's page, named in the mail. */
    PUBLISH_RUN_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** Set by both CIs: the repository and branch of the run (the CMS must save to them). */
    GITHUB_REPOSITORY: z.string().optional(),
    GITHUB_REF_NAME: z.string().optional(),
  })
  .superRefine((env, context) => {
    if (env.PUBLISH_MAIL_TO && (!env.SMTP_URL || !env.PUBLISH_MAIL_FROM)) {
      context.addIssue({
        code: 'custom',
        path: ['PUBLISH_MAIL_TO'],
        message: 'a failure mail needs SMTP_URL and PUBLISH_MAIL_FROM too',
      });
    }
    const remote = [env.PUBLISH_WEB_TARGET, env.PUBLISH_CMS_TARGET].some((t) => t?.host);
    if (remote && !env.PUBLISH_SSH_KNOWN_HOSTS) {
      context.addIssue({
        code: 'custom',
        path: ['PUBLISH_SSH_KNOWN_HOSTS'],
        message:
          "an SSH target needs its host's key (ssh-keyscan HOST): hosts are never trusted on first use",
      });
    }
  });

export type Settings = z.infer<typeof settingsSchema>;

/**
 * The settings from `env`; an unset CI variable arrives as an empty string and counts as unset.
 * Throws one error listing every bad variable.
 */
export function loadSettings(env: NodeJS.ProcessEnv): Settings {
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = settingsSchema.safeParse(given);
  if (!parsed.success) {
    throw new Error(`The publishing settings are not usable:\n${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}
