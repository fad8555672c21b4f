import { writeFile } from 'node:fs/promises';
import type { InquiryKind } from '@verdalia/shared';
import { Outbox, type NewMessage } from '../../src/outbox/durable-outbox.js';

export interface Seed {
  text: string;
  attachment?: Buffer;
  fileName?: string;
  kind?: InquiryKind;
  email?: string;
  name?: string;
}

export const seededMessage = (seed: Seed): NewMessage => ({
  lang: 'en',
  kind: seed.kind ?? 'other',
  name: seed.name ?? 'Ana',
  email: seed.email ?? 'ana@example.org',
  message: seed.text,
  remoteIp: '127.0.0.1',
  ...(seed.attachment && {
    attachment: {
      fileName: seed.fileName ?? 'a.pdf',
      mime: 'application/pdf',
      size: seed.attachment.length,
    },
  }),
});

/**
 * Puts messages into an outbox folder before any server runs (as a previous process would
 * have left them), so a test decides exactly what the worker finds at start. `acknowledge`
 * parks an acknowledgement in each, as the server does when ACKNOWLEDGE_VISITORS is on and no
 * mailbox has had one yet.
 */
export async function seedOutbox(
  dir: string,
  seeds: Seed[],
  options: { acknowledge?: boolean } = {},
): Promise<string[]> {
  const outbox = new Outbox(dir, 'verdalia.example', {
    lockStaleMs: 2000,
    ...(options.acknowledge && { acknowledge: { isClaimed: async () => false } }),
  });
  await outbox.init(() => undefined);
  const ids: string[] = [];
  for (const seed of seeds) {
    let upload: string | undefined;
    if (seed.attachment) {
      upload = outbox.uploadPath();
      await writeFile(upload, seed.attachment);
    }
    ids.push((await outbox.store(seededMessage(seed), upload)).id);
  }
  await outbox.close();
  return ids;
}
