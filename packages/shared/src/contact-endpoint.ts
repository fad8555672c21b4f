/** The contact form's endpoint; the legacy site's path, kept so old forms keep working. */
export const contactEndpointPath = '/send-email.php';

/** The API's liveness probe: anyone may read it, and a proxy in front hands it to the API. */
export const healthPath = '/healthz';

/** The API's readiness and Prometheus endpoints: for operators, on the replicas' own ports. */
export const operatorPaths = { readiness: '/readyz', metrics: '/metrics' } as const;

/**
 * The paths a proxy in front (nginx) hands to the API, which answers every method at them
 * itself; a proxy answers the rest of the site on its own, operatorPaths as unknown paths.
 */
export const proxiedApiPaths: readonly string[] = [contactEndpointPath, healthPath];

/** Name of the hidden honeypot field: humans leave it empty, naive bots fill it. */
export const honeypotField = 'website';

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
