import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';
import { languages } from '@verdalia/shared';
import { cmsConfigFile, formattedCmsConfig } from './cms-config-file.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const committed = readFileSync(cmsConfigFile, 'utf8');

interface FieldLike {
  name: string;
  i18n?: boolean | 'duplicate';
  fields?: FieldLike[];
}
interface CollectionLike {
  name: string;
  folder?: string;
  i18n?: { structure: string };
  reorder?: { key: string };
  fields?: FieldLike[];
  files?: { file: string; fields: FieldLike[] }[];
}
interface ConfigLike {
  i18n: { structure: string; locales: string[] };
  output: { json: { indent_style: string; indent_size: number } };
  media_libraries: {
    default: { config: { max_file_size: number; transformations: unknown } };
    stock_assets: unknown;
  };
  collections: CollectionLike[];
}
const config = JSON.parse(committed) as ConfigLike;
const collection = (name: string) => config.collections.find((entry) => entry.name === name);

describe('the CMS configuration', () => {
  it('is the one generated from packages/shared (run `pnpm --filter @verdalia/cms config`)', async () => {
    expect(committed).toBe(await formattedCmsConfig(repoRoot));
  });

  it('edits projects, team and clients as collections of entries: one file each, holding its languages', () => {
    expect(config.i18n).toMatchObject({ locales: [...languages] });
    for (const name of ['projects', 'team', 'clients']) {
      expect(collection(name)).toMatchObject({
        folder: `content/${name}`,
        i18n: { structure: 'single_file' },
        reorder: { key: 'order' },
      });
    }
  });

  it('enters the language-independent facts once, in Spanish, and each language its texts', () => {
    const fields = collection('projects')?.fields ?? [];
    const i18n = Object.fromEntries(fields.map((field) => [field.name, field.i18n]));
    for (const name of ['id', 'categories', 'countries', 'years', 'image', 'sample'])
      expect(i18n[name], name).toBe(false);
    for (const name of ['slug', 'title', 'description', 'client', 'role', 'results'])
      expect(i18n[name], name).toBe(true);
  });

  it('downscales uploads, refuses what stays too large, and offers no stock photographs', () => {
    expect(config.media_libraries.default.config).toMatchObject({
      max_file_size: 5 * 1024 * 1024,
      transformations: { raster_image: { format: 'webp', width: 3000, height: 3000 } },
    });
    expect(config.media_libraries.stock_assets).toBe(false);
  });
});

describe('the files the CMS writes', () => {
  const contentDir = path.join(repoRoot, 'content');
  const files = readdirSync(contentDir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.json') && file !== 'package.json',
  );

  it('are written as the CMS writes JSON: two-space indents, a final newline', () => {
    expect(config.output.json).toEqual({ indent_style: 'space', indent_size: 2 });
    for (const file of files) {
      const text = readFileSync(path.join(contentDir, file), 'utf8');
      expect(text, file).toBe(`${JSON.stringify(JSON.parse(text), null, 2)}\n`);
    }
  });

  it('are Prettier-clean as written (content/ uses Prettier’s json-stringify parser)', async () => {
    for (const file of files) {
      const filepath = path.join(contentDir, file);
      const text = readFileSync(filepath, 'utf8');
      const options = (await resolveConfig(filepath)) ?? {};
      expect(await format(text, { ...options, filepath }), file).toBe(text);
    }
  });

  it('keep their key order: the CMS writes the order first, then fields in the configuration’s order', () => {
    for (const name of ['projects', 'team', 'clients']) {
      const order = ['order', ...(collection(name)?.fields ?? []).map((field) => field.name)];
      const folder = path.join(contentDir, name);
      for (const file of readdirSync(folder)) {
        const entry = JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as Record<
          string,
          Record<string, unknown>
        >;
        expect(Object.keys(entry), file).toEqual([...languages]);
        for (const language of languages) {
          const keys = Object.keys(entry[language] ?? {});
          expect(keys, `${name}/${file} ${language}`).toEqual(
            order.filter((key) => keys.includes(key)),
          );
        }
      }
    }
  });
});
