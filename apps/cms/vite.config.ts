import { defineConfig, type Plugin } from 'vite';
import { refuseUnpublishableBackend } from './scripts/production-backend.ts';
import { selfHostedFonts } from './scripts/self-hosted-fonts.ts';
import { contentSecurityPolicy } from './src/content-security-policy.ts';

/** Writes the admin's CSP into its page, from the one place it is defined. */
const csp: Plugin = {
  name: 'verdalia:cms-csp',
  transformIndexHtml: (html) => html.replace('%CMS_CSP%', contentSecurityPolicy),
};

/**
 * A production build (Vite's default mode; `build:production`) is what the publishing script
 * deploys: it refuses a backend that is still a placeholder. The checkout's own build (`build`,
 * `npm run cms`: mode "checkout") works with the local repository, whatever the backend.
 */
const productionBackend: Plugin = {
  name: 'verdalia:cms-production-backend',
  apply: (_config, { command, mode }) => command === 'build' && mode === 'production',
  buildStart: () => refuseUnpublishableBackend(contentSecurityPolicy),
};

// A static admin of its own (never part of apps/web's build): index.html, Sveltia CMS's code
// and the fonts it ships, served from any folder of any host.
export default defineConfig({
  base: './',
  plugins: [productionBackend, selfHostedFonts(), csp],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Sveltia CMS is one large module by design; its size is in docs/decisions/0005.
    chunkSizeWarningLimit: 4096,
    sourcemap: false,
  },
});
