// The CMS's configuration, generated from packages/shared: the languages, the categories and
// each collection's zod schema (its fields, their labels, hints and whether each language
// writes them: content-fields.ts), and the page texts' shape from the Spanish files. The
// committed public/config.json is this function's output (cms-config.test.ts compares them).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { CmsConfig, Collection, Field } from '@sveltia/cms';
import {
  categories,
  companySchema,
  entryCollections,
  fallbackLanguage,
  languages,
  orderField,
  siteConfig,
  type EntryCollectionName,
} from '@verdalia/shared';
import * as z from 'zod/mini';
import { backend } from './backend.ts';

type Node = z.core.JSONSchema.BaseSchema;

const nodeOf = (
  schema: z.core.JSONSchema._JSONSchema | z.core.JSONSchema._JSONSchema[] | undefined,
): Node => (typeof schema === 'object' && !Array.isArray(schema) ? schema : {});

/** The largest side, in pixels, of a photograph as the CMS keeps it (downscaled on upload). */
export const uploadMaxPixels = 3000;
/** The largest file the CMS accepts once downscaled: a vector drawing, or a photo it cannot shrink. */
export const uploadMaxBytes = 5 * 1024 * 1024;

/**
 * Uploads: a photograph is re-encoded in the browser before it is saved, at most
 * `uploadMaxPixels` on its longer side, as WebP (the browser decodes it by its bytes, so a PNG
 * named .jpg is read as the PNG it is; the camera's EXIF, GPS position included, is not carried
 * over), which is more than the largest size the site serves (scripts/images/presets.ts) and
 * what git keeps; an SVG is optimised. What is still larger than `uploadMaxBytes` is refused
 * with the CMS's own message, in the staff's language. No stock-photo services: they are third
 * parties, and do not work offline.
 */
const mediaLibraries = {
  default: {
    config: {
      max_file_size: uploadMaxBytes,
      slugify_filename: true,
      transformations: {
        raster_image: {
          format: 'webp',
          quality: 90,
          width: uploadMaxPixels,
          height: uploadMaxPixels,
        },
        svg: { optimize: true },
      },
    },
  },
  stock_assets: false,
} satisfies CmsConfig['media_libraries'];

/** Whether each language writes the field, or anything inside it. */
function translated(node: Node): boolean {
  if (node['x-translated'] === true) return true;
  const children = [
    ...Object.values(node.properties ?? {}).map(nodeOf),
    ...(node.items ? [nodeOf(node.items)] : []),
  ];
  return children.some(translated);
}

/**
 * Each category's name as staff edit it, in the Spanish page texts (common.json's
 * `categories`): the labels of the projects' category choice, read when the config is made.
 */
let categoryName: ReadonlyMap<string, string> = new Map();
function readCategoryNames(repoRoot: string): ReadonlyMap<string, string> {
  const file = path.join(repoRoot, 'content/pages', fallbackLanguage, 'common.json');
  const names = z
    .object({ categories: z.record(z.string(), z.string()) })
    .parse(JSON.parse(readFileSync(file, 'utf8'))).categories;
  return new Map(categories.map((category) => [category.id, names[category.id] ?? category.id]));
}

/**
 * How a field entered once for every language is kept: in the Spanish part of an entry's file
 * only (`false`: no value, and no default, in the other languages; the collections of entries),
 * or copied into each language's file (`duplicate`: the company's file collection).
 */
type Shared = false | 'duplicate';

function fieldsOf(node: Node, shared: Shared): Field[] {
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties ?? {}).map(([name, child]) =>
    fieldOf(name, nodeOf(child), required.has(name), shared),
  );
}

/** One CMS field from a schema's property: the widget its type and metadata call for. */
function fieldOf(name: string, node: Node, required: boolean, shared: Shared): Field {
  const common = {
    name,
    label: typeof node.title === 'string' ? node.title : name,
    ...(typeof node.description === 'string' ? { hint: node.description } : {}),
    ...(required ? {} : { required: false }),
    i18n: translated(node) ? true : shared,
  };
  if (node['x-widget'] === 'image') return { ...common, widget: 'image', choose_url: false };
  if (node.type === 'string') {
    const pattern =
      typeof node.pattern === 'string' ? { pattern: [node.pattern, common.hint ?? name] } : {};
    return node['x-widget'] === 'text'
      ? { ...common, widget: 'text' }
      : { ...common, widget: 'string', ...(pattern as { pattern?: [string, string] }) };
  }
  if (node.type === 'integer') {
    return {
      ...common,
      widget: 'number',
      value_type: 'int',
      ...(typeof node.minimum === 'number' && node.minimum > -1e6 ? { min: node.minimum } : {}),
      ...(typeof node.maximum === 'number' && node.maximum < 1e6 ? { max: node.maximum } : {}),
    };
  }
  if (node.type === 'boolean') return { ...common, widget: 'boolean', default: false };
  if (node.type === 'object')
    return { ...common, widget: 'object', fields: fieldsOf(node, shared) };
  if (node.type === 'array') {
    const items = nodeOf(node.items);
    const bounds = {
      ...(typeof node.minItems === 'number' ? { min: node.minItems } : {}),
      ...(typeof node.maxItems === 'number' ? { max: node.maxItems } : {}),
    };
    if (Array.isArray(items.enum)) {
      return {
        ...common,
        widget: 'select',
        multiple: true,
        ...bounds,
        options: items.enum.map((value) => ({
          value: String(value),
          label: categoryName.get(String(value)) ?? String(value),
        })),
      };
    }
    if (items.type === 'object')
      return { ...common, widget: 'list', ...bounds, fields: fieldsOf(items, shared) };
    return {
      ...common,
      widget: 'list',
      ...bounds,
      field: {
        ...fieldOf('item', { ...items, description: node.description }, true, shared),
        label: common.label,
      },
    };
  }
  return { ...common, widget: 'string' };
}

