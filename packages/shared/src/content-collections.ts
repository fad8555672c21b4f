import * as z from 'zod/mini';
import { clientSchema } from './clients.js';
import { fallbackLanguage, languages, type Language } from './languages.js';
import { projectSchema } from './projects.js';
import { teamMemberSchema } from './team.js';

/**
 * The layout of content/'s collections of entries, and how an entry's file becomes what each
 * language's pages read. One file per entry (content/<collection>/<name>.json) holds its
 * languages, as the CMS writes them (docs/decisions/0008-content-entries.md):
 *
 *   { "es": { "order": 3, "id": 7, …every field… }, "en": { "order": 3, …its texts… }, "pt": … }
 *
 * The facts that are the same in every language (ids, categories, years, photographs, the sample
 * mark) are entered once and live under the fallback language only; each other language holds its
 * own texts (the fields marked `x-translated`). `order` places the entry in its list.
 * Nothing here touches a disk: the reader is given the files (ContentFolder).
 */

/** What reads content/: the files of a folder, a file's parsed JSON, whether an image exists. */
export interface ContentFolder {
  /** The names of the `.json` files directly in a folder of the repository (content/projects). */
  list(folder: string): string[];
  /** The parsed file, or the reason it could not be read. */
  read(file: string): { ok: true; data: unknown } | { ok: false; reason: string };
  /** Whether an image path (/content/images/…) names a file of the repository. */
  imageExists(publicPath: string): boolean;
}

/** The collections of entries: what one entry is called in a sentence, and which field names it. */
export const entryCollections = {
  projects: {
    folder: 'content/projects',
    noun: 'project',
    schema: projectSchema,
    nameField: 'title',
  },
  team: {
    folder: 'content/team',
    noun: 'team member',
    schema: teamMemberSchema,
    nameField: 'name',
  },
  clients: { folder: 'content/clients', noun: 'client', schema: clientSchema, nameField: 'name' },
} as const;

export type EntryCollectionName = keyof typeof entryCollections;
export type EntryCollection = (typeof entryCollections)[EntryCollectionName];
type EntryOf<Name extends EntryCollectionName> = z.infer<(typeof entryCollections)[Name]['schema']>;

type JsonSchemaNode = z.core.JSONSchema.BaseSchema;
export type Entry = Record<string, unknown>;

export const isEntry = (value: unknown): value is Entry =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A JSON Schema node's object form (a schema can also be `true` or `false`). */
export const nodeOf = (
  schema: z.core.JSONSchema._JSONSchema | z.core.JSONSchema._JSONSchema[] | undefined,
): JsonSchemaNode => (typeof schema === 'object' && !Array.isArray(schema) ? schema : {});

/** An entry's fields as JSON Schema (with their CMS metadata), by name. */
export function entryFields(schema: z.core.$ZodType): [string, JsonSchemaNode][] {
  const node = z.toJSONSchema(schema, { io: 'input' });
  return Object.entries(node.properties ?? {}).map(([name, child]) => [name, nodeOf(child)]);
}

/** Whether each language writes the field (`x-translated`), or it is entered once for all. */
export const isTranslated = (node: JsonSchemaNode): boolean => node['x-translated'] === true;

/** The place of an entry in its list, which staff set by dragging it in the CMS. */
export const orderField = 'order';

/** One language of one entry, as the pages read it, or what is wrong with its file. */
export interface EntryFile {
  /** Its path from the repository's root: content/projects/<name>.json. */
  file: string;
  /** Each language's object as the file holds it (absent: the file has none for it). */
  languages: Partial<Record<Language, Entry>>;
  /** The entry in each language it has: the shared facts joined to that language's texts. */
  merged: Partial<Record<Language, Entry>>;
  order: number | undefined;
}

/**
 * An entry file's languages joined: each language's object takes the facts entered once from
 * the fallback language's object, and its own texts. What the file lacks stays absent, for the
 * schema to name.
 */
export function mergeEntry(schema: z.core.$ZodType, file: string, data: unknown): EntryFile {
  const holder = isEntry(data) ? data : {};
  const fields = entryFields(schema);
  const own: Partial<Record<Language, Entry>> = {};
  for (const language of languages) {
    const value = holder[language];
    if (isEntry(value)) own[language] = value;
  }
  const shared = own[fallbackLanguage] ?? {};
  const merged: Partial<Record<Language, Entry>> = {};
  for (const [language, texts] of Object.entries(own) as [Language, Entry][]) {
    const entry: Entry = {};
    for (const [name, node] of fields) {
      const value = isTranslated(node) ? texts[name] : shared[name];
      if (value !== undefined) entry[name] = value;
    }
    merged[language] = entry;
  }
  const order = shared[orderField];
  return { file, languages: own, merged, order: typeof order === 'number' ? order : undefined };
}

/** The entries' files of a collection, read and joined, in their list's order. */
export function entryFiles(content: ContentFolder, collection: EntryCollection): EntryFile[] {
  const files = content
    .list(collection.folder)
    .filter((name) => name.endsWith('.json'))
    .sort((a, b) => a.localeCompare(b, 'en'))
    .map((name) => `${collection.folder}/${name}`);
  const entries = files.map((file) => {
    const read = content.read(file);
    return mergeEntry(collection.schema, file, read.ok ? read.data : undefined);
  });
  // By `order`, then by file name; an entry without one goes last (as the CMS lists it).
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort(
      (a, b) =>
        (a.entry.order ?? Number.POSITIVE_INFINITY) - (b.entry.order ?? Number.POSITIVE_INFINITY) ||
        a.index - b.index,
    )
    .map(({ entry }) => entry);
}

/**
 * Each language's list of a collection's entries, as the pages read it. Refuses content the
 * check (contentProblems) would refuse: the build runs the check first, so this throws only
 * when that step was skipped.
 */
export function languageLists<Name extends EntryCollectionName>(
  content: ContentFolder,
  name: Name,
): Record<Language, EntryOf<Name>[]> {
  const collection = entryCollections[name];
  const lists = Object.fromEntries(
    languages.map((language) => [language, []]),
  ) as unknown as Record<Language, EntryOf<Name>[]>;
  for (const entry of entryFiles(content, collection)) {
    for (const language of languages) {
      const parsed = collection.schema.safeParse(entry.merged[language]);
      if (!parsed.success) {
        throw new Error(
          `${entry.file} (${language}) is not a valid ${collection.noun}: run the content check (node apps/web/scripts/content/check-content.ts) for the field and what is wrong`,
        );
      }
      lists[language].push(parsed.data as EntryOf<Name>);
    }
  }
  return lists;
}
