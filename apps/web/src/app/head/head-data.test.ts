import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { notFoundPageId } from '@verdalia/shared';
import { headData, localizedUrl } from './head-data';
import { renderHead } from './render-head';

const t = ((key: string) => `T(${key})`) as unknown as TFunction;
const siteUrl = 'https://x.test';
type Page = Omit<Parameters<typeof headData>[0], 'siteUrl' | 't'>;
const headOf = (page: Page, translate = t) => headData({ ...page, siteUrl, t: translate });

describe('head data', () => {
  it('gives Spanish the bare URL and other languages a ?lng= query', () => {
    expect(localizedUrl('https://x.test', '/nosotros', 'es')).toBe('https://x.test/nosotros');
    expect(localizedUrl('https://x.test', '/nosotros', 'pt')).toBe(
      'https://x.test/nosotros?lng=pt',
    );
  });

  it('has canonical and hreflang alternates for pages', () => {
    const head = headOf({ pageKey: 'about', path: '/nosotros', language: 'en' });
    expect(head.title).toBe('T(meta.about.title)');
    expect(head.canonical).toBe('https://x.test/nosotros?lng=en');
    expect(head.alternates.map((alternate) => alternate.hreflang)).toEqual([
      'es',
      'en',
      'pt',
      'x-default',
    ]);
    expect(head.ogLocale).toBe('en_US');
    expect(head.ogLocaleAlternates).toEqual(['es_ES', 'pt_BR']);
    expect(head.ogImage).toBe('https://x.test/og-image-en.png');
  });

  it('marks the 404 page noindex, without canonical', () => {
    const head = headOf({ pageKey: notFoundPageId, path: '/x', language: 'es' });
    expect(head.canonical).toBeUndefined();
    const html = renderHead(head);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('rel="canonical"');
  });

  it('escapes texts in the rendered tags', () => {
    const evil = (() => 'a "quote" <b>') as unknown as TFunction;
    const html = renderHead(headOf({ pageKey: 'home', path: '/', language: 'es' }, evil));
    expect(html).toContain('<title>a &quot;quote&quot; &lt;b&gt;</title>');
  });
});
