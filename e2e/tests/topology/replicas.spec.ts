import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { e2ePort } from '../../support/e2e-env';
import { mailsWith } from '../../support/mail-sink';
import { pendingFiles, SmtpRelay, submission, Topology } from './topology';

// nginx in front of two API replicas sharing Redis, each started by the test (their own
// ports, E2E_PORT + 20 and + 30), so settings and kills do not touch the suite's topology.
test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

test('the rate limit holds across replicas: N requests pass, the rest get 429', async () => {
  const limit = 4;
  const topology = new Topology(e2ePort + 20, { RATE_LIMIT_MAX: String(limit) });
  await topology.start();
  try {
    const [first, second] = [topology.replica(1), topology.replica(2)];
    const statuses: number[] = [];
    // 2N requests from one address, alternating between the replicas.
    for (let index = 0; index < 2 * limit; index += 1) {
      const { port } = index % 2 ? second : first;
      const response = await fetch(`http://127.0.0.1:${port}/send-email.php`, { method: 'POST' });
      statuses.push(response.status);
      expect(await response.json()).toMatchObject({ success: false });
    }
    expect(statuses.slice(0, limit).filter((status) => status === 429)).toEqual([]);
    expect(statuses.slice(limit)).toEqual(Array(limit).fill(429));
    // Through nginx, the visitor's address is the same one: still limited.
    const proxied = await fetch(`${topology.url}/send-email.php`, { method: 'POST' });
    expect(proxied.status).toBe(429);
  } finally {
    await topology.stop();
  }
});

test('a replica killed during 30 submissions: every 200 delivered once, the rest a JSON error, its mail after the restart', async () => {
  // Mail goes through a relay opened only after the kill, so the killed replica surely holds
  // accepted, undelivered messages when it dies.
  const relay = new SmtpRelay(e2ePort + 40);
  const topology = new Topology(e2ePort + 30, {
    RATE_LIMIT_MAX: '1000',
    SMTP_URL: `smtp://127.0.0.1:${relay.port}`,
  });
  await topology.start();
  try {
    const victim = topology.replica(1);
    const run = randomUUID();
    const markers = Array.from({ length: 30 }, (_, index) => `kill-${run}-${index}-end`);
    const answers = new Map<string, { status: number; body: unknown }>();
    let sent = 0;
    let killedWithPending = -1;
    const post = async (marker: string) => {
      const response = await fetch(`${topology.url}/send-email.php`, {
        method: 'POST',
        body: submission(marker),
      });
      answers.set(marker, { status: response.status, body: await response.json() });
    };
    // Three at a time; the replica dies with a third of the submissions still to come.
    const queue = [...markers];
    await Promise.all(
      Array.from({ length: 3 }, async () => {
        for (let marker = queue.shift(); marker; marker = queue.shift()) {
          sent += 1;
          if (sent === 20 && killedWithPending === -1) {
            killedWithPending = pendingFiles(victim.outbox).length;
            process.kill(victim.pid, 'SIGKILL');
          }
          await post(marker);
        }
      }),
    );
    expect(killedWithPending).toBeGreaterThan(0);
    await relay.open();

    const accepted = markers.filter((marker) => answers.get(marker)?.status === 200);
    const refused = markers.filter((marker) => answers.get(marker)?.status !== 200);
    for (const marker of refused) {
      expect(answers.get(marker)?.body, marker).toMatchObject({ success: false });
    }
    await expect
      .poll(
        async () => {
          const missing = [];
          for (const marker of accepted)
            if ((await mailsWith(marker)).length === 0) missing.push(marker);
          return missing;
        },
        { timeout: 60_000, message: 'every accepted submission delivered' },
      )
      .toEqual([]);
    // The restarted replica has emptied its outbox: what it held when killed was delivered.
    await expect.poll(() => pendingFiles(victim.outbox).length, { timeout: 30_000 }).toBe(0);
    expect(topology.replica(1).pid).not.toBe(victim.pid);
    for (const marker of markers) {
      expect((await mailsWith(marker)).length, marker).toBeLessThanOrEqual(1);
    }
    const delivered = (
      await Promise.all(markers.map(async (marker) => (await mailsWith(marker)).length))
    ).reduce((sum, count) => sum + count, 0);
    test.info().annotations.push({
      type: 'replica kill',
      description: `${accepted.length} answered 200 (all delivered once), ${refused.length} JSON errors, ${delivered} mails in all, ${killedWithPending} files pending in the killed replica's outbox`,
    });
    process.stdout.write(
      `replica kill: ${accepted.length} × 200 delivered once, ${refused.length} JSON errors, ${delivered} mails delivered, ${killedWithPending} outbox files pending at the kill\n`,
    );
  } finally {
    relay.close();
    await topology.stop();
  }
});
