import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import type { JsonMail } from '@verdalia/smtp-sink';
import { contactEndpointPath } from '@verdalia/shared';
import { expect, test } from '../support/test';
import { newMarker } from '../support/contact-form';
import { apiEnvironment, captchaPassToken, e2ePort, mailTo } from '../support/e2e-env';
import { mailsWith, waitForMail } from '../support/mail-sink';

// What the staff and the visitor see: the mails the API delivered to the local SMTP server,
// their HTML parts rendered by Chromium as a mail client's reading pane would, and kept as
// screenshots for a person to look at: attached to the test's results, and written to
// SHOTS_DIR when it is set (SHOTS_DIR=/tmp/shots/staff-mail).

const shotsDir = process.env.SHOTS_DIR;
if (shotsDir) mkdirSync(shotsDir, { recursive: true });

/** A real PDF of about `size` bytes: a header, a binary stream, a trailer. */
function pdfOfSize(marker: string, size: number): Buffer {
  const head = Buffer.from(
    `%PDF-1.4\n1 0 obj\n<< /Title (${marker}) >>\nendobj\n2 0 obj\n<< /Length ${size} >>\nstream\n`,
  );
  const tail = Buffer.from('\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
  const body = Buffer.from(Array.from({ length: size }, (_, index) => (index * 7 + 3) % 256));
  return Buffer.concat([head, body, tail]);
}

interface Inquiry {
  kind: string;
  lang: string;
  name: string;
  email: string;
  message: string;
  file: { name: string; bytes: Buffer };
}

async function post(request: APIRequestContext, origin: string, inquiry: Inquiry) {
  const { file, ...fields } = inquiry;
  const response = await request.post(`${origin}${contactEndpointPath}`, {
    multipart: {
      ...fields,
      hcaptcha_token: captchaPassToken,
      attachment: { name: file.name, mimeType: 'application/pdf', buffer: file.bytes },
    },
  });
  expect(response.status()).toBe(200);
}

/** Renders a mail's HTML part alone (no network), at a reading pane's width (a phone's: 390). */
async function screenshot(page: Page, mail: JsonMail, name: string, width = 900): Promise<string> {
  await page.setViewportSize({ width, height: 700 });
  await page.route('**/*', (route) => route.abort());
  await page.setContent(mail.html, { waitUntil: 'load' });
  const file = shotsDir
    ? path.join(shotsDir, `${name}.png`)
    : test.info().outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await test.info().attach(name, { path: file, contentType: 'image/png' });
  return file;
}

/** The mail sent to `address` that carries `text` (the acknowledgement repeats only the reference). */
async function acknowledgementTo(address: string, reference: string): Promise<JsonMail> {
  let found: JsonMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsWith(reference)).find((mail) => mail.envelope.to.includes(address));
        return found !== undefined;
      },
      { message: `acknowledgement to ${address}` },
    )
    .toBe(true);
  if (!found) throw new Error('no acknowledgement');
  return found;
}

