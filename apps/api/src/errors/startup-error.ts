/**
 * A problem an operator fixes in the environment or the build, not in the code: the server
 * prints its message alone and exits, because a stack trace would bury the one line that
 * says what to do.
 */
export class StartupError extends Error {
  override name = 'StartupError';
}
