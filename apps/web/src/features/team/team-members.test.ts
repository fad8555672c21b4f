import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { languageLists, languages, type Language } from '@verdalia/shared';
import { contentFolderAt } from '@verdalia/shared/content-folder';
import { toTeamMembers, type TeamMember } from './team-members';

const repoRoot = path.resolve(import.meta.dirname, '../../../../..');

const team = languageLists(contentFolderAt(repoRoot), 'team');
const rawMembers = (language: Language): unknown[] => team[language];

const membersOf = (language: Language): TeamMember[] => toTeamMembers(rawMembers(language));

describe('team content', () => {
  it.each(languages)(
    'shows every member of the %s translation: each complete, each once',
    (language) => {
      const members = membersOf(language);
      expect(members.length).toBeGreaterThan(0);
      // toTeamMembers drops an incomplete entry: none may be, or the page would skip a person.
      expect(members).toHaveLength(rawMembers(language).length);
      expect(new Set(members.map((member) => member.id)).size).toBe(members.length);
    },
  );

  it('keeps the same people, in the same order, in every language', () => {
    const spanish = membersOf('es').map(({ id, name }) => ({ id, name }));
    for (const language of languages) {
      expect(membersOf(language).map(({ id, name }) => ({ id, name }))).toEqual(spanish);
    }
  });

  it('translates each position one way: people who share one in Spanish share it in every language', () => {
    const spanish = membersOf('es');
    for (const language of languages) {
      const positions = new Map<string, string>();
      for (const [index, member] of membersOf(language).entries()) {
        const key = spanish[index]?.position ?? '';
        expect(positions.get(key) ?? member.position, `${language}: ${key}`).toBe(member.position);
        positions.set(key, member.position);
      }
    }
  });

  it('writes English positions in sentence case, acronyms aside (docs/architecture.md)', () => {
    for (const { position } of membersOf('en')) {
      for (const word of position.split(' ').slice(1)) {
        expect(word === word.toLowerCase() || word === word.toUpperCase(), position).toBe(true);
      }
    }
  });

  it('has a small portrait file for every member', () => {
    for (const member of membersOf('es')) {
      const file = path.join(repoRoot, member.photo ?? 'no photo');
      expect(existsSync(file), file).toBe(true);
      expect(statSync(file).size).toBeLessThan(8 * 1024);
    }
  });
});

describe('toTeamMembers', () => {
  const complete = { id: 'a', name: 'A', position: 'P', background: 'B', specialty: 'S' };

  it('drops entries with a missing or blank field', () => {
    expect(toTeamMembers([complete, { ...complete, specialty: ' ' }, { id: 'b' }, null])).toEqual([
      complete,
    ]);
  });

  it('returns nothing when the translation is not a list (missing namespace gives the key)', () => {
    expect(toTeamMembers('members')).toEqual([]);
  });
});
