import type { ComponentType } from 'react';
import type { PageKey } from '@verdalia/shared';

export type PageModule = { default: ComponentType };

/**
 * Where a page's component lives: src/app/pages/<key in kebab case>-page.tsx ("notFound" is
 * not-found-page.tsx). The one place that ties a page key to its file: the registry loads it
 * from here, and the prerender finds its chunk in Vite's manifest by the same name.
 */
export function pageModuleFile(key: PageKey): string {
  const kebab = key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  return `src/app/pages/${kebab}-page.tsx`;
}
