import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { deliveryStateSchema, storedMessageSchema } from '../src/outbox/stored-message.js';
import { contactForm, postContact, tempDir, until } from './helper.js';
import { TestSiteverify } from './support/siteverify.js';
import { startServer, stopServer } from './support/server-process.js';
import { SmtpSink, type SmtpAnswer } from '@verdalia/smtp-sink';

const submissions = 100;
const concurrency = 4;
/** Fixed, so a failing run can be replayed; the kill's moment still varies with timing. */
const seed = 18;

/** mulberry32: a small seeded random generator. */
function random(state: number): () => number {
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const siteverify = await TestSiteverify.start();
const smtp = await SmtpSink.start();
afterAll(async () => {
  await smtp.stop();
  await siteverify.stop();
});

function startApi(outbox: string) {
  return startServer({
    LOG_LEVEL: 'silent',
    OUTBOX_DIR: outbox,
    SMTP_URL: smtp.url,
    HCAPTCHA_VERIFY_URL: siteverify.url,
    RATE_LIMIT_MAX: '100000',
    RETRY_BASE_MS: '50',
    RETRY_MAX_MS: '200',
    ACKNOWLEDGE_VISITORS: 'true',
  });
}

const tokenOf = (text: string) => /fault-token-(\d+)/.exec(text)?.[1];
/**
 * Ten visitors write ten times each: each inquiry parks an acknowledgement, and the first
 * released by a delivered inquiry claims its address (one a day), so ten acknowledgements
 * ride through the faults too and the others are dropped.
 */
const addresses = 10;
const visitorOf = (token: string) => `visitor-${Number(token) % addresses}@example.org`;
const referenceOf = (text: string) => /Referencia: (\S+)/.exec(text)?.[1] ?? '?';
/** Adds one to `key`'s count. */
const count = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

describe('fault run', { timeout: 600_000 }, () => {
  it('delivers every accepted submission exactly once or fails it visibly, and each visitor’s one acknowledgement after a delivered inquiry, through SMTP faults and a SIGKILL', async () => {
    const started = Date.now();
    const next = random(seed);
    smtp.answer = (): SmtpAnswer => {
      const roll = next();
      if (roll < 0.6) return 'accept';
      if (roll < 0.75) return { code: 451, text: 'try again later' };
      if (roll < 0.85) return { code: 550, text: 'refused for good' };
      return 'drop';
    };
    const outbox = path.join(await tempDir('fault'), 'outbox');
    const phases: string[] = [];
    const mark = (label: string) =>
      phases.push(`${label} ${((Date.now() - started) / 1000).toFixed(1)} s`);
    let api = await startApi(outbox);
    mark('API up');
    let restarted: Promise<void> | undefined;
    const answered = new Map<string, number>();
    const unanswered = new Set<string>();
    let sent = 0;

    // Half-way, the next DATA stalls mid-message and the API is killed right then: the one
    // delivery in flight is cut before the server could accept it, and so are the
    // submissions being received.
    const killHalfWay = async () => {
      smtp.answerNext('stall');
      await until(() => smtp.stalled === 1, 120_000);
      await stopServer(api);
      mark('killed');
      api = await startApi(outbox);
      mark('restarted');
    };

    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (sent < submissions) {
          const token = String(sent);
          sent += 1;
          if (sent === submissions / 2) restarted = killHalfWay();
          try {
            const answer = await postContact(
              api.base,
              contactForm({
                message: `fault-token-${token} ${'x'.repeat(200)}`,
                email: visitorOf(token),
              }),
            );
            answered.set(token, answer.status);
          } catch {
            // The connection died with the API: accepted or not, the client never heard.
            unanswered.add(token);
            await restarted;
          }
        }
      }),
    );
    await restarted;
    const pendingDir = path.join(outbox, 'pending');
    mark('all submitted');
    // A bound against a hang, well inside the test's 600 s: the drain (retries, dropped
    // connections, the restart's recovery) slows with the machine's load (on 2 cores at a load
    // of 30 the whole run went past 240 s).
    await until(async () => (await readdir(pendingDir)).length === 0, 480_000);
    mark('pending/ empty');

    const delivered = new Map<string, number>();
    /** Inquiry id (the reference both mails show) → its token, for the delivered ones. */
    const deliveredIds = new Map<string, string>();
    /** Per address: how its one acknowledgement ended (sent, failed, or waiting in a failed inquiry). */
    const acknowledgements = new Map<string, { ended: string; reference: string }[]>();
    const note = (address: string, ended: string, reference: string) =>
      acknowledgements.set(address, [
        ...(acknowledgements.get(address) ?? []),
        { ended, reference },
      ]);
    for (const { mail, envelope } of smtp.received) {
      const text = mail.text ?? '';
      if (mail.messageId?.includes('-ack@')) {
        note(envelope.to[0] ?? '?', 'sent', referenceOf(text));
        continue;
      }
      const token = tokenOf(text) ?? '?';
      count(delivered, token);
      deliveredIds.set(referenceOf(text), token);
    }
    const failedDir = path.join(outbox, 'failed');
    const failed = new Map<string, string>();
    for (const id of await readdir(failedDir)) {
      const read = async (file: string): Promise<unknown> =>
        JSON.parse(await readFile(path.join(failedDir, id, file), 'utf8'));
      const stored = storedMessageSchema.parse(await read('message.json'));
      const state = deliveryStateSchema.parse(await read('delivery.json'));
      expect(state.lastError).toMatch(/550 refused for good/);
      if (stored.type === 'acknowledgement') {
        note(stored.email, 'failed', stored.reference);
        continue;
      }
      failed.set(tokenOf(stored.message) ?? '?', state.lastError ?? '');
      const parked = await readdir(path.join(failedDir, id, 'acknowledgement')).catch(() => []);
      if (parked.length > 0) note(stored.email, 'waiting in its failed inquiry', id);
    }
    // Each address with a delivered inquiry: exactly one acknowledgement sent or failed, for a
    // delivered inquiry; an address with none delivered: none (theirs wait in failed/).
    const acknowledgementProblems = Array.from({ length: addresses }, (_, index) => {
      const address = visitorOf(String(index));
      const ends = (acknowledgements.get(address) ?? []).filter(
        ({ ended }) => ended !== 'waiting in its failed inquiry',
      );
      const hadDelivered = [...deliveredIds.values()].some((token) => visitorOf(token) === address);
      if (ends.length !== (hadDelivered ? 1 : 0)) {
        return `${address}: ${ends.length} acknowledgements sent or failed`;
      }
      const [only] = ends;
      if (only && !deliveredIds.has(only.reference)) {
        return `${address}: acknowledgement ${only.ended} for an inquiry not delivered`;
      }
      return undefined;
    }).filter((problem) => problem !== undefined);

    const accepted = [...answered].filter(([, status]) => status === 200).map(([token]) => token);
    const twice = [...delivered].filter(([, count]) => count > 1).map(([token]) => token);
    const both = [...failed.keys()].filter((token) => delivered.has(token));
    const missing = accepted.filter((token) => !delivered.has(token) && !failed.has(token));
    const answerCounts = new Map<string, number>();
    for (const { answer } of smtp.answers) {
      const key = typeof answer === 'string' ? answer : String(answer.code);
      answerCounts.set(key, (answerCounts.get(key) ?? 0) + 1);
    }
    process.stdout.write(
      `${[
        `fault run (seed ${seed}): ${phases.join(', ')}`,
        `  submissions ${sent}: ${accepted.length} accepted (200), ${answered.size - accepted.length} refused, ${unanswered.size} cut off by the SIGKILL`,
        `  SMTP answers: ${[...answerCounts].map(([key, count]) => `${key} ${count}`).join(', ')}`,
        `  delivered ${delivered.size} (${[...delivered.keys()].filter((t) => unanswered.has(t)).length} of them cut off before the answer), failed ${failed.size}, twice ${twice.length}, delivered and failed ${both.length}, accepted but missing ${missing.length}`,
        `  acknowledgements (${addresses} addresses): ${[...acknowledgements.values()]
          .flat()
          .map(({ ended }) => ended)
          .join(', ')}; problems ${acknowledgementProblems.length}`,
      ].join('\n')}\n`,
    );

    expect(answered.size + unanswered.size).toBe(submissions);
    expect(accepted.length).toBeGreaterThan(submissions / 2);
    expect(unanswered.size).toBeLessThanOrEqual(concurrency);
    expect(twice).toEqual([]);
    expect(both).toEqual([]);
    expect(missing).toEqual([]);
    expect(delivered.has('?') || failed.has('?')).toBe(false);
    // Only accepted (or cut-off) submissions reach the mail; each failure carries its reason.
    for (const token of [...delivered.keys(), ...failed.keys()]) {
      expect(accepted.includes(token) || unanswered.has(token)).toBe(true);
    }
    for (const reason of failed.values()) expect(reason).toMatch(/550 refused for good/);
    expect(acknowledgementProblems).toEqual([]);
    expect(smtp.stalled).toBe(1);
    await stopServer(api);
  });
});
