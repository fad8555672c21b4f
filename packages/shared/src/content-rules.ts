import * as z from 'zod/mini';
import { clientListSchema } from './clients.js';
import { companySchema } from './company.js';
import { fallbackLanguage, languages, type Language } from './languages.js';
import { projectListSchema } from './projects.js';
import { teamSchema } from './team.js';

/**
 * What the build checks in content/ beyond what the CMS can express (its forms check each
 * field alone): every file is valid, ids are unique, the facts that are the same in every
 * language are the same in every language, and every image an entry names exists. Each
 * problem is one sentence naming the file, the entry and the field, for the staff member who
 * made the edit (docs/editing-content.md).
 */

type ListSchema = typeof projectListSchema | typeof teamSchema | typeof clientListSchema;

interface Collection {
  /** The folder under content/ holding one file per language. */
  folder: string;
  /** What one entry is called in a sentence: "project", "team member". */
  noun: string;
  schema: ListSchema | typeof companySchema;
  /** The field that names an entry in a sentence. */
  nameField?: string;
}

/** The collections of content/, one file per language each. */
export const contentCollections: readonly Collection[] = [
  { folder: 'projects', noun: 'project', schema: projectListSchema, nameField: 'title' },
  { folder: 'team', noun: 'team member', schema: teamSchema, nameField: 'name' },
  { folder: 'clients', noun: 'client', schema: clientListSchema, nameField: 'name' },
  { folder: 'company', noun: 'company', schema: companySchema },
];

/** The file of a collection in a language, as its path from the repository's root. */
export function contentFile(folder: string, language: Language): string {
  return `content/${folder}/${language}.json`;
}

type JsonSchemaNode = z.core.JSONSchema.BaseSchema;

/** A JSON Schema node's object form (a schema can also be `true` or `false`). */
const nodeOf = (
  schema: z.core.JSONSchema._JSONSchema | z.core.JSONSchema._JSONSchema[] | undefined,
): JsonSchemaNode => (typeof schema === 'object' && !Array.isArray(schema) ? schema : {});

/** The JSON Schema of one entry (the list's item, or the object itself). */
function entrySchema(collection: Collection): JsonSchemaNode {
  const schema = z.toJSONSchema(collection.schema, { io: 'input' });
  return schema.type === 'array' ? nodeOf(schema.items) : schema;
}

const properties = (node: JsonSchemaNode) =>
  Object.entries(node.properties ?? {}).map(([name, child]) => [name, nodeOf(child)] as const);

/**
 * The part of a value that is the same in every language: without the fields each language
 * writes (`x-translated` in their metadata), in lists and groups too (an office's city).
 */
