// The benchmark report: markdown lines and a JSON object, written together at the end.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { root } from '../lib/workspace.mjs';

export function createReport(budgets) {
  const data = { date: new Date().toISOString(), budgets };
  const lines = [];
  return {
    data,
    out: (line = '') => lines.push(line),
    async write(name) {
      await mkdir(path.join(root, 'reports'), { recursive: true });
      await writeFile(
        path.join(root, `reports/${name}.json`),
        `${JSON.stringify(data, null, 2)}\n`,
      );
      await writeFile(path.join(root, `reports/${name}.md`), `${lines.join('\n')}\n`);
      console.log(lines.join('\n'));
      console.log(`Wrote reports/${name}.md and reports/${name}.json`);
    },
  };
}
