/** The `code` of a Node.js system error (ENOENT, EEXIST …), or undefined for anything else. */
export function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

/** True when `error` says the path does not exist. */
export function isMissing(error: unknown): boolean {
  return errorCode(error) === 'ENOENT';
}

/** The message of anything thrown, for a log line or an operator's reason. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
