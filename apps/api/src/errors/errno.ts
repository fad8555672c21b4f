/** The `code` of a Node system error (ENOENT, EACCES, ERR_PARSE_ARGS_…), if it has one. */
export function errnoCode(error: unknown): string | undefined {
  if (!(error instanceof Error) || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}
