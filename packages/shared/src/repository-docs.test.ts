// The facts the repository's documents state about the contracts in this package, checked
// against the package itself, and the shape of the front door (README) and of .env.example, so
// that a change to either shows here instead of misleading the next reader.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contactFieldNames } from './contact-endpoint.js';
import { contactLimits } from './contact-limits.js';
import { errorKeys } from './error-keys.js';
import { inquiryKinds } from './inquiry-kinds.js';
import { languages } from './languages.js';

const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** The section of a Markdown document under `heading`, up to the next heading of any level. */
function section(markdown: string, heading: string): string {
  const start = markdown.indexOf(`${heading}\n`);
  if (start === -1) throw new Error(`no heading ${heading}`);
  const rest = markdown.slice(start + heading.length + 1);
  return rest.split(/\n#{1,6} /)[0] ?? '';
}

/** The rows of the first table in `text` (after its header and rule), cells trimmed. */
function tableRows(text: string): string[][] {
  const lines = text.split('\n').filter((line) => line.startsWith('|'));
  return lines.slice(2).map((line) =>
    line
      .slice(1, -1)
      .split('|')
      .map((cell) => cell.trim()),
  );
}

const unquote = (cell: string | undefined) => (cell ?? '').replaceAll('`', '');

describe('docs/api.md', () => {
  const api = read('docs/api.md');
  const fields = tableRows(section(api, '## Request'));
  const rule = Object.fromEntries(fields.map(([name, , text]) => [unquote(name), text ?? '']));

  it('lists every field the endpoint takes, and no other', () => {
    expect(Object.keys(rule).sort()).toEqual(Object.values(contactFieldNames).sort());
  });

  it("gives each field's rule as the shared contract has it", () => {
    expect(rule.name).toContain(`${contactLimits.nameMax} characters`);
    expect(rule.email).toContain(`${contactLimits.emailMax} characters`);
    expect(rule.message).toContain(`1–${contactLimits.messageMax} characters`);
    expect(rule.hcaptcha_token).toContain(`${contactLimits.captchaTokenMax} characters`);
    expect(rule.attachment).toContain(`${contactLimits.attachmentMaxBytes / 2 ** 20} MiB`);
    for (const language of languages) expect(rule.lang).toContain(`\`${language}\``);
    for (const kind of inquiryKinds) expect(rule.kind).toContain(`\`${kind}\``);
  });

  it('counts the parts a submission may have: every text field, and one part per file', () => {
    const limits = tableRows(section(api, '### Limits'));
    const row = limits.find(([what]) => what === 'text fields / parts / files')?.[1] ?? '';
    const [fields = 0, parts = 0, files = 0] = (/^(\d+) \/ (\d+) \/ (\d+)/.exec(row) ?? [])
      .slice(1)
      .map(Number);
    const textFields = Object.values(contactFieldNames).length - 1;
    expect(row).toContain(`the ${textFields} text fields above`);
    expect(fields).toBeGreaterThanOrEqual(textFields);
    expect(files).toBe(contactLimits.attachmentMaxCount);
    expect(parts).toBe(fields + files);
  });
});

describe("docs/api.md's answer codes", () => {
  const api = read('docs/api.md');
  const table = tableRows(section(api, '## Answers'));
  const prefix = 'form.errors.';

  it("lists every code the API answers with, and no other; network is the form's own", () => {
    const documented = new Set(
      table.flatMap(([, codes]) => [...(codes ?? '').matchAll(/`([a-zA-Z]+)`/g)].map((m) => m[1])),
    );
    expect(api).toContain('`network` is never sent by the server');
    documented.add('network');
    const codes = Object.values(errorKeys).map((key) => key.slice(prefix.length));
    expect([...documented].sort()).toEqual(codes.sort());
  });
});

/** Every file of the repository, by its path from the root (no dependencies, no builds). */
function repositoryFiles(): string[] {
  const skipped = new Set(['node_modules', '.git', 'dist', '.turbo', '.tools', '.data']);
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      if (skipped.has(entry.name)) continue;
      const relative = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(relative);
      else files.push(relative);
    }
  };
  walk('');
  return files;
}

describe('the source files the documents cite', () => {
  const files = repositoryFiles();
  const documents = files.filter((file) => file === 'README.md' || /^docs\/.*\.md$/.test(file));

  it('exist: a cited path is the end of a file path, a bare name some file', () => {
    const missing: string[] = [];
    for (const document of documents) {
      for (const match of read(document).matchAll(/`([\w./-]+\.(?:ts|tsx|mjs))`/g)) {
        const cited = (match[1] ?? '').replace(/^\.\//, '');
        const found = cited.includes('/')
          ? files.some((file) => file === cited || file.endsWith(`/${cited}`))
          : files.some((file) => file.endsWith(`/${cited}`) || file === cited);
        if (!found) missing.push(`${document}: ${cited}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('exist: a cited JSON file or folder of the repository, named from its top folder', () => {
    const tops = /^(?:apps|packages|content|docs|e2e|scripts|deploy|tooling)\//;
    const folders = new Set(
      files.flatMap((file) => {
        const parts = file.split('/');
        return parts.slice(1).map((_, index) => `${parts.slice(0, index + 1).join('/')}/`);
      }),
    );
    const missing: string[] = [];
    for (const document of documents) {
      for (const match of read(document).matchAll(/`([\w./-]+(?:\.json|\/))`/g)) {
        const cited = match[1] ?? '';
        if (!tops.test(cited)) continue;
        const found = cited.endsWith('/') ? folders.has(cited) : files.includes(cited);
        if (!found) missing.push(`${document}: ${cited}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('README.md', () => {
  const readme = read('README.md');
  const quickStart = section(readme, '## Quick start');

  it('stays a short front door: under 8 KB', () => {
    expect(Buffer.byteLength(readme)).toBeLessThan(8 * 1024);
  });

  it('has a Quick start of one code block of exactly two commands: npm start, npm test', () => {
    const blocks = [...quickStart.matchAll(/```\w*\n([\s\S]*?)```/g)].map((block) =>
      (block[1] ?? '').trim().split('\n'),
    );
    expect(blocks).toEqual([['npm start', 'npm test']]);
  });

  it('says before the commands that npm test takes minutes and installs Debian packages', () => {
    const before = quickStart.split('```')[0] ?? '';
    expect(before).toMatch(/npm test.*\d+–\d+\s+minutes/s);
    expect(before).toContain('apt');
    expect(before).toContain('SKIP_APT=1');
  });

  it('says how to change the port, names npm run dev and how to try the form offline', () => {
    expect(readme).toContain('PORT=8080 npm start');
    expect(readme).toContain('`npm run dev`');
    expect(readme).toContain('docs/development.md#try-the-form-without-internet');
    expect(read('docs/development.md')).toContain('### Try the form without internet');
  });
});

describe('.env.example', () => {
  it('says first that local development needs none of it', () => {
    expect(read('.env.example').split('\n')[0]).toMatch(/^# Local development needs none of this/);
  });
});
