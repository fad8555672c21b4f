// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorKeys } from '@verdalia/shared';
import { useContactForm } from './use-contact-form';

function deferredFetch() {
  let resolve: (response: Response) => void = () => undefined;
  const fetcher = vi.fn<typeof fetch>(
    () =>
      new Promise<Response>((done) => {
        resolve = done;
      }),
  );
  return { fetcher, respond: (response: Response) => resolve(response) };
}

function fill(result: { current: ReturnType<typeof useContactForm> }) {
  act(() => {
    result.current.chooseKind('consultant');
    result.current.setField('email', 'ana@example.org');
    result.current.setField('message', 'Hola');
    result.current.captchaVerified('tok');
  });
}

describe('useContactForm', () => {
  it('sends once even when submit is pressed twice before the first answer', async () => {
    const { fetcher, respond } = deferredFetch();
    const { result } = renderHook(() => useContactForm('es', fetcher));
    fill(result);
    const submit = result.current.submit;
    let first: Promise<unknown> = Promise.resolve();
    act(() => {
      // Both calls use the same render's callback, as two clicks before a re-render would.
      first = submit('');
      void submit('');
    });
    // RTL's waitFor checks inside act(), after React has rendered what the first call changed.
    await waitFor(() => {
      expect(fetcher).toHaveBeenCalledTimes(1);
      expect(result.current.state.sending).toBe(true);
    });
    await act(async () => {
      await result.current.submit('');
    });
    expect(fetcher).toHaveBeenCalledTimes(1);
    await act(async () => {
      respond(Response.json({ success: true, message: 'ok' }));
      await first;
    });
    expect(result.current.state.sending).toBe(false);
    expect(result.current.state.notice).toEqual({ kind: 'success', key: errorKeys.success });
    expect(result.current.state.values).toEqual({ name: '', email: '', message: '' });
  });

  it('does not call the API without a token and says why', async () => {
    const fetcher = vi.fn<typeof fetch>();
    const { result } = renderHook(() => useContactForm('en', fetcher));
    act(() => {
      result.current.chooseKind('other');
      result.current.setField('email', 'ana@example.org');
      result.current.setField('message', 'Hola');
    });
    let rejected: unknown;
    await act(async () => {
      rejected = await result.current.submit('');
    });
    expect(fetcher).not.toHaveBeenCalled();
    expect(rejected).toEqual({ parts: ['captcha'] });
    expect(result.current.state.captchaError).toBe(errorKeys.captcha);
  });

  it('returns what the attempt lacked so the view can focus the first of it', async () => {
    const fetcher = vi.fn<typeof fetch>();
    const { result } = renderHook(() => useContactForm('en', fetcher));
    act(() => result.current.captchaVerified('tok'));
    let rejected: unknown;
    await act(async () => {
      rejected = await result.current.submit('');
    });
    expect(fetcher).not.toHaveBeenCalled();
    // In the form's order: who is writing, then the fields (the captcha is solved here).
    expect(rejected).toEqual({ parts: ['kind', 'email', 'message'] });
    expect(result.current.state.kindMissing).toBe(true);
  });

  it('sends who is writing as the multipart field kind', async () => {
    const fetcher = vi
      .fn<typeof fetch>()
      .mockResolvedValue(Response.json({ success: true, message: 'ok' }));
    const { result } = renderHook(() => useContactForm('es', fetcher));
    fill(result);
    await act(async () => {
      await result.current.submit('');
    });
    const body = fetcher.mock.calls[0]?.[1]?.body;
    expect(body instanceof FormData && body.get('kind')).toBe('consultant');
  });

  it('re-checks a flagged field as it is corrected, with the shared rules', async () => {
    const { result } = renderHook(() => useContactForm('en', vi.fn<typeof fetch>()));
    act(() => result.current.captchaVerified('tok'));
    await act(async () => {
      await result.current.submit('');
    });
    expect(result.current.state.fieldErrors.email).toBe(errorKeys.emailRequired);
    act(() => result.current.setField('email', 'ana@'));
    expect(result.current.state.fieldErrors.email).toBe(errorKeys.emailInvalid);
    act(() => result.current.setField('email', 'ana@example.org'));
    expect(result.current.state.fieldErrors.email).toBeUndefined();
    expect(result.current.state.fieldErrors.message).toBe(errorKeys.messageRequired);
  });

  it('allows a new attempt after a network failure', async () => {
    const fetcher = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(Response.json({ success: true, message: 'ok' }));
    const { result } = renderHook(() => useContactForm('pt', fetcher));
    fill(result);
    await act(async () => {
      await result.current.submit('');
    });
    expect(result.current.state.notice).toEqual({ kind: 'error', key: errorKeys.network });
    expect(result.current.state.values.email).toBe('ana@example.org');
    act(() => result.current.captchaVerified('tok-2'));
    await act(async () => {
      await result.current.submit('');
    });
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(result.current.state.notice).toEqual({ kind: 'success', key: errorKeys.success });
  });
});
