import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { languageLists, type EntryCollectionName, type Language } from '@verdalia/shared';
import { contentFolderAt } from '@verdalia/shared/content-folder';

/** The repository the site is built from. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A collection's entries in a language, as the built pages show them (content/<name>/*.json). */
export function contentList<Name extends EntryCollectionName>(name: Name, language: Language) {
  return languageLists(contentFolderAt(repoRoot), name)[language];
}
