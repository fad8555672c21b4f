// docker-compose.prod.yml as production runs it, its outside world laid over it
// (prod-check.yml): pages through nginx, the form over STARTTLS to the relay with clamd
// scanning the file, the rate limit shared through Redis by both replicas, and a replica
// killed during 30 submissions losing nothing and sending nothing twice.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createInterface } from 'node:readline';
import { contactFieldNames, errorKeys } from '@verdalia/shared';
import { answers, expectSpanishHome, postForm } from './answers.ts';
import { Mailbox, recipients } from './mailbox.ts';
import { check, figure } from './report.ts';
import { docker, Stack } from './stack.ts';
import { eicarCarrier, md5Signature, pdf, sha256, submission } from './submissions.ts';
import { until } from './until.ts';

const token = 'compose-check-token';
const mailTo = 'inquiries@verdalia-consulting.com';
const rateLimit = 8;

/**
 * One visitor's browser inside the stack's network (its own address, so nginx's per-address
 * limit counts it alone): posts one submission per marker to nginx, one after the other, and
 * prints each answer as a JSON line.
 */
const visitorScript = `
const { url, token, fields, markers } = JSON.parse(process.argv[1]);
for (const [index, marker] of markers.entries()) {
  // One a second: a visitor's pace, and time for the check to kill a replica mid-stream.
  if (index > 0) await new Promise((resolve) => setTimeout(resolve, 1000));
  const body = new FormData();
  body.append(fields.name, 'Visitante ' + marker);
  body.append(fields.email, 'visitor@verdalia-check.net');
  body.append(fields.message, 'Consulta durante la caída de una réplica ' + marker);
  body.append(fields.captchaToken, token);
  body.append(fields.language, 'es');
  body.append(fields.kind, 'organization');
  let line;
  try {
    const response = await fetch(url, { method: 'POST', body });
    line = { marker, status: response.status, body: await response.text() };
  } catch (error) {
    line = { marker, status: 0, body: String(error) };
  }
  process.stdout.write(JSON.stringify(line) + '\\n');
}
`;

interface VisitorAnswer {
  marker: string;
  status: number;
  body: string;
}

function visitor(
  network: string,
  image: string,
  markers: string[],
  onAnswer: (answer: VisitorAnswer) => void,
): Promise<void> {
  const payload = JSON.stringify({
    url: 'http://nginx:8080/send-email.php',
    token,
    fields: contactFieldNames,
    markers,
  });
  const child = spawn(
    'docker',
    [
      'run',
      '--rm',
      '--network',
      network,
      image,
      'node',
      '--input-type=module',
      '-e',
      visitorScript,
      payload,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  createInterface({ input: child.stdout }).on('line', (line) => {
    const parsed: unknown = JSON.parse(line);
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'marker' in parsed &&
      'status' in parsed &&
      'body' in parsed
    ) {
      onAnswer({
        marker: String(parsed.marker),
        status: Number(parsed.status),
        body: String(parsed.body),
      });
    }
  });
  return new Promise((resolve, reject) =>
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`a visitor container exited with ${code}`)),
    ),
  );
}

