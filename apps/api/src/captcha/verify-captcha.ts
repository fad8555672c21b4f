import { Agent, request } from 'undici';
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
 * Connections to siteverify, kept alive between checks, one pool per timeout (in practice
 * one). Connecting, waiting for the headers and each pause in the body get half the check's
 * time each, so a stalled server is given up with the step it stalled at (the log says
 * which); the whole check is still bounded by its full time.
 */
const agents = new Map<number, Agent>();
function agentFor(timeoutMs: number): Agent {
  let agent = agents.get(timeoutMs);
  if (!agent) {
    const stepMs = Math.ceil(timeoutMs / 2);
    agent = new Agent({ connectTimeout: stepMs, headersTimeout: stepMs, bodyTimeout: stepMs });
    agents.set(timeoutMs, agent);
  }
  return agent;
}

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
    // No redirects are followed: a 3xx is an unusable answer like any other non-2xx.
    const response = await request(settings.verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
      dispatcher: agentFor(settings.timeoutMs),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
    text = await response.body.text();
    if (response.statusCode < 200 || response.statusCode > 299)
      return { ok: false, reason: 'unavailable', detail: `HTTP ${response.statusCode}` };
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
