import { describe, expect, it } from 'vitest';
import {
  addressPattern,
  allowedMethods,
  categoryAddressPattern,
  categoryValuePattern,
  legacyCategory,
  languageOfPath,
  legacyLanguage,
  normalizeRequestPath,
  notFoundPattern,
  resolveAddress,
  samePageIn,
} from './addresses.js';
import { addressAnswer, addressCases, rawPathCases } from './address-cases.js';
import { contactEndpointPath, healthPath } from './contact-endpoint.js';
import { categories, categorySpellings } from './categories.js';
import { categoryPageAddresses } from './category-pages.js';
import { languages } from './languages.js';
import { pageAddresses, pages } from './pages.js';
import { projectPageAddresses, projectPageIndex } from './project-pages.js';

/** What the shared rule answers for a request's path and query, as the table writes it. */
function answer(url: string): string {
  const [path = '', query = ''] = url.split(/\?(.*)/s);
  return addressAnswer(resolveAddress(path, query));
}

describe('resolveAddress', () => {
  it('serves every address of the table as its page, in its language', () => {
    for (const address of pageAddresses) {
      expect(resolveAddress(address.path)).toEqual({
        kind: 'page',
        page: address.page,
        language: address.language,
        file: address.file,
      });
    }
  });

  it.each(addressCases)('%s → %s', (url, expected) => {
    expect(answer(url)).toBe(expected);
  });

  it('names the language of a path: its page’s, or its prefix’s', () => {
    expect(languageOfPath('/en/about')).toBe('en');
    expect(languageOfPath('/pt/nada')).toBe('pt');
    expect(languageOfPath('/nada')).toBe('es');
    expect(languageOfPath('/EN/About')).toBe('en');
  });
});

describe('resolveAddress on a project’s page', () => {
  const projectPages = projectPageIndex(
    projectPageAddresses({
      es: [{ id: 1, title: 'Línea verde' }],
      en: [{ id: 1, title: 'Green line' }],
      pt: [{ id: 1, title: 'Linha verde' }],
    }),
  );
  const withPages = (url: string) => {
    const [path = '', query = ''] = url.split(/\?(.*)/s);
    const resolution = resolveAddress(path, query, projectPages);
    if (resolution.kind === 'page') return `200 ${resolution.page} ${resolution.file}`;
    if (resolution.kind === 'redirect') return `301 ${resolution.location}`;
    return `404 ${resolution.language} ${resolution.file}`;
  };

  it.each([
    ['/proyectos/linea-verde', '200 project proyectos/linea-verde.html'],
    ['/en/projects/green-line', '200 project en/projects/green-line.html'],
    ['/pt/projetos/linha-verde?utm_source=x', '200 project pt/projetos/linha-verde.html'],
    // The one-address rules of every page: case, slashes, file names, /es/, the list's slug.
    ['/proyectos/linea-verde/', '301 /proyectos/linea-verde'],
    ['/Proyectos/Linea-Verde?a=1', '301 /proyectos/linea-verde?a=1'],
    ['/proyectos/linea-verde.html', '301 /proyectos/linea-verde'],
    ['/proyectos/linea-verde/index.html', '301 /proyectos/linea-verde'],
    ['/es/proyectos/linea-verde', '301 /proyectos/linea-verde'],
    ['/en/proyectos/green-line', '301 /en/projects/green-line'],
    ['/EN/PROJECTS/GREEN-LINE/', '301 /en/projects/green-line'],
    // Old ?lng= links never named a project page: the parameter is an ordinary one.
    ['/proyectos/linea-verde?lng=en', '200 project proyectos/linea-verde.html'],
    // An unknown slug, or another language's, is the language's 404.
    ['/proyectos/nada', '404 es 404.html'],
    ['/proyectos/nada/', '404 es 404.html'],
    ['/en/projects/linea-verde', '404 en en/404.html'],
    ['/pt/projetos/linha_verde', '404 pt pt/404.html'],
    ['/pt/projetos/linha-verde/mais', '404 pt pt/404.html'],
    // The list's own spellings stay the list's.
    ['/proyectos/index', '301 /proyectos'],
    ['/en/projects/', '301 /en/projects'],
  ])('%s answers %s', (url, expected) => {
    expect(withPages(url)).toBe(expected);
  });

  it('reads the shape alone where the build’s pages are not known (the client router)', () => {
    expect(answer('/proyectos/cualquiera')).toBe('200 es');
    expect(answer('/EN/projects/Any-Thing/')).toBe('301 /en/projects/any-thing');
    expect(answer('/pt/projetos/a_b')).toBe('404 pt');
  });
});

