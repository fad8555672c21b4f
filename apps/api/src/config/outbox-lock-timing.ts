/**
 * How long a lock whose holder stopped refreshing it counts as held, unless told
 * (OUTBOX_LOCK_STALE_MS). The holder refreshes it every quarter of this (at least every
 * second), so only an event loop stuck for that long could lose it; a process killed outright
 * frees it after this long, and the next one waits for that. proper-lockfile takes no less
 * than 2 s; production keeps at least this default (config.ts).
 */
export const defaultLockStaleMs = 6_000;