test('the staff mail of a consultant with a CV reads at a glance, and the visitor is acknowledged', async ({
  page,
  request,
  baseURL,
}) => {
  const marker = newMarker();
  const cv = pdfOfSize(marker, 4096);
  const visitor = `lucia.${marker}@example.org`;
  await post(request, baseURL ?? '', {
    kind: 'consultant',
    lang: 'pt',
    name: 'Lucía Fernández de Córdoba',
    email: visitor,
    message: `Bom dia,\n\nsou engenheira ambiental com 12 anos em avaliação de impacto na Colômbia e no Peru, e gostaria de integrar a rede como consultora de apoio.\n\nEnvio o meu currículo em anexo.\n\nAtenciosamente,\nLucía\n${marker}`,
    file: { name: 'CV Lucía Fernández.pdf', bytes: cv },
  });

  const mail = await waitForMail(marker);
  expect(mail.envelope.to).toEqual([mailTo]);
  expect(mail.subject).toBe('[Consultor/a] Consulta web de Lucía Fernández de Córdoba');
  expect(mail.attachments.map(({ filename, size }) => ({ filename, size }))).toEqual([
    { filename: 'CV Lucía Fernández.pdf', size: cv.length },
  ]);
  await screenshot(page, mail, 'staff-mail');
  // What a reader sees on the rendered page: the kind first, the time in Costa Rica, the
  // file's real size, a reply that reaches the visitor.
  await expect(page.getByText('Consultor/a', { exact: true })).toBeVisible();
  await expect(page.getByText(/\(hora de Costa Rica, GMT-6\)$/)).toBeVisible();
  // The real size: rounded for a glance, exact beside it.
  const exact = new Intl.NumberFormat('es').format(cv.length);
  await expect(
    page.getByText(new RegExp(`^CV Lucía Fernández\\.pdf – \\d+,\\d kB \\(${exact} bytes\\)$`)),
  ).toBeVisible();
  const reply = page.getByRole('link', { name: 'Responder a Lucía Fernández de Córdoba' });
  await expect(reply).toHaveAttribute(
    'href',
    new RegExp(`^mailto:${visitor.replace(/[.+]/g, '\\$&')}\\?subject=`),
  );

  // On a phone every row still reads without scrolling sideways.
  await screenshot(page, mail, 'staff-mail-phone', 390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const reference = /Referencia: (\S+)/.exec(mail.text)?.[1] ?? '';
  const ack = await acknowledgementTo(visitor, reference);
  expect(ack.subject).toBe('Recebemos a sua mensagem – Verdalia Consulting Group');
  expect(ack.text).not.toContain('Lucía');
  expect(ack.text).not.toContain(marker);
  await screenshot(page, ack, 'acknowledgement');
  await expect(page.getByText(reference)).toBeVisible();
});

test.describe('an attachment the mail server cannot carry', () => {
  let api: ChildProcess | undefined;
  let dataDir: string | undefined;
  test.afterEach(async () => {
    if (api && api.exitCode === null) {
      const exited = once(api, 'exit');
      api.kill('SIGKILL');
      await exited;
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('reaches the staff as a notice saying where the file is and how to get it', async ({
    page,
    request,
  }) => {
    // A second API, next to the suite's, whose mail may not exceed 60 000 bytes
    // (MAIL_MAX_BYTES), delivering to the same SMTP server.
    // Beside the suite's site, clear of the topology tests' ports (E2E_PORT + 20 … 43).
    const port = e2ePort + 50;
    dataDir = mkdtempSync(path.join(tmpdir(), 'verdalia-staff-mail-'));
    api = spawn(process.execPath, ['dist/server.js'], {
      cwd: path.resolve(import.meta.dirname, '../../apps/api'),
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        PORT: String(port),
        SERVE_SITE: 'false',
        OUTBOX_DIR: path.join(dataDir, 'outbox'),
        ...apiEnvironment,
        MAIL_MAX_BYTES: '60000',
        ACKNOWLEDGE_VISITORS: 'false',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const origin = `http://127.0.0.1:${port}`;
    await expect
      .poll(
        () =>
          request.get(`${origin}/healthz`).then(
            (r) => r.ok(),
            () => false,
          ),
        { timeout: 20_000 },
      )
      .toBe(true);

    const marker = newMarker();
    const proposal = pdfOfSize(marker, 150_000);
    await post(request, origin, {
      kind: 'organization',
      lang: 'es',
      name: 'Banco Andino de Desarrollo',
      email: `proyectos.${marker}@example.org`,
      message: `Buenos días:\n\nAdjuntamos los términos de referencia para un estudio de factibilidad de bonos verdes.\n\n${marker}`,
      file: { name: 'Términos de referencia.pdf', bytes: proposal },
    });
    const mail = await waitForMail(marker);
    expect(mail.subject).toBe('[Empresa o institución] Consulta web de Banco Andino de Desarrollo');
    expect(mail.attachments).toEqual([]);
    await screenshot(page, mail, 'held-attachment');
    await expect(page.getByText('El adjunto no viene en este correo')).toBeVisible();
    await expect(
      page.getByText(/^OUTBOX_DIR=\S+ npm run outbox -- export \S+ <carpeta>$/),
    ).toBeVisible();
    await expect(
      page.getByText(new RegExp(`en ${dataDir}/outbox/held/\\S+/attachment\\.$`)),
    ).toBeVisible();
  });
});
