import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ContentFolder } from './content-collections.js';

// Node only (its own export, `@verdalia/shared/content-folder`, never in the browser's bundle):
// content/ on disk as the content rules and readers take it (content-collections.ts). The
// folder is read when asked, never imported: a change to content/ changes no build of this
// package, nor of anything that depends on it without reading content/ itself.

/** The content of the repository at `repoRoot`; a file that is not JSON gives its line and column. */
export function contentFolderAt(repoRoot: string): ContentFolder {
  return {
    list(folder) {
      try {
        return readdirSync(path.join(repoRoot, folder), { withFileTypes: true })
          .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
          .map((entry) => entry.name);
      } catch {
        return [];
      }
    },
    read(file) {
      let text: string;
      try {
        text = readFileSync(path.join(repoRoot, file), 'utf8');
      } catch {
        return { ok: false, reason: 'the file is missing.' };
      }
      try {
        return { ok: true, data: JSON.parse(text) };
      } catch (error) {
        const where = error instanceof SyntaxError ? jsonErrorPlace(error.message, text) : '';
        return {
          ok: false,
          reason: `the file is not valid JSON${where}: a comma, quote or bracket is missing or extra there.`,
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

/** " (line L column C)" from V8's JSON error ("… in JSON at position N (line L column C)"). */
function jsonErrorPlace(message: string, text: string): string {
  const named = /line \d+ column \d+/.exec(message);
  if (named) return ` (${named[0]})`;
  const position = /position (\d+)/.exec(message);
  if (!position) return '';
  const before = text.slice(0, Number(position[1])).split('\n');
  return ` (line ${before.length} column ${(before.at(-1)?.length ?? 0) + 1})`;
}
