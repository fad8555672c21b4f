// Apart from projects-state.ts: the frame (the head of a project's page) reads these, and a
// module the frame imports is part of every page's first visit.

/** The generated art of a project (scripts/art/projects.mjs). */
export function projectArt(id: number): string {
  return `/images/projects/project-${String(id).padStart(2, '0')}.svg`;
}

/**
 * A project's share image (og:image): its art as a 1200x630 PNG, which social networks take
 * where they refuse SVG, rendered by the build (scripts/art/project-share-images.mjs).
 */
export function projectShareImage(id: number): string {
  return projectArt(id).replace(/\.svg$/, '.png');
}
