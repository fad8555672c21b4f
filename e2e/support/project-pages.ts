import type { APIRequestContext } from '@playwright/test';
import {
  languages,
  projectListSchema,
  projectPageAddresses,
  type Language,
  type Project,
} from '@verdalia/shared';

/** The project pages the served lists name, by the shared rule (packages/shared). */
export async function servedProjectPages(request: APIRequestContext) {
  const lists: Partial<Record<Language, Project[]>> = {};
  for (const language of languages) {
    const response = await request.get(`/list-${language}.json`);
    lists[language] = projectListSchema.parse(await response.json());
  }
  return projectPageAddresses(lists);
}
