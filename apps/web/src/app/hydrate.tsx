import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { pageKeyByPath } from '@verdalia/shared';
import { App } from './app';
import { createPageRegistry } from './page-registry';
import { createI18n } from '../i18n/create-i18n';
import { documentLanguage } from '../i18n/language-preference';
import { nextTask } from './next-task';

/** Makes the prerendered page interactive (or renders it, on Vite's dev server). */
export async function hydrate(): Promise<void> {
  // Every change of path starts at the top, back/forward included.
  window.history.scrollRestoration = 'manual';
  const language = documentLanguage();
  // Evaluating the modules and setting up i18next (~8 ms of CPU here) run as two tasks
  // instead of one long one.
  await nextTask();
  const i18n = await createI18n(language, ['common']);
  const registry = createPageRegistry(i18n);
  // Load the landing page's code and texts first, so hydration matches the prerendered HTML.
  await registry[pageKeyByPath(window.location.pathname)].preload();
  // No cookie here: the language may be the server's guess from Accept-Language, and only a
  // choice (the language menu, or ?lng=, which the server saves) is remembered.

  // A task boundary: loading the page's code and texts above, and hydrating below, run as
  // separate tasks instead of one long one.
  await nextTask();
  const root = document.getElementById('root');
  if (!root) throw new Error('Missing #root');
  const app = (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <BrowserRouter>
          <App registry={registry} />
        </BrowserRouter>
      </I18nextProvider>
    </StrictMode>
  );
  // Built pages arrive prerendered and hydrate; Vite's dev server sends an empty shell.
  // As a transition, hydration yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page (a long task on a slow phone).
  if (root.hasChildNodes())
    startTransition(() => {
      hydrateRoot(root, app);
    });
  else createRoot(root).render(app);
}
