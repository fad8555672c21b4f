import * as z from 'zod/mini';
import { companySchema } from './company.js';
import {
  entryCollections,
  entryFields,
  entryFiles,
  isEntry,
  isTranslated,
  nodeOf,
  orderField,
  type ContentFolder,
  type EntryCollection,
  type EntryFile,
} from './content-collections.js';
import { fallbackLanguage, languages, type Language } from './languages.js';
import { projectPagePath, projectSlug } from './project-pages.js';

/**
 * What the build checks in content/ beyond what the CMS can express (its forms check each field
 * alone): every file is valid and has every language, ids and the projects' addresses are
 * unique, the company's facts entered once are the same in every language, and every image an
 * entry names exists. Each problem is one sentence naming the file, the entry and the field, for
 * the staff member who made the edit (docs/editing-content.md).
 */

/** The company's file in a language: a file collection of the CMS, one file per language. */
export function companyFile(language: Language): string {
  return `content/company/${language}.json`;
}

type JsonSchemaNode = z.core.JSONSchema.BaseSchema;
type Entry = Record<string, unknown>;

const properties = (node: JsonSchemaNode) =>
  Object.entries(node.properties ?? {}).map(([name, child]) => [name, nodeOf(child)] as const);

/**
 * The part of a value that is the same in every language: without the fields each language
 * writes (`x-translated` in their metadata), in lists and groups too (an office's city).
 */
function sharedPart(node: JsonSchemaNode, value: unknown): unknown {
  if (isTranslated(node)) return undefined;
  if (node.type === 'object' && isEntry(value)) {
    return Object.fromEntries(
      properties(node).map(([name, child]) => [name, sharedPart(child, value[name])]),
    );
  }
  if (node.type === 'array' && Array.isArray(value)) {
    const items = nodeOf(node.items);
    return value.map((item) => sharedPart(items, item));
  }
  return value;
}

/** A value in a sentence: a list's items, a group's fields in brackets, a text as it is. */
const shown = (value: unknown): string => {
  if (Array.isArray(value)) return value.map(shown).join(', ') || 'nothing';
  if (isEntry(value)) {
    const fields = Object.entries(value).filter(([, child]) => child !== undefined);
    return `(${fields.map(([key, child]) => `${key} ${shown(child)}`).join(', ')})`;
  }
  if (value === undefined) return 'nothing';
  return typeof value === 'string' ? value : JSON.stringify(value);
};

const truncate = (text: string) => (text.length > 40 ? `${text.slice(0, 39).trimEnd()}…` : text);

/** An entry in a sentence: `project 7 ("Parque solar…")`, or its file's name when it has no id. */
function entryName(collection: EntryCollection, entry: EntryFile): string {
  const shared = entry.merged[fallbackLanguage] ?? {};
  const name = shared[collection.nameField];
  const label = typeof name === 'string' ? ` (${JSON.stringify(truncate(name))})` : '';
  const id = shared.id;
  if (id === undefined) return `the ${collection.noun}${label}`;
  return `${collection.noun} ${typeof id === 'number' ? String(id) : JSON.stringify(id)}${label}`;
}

/** A field's place in words: "years", "results" item 2 "figure". */
function fieldName(path: readonly PropertyKey[]): string {
  return path
    .map((part) => (typeof part === 'number' ? `item ${part + 1}` : JSON.stringify(String(part))))
    .join(' ');
}

/** What is wrong, in words: the issue's own message for our rules, else one per kind. */
function problem(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? 'is missing: fill it in'
        : `should be ${issue.expected === 'int' ? 'a whole number' : `a ${issue.expected}`}, not ${JSON.stringify(issue.input)}`;
    case 'too_small':
      return issue.origin === 'string'
        ? 'is empty: write something in it'
        : issue.origin === 'array'
          ? `needs at least ${String(issue.minimum)}`
          : `must be ${String(issue.minimum)} or more`;
    case 'too_big':
      return issue.origin === 'array'
        ? `can have at most ${String(issue.maximum)}`
        : `must be ${String(issue.maximum)} or less`;
    case 'invalid_value':
      return `must be one of: ${issue.values.map(String).join(', ')}`;
    case 'invalid_format':
      return `is not written as expected (${issue.format === 'regex' ? 'see the hint under the field in the CMS' : issue.format})`;
    case 'unrecognized_keys':
      return `has fields the site does not know: ${issue.keys.join(', ')}`;
    default:
      return issue.message;
  }
}

/** Every problem of the content, one sentence each; none when the build may go on. */
export function contentProblems(content: ContentFolder): string[] {
  const problems: string[] = [];
  for (const collection of Object.values(entryCollections)) {
    const entries = entryFiles(content, collection);
    for (const entry of entries) problems.push(...entryProblems(content, collection, entry));
    problems.push(...duplicateIds(collection, entries));
    if (collection === entryCollections.projects) problems.push(...duplicateAddresses(entries));
  }
  problems.push(...companyProblems(content));
  return problems;
}

