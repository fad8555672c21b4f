import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { languageOfPath, projectPageKey, toLanguage } from '@verdalia/shared';
import { App } from './app';
import { listHasProjectAt } from '../features/projects/project-at-path';
import { pageKeyOfPath } from './page-at';
import { createPageRegistry } from './page-registry';
import { createI18n } from '../i18n/create-i18n';
import { nextTask } from './next-task';
import { preloadOnIntent } from './preload-on-intent';

/** Makes the prerendered page interactive (or renders it, on Vite's dev server). */
export async function hydrate(): Promise<void> {
  // Every change of path starts at the top, back/forward included.
  window.history.scrollRestoration = 'manual';
  const root = document.getElementById('root');
  if (!root) throw new Error('Missing #root');
  // A built page hydrates in the language it was rendered in; Vite's dev server sends an empty
  // shell, rendered in the language of its address.
  // (Vite's shell holds only the <!--app-html--> comment.)
  const prerendered = root.firstElementChild !== null;
  const language = prerendered
    ? toLanguage(document.documentElement.lang)
    : languageOfPath(window.location.pathname);
  // Evaluating the modules and setting up i18next (~8 ms of CPU here) run as two tasks
  // instead of one long one.
  await nextTask();
  const i18n = await createI18n(language, ['common']);
  const registry = createPageRegistry(i18n);
  // Load the landing page's code, texts and data first, so hydration matches the prerendered
  // HTML. Without its data (the list did not load, or no longer has the page's project) the
  // page stays as served: complete and readable, as without a script, and the controls only a
  // script works are hidden.
  const { pathname } = window.location;
  const pageKey = pageKeyOfPath(pathname);
  const ready =
    (await registry[pageKey].preload()) &&
    (pageKey !== projectPageKey || listHasProjectAt(pathname, language));
  if (prerendered && !ready) {
    document.documentElement.dataset.app = 'static';
    // No router to put the page back at the top: the browser restores it, as on any page.
    window.history.scrollRestoration = 'auto';
    return;
  }

  // A task boundary: loading the page's code and texts above, and hydrating below, run as
  // separate tasks instead of one long one.
  await nextTask();
  const app = (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <BrowserRouter>
          <App registry={registry} language={language} />
        </BrowserRouter>
      </I18nextProvider>
    </StrictMode>
  );
  // Built pages arrive prerendered and hydrate; Vite's dev server sends an empty shell.
  // As a transition, hydration yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page (a long task on a slow phone).
  if (prerendered)
    startTransition(() => {
      hydrateRoot(root, app);
    });
  else createRoot(root).render(app);
  preloadOnIntent(registry, language);
}
