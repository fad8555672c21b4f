import { getuid } from 'node:process';
import type { CommandWrapper } from './server-process.js';

/**
 * Runs a command on a small filesystem of its own: a tmpfs of `sizeBytes` mounted at `dir`
 * in a private mount namespace (unshare), so it really fills (ENOSPC), nothing else sees it,
 * and it disappears with the process, however that ends. As root the namespace is a mount
 * namespace alone; otherwise a user namespace maps the user to root inside it, which Debian
 * allows unprivileged users by default.
 */
export function onSmallDisk(dir: string, sizeBytes: number): CommandWrapper {
  const asRoot = getuid?.() === 0;
  return (command) => [
    'unshare',
    ...(asRoot ? [] : ['--user', '--map-root-user']),
    '--mount',
    '--propagation',
    'private',
    '--',
    'sh',
    '-c',
    'mkdir -p "$1" && mount -t tmpfs -o "size=$2,mode=0700" verdalia-small-disk "$1" && shift 2 && exec "$@"',
    'sh',
    dir,
    String(sizeBytes),
    ...command,
  ];
}

/** Where this process sees `dir` as the process `pid` sees it (inside its mount namespace). */
export function seenBy(pid: number | undefined, dir: string): string {
  if (pid === undefined) throw new Error('the process has no pid');
  return `/proc/${pid}/root${dir}`;
}