/** What is wrong in one entry's file: its JSON, a language it lacks, a field, an image. */
function entryProblems(
  content: ContentFolder,
  collection: EntryCollection,
  entry: EntryFile,
): string[] {
  const read = content.read(entry.file);
  if (!read.ok) return [`${entry.file}: ${read.reason}`];
  const missing = languages.filter((language) => entry.languages[language] === undefined);
  if (missing.length > 0) {
    return [
      `${entry.file}: it has no ${missing.map((language) => `"${language}"`).join(' or ')} part; every ${collection.noun} is written in ${languages.join(', ')} (save it again in the CMS with every language on).`,
    ];
  }
  const where = `${entry.file}, ${entryName(collection, entry)}`;
  const problems: string[] = [];
  if (entry.order === undefined || !Number.isInteger(entry.order) || entry.order < 1) {
    problems.push(
      `${where}, field "${orderField}": is missing or not a whole number from 1; drag the entry into place in the CMS list.`,
    );
  }
  const translated = new Set(
    entryFields(collection.schema)
      .filter(([, node]) => isTranslated(node))
      .map(([name]) => name),
  );
  for (const language of languages) {
    const checked = collection.schema.safeParse(entry.merged[language]);
    for (const issue of checked.error?.issues ?? []) {
      const [field] = issue.path;
      // The facts entered once are checked once, in the language that holds them.
      const own = typeof field === 'string' && translated.has(field);
      if (language !== fallbackLanguage && !own) continue;
      const part = own || language !== fallbackLanguage ? ` (${language})` : '';
      const at = issue.path.length === 0 ? '' : `, field ${fieldName(issue.path)}${part}`;
      problems.push(`${where}${at}: ${problem(issue)}.`);
    }
  }
  problems.push(...missingImages(content, collection, entry, where));
  return problems;
}

function duplicateIds(collection: EntryCollection, entries: EntryFile[]): string[] {
  const seen = new Map<unknown, EntryFile>();
  const problems: string[] = [];
  for (const entry of entries) {
    const id = entry.merged[fallbackLanguage]?.id;
    if (id === undefined) continue;
    const first = seen.get(id);
    if (first === undefined) seen.set(id, entry);
    else
      problems.push(
        `${entry.file}, ${entryName(collection, entry)}, field "id": ${first.file} has the same id; give each ${collection.noun} its own.`,
      );
  }
  return problems;
}

/** Two projects at one address of a language: the second is named, with the first's file. */
function duplicateAddresses(entries: EntryFile[]): string[] {
  const collection = entryCollections.projects;
  const problems: string[] = [];
  for (const language of languages) {
    const seen = new Map<string, EntryFile>();
    for (const entry of entries) {
      const project = entry.merged[language];
      if (!project || typeof project.title !== 'string') continue;
      const slug = projectSlug({
        title: project.title,
        slug: typeof project.slug === 'string' ? project.slug : undefined,
      });
      const first = seen.get(slug);
      if (first === undefined) {
        seen.set(slug, entry);
        continue;
      }
      problems.push(
        `${entry.file}, ${entryName(collection, entry)}, field "slug" (${language}): ${projectPagePath(slug, language)} is already the address of ${entryName(collection, first)} (${first.file}); give one of them another slug.`,
      );
    }
  }
  return problems;
}

function missingImages(
  content: ContentFolder,
  collection: EntryCollection,
  entry: EntryFile,
  where: string,
): string[] {
  const shared = entry.merged[fallbackLanguage] ?? {};
  return entryFields(collection.schema)
    .filter(([, node]) => node['x-widget'] === 'image')
    .map(([name]) => [name, shared[name]] as const)
    .filter(
      (pair): pair is readonly [string, string] =>
        typeof pair[1] === 'string' && !content.imageExists(pair[1]),
    )
    .map(
      ([field, image]) =>
        `${where}, field "${field}": the image ${image} is not in the repository; upload it again in the CMS or choose another.`,
    );
}

/** The company's files: each valid, and the facts entered once the same in every language. */
function companyProblems(content: ContentFolder): string[] {
  const problems: string[] = [];
  const parsed = new Map<Language, Entry>();
  for (const language of languages) {
    const file = companyFile(language);
    const result = content.read(file);
    if (!result.ok) {
      problems.push(`${file}: ${result.reason}`);
      continue;
    }
    const checked = companySchema.safeParse(result.data);
    for (const issue of checked.error?.issues ?? []) {
      if (issue.path.length === 0) problems.push(`${file}: ${problem(issue)}.`);
      else problems.push(`${file}, field ${fieldName(issue.path)}: ${problem(issue)}.`);
    }
    if (isEntry(result.data)) parsed.set(language, result.data);
  }
  const reference = parsed.get(fallbackLanguage);
  if (reference === undefined) return problems;
  const schema = z.toJSONSchema(companySchema, { io: 'input' });
  for (const [language, data] of parsed) {
    if (language === fallbackLanguage) continue;
    for (const [field, node] of properties(schema)) {
      const [mine, theirs] = [sharedPart(node, data[field]), sharedPart(node, reference[field])];
      if (JSON.stringify(mine) === JSON.stringify(theirs)) continue;
      problems.push(
        `${companyFile(language)}, field "${field}": it says ${shown(mine)} but ${companyFile(fallbackLanguage)} says ${shown(theirs)}; this field is the same in every language (the CMS enters it once).`,
      );
    }
  }
  return problems;
}
