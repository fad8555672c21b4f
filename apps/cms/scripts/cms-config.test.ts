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
  root?: boolean;
}
interface ConfigLike {
  i18n: { structure: string; locales: string[] };
  output: { json: { indent_style: string; indent_size: number } };
  collections: { name: string; files: { file: string; fields: FieldLike[] }[] }[];
}
const config = JSON.parse(committed) as ConfigLike;
const collection = (name: string) => config.collections.find((entry) => entry.name === name);

describe('the CMS configuration', () => {
  it('is the one generated from packages/shared (run `pnpm --filter @verdalia/cms config`)', async () => {
    expect(committed).toBe(await formattedCmsConfig(repoRoot));
  });

  it('edits one file per language in place, each list as the file’s top level', () => {
    expect(config.i18n).toMatchObject({ structure: 'multiple_files', locales: [...languages] });
    for (const name of ['projects', 'team', 'clients']) {
      const [file] = collection(name)?.files ?? [];
      expect(file?.file).toBe(`content/${name}/{{locale}}.json`);
      expect(file?.fields).toHaveLength(1);
      expect(file?.fields[0]?.root).toBe(true);
    }
  });

  it('enters the language-independent facts once, and each language its texts', () => {
    const fields = collection('projects')?.files[0]?.fields[0]?.fields ?? [];
    const i18n = Object.fromEntries(fields.map((field) => [field.name, field.i18n]));
    for (const name of ['id', 'categories', 'countries', 'years', 'image', 'sample'])
      expect(i18n[name], name).toBe('duplicate');
    for (const name of ['slug', 'title', 'description', 'client', 'role', 'results'])
      expect(i18n[name], name).toBe(true);
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

  it('keep their key order: the CMS writes fields in the configuration’s order', () => {
    for (const name of ['projects', 'team', 'clients']) {
      const order = (collection(name)?.files[0]?.fields[0]?.fields ?? []).map(
        (field) => field.name,
      );
      for (const language of languages) {
        const entries = JSON.parse(
          readFileSync(path.join(contentDir, name, `${language}.json`), 'utf8'),
        ) as Record<string, unknown>[];
        for (const entry of entries) {
          const keys = Object.keys(entry);
          expect(keys, `${name}/${language}`).toEqual(order.filter((key) => keys.includes(key)));
        }
      }
    }
  });
});
