import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { notFoundPageId, type Language, type Project } from '@verdalia/shared';
import { App } from './app/app';
import { headData } from './app/head/head-data';
import { renderHead } from './app/head/render-head';
import { structuredData } from './app/head/structured-data';
import { pageKeyOfPath } from './app/page-at';
import { createPageRegistry } from './app/page-registry';
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
 * the language's project list (public/list-<lng>.json), written into the projects page.
 */
export async function render(
  url: string,
  language: Language,
  { projects }: { projects: readonly Project[] },
): Promise<{ html: string; head: string }> {
  const key = pageKeyOfPath(new URL(url, 'http://prerender').pathname);
  const i18n = await createI18n(language, pageNamespaces[key], { loadFallback: true });
  const registry = createPageRegistry(i18n);
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
  const head = renderHead(
    headData({
      pageKey: key,
      language,
      siteUrl: appConfig.siteUrl,
      t: i18n.getFixedT(language, 'common'),
    }),
    key === notFoundPageId
      ? []
      : structuredData({ siteUrl: appConfig.siteUrl, language, home: key === 'home' }),
  );
  return { html, head };
}
