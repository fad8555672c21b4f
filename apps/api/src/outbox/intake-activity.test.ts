import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IntakeActivity } from './intake-activity.js';

// The clock is Vitest's fake one: a wait is stated as the time that passes on it, so a slow
// or busy machine cannot turn "not yet" into "done" or the reverse.
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Follows `promise`: `settled()` says whether it has settled by now. */
function watch(promise: Promise<unknown>): { settled: () => boolean } {
  let settled = false;
  void promise.then(() => (settled = true));
  return { settled: () => settled };
}

/** Lets `ms` pass on the fake clock, running what falls due and every promise it settles. */
const pass = (ms: number) => vi.advanceTimersByTimeAsync(ms);

const never = new AbortController().signal;
const minute = 60_000;

describe('IntakeActivity', () => {
  it('is quiet at once when nothing is being received', async () => {
    const quiet = watch(new IntakeActivity().quiet(Date.now() + minute, never));
    await pass(0);
    expect(quiet.settled()).toBe(true);
  });

  it('waits until every submission being received has left, counting each once', async () => {
    const intake = new IntakeActivity();
    const leaveFirst = intake.enter();
    const leaveSecond = intake.enter();
    const quiet = watch(intake.quiet(Date.now() + minute, never));
    leaveFirst();
    leaveFirst();
    await pass(minute - 1);
    expect(quiet.settled()).toBe(false);
    expect(intake.waiting).toBe(1);
    leaveSecond();
    await pass(0);
    expect(quiet.settled()).toBe(true);
    expect(intake.waiting).toBe(0);
  });

  it('stops waiting at the deadline', async () => {
    const intake = new IntakeActivity();
    intake.enter();
    const quiet = watch(intake.quiet(Date.now() + 100, never));
    await pass(99);
    expect(quiet.settled()).toBe(false);
    await pass(1);
    expect(quiet.settled()).toBe(true);
    expect(intake.waiting).toBe(0);
  });

  it('does not wait when the deadline has passed', async () => {
    const intake = new IntakeActivity();
    intake.enter();
    const quiet = watch(intake.quiet(Date.now() - 1, never));
    await pass(0);
    expect(quiet.settled()).toBe(true);
  });

  it('stops waiting when the worker stops', async () => {
    const intake = new IntakeActivity();
    intake.enter();
    const stopping = new AbortController();
    const quiet = watch(intake.quiet(Date.now() + minute, stopping.signal));
    await pass(minute / 2);
    expect(quiet.settled()).toBe(false);
    stopping.abort();
    await pass(0);
    expect(quiet.settled()).toBe(true);
    expect(intake.waiting).toBe(0);
  });
});
