import { z } from 'zod';

export interface CaptchaSettings {
  verifyUrl: string;
  secret: string;
  siteKey: string;
  timeoutMs: number;
}

export type CaptchaResult =
  | { ok: true }
  /** rejected: hCaptcha said no; unavailable: we could not get a usable answer. */
  | { ok: false; reason: 'rejected' | 'unavailable'; detail: string };

const siteverifyAnswer = z.object({
  success: z.boolean(),
  'error-codes': z.array(z.string()).optional(),
});

/**
 * Server-side hCaptcha check (form-encoded POST to siteverify). Fails closed: a timeout,
 * a network error, a non-JSON or unexpected answer all count as not verified.
 */
export async function verifyCaptcha(
  token: string,
  remoteIp: string,
  settings: CaptchaSettings,
): Promise<CaptchaResult> {
  const body = new URLSearchParams({
    secret: settings.secret,
    response: token,
    remoteip: remoteIp,
    sitekey: settings.siteKey,
  });
  let text: string;
  try {
    const response = await fetch(settings.verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
      signal: AbortSignal.timeout(settings.timeoutMs),
      redirect: 'error',
    });
    text = await response.text();
    if (!response.ok)
      return { ok: false, reason: 'unavailable', detail: `HTTP ${response.status}` };
  } catch (error) {
    const detail = error instanceof Error ? `${error.name}: ${error.message}` : 'request failed';
    return { ok: false, reason: 'unavailable', detail };
  }
  let parsed;
  try {
    parsed = siteverifyAnswer.safeParse(JSON.parse(text));
  } catch {
    return { ok: false, reason: 'unavailable', detail: 'answer is not JSON' };
  }
  if (!parsed.success) return { ok: false, reason: 'unavailable', detail: 'unexpected answer' };
  if (parsed.data.success) return { ok: true };
  return {
    ok: false,
    reason: 'rejected',
    detail: (parsed.data['error-codes'] ?? []).join(',') || 'success:false',
  };
}
