// `npm run cms`: the admin on 127.0.0.1 for the local repository mode (built with `build` first),
// saying what publishing needs when it starts and, when it stops (Ctrl-C), which saved files
// are not published yet.
import path from 'node:path';
import { preview } from 'vite';
import * as z from 'zod';
import { startNote, stopNote, unpublishedContent } from './unpublished-content.ts';

const packageRoot = path.resolve(import.meta.dirname, '..');
const repoRoot = path.resolve(packageRoot, '../..');

const port = z.coerce.number().int().min(1).max(65535).default(5180).parse(process.env.CMS_PORT);
const server = await preview({
  root: packageRoot,
  mode: 'checkout',
  preview: { host: '127.0.0.1', port, strictPort: true },
});
server.printUrls();
process.stdout.write(`${startNote}\n`);

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  process.stdout.write(`\n${stopNote(unpublishedContent(repoRoot))}\n`);
  await server.close();
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
