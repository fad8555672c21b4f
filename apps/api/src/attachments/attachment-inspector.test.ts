import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Verdict } from '@verdalia/attachment-check';
import {
  AttachmentInspector,
  schedulingLimits,
  type InspectedFile,
} from './attachment-inspector.js';
import {
  InspectorUnavailableError,
  overran,
  type CheckOutcome,
  type CheckRunner,
  type RunnerPriority,
} from './check-runner.js';

/** What a fake check of one file does: how long it takes, and what it answers. */
interface FakeCheck {
  ms: number;
  verdict?: Verdict;
  /** How long it takes to stop once asked (a .doc's synchronous reading: until terminated). */
  stopMs?: number;
  /** Its worker dies (out of memory) after `ms`. */
  crashes?: boolean;
}

interface RunRecord {
  path: string;
  priority: RunnerPriority;
  started: number;
  /** How it ended: its verdict, stopped, or crashed. */
  ended?: 'done' | 'stopped' | 'crashed';
}

/**
 * Runners whose checks take virtual time (vitest's fake timers): the scheduler is tested as a
 * scheduler, with no thread, no qpdf and no clock of the machine in it.
 */
class FakeRunners {
  readonly runs: RunRecord[] = [];
  readonly made: RunnerPriority[] = [];
  startFails = false;

  constructor(private readonly checks: (path: string) => FakeCheck) {}

  readonly create = (priority: RunnerPriority): CheckRunner => {
    this.made.push(priority);
    let cancelCurrent: (() => void) | undefined;
    return {
      run: (path, _mime, timeoutMs, onStart) => {
        if (this.startFails) {
          return Promise.reject(new InspectorUnavailableError('the worker did not start'));
        }
        const check = this.checks(path);
        const record: RunRecord = { path, priority, started: Date.now() };
        this.runs.push(record);
        onStart?.();
        return new Promise<CheckOutcome>((resolve) => {
          let stopping = false;
          const end = (outcome: CheckOutcome, how: RunRecord['ended']) => {
            clearTimeout(done);
            clearTimeout(timeout);
            cancelCurrent = undefined;
            record.ended = how;
            resolve(outcome);
          };
          const done = setTimeout(
            () =>
              check.crashes
                ? end({ unchecked: 'out of memory', crashed: true }, 'crashed')
                : end(check.verdict ?? { ok: true }, 'done'),
            check.ms,
          );
          const stop = () => {
            if (stopping) return;
            stopping = true;
            clearTimeout(done);
            clearTimeout(timeout);
            setTimeout(() => end(overran, 'stopped'), check.stopMs ?? 0);
          };
          const timeout = setTimeout(stop, timeoutMs);
          cancelCurrent = stop;
        });
      },
      cancel: () => cancelCurrent?.(),
      warm: () => undefined,
      renew: () => undefined,
      close: async () => cancelCurrent?.(),
    };
  };

  /** The runs of `path`, in order. */
  of(path: string): RunRecord[] {
    return this.runs.filter((run) => run.path === path);
  }
}

const kib = 1024;
const limits = { ...schedulingLimits, quickWorkers: 1, slowWorkers: 1 };

/** A file as the route gives it: its size matters, its bytes do not (nothing reads them). */
const file = (path: string, size: number, clientIp: string): InspectedFile => ({
  path,
  mime: 'application/pdf',
  size,
  clientIp,
});

/** The promise's outcome once settled, without an unhandled rejection meanwhile. */
function track(promise: Promise<Verdict>) {
  const state: { verdict?: Verdict; error?: Error; at?: number } = {};
  promise.then(
    (verdict) => {
      state.verdict = verdict;
      state.at = Date.now();
    },
    (error: unknown) => {
      state.error = error instanceof Error ? error : new Error(String(error));
      state.at = Date.now();
    },
  );
  return state;
}

