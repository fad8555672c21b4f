import type { Project } from '@verdalia/shared';

// Apart from projects-state.ts: the frame (the head of a project's page) reads these, and a
// module the frame imports is part of every page's first visit.

/** The generated art of a project (scripts/art/projects.mjs). */
export function projectArt(id: number): string {
  return `/images/projects/project-${String(id).padStart(2, '0')}.svg`;
}

/** What a project shows: the photograph staff uploaded, else its generated art. */
export function projectImage(project: Pick<Project, 'id' | 'image'>): string {
  return project.image ?? projectArt(project.id);
}

/**
 * A project's share image (og:image), 1200x630, rendered by the build
 * (scripts/art/project-share-images.mjs): from its photograph as a JPEG, else from its art as
 * a PNG (social networks refuse SVG).
 */
export function projectShareImage(project: Pick<Project, 'id' | 'image'>): string {
  return projectArt(project.id).replace(/\.svg$/, project.image ? '.jpg' : '.png');
}
