import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Language } from '@verdalia/shared';

const localesDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/web/src/locales',
);

type Tree = { [key: string]: string | Tree };

/** Reads a translation from the web app's locale files, so tests follow copy changes. */
export function text(language: Language, namespace: string, key: string): string {
  const tree = JSON.parse(
    readFileSync(path.join(localesDir, language, `${namespace}.json`), 'utf8'),
  ) as Tree;
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`No text ${language}/${namespace}:${key}`);
  return node;
}
