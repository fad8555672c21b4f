import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  clientListSchema,
  languageLists,
  languages,
  siteConfig,
  type Language,
} from '@verdalia/shared';
import { contentFolderAt } from '@verdalia/shared/content-folder';

const webDir = path.resolve(import.meta.dirname, '../../..');
const repoDir = path.resolve(webDir, '../..');
interface ClientsTexts {
  map: { countries: Record<string, string> };
}
const texts = (language: string) =>
  JSON.parse(
    readFileSync(path.join(repoDir, `content/pages/${language}/clients.json`), 'utf8'),
  ) as ClientsTexts;
const clients = languageLists(contentFolderAt(repoDir), 'clients');
const clientsOf = (language: Language) => clientListSchema.parse(clients[language]);
const mapFile = path.join(webDir, 'public/images/clients/americas-map.svg');

describe('clients content and generated art', () => {
  it('names the network countries in every language, as many as the site claims', () => {
    const ids = Object.keys(texts('es').map.countries).sort();
    expect(ids).toHaveLength(siteConfig.networkCountries);
    for (const language of languages) {
      expect(Object.keys(texts(language).map.countries).sort(), language).toEqual(ids);
    }
  });

  it('the committed map highlights exactly those countries and stays small', () => {
    const svg = readFileSync(mapFile, 'utf8');
    const highlighted = [...svg.matchAll(/data-id="(\d{3})"/g)].map((match) => match[1]).sort();
    expect(highlighted).toEqual(Object.keys(texts('es').map.countries).sort());
    expect(statSync(mapFile).size).toBeLessThan(60 * 1024);
  });

  it('has about 60 clients, the same in every language, each with a small generated mark', () => {
    const clients = clientsOf('es');
    expect(clients.length).toBeGreaterThanOrEqual(55);
    expect(new Set(clients.map((client) => client.name)).size).toBe(clients.length);
    for (const language of languages) expect(clientsOf(language)).toHaveLength(clients.length);
    clients.forEach((client) => {
      const file = path.join(repoDir, client.logo);
      expect(existsSync(file), file).toBe(true);
      expect(statSync(file).size).toBeLessThan(3 * 1024);
    });
  });
});
