import { expect } from '@playwright/test';
import { mailSinkUrl } from './e2e-env';

export interface ReceivedAddress {
  address: string;
  name: string;
}

/** A mail as the test SMTP server received and parsed it (support/mail-sink.mjs). */
export interface ReceivedMail {
  receivedAt: string;
  envelope: { from: string; to: string[] };
  messageId: string;
  subject: string;
  from: ReceivedAddress[];
  to: ReceivedAddress[];
  replyTo: ReceivedAddress[];
  text: string;
  html: string;
  attachments: {
    filename: string;
    contentType: string;
    size: number;
    sha256: string;
    base64: string;
  }[];
}

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
export async function mailsWith(marker: string): Promise<ReceivedMail[]> {
  const mails = await getJson<ReceivedMail[]>('/mails');
  return mails.filter((mail) => mail.text.includes(marker));
}

/** Waits until the mail carrying `marker` has reached the SMTP server, and returns it. */
export async function waitForMail(marker: string, timeout = 15_000): Promise<ReceivedMail> {
  let found: ReceivedMail[] = [];
  await expect
    .poll(
      async () => {
        found = await mailsWith(marker);
        return found.length;
      },
      { timeout, message: `mail with ${marker} delivered` },
    )
    .toBeGreaterThan(0);
  return found[0] as ReceivedMail;
}

export async function verificationsOf(token: string): Promise<Verification[]> {
  const all = await getJson<Verification[]>('/verifications');
  return all.filter((entry) => entry.response === token);
}
