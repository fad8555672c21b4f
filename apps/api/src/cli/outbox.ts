import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, loadDotEnv } from '../config.js';
import { Outbox, idTime, type DeliveryState, type StoredMessage } from '../outbox/outbox.js';
import { StartupError } from '../startup-error.js';

const usage = `Usage: npm run outbox -- <command>
  list              pending and failed messages: age, attempts, last error
  show ID           one message: sender, attachment, delivery state, text
  retry ID          move a failed message back to pending/ (the running server sends it)
  retry --failed    the same for every failed message
Reads OUTBOX_DIR like the server (environment, then <repo root>/.env). Safe while the server
runs: the CLI only reads, and moves a message out of failed/ with one rename.`;

/** The CLI's output is its result (stdout); problems go to stderr. */
function out(text: string): void {
  process.stdout.write(`${text}\n`);
}

function age(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 60) return `${minutes}m`;
  const hours = Math.floor(minutes / 60);
  return hours < 48 ? `${hours}h${minutes % 60}m` : `${Math.floor(hours / 24)}d${hours % 24}h`;
}

async function where(outbox: Outbox, id: string): Promise<'pending' | 'failed' | undefined> {
  if ((await outbox.pendingIds()).includes(id)) return 'pending';
  if ((await outbox.failedIds()).includes(id)) return 'failed';
  return undefined;
}

async function list(outbox: Outbox): Promise<void> {
  const rows: string[][] = [];
  for (const folder of ['pending', 'failed'] as const) {
    const dir = folder === 'pending' ? outbox.pendingDir : outbox.failedDir;
    const ids = folder === 'pending' ? await outbox.pendingIds() : await outbox.failedIds();
    for (const id of ids) {
      const state = await outbox.state(id, dir).catch((): DeliveryState => ({ attempts: 0 }));
      rows.push([
        folder,
        id,
        age(Date.now() - idTime(id)),
        String(state.attempts),
        (state.lastError ?? '').replace(/\s+/g, ' ').slice(0, 160),
      ]);
    }
  }
  const counts = ['pending', 'failed'].map(
    (folder) => `${rows.filter((row) => row[0] === folder).length} ${folder}`,
  );
  out(`${outbox.root}: ${counts.join(', ')}`);
  if (rows.length === 0) return;
  const header = ['folder', 'id', 'age', 'attempts', 'last error'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  for (const row of [header, ...rows]) {
    out(
      row
        .map((cell, column) =>
          column === row.length - 1 ? cell : cell.padEnd(widths[column] ?? 0),
        )
        .join('  '),
    );
  }
}

async function show(outbox: Outbox, id: string): Promise<number> {
  const folder = await where(outbox, id);
  if (!folder) return notFound(id);
  const dir = folder === 'pending' ? outbox.pendingDir : outbox.failedDir;
  const stored: StoredMessage = await outbox.read(id, dir);
  const state = await outbox.state(id, dir);
  const lines = [
    `id:          ${id} (${folder}/, ${path.join(dir, id)})`,
    `message-id:  ${stored.messageId}`,
    `received:    ${stored.createdAt} (${age(Date.now() - Date.parse(stored.createdAt))} ago)`,
    `from:        ${stored.name || '(no name)'} <${stored.email}>, language ${stored.lang}, ip ${stored.remoteIp}`,
    `attachment:  ${stored.attachment ? `${stored.attachment.fileName} (${stored.attachment.mime}, ${stored.attachment.size} bytes)` : 'none'}`,
    `attempts:    ${state.attempts}${state.lastAttemptAt ? `, last at ${state.lastAttemptAt}` : ''}`,
    ...(state.lastError ? [`last error:  ${state.lastError}`] : []),
    ...(state.retriedAt ? [`retried at:  ${state.retriedAt}`] : []),
    ...(state.failedAt ? [`failed at:   ${state.failedAt}`] : []),
    '',
    stored.message,
  ];
  out(lines.join('\n'));
  return 0;
}

function notFound(id: string): number {
  console.error(`No message ${id} in pending/ or failed/ (delivered messages are not kept).`);
  return 1;
}

async function retry(outbox: Outbox, id: string): Promise<number> {
  const folder = await where(outbox, id);
  if (!folder) return notFound(id);
  if (folder === 'pending') {
    out(`${id} is already pending: the server retries it on its own schedule.`);
    return 0;
  }
  await outbox.retry(id);
  out(`${id} moved back to pending/: the running server sends it within seconds.`);
  return 0;
}

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { failed: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });
  const [command, id] = positionals;
  if (values.help || !command) {
    out(usage);
    return command || values.help ? 0 : 1;
  }
  const config = loadConfig();
  // No init(): the CLI neither takes the server's lock nor touches tmp/ or pending/.
  const outbox = new Outbox(path.resolve(config.OUTBOX_DIR), '');
  if (!existsSync(outbox.pendingDir) || !existsSync(outbox.failedDir)) {
    throw new StartupError(
      `No outbox at OUTBOX_DIR=${outbox.root} (no pending/ and failed/ there): set OUTBOX_DIR to the server's.`,
    );
  }
  if (command === 'list' && !id) {
    await list(outbox);
    return 0;
  }
  if (command === 'show' && id) return show(outbox, id);
  if (command === 'retry' && values.failed && !id) {
    const ids = await outbox.failedIds();
    for (const failed of ids) await outbox.retry(failed);
    out(`${ids.length} failed message(s) moved back to pending/.`);
    return 0;
  }
  if (command === 'retry' && id && !values.failed) return retry(outbox, id);
  console.error(usage);
  return 1;
}

loadDotEnv();
try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  const parseError = (error as NodeJS.ErrnoException).code?.startsWith('ERR_PARSE_ARGS') === true;
  if (!(error instanceof StartupError) && !parseError) throw error;
  console.error((error as Error).message);
  process.exitCode = 1;
}
