import { contentProblems } from '@verdalia/shared';
import { contentFolderAt } from '@verdalia/shared/content-folder';

/**
 * The content rules (packages/shared's content-rules.ts) on the repository at `repoRoot`: one
 * sentence per problem, naming the file, the entry and the field (a file that is not JSON gives
 * its line and column, never a parser's stack).
 */
export function contentProblemsIn(repoRoot: string): string[] {
  return contentProblems(contentFolderAt(repoRoot));
}
