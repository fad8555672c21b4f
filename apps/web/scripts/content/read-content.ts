import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ContentFiles } from '@verdalia/shared';

/**
 * The repository's content files as the content rules read them (packages/shared's
 * content-rules.ts): a file that is not JSON gives its line and column, never a parser's stack.
 */
export function contentFilesIn(repoRoot: string): ContentFiles {
  return {
    read(file) {
      let text: string;
      try {
        text = readFileSync(path.join(repoRoot, file), 'utf8');
      } catch {
        return { ok: false, reason: 'the file is missing; every language has one.' };
      }
      try {
        return { ok: true, data: JSON.parse(text) };
      } catch (error) {
        const where =
          error instanceof SyntaxError ? /line \d+ column \d+/.exec(error.message) : null;
        return {
          ok: false,
          reason: `the file is not valid JSON${where ? ` (${where[0]})` : ''}: a comma, quote or bracket is missing or extra there.`,
        };
      }
    },
    imageExists(publicPath) {
      const file = path.join(repoRoot, publicPath);
      return (
        file.startsWith(path.join(repoRoot, 'content', 'images') + path.sep) && existsSync(file)
      );
    },
  };
}
