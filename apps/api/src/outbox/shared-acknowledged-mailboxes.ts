import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { mailboxDigest, type AcknowledgementRecord } from './acknowledged-mailboxes.js';

const prefix = 'verdalia:acknowledged:';
const keyName = 'verdalia:acknowledged-key';

// One round trip, atomic: a free (or expired) mailbox is claimed for the window; the claimant
// that holds it keeps it (the same acknowledgement sent again after a crash).
const claimScript = `
local holder = redis.call('GET', KEYS[1])
if not holder then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
  return 1
end
if holder == ARGV[1] then return 1 end
return 0
`;

/**
 * The record in Redis (REDIS_URL), shared by every replica, so that "one acknowledgement a
 * day" holds for the site, not per process. Each claim is a key named by the mailbox's keyed
 * hash, holding its acknowledgement's id, that Redis deletes after the window (the privacy
 * notice's period); the HMAC key is made once by whichever replica comes first and kept in
 * Redis beside them. While Redis cannot answer, a claim throws: the acknowledgement waits and
 * is tried again (a replica never decides alone, which could send a second one).
 */
export class SharedAcknowledgedMailboxes implements AcknowledgementRecord {
  private key: Buffer | undefined;

  constructor(
    private readonly redis: Redis,
    readonly windowMs: number,
  ) {}

  private async hashKey(): Promise<Buffer> {
    if (this.key) return this.key;
    await this.redis.set(keyName, randomBytes(32).toString('hex'), 'NX');
    const stored = await this.redis.get(keyName);
    if (!stored || !/^[0-9a-f]{64}$/.test(stored)) {
      throw new Error(`Redis holds no usable ${keyName}`);
    }
    this.key = Buffer.from(stored, 'hex');
    return this.key;
  }

  async claim(mailbox: string, claimant: string): Promise<boolean> {
    const digest = mailboxDigest(await this.hashKey(), mailbox);
    const reply: unknown = await this.redis.eval(
      claimScript,
      1,
      prefix + digest,
      claimant,
      this.windowMs,
    );
    if (reply !== 0 && reply !== 1) {
      throw new Error(`unexpected answer from Redis: ${JSON.stringify(reply)}`);
    }
    return reply === 1;
  }

  async isClaimed(mailbox: string): Promise<boolean> {
    const digest = mailboxDigest(await this.hashKey(), mailbox);
    return (await this.redis.exists(prefix + digest)) === 1;
  }

  /** Redis deletes each claim when its window ends. */
  async prune(): Promise<number> {
    return 0;
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}
