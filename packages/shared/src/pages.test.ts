import { describe, expect, it } from 'vitest';
import { fallbackLanguage, languages } from './languages.js';
import {
  navigationPages,
  notFoundFile,
  pageAddresses,
  pageFile,
  pageKeys,
  pagePath,
  pages,
} from './pages.js';

describe('the address table', () => {
  it('keeps the spec’s Spanish paths: the six of the navigation, in order, and the privacy notice', () => {
    expect(navigationPages.map((page) => pagePath(page.id, 'es'))).toEqual([
      '/',
      '/nosotros',
      '/clientes',
      '/proyectos',
      '/semilla-dc',
      '/contacto',
    ]);
    expect(pagePath('privacy', 'es')).toBe('/privacidad');
    expect(pageKeys.join(' ')).toBe(
      'home about clients projects semilla contact privacy project notFound',
    );
  });

  it('puts every other language under /<code>/, and gives each page in each language an address of its own', () => {
    for (const language of languages) {
      const home = language === fallbackLanguage ? '/' : `/${language}/`;
      expect(pagePath('home', language)).toBe(home);
      for (const page of pages) expect(pagePath(page.id, language).startsWith(home)).toBe(true);
    }
    // nginx's maps and the address rule read a path in any case: no two may differ by case only.
    const paths = pageAddresses.map((address) => address.path.toLowerCase());
    expect(new Set(paths).size).toBe(pages.length * languages.length);
  });

  it('gives each address one file of the build, found at the address by any static host', () => {
    expect(pageFile('home', 'es')).toBe('index.html');
    expect(pageFile('about', 'es')).toBe('nosotros.html');
    expect(pageFile('home', 'en')).toBe('en/index.html');
    expect(pageFile('about', 'pt')).toBe('pt/sobre.html');
    expect(languages.map(notFoundFile)).toEqual(['404.html', 'en/404.html', 'pt/404.html']);
    const files = pageAddresses.map((address) => address.file);
    expect(new Set(files).size).toBe(pages.length * languages.length);
    for (const address of pageAddresses) {
      const expected = address.path.endsWith('/')
        ? `${address.path.slice(1)}index.html`
        : `${address.path.slice(1)}.html`;
      expect(address.file, address.path).toBe(expected);
    }
  });

  it('has slugs that name one page each, never a language, a 404 or a file of the build', () => {
    const owner = new Map<string, string>();
    for (const page of pages) {
      for (const slug of Object.values(page.slugs)) {
        if (slug === '') {
          expect(page.id).toBe('home');
          continue;
        }
        expect(slug).toMatch(/^[a-z][a-z\d-]*$/);
        expect(owner.get(slug) ?? page.id, slug).toBe(page.id);
        owner.set(slug, page.id);
      }
    }
    for (const reserved of [...languages, '404', 'index', 'assets', 'images'])
      expect(owner.has(reserved), reserved).toBe(false);
  });
});
