import './styles/fonts.css';
import './styles/tokens.css';
import './styles/base.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { pageByPath } from '@verdalia/shared';
import { App } from './app/app';
import { createPageRegistry } from './app/page-registry';
import { createI18n } from './i18n/create-i18n';
import { documentLanguage, saveLanguage } from './i18n/language-preference';

// Every change of path starts at the top, back/forward included (spec §2).
window.history.scrollRestoration = 'manual';
const language = documentLanguage();
const i18n = await createI18n(language, ['common']);
const registry = createPageRegistry(i18n);
// Load the landing page's code and texts first, so hydration matches the prerendered HTML.
await registry[pageByPath(window.location.pathname)?.id ?? 'notFound'].preload();
saveLanguage(language);

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
if (root.hasChildNodes()) hydrateRoot(root, app);
else createRoot(root).render(app);
