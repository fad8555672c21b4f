import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  companyFile,
  companySchema,
  formMessage as sharedFormMessage,
  languageLists,
  languages,
  siteConfigWith,
  type Company,
  type EntryCollectionName,
  type ErrorKey,
  type Language,
} from '@verdalia/shared';
import { contentFolderAt } from '@verdalia/shared/content-folder';

/** The repository the site is built from. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A collection's entries in a language, as the built pages show them (content/<name>/*.json). */
export function contentList<Name extends EntryCollectionName>(name: Name, language: Language) {
  return languageLists(contentFolderAt(repoRoot), name)[language];
}

/** The site's configuration as the built pages show it: with the company's facts (content/company). */
export const siteConfig = siteConfigWith(
  Object.fromEntries(
    languages.map((language) => {
      const read = contentFolderAt(repoRoot).read(companyFile(language));
      if (!read.ok) throw new Error(`${companyFile(language)}: ${read.reason}`);
      return [language, companySchema.parse(read.data)];
    }),
  ) as Record<Language, Company>,
);

/** A form message as the site shows it: naming the company's address (content/company). */
export function formMessage(key: ErrorKey, language?: Language): string {
  return sharedFormMessage(key, language, siteConfig.email);
}
