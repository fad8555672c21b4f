import { createReadStream } from 'node:fs';
import path from 'node:path';
import {
  entryCollections,
  languageLists,
  languages,
  projectPageAddresses,
  withPageSlugs,
  type EntryCollectionName,
  type Language,
} from '@verdalia/shared';
import { contentFolderAt } from '@verdalia/shared/content-folder';
import type { Plugin } from 'vite';
import { contentProblemsIn } from './read-content.ts';

/** The repository's root; its content/ folder is what staff edit through the CMS. */
export const repoRoot = path.resolve(import.meta.dirname, '../../../..');
export const contentDir = path.join(repoRoot, 'content');

/** The lists the pages import, one module per collection and language: `virtual:content/team/es`. */
const listModule = /^virtual:content\/(team|clients)\/(es|en|pt)$/;
const resolvedPrefix = '\0';

/** Each language's projects as the browser reads them: with every project's page slugs. */
export function projectLists(root = repoRoot): Record<Language, unknown[]> {
  const lists = languageLists(contentFolderAt(root), 'projects');
  const listed = withPageSlugs(lists, projectPageAddresses(lists));
  return Object.fromEntries(
    languages.map((language) => [language, listed[language] ?? []]),
  ) as Record<Language, unknown[]>;
}

const imageTypes: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
};

/**
 * What the pages read from content/'s collections of entries (one file per entry holding its
 * languages: packages/shared/src/content-collections.ts): each language's team and client list
 * as a module (`virtual:content/team/<lng>`, one chunk each), checked by the content rules
 * first, so a broken file stops the build, and shows in the dev server's overlay and terminal,
 * naming the file, the entry and the field (or the line of a JSON error). The build writes
 * nothing else from content/: the project lists are the prerender's (scripts/prerender.ts), the
 * photographs the image pipeline's variants (scripts/images). The dev server answers
 * /list-<lng>.json and, for an upload the running image pipeline has not seen yet,
 * /content/images/… from the folder.
 */
export function contentFiles(): Plugin {
  return {
    name: 'verdalia:content-files',
    enforce: 'pre',
    resolveId(id) {
      return listModule.test(id) ? `${resolvedPrefix}${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(resolvedPrefix)) return undefined;
      const match = listModule.exec(id.slice(resolvedPrefix.length));
      if (!match) return undefined;
      const [, name = 'team', language = 'es'] = match;
      const collection: EntryCollectionName = name === 'clients' ? 'clients' : 'team';
      // Every entry file is this module's input: an edit reloads it in the dev server.
      const folder = path.join(repoRoot, entryCollections[collection].folder);
      for (const file of contentFolderAt(repoRoot).list(entryCollections[collection].folder)) {
        this.addWatchFile(path.join(folder, file));
      }
      const problems = contentProblemsIn(repoRoot);
      if (problems.length > 0) {
        throw new Error(`The content has problems to fix:\n- ${problems.join('\n- ')}`);
      }
      const list = languageLists(contentFolderAt(repoRoot), collection)[language as Language];
      return `export default ${JSON.stringify(list)};`;
    },
    configureServer(server) {
      // A new entry's file is a new input of the lists: reload them.
      server.watcher.add(contentDir);
      server.watcher.on('add', (file) => {
        if (!file.startsWith(contentDir + path.sep) || !file.endsWith('.json')) return;
        for (const id of server.moduleGraph.idToModuleMap.keys()) {
          const module = id.startsWith(resolvedPrefix)
            ? server.moduleGraph.getModuleById(id)
            : undefined;
          if (module) server.moduleGraph.invalidateModule(module);
        }
        server.ws.send({ type: 'full-reload', path: '*' });
      });
      server.middlewares.use((request, response, next) => {
        const pathname = new URL(request.url ?? '/', 'http://dev').pathname;
        const list = /^\/list-(\w+)\.json$/.exec(pathname);
        if (list) {
          const language = languages.find((code) => code === list[1]);
          if (!language) return next();
          try {
            const body = JSON.stringify(projectLists()[language]);
            response.setHeader('Content-Type', 'application/json');
            response.end(body);
          } catch (error) {
            next(error);
          }
          return;
        }
        if (!pathname.startsWith('/content/images/')) return next();
        const file = path.join(contentDir, decodeURIComponent(pathname.slice('/content/'.length)));
        const type = imageTypes[path.extname(pathname).toLowerCase()];
        if (!type || !file.startsWith(path.join(contentDir, 'images') + path.sep)) return next();
        response.setHeader('Content-Type', type);
        createReadStream(file)
          .on('error', () => next())
          .pipe(response);
      });
    },
  };
}
