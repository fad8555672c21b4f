// The CMS's configuration, generated from packages/shared: the languages, the categories and
// each collection's zod schema (its fields, their labels, hints and whether each language
// writes them: content-fields.ts), and the page texts' shape from the Spanish files. The
// committed public/config.json is this function's output (cms-config.test.ts compares them).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { CmsConfig, Collection, Field } from '@sveltia/cms';
import {
  categories,
  clientListSchema,
  companySchema,
  fallbackLanguage,
  languages,
  projectListSchema,
  siteConfig,
  teamSchema,
} from '@verdalia/shared';
import * as z from 'zod/mini';
import { backend } from './backend.ts';

type Node = z.core.JSONSchema.BaseSchema;
type AnySchema = z.core.$ZodType;

const nodeOf = (
  schema: z.core.JSONSchema._JSONSchema | z.core.JSONSchema._JSONSchema[] | undefined,
): Node => (typeof schema === 'object' && !Array.isArray(schema) ? schema : {});

/** Whether each language writes the field, or anything inside it. */
function translated(node: Node): boolean {
  if (node['x-translated'] === true) return true;
  const children = [
    ...Object.values(node.properties ?? {}).map(nodeOf),
    ...(node.items ? [nodeOf(node.items)] : []),
  ];
  return children.some(translated);
}

const categoryName = new Map(categories.map((category) => [category.id, category.names.es]));

function fieldsOf(node: Node): Field[] {
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties ?? {}).map(([name, child]) =>
    fieldOf(name, nodeOf(child), required.has(name)),
  );
}

/** One CMS field from a schema's property: the widget its type and metadata call for. */
function fieldOf(name: string, node: Node, required: boolean): Field {
  const common = {
    name,
    label: typeof node.title === 'string' ? node.title : name,
    ...(typeof node.description === 'string' ? { hint: node.description } : {}),
    ...(required ? {} : { required: false }),
    i18n: translated(node) ? true : ('duplicate' as const),
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
  if (node.type === 'object') return { ...common, widget: 'object', fields: fieldsOf(node) };
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
      return { ...common, widget: 'list', ...bounds, fields: fieldsOf(items) };
    return {
      ...common,
      widget: 'list',
      ...bounds,
      field: {
        ...fieldOf('item', { ...items, description: node.description }, true),
        label: common.label,
      },
    };
  }
  return { ...common, widget: 'string' };
}

interface ListCollection {
  name: string;
  label: string;
  singular: string;
  schema: AnySchema;
  summary: string;
}

/** A collection stored as one top-level list per language (`root: true`). */
function listCollection({ name, label, singular, schema, summary }: ListCollection): Collection {
  const entry = nodeOf(z.toJSONSchema(schema, { io: 'input' }).items);
  return {
    name,
    label,
    i18n: true,
    media_folder: `/content/images/${name}`,
    public_folder: `/content/images/${name}`,
    files: [
      {
        name,
        label,
        file: `content/${name}/{{locale}}.json`,
        i18n: true,
        fields: [
          {
            name,
            label,
            label_singular: singular,
            widget: 'list',
            root: true,
            i18n: true,
            summary,
            fields: fieldsOf(entry),
          },
        ],
      },
    ],
  };
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
  return {
    backend,
    app_title: `${siteConfig.shortName} · contenido`,
    site_url: siteConfig.siteUrl,
    media_folder: 'content/images',
    public_folder: '/content/images',
    i18n: {
      structure: 'multiple_files',
      locales: [...languages],
      default_locale: fallbackLanguage,
    },
    // As Prettier's json-stringify parser writes content/ (.prettierrc.json), keys in the
    // fields' order, which is the schemas' and the files' order.
    output: { omit_empty_optional_fields: true, json: { indent_style: 'space', indent_size: 2 } },
    collections: [
      listCollection({
        name: 'projects',
        label: 'Proyectos',
        singular: 'proyecto',
        schema: projectListSchema,
        summary: '{{fields.id}}. {{fields.title}}',
      }),
      listCollection({
        name: 'team',
        label: 'Equipo',
        singular: 'persona',
        schema: teamSchema,
        summary: '{{fields.name}}',
      }),
      listCollection({
        name: 'clients',
        label: 'Clientes',
        singular: 'cliente',
        schema: clientListSchema,
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
            fields: fieldsOf(z.toJSONSchema(companySchema, { io: 'input' })),
          },
        ],
      },
      pageTexts(repoRoot),
    ],
  };
}
