import type { ChildProcess } from 'node:child_process';

/**
 * Shows a child's errors in the test's output through this worker, rather than letting the child
 * inherit the worker's stderr: a child that outlived its worker (one vitest killed for not
 * exiting) would hold the runner's output stream open, and the run would never end.
 */
export function forwardErrors(child: ChildProcess): void {
  child.stderr?.pipe(process.stderr, { end: false });
}
