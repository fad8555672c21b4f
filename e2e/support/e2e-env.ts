/**
 * Ports and shared values of one e2e run, all derived from E2E_PORT so parallel runs
 * (each with its own E2E_PORT) never collide: the site/API on E2E_PORT, the test SMTP
 * server on E2E_PORT + 1000, the mail sink's HTTP side (siteverify, received mails) on
 * E2E_PORT + 2000. Far offsets, because neighbouring runs often pick neighbouring ports.
 * E2E_SMTP_PORT and E2E_SINK_PORT override them.
 */
export const e2ePort = Number(process.env.E2E_PORT ?? 4310);
export const smtpPort = Number(process.env.E2E_SMTP_PORT ?? e2ePort + 1000);
export const sinkPort = Number(process.env.E2E_SINK_PORT ?? e2ePort + 2000);
export const mailSinkUrl = `http://127.0.0.1:${sinkPort}`;
/** The only captcha token the local siteverify accepts. */
export const captchaPassToken = 'e2e-pass-token';
export const captchaSecret = 'e2e-hcaptcha-secret';
/** The company inbox the API delivers to in e2e runs. */
export const mailTo = 'inbox@verdalia.example';
export const mailFrom = 'web@verdalia.example';
