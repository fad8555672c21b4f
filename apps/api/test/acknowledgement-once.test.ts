import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SmtpSink, type Received } from '@verdalia/smtp-sink';
import { build, contactForm, listen, postContact, tempDir, until } from './helper.js';
import { freePort } from './support/free-port.js';
import { outsideWorld } from './support/outside-world.js';
import { pauseAtCall } from './support/pause-at-call.js';
import { startRedis } from './support/redis-server.js';
import { startServer, stopServer } from './support/server-process.js';

const { smtp, siteverify } = await outsideWorld();
const redis = await startRedis();

const isAcknowledgement = ({ mail }: Received) => mail.messageId?.includes('-ack@') === true;
/** Whether `address` is one of `addresses` (mail software may lower-case the domain). */
const among = (addresses: string[], address: string | undefined) =>
  addresses.some((one) => one.toLowerCase() === address?.toLowerCase());
const acknowledgementsTo = (sink: SmtpSink, addresses: string[]) =>
  sink.received.filter(
    (received) => isAcknowledgement(received) && among(addresses, received.envelope.to[0]),
  );
const staffMailsFrom = (sink: SmtpSink, addresses: string[]) =>
  sink.received.filter(
    (received) =>
      !isAcknowledgement(received) && among(addresses, received.mail.replyTo?.value[0]?.address),
  );

describe('one acknowledgement a day per mailbox, for the whole site', () => {
  it('reads the spellings of one mailbox as the big providers do, and every replica sees the record (Redis)', async () => {
    const env = {
      SMTP_URL: smtp.url,
      HCAPTCHA_VERIFY_URL: siteverify.url,
      ACKNOWLEDGE_VISITORS: 'true',
      REDIS_URL: redis.url,
    };
    const replicas = [await build(env), await build(env)];
    const bases = await Promise.all(replicas.map(listen));
    // Seven spellings of one Gmail mailbox, sent to the two replicas in turn.
    const gmail = [
      'anaperez@gmail.com',
      'Ana.Perez@gmail.com',
      'ANAPEREZ@GMAIL.COM',
      'a.n.a.perez@googlemail.com',
      'anaperez+cv@gmail.com',
      'Ana.Perez+site@GoogleMail.com',
      'ana.perez@gmail.com',
    ];
    // Dots count outside Gmail: two people.
    const outlook = [
      'maria.souza@outlook.com',
      'mariasouza@outlook.com',
      'Maria.Souza+x@Outlook.com',
    ];
    const sent = [...gmail, ...outlook];
    for (const [index, email] of sent.entries()) {
      const answer = await postContact(bases[index % 2] ?? '', contactForm({ email, lang: 'en' }));
      expect(answer.status).toBe(200);
    }
    await until(() => staffMailsFrom(smtp, sent).length === sent.length);
    // Every acknowledgement was released and either sent or dropped.
    for (const replica of replicas) {
      await until(async () => (await replica.outbox.pendingIds()).length === 0);
    }
    expect(acknowledgementsTo(smtp, gmail)).toHaveLength(1);
    const outlookAcknowledged = acknowledgementsTo(smtp, outlook).map(({ envelope }) =>
      envelope.to.join(),
    );
    expect(outlookAcknowledged.toSorted()).toEqual([
      'maria.souza@outlook.com',
      'mariasouza@outlook.com',
    ]);
    // Those parked before the mailbox was claimed are dropped when their turn comes, and
    // counted; those stored after it parked none. Either way, no more than the seven others.
    let skipped = 0;
    for (const replica of replicas) {
      const metrics = (await replica.inject({ url: '/metrics' })).body;
      skipped += Number(
        /outbox_deliveries_total\{result="skipped"\} (\d+)/.exec(metrics)?.[1] ?? 0,
      );
    }
    expect(skipped).toBeLessThanOrEqual(sent.length - 3);
  });

  it('holds no claim for a process killed before the inquiry was stored: the visitor’s retry is acknowledged', async () => {
    const outbox = path.join(await tempDir('killed-before-store'), 'outbox');
    const inspectorPort = await freePort();
    const env = {
      OUTBOX_DIR: outbox,
      SMTP_URL: smtp.url,
      HCAPTCHA_VERIFY_URL: siteverify.url,
      ACKNOWLEDGE_VISITORS: 'true',
    };
    const visitor = 'lucia.killed@example.org';
    const first = await startServer(env, {
      wrap: ([node = process.execPath, ...rest]) => [
        node,
        `--inspect=127.0.0.1:${inspectorPort}`,
        ...rest,
      ],
    });
    // Stop the server as it begins to write the inquiry into tmp/<id>/, after all it does
    // before (reading the form, the captcha, and what used to be the claim), and kill it there.
    const tmp = path.join(outbox, 'tmp');
    const breakpoint = await pauseAtCall(
      inspectorPort,
      "process.getBuiltinModule('node:fs/promises').mkdir",
      `String(arguments[0]).startsWith(${JSON.stringify(`${tmp}/`)})`,
    );
    const lost = postContact(first.base, contactForm({ email: visitor })).catch(
      (error: unknown) => error,
    );
    await breakpoint.paused;
    await stopServer(first, 'SIGKILL');
    breakpoint.close();
    expect(await lost).toBeInstanceOf(Error);
    expect(await readdir(path.join(outbox, 'pending'))).toEqual([]);

    // The visitor sends again: the inquiry is stored, delivered, and acknowledged.
    const second = await startServer(env);
    expect((await postContact(second.base, contactForm({ email: visitor }))).status).toBe(200);
    await until(() => acknowledgementsTo(smtp, [visitor]).length === 1);
    expect(staffMailsFrom(smtp, [visitor])).toHaveLength(1);
    await stopServer(second, 'SIGTERM');
  });

  it('still sends an acknowledgement whose process was killed after claiming it, once, when it starts again', async () => {
    const outbox = path.join(await tempDir('killed-after-claim'), 'outbox');
    const sink = await SmtpSink.start();
    try {
      const env = {
        OUTBOX_DIR: outbox,
        SMTP_URL: sink.url,
        HCAPTCHA_VERIFY_URL: siteverify.url,
        ACKNOWLEDGE_VISITORS: 'true',
        REDIS_URL: redis.url,
        // The rate limit counts in the same Redis as the test above.
        RATE_LIMIT_MAX: '1000',
      };
      const visitor = 'pedro.claimed@example.org';
      // The staff mail is taken; the acknowledgement (claimed just before) never gets its answer.
      sink.answerNext('accept', 'stall');
      const first = await startServer(env);
      expect((await postContact(first.base, contactForm({ email: visitor }))).status).toBe(200);
      await until(() => sink.stalled === 1);
      await stopServer(first, 'SIGKILL');
      const second = await startServer(env);
      await until(() => acknowledgementsTo(sink, [visitor]).length === 1);
      await until(async () => (await readdir(path.join(outbox, 'pending'))).length === 0);
      await stopServer(second, 'SIGTERM');
      expect(acknowledgementsTo(sink, [visitor])).toHaveLength(1);
      expect(staffMailsFrom(sink, [visitor])).toHaveLength(1);
    } finally {
      await sink.stop();
    }
  });
});
