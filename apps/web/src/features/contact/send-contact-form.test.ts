import { describe, expect, it, vi } from 'vitest';
import { errorKeys, honeypotField } from '@verdalia/shared';
import { buildContactFormData, sendContactForm, sendEmailPath } from './send-contact-form';

const submission = {
  fields: {
    name: 'Ana',
    email: 'ana@example.org',
    message: 'Hola',
    hcaptcha_token: 'tok',
    lang: 'en' as const,
  },
  attachment: new File(['%PDF-1.4'], 'tdr.pdf', { type: 'application/pdf' }),
};

describe('buildContactFormData', () => {
  it('carries every field the API expects, the honeypot and the file', () => {
    const data = buildContactFormData(submission, '');
    expect(
      Object.fromEntries([...data.keys()].map((key) => [key, data.getAll(key).length])),
    ).toEqual({
      name: 1,
      email: 1,
      message: 1,
      hcaptcha_token: 1,
      lang: 1,
      [honeypotField]: 1,
      attachment: 1,
    });
    expect(data.get('lang')).toBe('en');
    expect(data.get(honeypotField)).toBe('');
    expect((data.get('attachment') as File).name).toBe('tdr.pdf');
  });

  it('leaves the file part out when there is no attachment', () => {
    expect(buildContactFormData({ ...submission, attachment: null }, '').has('attachment')).toBe(
      false,
    );
  });
});

describe('sendContactForm', () => {
  it('posts multipart data to the API', async () => {
    const fetcher = vi.fn<typeof fetch>(() =>
      Promise.resolve(Response.json({ success: true, message: 'ok', code: errorKeys.success })),
    );
    const body = buildContactFormData(submission, '');
    await expect(sendContactForm(body, fetcher)).resolves.toEqual({ type: 'sendSucceeded' });
    expect(fetcher).toHaveBeenCalledWith(
      sendEmailPath,
      expect.objectContaining({ method: 'POST', body }),
    );
  });

  it('shows the network text when the request throws', async () => {
    const fetcher = vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(sendContactForm(new FormData(), fetcher)).resolves.toEqual({
      type: 'sendFailed',
      notice: { kind: 'error', key: errorKeys.network },
    });
  });

  it("shows an error answer's code with the form's own text, not the server's words", async () => {
    const fetcher = vi.fn<typeof fetch>(() =>
      Promise.resolve(
        Response.json(
          { success: false, message: 'Demasiados mensajes', code: errorKeys.rateLimited },
          { status: 429 },
        ),
      ),
    );
    await expect(sendContactForm(new FormData(), fetcher)).resolves.toEqual({
      type: 'sendFailed',
      notice: { kind: 'error', key: errorKeys.rateLimited },
    });
  });

  it("keeps the server's message for a code the form does not know", async () => {
    const fetcher = vi.fn<typeof fetch>(() =>
      Promise.resolve(
        Response.json(
          { success: false, message: 'Mailbox full', code: 'form.errors.mailboxFull' },
          { status: 503 },
        ),
      ),
    );
    await expect(sendContactForm(new FormData(), fetcher)).resolves.toEqual({
      type: 'sendFailed',
      notice: { kind: 'server', text: 'Mailbox full' },
    });
  });

  it('shows the generic send text for a non-JSON error page', async () => {
    const fetcher = vi.fn<typeof fetch>(() =>
      Promise.resolve(new Response('<h1>Bad gateway</h1>', { status: 502 })),
    );
    await expect(sendContactForm(new FormData(), fetcher)).resolves.toEqual({
      type: 'sendFailed',
      notice: { kind: 'error', key: errorKeys.send },
    });
  });
});
