import { readFile, readdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { siteConfig } from '@verdalia/shared';
import { deliveryStateSchema, heldAttachmentSchema } from '../src/outbox/stored-message.js';
import { build, tempDir, until } from './helper.js';
import * as fixtures from '@verdalia/test-files/fixtures';
import { seedOutbox } from './support/seed-outbox.js';
import { startServer, stopServer } from './support/server-process.js';
import { SmtpSink } from '@verdalia/smtp-sink';

const smtp = await SmtpSink.start({ size: 60_000 });
afterAll(() => smtp.stop());

const day = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * day).toISOString();

/** Rewrites a JSON file's field, as if the event it records had happened `days` ago. */
async function backdate(file: string, field: 'failedAt' | 'heldAt', days: number) {
  const schema = field === 'failedAt' ? deliveryStateSchema : heldAttachmentSchema;
  const content = schema.parse(JSON.parse(await readFile(file, 'utf8')));
  await writeFile(file, JSON.stringify({ ...content, [field]: daysAgo(days) }));
}

describe('retention, as the privacy notice states it', () => {
  it('deletes failed messages and held attachments after their days, and forgets acknowledged addresses, saying so in the log', async () => {
    const { failedFolderDays, heldAttachmentDays } = siteConfig.retention;
    const dir = path.join(await tempDir('retention'), 'outbox');
    const large = fixtures.pdfOfSize(90_000);
    const [oldFailed, oldHeld, recentHeld, recentFailed] = await seedOutbox(
      dir,
      [
        { text: 'old failed', email: 'a@example.org' },
        { text: 'old held', attachment: large, email: 'b@example.org' },
        { text: 'recent held', attachment: large, email: 'c@example.org' },
        { text: 'recent failed', email: 'd@example.org' },
      ],
      { acknowledge: true },
    );
    // Through the real SMTP server, in the worker's order (a pass over the four inquiries,
    // then one over the acknowledgements they released): the first and last refused
    // (failed/), the two large ones sent without their attachment (held/), and their two
    // acknowledgements.
    const refused = { code: 550, text: 'refused' };
    smtp.answerNext(refused, 'accept', 'accept', refused, 'accept', 'accept');
    const app = await build({ OUTBOX_DIR: dir, SMTP_URL: smtp.url });
    await until(async () => (await app.outbox.failedIds()).length === 2);
    await until(async () => (await app.outbox.pendingIds()).length === 0);
    expect(await app.outbox.heldIds()).toEqual([oldHeld, recentHeld]);
    expect(smtp.received.filter(({ mail }) => mail.messageId?.includes('-ack@'))).toHaveLength(2);
    await app.close();

    for (const [folder, id, file, field, days] of [
      ['failed', oldFailed, 'delivery.json', 'failedAt', failedFolderDays + 1],
      ['failed', recentFailed, 'delivery.json', 'failedAt', failedFolderDays - 1],
      ['held', oldHeld, 'held.json', 'heldAt', heldAttachmentDays + 1],
      ['held', recentHeld, 'held.json', 'heldAt', heldAttachmentDays - 1],
    ] as const) {
      await backdate(path.join(dir, folder, id ?? '', file), field, days);
    }
    // A record per acknowledgement sent (claimed as it went); the refused inquiries' ones wait
    // in failed/ with them, unclaimed.
    const records = (await readdir(path.join(dir, 'acknowledged'))).filter(
      (name) => name !== '.key',
    );
    expect(records).toHaveLength(2);
    const twoDaysAgo = new Date(Date.now() - 2 * day);
    for (const name of records)
      await utimes(path.join(dir, 'acknowledged', name), twoDaysAgo, twoDaysAgo);

    // A restart prunes at once (and then every hour).
    const server = await startServer(
      { OUTBOX_DIR: dir, SMTP_URL: smtp.url, LOG_LEVEL: 'info' },
      { captureLog: true },
    );
    await until(() => server.log().includes('forgot acknowledged addresses'));
    await stopServer(server, 'SIGTERM');
    expect(await readdir(path.join(dir, 'failed'))).toEqual([recentFailed]);
    expect(await readdir(path.join(dir, 'held'))).toEqual([recentHeld]);
    expect(await readdir(path.join(dir, 'acknowledged'))).toEqual(['.key']);
    expect(await readdir(path.join(dir, 'trash'))).toEqual([]);
    const lines = server.log().split('\n');
    expect(lines.filter((line) => line.includes('as the privacy notice states'))).toEqual([
      expect.stringContaining(`deleted failed/${oldFailed} after ${failedFolderDays} days`),
      expect.stringContaining(`deleted held/${oldHeld} after ${heldAttachmentDays} days`),
    ]);
    expect(lines.find((line) => line.includes('forgot acknowledged'))).toContain('"count":2');
  });
});