describe('resolveAddress on a category’s page', () => {
  it('serves every category’s address as the projects page with that category, in its language', () => {
    for (const address of categoryPageAddresses) {
      expect(resolveAddress(address.path)).toEqual({
        kind: 'page',
        page: 'projects',
        language: address.language,
        file: address.file,
        category: address.category,
      });
    }
  });

  it('answers every spelling of every category in every language with the one address', () => {
    for (const address of categoryPageAddresses) {
      const category = categories.find((candidate) => candidate.id === address.category);
      if (!category) throw new Error(address.category);
      for (const spelling of categorySpellings(category)) {
        const path = address.path.replace(/[^/]+$/, spelling.replaceAll('-', '_'));
        expect(answer(`${path.toUpperCase()}/`), path).toBe(`301 ${address.path}`);
      }
    }
  });
});

describe('samePageIn', () => {
  it('links a category’s page to the same category’s in another language', () => {
    expect(samePageIn('/proyectos/categoria/finanzas-sociales', 'en')).toBe(
      '/en/projects/category/social-finance',
    );
    expect(samePageIn('/en/projects/category/social-finance', 'pt')).toBe(
      '/pt/projetos/categoria/financas-sociais',
    );
  });

  it('links a page to itself in another language, and a 404 to that language’s home', () => {
    expect(samePageIn('/nosotros', 'pt')).toBe('/pt/sobre');
    expect(samePageIn('/en/', 'es')).toBe('/');
    expect(samePageIn('/en/contact', 'en')).toBe('/en/contact');
    expect(samePageIn('/en/nada', 'pt')).toBe('/pt/');
  });

  it('links a project’s page to the same project’s, else to the projects page', () => {
    const slugs = { es: 'linea-verde', en: 'green-line' } as const;
    const projectIn = (language: 'es' | 'en' | 'pt') =>
      language === 'pt' ? undefined : `/x/${slugs[language]}`;
    expect(samePageIn('/proyectos/linea-verde', 'en', projectIn)).toBe('/x/green-line');
    expect(samePageIn('/proyectos/linea-verde', 'pt', projectIn)).toBe('/pt/projetos');
    expect(samePageIn('/proyectos/linea-verde', 'pt')).toBe('/pt/projetos');
  });
});

describe('the patterns nginx is given', () => {
  // Paths that try the edges of every pattern: the server and nginx must answer them alike.
  const corpus = [
    ...pageAddresses.map((address) => address.path),
    ...pageAddresses.flatMap((address) => [
      `${address.path}/`,
      `${address.path}.html`,
      address.path.toUpperCase(),
      `/es${address.path}`,
      `${address.path}x`,
      `/x${address.path}`,
      `${address.path}/index.html`,
      `${address.path}//`,
    ]),
    '/',
    '//',
    '/en',
    '/en.html',
    '/enx',
    '/index',
    '/index.htm',
    '/es/es/',
    '/en/en/',
    '/nosotros.html.html',
  ];

  it('match exactly the paths the resolver reads as that page, in that language', () => {
    for (const path of corpus) {
      const resolution = resolveAddress(path);
      const matches = languages.flatMap((language) =>
        pages
          .filter((page) => new RegExp(addressPattern(page, language), 'i').test(path))
          .map((page) => `${page.id} ${language}`),
      );
      const expected =
        resolution.kind === 'notFound' ? [] : [`${resolution.page} ${resolution.language}`];
      expect(matches, path).toEqual(expected);
    }
  });

  it('give a 404 the language of its prefix', () => {
    for (const path of ['/en/nada', '/EN', '/pt/', '/pt/x/y']) {
      const language = languages.find((candidate) => {
        const pattern = notFoundPattern(candidate);
        return pattern !== undefined && new RegExp(pattern, 'i').test(path);
      });
      expect(language ?? 'es', path).toBe(languageOfPath(path));
    }
    expect(notFoundPattern('es')).toBeUndefined();
  });
});

