import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { languageLists, type ContentFolder } from './content-collections.js';
import { contentFolderAt } from './content-folder.js';
import { contentProblems } from './content-rules.js';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const real = contentFolderAt(repoRoot);

type Entry = Record<string, unknown>;
type EntryFileData = Record<string, Entry>;

/** The repository's content with some files replaced, added or removed; images as named. */
function content(
  changes: Record<string, unknown> = {},
  { missingImages = [] as string[] } = {},
): ContentFolder {
  return {
    list(folder) {
      const names = new Set(real.list(folder));
      for (const [file, data] of Object.entries(changes)) {
        if (path.posix.dirname(file) !== folder) continue;
        if (data === undefined) names.delete(path.posix.basename(file));
        else names.add(path.posix.basename(file));
      }
      return [...names];
    },
    read: (file) => (file in changes ? { ok: true, data: changes[file] } : real.read(file)),
    imageExists: (image) => !missingImages.includes(image),
  };
}

function file(name: string): EntryFileData {
  const read = real.read(name);
  if (!read.ok) throw new Error(read.reason);
  return read.data as EntryFileData;
}
const projectFile =
  'content/projects/factibilidad-de-un-parque-solar-de-50-mw-en-republica-dominicana.json';

describe('contentProblems', () => {
  it('finds none in the repository’s content', () => {
    expect(contentProblems(real)).toEqual([]);
  });

  it('names the file, the project and the field of years that end before they start', () => {
    const project = file(projectFile);
    const problems = contentProblems(
      content({
        [projectFile]: { ...project, es: { ...project.es, years: { start: 2021, end: 2019 } } },
      }),
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /^content\/projects\/factibilidad-.+\.json, project \d+ \(".+"\), field "years": the end year 2019 is before the start year 2021\.$/,
      ),
    ]);
  });

  it('names a text a language lacks, with the language', () => {
    const member = file('content/team/camila.json');
    const problems = contentProblems(
      content({
        'content/team/camila.json': {
          ...member,
          pt: { ...member.pt, position: ' ', specialty: undefined },
        },
      }),
    );
    expect(problems).toEqual([
      'content/team/camila.json, team member "camila" ("Camila Duarte Ferreira"), field "position" (pt): is empty: write something in it.',
      'content/team/camila.json, team member "camila" ("Camila Duarte Ferreira"), field "specialty" (pt): is missing: fill it in.',
    ]);
  });

  it('takes a fact entered once from the Spanish part, whatever another language’s part says', () => {
    const project = file(projectFile);
    const pt = { ...project.pt, countries: ['MX'], sample: false };
    expect(contentProblems(content({ [projectFile]: { ...project, pt } }))).toEqual([]);
    const lists = languageLists(content({ [projectFile]: { ...project, pt } }), 'projects');
    const id = project.es?.id;
    expect(lists.pt.find((entry) => entry.id === id)?.countries).toEqual(project.es?.countries);
  });

  it('names a new entry saved without a language', () => {
    const { es } = file('content/clients/arrecife-capital.json');
    const problems = contentProblems(
      content({ 'content/clients/nuevo.json': { es: { ...es, id: 'nuevo', order: 99 } } }),
    );
    expect(problems).toEqual([
      'content/clients/nuevo.json: it has no "en" or "pt" part; every client is written in es, en, pt (save it again in the CMS with every language on).',
    ]);
  });

  it('names two entries that share an id, with both files', () => {
    const twin = file('content/clients/arrecife-capital.json');
    const problems = contentProblems(
      content({ 'content/clients/otra.json': { ...twin, es: { ...twin.es, order: 61 } } }),
    );
    expect(problems).toEqual([
      'content/clients/otra.json, client "arrecife-capital" ("Arrecife Capital"), field "id": content/clients/arrecife-capital.json has the same id; give each client its own.',
    ]);
  });

  it('names two projects at one address of a language, with both files', () => {
    const project = file(projectFile);
    const other = 'content/projects/biogas-a-partir-de-residuos-de-tambos-en-uruguay.json';
    const biogas = file(other);
    const problems = contentProblems(
      content({ [other]: { ...biogas, en: { ...biogas.en, slug: project.en?.slug } } }),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^content\/projects\/(biogas|factibilidad)-.+\.json, project \d+ \(".+"\), field "slug" \(en\): \/en\/projects\/[a-z0-9-]+ is already the address of project \d+ \(".+"\) \(content\/projects\/.+\.json\); give one of them another slug\.$/,
    );
  });

  it('names an image that is not in the repository', () => {
    const member = file('content/team/valeria.json');
    const photo = String(member.es?.photo);
    const problems = contentProblems(content({}, { missingImages: [photo] }));
    expect(problems).toEqual([
      `content/team/valeria.json, team member "valeria" ("Valeria Montenegro Ruiz"), field "photo": the image ${photo} is not in the repository; upload it again in the CMS or choose another.`,
    ]);
  });

  it('names a file that is not JSON, with its line and column', () => {
    const broken: ContentFolder = {
      ...real,
      read: (name) =>
        name === 'content/team/andres.json'
          ? { ok: false, reason: 'the file is not valid JSON (line 3 column 5): …' }
          : real.read(name),
    };
    expect(contentProblems(broken)).toEqual([
      'content/team/andres.json: the file is not valid JSON (line 3 column 5): …',
    ]);
  });

  it('compares only the shared part of the company’s groups: an office’s city is each language’s own', () => {
    const company = file('content/company/en.json') as unknown as { offices: Entry[] };
    const offices = company.offices.map((office, index) =>
      index === 0 ? { ...office, city: 'Saint Joseph' } : office,
    );
    expect(
      contentProblems(content({ 'content/company/en.json': { ...company, offices } })),
    ).toEqual([]);
    const moved = company.offices.map((office, index) =>
      index === 0 ? { ...office, country: 'MX' } : office,
    );
    expect(
      contentProblems(content({ 'content/company/en.json': { ...company, offices: moved } })),
    ).toEqual([
      'content/company/en.json, field "offices": it says (country MX), (country PA), (country CO) but content/company/es.json says (country CR), (country PA), (country CO); this field is the same in every language (the CMS enters it once).',
    ]);
  });
});

describe('languageLists', () => {
  it('gives each language every entry, in the order staff set', () => {
    const lists = languageLists(real, 'team');
    expect(lists.es.map((member) => member.id)).toEqual(lists.pt.map((member) => member.id));
    expect(lists.es[0]?.id).toBe('valeria');
    const moved = file('content/team/valeria.json');
    const last = languageLists(
      content({
        'content/team/valeria.json': {
          es: { ...moved.es, order: 99 },
          en: moved.en ?? {},
          pt: moved.pt ?? {},
        },
      }),
      'team',
    );
    expect(last.en.at(-1)?.id).toBe('valeria');
  });
});
