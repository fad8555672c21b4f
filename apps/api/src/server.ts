import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';

const config = loadConfig();
const app = await buildApp(config);

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'closing after an error');
  else app.log.info({ signal }, 'closing');
  await app.close();
});

await app.listen({ port: config.PORT, host: config.HOST });
