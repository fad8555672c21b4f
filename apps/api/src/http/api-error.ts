import { errorKeys, type ErrorKey, type Language } from '@verdalia/shared';

export interface ApiErrorOptions {
  /** The visitor's language when the request told it (the form's `lang` field). */
  language?: Language | undefined;
  /** Close the connection after the answer instead of reading the rest of the body. */
  closeConnection?: boolean;
  cause?: unknown;
}

/**
 * An answer that is not a success: its HTTP status and the documented code. The message
 * (for the log) says what went wrong; the visitor gets the code's translated text.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly language: Language | undefined;
  readonly closeConnection: boolean;

  constructor(
    readonly status: number,
    readonly code: ErrorKey,
    detail: string,
    options: ApiErrorOptions = {},
  ) {
    super(detail, options.cause === undefined ? undefined : { cause: options.cause });
    this.language = options.language;
    this.closeConnection = options.closeConnection ?? false;
  }

  /** The same error, said in `language` unless it already names one. */
  inLanguage(language: Language | undefined): ApiError {
    if (this.language || !language) return this;
    return new ApiError(this.status, this.code, this.message, {
      language,
      closeConnection: this.closeConnection,
      cause: this.cause,
    });
  }
}

/** The code of an error that only has a status (the framework's and plugins' errors). */
export function errorKeyForStatus(status: number): ErrorKey {
  if (status === 404) return errorKeys.notFound;
  if (status === 413) return errorKeys.fileSize;
  if (status === 429) return errorKeys.rateLimited;
  if (status === 503) return errorKeys.unavailable;
  // 415 from the framework is a body of the wrong type, not a bad attachment.
  if (status >= 400 && status < 500) return errorKeys.invalidRequest;
  return errorKeys.send;
}

/** The answer while the server shuts down: try again shortly, on a new connection. */
export function shuttingDown(): ApiError {
  return new ApiError(503, errorKeys.unavailable, 'shutting down', { closeConnection: true });
}