export async function checkProductionStack(
  root: string,
  settings: { port: number; mailpitPort: number; tlsDir: string; nodeImage: string },
): Promise<void> {
  const stack = new Stack(
    'verdalia-check-prod',
    ['docker-compose.prod.yml', 'tooling/compose-tools/check/prod-check.yml'],
    {
      // nginx's published port, on loopback only while the check runs.
      PORT: `127.0.0.1:${settings.port}`,
      HCAPTCHA_SITEKEY: 'compose-check-site-key',
      HCAPTCHA_SECRET: 'compose-check-secret',
      SITE_URL: 'https://www.verdalia-consulting.com',
      SMTP_URL: 'smtp://mail-relay:1025',
      SMTP_REQUIRE_TLS: 'true',
      MAIL_TO: mailTo,
      MAIL_FROM: 'web@verdalia-consulting.com',
      RATE_LIMIT_MAX: String(rateLimit),
      CLAMAV_NO_FRESHCLAMD: 'true',
      CHECK_TLS_DIR: settings.tlsDir,
      CHECK_MAILPIT_PORT: String(settings.mailpitPort),
      CHECK_CAPTCHA_TOKEN: token,
    },
    root,
  );
  const base = `http://127.0.0.1:${settings.port}`;
  const mailbox = new Mailbox(`http://127.0.0.1:${settings.mailpitPort}`);
  const run = randomUUID().slice(0, 8);
  const carrier = eicarCarrier();
  process.stdout.write(
    '\nThe production stack (docker-compose.prod.yml, its outside world from check/prod-check.yml)\n',
  );
  await stack.down();
  try {
    await check('builds (API, nginx) and starts: nginx, two replicas, Redis, clamd', async () => {
      const started = performance.now();
      await stack.compose(['build']);
      figure(`production images built in ${((performance.now() - started) / 1000).toFixed(0)} s`);
      await stack.compose(
        [
          'run',
          '-T',
          '--rm',
          '--no-deps',
          '--entrypoint',
          'sh',
          'clamd',
          '-c',
          'cat > /var/lib/clamav/compose-check.hdb',
        ],
        md5Signature(carrier, 'Eicar-Test-Signature.Compose-Check'),
      );
      await stack.compose(['up', '-d']);
      await until('nginx answering', () => answers(`${base}/healthz`), 300_000);
    });

    await check('pages through nginx: the home page in Spanish, an unknown page 404', async () => {
      await expectSpanishHome(base);
      const missing = await fetch(`${base}/no-such-page-${run}`);
      assert.equal(missing.status, 404);
      assert.match(await missing.text(), /<html[^>]* lang="es"/);
    });

    await check(
      'pages are files: with both replicas stopped every language still loads',
      async () => {
        await stack.compose(['stop', 'api-1', 'api-2']);
        try {
          await expectSpanishHome(base);
          for (const [address, language] of [
            ['/en/about', 'en'],
            ['/pt/contato', 'pt'],
          ] as const) {
            const page = await fetch(`${base}${address}`);
            assert.equal(page.status, 200, address);
            assert.match(await page.text(), new RegExp(`<html[^>]* lang="${language}"`), address);
          }
        } finally {
          await stack.compose(['start', 'api-1', 'api-2']);
        }
        await until(
          'the replicas answering through nginx again',
          async () =>
            (await fetch(`${base}/healthz`).catch(() => undefined))?.ok ? true : undefined,
          180_000,
        );
      },
    );

    await check(
      'the form with a PDF over STARTTLS (the relay refuses plain text), clamd scanning it',
      async () => {
        const clamd = await stack.container('clamd');
        await until(
          'clamd healthy',
          async () =>
            (await docker(['inspect', '-f', '{{.State.Health.Status}}', clamd])) === 'healthy'
              ? true
              : undefined,
          300_000,
        );
        const marker = `prod-file-${run}`;
        const file = pdf(`Propuesta ${marker}`);
        const answer = await postForm(
          base,
          submission(marker, token, {
            name: 'propuesta.pdf',
            bytes: file,
            type: 'application/pdf',
          }),
        );
        assert.equal(answer.status, 200, JSON.stringify(answer));
        const [mail] = await until(
          'the mail at the relay',
          async () => {
            const mails = await mailbox.with(marker);
            return mails.length > 0 ? mails : undefined;
          },
          120_000,
        );
        assert.ok(mail);
        assert.deepEqual(recipients(mail), [mailTo]);
        assert.deepEqual(
          mail.attachments.map((attachment) => sha256(attachment.content)),
          [sha256(file)],
        );
        const refused = await postForm(
          base,
          submission(`prod-eicar-${run}`, token, {
            name: 'factura.pdf',
            bytes: carrier,
            type: 'application/pdf',
          }),
        );
        assert.equal(refused.code, errorKeys.fileType, JSON.stringify(refused));
      },
    );

    await check(
      `the rate limit is shared through Redis: ${rateLimit} pass across both replicas, then 429 on either`,
      async () => {
        const statuses: number[] = [];
        const replicas = [await stack.container('api-1'), await stack.container('api-2')];
        for (let index = 0; index < 2 * rateLimit; index += 1) {
          // From inside each replica in turn, as one visitor (127.0.0.1), to its own port.
          const status = await docker([
            'exec',
            replicas[index % 2] ?? '',
            'node',
            '-e',
            "fetch('http://127.0.0.1:3000/send-email.php', { method: 'POST' }).then((r) => process.stdout.write(String(r.status)))",
          ]);
          statuses.push(Number(status));
        }
        assert.equal(
          statuses.slice(0, rateLimit).filter((status) => status === 429).length,
          0,
          statuses.join(' '),
        );
        assert.deepEqual(
          statuses.slice(rateLimit),
          Array<number>(rateLimit).fill(429),
          statuses.join(' '),
        );
      },
    );

    await check(
      'a replica killed during 30 submissions: every 200 delivered once, the rest a JSON error',
      async () => {
        await stack.compose(['stop', 'mail-relay']);
        const network = `${stack.project}_default`;
        const victim = await stack.container('api-1');
        const restartsBefore = Number(await docker(['inspect', '-f', '{{.RestartCount}}', victim]));
        const markers = Array.from({ length: 30 }, (_, index) => `kill-${run}-${index}-end`);
        const results = new Map<string, VisitorAnswer>();
        const pendingInVictim = async () =>
          Number(
            await docker([
              'exec',
              victim,
              'sh',
              '-c',
              'find /data/outbox/pending /data/outbox/tmp -type f 2>/dev/null | wc -l',
            ]),
          );
        // Killed (SIGKILL to its process, as a crash: the restart policy brings it back) once
        // 12 of the 30 are answered and it holds accepted mail; the rest are still to come.
        let pendingAtKill = 0;
        let answeredAtKill = 0;
        let killing: Promise<void> | undefined;
        const killWhenDue = () => {
          if (killing || results.size < 12) return;
          killing = (async () => {
            const pending = await pendingInVictim();
            if (pending === 0) {
              killing = undefined;
              return;
            }
            pendingAtKill = pending;
            answeredAtKill = results.size;
            process.kill(
              Number(await docker(['inspect', '-f', '{{.State.Pid}}', victim])),
              'SIGKILL',
            );
          })();
        };
        // Five visitors of six submissions each, side by side.
        const visitors = Array.from({ length: 5 }, (_, index) =>
          visitor(
            network,
            settings.nodeImage,
            markers.slice(index * 6, index * 6 + 6),
            (answer) => {
              results.set(answer.marker, answer);
              killWhenDue();
            },
          ),
        );
        await Promise.all(visitors);
        await killing;
        assert.ok(
          answeredAtKill > 0 && answeredAtKill < markers.length,
          `killed with submissions still to come (answered at the kill: ${answeredAtKill})`,
        );
        await stack.compose(['start', 'mail-relay']);

        const accepted = markers.filter((marker) => results.get(marker)?.status === 200);
        const refused = markers.filter((marker) => results.get(marker)?.status !== 200);
        for (const marker of refused) {
          const body: unknown = JSON.parse(results.get(marker)?.body ?? 'null');
          assert.ok(
            typeof body === 'object' &&
              body !== null &&
              'success' in body &&
              body.success === false,
            marker,
          );
        }
        await until(
          'every accepted submission delivered',
          async () => {
            for (const marker of accepted)
              if ((await mailbox.with(marker)).length === 0) return undefined;
            return true;
          },
          300_000,
        );
        // The killed replica came back (restart policy) and emptied its outbox.
        await until(
          'api-1 restarted with an empty outbox',
          async () => {
            const restarts = Number(await docker(['inspect', '-f', '{{.RestartCount}}', victim]));
            return restarts > restartsBefore && (await pendingInVictim()) === 0 ? true : undefined;
          },
          300_000,
        );
        const counts = new Map<string, number>();
        for (const marker of markers) counts.set(marker, (await mailbox.with(marker)).length);
        const lost = accepted.filter((marker) => counts.get(marker) === 0).length;
        const twice = markers.filter((marker) => (counts.get(marker) ?? 0) > 1).length;
        const despiteError = refused.filter((marker) => counts.get(marker) === 1).length;
        figure(
          `replica kill: 30 sent, ${accepted.length} answered 200, ${refused.length} JSON errors` +
            ` (${despiteError} of them delivered all the same); ${lost} lost, ${twice} twice;` +
            ` killed after ${answeredAtKill} answers with ${pendingAtKill} messages pending in its outbox`,
        );
        assert.ok(accepted.length > 0);
        assert.equal(lost, 0);
        assert.equal(twice, 0);
      },
    );
  } catch (error) {
    process.stdout.write(`\n${await stack.logs()}\n`);
    throw error;
  } finally {
    await stack.down().catch((error: unknown) => process.stderr.write(`${String(error)}\n`));
  }
}
