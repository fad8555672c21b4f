// The check's own small runner: each check prints one line as it ends, and the run ends with
// "N passed, N failed" (the line CI reads). A failed check stops its stack's checks: the
// ones after it build on it.

export interface Report {
  passed: number;
  failed: number;
  figures: string[];
}

export const report: Report = { passed: 0, failed: 0, figures: [] };

export async function check(name: string, body: () => Promise<void>): Promise<void> {
  const started = performance.now();
  try {
    await body();
    report.passed += 1;
    process.stdout.write(`  ✓ ${name} (${((performance.now() - started) / 1000).toFixed(1)} s)\n`);
  } catch (error) {
    report.failed += 1;
    process.stdout.write(`  ✗ ${name}\n`);
    throw error;
  }
}

/** A figure for the summary (and printed at once). */
export function figure(line: string): void {
  report.figures.push(line);
  process.stdout.write(`    ${line}\n`);
}
