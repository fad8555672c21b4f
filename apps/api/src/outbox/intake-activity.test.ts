import { describe, expect, it } from 'vitest';
import { IntakeActivity } from './intake-activity.js';

/** Whether `promise` settles within `ms` (a bound: true means it did). */
async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  const result = await Promise.race([promise.then(() => true), late]);
  clearTimeout(timer);
  return result;
}

const never = new AbortController().signal;
const farAway = () => Date.now() + 60_000;

describe('IntakeActivity', () => {
  it('is quiet at once when nothing is being received', async () => {
    expect(await settlesWithin(new IntakeActivity().quiet(farAway(), never), 50)).toBe(true);
  });

  it('waits until every submission being received has left, counting each once', async () => {
    const intake = new IntakeActivity();
    const leaveFirst = intake.enter();
    const leaveSecond = intake.enter();
    const quiet = intake.quiet(farAway(), never);
    leaveFirst();
    leaveFirst();
    expect(await settlesWithin(quiet, 100)).toBe(false);
    leaveSecond();
    expect(await settlesWithin(quiet, 50)).toBe(true);
  });

  it('stops waiting at the deadline, or when the worker stops', async () => {
    const intake = new IntakeActivity();
    intake.enter();
    expect(await settlesWithin(intake.quiet(Date.now() + 100, never), 2_000)).toBe(true);
    expect(await settlesWithin(intake.quiet(Date.now() - 1, never), 20)).toBe(true);
    const stopping = new AbortController();
    const quiet = intake.quiet(farAway(), stopping.signal);
    expect(await settlesWithin(quiet, 100)).toBe(false);
    stopping.abort();
    expect(await settlesWithin(quiet, 50)).toBe(true);
  });
});
