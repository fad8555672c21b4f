import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  projectPageAddressListSchema,
  projectPageIndex,
  projectPagesFile,
  type ProjectPageIndex,
} from '@verdalia/shared';

/**
 * The build's project pages (packages/shared/src/project-pages.ts): each project's address
 * in each language and its file, as the prerender wrote them beside client/. The embedded
 * server routes them and the nginx configuration gets a location for each; any other slug
 * under a projects page is the language's 404.
 */
export async function readProjectPages(distDir: string): Promise<ProjectPageIndex> {
  const text = await readFile(path.join(distDir, projectPagesFile), 'utf8');
  return projectPageIndex(projectPageAddressListSchema.parse(JSON.parse(text)));
}
