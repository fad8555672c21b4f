import { lazy, type ComponentType } from 'react';
import type { i18n as I18n } from 'i18next';
import { pageKeys, toLanguage, type PageKey } from '@verdalia/shared';
import { ensureNamespaces } from '../i18n/create-i18n';
import { pageNamespaces } from '../i18n/namespaces';
import { waitForPage } from './page-loads';
import { pageModuleFile, type PageModule } from './page-modules';

// One chunk per page: a first visit downloads only the page it lands on.
const pageModules = import.meta.glob<PageModule>('./pages/*-page.tsx');

function pageLoader(key: PageKey): () => Promise<PageModule> {
  const loader = pageModules[pageModuleFile(key).replace('src/app/', './')];
  if (!loader) throw new Error(`No page module ${pageModuleFile(key)} for page ${key}`);
  return loader;
}

export interface LoadablePage {
  key: PageKey;
  Component: ComponentType;
  /**
   * Loads the page's code, texts and data; after it resolves the page renders without
   * suspending. Resolves false when its data could not be loaded: a navigation's page then
   * says so, a first visit's stays as served (hydrate.tsx).
   */
  preload: () => Promise<boolean>;
}

function loadablePage(key: PageKey, i18n: I18n, withData: boolean): LoadablePage {
  let loaded: ComponentType | undefined;
  const preload = async () => {
    const language = toLanguage(i18n.language);
    const [module] = await Promise.all([
      pageLoader(key)(),
      ensureNamespaces(i18n, language, pageNamespaces[key]),
    ]);
    const ready = withData ? ((await module.loadData?.(language)) ?? true) : true;
    loaded = module.default;
    return ready;
  };
  // Rendered only when the page is not loaded yet: a navigation is waiting for it.
  const Lazy = lazy(async () => {
    await waitForPage(preload());
    return { default: loaded as ComponentType };
  });
  function Page() {
    const Ready = loaded;
    return Ready ? <Ready /> : <Lazy />;
  }
  Page.displayName = `Page(${key})`;
  return { key, Component: Page, preload };
}

/**
 * Builds the page table for one i18n instance: the browser's, or one per prerendered language,
 * which gives the pages their data itself (`withData: false`: the prerender's context).
 */
export function createPageRegistry(
  i18n: I18n,
  { withData = true }: { withData?: boolean } = {},
): Record<PageKey, LoadablePage> {
  return Object.fromEntries(
    pageKeys.map((key) => [key, loadablePage(key, i18n, withData)]),
  ) as Record<PageKey, LoadablePage>;
}
