import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { loadConfig, loadDotEnv } from './config/config.js';
import { StartupError } from './errors/startup-error.js';

loadDotEnv();

const { app, config } = await (async () => {
  try {
    const config = loadConfig();
    return { app: (await buildApp(config)).app, config };
  } catch (error) {
    if (!(error instanceof StartupError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
})();

closeWithGrace({ delay: config.SHUTDOWN_GRACE_MS }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'closing after an error');
  else app.log.info({ signal }, 'closing');
  await app.close();
});

const address = await app.listen({ port: config.PORT, host: config.HOST });
// One plain line among the JSON logs, for the person who just ran `npm start`.
const mail = config.SMTP_URL
  ? 'mail goes to SMTP_URL'
  : `mail is written as .eml files to ${config.MAILBOX_DIR}`;
process.stdout.write(
  `\n  ${config.SERVE_SITE ? 'Site and mail API' : 'Mail API'} on ${address}/ (${mail})\n\n`,
);
