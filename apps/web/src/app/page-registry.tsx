import { lazy, type ComponentType } from 'react';
import type { i18n as I18n } from 'i18next';
import { pages, toLanguage } from '@verdalia/shared';
import { ensureNamespaces } from '../i18n/create-i18n';
import { pageNamespaces, type PageKey } from '../i18n/namespaces';

type PageModule = { default: ComponentType };

// One chunk per page: a first visit downloads only the page it lands on.
const pageLoaders: Record<PageKey, () => Promise<PageModule>> = {
  home: () => import('./pages/home-page'),
  about: () => import('./pages/about-page'),
  clients: () => import('./pages/clients-page'),
  projects: () => import('./pages/projects-page'),
  semilla: () => import('./pages/semilla-page'),
  contact: () => import('./pages/contact-page'),
  privacy: () => import('./pages/privacy-page'),
  notFound: () => import('./pages/not-found-page'),
};

export interface LoadablePage {
  key: PageKey;
  Component: ComponentType;
  /** Loads the page's code and texts; after it resolves the page renders without suspending. */
  preload: () => Promise<void>;
}

function loadablePage(key: PageKey, i18n: I18n): LoadablePage {
  let loaded: ComponentType | undefined;
  const preload = async () => {
    const [module] = await Promise.all([
      pageLoaders[key](),
      ensureNamespaces(i18n, toLanguage(i18n.language), pageNamespaces[key]),
    ]);
    loaded = module.default;
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType };
  });
  function Page() {
    const Ready = loaded;
    return Ready ? <Ready /> : <Lazy />;
  }
  Page.displayName = `Page(${key})`;
  return { key, Component: Page, preload };
}

/** Builds the page table for one i18n instance (the browser's, or one per prerendered language). */
export function createPageRegistry(i18n: I18n): Record<PageKey, LoadablePage> {
  const keys: PageKey[] = [...pages.map((page) => page.id), 'notFound'];
  return Object.fromEntries(keys.map((key) => [key, loadablePage(key, i18n)])) as Record<
    PageKey,
    LoadablePage
  >;
}
