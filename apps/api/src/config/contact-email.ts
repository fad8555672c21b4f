import { z } from 'zod';

/** The company's inbox for the form (MAIL_TO) when nothing else is set: config.ts's default too. */
export const defaultMailTo = 'info@verdalia.example';

const contactSettings = z.object({
  CONTACT_EMAIL: z.preprocess((value) => (value === '' ? undefined : value), z.email().optional()),
  MAIL_TO: z.email().default(defaultMailTo),
});

/**
 * The address a visitor is told to write to when the form cannot take a message (the answers'
 * texts, form.errors.unavailable and captchaUnavailable): the company's public address,
 * CONTACT_EMAIL, else the inbox the form delivers to, MAIL_TO. A fact of the deployment, read from
 * the environment where it is used (the server, the nginx includes' writer), never from the
 * site's content, which the API is built without. config.ts validates both at start-up.
 */
export function contactEmail(env: NodeJS.ProcessEnv = process.env): string {
  const settings = contactSettings.parse(env);
  return settings.CONTACT_EMAIL ?? settings.MAIL_TO;
}
