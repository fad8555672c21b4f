import { honeypotField } from './contact-limits.js';

/** The contact form's endpoint; the legacy site's path, kept so old forms keep working. */
export const contactEndpointPath = '/send-email.php';

/** The multipart field names of a contact submission, as the form sends and the API reads them. */
export const contactFieldNames = {
  name: 'name',
  email: 'email',
  message: 'message',
  captchaToken: 'hcaptcha_token',
  language: 'lang',
  kind: 'kind',
  honeypot: honeypotField,
  attachment: 'attachment',
} as const;

/** hCaptcha's public test keys: every token passes; never valid in production. */
export const hcaptchaTestKeys = {
  siteKey: '10000000-ffff-ffff-ffff-000000000001',
  secret: '0x0000000000000000000000000000000000000000',
} as const;
