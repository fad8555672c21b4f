import { describe, expect, it } from 'vitest';
import { build, contactForm, listen, postContact, until } from './helper.js';
import { startSlowUpload } from './support/raw-http.js';
import { outsideWorld } from './support/outside-world.js';

describe('delivery gives way to submissions being received', async () => {
  const { smtp, siteverify } = await outsideWorld();

  async function server(deferMs: number) {
    const app = await build({
      SMTP_URL: smtp.url,
      HCAPTCHA_VERIFY_URL: siteverify.url,
      DELIVERY_DEFER_MS: String(deferMs),
    });
    return { app, base: await listen(app) };
  }

  it('holds a new mail while another upload arrives, and sends it once that one is done', async () => {
    const { app, base } = await server(60_000);
    const slow = await startSlowUpload(base);
    const before = smtp.received.length;
    const dataBefore = smtp.dataReceived;
    const answer = await postContact(base, contactForm({ message: 'waits its turn' }));
    expect(answer.status).toBe(200);
    // The worker has taken up the new mail and is waiting for the upload to end: it has not
    // sent it, and cannot before the upload ends (the 60 s bound is far off), however slow
    // or fast the machine.
    await until(() => app.intake.waiting === 1);
    expect(smtp.received.length).toBe(before);
    expect(smtp.dataReceived).toBe(dataBefore);
    expect((await app.outbox.status()).pending).toBe(1);

    slow.destroy();
    const received = await smtp.waitFor(before + 1);
    expect(received.at(-1)?.mail.text).toContain('waits its turn');
    expect(app.intake.waiting).toBe(0);
  });

  it('holds it no longer than DELIVERY_DEFER_MS after it arrived', async () => {
    const { base } = await server(300);
    const slow = await startSlowUpload(base);
    const before = smtp.received.length;
    expect((await postContact(base, contactForm({ message: 'not held for ever' }))).status).toBe(
      200,
    );
    const received = await smtp.waitFor(before + 1);
    expect(received.at(-1)?.mail.text).toContain('not held for ever');
    // Sent while the other upload was still open.
    expect(slow.ended).toBe(false);
    slow.destroy();
  });
});
