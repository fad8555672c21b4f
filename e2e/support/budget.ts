/**
 * The suite's deadlines. They are hang guards, not speed targets (speed lives in audit:web
 * and bench:api): an assertion waits for its condition and ends as soon as it holds, so a
 * deadline is only reached by a test that fails, and it is set far above what a slow, busy
 * machine needs (a 2-core machine at a load of 30 still answers well within them).
 */

/** How long an assertion waits for its condition (Playwright's `expect` timeout). */
export const conditionDeadlineMs = 20_000;

/** The deadline of a test that visits one page or a few. */
export const testDeadlineMs = 90_000;

/**
 * What one page visit may take: loading, hydrating and its checks. support/test.ts adds it to
 * a test's deadline for each page the test shows.
 */
export const pageVisitMs = 20_000;

/** The deadline of a test that visits `visits` pages, or units of work as long, in turn. */
export const deadlineForVisits = (visits: number): number =>
  Math.max(testDeadlineMs, visits * pageVisitMs);
