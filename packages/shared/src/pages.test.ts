import { describe, expect, it } from 'vitest';
import { pageByPath, pagePath, pages } from './pages.js';

describe('pages', () => {
  it('has exactly the six routes of the decisions', () => {
    expect(pages.map((page) => page.path)).toEqual([
      '/',
      '/nosotros',
      '/clientes',
      '/proyectos',
      '/semilla-dc',
      '/contacto',
    ]);
  });

  it('finds pages by path, ignoring a trailing slash, and nothing for unknown paths', () => {
    expect(pageByPath('/nosotros/')?.id).toBe('about');
    expect(pageByPath('/')?.id).toBe('home');
    expect(pageByPath('/nope')).toBeUndefined();
    expect(pagePath('contact')).toBe('/contacto');
  });
});
