import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { outboxCommands } from './outbox-usage.js';

const root = path.resolve(import.meta.dirname, '../../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** A command's name and first argument as the documents write it: `retry --failed`, `export`. */
const verb = (command: string) =>
  command
    .split(' ')
    .slice(0, command.includes('--') ? 2 : 1)
    .join(' ');

describe("the outbox CLI's documented commands", () => {
  const commands = new Set(outboxCommands.map(({ command }) => verb(command)));

  it('are all in docs/mail-delivery.md, which names no other', () => {
    const documented = new Set(
      [...read('docs/mail-delivery.md').matchAll(/npm run outbox -- ([a-z]+(?: --[a-z]+)?)/g)].map(
        (match) => match[1] ?? '',
      ),
    );
    expect([...documented].sort()).toEqual([...commands].sort());
  });

  it("are all in the README's table row, which names no other", () => {
    const row =
      read('README.md')
        .split('\n')
        .find((line) => line.startsWith('| `npm run outbox -- list`')) ?? '';
    const named = new Set(
      [...(row.split('|')[2] ?? '').matchAll(/`([^`]+)`/g)].map((match) => verb(match[1] ?? '')),
    );
    named.add('list');
    expect([...named].sort()).toEqual([...commands].sort());
  });
});
