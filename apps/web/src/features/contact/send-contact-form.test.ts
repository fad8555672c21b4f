import { describe, expect, it, vi } from 'vitest';
import { contactEndpointPath, errorKeys, honeypotField } from '@verdalia/shared';
import { buildContactFormData, sendContactForm } from './send-contact-form';

const submission = {
  fields: {
    name: 'Ana',
    email: 'ana@example.org',
    message: 'Hola',
    kind: 'consultant' as const,
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
      kind: 1,
      hcaptcha_token: 1,
      lang: 1,
      [honeypotField]: 1,
      attachment: 1,
    });
    expect(data.get('lang')).toBe('en');
    expect(data.get('kind')).toBe('consultant');
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
    await expect(sendContactForm(body, fetcher)).resolves.toEqual({
      type: 'sendSucceeded',
      key: errorKeys.success,
    });
    expect(fetcher).toHaveBeenCalledWith(
      contactEndpointPath,
      expect.objectContaining({ method: 'POST', body }),
    );
  });

  const errorAnswer = (body: object, status: number) => () =>
    Promise.resolve(Response.json(body, { status }));

  it.each<[string, () => Promise<Response>, Record<string, string>]>([
    [
      'the network text when the request throws',
      () => Promise.reject(new TypeError('Failed to fetch')),
      { kind: 'error', key: errorKeys.network },
    ],
    [
      "an error answer's code with the form's own text, not the server's words",
      errorAnswer(
        { success: false, message: 'Demasiados mensajes', code: errorKeys.rateLimited },
        429,
      ),
      { kind: 'error', key: errorKeys.rateLimited },
    ],
    [
      "the server's message for a code the form does not know",
      errorAnswer(
        { success: false, message: 'Mailbox full', code: 'form.errors.mailboxFull' },
        503,
      ),
      { kind: 'server', text: 'Mailbox full' },
    ],
    [
      'the generic send text for a non-JSON error page',
      () => Promise.resolve(new Response('<h1>Bad gateway</h1>', { status: 502 })),
      { kind: 'error', key: errorKeys.send },
    ],
  ])('shows %s', async (_case, respond, notice) => {
    await expect(sendContactForm(new FormData(), vi.fn<typeof fetch>(respond))).resolves.toEqual({
      type: 'sendFailed',
      notice,
    });
  });
});
