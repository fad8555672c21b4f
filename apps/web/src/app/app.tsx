import { Route, Routes } from 'react-router';
import { pages, type PageKey } from '@verdalia/shared';
import type { LoadablePage } from './page-registry';
import { RootLayout } from './root-layout';

/** The route table: the six pages inside the common layout, and the translated 404. */
export function App({ registry }: { registry: Record<PageKey, LoadablePage> }) {
  const NotFound = registry.notFound.Component;
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {pages.map((page) => {
          const Page = registry[page.id].Component;
          return page.path === '/' ? (
            <Route key={page.id} index element={<Page />} />
          ) : (
            <Route key={page.id} path={page.path} element={<Page />} />
          );
        })}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
