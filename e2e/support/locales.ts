import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Language } from '@verdalia/shared';

const localesDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../content/pages',
);

type Tree = { [key: string]: string | Tree };

function lookUp(language: Language, namespace: string, key: string): string | Tree | undefined {
  const tree = JSON.parse(
    readFileSync(path.join(localesDir, language, `${namespace}.json`), 'utf8'),
  ) as Tree;
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return node;
}

/** Reads a translation from the web app's locale files, so tests follow copy changes. */
export function text(language: Language, namespace: string, key: string): string {
  const node = lookUp(language, namespace, key);
  if (typeof node !== 'string') throw new Error(`No text ${language}/${namespace}:${key}`);
  return node;
}

/**
 * The keys of a group of translations (a list's indexes, an object's names), so a test counts
 * what the content holds instead of restating it.
 */
export function keysOf(language: Language, namespace: string, key: string): string[] {
  const node = lookUp(language, namespace, key);
  if (typeof node !== 'object') throw new Error(`No group ${language}/${namespace}:${key}`);
  return Object.keys(node);
}
