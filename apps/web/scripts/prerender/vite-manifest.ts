import { z } from 'zod';

/**
 * One chunk of Vite's build manifest (client/.vite/manifest.json): the fields the prerender
 * reads. Vite writes more (src, name, assets, dynamicImports…), which the prerender ignores.
 */
const manifestChunkSchema = z.object({
  file: z.string(),
  isEntry: z.boolean().optional(),
  imports: z.array(z.string()).optional(),
  css: z.array(z.string()).optional(),
});

export const viteManifestSchema = z.record(z.string(), manifestChunkSchema);

export type ViteManifest = z.infer<typeof viteManifestSchema>;
export type ManifestChunk = z.infer<typeof manifestChunkSchema>;

/**
 * The chunks that load with `key`: its own, then those it imports statically, depth first,
 * each once (imports may repeat and, between chunks, form cycles). Dynamic imports are not
 * followed: they load later, when the code asks for them.
 */
export function staticChunks(manifest: ViteManifest, key: string): ManifestChunk[] {
  const chunks: ManifestChunk[] = [];
  const seen = new Set<string>();
  const visit = (current: string, importer: string | undefined): void => {
    if (seen.has(current)) return;
    const chunk = manifest[current];
    if (!chunk) {
      throw new Error(
        importer
          ? `the manifest lists ${current}, imported by ${importer}, without a chunk`
          : `the manifest has no chunk for ${current}`,
      );
    }
    seen.add(current);
    chunks.push(chunk);
    for (const child of chunk.imports ?? []) visit(child, current);
  };
  visit(key, undefined);
  return chunks;
}

/** The script files `key` loads with it, in load order (e.g. assets/home-page-abc.js). */
export function chunkFiles(manifest: ViteManifest, key: string): string[] {
  return staticChunks(manifest, key).map((chunk) => chunk.file);
}

/** The stylesheets of `key` and of the chunks it imports statically, each once. */
export function chunkStylesheets(manifest: ViteManifest, key: string): string[] {
  return [...new Set(staticChunks(manifest, key).flatMap((chunk) => chunk.css ?? []))];
}

/** The chunk of a build entry, which must be marked as one. */
export function entryChunk(manifest: ViteManifest, key: string): ManifestChunk {
  const chunk = manifest[key];
  if (!chunk?.isEntry) throw new Error(`the manifest should list ${key} as an entry`);
  return chunk;
}
