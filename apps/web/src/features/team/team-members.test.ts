import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { languages } from '@verdalia/shared';
import { portraitSrc, toTeamMembers, type TeamMember } from './team-members';

const webRoot = path.resolve(import.meta.dirname, '../../..');

function membersOf(language: string): TeamMember[] {
  const about = JSON.parse(
    readFileSync(path.join(webRoot, 'src/locales', language, 'about.json'), 'utf8'),
  ) as { team: { members: unknown } };
  return toTeamMembers(about.team.members);
}

describe('team content', () => {
  it.each(languages)('has 14 complete members in %s', (language) => {
    const members = membersOf(language);
    expect(members).toHaveLength(14);
    expect(new Set(members.map((member) => member.id)).size).toBe(14);
  });

  it('keeps the same people, in the same order, in every language', () => {
    const spanish = membersOf('es').map(({ id, name }) => ({ id, name }));
    for (const language of languages) {
      expect(membersOf(language).map(({ id, name }) => ({ id, name }))).toEqual(spanish);
    }
  });

  it("lists the team's positions, mostly senior consultants", () => {
    const positions = membersOf('en').map((member) => member.position);
    expect(positions.slice(0, 4)).toEqual([
      'CEO',
      'Administrative director',
      'Project manager',
      'Project coordinator',
    ]);
    expect(positions.slice(4).every((position) => position === 'Senior consultant')).toBe(true);
  });

  it('has a small portrait file for every member', () => {
    for (const member of membersOf('es')) {
      const file = path.join(webRoot, 'public', portraitSrc(member));
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
    expect(toTeamMembers('team.members')).toEqual([]);
  });
});
