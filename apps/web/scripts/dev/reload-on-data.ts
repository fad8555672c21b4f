import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';

/**
 * In the dev server, an edit to a data file the page reads at run time (the projects lists:
 * fetched, or read by the prerender, never imported) reloads the page, as an edit to an
 * imported text does through Vite's own updates. Generic: any JSON file under `folders` that
 * no module imports; one that a module imports is left to Vite's module graph.
 */
export function reloadOnData(folders: readonly string[]): Plugin {
  const watched = folders.map((folder) => path.resolve(folder) + path.sep);
  return {
    name: 'verdalia:reload-on-data',
    apply: 'serve',
    configureServer(server: ViteDevServer) {
      server.watcher.add(watched);
      const reload = (file: string) => {
        const absolute = path.resolve(file);
        if (!absolute.endsWith('.json')) return;
        if (!watched.some((folder) => absolute.startsWith(folder))) return;
        if ((server.moduleGraph.getModulesByFile(absolute)?.size ?? 0) > 0) return;
        server.ws.send({ type: 'full-reload', path: '*' });
      };
      server.watcher.on('change', reload);
      server.watcher.on('add', reload);
    },
  };
}
