// @vitest-environment jsdom
import type { TFunction } from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { PageId } from '@verdalia/shared';
import { applyHead } from './apply-head';
import { headData } from './head-data';
import { renderHead } from './render-head';

const t = ((key: string) => `T(${key})`) as unknown as TFunction;
const head = (pageKey: PageId) =>
  headData({ pageKey, language: 'en', siteUrl: 'https://x.test', t });

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
    document.documentElement.lang = 'en';
    document.head.innerHTML = renderHead(head('about'));
    expect(mutationsDuring(() => applyHead(head('about')))).toEqual([]);
  });

  it('updates the title, description, canonical and alternates of the next page', () => {
    document.documentElement.lang = 'en';
    document.head.innerHTML = renderHead(head('about'));
    const clients = { ...head('clients'), title: 'Clients', description: 'Whom we serve' };
    const records = mutationsDuring(() => applyHead(clients));
    expect(records.length).toBeGreaterThan(0);
    expect(document.documentElement.lang).toBe('en');
    expect(document.title).toBe('Clients');
    const attribute = (selector: string, name: string) =>
      document.head.querySelector(selector)?.getAttribute(name);
    expect(attribute('meta[name="description"]', 'content')).toBe('Whom we serve');
    expect(attribute('meta[property="og:title"]', 'content')).toBe('Clients');
    expect(attribute('meta[property="og:locale"]', 'content')).toBe('en_US');
    expect(
      [...document.head.querySelectorAll('meta[property="og:locale:alternate"]')].map((meta) =>
        meta.getAttribute('content'),
      ),
    ).toEqual(['es_LA', 'pt_BR']);
    expect(attribute('meta[property="og:image"]', 'content')).toBe(
      'https://x.test/og-image-en.png',
    );
    expect(attribute('link[rel="canonical"]', 'href')).toBe('https://x.test/en/clients');
    expect(attribute('meta[property="og:url"]', 'content')).toBe('https://x.test/en/clients');
    expect(attribute('link[rel="alternate"][hreflang="pt"]', 'href')).toBe(
      'https://x.test/pt/clientes',
    );
    expect(attribute('link[rel="alternate"][hreflang="x-default"]', 'href')).toBe(
      'https://x.test/clientes',
    );
  });
});
