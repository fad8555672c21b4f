import { Route, Routes } from 'react-router';
import {
  categorySegments,
  pageAddresses,
  pagePath,
  type Language,
  type PageKey,
} from '@verdalia/shared';
import type { LoadablePage } from './page-registry';
import { RootLayout } from './root-layout';

/**
 * The route table of one language (a document is in one language: another language is
 * another document, packages/shared/src/pages.ts): its pages at their addresses, exactly as
 * written (case included, as the servers match them), each category's page and each project's
 * page under the projects page (packages/shared/src/category-pages.ts, project-pages.ts),
 * inside the common layout, and the translated 404 for every other path.
 */
export function App({
  registry,
  language,
}: {
  registry: Record<PageKey, LoadablePage>;
  language: Language;
}) {
  const NotFound = registry.notFound.Component;
  const ProjectPage = registry.project.Component;
  const ProjectsPage = registry.projects.Component;
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {pageAddresses
          .filter((address) => address.language === language)
          .map((address) => {
            const Page = registry[address.page].Component;
            return (
              <Route key={address.path} path={address.path} caseSensitive element={<Page />} />
            );
          })}
        <Route
          path={`${pagePath('projects', language)}/${categorySegments[language]}/:category`}
          caseSensitive
          element={<ProjectsPage />}
        />
        <Route
          path={`${pagePath('projects', language)}/:slug`}
          caseSensitive
          element={<ProjectPage />}
        />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
