import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, loadDotEnv } from '../config/config.js';
import { errorCode, errorMessage } from '../errors/node-error.js';
import { Outbox } from '../outbox/durable-outbox.js';
import { idTime } from '../outbox/outbox-ids.js';
import type { DeliveryState, StoredMessage } from '../outbox/stored-message.js';
import { retentionMs } from '../config/retention-periods.js';
import { StartupError } from '../errors/startup-error.js';
import { usage } from './outbox-usage.js';

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

function bytes(size: number): string {
  return size < 1024 * 1024
    ? `${size} bytes`
    : `${(size / 1024 / 1024).toFixed(1)} MiB (${size} bytes)`;
}

/** Columns padded to their widest cell; the last one left as it is. */
function table(header: string[], rows: string[][]): void {
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

async function where(outbox: Outbox, id: string): Promise<'pending' | 'failed' | undefined> {
  if ((await outbox.pendingIds()).includes(id)) return 'pending';
  if ((await outbox.failedIds()).includes(id)) return 'failed';
  return undefined;
}

/** What kind of mail a folder holds, for the list; an unreadable one says so. */
async function mailOf(outbox: Outbox, id: string, dir: string): Promise<string> {
  return outbox.read(id, dir).then(
    (stored) => (stored.type === 'acknowledgement' ? 'ack' : `inquiry/${stored.kind}`),
    () => 'unreadable',
  );
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
        await mailOf(outbox, id, dir),
        age(Date.now() - idTime(id)),
        String(state.attempts),
        (state.lastError ?? '').replace(/\s+/g, ' ').slice(0, 160),
      ]);
    }
  }
  const counts = ['pending', 'failed'].map(
    (folder) => `${rows.filter((row) => row[0] === folder).length} ${folder}`,
  );
  const held = (await outbox.heldIds()).length;
  out(`${outbox.root}: ${counts.join(', ')}, ${held} held attachment(s)`);
  if (rows.length > 0) table(['folder', 'id', 'mail', 'age', 'attempts', 'last error'], rows);
  if (held > 0) out('Held attachments: npm run outbox -- held');
}

function describe(stored: StoredMessage): string[] {
  if (stored.type === 'acknowledgement') {
    return [
      `mail:        acknowledgement of ${stored.reference} (${stored.kind})`,
      `to:          ${stored.email}, language ${stored.lang}`,
    ];
  }
  const file = stored.attachment;
  return [
    `mail:        inquiry (${stored.kind})`,
    `from:        ${stored.name || '(no name)'} <${stored.email}>, language ${stored.lang}, ip ${stored.remoteIp}`,
    `attachment:  ${file ? `${file.fileName} (${file.mime}, ${file.size} bytes)` : 'none'}`,
  ];
}

async function show(outbox: Outbox, id: string): Promise<number> {
  const folder = await where(outbox, id);
  if (!folder) return notFound(id);
  const dir = folder === 'pending' ? outbox.pendingDir : outbox.failedDir;
  const stored = await outbox.read(id, dir);
  const state = await outbox.state(id, dir);
  const lines = [
    `id:          ${id} (${folder}/, ${path.join(dir, id)})`,
    `message-id:  ${stored.messageId}`,
    `received:    ${stored.createdAt} (${age(Date.now() - Date.parse(stored.createdAt))} ago)`,
    ...describe(stored),
    `attempts:    ${state.attempts}${state.lastAttemptAt ? `, last at ${state.lastAttemptAt}` : ''}`,
    ...(state.lastError ? [`last error:  ${state.lastError}`] : []),
    ...(state.attachmentHeld
      ? [`held:        since ${state.attachmentHeld.at} (npm run outbox -- export ${id} <folder>)`]
      : []),
    ...(state.retriedAt ? [`retried at:  ${state.retriedAt}`] : []),
    ...(state.failedAt ? [`failed at:   ${state.failedAt}`] : []),
    ...(stored.type === 'inquiry' ? ['', stored.message] : []),
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

async function held(outbox: Outbox): Promise<void> {
  const rows: string[][] = [];
  for (const id of await outbox.heldIds()) {
    const record = await outbox.readHeld(id).catch(() => undefined);
    const since = record ? Date.parse(record.heldAt) : idTime(id);
    const until = new Date(since + retentionMs.heldAttachment).toISOString().slice(0, 10);
    const present = existsSync(outbox.heldFile(id));
    rows.push([
      id,
      record ? record.kind : '?',
      until,
      record ? bytes(record.size) : '?',
      present ? (record?.fileName ?? '(held.json unreadable)') : '(file missing)',
    ]);
  }
  out(`${outbox.heldDir}: ${rows.length} held attachment(s)`);
  if (rows.length === 0) return;
  table(['id', 'kind', 'kept until', 'size', 'file name'], rows);
  out('Hand one over: npm run outbox -- export <id> <folder>');
}

async function exportHeld(outbox: Outbox, id: string, folder: string, keep: boolean) {
  if (!(await outbox.heldIds()).includes(id)) {
    console.error(`No held attachment ${id} (collected already, expired, or never held).`);
    return 1;
  }
  if (!existsSync(folder)) {
    console.error(`No folder ${folder}: create it first.`);
    return 1;
  }
  try {
    const copy = await outbox.exportHeld(id, path.resolve(folder), keep);
    out(
      keep
        ? `${copy} written; the attachment stays on the server until it expires.`
        : `${copy} written; the attachment was deleted from the server (collected).`,
    );
    return 0;
  } catch (error) {
    if (errorCode(error) === 'EEXIST') {
      console.error(`${folder} already has a file of that name: choose another folder.`);
      return 1;
    }
    throw error;
  }
}

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      failed: { type: 'boolean' },
      keep: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, id, folder] = positionals;
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
  if (command === 'held' && !id) {
    await held(outbox);
    return 0;
  }
  if (command === 'export' && id && folder) {
    return exportHeld(outbox, id, folder, values.keep === true);
  }
  console.error(usage);
  return 1;
}

loadDotEnv();
try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  const parseError = errorCode(error)?.startsWith('ERR_PARSE_ARGS') === true;
  if (!(error instanceof StartupError) && !parseError) throw error;
  console.error(errorMessage(error));
  process.exitCode = 1;
}
