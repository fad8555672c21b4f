// docker-compose.yml as a developer meets it: the site, the form with and without a file
// (captcha checked by the fake siteverify, mail caught by Mailpit), mail kept across
// `restart`, and the clamav profile refusing EICAR and failing closed when clamd stops.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { errorKeys } from '@verdalia/shared';
import { answers, expectSpanishHome, postForm } from './answers.ts';
import { Mailbox, recipients } from './mailbox.ts';
import { check, figure } from './report.ts';
import { docker, Stack } from './stack.ts';
import { eicarCarrier, md5Signature, pdf, sha256, submission } from './submissions.ts';
import { until } from './until.ts';

/** hCaptcha's published test response: what its widget gives with the test site key. */
const testToken = '10000000-aaaa-bbbb-cccc-000000000001';

export async function checkDevelopmentStack(
  root: string,
  ports: { site: number; mailpit: number; mailpitSmtp: number },
): Promise<void> {
  const stack = new Stack(
    'verdalia-check-dev',
    ['docker-compose.yml'],
    {
      PORT: String(ports.site),
      MAILPIT_PORT: String(ports.mailpit),
      MAILPIT_SMTP_PORT: String(ports.mailpitSmtp),
      // One visitor (the check) sends more than the 5 a developer gets by default.
      RATE_LIMIT_MAX: '100',
      CLAMAV_URL: '',
    },
    root,
  );
  const base = `http://127.0.0.1:${ports.site}`;
  const mailbox = new Mailbox(`http://127.0.0.1:${ports.mailpit}`);
  const run = randomUUID().slice(0, 8);
  const delivered = async (marker: string, timeoutMs = 120_000) =>
    until(
      `the mail of ${marker} in Mailpit`,
      async () => {
        const mails = await mailbox.with(marker);
        return mails.length > 0 ? mails : undefined;
      },
      timeoutMs,
    );

  process.stdout.write("\nThe developers' stack (docker-compose.yml)\n");
  await stack.down();
  try {
    await check('builds (site, fake siteverify) and starts', async () => {
      const started = performance.now();
      await stack.compose(['build']);
      figure(`developers' images built in ${((performance.now() - started) / 1000).toFixed(0)} s`);
      await stack.compose(['up', '-d']);
      await until('the site answering', () => answers(`${base}/healthz`), 180_000);
    });

    await check('the home page answers 200 HTML in Spanish', () => expectSpanishHome(base));

    await check('the form without a file: 200, and the mail reaches Mailpit', async () => {
      const marker = `dev-plain-${run}`;
      const answer = await postForm(base, submission(marker, testToken));
      assert.deepEqual([answer.status, answer.success], [200, true], JSON.stringify(answer));
      const [mail] = await delivered(marker);
      assert.ok(mail);
      assert.deepEqual(recipients(mail), ['info@verdalia.example']);
      assert.equal(mail.attachments.length, 0);
    });

    await check('the form with a PDF: 200, and the mail carries the same bytes', async () => {
      const marker = `dev-file-${run}`;
      const file = pdf(`Propuesta ${marker}`);
      const answer = await postForm(
        base,
        submission(marker, testToken, {
          name: 'propuesta.pdf',
          bytes: file,
          type: 'application/pdf',
        }),
      );
      assert.equal(answer.status, 200, JSON.stringify(answer));
      const [mail] = await delivered(marker);
      assert.deepEqual(
        mail?.attachments.map((attachment) => [attachment.filename, sha256(attachment.content)]),
        [['propuesta.pdf', sha256(file)]],
      );
    });

    await check('a token the fake siteverify does not know is refused (captcha)', async () => {
      const answer = await postForm(base, submission(`dev-bad-token-${run}`, 'not-a-token'));
      assert.equal(answer.success, false);
      assert.equal(answer.code, errorKeys.captcha, JSON.stringify(answer));
    });

    await check(
      'mail accepted while Mailpit is down is kept across `restart` and delivered once',
      async () => {
        const before = (await mailbox.all()).length;
        await stack.compose(['stop', 'mailpit']);
        const marker = `dev-restart-${run}`;
        const answer = await postForm(base, submission(marker, testToken));
        assert.equal(answer.status, 200, JSON.stringify(answer));
        const pending = await stack.nodeIn(
          'site',
          "fetch('http://127.0.0.1:3000/readyz').then((r) => r.json()).then((b) => process.stdout.write(String(b.outbox.pending)))",
        );
        assert.equal(pending, '1', 'the accepted message waits in the outbox');
        await stack.compose(['restart']);
        await until(
          'the site answering after the restart',
          () => answers(`${base}/healthz`),
          180_000,
        );
        const mails = await delivered(marker, 240_000);
        // Mailpit kept what it had caught before (its volume), and got the new one once.
        assert.ok((await mailbox.all()).length >= before + 1);
        assert.equal(mails.length, 1);
      },
    );

    await check(
      'with the clamav profile: a clean PDF passes, EICAR is refused (fileType)',
      async () => {
        const carrier = eicarCarrier();
        // Offline signatures: one MD5 line for the EICAR carrier in the signature volume, and
        // no freshclam (docs/operations.md).
        await stack.compose(
          [
            'run',
            '-T',
            '--rm',
            '--no-deps',
            '--entrypoint',
            'sh',
            'clamav',
            '-c',
            'cat > /var/lib/clamav/compose-check.hdb',
          ],
          md5Signature(carrier, 'Eicar-Test-Signature.Compose-Check'),
        );
        stack.env.CLAMAV_URL = 'tcp://clamav:3310';
        stack.env.CLAMAV_NO_FRESHCLAMD = 'true';
        await stack.compose(['--profile', 'clamav', 'up', '-d']);
        const clamd = await stack.container('clamav');
        await until(
          'clamd healthy',
          async () =>
            (await docker(['inspect', '-f', '{{.State.Health.Status}}', clamd])) === 'healthy'
              ? true
              : undefined,
          300_000,
        );
        await until(
          'the site answering with CLAMAV_URL',
          () => answers(`${base}/healthz`),
          180_000,
        );
        const clean = pdf(`Limpio ${run}`);
        const passed = await postForm(
          base,
          submission(`dev-clean-${run}`, testToken, {
            name: 'limpio.pdf',
            bytes: clean,
            type: 'application/pdf',
          }),
        );
        assert.equal(passed.status, 200, JSON.stringify(passed));
        const refused = await postForm(
          base,
          submission(`dev-eicar-${run}`, testToken, {
            name: 'factura.pdf',
            bytes: carrier,
            type: 'application/pdf',
          }),
        );
        assert.equal(refused.status, 415, JSON.stringify(refused));
        assert.equal(refused.code, errorKeys.fileType);
      },
    );

    await check(
      'with clamd stopped: a file is refused (attachmentUnchecked), a message without one passes',
      async () => {
        await stack.compose(['--profile', 'clamav', 'stop', 'clamav']);
        const withFile = await postForm(
          base,
          submission(`dev-unchecked-${run}`, testToken, {
            name: 'propuesta.pdf',
            bytes: pdf(`Sin antivirus ${run}`),
            type: 'application/pdf',
          }),
        );
        assert.equal(withFile.status, 503, JSON.stringify(withFile));
        assert.equal(withFile.code, errorKeys.attachmentUnchecked);
        const marker = `dev-no-file-${run}`;
        const withoutFile = await postForm(base, submission(marker, testToken));
        assert.equal(withoutFile.status, 200, JSON.stringify(withoutFile));
        await delivered(marker);
        const caught = await mailbox.all();
        figure(
          `developers' stack: ${caught.length} mails in Mailpit (staff mails and acknowledgements), none with the refused files`,
        );
        for (const mail of caught) {
          for (const attachment of mail.attachments)
            assert.notEqual(attachment.filename, 'factura.pdf');
        }
      },
    );
  } catch (error) {
    process.stdout.write(`\n${await stack.logs()}\n`);
    throw error;
  } finally {
    await stack.down().catch((error: unknown) => process.stderr.write(`${String(error)}\n`));
  }
}
