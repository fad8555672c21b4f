import { expect } from '@playwright/test';
import type { JsonMail } from '@verdalia/smtp-sink';
import { conditionDeadlineMs } from './budget';
import { mailSinkUrl } from './e2e-env';

export interface Verification {
  secret?: string;
  response?: string;
  remoteip?: string;
  sitekey?: string;
}

async function getJson<T>(pathname: string): Promise<T> {
  const response = await fetch(`${mailSinkUrl}${pathname}`);
  if (!response.ok) throw new Error(`mail sink ${pathname}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** Mails whose text contains `marker` (each test writes its own marker into the message). */
export async function mailsWith(marker: string): Promise<JsonMail[]> {
  const mails = await getJson<JsonMail[]>('/mails');
  return mails.filter((mail) => mail.text.includes(marker));
}

/** Waits until the mail carrying `marker` has reached the SMTP server, and returns it. */
export async function waitForMail(
  marker: string,
  timeout = conditionDeadlineMs,
): Promise<JsonMail> {
  let found: JsonMail[] = [];
  await expect
    .poll(
      async () => {
        found = await mailsWith(marker);
        return found.length;
      },
      { timeout, message: `mail with ${marker} delivered` },
    )
    .toBeGreaterThan(0);
  return found[0] as JsonMail;
}

export async function verificationsOf(token: string): Promise<Verification[]> {
  const all = await getJson<Verification[]>('/verifications');
  return all.filter((entry) => entry.response === token);
}
