import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { notFoundPageId } from '@verdalia/shared';
import { headData, pageUrl } from './head-data';
import { renderHead } from './render-head';

const t = ((key: string) => `T(${key})`) as unknown as TFunction;
const siteUrl = 'https://x.test';
type Page = Omit<Parameters<typeof headData>[0], 'siteUrl' | 't'>;
const headOf = (page: Page, translate = t) => headData({ ...page, siteUrl, t: translate });

describe('head data', () => {
  it('gives each language its own address', () => {
    expect(pageUrl(siteUrl, 'about', 'es')).toBe('https://x.test/nosotros');
    expect(pageUrl(siteUrl, 'about', 'pt')).toBe('https://x.test/pt/sobre');
    expect(pageUrl(siteUrl, 'home', 'en')).toBe('https://x.test/en/');
  });

  it('has a canonical URL and reciprocal hreflang alternates for pages', () => {
    const head = headOf({ pageKey: 'about', language: 'en' });
    expect(head.title).toBe('T(meta.about.title)');
    expect(head.canonical).toBe('https://x.test/en/about');
    expect(head.alternates).toEqual([
      { hreflang: 'es', href: 'https://x.test/nosotros' },
      { hreflang: 'en', href: 'https://x.test/en/about' },
      { hreflang: 'pt', href: 'https://x.test/pt/sobre' },
      { hreflang: 'x-default', href: 'https://x.test/nosotros' },
    ]);
    expect(headOf({ pageKey: 'about', language: 'pt' }).alternates).toEqual(head.alternates);
    expect(head.ogLocale).toBe('en_US');
    expect(head.ogLocaleAlternates).toEqual(['es_LA', 'pt_BR']);
    expect(head.ogImage).toBe('https://x.test/og-image-en.png');
  });

  it('marks the 404 page noindex, without canonical', () => {
    const head = headOf({ pageKey: notFoundPageId, language: 'es' });
    expect(head.canonical).toBeUndefined();
    const html = renderHead(head);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('rel="canonical"');
  });

  it('escapes texts in the rendered tags', () => {
    const evil = (() => 'a "quote" <b>') as unknown as TFunction;
    const html = renderHead(headOf({ pageKey: 'home', language: 'es' }, evil));
    expect(html).toContain('<title>a &quot;quote&quot; &lt;b&gt;</title>');
  });
});
