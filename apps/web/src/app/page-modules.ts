import type { ComponentType } from 'react';
import type { Language, PageKey } from '@verdalia/shared';

export interface PageModule {
  default: ComponentType;
  /**
   * The data the page renders from, loaded with its code before it first renders (the
   * projects' list): whether it could be loaded. A page without it needs only its texts.
   */
  loadData?: (language: Language) => Promise<boolean>;
}

/**
 * Where a page's component lives: src/app/pages/<key in kebab case>-page.tsx ("notFound" is
 * not-found-page.tsx). The one place that ties a page key to its file: the registry loads it
 * from here, and the prerender finds its chunk in Vite's manifest by the same name.
 */
export function pageModuleFile(key: PageKey): string {
  const kebab = key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  return `src/app/pages/${kebab}-page.tsx`;
}
