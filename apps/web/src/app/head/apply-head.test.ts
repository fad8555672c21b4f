// @vitest-environment jsdom
import type { TFunction } from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '@verdalia/shared';
import { applyHead } from './apply-head';
import { headData } from './head-data';
import { renderHead } from './render-head';

const t = ((key: string) => `T(${key})`) as unknown as TFunction;
const head = (language: Language) =>
  headData({ pageKey: 'about', path: '/nosotros', language, siteUrl: 'https://x.test', t });

/** Mutation records a call causes, collected synchronously. */
function mutationsDuring(action: () => void): MutationRecord[] {
  const observer = new MutationObserver(() => undefined);
  observer.observe(document.documentElement, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  action();
  const records = observer.takeRecords();
  observer.disconnect();
  return records;
}

describe('applyHead', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('writes nothing when the prerendered head already matches (hydration)', () => {
    document.documentElement.lang = 'es';
    document.head.innerHTML = renderHead(head('es'));
    expect(mutationsDuring(() => applyHead(head('es')))).toEqual([]);
  });

  it('updates the language, title, description, canonical and alternates that differ', () => {
    document.documentElement.lang = 'es';
    document.head.innerHTML = renderHead(head('es'));
    const english = { ...head('en'), title: 'About us', description: 'Who we are' };
    const records = mutationsDuring(() => applyHead(english));
    expect(records.length).toBeGreaterThan(0);
    expect(document.documentElement.lang).toBe('en');
    expect(document.title).toBe('About us');
    const attribute = (selector: string, name: string) =>
      document.head.querySelector(selector)?.getAttribute(name);
    expect(attribute('meta[name="description"]', 'content')).toBe('Who we are');
    expect(attribute('meta[property="og:title"]', 'content')).toBe('About us');
    expect(attribute('meta[property="og:locale"]', 'content')).toBe(english.ogLocale);
    expect(
      [...document.head.querySelectorAll('meta[property="og:locale:alternate"]')].map((meta) =>
        meta.getAttribute('content'),
      ),
    ).toEqual(['es_ES', 'pt_BR']);
    expect(attribute('meta[property="og:image"]', 'content')).toBe(
      'https://x.test/og-image-en.png',
    );
    expect(attribute('link[rel="canonical"]', 'href')).toBe('https://x.test/nosotros?lng=en');
    expect(attribute('meta[property="og:url"]', 'content')).toBe('https://x.test/nosotros?lng=en');
    // The alternates name every language whatever the current one: they stay as they were.
    expect(attribute('link[rel="alternate"][hreflang="pt"]', 'href')).toBe(
      'https://x.test/nosotros?lng=pt',
    );
  });
});
