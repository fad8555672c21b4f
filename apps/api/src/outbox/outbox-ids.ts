import { randomBytes } from 'node:crypto';

/** When a message arrived (Date.now() time), read from its id (ids start with it in base 36). */
export function idTime(id: string): number {
  return Number.parseInt(id.split('-')[0] ?? '', 36);
}

/** The acknowledgement's id: its inquiry's, so it sorts (and is delivered) right after it. */
export function acknowledgementId(inquiryId: string): string {
  return `${inquiryId}-ack`;
}

/** A name for an upload being received in tmp/, unique and unguessable. */
export function uploadName(): string {
  return `upload-${randomBytes(12).toString('hex')}`;
}

/**
 * Makes message ids: time first, so a plain sort delivers in arrival order; a random part
 * makes each unique. The time never repeats, so two messages stored in one millisecond keep
 * their order too (outbox-ids.test.ts).
 */
export class IdClock {
  private lastTime = 0;

  next(): string {
    const time = Math.max(Date.now(), this.lastTime + 1);
    this.lastTime = time;
    return `${time.toString(36).padStart(9, '0')}-${randomBytes(8).toString('hex')}`;
  }
}
