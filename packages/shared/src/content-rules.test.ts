import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentProblems, type ContentFiles } from './content-rules.js';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const real = (file: string): unknown => JSON.parse(readFileSync(path.join(repoRoot, file), 'utf8'));

/** The repository's content, with some files replaced; every image exists but those named. */
function files(changes: Record<string, unknown> = {}, missingImages: string[] = []): ContentFiles {
  return {
    read: (file) => ({ ok: true, data: file in changes ? changes[file] : real(file) }),
    imageExists: (image) => !missingImages.includes(image),
  };
}

type Entry = Record<string, unknown>;
const list = (file: string) => real(file) as Entry[];
/** A copy of a list file with one entry changed. */
function changed(file: string, index: number, change: Entry): Record<string, unknown> {
  const entries = list(file).map((entry, at) => (at === index ? { ...entry, ...change } : entry));
  return { [file]: entries };
}

describe('contentProblems', () => {
  it('finds none in the repository’s content', () => {
    expect(contentProblems(files())).toEqual([]);
  });

  it('names the file, the project and the field of years that end before they start', () => {
    const problems = contentProblems(
      files({
        ...changed('content/projects/pt.json', 6, { years: { start: 2021, end: 2019 } }),
        ...changed('content/projects/es.json', 6, { years: { start: 2021, end: 2019 } }),
        ...changed('content/projects/en.json', 6, { years: { start: 2021, end: 2019 } }),
      }),
    );
    const pt = problems.find((problem) => problem.startsWith('content/projects/pt.json'));
    expect(pt).toMatch(
      /^content\/projects\/pt\.json, project 7 \(".+"\), field "years": the end year 2019 is before the start year 2021\.$/,
    );
  });

  it('names a fact that differs from the Spanish file, which the CMS enters once', () => {
    const problems = contentProblems(
      files(changed('content/projects/en.json', 0, { countries: ['MX'] })),
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /^content\/projects\/en\.json, project 1 \(".+"\), field "countries": it says MX but content\/projects\/es\.json says GT, SV, HN, CR, PA; /,
      ),
    ]);
  });

  it('compares only the shared part of a group: an office’s city is each language’s own', () => {
    const company = real('content/company/en.json') as { offices: Entry[] };
    const offices = company.offices.map((office, index) =>
      index === 0 ? { ...office, city: 'Saint Joseph' } : office,
    );
    expect(contentProblems(files({ 'content/company/en.json': { ...company, offices } }))).toEqual(
      [],
    );
    const moved = company.offices.map((office, index) =>
      index === 0 ? { ...office, country: 'MX' } : office,
    );
    expect(
      contentProblems(files({ 'content/company/en.json': { ...company, offices: moved } })),
    ).toEqual([
      'content/company/en.json, field "offices": it says (country MX), (country PA), (country CO) but content/company/es.json says (country CR), (country PA), (country CO); this field is the same in every language (the CMS enters it once).',
    ]);
  });

  it('names two entries that share an id', () => {
    const clients = list('content/clients/es.json');
    const twin = { ...clients[1], id: clients[0]?.id };
    const problems = contentProblems(
      files({ 'content/clients/es.json': [clients[0], twin, ...clients.slice(2)] }),
    );
    expect(problems[0]).toMatch(
      /^content\/clients\/es\.json, client "[a-z-]+" \(".+"\), field "id": entry 1 of the list has the same id; give each client its own\.$/,
    );
  });

  it('names an image that is not in the repository', () => {
    const member = list('content/team/es.json')[0] ?? {};
    const problems = contentProblems(files({}, [String(member.photo)]));
    expect(problems[0]).toBe(
      `content/team/es.json, team member ${JSON.stringify(member.id)} (${JSON.stringify(member.name)}), field "photo": the image ${String(member.photo)} is not in the repository; upload it again in the CMS or choose another.`,
    );
  });

  it('says in words what a field lacks, never a parser’s path', () => {
    const problems = contentProblems(
      files(changed('content/team/pt.json', 2, { position: ' ', specialty: undefined })),
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /^content\/team\/pt\.json, team member "camila" \(".+"\), field "position": is empty: write something in it\.$/,
      ),
      expect.stringMatching(
        /^content\/team\/pt\.json, team member "camila" \(".+"\), field "specialty": is missing: fill it in\.$/,
      ),
    ]);
  });
});
