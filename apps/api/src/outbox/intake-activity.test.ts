import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IntakeActivity, intakeSettleMs } from './intake-activity.js';

describe('IntakeActivity', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const settled = async (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    return done;
  };

  it('is quiet at once when nothing is being received', async () => {
    const intake = new IntakeActivity();
    expect(intake.busy).toBe(false);
    expect(await settled(intake.quiet(10_000))).toBe(true);
  });

  it('waits until every submission has ended, each counted once', async () => {
    const intake = new IntakeActivity();
    const first = intake.enter();
    const second = intake.enter();
    const quiet = intake.quiet(10_000);
    first();
    first();
    expect(intake.busy).toBe(true);
    expect(await settled(quiet)).toBe(false);
    second();
    expect(intake.busy).toBe(false);
    expect(await settled(quiet)).toBe(false);
    await vi.advanceTimersByTimeAsync(intakeSettleMs);
    expect(await settled(quiet)).toBe(true);
  });

  it('counts as quiet only once nothing has arrived for the settle time', async () => {
    const intake = new IntakeActivity(300);
    intake.enter()();
    // A gap between two requests of a burst is not quiet.
    const quiet = intake.quiet(10_000);
    await vi.advanceTimersByTimeAsync(299);
    const next = intake.enter();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await settled(quiet)).toBe(false);
    next();
    await vi.advanceTimersByTimeAsync(299);
    expect(await settled(quiet)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(quiet)).toBe(true);
    // Once settled, later callers need not wait.
    expect(await settled(intake.quiet(10_000))).toBe(true);
  });

  it('gives up waiting after the longest delay, so delivery is never starved', async () => {
    const intake = new IntakeActivity();
    intake.enter();
    const quiet = intake.quiet(5_000);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(await settled(quiet)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(quiet)).toBe(true);
  });

  it('stops waiting when its signal aborts', async () => {
    const intake = new IntakeActivity();
    intake.enter();
    const controller = new AbortController();
    const quiet = intake.quiet(60_000, controller.signal);
    expect(await settled(quiet)).toBe(false);
    controller.abort();
    expect(await settled(quiet)).toBe(true);
  });
});
