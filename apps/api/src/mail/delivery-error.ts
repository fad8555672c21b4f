/**
 * What a failed delivery attempt means for the outbox:
 * - `connection`: the server could not be reached or would not let us in (connect, TLS,
 *   greeting, login). Nothing about this message; the worker pauses all delivery.
 * - `message`: this message's attempt failed on its way (a 4xx answer, the connection
 *   dropped mid-message, a file read error). Retried later; the others go on.
 * - `permanent`: it will never be accepted as it is (a 5xx answer, larger than the server
 *   takes, attachment gone, cannot be composed). Moved to failed/ at once.
 */
export type FailureKind = 'connection' | 'message' | 'permanent';

export class DeliveryError extends Error {
  override name = 'DeliveryError';
  constructor(
    readonly kind: FailureKind,
    /** A sentence for the operator: what happened, with the server's reply if there was one. */
    readonly reason: string,
    options?: ErrorOptions,
  ) {
    super(reason, options);
  }
}

interface SmtpErrorFields {
  code?: string;
  responseCode?: number;
  response?: string;
  command?: string;
}

function fields(error: unknown): SmtpErrorFields {
  return typeof error === 'object' && error !== null ? error : {};
}

function megabytes(bytes: number): string {
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/** An error from before the transaction started (connect, TLS, EHLO, AUTH). */
export function connectionFailure(error: unknown): DeliveryError {
  const { response, code } = fields(error);
  const message = error instanceof Error ? error.message : String(error);
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
    const kind = responseCode >= 500 ? 'permanent' : 'message';
    return new DeliveryError(kind, `SMTP server answered ${command ?? ''}: ${response}`.trim(), {
      cause: error,
    });
  }
  const message = error instanceof Error ? error.message : String(error);
  // nodemailer compares the size we give it with the SIZE the server advertised in EHLO.
  const allowed = /larger than allowed (\d+)/.exec(message)?.[1];
  if (code === 'EMESSAGE' && allowed) {
    return new DeliveryError(
      'permanent',
      `the mail is ${megabytes(size)} (${size} bytes), the SMTP server accepts at most ${megabytes(Number(allowed))} (SIZE ${allowed}): raise the relay's message size limit or lower the attachment limit`,
      { cause: error },
    );
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
