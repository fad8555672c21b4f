// Build step: refuses content that the site would show wrongly (content/, edited through the
// CMS), naming the file, the entry and the field of each problem, before anything is built.
// Checks this repository, or the one whose root is given as the argument.
import path from 'node:path';
import { contentProblemsIn } from './read-content.ts';

const repoRoot = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../../../..'));
const problems = contentProblemsIn(repoRoot);
if (problems.length > 0) {
  console.error(
    `The content has ${problems.length} problem${problems.length === 1 ? '' : 's'} to fix before the site can be built:\n` +
      problems.map((problem) => `- ${problem}`).join('\n'),
  );
  process.exit(1);
}
console.warn('content/ checked: every file, id, address, shared fact and image is in order');
