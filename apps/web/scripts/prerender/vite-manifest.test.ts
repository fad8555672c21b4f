import { describe, expect, it } from 'vitest';
import {
  chunkFiles,
  chunkStylesheets,
  entryChunk,
  viteManifestSchema,
  type ViteManifest,
} from './vite-manifest.ts';

// The shape Vite writes: a page chunk importing the framework and a shared component, which
// imports the framework again; the framework and the runtime import each other.
const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_framework.js'] },
  '_framework.js': {
    file: 'assets/framework-2.js',
    imports: ['_runtime.js'],
    css: ['assets/framework.css'],
  },
  '_runtime.js': { file: 'assets/runtime-3.js', imports: ['_framework.js'] },
  'src/app/pages/about-page.tsx': {
    file: 'assets/about-page-4.js',
    imports: ['_framework.js', '_flip-card.js'],
    css: ['assets/about-page.css'],
  },
  '_flip-card.js': {
    file: 'assets/flip-card-5.js',
    imports: ['_framework.js'],
    css: ['assets/flip-card.css', 'assets/framework.css'],
  },
};

describe("the walk over Vite's manifest", () => {
  it('lists a chunk, then its static imports depth first, each file once despite cycles', () => {
    expect(chunkFiles(manifest, 'src/app/pages/about-page.tsx')).toEqual([
      'assets/about-page-4.js',
      'assets/framework-2.js',
      'assets/runtime-3.js',
      'assets/flip-card-5.js',
    ]);
    expect(chunkFiles(manifest, '_runtime.js')).toEqual([
      'assets/runtime-3.js',
      'assets/framework-2.js',
    ]);
  });

  it('collects the stylesheets of the chunk and of its imports in the same order, each once', () => {
    expect(chunkStylesheets(manifest, 'src/app/pages/about-page.tsx')).toEqual([
      'assets/about-page.css',
      'assets/framework.css',
      'assets/flip-card.css',
    ]);
    expect(chunkStylesheets(manifest, '_runtime.js')).toEqual(['assets/framework.css']);
  });

  it('fails on a chunk the manifest does not have, naming who imports it', () => {
    expect(() => chunkFiles(manifest, 'src/app/pages/gone-page.tsx')).toThrow(
      'the manifest has no chunk for src/app/pages/gone-page.tsx',
    );
    const broken: ViteManifest = { ...manifest, '_runtime.js': { file: 'r.js', imports: ['_x'] } };
    expect(() => chunkFiles(broken, 'index.html')).toThrow('_x, imported by _runtime.js');
  });

  it('finds an entry only where the manifest marks it as one', () => {
    expect(entryChunk(manifest, 'index.html').file).toBe('assets/index-1.js');
    expect(() => entryChunk(manifest, '_framework.js')).toThrow('as an entry');
  });

  it('reads the file Vite writes, keeping the fields it uses, and refuses another shape', () => {
    const written = {
      'src/entry-boot.ts': {
        file: 'assets/boot-6.js',
        name: 'boot',
        src: 'src/entry-boot.ts',
        isEntry: true,
      },
    };
    expect(viteManifestSchema.parse(written)).toEqual({
      'src/entry-boot.ts': { file: 'assets/boot-6.js', isEntry: true },
    });
    expect(() => viteManifestSchema.parse({ 'index.html': { imports: [] } })).toThrow();
    expect(() => viteManifestSchema.parse([])).toThrow();
  });
});
