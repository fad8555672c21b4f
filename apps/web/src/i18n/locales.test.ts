import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { keyPaths, languages } from '@verdalia/shared';
import { namespaces } from './namespaces';

const localesDir = path.resolve(import.meta.dirname, '../../../../content/pages');

function load(language: string, file: string): unknown {
  return JSON.parse(readFileSync(path.join(localesDir, language, file), 'utf8'));
}

describe('translation files', () => {
  const spanishFiles = readdirSync(path.join(localesDir, 'es')).sort();

  it('have one folder per language with the same files', () => {
    expect(readdirSync(localesDir).sort()).toEqual([...languages].sort());
    for (const language of languages) {
      expect(readdirSync(path.join(localesDir, language)).sort()).toEqual(spanishFiles);
    }
  });

  it('cover every namespace the app declares (form comes from the shared package)', () => {
    expect(spanishFiles.map((file) => file.replace('.json', '')).sort()).toEqual(
      namespaces.filter((namespace) => !['form', 'team', 'client-list'].includes(namespace)).sort(),
    );
  });

  it.each(spanishFiles)('%s has exactly the same keys in es, en and pt', (file) => {
    const reference = keyPaths(load('es', file)).sort();
    for (const language of languages) {
      expect(keyPaths(load(language, file)).sort(), `${language}/${file}`).toEqual(reference);
    }
  });

  it.each(spanishFiles)(
    '%s has no empty text and the same placeholders in every language',
    (file) => {
      const placeholders = (value: string) =>
        (value.match(/{{\s*\w+\s*}}/g) ?? []).sort().join(',');
      const flatten = (tree: unknown, prefix = ''): [string, unknown][] =>
        typeof tree === 'object' && tree !== null
          ? Object.entries(tree).flatMap(([key, child]) => flatten(child, `${prefix}.${key}`))
          : [[prefix, tree]];
      const spanish = new Map(flatten(load('es', file)));
      for (const language of languages) {
        for (const [key, value] of flatten(load(language, file))) {
          if (typeof value !== 'string') continue;
          expect(value.trim(), `${language}/${file}${key}`).not.toBe('');
          expect(placeholders(value), `${language}/${file}${key}`).toBe(
            placeholders(String(spanish.get(key))),
          );
        }
      }
    },
  );
});
