import type { ListedProject } from '@verdalia/shared';
import { islandId, serializeList } from './project-list-source';

/**
 * The list as a JSON data block, which the browser's first render reads
 * (project-list-source.ts): on the projects page and on each project's page, whose language
 * menu and facts hydrate from it, and from which a visit to the list needs no fetch.
 */
export function ProjectListData({
  projects,
  language,
}: {
  projects: readonly ListedProject[];
  language: string;
}) {
  return (
    <script
      type="application/json"
      id={islandId}
      data-language={language}
      // Inert data, escaped by serializeList so nothing in it can end the element.
      dangerouslySetInnerHTML={{ __html: serializeList(projects) }}
    />
  );
}
