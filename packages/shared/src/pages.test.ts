import { describe, expect, it } from 'vitest';
import {
  navigationPages,
  notFoundPageId,
  pageByPath,
  pageKeyByPath,
  pageKeys,
  pagePath,
  pages,
} from './pages.js';

describe('pages', () => {
  it('has the six routes of the navigation, in order, and the privacy notice', () => {
    expect(navigationPages.map((page) => page.path)).toEqual([
      '/',
      '/nosotros',
      '/clientes',
      '/proyectos',
      '/semilla-dc',
      '/contacto',
    ]);
    expect(pages.map((page) => page.path)).toEqual([
      ...navigationPages.map((page) => page.path),
      '/privacidad',
    ]);
    expect(pagePath('privacy')).toBe('/privacidad');
  });

  it('finds pages by path, ignoring a trailing slash, and nothing for unknown paths', () => {
    expect(pageByPath('/nosotros/')?.id).toBe('about');
    expect(pageByPath('/')?.id).toBe('home');
    expect(pageByPath('/nope')).toBeUndefined();
    expect(pagePath('contact')).toBe('/contacto');
  });

  it('names the page every path shows: its route, else the 404', () => {
    expect(pageKeyByPath('/clientes/')).toBe('clients');
    expect(pageKeyByPath('/nope')).toBe(notFoundPageId);
    expect(pageKeys.join(' ')).toBe('home about clients projects semilla contact privacy notFound');
  });
});