describe('the category patterns nginx is given', () => {
  it('match a category’s page in any spelling exactly where the resolver reads that category', () => {
    const corpus = categoryPageAddresses.flatMap((address) => [
      address.path,
      `${address.path}/`,
      `${address.path}.html`,
      `${address.path}x`,
      `${address.path}/x`,
      `/es${address.path}`,
      address.path.replace('categoria', 'categorias'),
      address.path.replaceAll('-', '_').toUpperCase(),
    ]);
    for (const path of corpus) {
      const resolution = resolveAddress(path);
      const matches = languages.flatMap((language) =>
        categories
          .filter((category) =>
            new RegExp(categoryAddressPattern(language, category), 'i').test(path),
          )
          .map((category) => `${category.id} ${language}`),
      );
      const expected =
        resolution.kind !== 'notFound' && resolution.category
          ? [`${resolution.category} ${resolution.language}`]
          : [];
      expect(matches, path).toEqual(expected);
    }
  });

  it('read an old link’s value as legacyCategory does: a slug, any case, - or _', () => {
    const value = new RegExp(categoryValuePattern(), 'i');
    for (const text of ['finanzas_sociales', 'Social-Finance', 'FINANCAS_SOCIAIS'])
      expect(value.test(text), text).toBe(true);
    for (const text of ['finanzas sociales', 'Finanzas%20sociales', 'finanzas__sociales', 'x'])
      expect(value.test(text), text).toBe(false);
    for (const category of categories) {
      const own = new RegExp(categoryValuePattern(category), 'i');
      for (const other of categories)
        expect(own.test(other.slugs.en.replaceAll('-', '_')), other.id).toBe(other === category);
    }
  });
});

describe('legacyCategory', () => {
  it('reads the first category parameter that names a category and keeps the rest byte for byte', () => {
    expect(legacyCategory('categoria=finanzas_sociales')?.category.id).toBe('finanzas_sociales');
    expect(legacyCategory('a=%2B&Category=Social_Finance&b')).toEqual({
      category: categories[1],
      rest: 'a=%2B&b',
    });
    expect(legacyCategory('categoria=x&category=social_finance')?.rest).toBe('categoria=x');
    expect(legacyCategory('categoria=finanzas_sociales&categoria=social_finance')?.rest).toBe(
      'categoria=social_finance',
    );
    expect(legacyCategory('categoria=x')).toBeUndefined();
    expect(legacyCategory('categoria')).toBeUndefined();
    expect(legacyCategory('')).toBeUndefined();
  });
});

describe('legacyLanguage', () => {
  it('reads the first lng parameter that names a language and keeps the rest byte for byte', () => {
    expect(legacyLanguage('lng=en')).toEqual({ language: 'en', rest: '' });
    expect(legacyLanguage('a=1&&lng=pt&b=%2B+c')).toEqual({ language: 'pt', rest: 'a=1&&b=%2B+c' });
    expect(legacyLanguage('lng=fr&lng=en')).toBeUndefined();
    expect(legacyLanguage('lng&a=1')).toBeUndefined();
    expect(legacyLanguage('')).toBeUndefined();
  });
});

describe('normalizeRequestPath', () => {
  it.each(rawPathCases)('%s → %s', (raw, normalized) => {
    expect(normalizeRequestPath(raw)).toBe(normalized);
  });

  it('refuses a malformed escape', () => {
    expect(normalizeRequestPath('/%E0%A4%A')).toBeUndefined();
  });
});

describe('allowedMethods', () => {
  it('lets the form be posted and every other address only be read', () => {
    expect(allowedMethods(contactEndpointPath)).toEqual(['POST']);
    for (const path of [...pageAddresses.map((address) => address.path), healthPath, '/nada'])
      expect(allowedMethods(path), path).toEqual(['GET', 'HEAD']);
  });
});
