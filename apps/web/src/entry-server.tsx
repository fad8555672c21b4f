import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router';
import {
  notFoundPageId,
  pagePath,
  projectPageKey,
  type Language,
  type ListedProject,
} from '@verdalia/shared';
import { App } from './app/app';
import { headData } from './app/head/head-data';
import { renderHead } from './app/head/render-head';
import { projectStructuredData, structuredData } from './app/head/structured-data';
import { categoryOfPath, pageKeyOfPath } from './app/page-at';
import { createPageRegistry } from './app/page-registry';
import { projectAtPath } from './features/projects/project-at-path';
import { countryNames } from './features/projects/project-facts-text';
import { PrerenderedProjects } from './features/projects/prerendered-projects';
import { appConfig } from './config/app-config';
import { createI18n } from './i18n/create-i18n';
import { pageNamespaces } from './i18n/namespaces';

export { pageUrl } from './app/head/head-data';
export { pageModuleFile } from './app/page-modules';
export { pageNamespaces } from './i18n/namespaces';
export { appConfig };

/**
 * Renders one page in one language to HTML, for the build-time prerender. `projects` is
 * the language's project list (public/list-<lng>.json, each project with its page's slugs),
 * which the projects page and each project's page render from.
 */
export async function render(
  url: string,
  language: Language,
  { projects }: { projects: readonly ListedProject[] },
): Promise<{ html: string; head: string }> {
  const pathname = new URL(url, 'http://prerender').pathname;
  const key = pageKeyOfPath(pathname);
  const project = key === projectPageKey ? projectAtPath(projects, pathname) : undefined;
  const i18n = await createI18n(language, pageNamespaces[key], { loadFallback: true });
  const registry = createPageRegistry(i18n, { withData: false });
  await registry[key].preload();
  const html = renderToString(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <PrerenderedProjects value={projects}>
          <StaticRouter location={url}>
            <App registry={registry} language={language} />
          </StaticRouter>
        </PrerenderedProjects>
      </I18nextProvider>
    </StrictMode>,
  );
  const siteUrl = appConfig.siteUrl;
  const t = i18n.getFixedT(language, 'common');
  const category = categoryOfPath(pathname);
  const data = headData({ pageKey: key, language, siteUrl, t, project, category });
  const described = key !== notFoundPageId && (key !== projectPageKey || project !== undefined);
  const head = renderHead(data, [
    ...(described ? structuredData({ siteUrl, language, home: key === 'home' }) : []),
    ...(project && data.canonical
      ? projectStructuredData(siteUrl, language, {
          project,
          url: data.canonical,
          image: data.ogImage,
          countries: countryNames(project, i18n.getFixedT(language, 'projects')),
          categories: project.categories.map((id) => t(`categories.${id}`)),
          trail: (['home', 'projects'] as const).map((page) => ({
            name: t(`nav.${page}`),
            url: `${siteUrl}${pagePath(page, language)}`,
          })),
        })
      : []),
  ]);
  return { html, head };
}