function sharedPart(node: JsonSchemaNode, value: unknown): unknown {
  if (node['x-translated'] === true) return undefined;
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

/** The fields that are, wholly or in part, entered once for every language. */
export function sharedFields(collection: Collection): string[] {
  return properties(entrySchema(collection))
    .filter(([, node]) => node['x-translated'] !== true)
    .map(([name]) => name);
}

/** The image fields of an entry: their value is a path under content/images. */
function imageFields(collection: Collection): string[] {
  return properties(entrySchema(collection))
    .filter(([, node]) => node['x-widget'] === 'image')
    .map(([name]) => name);
}

type Entry = Record<string, unknown>;
const isEntry = (value: unknown): value is Entry =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

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

function entryName(collection: Collection, entry: unknown, index: number): string {
  if (!isEntry(entry)) return `${collection.noun} number ${index + 1} in the list`;
  const id = typeof entry.id === 'number' ? String(entry.id) : JSON.stringify(entry.id);
  const name = collection.nameField ? entry[collection.nameField] : undefined;
  const label = typeof name === 'string' ? ` (${JSON.stringify(truncate(name))})` : '';
  return entry.id === undefined
    ? `${collection.noun} number ${index + 1} in the list${label}`
    : `${collection.noun} ${id}${label}`;
}

const truncate = (text: string) => (text.length > 40 ? `${text.slice(0, 39).trimEnd()}…` : text);

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

export interface ContentFiles {
  /** The parsed file, or the reason it could not be read. */
  read(file: string): { ok: true; data: unknown } | { ok: false; reason: string };
  /** Whether an image path (/content/images/…) names a file of the repository. */
  imageExists(publicPath: string): boolean;
}

/** Every problem of the content, one sentence each; none when the build may go on. */
export function contentProblems(files: ContentFiles): string[] {
  const problems: string[] = [];
  for (const collection of contentCollections) {
    const parsed = new Map<Language, unknown>();
    for (const language of languages) {
      const file = contentFile(collection.folder, language);
      const result = files.read(file);
      if (!result.ok) {
        problems.push(`${file}: ${result.reason}`);
        continue;
      }
      const entries: unknown[] = Array.isArray(result.data) ? result.data : [result.data];
      const checked = collection.schema.safeParse(result.data);
      for (const issue of checked.error?.issues ?? []) {
        const [index, ...rest] = issue.path;
        const inList = Array.isArray(result.data) && typeof index === 'number';
        const where = inList ? `${file}, ${entryName(collection, entries[index], index)}` : file;
        const path = inList ? rest : issue.path;
        if (path.length === 0) problems.push(`${where}: ${problem(issue)}.`);
        else problems.push(`${where}, field ${fieldName(path)}: ${problem(issue)}.`);
      }
      parsed.set(language, result.data);
      problems.push(...duplicateIds(collection, file, entries));
      problems.push(...missingImages(collection, file, entries, files));
    }
    problems.push(...differingFacts(collection, parsed));
  }
  return problems;
}

function duplicateIds(collection: Collection, file: string, entries: unknown[]): string[] {
  const seen = new Map<unknown, number>();
  const problems: string[] = [];
  entries.forEach((entry, index) => {
    if (!isEntry(entry) || entry.id === undefined) return;
    const first = seen.get(entry.id);
    if (first === undefined) seen.set(entry.id, index);
    else
      problems.push(
        `${file}, ${entryName(collection, entry, index)}, field "id": entry ${first + 1} of the list has the same id; give each ${collection.noun} its own.`,
      );
  });
  return problems;
}

function missingImages(
  collection: Collection,
  file: string,
  entries: unknown[],
  files: ContentFiles,
): string[] {
  const fields = imageFields(collection);
  return entries.flatMap((entry, index) =>
    isEntry(entry)
      ? fields
          .map((field) => [field, entry[field]] as const)
          .filter(
            (pair): pair is readonly [string, string] =>
              typeof pair[1] === 'string' && !files.imageExists(pair[1]),
          )
          .map(
            ([field, image]) =>
              `${file}, ${entryName(collection, entry, index)}, field "${field}": the image ${image} is not in the repository; upload it again in the CMS or choose another.`,
          )
      : [],
  );
}

/** The facts entered once must say the same in every language as in the reference language. */
function differingFacts(collection: Collection, parsed: Map<Language, unknown>): string[] {
  const reference = parsed.get(fallbackLanguage);
  if (reference === undefined) return [];
  const referenceFile = contentFile(collection.folder, fallbackLanguage);
  const asList = (data: unknown): unknown[] => (Array.isArray(data) ? data : [data]);
  const referenceEntries = asList(reference);
  const fields = sharedFields(collection);
  const schema = entrySchema(collection);
  const problems: string[] = [];
  for (const [language, data] of parsed) {
    if (language === fallbackLanguage) continue;
    const file = contentFile(collection.folder, language);
    const entries = asList(data);
    if (entries.length !== referenceEntries.length) {
      problems.push(
        `${file}: it has ${entries.length} ${collection.noun} entries but ${referenceFile} has ${referenceEntries.length}; every language lists the same ones, in the same order.`,
      );
      continue;
    }
    entries.forEach((entry, index) => {
      const other = referenceEntries[index];
      if (!isEntry(entry) || !isEntry(other)) return;
      const where = Array.isArray(data) ? `${file}, ${entryName(collection, entry, index)}` : file;
      for (const field of fields) {
        const node = nodeOf(schema.properties?.[field]);
        const [mine, theirs] = [sharedPart(node, entry[field]), sharedPart(node, other[field])];
        if (JSON.stringify(mine) === JSON.stringify(theirs)) continue;
        problems.push(
          `${where}, field "${field}": it says ${shown(mine)} but ${referenceFile} says ${shown(theirs)}; this field is the same in every language (the CMS enters it once).`,
        );
      }
    });
  }
  return problems;
}
