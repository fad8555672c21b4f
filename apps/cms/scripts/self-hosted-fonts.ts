import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Fontsource's CDN address of a font file, as Sveltia CMS's stylesheet names it. */
const cdnFont =
  /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([\w-]+)(?::vf)?@[\d.]+\/([\w-]+)\.woff2/g;

/**
 * Sveltia CMS ships its fonts (npm/assets) but its stylesheet also declares them at
 * cdn.jsdelivr.net, which the browser then fetches: the admin must work offline and its CSP
 * allows no third party. This points each of those declarations at the shipped file (Vite then
 * emits it with the build), and stops the build if one has no shipped file.
 */
export function selfHostedFonts(): Plugin {
  return {
    name: 'verdalia:self-hosted-fonts',
    enforce: 'pre',
    transform(code, id) {
      if (!id.includes('/@sveltia/cms/npm/') || !code.includes('cdn.jsdelivr.net/fontsource')) {
        return null;
      }
      const shipped = readdirSync(path.join(path.dirname(id), 'assets'));
      return code.replace(cdnFont, (url, family: string, subset: string) => {
        const file = shipped.find(
          (name) => name.startsWith(`${family}-${subset}-`) && name.endsWith('.woff2'),
        );
        if (!file) throw new Error(`Sveltia CMS ships no file for ${url}`);
        // The stylesheet is a template literal: the file's address is computed where it runs.
        return `\${new URL(\`assets/${file}\`, import.meta.url).href}`;
      });
    },
  };
}