interface EntryCollectionSpec {
  name: EntryCollectionName;
  label: string;
  singular: string;
  /** The field that titles an entry in the editor, and names its file when it is created. */
  identifier: string;
  summary: string;
}

/**
 * A collection of entries: one file per entry holding its languages (content/<name>/<file>.json,
 * `{ "es": {…}, "en": {…}, "pt": {…} }`: packages/shared/src/content-collections.ts), the facts
 * entered once kept in the Spanish part only (`i18n: false`), the order a field the CMS writes
 * when staff drag an entry (`reorder`).
 */
function entryCollection({ name, label, singular, identifier, summary }: EntryCollectionSpec) {
  const { folder, schema } = entryCollections[name];
  const entry = z.toJSONSchema(schema, { io: 'input' });
  return {
    name,
    label,
    label_singular: singular,
    folder,
    extension: 'json',
    format: 'json',
    i18n: { structure: 'single_file' },
    create: true,
    delete: true,
    reorder: { key: orderField },
    identifier_field: identifier,
    // A new entry's file is named after its id (team, clients) or its Spanish title (projects),
    // once; its name never changes after.
    slug: `{{fields.${name === 'projects' ? identifier : 'id'}}}`,
    summary,
    media_folder: `/content/images/${name}`,
    public_folder: `/content/images/${name}`,
    editor: { preview: false },
    fields: fieldsOf(entry, false),
  } satisfies Collection;
}

/** The page texts' fields, from the Spanish file's shape: every text is each language's own. */
function textFields(value: unknown): Field[] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).map(([name, child]): Field => textField(name, child));
}

function textField(name: string, value: unknown): Field {
  const common = { name, label: name, i18n: true as const };
  if (Array.isArray(value)) {
    const first: unknown = value[0];
    return typeof first === 'object' && first !== null
      ? { ...common, widget: 'list', fields: textFields(first) }
      : { ...common, widget: 'list', field: { name: 'text', label: name, widget: 'text' } };
  }
  if (typeof value === 'object' && value !== null) {
    return { ...common, widget: 'object', fields: textFields(value) };
  }
  return typeof value === 'string' && value.length > 90
    ? { ...common, widget: 'text' }
    : { ...common, widget: 'string' };
}

function pageTexts(repoRoot: string): Collection {
  const folder = path.join(repoRoot, 'content/pages', fallbackLanguage);
  const namespaces = readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();
  return {
    name: 'pages',
    label: 'Textos de las páginas',
    i18n: true,
    files: namespaces.map((namespace) => ({
      name: namespace,
      label: namespace,
      file: `content/pages/{{locale}}/${namespace}.json`,
      i18n: true,
      fields: textFields(JSON.parse(readFileSync(path.join(folder, `${namespace}.json`), 'utf8'))),
    })),
  };
}

/** The whole configuration the admin page loads. */
export function cmsConfig(repoRoot: string): CmsConfig {
  categoryName = readCategoryNames(repoRoot);
  return {
    backend,
    app_title: `${siteConfig.shortName} · contenido`,
    site_url: siteConfig.siteUrl,
    media_folder: 'content/images',
    public_folder: '/content/images',
    media_libraries: mediaLibraries,
    // File names as the site's slugs are written: ASCII, lowercase, hyphens (Línea → linea).
    slug: { encoding: 'ascii', clean_accents: true },
    i18n: {
      structure: 'multiple_files',
      locales: [...languages],
      default_locale: fallbackLanguage,
    },
    // As Prettier's json-stringify parser writes content/ (.prettierrc.json), keys in the
    // fields' order, which is the schemas' and the files' order.
    output: { omit_empty_optional_fields: true, json: { indent_style: 'space', indent_size: 2 } },
    collections: [
      entryCollection({
        name: 'projects',
        label: 'Proyectos',
        singular: 'proyecto',
        identifier: 'title',
        summary: '{{fields.id}}. {{fields.title}}',
      }),
      entryCollection({
        name: 'team',
        label: 'Equipo',
        singular: 'persona',
        identifier: 'name',
        summary: '{{fields.name}}',
      }),
      entryCollection({
        name: 'clients',
        label: 'Clientes',
        singular: 'cliente',
        identifier: 'name',
        summary: '{{fields.name}}',
      }),
      {
        name: 'company',
        label: 'Empresa y contacto',
        i18n: true,
        files: [
          {
            name: 'company',
            label: 'Datos de contacto y aviso de privacidad',
            file: 'content/company/{{locale}}.json',
            i18n: true,
            fields: fieldsOf(z.toJSONSchema(companySchema, { io: 'input' }), 'duplicate'),
          },
        ],
      },
      pageTexts(repoRoot),
    ],
  };
}
