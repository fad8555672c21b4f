import { errorMessage } from '../errors/node-error.js';

/**
 * What a failed delivery attempt means for the outbox:
 * - `connection`: the server could not be reached or would not let us in (connect, TLS,
 *   greeting, login). Nothing about this message; the worker pauses all delivery.
 * - `message`: this message's attempt failed on its way (a 4xx answer, the connection
 *   dropped mid-message, a file read error). Retried later; the others go on.
 * - `too-large`: larger than the server takes (its advertised SIZE, its refusal of our SIZE=
 *   or of the message as too big) or than MAIL_MAX_BYTES. An inquiry goes again without its
 *   attachment, which stays on the server; anything else is moved to failed/ at once.
 * - `permanent`: it will never be accepted as it is (a 5xx answer, attachment gone, cannot
 *   be composed). Moved to failed/ at once.
 */
export type FailureKind = 'connection' | 'message' | 'too-large' | 'permanent';

export class DeliveryError extends Error {
  override name = 'DeliveryError';
  constructor(
    readonly kind: FailureKind,
    /** A sentence for the operator: what happened, with the server's reply if there was one. */
    readonly reason: string,
    options?: ErrorOptions & {
      /** For `too-large`: the limit in bytes, when the server or the settings named one. */
      limitBytes?: number;
    },
  ) {
    super(reason, options);
    this.limitBytes = options?.limitBytes;
  }

  readonly limitBytes: number | undefined;
}

interface SmtpErrorFields {
  code?: string;
  responseCode?: number;
  response?: string;
  command?: string;
}

/** The fields nodemailer puts on its errors, each checked for its type. */
function fields(error: unknown): SmtpErrorFields {
  if (typeof error !== 'object' || error === null) return {};
  const text = (key: string): string | undefined => {
    const value: unknown = Reflect.get(error, key);
    return typeof value === 'string' ? value : undefined;
  };
  const responseCode: unknown = Reflect.get(error, 'responseCode');
  return {
    code: text('code'),
    response: text('response'),
    command: text('command'),
    responseCode: typeof responseCode === 'number' ? responseCode : undefined,
  };
}

function megabytes(bytes: number): string {
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/** The mail is larger than `limit` allows (the server's SIZE or MAIL_MAX_BYTES). */
export function tooLarge(
  size: number,
  limit: number,
  source: string,
  cause?: unknown,
): DeliveryError {
  return new DeliveryError(
    'too-large',
    `the mail is ${megabytes(size)} (${size} bytes), ${source} accepts at most ${megabytes(limit)} (${limit} bytes)`,
    { cause, limitBytes: limit },
  );
}

/**
 * A reply that refuses the message for its size: the enhanced codes 5.3.4 (message too big
 * for system) and 5.2.3 (message length exceeds administrative limit), or a 552 (RFC 5321:
 * exceeded storage allocation) to MAIL FROM's SIZE= (RFC 1870) or to the message itself. A 552
 * to RCPT TO, or with 5.2.2, is a full mailbox: sending the mail smaller would not help.
 */
function refusesSize(responseCode: number, response: string, command: string | undefined): boolean {
  if (/\b5\.(3\.4|2\.3)\b/.test(response)) return true;
  return responseCode === 552 && !/\b5\.2\.2\b/.test(response) && !/^RCPT/i.test(command ?? '');
}

/** An error from before the transaction started (connect, TLS, EHLO, AUTH). */
export function connectionFailure(error: unknown): DeliveryError {
  const { response, code } = fields(error);
  const message = errorMessage(error);
  const reply = response && !message.includes(response) ? ` (server said: ${response})` : '';
  return new DeliveryError(
    'connection',
    `SMTP server not usable (${code ?? 'error'}): ${message}${reply}`,
    { cause: error },
  );
}

/** An error once the transaction started (MAIL FROM, RCPT TO, DATA and the message itself). */
export function sendFailure(error: unknown, size: number): DeliveryError {
  const { responseCode, response, code, command } = fields(error);
  if (typeof responseCode === 'number' && response) {
    if (refusesSize(responseCode, response, command)) {
      return new DeliveryError(
        'too-large',
        `the mail is ${megabytes(size)} (${size} bytes), the SMTP server refused it as too large: ${response}`,
        { cause: error },
      );
    }
    const kind = responseCode >= 500 ? 'permanent' : 'message';
    return new DeliveryError(kind, `SMTP server answered ${command ?? ''}: ${response}`.trim(), {
      cause: error,
    });
  }
  const message = errorMessage(error);
  // nodemailer compares the size we give it with the SIZE the server advertised in EHLO.
  const allowed = /larger than allowed (\d+)/.exec(message)?.[1];
  if (code === 'EMESSAGE' && allowed) {
    return tooLarge(size, Number(allowed), `the SMTP server (SIZE ${allowed})`, error);
  }
  if (code === 'EENVELOPE') {
    return new DeliveryError('permanent', `invalid envelope: ${message}`, { cause: error });
  }
  return new DeliveryError(
    'message',
    `${code ?? 'error'} during ${command ?? 'sending'}: ${message}`,
    {
      cause: error,
    },
  );
}