describe('AttachmentInspector (the scheduler, with fake runners in virtual time)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps visitors’ letters accepted within a second while slow files come four a second from new addresses', async () => {
    // The attack of bench:api: PDFs of 36 KiB, cheaper by size than a visitor's letter, each
    // needing far more than any try (here 20 s), from a new address each, at random moments
    // averaging four a second; visitors send a 294 KB PDF (50 ms) and a 38 KB .docx (30 ms)
    // every 2 s, each from a new address too.
    const runners = new FakeRunners((path) =>
      path.startsWith('attack') ? { ms: 20_000 } : { ms: path.endsWith('.pdf') ? 50 : 30 },
    );
    const inspector = new AttachmentInspector(runners.create, limits);
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const attack: ReturnType<typeof track>[] = [];
    const visitors: { state: ReturnType<typeof track>; sent: number }[] = [];
    let nextAttack = 0;
    for (let now = 0; now < 60_000; now += 10) {
      while (nextAttack <= now) {
        const index = attack.length;
        attack.push(
          track(
            inspector.inspect(
              file(`attack${index}.pdf`, 36 * kib, `10.2.${index >> 8}.${index & 255}`),
            ),
          ),
        );
        // Exponential gaps: a Poisson stream of 4 a second, with its bursts.
        nextAttack += -Math.log(1 - random()) * 250;
      }
      if (now % 2000 === 1000) {
        const index = visitors.length;
        const letter =
          index % 2 === 0
            ? file(`visitor${index}.pdf`, 294_000, `10.3.0.${index}`)
            : {
                ...file(`visitor${index}.docx`, 38_000, `10.3.0.${index}`),
                mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' as const,
              };
        visitors.push({ state: track(inspector.inspect(letter)), sent: Date.now() });
      }
      await vi.advanceTimersByTimeAsync(10);
    }
    await vi.advanceTimersByTimeAsync(limits.maxWaitMs + 30_000);
    expect(attack.length).toBeGreaterThan(200);
    expect(visitors.map(({ state }) => state.verdict)).toEqual(visitors.map(() => ({ ok: true })));
    const waits = visitors.map(({ state, sent }) => (state.at ?? Infinity) - sent);
    expect(Math.max(...waits)).toBeLessThan(1000);
    // The attack is never accepted: each file stopped after its try, then not checked in time.
    expect(attack.filter((state) => state.verdict)).toEqual([]);
    // Each visitor's file ran once, on a quick worker, to its end.
    for (const { state: _state } of visitors) expect(_state.error).toBeUndefined();
    for (let index = 0; index < visitors.length; index += 1) {
      const runs = runners.runs.filter((run) => run.path.startsWith(`visitor${index}.`));
      expect(runs.map((run) => [run.priority, run.ended])).toEqual([['foreground', 'done']]);
    }
    await inspector.close();
  });

  it('lets a file that overran its first try go on where it is while no other file waits', async () => {
    const runners = new FakeRunners(() => ({ ms: 3000 }));
    const inspector = new AttachmentInspector(runners.create, limits);
    const slow = track(inspector.inspect(file('manual.pdf', 6_000_000, '203.0.113.1')));
    await vi.advanceTimersByTimeAsync(3000);
    expect(slow.verdict).toEqual({ ok: true });
    // One run, never stopped nor started again; its sender is marked all the same.
    expect(runners.of('manual.pdf').map((run) => [run.priority, run.ended])).toEqual([
      ['foreground', 'done'],
    ]);
    expect(inspector.isStruck('203.0.113.1')).toBe(true);
    await inspector.close();
  });

  it('gives a demoted file’s quick worker to a file waiting for its first try; the demoted one goes on in the background', async () => {
    const runners = new FakeRunners((path) => ({ ms: path === 'slow.pdf' ? 3000 : 40 }));
    const inspector = new AttachmentInspector(runners.create, limits);
    const slow = track(inspector.inspect(file('slow.pdf', 36 * kib, '203.0.113.2')));
    await vi.advanceTimersByTimeAsync(1000);
    expect(inspector.state()).toMatchObject({ quickBusy: 1, slowRunning: 0 });
    const letter = track(inspector.inspect(file('letter.pdf', 294_000, '203.0.113.3')));
    await vi.advanceTimersByTimeAsync(40);
    expect(letter.verdict).toEqual({ ok: true });
    expect(runners.of('slow.pdf').map((run) => [run.priority, run.ended])).toEqual([
      ['foreground', 'stopped'],
      ['background', undefined],
    ]);
    await vi.advanceTimersByTimeAsync(3000);
    expect(slow.verdict).toEqual({ ok: true });
    await inspector.close();
  });

  it('sends the next files of a marked sender (its whole IPv6 /64) to the slow worker directly', async () => {
    const runners = new FakeRunners((path) => ({ ms: path === 'first.pdf' ? 1000 : 10 }));
    const inspector = new AttachmentInspector(runners.create, limits);
    const first = track(inspector.inspect(file('first.pdf', 1000, '2001:db8:5:6::1')));
    await vi.advanceTimersByTimeAsync(1000);
    expect(first.verdict).toEqual({ ok: true });
    expect(inspector.isStruck('2001:db8:5:6:aaaa:bbbb:cccc:dddd')).toBe(true);
    expect(inspector.isStruck('2001:db8:5:7::1')).toBe(false);
    const next = track(inspector.inspect(file('next.pdf', 1000, '2001:db8:5:6::2')));
    const neighbour = track(inspector.inspect(file('neighbour.pdf', 1000, '2001:db8:5:7::1')));
    await vi.advanceTimersByTimeAsync(10);
    expect([next.verdict, neighbour.verdict]).toEqual([{ ok: true }, { ok: true }]);
    expect(runners.of('next.pdf')[0]?.priority).toBe('background');
    expect(runners.of('neighbour.pdf')[0]?.priority).toBe('foreground');
    // The mark lasts strikeMs.
    await vi.advanceTimersByTimeAsync(limits.strikeMs);
    expect(inspector.isStruck('2001:db8:5:6::1')).toBe(false);
    await inspector.close();
  });

  it('gives the worker of a long first try to a file far cheaper, then tries the long one again', async () => {
    const runners = new FakeRunners((path) => ({ ms: path === 'large.pdf' ? 2000 : 20 }));
    const inspector = new AttachmentInspector(runners.create, limits);
    // 12 MiB: a first try of 150 + 3000 ms, against 150 + 9 for a small file.
    const large = track(inspector.inspect(file('large.pdf', 12 * 1024 * kib, '203.0.113.4')));
    await vi.advanceTimersByTimeAsync(500);
    const small = track(inspector.inspect(file('small.pdf', 36 * kib, '203.0.113.5')));
    await vi.advanceTimersByTimeAsync(20);
    expect(small.verdict).toEqual({ ok: true });
    expect(large.verdict).toBeUndefined();
    await vi.advanceTimersByTimeAsync(2000);
    expect(large.verdict).toEqual({ ok: true });
    expect(runners.of('large.pdf').map((run) => run.ended)).toEqual(['stopped', 'done']);
    expect(inspector.isStruck('203.0.113.4')).toBe(false);
    await inspector.close();
  });

  it('does not wait for a check that is slow to stop: the standby takes its place at once', async () => {
    // A .doc read synchronously stops only when its thread is terminated (500 ms later).
    const runners = new FakeRunners((path) =>
      path === 'stuck.doc' ? { ms: 60_000, stopMs: 500 } : { ms: 20 },
    );
    const inspector = new AttachmentInspector(runners.create, limits);
    track(inspector.inspect(file('stuck.doc', 36 * kib, '203.0.113.6')));
    await vi.advanceTimersByTimeAsync(1000);
    const letter = track(inspector.inspect(file('letter.pdf', 294_000, '203.0.113.7')));
    await vi.advanceTimersByTimeAsync(20);
    expect(letter.verdict).toEqual({ ok: true });
    // The stopped runner becomes the standby: no runner is made for each stop.
    await vi.advanceTimersByTimeAsync(500);
    const madeBefore = runners.made.length;
    for (let index = 0; index < 5; index += 1) {
      track(inspector.inspect(file(`stuck${index}.doc`, 36 * kib, `203.0.114.${index}`)));
    }
    await vi.advanceTimersByTimeAsync(5000);
    expect(runners.made.length).toBe(madeBefore);
    await inspector.close();
  });

  it('answers unavailable when a file’s turn does not come within maxWaitMs from its arrival', async () => {
    const runners = new FakeRunners(() => ({ ms: 60_000 }));
    const inspector = new AttachmentInspector(runners.create, { ...limits, maxWaitMs: 2000 });
    // Two marked senders' files: the slow worker takes the first, the second waits.
    const marked = ['198.51.100.1', '198.51.100.2'];
    const firsts = marked.map((ip, index) =>
      track(inspector.inspect(file(`f${index}.pdf`, kib, ip))),
    );
    await vi.advanceTimersByTimeAsync(1000);
    expect(marked.every((ip) => inspector.isStruck(ip))).toBe(true);
    const waiting = track(inspector.inspect(file('waiting.pdf', kib, '198.51.100.2')));
    await vi.advanceTimersByTimeAsync(2000);
    expect(waiting.error).toEqual(
      new InspectorUnavailableError('no turn to be checked within 2000 ms'),
    );
    expect(firsts.map((state) => state.verdict)).toEqual([undefined, undefined]);
    await inspector.close();
  });

  it('stops a check that overruns its whole time: not checked (503), not refused, not accepted', async () => {
    const runners = new FakeRunners(() => ({ ms: 60_000 }));
    const inspector = new AttachmentInspector(runners.create, limits);
    const endless = track(inspector.inspect(file('endless.pdf', 0, '203.0.113.8')));
    await vi.advanceTimersByTimeAsync(limits.timeoutMs - 1);
    expect(endless.error).toBeUndefined();
    // Its stop is asked at timeoutMs, and answers at once.
    await vi.advanceTimersByTimeAsync(10);
    expect(endless.error).toEqual(
      new InspectorUnavailableError(`not checked within ${limits.timeoutMs} ms`),
    );
    await inspector.close();
  });

  it('gives each file time by its size', async () => {
    // 3 MiB: 5 s + 6 s in all; a check of 10 s ends within it.
    const runners = new FakeRunners(() => ({ ms: 10_000 }));
    const inspector = new AttachmentInspector(runners.create, limits);
    const large = track(inspector.inspect(file('large.pdf', 3 * 1024 * kib, '203.0.113.9')));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(large.verdict).toEqual({ ok: true });
    await inspector.close();
  });

  it('marks the sender of a file that crashed its worker, and does not accept the file', async () => {
    const runners = new FakeRunners(() => ({ ms: 10, crashes: true }));
    const inspector = new AttachmentInspector(runners.create, limits);
    const crash = track(inspector.inspect(file('bomb.doc', kib, '203.0.113.10')));
    await vi.advanceTimersByTimeAsync(10);
    expect(crash.error).toEqual(new InspectorUnavailableError('not checked: out of memory'));
    expect(inspector.isStruck('203.0.113.10')).toBe(true);
    await inspector.close();
  });

  it('says checks are unavailable when a runner cannot start, and closes with nothing accepted', async () => {
    const runners = new FakeRunners(() => ({ ms: 10 }));
    runners.startFails = true;
    const inspector = new AttachmentInspector(runners.create, limits);
    const first = track(inspector.inspect(file('a.pdf', kib, '203.0.113.11')));
    await vi.advanceTimersByTimeAsync(0);
    expect(first.error).toBeInstanceOf(InspectorUnavailableError);
    await inspector.close();
    await expect(inspector.inspect(file('b.pdf', kib, '203.0.113.12'))).rejects.toThrow(
      new InspectorUnavailableError('the checks are closed'),
    );
  });

  it('runs quick workers in the foreground and slow ones in the background', () => {
    const runners = new FakeRunners(() => ({ ms: 10 }));
    const inspector = new AttachmentInspector(runners.create, {
      ...limits,
      quickWorkers: 2,
      slowWorkers: 1,
    });
    expect(runners.made).toEqual(['foreground', 'foreground', 'background']);
    void inspector.close();
  });
});
