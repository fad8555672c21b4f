import { describe, expect, it } from 'vitest';
import { sendFailure } from './delivery-error.js';

/** An error as nodemailer's SMTP connection raises it for a refusing reply. */
const refusal = (command: string, responseCode: number, response: string) =>
  Object.assign(new Error(response), { command, responseCode, response });

describe('a refusal during the transaction', () => {
  it('counts as too large when it refuses the size, at MAIL FROM or after the message', () => {
    for (const error of [
      refusal('MAIL FROM', 552, '552 5.3.4 Message size exceeds fixed limit'),
      refusal('DATA', 552, '552 Message too large'),
      refusal('DATA', 554, '554 5.3.4 Message too big for system'),
      refusal('DATA', 550, '550 5.2.3 Message length exceeds administrative limit'),
    ]) {
      expect(sendFailure(error, 30_000_000).kind, error.message).toBe('too-large');
    }
  });

  it('counts a full mailbox as a refusal for good, not as a mail to send smaller', () => {
    for (const error of [
      refusal('RCPT TO', 552, '552 5.2.2 Mailbox full'),
      refusal('DATA', 552, '552 5.2.2 Mailbox over quota'),
    ]) {
      expect(sendFailure(error, 1000).kind, error.message).toBe('permanent');
    }
  });
});
